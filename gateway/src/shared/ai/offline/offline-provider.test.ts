// The offline engine is honest and deterministic: every line it writes is either the user's own
// words or one of its labelled template lines (with slots holding only the user's words), and the
// same input gives the same output.
import { markdownAsText } from '@thesis-studio/markdown';
import { afterAll, describe, expect, it } from 'vitest';
import { groundText } from '../../grounding/verify.js';
import { evidencePassage } from '../../grounding/testing.js';
import {
  SECTION_ORDER,
  type AnswerCitations,
  type EvidencePassage,
  type ThesisBrief,
  type WizardState,
} from '../provider.js';
import { OfflineProvider } from './offline-provider.js';
import { sentences } from './nlp.js';
import { OFFLINE_TEMPLATES, templateLines, withoutTemplateLines } from './templates.js';

const provider = new OfflineProvider({ speechWorkers: 1 });
afterAll(() => provider.close());

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TEMPLATES = templateLines().map(
  (line) => new RegExp(`^${escape(line).replace(/\\\{\w+\\\}/g, '(.+?)')}$`),
);

/** Lines of `output` that are neither input sentences nor template lines filled with input words. */
function inventedLines(output: string, inputs: readonly string[]): string[] {
  const source = squash(inputs.join('\n'));
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .filter((line) => {
      for (const template of TEMPLATES) {
        const match = template.exec(line);
        // A number alone in a slot counts steps ("Step 2"); every other slot holds the input's words.
        if (match && match.slice(1).every((slot) => /^\d+$/.test(slot) || source.includes(squash(slot))))
          return false;
      }
      // A quoted passage ("> …") is the user's words too.
      return !sentences(line.replace(/^>\s?/, '')).every((sentence) => source.includes(squash(sentence)));
    });
}

const brief: ThesisBrief = {
  title: 'Route planning decides logistics margins',
  idea: 'Mid-sized European logistics firms will lose 20% of their margin to AI-native competitors by 2028 unless they automate route planning. Our customers in Germany already ask for real-time tracking. Acme Freight has tried two pilots with mixed results.',
  context:
    'The board meets in March to decide the technology budget. Drivers are scarce and fuel costs rose sharply last year. Competitors such as Nordic Haul advertise same-day delivery.',
  intellectualChallenge: 'Should a mid-sized carrier build its own route-planning capability, or buy one?',
};

const wizard: WizardState = {
  originalThoughts:
    'I think subscription pricing will replace licences for industrial software within five years. Customers want lower upfront costs. Vendors fear the revenue dip during the transition.',
  researchFocus: 'Mid-market manufacturers in the UK and their maintenance software.',
  intellectualChallenge: '',
  strategicContext: '',
};

async function text(parts: AsyncIterable<string | AnswerCitations>): Promise<string> {
  let all = '';
  for await (const part of parts) if (typeof part === 'string') all += part;
  return all;
}

/** The answer to `question` about a thesis of `content`, from `passages`, as one text. */
const answerText = (question: string, content: string, passages: EvidencePassage[] = []) =>
  text(provider.answer({ question, thesis: { title: 'T', content }, history: [], passages }));

describe('wizard drafts', () => {
  it('intellectual challenge: only the user’s sentences and labelled template lines; says it was drafted offline', async () => {
    const draft = await text(provider.draft('intellectual-challenge', wizard));
    expect(draft.startsWith(OFFLINE_TEMPLATES.draftNote)).toBe(true);
    expect(inventedLines(draft, [wizard.originalThoughts, wizard.researchFocus])).toEqual([]);
    expect(draft).toContain('Customers want lower upfront costs.');
    expect(draft).toContain(OFFLINE_TEMPLATES.sharpen[0]);
    // No question is made by dropping a few of the user's words into a template.
    expect(draft).not.toMatch(/“[^”.]{1,40}”/);
  });

  it('strategic context: the same rules, with the figures the user gave listed to verify', async () => {
    const state = {
      ...wizard,
      intellectualChallenge: brief.intellectualChallenge,
      originalThoughts: brief.idea,
    };
    const draft = await text(provider.draft('strategic-context', state));
    expect(
      inventedLines(draft, [state.originalThoughts, state.researchFocus, state.intellectualChallenge]),
    ).toEqual([]);
    expect(draft).toContain(
      `${OFFLINE_TEMPLATES.figuresToCheck}\n\n> “Mid-sized European logistics firms will lose 20% of their margin to AI-native competitors by 2028 unless they automate route planning.”`,
    );
    expect(draft).not.toContain('“20%”');
  });

  it('an earlier offline draft accepted as written counts as template, not as the user’s words', async () => {
    const challenge = await text(provider.draft('intellectual-challenge', wizard));
    const context = await text(
      provider.draft('strategic-context', { ...wizard, intellectualChallenge: challenge }),
    );
    expect(inventedLines(context, [wizard.originalThoughts, wizard.researchFocus])).toEqual([]);
    expect(context).not.toContain('> “_Drafted offline');
    const article = await provider.writeSection({
      kind: 'question',
      brief: { ...brief, intellectualChallenge: challenge, context },
      basis: {},
      questions: [],
      passages: [],
    });
    expect(
      inventedLines(article.markdown, [
        brief.title,
        brief.idea,
        wizard.originalThoughts,
        wizard.researchFocus,
      ]),
    ).toEqual([]);
  });

  it('an earlier offline draft stored as the plain text the thesis keeps counts as template too', async () => {
    const challenge = markdownAsText(await text(provider.draft('intellectual-challenge', wizard)));
    // The stored text has no Markdown left to show raw.
    expect(challenge).not.toMatch(/\*\*|^_|^> |^- /m);
    expect(challenge).toContain('Your starting point');
    // Read back, only the user's own sentences are left (unquoted), none of the template's lines.
    const own = withoutTemplateLines(challenge);
    expect(own).toContain('Customers want lower upfront costs.');
    expect(own).not.toMatch(
      /Drafted offline|Your starting point|Questions that sharpen|What would have to be true|“/,
    );
    const context = await text(
      provider.draft('strategic-context', { ...wizard, intellectualChallenge: challenge }),
    );
    expect(inventedLines(context, [wizard.originalThoughts, wizard.researchFocus])).toEqual([]);
    expect(context).not.toContain('“Drafted offline');
  });

  it('is deterministic', async () => {
    const a = await text(provider.draft('intellectual-challenge', wizard));
    const b = await text(provider.draft('intellectual-challenge', wizard));
    expect(a).toBe(b);
  });

  it('a made-up check would catch an invented sentence', () => {
    expect(inventedLines('Revenue will triple by 2030.', [wizard.originalThoughts])).toEqual([
      'Revenue will triple by 2030.',
    ]);
    expect(
      inventedLines('- What would show that “cheap energy” is wrong?', [wizard.originalThoughts]),
    ).toHaveLength(1);
  });
});

describe('research article', () => {
  it('every section: only the user’s words and labelled template lines; the timeline is a table', async () => {
    const inputs = [brief.title, brief.idea, brief.context, brief.intellectualChallenge];
    const parts: string[] = [];
    for (const kind of SECTION_ORDER) {
      const section = await provider.writeSection({ kind, brief, basis: {}, questions: [], passages: [] });
      expect(inventedLines(section.markdown, inputs), kind).toEqual([]);
      parts.push(section.markdown);
      if (kind === 'summary') expect(section.summary && inventedLines(section.summary, inputs)).toEqual([]);
    }
    const article = parts.join('\n\n');
    expect(article).toContain(OFFLINE_TEMPLATES.articleNote);
    expect(article).toContain('| Timeline | Activities | Milestone |');
    expect(article).not.toMatch(/https?:\/\//);
  });

  it('with nothing but a title, says what is missing instead of inventing', async () => {
    const bare = { title: 'Bare', idea: '', context: '', intellectualChallenge: '' };
    const question = await provider.writeSection({
      kind: 'question',
      brief: bare,
      basis: {},
      questions: [],
      passages: [],
    });
    expect(question.markdown).toContain('your title implies it: “Bare”');
    const context = await provider.writeSection({
      kind: 'context',
      brief: bare,
      basis: {},
      questions: [],
      passages: [],
    });
    expect(context.markdown).toContain(OFFLINE_TEMPLATES.noContext);
    expect(inventedLines(context.markdown, ['Bare'])).toEqual([]);
  });

  it('the same brief gives the same article', async () => {
    const once = await provider.writeSection({
      kind: 'risks',
      brief,
      basis: {},
      questions: [],
      passages: [],
    });
    const again = await provider.writeSection({
      kind: 'risks',
      brief,
      basis: {},
      questions: [],
      passages: [],
    });
    expect(again).toEqual(once);
  });
});

describe('summaries and answers', () => {
  const content = `## Context\n\n${brief.context}\n\n## Evidence\n\n${brief.idea}\n\n## Options\n\nBuying a planner is faster. Building one keeps the data in-house, which the board values.`;

  it('summary: important sentences of the content, as written', async () => {
    const insights = await provider.summarize(content);
    expect(insights.length).toBeGreaterThanOrEqual(3);
    expect(insights.length).toBeLessThanOrEqual(5);
    for (const insight of insights) expect(squash(content)).toContain(insight);
  });

  it('summary: a section heading never runs into the sentence after it', async () => {
    const insights = await provider.summarize(
      '## Market\n\nOur organisation must enter the Nordic market by 2026.\n\n## Risks\n\nCurrency exposure and regulation slow the entry down.',
    );
    expect(insights).toContain('Our organisation must enter the Nordic market by 2026.');
    expect(insights.some((insight) => /^(Market|Risks)\b/.test(insight))).toBe(false);
  });

  it('summary: bold label lines never run into each other or into a sentence', async () => {
    const insights = await provider.summarize(
      '## Context\n\n**Context to establish**\n\n- What changed for regional teams?\n\n**Evidence to gather**\n\nRegional teams spend too long reconciling numbers every month.',
    );
    expect(insights).toContain('Regional teams spend too long reconciling numbers every month.');
    expect(insights.some((insight) => /Context to establish|Evidence to gather/.test(insight))).toBe(false);
  });

  it('answer: the best-matching passages, quoted; no match says so', async () => {
    const answer = await answerText('What does the board value about building?', content);
    expect(answer.split('\n')[0]).toBe(OFFLINE_TEMPLATES.answerNote);
    expect(answer).toContain(
      '> Buying a planner is faster. Building one keeps the data in-house, which the board values.',
    );
    expect(inventedLines(answer, [content])).toEqual([]);
    const none = await answerText('quantum chromodynamics', content);
    expect(none).toBe(
      'Your sources and this thesis say nothing about “quantum chromodynamics”. Try other words, or add a source or a section that covers it.',
    );
    const empty = await answerText('Why?', '');
    expect(empty).toBe(OFFLINE_TEMPLATES.noContent);
  });
});

describe('with passages of the owner’s sources', () => {
  const passage = (n: number, text: string, sourceTitle: string): EvidencePassage =>
    evidencePassage(n, text, { sourceTitle, location: `p. ${n}` });
  const PASSAGES = [
    passage(
      1,
      'The Kestrel depot cut its diesel use by 14.2 per cent after route\nplanning moved in-house in 2025. Drivers reported calmer shifts and fewer late deliveries.',
      'Kestrel fleet review',
    ),
    passage(
      2,
      'Two thirds of the depot managers asked for quarterly bonus reviews. Earlier work [12] found the same pattern in rail.',
      'Depot managers survey',
    ),
    passage(3, 'The canteen menu changes every Tuesday and Friday at the northern site.', 'Canteen notes'),
  ];
  const request = (kind: (typeof SECTION_ORDER)[number], questions: string[] = []) => ({
    kind,
    brief,
    basis: {},
    questions,
    passages: PASSAGES,
  });
  const QUOTE_LINE = /^- “(.+)” \[(\d+)\]$/;
  const folded = (text: string) => text.replace(/\s+/g, ' ');

  /** Source quote lines are verbatim sentences of their passage; every other line passes inventedLines. */
  function checkQuotes(markdown: string, questions: readonly string[] = []): string[] {
    const quoted: string[] = [];
    const rest = markdown
      .split('\n')
      .filter((line) => {
        const match = QUOTE_LINE.exec(line.trim());
        if (!match) return true;
        const source = PASSAGES.find((p) => p.n === Number(match[2]));
        expect(source, line).toBeDefined();
        expect(folded(source!.text)).toContain(match[1]!);
        quoted.push(match[1]!);
        return false;
      })
      .join('\n');
    expect(
      // The plan's questions are the owner's words too (reviewed and saved by them).
      inventedLines(rest, [
        brief.title,
        brief.idea,
        brief.context,
        brief.intellectualChallenge,
        ...questions,
      ]),
    ).toEqual([]);
    return quoted;
  }

  it('a section quotes the sentences matching its questions verbatim, each cited, and returns them as citations', async () => {
    const section = await provider.writeSection(
      request('evidence', ['How much diesel does in-house route planning save?']),
    );
    const quoted = checkQuotes(section.markdown, ['How much diesel does in-house route planning save?']);
    expect(section.markdown).toContain(
      `### How much diesel does in-house route planning save?\n\n- “The Kestrel depot cut its diesel use by 14.2 per cent after route planning moved in-house in 2025.” [1]`,
    );
    expect(section.citations[0]).toEqual({
      n: 1,
      quote:
        'The Kestrel depot cut its diesel use by 14.2 per cent after route planning moved in-house in 2025.',
    });
    expect(section.citations.map((c) => c.quote)).toEqual(quoted);
    // Nothing about the canteen: it matches neither the questions nor the brief.
    expect(section.markdown).not.toContain('canteen');
    // A sentence carrying its own reference mark ("[12]") is never quoted.
    expect(section.markdown).not.toContain('[12]');
    const grounded = groundText(section.markdown, section.citations, PASSAGES);
    expect(grounded.removed).toBe(0);
    expect(grounded.citations).toHaveLength(section.citations.length);
  });

  it('every section: only the owner’s words, template lines and verbatim quotes; the summary says what it drew on', async () => {
    const asked = ['How much diesel did the Kestrel depot save with route planning?'];
    for (const kind of SECTION_ORDER) {
      const section = await provider.writeSection(request(kind, asked));
      checkQuotes(section.markdown, asked);
      expect(groundText(section.markdown, section.citations, PASSAGES).removed, kind).toBe(0);
      if (kind === 'timeline' || kind === 'risks') expect(section.citations, kind).toEqual([]);
      else expect(section.citations.length, kind).toBeGreaterThan(0);
    }
    const summary = await provider.writeSection(request('summary', asked));
    expect(summary.markdown.split('\n')[0]).toBe(OFFLINE_TEMPLATES.articleNoteSources);
    expect(await provider.writeSection(request('summary', asked))).toEqual(summary);
  });

  /** The parts of the answer to `question` about a thesis of the brief's context, from PASSAGES. */
  const answerParts = async (question: string) => {
    const parts: Array<string | AnswerCitations> = [];
    for await (const part of provider.answer({
      question,
      thesis: { title: 'T', content: `## Context\n\n${brief.context}` },
      history: [],
      passages: PASSAGES,
    }))
      parts.push(part);
    return parts;
  };

  it('answers from the thesis and the sources, quoting and citing; the claims are the quotes', async () => {
    const parts = await answerParts('How much diesel did the Kestrel depot save?');
    const answer = parts.filter((p): p is string => typeof p === 'string').join('');
    const claims = parts.at(-1) as AnswerCitations;
    expect(answer.split('\n')[0]).toBe(OFFLINE_TEMPLATES.answerNoteSources);
    expect(answer).toContain(
      '- “The Kestrel depot cut its diesel use by 14.2 per cent after route planning moved in-house in 2025.” [1]',
    );
    expect(answer).not.toContain('canteen');
    checkQuotes(answer);
    // Best first; the canteen passage shares no word with the question.
    expect(claims.citations[0]?.n).toBe(1);
    expect(claims.citations.map((c) => c.n)).not.toContain(3);
    expect(groundText(answer, claims.citations, PASSAGES)).toMatchObject({ removed: 0 });
  });

  it('says plainly when neither the sources nor the thesis hold anything on the question', async () => {
    const parts = await answerParts('  What about quantum chromodynamics?  ');
    expect(parts).toEqual([
      'Your sources and this thesis say nothing about “What about quantum chromodynamics”. Try other words, or add a source or a section that covers it.',
      { citations: [] },
    ]);
  });

  it('an empty thesis still answers from its sources', async () => {
    const answer = await answerText('bonus reviews', '', PASSAGES);
    expect(answer).toContain('- “Two thirds of the depot managers asked for quarterly bonus reviews.” [2]');
  });

  it('judges no claim and embeds nothing', async () => {
    expect(await provider.judgeClaim()).toBeNull();
    expect(await provider.embed()).toBeNull();
  });
});
