// Issue 33: the offline article is an honest digest organised by the research plan's questions. Built
// here as a run builds it (every section given the same passages of two uploaded sources, the
// article's quote tally shared), it cites no quote more than twice, drops none of the user's keywords
// into a template, keeps list items apart, gives each plan question its own part, and the chat puts
// the passage holding the asked figure first.
import { afterAll, describe, expect, it } from 'vitest';
import { groundText, quoteKey } from '../../grounding/verify.js';
import { evidencePassage } from '../../grounding/testing.js';
import {
  SECTION_ORDER,
  type AnswerCitations,
  type EvidencePassage,
  type SectionKind,
  type ThesisBrief,
} from '../provider.js';
import { OfflineProvider } from './offline-provider.js';
import { writeArticle } from '../testing/offline-article.js';
import { OFFLINE_TEMPLATES } from './templates.js';

const provider = new OfflineProvider({ speechWorkers: 1 });
afterAll(() => provider.close());

const brief: ThesisBrief = {
  title: 'Customs brokerage for cargo carriers',
  idea: 'Mid-sized cargo carriers should bring customs brokerage in-house. Clearance delays cost them the second-largest share of late deliveries.',
  context:
    'Brexit and the new EU customs data rules made clearance slower for cargo moving through Rotterdam.',
  intellectualChallenge: 'Should a mid-sized cargo carrier run its own customs brokerage?',
};

const PORT_REPORT = [
  'Clearance at Rotterdam slowed after the new customs data rules took effect in 2024.',
  'Brokers blamed incomplete declarations for most of the delays.',
  '',
  '- Clearance took 48 hours on average in Q3 2025',
  "- Quillmark's in-house brokerage pilot cut clearance to 30 hours",
  '- Broker fees stayed at EUR 12 per declaration',
  '',
  '| Measure | Before | After |',
  '| --- | --- | --- |',
  '| Average clearance time at Rotterdam | 48 hours | 30 hours |',
  '',
  'Carriers that filed their own declarations saw fewer rejected entries. In-house brokerage teams needed two licensed brokers per hundred daily shipments.',
].join('\n');

const CARRIER_SURVEY = [
  'The survey covered 140 mid-sized cargo carriers in the Netherlands and Germany.',
  'Respondents said clearance took 52 hours on average in Q3 2025.',
  'Carriers that filed their own declarations saw fewer rejected entries.',
  'Most carriers outsourced customs brokerage because licensed brokers were hard to hire.',
  'Late deliveries were blamed first on driver shortages and second on customs clearance.',
].join(' ');

/**
 * The two sources as the sources domain stores them: each short enough for one passage, its list
 * items and table rows on lines of their own (sources/retrieval/passages.ts), numbered for one prompt.
 */
const PASSAGES: EvidencePassage[] = [
  { id: 'port', title: 'Rotterdam port report', text: PORT_REPORT },
  { id: 'survey', title: 'Carrier survey 2025', text: CARRIER_SURVEY },
].map((source, index) => ({
  n: index + 1,
  passageId: `${source.id}-0`,
  sourceId: source.id,
  sourceTitle: source.title,
  sourceKind: 'markdown' as const,
  url: null,
  site: null,
  location: 'Part 1',
  text: source.text,
}));

/** The research plan as the owner saved it (one question edited), by the phase whose sections carry it. */
const PLAN: Record<string, string[]> = {
  framing: [brief.intellectualChallenge, 'How long does customs clearance take for cargo at Rotterdam?'],
  evidence: [
    'What do broker fees cost per declaration?',
    'Do carriers that file their own declarations see fewer rejected entries?',
  ],
  challenges: [
    'Why did carriers outsource customs brokerage?',
    'How will ocean freight rates in Asia develop?',
  ],
  options: ['How many licensed brokers would an in-house brokerage team need?'],
  synthesis: ['What is the best-supported answer on in-house customs brokerage?'],
};
const PHASE_OF: Record<SectionKind, string> = {
  question: 'framing',
  context: 'evidence',
  evidence: 'evidence',
  counterarguments: 'challenges',
  risks: 'challenges',
  options: 'options',
  timeline: 'options',
  summary: 'synthesis',
};

/** The article as a run writes it: phases in order, every section given all passages, one tally. */
async function article(): Promise<{ content: string; quotes: string[]; removed: number }> {
  const written = await writeArticle(provider, brief, (kind) => PLAN[PHASE_OF[kind]]!, PASSAGES);
  const content = SECTION_ORDER.map((kind) => `## ${kind}\n\n${written.bodies[kind]}`).join('\n\n');
  return { content, quotes: written.quotes, removed: written.removed };
}

describe('the offline article from two uploaded sources (issue 33)', () => {
  it('cites no quote more than twice, and every citation holds (grounding before save)', async () => {
    const { quotes, removed } = await article();
    const counts = new Map<string, number>();
    for (const quote of quotes) counts.set(quoteKey(quote), (counts.get(quoteKey(quote)) ?? 0) + 1);
    expect(removed).toBe(0);
    expect(quotes.length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
  });

  it('drops none of the user’s words into a template: no quoted one-to-three-word fragment of the input', async () => {
    const { content } = await article();
    const input = [brief.title, brief.idea, brief.context, brief.intellectualChallenge]
      .join(' ')
      .toLowerCase();
    const fragments = [...content.matchAll(/“([^”]+)”/g)]
      .map((match) => match[1]!.trim())
      .filter((quoted) => quoted.split(/\s+/).length <= 3 && input.includes(quoted.toLowerCase()));
    expect(fragments).toEqual([]);
    expect(content).not.toMatch(/What would have to be true for “/);
  });

  it('keeps list items apart: no quote runs from one item (or cell) into the next', async () => {
    const { quotes } = await article();
    expect(quotes.some((quote) => quote.includes('Quillmark'))).toBe(true);
    for (const quote of quotes) {
      expect(quote).not.toMatch(/ - |2025 - |\|/);
      const items = ['Clearance took 48 hours', "Quillmark's in-house", 'Broker fees stayed'].filter((item) =>
        quote.includes(item),
      );
      expect(items.length, quote).toBeLessThanOrEqual(1);
    }
  });

  it('gives each plan question its own part, with its passages or a plain “not covered”', async () => {
    const { content } = await article();
    for (const question of Object.values(PLAN).flat())
      expect(
        content.split('\n').filter((line) => line === `### ${question}`),
        question,
      ).toHaveLength(1);
    // The edited question is answered from the passage that holds it.
    expect(content).toMatch(
      /### How long does customs clearance take for cargo at Rotterdam\?\n\n- “[^”]*(48|52|30) hours[^”]*” \[\d+\]/,
    );
    // Nothing in the sources on Asian ocean freight: said so, and listed as left open.
    expect(content).toContain(
      `### How will ocean freight rates in Asia develop?\n\n${OFFLINE_TEMPLATES.notCovered}`,
    );
    expect(content).toContain(
      `${OFFLINE_TEMPLATES.leftOpen}\n\n- How will ocean freight rates in Asia develop?`,
    );
    expect(content).toContain(OFFLINE_TEMPLATES.articleNoteSources);
  });

  it('a section no passage bears on says the sources do not cover it; “no sources yet” only without any', async () => {
    const section = (sourcesRead: number) =>
      provider.writeSection({
        kind: 'options',
        brief,
        basis: {},
        questions: PLAN.options!,
        passages: [],
        cited: new Map(),
        sourcesRead,
      });
    const withSources = (await section(2)).markdown;
    expect(withSources).toContain(OFFLINE_TEMPLATES.notCovered);
    expect(withSources).not.toContain(OFFLINE_TEMPLATES.noSources);
    expect((await section(0)).markdown).toContain(OFFLINE_TEMPLATES.noSources);
  });

  it('lists as figures to check only sentences with a figure, not an ordinal such as “a second line”', async () => {
    const risks = await provider.writeSection({
      kind: 'risks',
      brief: {
        ...brief,
        idea: 'Customs brokerage could be a profitable second line. Fees reached EUR 12 per declaration in 2025.',
        context: '',
        intellectualChallenge: 'Is brokerage the first thing to add?',
      },
      basis: {},
      questions: [],
      passages: [],
      cited: new Map(),
    });
    expect(risks.markdown).toContain(OFFLINE_TEMPLATES.figuresToCheck);
    expect(risks.markdown).toContain('“Fees reached EUR 12 per declaration in 2025.”');
    expect(risks.markdown).not.toContain('second line');
    expect(risks.markdown).not.toContain('first thing');
  });

  it('says where the sources agree and where they give different figures', async () => {
    const { content } = await article();
    expect(content).toContain(OFFLINE_TEMPLATES.disagree);
    // 48 hours (port report) against 52 hours (survey) for the same measure.
    expect(content).toMatch(
      /- “[^”]*48 hours[^”]*” \[\d+\], but “[^”]*52 hours[^”]*” \[\d+\]|- “[^”]*52 hours[^”]*” \[\d+\], but “[^”]*48 hours[^”]*” \[\d+\]/,
    );
    expect(content).toContain(OFFLINE_TEMPLATES.agree);
    expect(content).toContain(
      `${OFFLINE_TEMPLATES.agree}\n\n- Both sources: “Carriers that filed their own declarations saw fewer rejected entries.” [1] [2]`,
    );
  });
});

describe('the offline chat (issue 33)', () => {
  async function ask(question: string, passages: EvidencePassage[]) {
    const parts: Array<string | AnswerCitations> = [];
    for await (const part of provider.answer({
      question,
      thesis: { title: 'T', content: '' },
      history: [],
      passages,
    }))
      parts.push(part);
    return {
      text: parts.filter((p): p is string => typeof p === 'string').join(''),
      citations: (parts.at(-1) as AnswerCitations).citations,
    };
  }

  it('gives at most three passages, none twice, the one holding the asked figure first', async () => {
    const passages: EvidencePassage[] = [
      'Customs clearance at Rotterdam worries brokers. Customs clearance at Rotterdam is discussed at every customs clearance meeting.',
      'Brokers at Rotterdam said customs clearance took 48 hours in Q3 2025. Fees were stable.',
      'Rotterdam brokers compare customs clearance across ports. Customs clearance rules changed in Rotterdam.',
      'Customs clearance training for Rotterdam staff runs twice a year. Customs clearance at Rotterdam needs licences.',
    ].map((text, index) => evidencePassage(index + 1, text, { sourceKind: 'text', location: 'Part 1' }));
    const { text, citations } = await ask('How long does customs clearance take at Rotterdam?', passages);
    expect(citations.length).toBeLessThanOrEqual(3);
    expect(new Set(citations.map((c) => c.n)).size).toBe(citations.length);
    expect(citations[0]).toEqual({
      n: 2,
      quote: 'Brokers at Rotterdam said customs clearance took 48 hours in Q3 2025.',
    });
    expect(text.split('\n')[0]).toBe(OFFLINE_TEMPLATES.answerNoteSources);
    expect(groundText(text, citations, passages).removed).toBe(0);
  });

  it('asked about two uploaded sources, answers with three distinct passages at most', async () => {
    const { citations } = await ask('How many hours did clearance take in Q3 2025?', PASSAGES);
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.length).toBeLessThanOrEqual(3);
    expect(new Set(citations.map((c) => c.n)).size).toBe(citations.length);
    expect(citations[0]!.quote).toMatch(/hours/);
  });
});
