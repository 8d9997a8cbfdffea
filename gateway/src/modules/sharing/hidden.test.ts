// Hidden text never reaches a reader (issue 12 item 3): unique words in a hidden section and in a
// block naming a hidden topic are looked for on every reader path — the API (fast and full stack),
// GraphQL, the page HTML and its description, the og image, the speech endpoint and the text the
// readers' chat is given — and found nowhere, while the visible words are found.
import { beforeAll, expect, it } from 'vitest';
import { useTestRuntime } from '../../testing/runtime.js';
import { renderOgImage } from './og-image.js';

const gateway = useTestRuntime({ SHARED_HIDDEN_TOPICS: 'layoffs, merger talks' });

const HIDDEN_SECTION_WORDS = 'Zorblax quintessential wibbleflop';
const TOPIC_WORDS = 'Quaffleton gruntwhistle';
const VISIBLE_WORDS = 'Carriers gain margin with route planning';

const CONTENT = [
  '## Market',
  `${VISIBLE_WORDS}.`,
  '## Board notes',
  `${HIDDEN_SECTION_WORDS} stays with the board.`,
  '## Options',
  `The ${TOPIC_WORDS} plan means layoffs in the north.`,
  'Build or buy.',
].join('\n\n');
const SUMMARY = [`• ${VISIBLE_WORDS}`, `• ${HIDDEN_SECTION_WORDS}`, `• ${TOPIC_WORDS} (merger talks)`].join(
  '\n',
);

let shareUrl: string;
let title: string;

beforeAll(async () => {
  const signed = await gateway.signUp('owner@x.io');
  const owner = (await gateway.services.users.findById(signed.id))!;
  const project = await gateway.services.projects.create(owner, { name: 'Freight' });
  const thesis = await gateway.services.theses.create(owner, project.id, { title: 'Route planning' });
  title = thesis.title;
  await gateway.services.theses.saveResearch(thesis.id, { content: CONTENT, summary: SUMMARY });
  await gateway.services.sharing.setSectionHidden(owner, thesis.id, 'Board notes', true);
  shareUrl = thesis.shareUrl;
});

const hiddenWords = [...HIDDEN_SECTION_WORDS.split(' '), ...TOPIC_WORDS.split(' '), 'layoffs', 'Board notes'];
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
  }

  // GraphQL.
  const graph = await anonymous.graphql(
    'query($url: String!) { sharedThesis(shareUrl: $url) { id title content summary projectName shareUrl } }',
    { url: shareUrl },
  );
  expect(JSON.stringify(graph.body)).toContain(VISIBLE_WORDS);
  expectNoHiddenWord('sharedThesis', JSON.stringify(graph.body));

  // The page as crawlers get it, description included.
  const page = await (
    await fetch(`${gateway.url}/shared/${shareUrl}`, { headers: { accept: 'text/html' } })
  ).text();
  const description = /<meta name="description" content="([^"]*)"/.exec(page)?.[1] ?? '';
  expect(description).toContain(VISIBLE_WORDS);
  expectNoHiddenWord('page HTML', page);

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
