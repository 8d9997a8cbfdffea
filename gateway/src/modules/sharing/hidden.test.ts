// Hidden text never reaches a reader (issue 12 item 3): unique words in a hidden section and in a
// block naming a hidden topic are looked for on every reader path — the API (fast and full stack),
// GraphQL, the page HTML and its description, the og image, the speech endpoint and the text the
// readers' chat is given — and found nowhere, while the visible words are found. Citations too (issue 17
// item 5): a reader gets those whose markers are visible, a cited passage naming a hidden topic is left
// out (the marker keeps its source's title and location), and a source cited only from a hidden
// section is named nowhere, not even in the Sources list.
import { beforeAll, expect, it } from 'vitest';
import type { EvidencePassage } from '../../shared/grounding/types.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { installSharedRenderer } from '../../testing/server-renderers.js';
import { renderOgImage } from './og-image.js';

const gateway = useTestRuntime({ SHARED_HIDDEN_TOPICS: 'layoffs, merger talks' });

const HIDDEN_SECTION_WORDS = 'Zorblax quintessential wibbleflop';
const TOPIC_WORDS = 'Quaffleton gruntwhistle';
const VISIBLE_WORDS = 'Carriers gain margin with route planning';
/** In a cited passage that names a hidden topic (its marker is in visible text). */
const PASSAGE_TOPIC_WORD = 'Blorptangle';
/** The title of a source cited only from the hidden section. */
const HIDDEN_SOURCE_TITLE = 'Snorkelwhip ledger';
const VISIBLE_QUOTE = 'route planning cut empty miles by a fifth';

const CONTENT = [
  '## Market',
  `${VISIBLE_WORDS}. The survey found “${VISIBLE_QUOTE}” [1]. Drivers are scarce [2].`,
  '## Board notes',
  `${HIDDEN_SECTION_WORDS} stays with the board [3].`,
  '## Options',
  `The ${TOPIC_WORDS} plan means layoffs in the north.`,
  'Build or buy.',
  '## Sources',
  [
    '- **Market survey** (text), Pricing — [1]',
    '- **Board minutes** (PDF), p. 4 — [2]',
    `- **${HIDDEN_SOURCE_TITLE}** (PDF), p. 9 — [3]`,
  ].join('\n'),
].join('\n\n');

const passage = (n: number, sourceTitle: string, location: string, text: string): EvidencePassage => ({
  n,
  passageId: `passage-${n}`,
  sourceId: `source-${n}`,
  sourceTitle,
  sourceKind: n === 1 ? 'text' : 'pdf',
  url: null,
  site: null,
  location,
  text,
});
const CITATIONS = [
  {
    n: 1,
    quote: VISIBLE_QUOTE,
    sentence: `The survey found “${VISIBLE_QUOTE}”.`,
    passage: passage(1, 'Market survey', 'Pricing', `Carriers said ${VISIBLE_QUOTE} in 2025.`),
  },
  {
    n: 2,
    quote: 'drivers left for the merger talks',
    sentence: 'Drivers are scarce.',
    passage: passage(
      2,
      'Board minutes',
      'p. 4',
      `${PASSAGE_TOPIC_WORD}: drivers left for the merger talks in the south.`,
    ),
  },
  {
    n: 3,
    quote: 'the ledger stays closed',
    sentence: 'It stays with the board.',
    passage: passage(3, HIDDEN_SOURCE_TITLE, 'p. 9', 'Until March the ledger stays closed.'),
  },
];
const SUMMARY = [`• ${VISIBLE_WORDS}`, `• ${HIDDEN_SECTION_WORDS}`, `• ${TOPIC_WORDS} (merger talks)`].join(
  '\n',
);

let shareUrl: string;
let title: string;

beforeAll(async () => {
  await installSharedRenderer(gateway.env.STATIC_ROOT);
  const signed = await gateway.signUp('owner@x.io');
  const owner = (await gateway.services.users.findById(signed.id))!;
  const project = await gateway.services.projects.create(owner, { name: 'Freight' });
  const thesis = await gateway.services.theses.create(owner, project.id, { title: 'Route planning' });
  title = thesis.title;
  await gateway.services.theses.saveResearch(thesis.id, { content: CONTENT, summary: SUMMARY });
  await gateway.services.citations.replaceArticle(thesis.id, CITATIONS, { removed: 0 });
  await gateway.services.sharing.setSectionHidden(owner, thesis.id, 'Board notes', true);
  shareUrl = thesis.shareUrl;
});

const hiddenWords = [
  ...HIDDEN_SECTION_WORDS.split(' '),
  ...TOPIC_WORDS.split(' '),
  'layoffs',
  'Board notes',
  PASSAGE_TOPIC_WORD,
  'merger talks',
  HIDDEN_SOURCE_TITLE,
  'ledger',
];
const expectNoHiddenWord = (where: string, text: string) => {
  for (const word of hiddenWords)
    expect(text.toLowerCase(), `${where} holds "${word}"`).not.toContain(word.toLowerCase());
};

it('keeps hidden text off every reader path', async () => {
  const anonymous = gateway.client();

  // The API, answered by the full stack (a query string) and from memory.
  for (const path of [`/api/shared/${shareUrl}?full`, `/api/shared/${shareUrl}`]) {
    const res = await fetch(gateway.url + path);
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).toContain(VISIBLE_WORDS);
    expect(text).toContain('Build or buy.');
    expectNoHiddenWord(path, text);
    // The visible markers' citations: the one whose passage names a hidden topic keeps its source's
    // title and location only.
    const view = JSON.parse(text) as {
      citations: Array<Record<string, unknown>>;
      citationSummary: Record<string, number>;
    };
    expect(view.citations).toEqual([
      {
        n: 1,
        sourceTitle: 'Market survey',
        sourceKind: 'text',
        location: 'Pricing',
        quote: VISIBLE_QUOTE,
        passage: `Carriers said ${VISIBLE_QUOTE} in 2025.`,
        url: null,
        site: null,
      },
      {
        n: 2,
        sourceTitle: 'Board minutes',
        sourceKind: 'pdf',
        location: 'p. 4',
        quote: null,
        passage: null,
        url: null,
        site: null,
      },
    ]);
    expect(view.citationSummary.total).toBe(2);
    expect(text).toContain('**Market survey** (text), Pricing — [1]');
  }

  // GraphQL.
  const graph = await anonymous.graphql(
    'query($url: String!) { sharedThesis(shareUrl: $url) { id title content summary projectName shareUrl } }',
    { url: shareUrl },
  );
  expect(JSON.stringify(graph.body)).toContain(VISIBLE_WORDS);
  expectNoHiddenWord('sharedThesis', JSON.stringify(graph.body));

  // The page as crawlers and readers first get it: its description, the article rendered on the server
  // and the shared view it carries as data (issue 18).
  const page = await (
    await fetch(`${gateway.url}/shared/${shareUrl}`, { headers: { accept: 'text/html' } })
  ).text();
  const description = /<meta name="description" content="([^"]*)"/.exec(page)?.[1] ?? '';
  expect(description).toContain(VISIBLE_WORDS);
  const article = /<article[\s\S]*<\/article>/.exec(page)?.[0] ?? '';
  expect(article).toContain(VISIBLE_WORDS);
  expect(article).toContain('Build or buy.');
  expectNoHiddenWord('page HTML', page);
  // The reading the page carries for the remote (title, project, the article's tree, the cue cards with
  // the text they read aloud, the Key Insights): none of the hidden words anywhere, the visible ones in
  // the content's parts.
  const data = /<script type="application\/json" id="shared-thesis-data">([\s\S]*?)<\/script>/.exec(
    page,
  )?.[1];
  const { reading } = JSON.parse(data ?? 'null') as {
    reading: { article: unknown[]; cueCards: unknown[]; keyInsights: string[] };
  };
  for (const [part, value] of Object.entries(reading)) {
    expectNoHiddenWord(`the page's ${part}`, JSON.stringify(value));
  }
  for (const part of [reading.article, reading.cueCards, reading.keyInsights]) {
    expect(JSON.stringify(part)).toContain(VISIBLE_WORDS);
  }
  expect(JSON.stringify(reading.article)).toContain('Build or buy.');

  // The og image is exactly the card of the title, the project and the product name.
  const og = Buffer.from(await (await fetch(`${gateway.url}/api/og-image/${shareUrl}`)).arrayBuffer());
  const expected = await renderOgImage({
    title,
    projectName: 'Freight',
    productName: 'Thesis Studio',
    site: new URL(gateway.env.PUBLIC_ORIGIN).host,
  });
  expect(og.equals(expected)).toBe(true);

  // Speech: an anonymous reader may have only visible text read aloud.
  const speak = async (text: string) => {
    const res = await fetch(`${gateway.url}/api/text-to-speech`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, voice: 'alloy', speed: 1, shareUrl }),
    });
    await res.body?.cancel();
    return res.status;
  };
  expect(await speak(HIDDEN_SECTION_WORDS)).toBe(401);
  expect(await speak(TOPIC_WORDS)).toBe(401);
  expect(await speak(`${HIDDEN_SECTION_WORDS} stays with the board.`)).toBe(401);
  expect(await speak(VISIBLE_WORDS)).toBe(200);

  // The text the readers' chat answers from (theses.sharedText).
  const forChat = await gateway.services.theses.sharedText(shareUrl);
  expect(forChat?.content).toContain(VISIBLE_WORDS);
  expectNoHiddenWord('theses.sharedText', JSON.stringify(forChat));
});
