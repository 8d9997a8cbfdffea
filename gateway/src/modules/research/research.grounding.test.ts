// Grounded research end to end with the offline engine and the real sources domain (issue 17): the
// owner's uploaded documents hold facts found nowhere else; the article quotes and cites them, every
// citation resolves to a stored passage holding the quoted words, the run records its grounding, the
// citations endpoint and GraphQL report them, an edit re-checks the citations of the sections it
// changed, the shared view cites what it shows, and deleting the thesis deletes its citations.
import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { quoteFound } from '../../shared/grounding/verify.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { PASSAGE_GONE, type CitationSummary } from '../citations/index.js';
import {
  until,
  useGroundedOwner,
  type CitationsAnswer,
  type ResearchRunAnswer,
} from '../../testing/grounded-research.js';

const gateway = useTestRuntime();

/** Facts found nowhere else (Quimbleton, Vextraline): the article can only have them from the sources. */
const SOURCES = [
  {
    title: 'Fleet audit 2026',
    text: [
      'Refrigerated routes at the Quimbleton depot logged 41 temperature excursions in 2026, most of them on routes planned without live temperature data.',
      'After live temperature data reached route planning, spoiled shipments fell by a third within two quarters.',
      'Drivers said the new routes were longer but calmer.',
    ].join(' '),
  },
  {
    title: 'Customer interviews',
    text: [
      'Pharmaceutical buyers at Vextraline audit every temperature excursion on refrigerated routes before they renew a contract.',
      'Carriers without live temperature data lost two pharmaceutical tenders at Vextraline in 2025.',
      'Buyers asked for route planning that shows the temperature of each shipment.',
    ].join(' '),
  },
];

const owner = useGroundedOwner(gateway);
const { research, citationsOf } = owner;
const thesisWithSources = (title: string) => owner.thesisWithSources(title, SOURCES);

describe('grounded research, offline', () => {
  let thesis: { id: string; shareUrl: string };
  let content: string;
  let first: CitationsAnswer;

  beforeAll(async () => {
    thesis = await thesisWithSources('Cold chain offline');
    const run = await research(thesis.id);
    expect(run.status).toBe('complete');
    content = (await owner.client.get<{ content: string }>(`/api/theses/${thesis.id}`)).body.content;
    first = await citationsOf(thesis.id);
  }, 60_000);

  it('the article quotes the sources’ facts, cites them [n] and lists them under ## Sources', () => {
    expect(content).toMatch(/Quimbleton|Vextraline/);
    expect(content).toMatch(/“[^”]+” \[1\]/);
    const sources = content.split('\n## Sources\n')[1] ?? '';
    expect(sources).toMatch(/- \*\*(Fleet audit 2026|Customer interviews)\*\* \(text\)/);
    // No URL: nothing cited has one.
    expect(content).not.toMatch(/https?:\/\//);
  });

  it('every citation resolves to a stored passage holding the quoted words, in marker order', async () => {
    expect(first.citations.length).toBeGreaterThan(1);
    expect(first.citations.map((c) => c.n)).toEqual(first.citations.map((_c, i) => i + 1));
    const body = content.split('\n## Sources\n')[0]!;
    expect([...body.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]))).toEqual(
      first.citations.map((c) => c.n),
    );
    const stored = await gateway.services.sources.passagesByIds(first.citations.map((c) => c.passageId));
    for (const citation of first.citations) {
      const passage = stored.get(citation.passageId);
      expect(passage, `citation ${citation.n}`).toBeDefined();
      expect(passage!.sourceId).toBe(citation.sourceId);
      expect(quoteFound(citation.quote, passage!.text)).toBe(true);
      expect(citation.passage).toBe(passage!.text);
      expect(['Fleet audit 2026', 'Customer interviews']).toContain(citation.sourceTitle);
      expect(citation.sourceKind).toBe('text');
      expect(citation.sentence).not.toBe('');
      expect(citation.check).toMatchObject({
        quoteFound: true,
        support: 'unchecked',
        reason: null,
        model: null,
      });
    }
    expect(first.summary).toEqual({
      total: first.citations.length,
      supported: 0,
      partly: 0,
      notSupported: 0,
      unchecked: first.citations.length,
      removed: 0,
    });
  });

  it('the run records its grounding (REST and GraphQL); GraphQL Thesis.citations and citationSummary', async () => {
    const run = (await owner.client.get<ResearchRunAnswer>(`/api/theses/${thesis.id}/research`)).body;
    expect(run.grounding).toMatchObject({ cited: first.citations.length, removed: 0, webPages: 0 });
    expect(run.grounding!.retrieved).toBeGreaterThanOrEqual(2);
    const graph = await owner.client.graphql<{
      researchRun: { grounding: ResearchRunAnswer['grounding'] };
      thesis: {
        citations: Array<{ n: number; quote: string; check: { support: string } }>;
        citationSummary: CitationSummary;
      };
    }>(
      `query($id: ID!, $key: String!) {
        researchRun(thesisId: $id) { grounding { retrieved cited removed webPages } }
        thesis(idOrSlug: $key) {
          citations { id n sourceId sourceTitle sourceKind url site location quote passage sentence
            check { quoteFound support reason checkedAt model } }
          citationSummary { total supported partly notSupported unchecked removed }
        }
      }`,
      { id: thesis.id, key: thesis.id },
    );
    expect(graph.body.errors).toBeUndefined();
    expect(graph.body.data?.researchRun.grounding).toEqual(run.grounding);
    expect(graph.body.data?.thesis.citations.map((c) => [c.n, c.quote])).toEqual(
      first.citations.map((c) => [c.n, c.quote]),
    );
    expect(graph.body.data?.thesis.citationSummary).toEqual(first.summary);
  });

  it('the shared view cites what it shows: passages, never files or ids', async () => {
    const shared = await gateway.client().get<{
      citations: Array<Record<string, unknown>>;
      citationSummary: CitationSummary;
    }>(`/api/shared/${thesis.shareUrl}`);
    expect(shared.status).toBe(200);
    expect(shared.body.citations.map((c) => c.n)).toEqual(first.citations.map((c) => c.n));
    for (const citation of shared.body.citations)
      expect(Object.keys(citation).sort()).toEqual(
        ['location', 'n', 'passage', 'quote', 'site', 'sourceKind', 'sourceTitle', 'url'].sort(),
      );
    expect(shared.body.citationSummary.total).toBe(first.citations.length);
  });

  it('editing re-checks the citations of the changed sections; a marker that went is counted as removed', async () => {
    const last = first.citations.at(-1)!;
    const target = first.citations[0]!;
    const markerAt = (n: number) => content.indexOf(`[${n}]`);
    // The sections (## headings) holding the first and the last marker.
    const sectionOf = (index: number) => content.slice(0, index).lastIndexOf('\n## ') + 1;
    expect(sectionOf(markerAt(target.n))).not.toBe(sectionOf(markerAt(last.n)));
    const changedSections = new Set([sectionOf(markerAt(target.n)), sectionOf(markerAt(last.n))]);
    const untouched = first.citations.filter((c) => !changedSections.has(sectionOf(markerAt(c.n))));
    expect(untouched.length).toBeGreaterThan(0);
    // The owner adds a sentence before the first marker's quote and deletes the last marker.
    const edited = content
      .replace(`[${last.n}]`, '')
      .replace(`“${target.quote}” [${target.n}]`, `As the audit put it, “${target.quote}” [${target.n}]`);
    expect(edited).not.toBe(content);
    const saved = await owner.client.request('PATCH', `/api/theses/${thesis.id}`, { content: edited });
    expect(saved.status).toBe(200);
    await gateway.services.citations.idle(thesis.id);

    const after = await citationsOf(thesis.id);
    expect(after.citations.map((c) => c.n)).not.toContain(last.n);
    expect(after.summary.removed).toBe(1);
    expect(after.summary.total).toBe(first.citations.length - 1);
    const rechecked = after.citations.find((c) => c.n === target.n)!;
    expect(rechecked.sentence).toContain('As the audit put it');
    expect(rechecked.check.quoteFound).toBe(true);
    expect(Date.parse(rechecked.check.checkedAt!)).toBeGreaterThan(Date.parse(target.check.checkedAt!));
    // CitationsAnswer in sections the edit did not touch keep their check.
    for (const citation of untouched)
      expect(after.citations.find((c) => c.n === citation.n)?.check).toEqual(citation.check);

    // The marker is typed back: the citation is in the article again, re-checked.
    const restored = await owner.client.request('PATCH', `/api/theses/${thesis.id}`, { content });
    expect(restored.status).toBe(200);
    await gateway.services.citations.idle(thesis.id);
    const again = await citationsOf(thesis.id);
    expect(again.summary).toMatchObject({ total: first.citations.length, removed: 0 });
  });

  it('a cited source removed, then its section edited: the citation no longer resolves and says so', async () => {
    const current = await citationsOf(thesis.id);
    const victim = current.citations[0]!;
    const removed = await owner.client.delete(`/api/theses/${thesis.id}/sources/${victim.sourceId}`);
    expect(removed.status).toBe(200);
    const text = (await owner.client.get<{ content: string }>(`/api/theses/${thesis.id}`)).body.content;
    const edited = text.replace(`[${victim.n}]`, `[${victim.n}] (checked)`);
    expect(
      (await owner.client.request('PATCH', `/api/theses/${thesis.id}`, { content: edited })).status,
    ).toBe(200);
    await gateway.services.citations.idle(thesis.id);
    const after = (await citationsOf(thesis.id)).citations.find((c) => c.n === victim.n)!;
    expect(after.check).toMatchObject({ quoteFound: false, support: 'not_supported', reason: PASSAGE_GONE });
    expect((await citationsOf(thesis.id)).summary.notSupported).toBeGreaterThanOrEqual(1);
  });

  it('deleting the thesis deletes its citations', async () => {
    expect(await gateway.services.citations.countOf(thesis.id)).toBeGreaterThan(0);
    await gateway.services.theses.remove(owner.user, thesis.id);
    expect(await gateway.services.citations.countOf(thesis.id)).toBe(0);
  });
});

describe('a plan that leaves a source out', () => {
  it('the run never cites it', async () => {
    const thesis = await thesisWithSources('Cold chain without the audit');
    const list = (
      await owner.client.get<Array<{ id: string; title: string }>>(`/api/theses/${thesis.id}/sources`)
    ).body;
    const audit = list.find((s) => s.title === 'Fleet audit 2026')!;
    const plan = await owner.client.put(`/api/theses/${thesis.id}/research-plan`, {
      phases: [],
      excludedSourceIds: [audit.id],
    });
    expect(plan.status).toBe(200);
    expect((await research(thesis.id)).status).toBe('complete');
    const content = (await owner.client.get<{ content: string }>(`/api/theses/${thesis.id}`)).body.content;
    expect(content).not.toContain('Quimbleton');
    const { citations } = await citationsOf(thesis.id);
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.every((c) => c.sourceId !== audit.id)).toBe(true);
  }, 60_000);
});

describe('research again (issue 33 item 2)', () => {
  interface Revision {
    version: number;
    authorName: string;
    change: string;
  }
  const historyOf = async (id: string) =>
    (await owner.client.get<Revision[]>(`/api/theses/${id}/history`)).body.filter(
      (r) => r.authorName === 'AI research',
    );

  it('a complete thesis, its source left out by a new plan: researched again over REST, then GraphQL; each run a revision, citations replaced as a set', async () => {
    const thesis = await thesisWithSources('Cold chain researched again');
    expect((await research(thesis.id)).status).toBe('complete');
    const firstContent = (await owner.client.get<{ content: string }>(`/api/theses/${thesis.id}`)).body
      .content;
    expect(firstContent).toContain('Quimbleton');
    const before = await citationsOf(thesis.id);
    expect(before.citations.some((c) => c.sourceTitle === 'Fleet audit 2026')).toBe(true);
    expect(await historyOf(thesis.id)).toHaveLength(1);

    // The plan changes: the audit is left out. The complete thesis is researched again (202, not 409).
    const list = (
      await owner.client.get<Array<{ id: string; title: string }>>(`/api/theses/${thesis.id}/sources`)
    ).body;
    const audit = list.find((s) => s.title === 'Fleet audit 2026')!;
    expect(
      (
        await owner.client.put(`/api/theses/${thesis.id}/research-plan`, {
          phases: [],
          excludedSourceIds: [audit.id],
        })
      ).status,
    ).toBe(200);
    expect((await research(thesis.id)).status).toBe('complete');
    const second = (await owner.client.get<{ content: string; status: string }>(`/api/theses/${thesis.id}`))
      .body;
    expect(second.status).toBe('complete');
    expect(second.content).not.toContain('Quimbleton');

    // Two revisions: what was there before the first run, and the first run's whole article.
    const revisions = await historyOf(thesis.id);
    expect(revisions).toHaveLength(2);
    // The history's REST answer lists revisions without their text: read the kept one from its model,
    // by the name the history module registers (a module is imported only through its entry).
    const kept = await mongoose
      .model<{ content: string }>('ThesisRevision')
      .findOne({ thesisId: thesis.id, version: revisions[0]!.version })
      .lean();
    expect(kept?.content).toBe(firstContent);

    // The citations: the new set only, none of the old (no mix), each resolving in the new article.
    const after = await citationsOf(thesis.id);
    expect(after.citations.length).toBeGreaterThan(0);
    expect(after.citations.every((c) => c.sourceId !== audit.id)).toBe(true);
    expect(await gateway.services.citations.countOf(thesis.id)).toBe(after.citations.length);
    for (const citation of after.citations) expect(second.content).toContain(`[${citation.n}]`);

    // GraphQL startResearch on the complete thesis starts a third run.
    const started = await owner.client.graphql<{ startResearch: { status: string } }>(
      'mutation($id: ID!) { startResearch(thesisId: $id) { status } }',
      { id: thesis.id },
    );
    expect(started.body.errors).toBeUndefined();
    expect(started.body.data?.startResearch.status).toBe('running');
    await until(
      async () =>
        (await owner.client.get<ResearchRunAnswer>(`/api/theses/${thesis.id}/research`)).body.status !==
        'running',
    );
    expect(await historyOf(thesis.id)).toHaveLength(3);
  }, 90_000);
});
