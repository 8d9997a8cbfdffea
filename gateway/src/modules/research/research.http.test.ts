// Research runs over HTTP with the offline engine: start (REST and GraphQL), phases and their
// progress, live events for the owner (the percentages of spec §4), the article saved section by
// section, and one run per thesis however often it is started.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../runtime.js';
import { useTestRuntime } from '../../testing/runtime.js';
import type { Actor } from '../../shared/access/actor.js';
import { collect, wsClient } from '../../testing/fixtures.js';
import { TestClient } from '../../testing/http-client.js';
import { progressPercent } from './research.phases.js';
import { orphanRun } from './research.testing.js';

interface Phase {
  id: string;
  title: string;
  status: string;
}
interface Run {
  status: string;
  percent: number;
  phases: Phase[];
  failureReason: string | null;
}
interface Thesis {
  id: string;
  status: string;
  content: string;
  summary: string;
}

let runtime: Runtime;
let owner: TestClient;
let ownerUser: Actor;
let projectId: string;

async function signUp(email: string): Promise<{ client: TestClient; user: Actor }> {
  const client = new TestClient(runtime.url);
  const res = await client.post<{ id: string }>('/api/register', {
    email,
    username: email.split('@')[0],
    password: 'password8',
  });
  expect(res.status).toBe(201);
  return { client, user: (await runtime.services.users.findById(res.body.id))! };
}

const newThesis = (title: string) =>
  runtime.services.theses.create(ownerUser, projectId, {
    title,
    idea: 'Mid-sized European logistics firms will lose margin to AI-native competitors unless they automate route planning. Customers in Germany already ask for real-time tracking.',
    context: 'The board meets in March to decide the technology budget. Drivers are scarce.',
    intellectualChallenge: 'Should a mid-sized carrier build its own route planning, or buy it?',
  });

async function finished(id: string): Promise<Run> {
  let run: Run | undefined;
  await expect
    .poll(
      async () => {
        run = (await owner.get<Run>(`/api/theses/${id}/research`)).body;
        return run.status;
      },
      { timeout: 20_000, interval: 100 },
    )
    .not.toBe('running');
  return run!;
}

const gateway = useTestRuntime();

beforeAll(async () => {
  runtime = gateway.runtime;
  await signUp('admin@x.io');
  ({ client: owner, user: ownerUser } = await signUp('owner@x.io'));
  projectId = (await runtime.services.projects.create(ownerUser, { name: 'Logistics' })).id;
});

describe('progress rule (spec §4)', () => {
  it('complete / total × 90; 95 when all done without content; 100 when done, with content, complete', () => {
    const phases = (statuses: string[]) => statuses.map((status) => ({ status: status as 'complete' }));
    expect(
      progressPercent(phases(['pending', 'pending', 'pending', 'pending', 'pending']), false, false),
    ).toBe(0);
    expect(
      progressPercent(phases(['complete', 'in_progress', 'pending', 'pending', 'pending']), true, false),
    ).toBe(18);
    expect(
      progressPercent(phases(['complete', 'complete', 'complete', 'complete', 'pending']), true, false),
    ).toBe(72);
    const all = phases(['complete', 'complete', 'complete', 'complete', 'complete']);
    expect(progressPercent(all, false, false)).toBe(95);
    expect(progressPercent(all, true, false)).toBe(90);
    expect(progressPercent(all, true, true)).toBe(100);
  });
});

describe('a research run', () => {
  it('before any run: five pending phases', async () => {
    const thesis = await newThesis('Not yet researched');
    const phases = await owner.get<Phase[]>(`/api/theses/${thesis.id}/research-phases`);
    expect(phases.status).toBe(200);
    expect(phases.body.map((p) => p.status)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
    expect(phases.body.map((p) => p.title)).toEqual([
      'Framing the question',
      'Evidence and context',
      'Challenges and counter-arguments',
      'Strategic options and timeline',
      'Synthesis',
    ]);
  });

  it('POST /research: researching at once, then complete; every change reaches the owner’s subscription', async () => {
    const thesis = await newThesis('Build or buy routing');
    const client = wsClient(runtime.url, undefined, { cookie: owner.sessionCookie! });
    const events = collect<{
      researchProgress: { phaseIndex: number; phaseStatus: string; percent: number; runStatus: string };
    }>(
      client,
      'subscription($id: ID!) { researchProgress(thesisId: $id) { phaseIndex phaseStatus percent runStatus } }',
      { id: thesis.id },
    );
    await expect.poll(() => runtime.services.research.subscriberCount(thesis.id)).toBe(1);

    const started = await owner.post<Run>(`/api/theses/${thesis.id}/research`);
    expect(started.status).toBe(202);
    expect(started.body.status).toBe('running');
    expect(['researching', 'complete']).toContain(
      (await owner.get<Thesis>(`/api/theses/${thesis.id}`)).body.status,
    );

    const run = await finished(thesis.id);
    expect(run).toMatchObject({ status: 'complete', percent: 100, failureReason: null });
    expect(run.phases.every((p) => p.status === 'complete')).toBe(true);

    const saved = (await owner.get<Thesis>(`/api/theses/${thesis.id}`)).body;
    expect(saved.status).toBe('complete');
    const headings = saved.content.match(/^## .+$/gm);
    expect(headings).toEqual([
      '## Executive summary',
      '## The central question',
      '## Context',
      '## Evidence and drivers',
      '## Challenges and counter-arguments',
      '## Risks and open questions',
      '## Strategic options',
      '## Timeline',
    ]);
    expect(saved.content).toContain('| Timeline | Activities | Milestone |');
    expect(saved.summary.length).toBeGreaterThan(20);

    await expect.poll(() => events.values.at(-1)?.researchProgress.runStatus).toBe('complete');
    const progress = events.values.map((v) => v.researchProgress);
    expect(progress.at(-1)).toMatchObject({ percent: 100, runStatus: 'complete' });
    const completions = progress.filter((e) => e.phaseStatus === 'complete' && e.runStatus === 'running');
    expect(completions.map((e) => e.percent)).toEqual([18, 36, 54, 72, 90].slice(0, completions.length));
    expect(completions).toHaveLength(5);
    events.dispose();
    await client.dispose();
  });

  it('the article is saved section by section while the run goes on', async () => {
    const thesis = await newThesis('Saved as it goes');
    const seen = new Set<number>();
    await runtime.services.research.start(ownerUser, thesis.id);
    for (let i = 0; i < 400; i++) {
      const current = await runtime.services.theses.get(ownerUser, thesis.id);
      seen.add((current.content.match(/^## /gm) ?? []).length);
      if (current.status === 'complete') break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Some state between "nothing" and "everything" was observed: content grew section by section.
    expect([...seen].some((count) => count > 0 && count < 8)).toBe(true);
  });

  it('a run writes in the thesis’s language as it is when the run starts (issue 31)', async () => {
    const { ResearchRunModel } = await import('./research.model.js');
    const created = await newThesis('Auf Deutsch geforscht');
    await runtime.services.theses.update(ownerUser, created.id, { language: 'de' });
    await runtime.services.research.start(ownerUser, created.id);
    const run = await ResearchRunModel.findOne({ thesisId: created.id }).lean();
    expect(run?.brief?.language).toBe('de');
    await finished(created.id);
    // The article's headings are the thesis's language's, not English ones.
    const german = (await runtime.services.theses.get(ownerUser, created.id)).content;
    expect(german).toContain('## Zusammenfassung');
    expect(german).toContain('## Zeitplan');
    expect(german).not.toContain('## Executive summary');
    // The timeline table's header and the default plan's fixed questions too.
    expect(german).toContain('| Zeitraum | Aktivitäten | Meilenstein |');
    expect(german).not.toContain('| Timeline |');
    const questions = run!.plan!.phases.flatMap((phase) => phase.questions);
    expect(questions).toContain('Was spricht am stärksten gegen diese These?');
    expect(questions).toContain('Welche Meilensteine würden Fortschritt zeigen?');
    expect(questions).not.toContain('What is the strongest case against this thesis?');
    // Researched again after the owner changed it: the new run is in the new language.
    await runtime.services.theses.update(ownerUser, created.id, { language: 'sv' });
    await runtime.services.research.start(ownerUser, created.id);
    expect((await ResearchRunModel.findOne({ thesisId: created.id }).lean())?.brief?.language).toBe('sv');
    await finished(created.id);
    expect((await runtime.services.theses.get(ownerUser, created.id)).content).toContain('## Sammanfattning');
  });

  it('starting again while it runs does not start a second run (409 / CONFLICT); GraphQL startResearch and researchPhases', async () => {
    const thesis = await newThesis('Started twice');
    const [a, b] = await Promise.all([
      owner.post<Run>(`/api/theses/${thesis.id}/research`),
      owner.graphql<{ startResearch: Run }>(
        'mutation($id: ID!) { startResearch(thesisId: $id) { status percent phases { id status } } }',
        {
          id: thesis.id,
        },
      ),
    ]);
    // One of the two starts it; the other hears that it is going.
    const restStarted = a.status === 202;
    const graphqlStarted = b.body.data?.startResearch.status === 'running';
    expect([restStarted, graphqlStarted].filter(Boolean)).toHaveLength(1);
    if (restStarted) expect(b.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    else expect(a.status).toBe(409);
    await finished(thesis.id);
    const phases = await owner.graphql<{ researchPhases: Phase[] }>(
      'query($id: ID!) { researchPhases(thesisId: $id) { id status } }',
      { id: thesis.id },
    );
    expect(phases.body.data?.researchPhases.every((p) => p.status === 'complete')).toBe(true);
    const runs = await runtime.services.research.runsOf(thesis.id);
    expect(runs).toBe(1);
  });

  it('a run left without its job (a crash between creating and scheduling it) goes on when started again', async () => {
    const thesis = await newThesis('Orphaned run');
    await orphanRun(thesis.id, {
      title: thesis.title,
      idea: thesis.idea,
      context: thesis.context,
      intellectualChallenge: '',
    });
    // Refused (a run is going), yet the run without its job is scheduled again.
    expect((await owner.post<Run>(`/api/theses/${thesis.id}/research`)).status).toBe(409);
    expect((await finished(thesis.id)).status).toBe('complete');
  });

  it('a subscriber joining a running run gets its current state first; a finished run replays nothing', async () => {
    const thesis = await newThesis('Joined late');
    const { ResearchRunModel } = await import('./research.model.js');
    const { RESEARCH_PHASES } = await import('./research.phases.js');
    // A run part-way through (framing done), held by no process here.
    await ResearchRunModel.create({
      thesisId: thesis.id,
      status: 'running',
      brief: { title: thesis.title },
      phases: RESEARCH_PHASES.map(({ id, title, description }, index) => ({
        id,
        title,
        description,
        status: index === 0 ? 'complete' : index === 1 ? 'in_progress' : 'pending',
      })),
      sections: { question: { markdown: 'Framed.' } },
      startedAt: new Date(),
    });
    const client = wsClient(runtime.url, undefined, { cookie: owner.sessionCookie! });
    const query =
      'subscription($id: ID!) { researchProgress(thesisId: $id) { phaseIndex phaseStatus percent runStatus } }';
    const running = collect<{ researchProgress: unknown }>(client, query, { id: thesis.id });
    await running.waitFor(1);
    expect(running.values[0]?.researchProgress).toEqual({
      phaseIndex: 1,
      phaseStatus: 'in_progress',
      percent: 18,
      runStatus: 'running',
    });
    running.dispose();

    await ResearchRunModel.updateOne({ thesisId: thesis.id }, { $set: { status: 'complete' } });
    const finishedRun = collect<{ researchProgress: unknown }>(client, query, { id: thesis.id });
    await expect.poll(() => runtime.services.research.subscriberCount(thesis.id)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(finishedRun.values).toEqual([]);
    finishedRun.dispose();
    await client.dispose();
  });

  it('deleting the thesis deletes its run', async () => {
    const thesis = await newThesis('Deleted');
    await runtime.services.research.start(ownerUser, thesis.id);
    await runtime.services.theses.remove(ownerUser, thesis.id);
    expect(await runtime.services.research.runsOf(thesis.id)).toBe(0);
  });
});
