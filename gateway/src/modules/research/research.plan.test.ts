// The research plan (issue 17 item 3): the default plan derived from the thesis (deterministic), the
// owner's reviewed plan (GET/PUT over REST, researchPlan/updateResearchPlan over GraphQL), its
// validation, and the plan a run is started with (a resumed run keeps its own).
import { PLAN_LIMITS } from '@thesis-studio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { ownerWithProject } from '../../testing/owner.js';
import type { TestClient } from '../../testing/http-client.js';
import { ResearchRunModel } from './research.model.js';
import { defaultPlan, defaultQuestions } from './research.plan.js';
import { RESEARCH_PHASES } from './research.phases.js';
import type { ResearchPlanView } from './research.service.js';

const gateway = useTestRuntime();

let owner: TestClient;
let ownerUser: Actor;
let projectId: string;

const BRIEF = {
  title: 'Build or buy routing',
  idea: 'Mid-sized European carriers will lose margin to AI-native competitors unless they automate route planning. Customers in Germany already ask for real-time tracking.',
  context: 'The board meets in March to decide the technology budget. Drivers are scarce.',
  intellectualChallenge: 'Should a mid-sized carrier build its own route planning, or buy it?',
};

const newThesis = (title = BRIEF.title) =>
  gateway.services.theses.create(ownerUser, projectId, { ...BRIEF, title });

beforeAll(async () => {
  await gateway.signUp('admin@x.io');
  ({ client: owner, user: ownerUser, projectId } = await ownerWithProject(gateway, 'Logistics'));
});

describe('the default plan', () => {
  it('gives every phase 2–4 questions from the thesis: its central question and its sentences', () => {
    const questions = defaultQuestions(BRIEF);
    expect(Object.keys(questions)).toEqual(RESEARCH_PHASES.map((phase) => phase.id));
    for (const list of Object.values(questions)) {
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.length).toBeLessThanOrEqual(4);
      for (const question of list) {
        expect(question).toMatch(/\?$/);
        expect(question.length).toBeLessThanOrEqual(PLAN_LIMITS.questionMax);
        expect(question.length).toBeGreaterThanOrEqual(PLAN_LIMITS.questionMin);
      }
    }
    expect(questions.framing![0]).toBe(BRIEF.intellectualChallenge);
    // The words of the idea and the challenge appear in the questions.
    const all = Object.values(questions).flat().join(' ').toLowerCase();
    expect(all).toMatch(/route planning/);
    expect(all).toMatch(/carrier/);
    // Deterministic: the same brief, the same plan.
    expect(defaultQuestions(BRIEF)).toEqual(questions);
  });

  it('quotes only whole sentences of the owner (four words or more), never a key phrase cut from them', () => {
    const briefs = [
      BRIEF,
      { ...BRIEF, intellectualChallenge: '' },
      { title: 'Cargo', idea: 'Cargo bikes. Vans cost more.', context: 'Cities.', intellectualChallenge: '' },
      {
        title: 'Cargo bikes replace vans in city centres',
        idea: 'Cargo.',
        context: 'Low-emission zones spread across Europe every year.',
        intellectualChallenge: 'Cargo bikes?',
      },
      // An offline wizard draft kept as the central question: only its quoted sentence is the owner's.
      {
        ...BRIEF,
        intellectualChallenge:
          'Drafted offline from your own words: no AI model was used, and nothing was added from outside sources. Edit it freely.\n\nYour starting point\n\n“Carriers lose margin on empty return trips.”',
      },
    ];
    for (const brief of briefs) {
      const sentences = [brief.title, brief.idea, brief.context, brief.intellectualChallenge]
        .join('\n')
        .replace(/[“”]/g, '')
        .split(/(?<=[.!?])\s+|\n+/)
        .map((sentence) => sentence.replace(/\s+/g, ' ').trim());
      for (const question of Object.values(defaultQuestions(brief)).flat()) {
        expect(question).not.toMatch(/Drafted offline|Your starting point/);
        for (const [, quoted] of question.matchAll(/“([^”]*)”/g)) {
          expect(quoted!.split(/\s+/).length, question).toBeGreaterThanOrEqual(4);
          expect(sentences, question).toContain(quoted);
        }
      }
    }
    // A short idea is not quoted at all: the plan asks plain questions instead.
    expect(Object.values(defaultQuestions(briefs[2]!)).flat().join(' ')).not.toMatch(/Cargo|Cities/);
  });

  it('without a search provider: no search queries, webSearch none; a thesis with no text still gets questions', () => {
    const plan = defaultPlan(BRIEF, undefined);
    expect(plan.webSearch).toBe('none');
    expect(plan.excludedSourceIds).toEqual([]);
    expect(plan.phases.every((phase) => phase.searchQueries.length === 0)).toBe(true);
    const bare = defaultQuestions({ title: 'Untitled', idea: '', context: '', intellectualChallenge: '' });
    for (const list of Object.values(bare)) expect(list.length).toBeGreaterThanOrEqual(2);
  });

  it('with a search provider: its default queries, spread over the phases that look things up', () => {
    const web = {
      searchKind: 'searxng' as const,
      gather: async () => ({ added: [], skipped: [] }),
      defaultQueries: () => ['route planning', 'real-time tracking'],
    };
    const plan = defaultPlan(BRIEF, web);
    expect(plan.webSearch).toBe('searxng');
    const byId = Object.fromEntries(plan.phases.map((phase) => [phase.id, phase.searchQueries]));
    expect(byId.evidence).toEqual(['route planning', 'real-time tracking']);
    expect(byId.challenges).toEqual(['route planning risks', 'real-time tracking risks']);
    expect(byId.options).toEqual(['route planning alternatives', 'real-time tracking alternatives']);
    expect(byId.framing).toEqual([]);
    expect(byId.synthesis).toEqual([]);
    // A German thesis: the added words and the fixed questions in German (issue 31).
    const german = defaultPlan({ ...BRIEF, language: 'de' }, web);
    const phase = (id: string) => german.phases.find((each) => each.id === id)!;
    expect(phase('challenges').searchQueries).toEqual([
      'route planning Risiken',
      'real-time tracking Risiken',
    ]);
    expect(phase('options').searchQueries).toEqual([
      'route planning Alternativen',
      'real-time tracking Alternativen',
    ]);
    expect(phase('options').questions).toEqual([
      'Welche Optionen stehen offen, und welche Zielkonflikte bringt jede mit sich?',
      'Welche Meilensteine würden Fortschritt zeigen?',
    ]);
  });

  it('GET /research-plan before any review: the default plan, not reviewed', async () => {
    const thesis = await newThesis('Plan by default');
    const res = await owner.get<ResearchPlanView>(`/api/theses/${thesis.id}/research-plan`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      thesisId: thesis.id,
      excludedSourceIds: [],
      webSearch: 'none',
      reviewed: false,
      updatedAt: null,
    });
    expect(res.body.phases.map((phase) => phase.id)).toEqual(RESEARCH_PHASES.map((phase) => phase.id));
    expect(res.body.phases[0]).toMatchObject({
      title: 'Framing the question',
      description: RESEARCH_PHASES[0]!.description,
      questions: defaultQuestions(BRIEF).framing,
      searchQueries: [],
    });
  });
});

describe('the owner’s plan', () => {
  it('PUT saves it: edited phases as given, phases left out keep their defaults; GET reads it back', async () => {
    const thesis = await newThesis('Plan reviewed');
    const put = await owner.put<ResearchPlanView>(`/api/theses/${thesis.slug}/research-plan`, {
      phases: [
        { id: 'evidence', questions: ['  How much margin do carriers lose to late deliveries?  '] },
        { id: 'challenges', questions: [], searchQueries: ['carrier margins'] },
      ],
    });
    expect(put.status).toBe(200);
    expect(put.body.reviewed).toBe(true);
    expect(Date.parse(put.body.updatedAt ?? '')).not.toBeNaN();
    const byId = Object.fromEntries(put.body.phases.map((phase) => [phase.id, phase]));
    expect(byId.evidence!.questions).toEqual(['How much margin do carriers lose to late deliveries?']);
    expect(byId.challenges!.questions).toEqual([]);
    expect(byId.challenges!.searchQueries).toEqual(['carrier margins']);
    expect(byId.framing!.questions).toEqual(defaultQuestions(BRIEF).framing);
    const got = await owner.get<ResearchPlanView>(`/api/theses/${thesis.id}/research-plan`);
    expect(got.body).toEqual(put.body);
  });

  it('GET → change one question → PUT: the plan as GET answered it is taken back, its read-only fields ignored', async () => {
    const thesis = await newThesis('Plan round trip');
    const read = (await owner.get<ResearchPlanView>(`/api/theses/${thesis.id}/research-plan`)).body;
    const edited = structuredClone(read);
    edited.phases[1]!.questions[0] = 'Which carriers lost margin to late deliveries last year?';
    // What the client cannot set is ignored, whatever it says.
    edited.reviewed = true;
    edited.webSearch = 'tavily';
    edited.phases[1]!.title = 'Renamed by the client';
    const put = await owner.put<ResearchPlanView>(`/api/theses/${thesis.id}/research-plan`, edited);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.phases[1]).toMatchObject({
      title: read.phases[1]!.title,
      questions: [
        'Which carriers lost margin to late deliveries last year?',
        ...read.phases[1]!.questions.slice(1),
      ],
    });
    expect(put.body).toMatchObject({ thesisId: thesis.id, webSearch: 'none', reviewed: true });
    // And again: what PUT answered goes back as it is.
    const again = await owner.put<ResearchPlanView>(`/api/theses/${thesis.id}/research-plan`, put.body);
    expect(again.status).toBe(200);
    expect(again.body.phases).toEqual(put.body.phases);

    // A name the plan does not have is still refused, in a phase as at the top.
    const stranger = await owner.put<{ message: string; fieldErrors?: Record<string, string[]> }>(
      `/api/theses/${thesis.id}/research-plan`,
      { ...read, phases: [{ ...read.phases[0]!, owner: 'me' }], notes: 'x' },
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body.fieldErrors).toEqual({
      'phases.0': ['Unknown field: owner.'],
      _: ['Unknown field: notes.'],
    });
    // A read-only field of the wrong kind is a mistake too.
    const wrong = await owner.put<{ fieldErrors?: Record<string, string[]> }>(
      `/api/theses/${thesis.id}/research-plan`,
      { ...read, reviewed: 'yes' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors?.reviewed).toEqual(['reviewed must be true or false.']);
  });

  it('GraphQL researchPlan and updateResearchPlan', async () => {
    const thesis = await newThesis('Plan over GraphQL');
    const updated = await owner.graphql<{ updateResearchPlan: ResearchPlanView }>(
      `mutation($id: ID!, $input: ResearchPlanInput!) {
        updateResearchPlan(thesisId: $id, input: $input) { thesisId reviewed webSearch excludedSourceIds
          phases { id title questions searchQueries } }
      }`,
      {
        id: thesis.id,
        input: { phases: [{ id: 'synthesis', questions: ['What should the board decide in March?'] }] },
      },
    );
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data?.updateResearchPlan).toMatchObject({
      thesisId: thesis.id,
      reviewed: true,
      webSearch: 'none',
      excludedSourceIds: [],
    });
    const read = await owner.graphql<{ researchPlan: ResearchPlanView }>(
      'query($id: ID!) { researchPlan(thesisId: $id) { reviewed phases { id questions } } }',
      { id: thesis.id },
    );
    expect(read.body.data?.researchPlan.reviewed).toBe(true);
    expect(read.body.data?.researchPlan.phases.find((p) => p.id === 'synthesis')?.questions).toEqual([
      'What should the board decide in March?',
    ]);
  });

  it('refuses what is not a plan of this thesis, with field errors, and saves nothing', async () => {
    const thesis = await newThesis('Plan refused');
    const put = (body: unknown) =>
      owner.put<{ message: string; fieldErrors?: Record<string, string[]> }>(
        `/api/theses/${thesis.id}/research-plan`,
        body,
      );
    const cases: Array<[unknown, string, RegExp]> = [
      [{ phases: [{ id: 'marketing', questions: [] }] }, 'phases.0.id', /Unknown phase “marketing”/],
      [
        {
          phases: [
            { id: 'framing', questions: [] },
            { id: 'framing', questions: [] },
          ],
        },
        'phases.1.id',
        /listed twice/,
      ],
      [{ phases: [{ id: 'framing', questions: ['Hm'] }] }, 'phases.0.questions.0', /at least 3 characters/],
      [
        { phases: [{ id: 'framing', questions: ['x'.repeat(301)] }] },
        'phases.0.questions.0',
        /at most 300 characters/,
      ],
      [
        { phases: [{ id: 'framing', questions: Array.from({ length: 9 }, (_, i) => `Question ${i}?`) }] },
        'phases.0.questions',
        /at most 8 questions/,
      ],
      [
        { phases: [{ id: 'evidence', questions: [], searchQueries: Array(6).fill('route planning') }] },
        'phases.0.searchQueries',
        /at most 5 search queries/,
      ],
      [
        { phases: [], excludedSourceIds: ['0123456789abcdef01234567'] },
        'excludedSourceIds',
        /is not a source of this thesis/,
      ],
      [{ phases: [], excludedSourceIds: ['../../etc'] }, 'excludedSourceIds.0', /24 hexadecimal/],
      [{ phases: [], owner: 'me' }, '_', /Unknown field: owner/],
      [{}, 'phases', /must be a list of phases/],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fieldErrors?.[field]?.join(' '), JSON.stringify(res.body)).toMatch(message);
    }
    expect((await owner.get<ResearchPlanView>(`/api/theses/${thesis.id}/research-plan`)).body.reviewed).toBe(
      false,
    );
  });
});

describe('the plan of a run', () => {
  it('a run copies the plan it starts with; a resumed run keeps it; a new run takes the current one', async () => {
    const thesis = await newThesis('Plan copied');
    await owner.put(`/api/theses/${thesis.id}/research-plan`, {
      phases: [{ id: 'framing', questions: ['Which carriers automated routing first?'] }],
    });
    expect((await owner.post(`/api/theses/${thesis.id}/research`)).status).toBe(202);
    const planOf = async () =>
      (await ResearchRunModel.findOne({ thesisId: thesis.id }).lean())?.plan?.phases.find(
        (phase) => phase.id === 'framing',
      )?.questions;
    expect(await planOf()).toEqual(['Which carriers automated routing first?']);
    await expect
      .poll(async () => (await ResearchRunModel.findOne({ thesisId: thesis.id }).lean())?.status, {
        timeout: 20_000,
      })
      .toBe('complete');

    // A failed run resumes with the plan it had, whatever the owner saved since.
    await ResearchRunModel.updateOne({ thesisId: thesis.id }, { $set: { status: 'failed' } });
    await owner.put(`/api/theses/${thesis.id}/research-plan`, {
      phases: [{ id: 'framing', questions: ['A question saved after the run started?'] }],
    });
    expect((await owner.post(`/api/theses/${thesis.id}/research`)).status).toBe(202);
    expect(await planOf()).toEqual(['Which carriers automated routing first?']);
    await expect
      .poll(async () => (await ResearchRunModel.findOne({ thesisId: thesis.id }).lean())?.status, {
        timeout: 20_000,
      })
      .toBe('complete');

    // A complete run starts afresh with the current plan.
    expect((await owner.post(`/api/theses/${thesis.id}/research`)).status).toBe(202);
    expect(await planOf()).toEqual(['A question saved after the run started?']);
  });

  it('without a review the run takes the default plan, and deleting the thesis deletes its plan', async () => {
    const thesis = await newThesis('Plan by default for the run');
    await gateway.services.research.start(ownerUser, thesis.id);
    const run = await ResearchRunModel.findOne({ thesisId: thesis.id }).lean();
    expect(run?.plan).toEqual(defaultPlan({ ...BRIEF, title: 'Plan by default for the run' }, undefined));
    await owner.put(`/api/theses/${thesis.id}/research-plan`, { phases: [] });
    const { ResearchPlanModel } = await import('./research.model.js');
    expect(await ResearchPlanModel.countDocuments({ thesisId: thesis.id })).toBe(1);
    await gateway.services.theses.remove(ownerUser, thesis.id);
    expect(await ResearchPlanModel.countDocuments({ thesisId: thesis.id })).toBe(0);
  });
});
