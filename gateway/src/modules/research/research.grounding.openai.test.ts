// Grounded research end to end through an OpenAI-compatible model (the local fake) and the real sources
// domain (issues 17 and 22): the model is given the passages, the article cites them, every citation
// resolves to a stored passage holding its quote and carries the model's judgement; fabricated quotes
// and markers to passages never given are removed and counted; an edit has its citations re-judged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOpenAi, passagesIn } from '../../shared/ai/testing/fake-openai.js';
import { fakeOpenAiSettings } from '../../shared/ai/testing/use-fake-openai.js';
import { quoteFound } from '../../shared/grounding/verify.js';
import { useTestRuntime } from '../../testing/runtime.js';
import type { CitationSummary } from '../citations/index.js';
import {
  until,
  useGroundedOwner,
  type CitationsAnswer,
  type ResearchRunAnswer,
} from '../../testing/grounded-research.js';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await new FakeOpenAi().start();
});
afterAll(async () => {
  await fake.stop();
});

const gateway = useTestRuntime(() => fakeOpenAiSettings(fake, 'fake-grounded-model'));

const SOURCES = [
  {
    title: 'Fleet audit 2026',
    text: 'Refrigerated routes at the Quimbleton depot logged 41 temperature excursions in 2026, most of them on routes planned without live temperature data. After live temperature data reached route planning, spoiled shipments fell by a third within two quarters.',
  },
  {
    title: 'Customer interviews',
    text: 'Pharmaceutical buyers at Vextraline audit every temperature excursion on refrigerated routes before they renew a contract. Carriers without live temperature data lost two pharmaceutical tenders at Vextraline in 2025.',
  },
];

const owner = useGroundedOwner(gateway);

async function researched(title: string): Promise<{ id: string; run: ResearchRunAnswer; content: string }> {
  const thesis = await owner.thesisWithSources(title, SOURCES);
  const run = await owner.research(thesis.id);
  const content = (await owner.client.get<{ content: string }>(`/api/theses/${thesis.id}`)).body.content;
  return { id: thesis.id, run, content };
}

const { citationsOf } = owner;
const schemaOf = (r: FakeOpenAi['requests'][number]) => r.body.response_format?.json_schema?.name ?? '';
const promptOf = (r: FakeOpenAi['requests'][number]) => r.body.messages.map((m) => m.content).join('\n');

describe('grounded research with a model', () => {
  it('the model is given the passages; the article cites them; every citation is checked and judged', async () => {
    fake.citing = 'exact';
    const { id, run, content } = await researched('Cold chain with a model');
    expect(run.status).toBe('complete');

    const sections = fake.requests.filter(
      (r) => schemaOf(r).startsWith('section_') && promptOf(r).includes('Cold chain with a model'),
    );
    expect(sections).toHaveLength(8);
    const given = sections.flatMap((r) => passagesIn(promptOf(r)));
    expect(given.some((p) => p.text.includes('Quimbleton'))).toBe(true);
    expect(given.some((p) => p.text.includes('Vextraline'))).toBe(true);

    expect(content).toMatch(/Quimbleton|Vextraline/);
    expect(content).toMatch(/\n## Sources\n\n- \*\*(Fleet audit 2026|Customer interviews)\*\* \(text\)/);
    const { citations, summary } = await citationsOf(id);
    expect(citations.length).toBeGreaterThan(0);
    const stored = await gateway.services.sources.passagesByIds(citations.map((c) => c.passageId));
    for (const citation of citations) {
      expect(quoteFound(citation.quote, stored.get(citation.passageId)!.text)).toBe(true);
      expect(citation.check).toMatchObject({
        quoteFound: true,
        support: 'supported',
        model: 'fake-grounded-model',
      });
      expect(citation.check.reason).toBeTruthy();
    }
    expect(summary).toMatchObject({ total: citations.length, supported: citations.length, removed: 0 });
    expect(run.grounding).toMatchObject({ cited: citations.length, removed: 0 });
  }, 60_000);

  it('fabricated quotes and markers to passages never given are removed and counted', async () => {
    for (const citing of ['fabricated', 'missing'] as const) {
      fake.citing = citing;
      try {
        const { id, run, content } = await researched(`Cold chain, ${citing} citations`);
        expect(run.status).toBe('complete');
        expect(run.grounding!.removed).toBeGreaterThan(0);
        expect(run.grounding!.cited).toBe(0);
        expect(content).not.toMatch(/\[\d+\]/);
        expect(content).not.toContain('## Sources');
        expect(content).not.toContain('revenue tripled');
        const { summary, citations, unsupported } = await citationsOf(id);
        expect(citations).toEqual([]);
        expect(summary).toMatchObject({ total: 0, removed: run.grounding!.removed });
        // Each removed marker, for the owner: its section, its sentence (as the article has it) and why.
        expect(unsupported).toHaveLength(run.grounding!.removed);
        const headings = [...content.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
        for (const claim of unsupported) {
          expect(headings).toContain(claim.section);
          expect(claim.sentence.length).toBeGreaterThan(0);
          expect(content.replace(/\s+/g, ' ')).toContain(claim.sentence.slice(0, 40));
          expect(claim.reason).toBe(citing === 'fabricated' ? 'quote_not_in_passage' : 'passage_unknown');
        }
        const graphql = await owner.client.graphql<{
          thesis: { unsupportedClaims: CitationsAnswer['unsupported'] };
        }>(
          'query($id: String!) { thesis(idOrSlug: $id) { unsupportedClaims { section sentence reason quote sourceTitle location } } }',
          { id },
        );
        expect(graphql.body.errors).toBeUndefined();
        expect(graphql.body.data?.thesis.unsupportedClaims).toHaveLength(unsupported.length);
      } finally {
        fake.citing = 'exact';
      }
    }
  }, 90_000);

  it('“Check claims again” re-judges one section’s citations, for its owner only', async () => {
    fake.citing = 'exact';
    const { id, content } = await researched('Cold chain checked again');
    const { citations } = await citationsOf(id);
    const headings = [...content.matchAll(/^## (.+)$/gm)].map((match) => match[1]!);
    const section = headings.find((heading) => {
      const start = content.indexOf(`## ${heading}`);
      const next = content.indexOf('\n## ', start + 3);
      return /\[\d+\]/.test(content.slice(start, next === -1 ? undefined : next)) && heading !== 'Sources';
    })!;
    expect(section).toBeDefined();
    const judged = () => fake.requests.filter((r) => schemaOf(r) === 'claim_check').length;
    const judgedBefore = judged();
    const checked = await owner.client.graphql<{
      checkSectionClaims: { section: string; checked: number; summary: CitationSummary };
    }>(
      'mutation($id: ID!, $section: String!) { checkSectionClaims(thesisId: $id, section: $section) { section checked summary { total supported removed } } }',
      { id, section: section.toUpperCase() },
    );
    expect(checked.body.errors).toBeUndefined();
    expect(checked.body.data?.checkSectionClaims).toMatchObject({
      section,
      summary: { total: citations.length },
    });
    const count = checked.body.data!.checkSectionClaims.checked;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(citations.length + 1);
    expect(judged() - judgedBefore).toBe(count);

    // Over REST too; a section the article does not have is a 400 naming the field.
    const rest = await owner.client.post<{ checked: number }>(`/api/theses/${id}/citations/check`, {
      section,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.checked).toBe(count);
    const unknown = await owner.client.post<{ fieldErrors: Record<string, string[]> }>(
      `/api/theses/${id}/citations/check`,
      { section: 'Appendix' },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors.section).toEqual(['The article has no section titled “Appendix”.']);
    // Someone else: the thesis does not exist for them.
    const stranger = (await gateway.signUp('stranger@x.io')).client;
    expect((await stranger.post(`/api/theses/${id}/citations/check`, { section })).status).toBe(404);
    expect(judged() - judgedBefore).toBe(2 * count);
  }, 60_000);

  it('an edit of a cited sentence has its citation re-judged by the model', async () => {
    fake.citing = 'exact';
    const { id, content } = await researched('Cold chain edited');
    const before = (await citationsOf(id)).citations[0]!;
    const judged = () => fake.requests.filter((r) => schemaOf(r) === 'claim_check').length;
    const judgedBefore = judged();
    const at = content.indexOf(`[${before.n}]`);
    const edited = `${content.slice(0, at)}(as the owner checked) ${content.slice(at)}`;
    expect((await owner.client.request('PATCH', `/api/theses/${id}`, { content: edited })).status).toBe(200);
    await gateway.services.citations.idle(id);
    const after = (await citationsOf(id)).citations.find((c) => c.n === before.n)!;
    expect(after.sentence).toContain('as the owner checked');
    expect(after.check).toMatchObject({
      quoteFound: true,
      support: 'supported',
      model: 'fake-grounded-model',
    });
    expect(Date.parse(after.check.checkedAt!)).toBeGreaterThan(Date.parse(before.check.checkedAt!));
    expect(judged()).toBeGreaterThan(judgedBefore);
    // The model judged the sentence as it now reads.
    const rejudged = fake.requests.filter((r) => schemaOf(r) === 'claim_check').slice(judgedBefore);
    expect(rejudged.some((r) => promptOf(r).includes('as the owner checked'))).toBe(true);
  }, 60_000);

  it('the saved plan’s questions, every one of them, are put to the model (issue 33 item 1)', async () => {
    fake.citing = 'exact';
    const title = 'Cold chain by the plan';
    const thesis = await owner.thesis(title);
    const plan = (
      await owner.client.get<{ phases: Array<{ id: string; questions: string[] }> }>(
        `/api/theses/${thesis.id}/research-plan`,
      )
    ).body;
    // Every phase gets an edited question of its own, one phase an added one.
    const asked = plan.phases.map((phase) => ({
      id: phase.id,
      questions: [`Which of our depots answers “${phase.id}” best, and why?`, ...phase.questions.slice(1)],
    }));
    asked[0]!.questions.push('What did the Quimbleton audit leave unexplained?');
    expect((await owner.client.put(`/api/theses/${thesis.id}/research-plan`, { phases: asked })).status).toBe(
      200,
    );
    expect((await owner.client.post(`/api/theses/${thesis.id}/research`)).status).toBe(202);
    await until(
      async () =>
        (await owner.client.get<ResearchRunAnswer>(`/api/theses/${thesis.id}/research`)).body.status !==
        'running',
    );
    const prompts = fake.requests
      .filter((r) => schemaOf(r).startsWith('section_') && promptOf(r).includes(`Thesis title: ${title}\n`))
      .map(promptOf)
      .join('\n');
    const questions = asked.flatMap((phase) => phase.questions);
    expect(questions.length).toBeGreaterThan(plan.phases.length);
    for (const question of questions) expect(prompts, question).toContain(question);
  }, 60_000);
});
