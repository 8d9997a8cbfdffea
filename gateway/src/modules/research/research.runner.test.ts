// The runner's grounding, against local fakes of the sources and web domains (the real ones are
// exercised in research.grounding.test.ts): it waits for sources to settle, searches the web per phase
// within WEB_SOURCES_PER_RUN (a failing search is not fatal), retrieves passages per section (the
// plan's left-out sources excluded), gives them to the model, keeps only citations that hold (counting
// the removed ones), checkpoints them (a resumed run keeps them), and stores the article's citations,
// judged when the model can judge.
import type { Db } from 'mongodb';
import mongoose from 'mongoose';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import type { AiProvider } from '../../shared/ai/index.js';
import { OfflineProvider } from '../../shared/ai/offline/offline-provider.js';
import { FakeOpenAi, passagesIn, prose, reply } from '../../shared/ai/testing/fake-openai.js';
import { createAiProvider, sectionTitlesIn, SECTION_ORDER } from '../../shared/ai/index.js';
import type { EvidencePassage } from '../../shared/grounding/types.js';
import { JobQueue } from '../../shared/jobs.js';
import { quoteFound } from '../../shared/grounding/verify.js';
import { useTestDatabase } from '../../testing/database.js';
import { testServices, type TestServices } from '../../testing/services.js';
import { CitationsService, type SourceRef, type SourcesPort, type WebPort } from '../citations/index.js';
import { ResearchRunModel, type ResearchRunRecord } from './research.model.js';
import { defaultPlan, type RunPlan } from './research.plan.js';
import { RESEARCH_PHASES } from './research.phases.js';
import { composeArticle, ResearchRunner } from './research.runner.js';
import { BRIEF, storedRun } from './research.testing.js';

const logger = pino({ level: 'silent' });

/** Facts found nowhere else: the article may only have them from the passages. */
const FACTS = [
  {
    sourceId: 'a0000000000000000000000a',
    title: 'Fleet audit 2026',
    location: 'p. 3',
    text: 'The Quimbleton depot logged 41 temperature excursions on refrigerated routes in 2026. Live temperature data cut spoiled shipments by a third within two quarters.',
  },
  {
    sourceId: 'b0000000000000000000000b',
    title: 'Customer interviews',
    location: 'Pharmaceutical buyers',
    text: 'Pharmaceutical buyers at Vextraline said they audit every temperature excursion on refrigerated routes. Carriers without live temperature data lost two tenders in 2025.',
  },
  {
    sourceId: 'c0000000000000000000000c',
    title: 'Left-out memo',
    location: 'Part 1',
    text: 'The Zangolier memo claims refrigerated routes and live temperature data never pay back for carriers.',
  },
];

const PASSAGES: EvidencePassage[] = FACTS.map((fact, index) => ({
  n: index + 1,
  passageId: `${fact.sourceId.slice(0, 22)}p${index}`,
  sourceId: fact.sourceId,
  sourceTitle: fact.title,
  sourceKind: 'text',
  url: null,
  site: null,
  location: fact.location,
  text: fact.text,
}));

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);

/** The sources domain as the runner sees it: passages ranked by shared words, calls recorded. */
class FakeSources implements SourcesPort {
  readonly retrieved: Array<{ query: string; exclude: string[] }> = [];
  settled = 0;
  passages = [...PASSAGES];

  async list(): Promise<SourceRef[]> {
    return this.readyOf();
  }

  async retrieve(
    _thesisId: string,
    query: string,
    options: { limit?: number; excludeSourceIds?: string[] } = {},
  ): Promise<EvidencePassage[]> {
    const exclude = options.excludeSourceIds ?? [];
    this.retrieved.push({ query, exclude });
    const asked = words(query);
    return this.passages
      .filter((passage) => !exclude.includes(passage.sourceId))
      .map((passage) => ({ passage, score: [...words(passage.text)].filter((w) => asked.has(w)).length }))
      .filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, options.limit ?? 8)
      .map((hit, index) => ({ ...hit.passage, n: index + 1 }));
  }

  async readyOf(): Promise<SourceRef[]> {
    const seen = new Map<string, SourceRef>();
    for (const p of this.passages)
      seen.set(p.sourceId, { id: p.sourceId, title: p.sourceTitle, url: p.url, fetchedAt: null });
    return [...seen.values()];
  }

  async passagesByIds(ids: string[]): Promise<Map<string, EvidencePassage>> {
    return new Map(this.passages.filter((p) => ids.includes(p.passageId)).map((p) => [p.passageId, p]));
  }

  async waitUntilSettled(): Promise<void> {
    this.settled++;
  }
}

let s: TestServices;
let owner: Actor;
let sources: FakeSources;
let fake: FakeOpenAi;

useTestDatabase();
beforeAll(async () => {
  fake = await new FakeOpenAi().start();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(async () => {
  s = testServices();
  owner = await s.users.register({ email: 'owner@x.io', username: 'owner', password: 'password8' });
  sources = new FakeSources();
  fake.intercept = undefined;
  fake.citing = 'exact';
});

const openAi = (): AiProvider =>
  createAiProvider(
    {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: 'fake-model',
      OPENAI_TTS_MODEL: 'tts-1',
      AI_CONCURRENCY: 8,
      AI_TIMEOUT_SECONDS: 5,
      OPENAI_EMBEDDING_MODEL: 'none',
    },
    logger,
  );

function setup(ai: AiProvider, options: { web?: WebPort; webPagesPerRun?: number } = {}) {
  const citations = new CitationsService({
    theses: s.theses,
    ai,
    sources,
    invalidateShared: () => undefined,
    hiddenTopics: [],
    logger,
  });
  const runner = new ResearchRunner({
    ai,
    theses: s.theses,
    citations,
    sources,
    web: options.web,
    webPagesPerRun: options.webPagesPerRun ?? 12,
    logger,
    // Never started: the tests execute the runs themselves.
    jobs: new JobQueue({ db: mongoose.connection.db as unknown as Db, logger }),
    leaseMs: 30_000,
    onChange: async () => undefined,
  });
  return { citations, runner };
}

const newRun = (title: string, plan?: Partial<RunPlan>) => storedRun(s, owner, BRIEF, title, { plan });

/** A run titled `title` on the fake model, whose calls for the structured answer `schema` fail (400). */
async function modelRunFailing(title: string, schema: string) {
  const run = { ...setup(openAi()), ...(await newRun(title)) };
  fake.intercept = (exchange) =>
    exchange.body.response_format?.json_schema?.name === schema ? reply.status(400) : undefined;
  return run;
}

const runOf = (runId: string) => ResearchRunModel.findById(runId).lean<ResearchRunRecord>();
const touch = async () => undefined;

describe('grounded research with the offline engine', () => {
  it('quotes the passages verbatim and cites them; every citation resolves to a passage holding its quote', async () => {
    const ai = new OfflineProvider();
    const { runner, citations } = setup(ai);
    const { thesisId, runId } = await newRun('Offline grounded', {
      excludedSourceIds: ['c0000000000000000000000c'],
    });
    await runner.execute(runId, touch);

    const run = await runOf(runId);
    expect(run?.status).toBe('complete');
    expect(sources.settled).toBe(1);
    // Every section retrieved, with the phase's questions, the left-out source excluded.
    expect(sources.retrieved.length).toBe(8);
    expect(sources.retrieved.every((call) => call.exclude.includes('c0000000000000000000000c'))).toBe(true);
    expect(sources.retrieved[0]!.query).toContain(BRIEF.intellectualChallenge);

    const thesis = await s.theses.get(owner, thesisId);
    expect(thesis.status).toBe('complete');
    // The facts from the sources are quoted, the left-out one never.
    expect(thesis.content).toMatch(/Quimbleton|Vextraline/);
    expect(thesis.content).not.toContain('Zangolier');
    expect(thesis.content).toMatch(/“[^”]+” \[1\]/);
    expect(thesis.content).toMatch(
      /\n## Sources\n\n- \*\*(Fleet audit 2026|Customer interviews)\*\* \(text\)/,
    );

    const { citations: list, summary } = await citations.list(owner, thesisId);
    expect(list.length).toBeGreaterThan(0);
    // Numbered 1..N in reading order, as the markers in the article.
    expect(list.map((c) => c.n)).toEqual(list.map((_c, i) => i + 1));
    const markers = [...thesis.content.split('\n## Sources')[0]!.matchAll(/\[(\d+)\]/g)].map((m) =>
      Number(m[1]),
    );
    expect(markers).toEqual(list.map((c) => c.n));
    for (const citation of list) {
      const stored = (await sources.passagesByIds([citation.passageId])).get(citation.passageId);
      expect(stored, `citation ${citation.n}`).toBeDefined();
      expect(quoteFound(citation.quote, stored!.text)).toBe(true);
      expect(thesis.content).toContain(`“${citation.quote}” [${citation.n}]`);
      expect(citation.check).toMatchObject({ quoteFound: true, support: 'unchecked', model: null });
    }
    expect(summary).toEqual({
      total: list.length,
      supported: 0,
      partly: 0,
      notSupported: 0,
      unchecked: list.length,
      removed: 0,
    });
    expect(run?.grounding).toEqual({ retrieved: 2, cited: list.length, removed: 0, webPages: 0 });
  });

  it('without sources: the article as before, no markers, no Sources section, no citations', async () => {
    const ai = new OfflineProvider();
    sources.passages = [];
    const { runner, citations } = setup(ai);
    const { thesisId, runId } = await newRun('Offline without sources');
    await runner.execute(runId, touch);
    const thesis = await s.theses.get(owner, thesisId);
    expect(thesis.status).toBe('complete');
    expect(thesis.content.match(/^## .+$/gm)).toHaveLength(8);
    expect(thesis.content).not.toMatch(/\[\d+\]|## Sources/);
    expect((await citations.list(owner, thesisId)).citations).toEqual([]);
    expect((await runOf(runId))?.grounding).toEqual({ retrieved: 0, cited: 0, removed: 0, webPages: 0 });
  });
});

describe('grounded research with a model (the fake OpenAI server)', () => {
  it('gives the model the passages; fabricated and unretrieved citations are removed and counted; the rest judged', async () => {
    const ai = openAi();
    const { runner, citations } = setup(ai);
    const { thesisId, runId } = await newRun('Model grounded');
    // The evidence section claims one real quote, one fabricated quote and a passage never given.
    fake.intercept = (exchange) => {
      if (exchange.body.response_format?.json_schema?.name !== 'section_evidence') return undefined;
      const given = passagesIn(exchange.body.messages.map((m) => m.content).join('\n'));
      const real = given[0]!.text.split('. ')[0]!;
      return reply.content(
        JSON.stringify({
          body: `The audit is plain: ${real} [1]. Revenue tripled [2]. A study says so [9]. See https://invented.example/report for more.\n\n${prose(400)}`,
          citations: [
            { n: 1, quote: real },
            { n: 2, quote: 'revenue tripled within a single quarter across every region' },
            { n: 9, quote: 'a study says so' },
          ],
        }),
      );
    };
    await runner.execute(runId, touch);
    const run = await runOf(runId);
    expect(run?.status).toBe('complete');

    // The model was given the passages (numbered, with their text) for its sections.
    const prompts = fake.requests
      .filter((r) => /^section_/.test(r.body.response_format?.json_schema?.name ?? ''))
      .filter((r) => r.body.messages.some((m) => m.content.includes('Model grounded')));
    expect(prompts.length).toBe(8);
    const withPassages = prompts.filter((r) =>
      passagesIn(r.body.messages.map((m) => m.content).join('\n')).some((p) => p.text.includes('Quimbleton')),
    );
    expect(withPassages.length).toBeGreaterThan(0);

    const thesis = await s.theses.get(owner, thesisId);
    expect(thesis.content).toContain('Revenue tripled.');
    expect(thesis.content).toContain('A study says so.');
    expect(thesis.content).not.toContain('invented.example');
    const { citations: list, summary } = await citations.list(owner, thesisId);
    expect(run?.grounding?.removed).toBe(2);
    expect(summary.removed).toBe(2);
    expect(run?.grounding?.cited).toBe(list.length);
    expect(list.length).toBeGreaterThan(2);
    for (const citation of list) {
      const stored = (await sources.passagesByIds([citation.passageId])).get(citation.passageId)!;
      expect(quoteFound(citation.quote, stored.text)).toBe(true);
      // Judged by the model (the fake supports a quote found in its passage).
      expect(citation.check).toMatchObject({ quoteFound: true, support: 'supported', model: ai.model });
      expect(citation.check.reason).toBeTruthy();
    }
    expect(summary).toMatchObject({ total: list.length, supported: list.length, unchecked: 0 });
    const judged = fake.requests.filter((r) => r.body.response_format?.json_schema?.name === 'claim_check');
    expect(judged.length).toBeGreaterThanOrEqual(list.length);
  });

  it('a resumed run keeps the citations of the sections it checkpointed before failing', async () => {
    const { runner, citations, thesisId, runId } = await modelRunFailing('Model resumed', 'section_evidence');
    await runner.execute(runId, touch);
    const failed = await runOf(runId);
    expect(failed?.status).toBe('failed');
    const question = failed?.sections.question;
    expect(question?.citations?.length).toBeGreaterThan(0);

    fake.intercept = undefined;
    await ResearchRunModel.updateOne({ _id: runId }, { $set: { status: 'running', takenAt: null } });
    const before = fake.requests.length;
    await runner.execute(runId, touch);
    const done = await runOf(runId);
    expect(done?.status).toBe('complete');
    // The question section was not written again, and its citations are in the article.
    const rewrites = fake.requests
      .slice(before)
      .filter((r) => r.body.response_format?.json_schema?.name === 'section_question');
    expect(rewrites).toHaveLength(0);
    expect(done?.sections.question).toEqual(question);
    const { citations: list } = await citations.list(owner, thesisId);
    const sentences = new Set(list.map((c) => c.quote));
    for (const citation of question!.citations!) expect(sentences.has(citation.quote)).toBe(true);
  });

  it('a provider that cannot judge leaves the citations unchecked; one that fails does not fail the run', async () => {
    const { runner, citations, thesisId, runId } = await modelRunFailing('Judge down', 'claim_check');
    await runner.execute(runId, touch);
    expect((await runOf(runId))?.status).toBe('complete');
    const { summary } = await citations.list(owner, thesisId);
    expect(summary.total).toBeGreaterThan(0);
    expect(summary.unchecked).toBe(summary.total);
  });
});

describe('web sources during a run', () => {
  it('each phase searches for its queries within WEB_SOURCES_PER_RUN; a failing search is not fatal', async () => {
    const gathered: Array<{ queries: string[]; limit: number }> = [];
    const web: WebPort = {
      searchKind: 'searxng',
      defaultQueries: () => ['cold chain routing', 'temperature excursions'],
      gather: async (request) => {
        gathered.push({ queries: request.queries, limit: request.limit });
        if (request.queries.some((q) => q.includes('alternatives'))) throw new Error('search provider down');
        const added: SourceRef[] = Array.from({ length: Math.min(request.limit, 2) }, (_, i) => ({
          id: `d00000000000000000000${gathered.length}${i}`.slice(0, 24),
          title: `Page ${gathered.length}.${i}`,
          url: `https://news.example/${gathered.length}/${i}`,
          fetchedAt: new Date('2026-11-20T00:00:00Z').toISOString(),
        }));
        return { added, skipped: [{ url: 'https://blocked.example/', reason: 'Disallowed by robots.txt.' }] };
      },
    };
    const ai = new OfflineProvider();
    const { runner } = setup(ai, { web, webPagesPerRun: 5 });
    const { runId } = await newRun('With web', defaultPlan(BRIEF, web));
    await runner.execute(runId, touch);
    const run = await runOf(runId);
    expect(run?.status).toBe('complete');
    const asked = gathered.map((g) => g.queries);
    expect(asked).toContainEqual(['cold chain routing', 'temperature excursions']);
    expect(asked).toContainEqual(['cold chain routing risks', 'temperature excursions risks']);
    expect(asked).toContainEqual(['cold chain routing alternatives', 'temperature excursions alternatives']);
    // Three searching phases share 5 pages: at most 2 each, and never more than 5 in all.
    expect(gathered.every((g) => g.limit <= 2)).toBe(true);
    expect(run?.webPages).toBe(4);
    expect(run?.grounding?.webPages).toBe(4);
  });

  it('no search provider: nothing is gathered', async () => {
    let calls = 0;
    const web: WebPort = {
      searchKind: 'none',
      defaultQueries: () => ['cold chain routing'],
      gather: async () => {
        calls++;
        return { added: [], skipped: [] };
      },
    };
    const { runner } = setup(new OfflineProvider(), { web });
    const { runId } = await newRun('No provider', defaultPlan(BRIEF, web));
    await runner.execute(runId, touch);
    expect((await runOf(runId))?.status).toBe('complete');
    expect(calls).toBe(0);
  });
});

describe('composeArticle', () => {
  it('renumbers per-section markers in reading order, keeps only cited web addresses, lists the sources', () => {
    const web: EvidencePassage = {
      ...PASSAGES[0]!,
      passageId: 'w1',
      sourceId: 'web1',
      sourceKind: 'web',
      sourceTitle: 'Cold chain news',
      url: 'https://news.example/cold',
      site: 'news.example',
      location: 'Cold chain news',
      text: 'Cold chain carriers expanded fleets in 2026.',
    };
    const article = composeArticle(
      {
        question: {
          markdown:
            'Framed “Cold chain carriers expanded fleets” [1]. See https://news.example/cold and https://other.example/x.',
          citations: [
            {
              n: 1,
              quote: 'Cold chain carriers expanded fleets',
              passage: { ...web, n: 1 },
              sentence: 'Framed.',
            },
          ],
          removed: 1,
        },
        summary: {
          markdown: 'In short “The Quimbleton depot logged 41 temperature excursions” [2].',
          citations: [
            {
              n: 2,
              quote: 'The Quimbleton depot logged 41 temperature excursions',
              passage: { ...PASSAGES[0]!, n: 2 },
              sentence: 'In short.',
            },
          ],
          removed: 0,
        },
      },
      new Map([['web1', new Date('2026-11-26T10:00:00Z')]]),
    );
    // The summary comes first in reading order, so its marker becomes [1].
    expect(article.content).toContain(
      'In short “The Quimbleton depot logged 41 temperature excursions” [1].',
    );
    expect(article.content).toContain('Framed “Cold chain carriers expanded fleets” [2].');
    expect(article.content).toContain('https://news.example/cold');
    expect(article.content).not.toContain('other.example');
    expect(article.content).toMatch(/\n## Sources\n\n- \*\*Fleet audit 2026\*\* \(text\), p\. 3 — \[1\]\n/);
    expect(article.content).toContain(
      '- **Cold chain news** — news.example, https://news.example/cold (accessed 26 November 2026) — [2]',
    );
    expect(article.citations.map((c) => [c.n, c.passage.passageId])).toEqual([
      [1, PASSAGES[0]!.passageId],
      [2, 'w1'],
    ]);
    expect(article.removed).toBe(1);
  });
});

describe('a thesis in another language (issue 31), with a model', () => {
  it('asks for German in every request of the run, claim checks included; quotes stay as the sources wrote them', async () => {
    fake.reset();
    const ai = openAi();
    const { runner, citations } = setup(ai);
    const project = await s.projects.create(owner, { name: 'Projekt Kühlkette' });
    const title = 'Kühlkette';
    const thesis = await s.theses.create(owner, project.id, { ...BRIEF, title, language: 'de' });
    expect(thesis.language).toBe('de');
    const run = await ResearchRunModel.create({
      thesisId: thesis.id,
      status: 'running',
      brief: { ...BRIEF, title, language: thesis.language },
      plan: defaultPlan({ ...BRIEF, title, language: 'de' }, undefined),
      phases: RESEARCH_PHASES.map(({ id, title: t, description }) => ({ id, title: t, description })),
      sections: {},
      startedAt: new Date(),
    });
    await runner.execute(run._id.toString(), touch);
    expect((await runOf(run._id.toString()))?.status).toBe('complete');
    // No English heading in the article: the sections', the sources list's and the timeline table's.
    const content = (await s.theses.get(owner, thesis.id)).content;
    const titles = sectionTitlesIn('de');
    expect(content.match(/^## .*$/gm)).toEqual([
      ...SECTION_ORDER.map((kind) => `## ${titles[kind]}`),
      '## Quellen',
    ]);
    expect(content).toContain('| Zeitraum | Aktivitäten | Meilenstein |');
    expect(content).not.toContain('| Timeline |');

    const chats = fake.requests.filter((r) => r.path.endsWith('/chat/completions'));
    const sections = chats.filter((r) => /^section_/.test(r.body.response_format?.json_schema?.name ?? ''));
    expect(sections.length).toBe(8);
    expect(chats.some((r) => r.body.response_format?.json_schema?.name === 'claim_check')).toBe(true);
    for (const request of chats) {
      const text = request.body.messages.map((m) => m.content).join('\n');
      expect(text, request.body.response_format?.json_schema?.name).toContain('Write in German.');
      expect(text).not.toContain('British English');
    }
    // The plan's questions the sections are asked to answer are German ones.
    const asked = sections.map((r) => r.body.messages.map((m) => m.content).join('\n')).join('\n');
    expect(asked).toContain('- Was spricht am stärksten gegen diese These?');
    expect(asked).not.toContain('What is the strongest case against this thesis?');
    // The passages' own words, untranslated, are what the article quotes.
    const { citations: list } = await citations.list(owner, thesis.id);
    expect(list.length).toBeGreaterThan(0);
    for (const citation of list) expect(FACTS.some((fact) => fact.text.includes(citation.quote))).toBe(true);
  });

  it('a run from before languages asks for British English, as every run did', async () => {
    fake.reset();
    const ai = openAi();
    const { runner } = setup(ai);
    const { runId } = await newRun('Before languages');
    await runner.execute(runId, touch);
    const sections = fake.requests.filter((r) =>
      /^section_/.test(r.body.response_format?.json_schema?.name ?? ''),
    );
    expect(sections.length).toBeGreaterThan(0);
    for (const request of sections)
      expect(request.body.messages.map((m) => m.content).join('\n')).toContain('Write in British English.');
  });
});
