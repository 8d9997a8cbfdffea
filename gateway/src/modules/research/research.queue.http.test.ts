// A waiting run says so (issue 20 item 4), over HTTP against a fake model: with RESEARCH_CONCURRENCY=1
// and a first run holding the slot, the runs started after it report their place in the queue and a
// start estimate (POST/GET research, research-phases, GraphQL researchRun), hear their new place live
// on researchProgress as the queue moves, and the per-user hourly limit says when the next run may
// start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOpenAi, type Script } from '../../shared/ai/testing/fake-openai.js';
import { collect, wsClient } from '../../testing/fixtures.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { postRouteThesis } from './research.testing.js';

interface Phase {
  id: string;
  status: string;
  queuePosition: number | null;
  estimatedStartSeconds: number | null;
}
interface Run {
  status: string;
  phases: Phase[];
  queuePosition: number | null;
  estimatedStartSeconds: number | null;
}
interface Progress {
  runStatus: string;
  phaseIndex: number;
  phaseStatus: string;
  queuePosition: number | null;
  estimatedStartSeconds: number | null;
}

let fake: FakeOpenAi;

/** A promise the test resolves by hand. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
/** The model calls of each thesis (by title) wait for its gate: a run holds its slot until then. */
const gates = new Map<string, ReturnType<typeof gate>>();

beforeAll(async () => {
  fake = await new FakeOpenAi().start();
  fake.intercept = (exchange) => {
    const prompt = exchange.body.messages?.map((m) => m.content).join('\n') ?? '';
    const held = [...gates].find(([title]) => prompt.includes(`Thesis title: ${title}\n`))?.[1];
    if (!held) return undefined;
    const script: Script = async (ex, res, server) => {
      await held.opened;
      await server.answer(ex, res);
    };
    return script;
  };
});
afterAll(async () => {
  for (const held of gates.values()) held.open();
  await fake.stop();
});

const gateway = useTestRuntime(() => ({
  OPENAI_API_KEY: 'sk-test',
  OPENAI_BASE_URL: fake.url,
  OPENAI_EMBEDDING_MODEL: 'none',
  AI_TIMEOUT_SECONDS: '30',
  RESEARCH_CONCURRENCY: '1',
  RESEARCH_RUNS_PER_HOUR: '3',
}));

describe('queue position', () => {
  it('runs waiting behind a full gateway say where they stand, hear it move, and the hourly limit says when', async () => {
    const { client: owner } = await gateway.signUp('queue@x.io');
    const project = await owner.post<{ id: string }>('/api/projects', { name: 'Queue', description: '' });
    gates.set('Holds the slot', gate());
    gates.set('Second in line', gate());
    const [first, second, third, fourth] = await Promise.all(
      ['Holds the slot', 'Second in line', 'Third in line', 'One too many'].map((title) =>
        postRouteThesis(owner, project.body.id, title),
      ),
    );

    const ws = wsClient(gateway.url, undefined, { cookie: owner.sessionCookie! });
    const events = collect<{ researchProgress: Progress }>(
      ws,
      'subscription($id: ID!) { researchProgress(thesisId: $id) { runStatus phaseIndex phaseStatus queuePosition estimatedStartSeconds } }',
      { id: third },
    );
    await expect.poll(() => gateway.services.research.subscriberCount(third!)).toBe(1);

    const started = await owner.post<Run>(`/api/theses/${first}/research`);
    expect(started.status).toBe(202);
    // The only slot is taken: its first model call is waiting at the fake.
    await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect((await owner.get<Run>(`/api/theses/${first}/research`)).body.queuePosition).toBeNull();

    const secondStart = await owner.post<Run>(`/api/theses/${second}/research`);
    expect(secondStart.status).toBe(202);
    expect(secondStart.body).toMatchObject({ status: 'running', queuePosition: 1 });
    const thirdStart = await owner.post<Run>(`/api/theses/${third}/research`);
    expect(thirdStart.body.queuePosition).toBe(2);

    // Before any run finished the typical run is 90 s: the second starts in about 90 s, the third 180 s.
    const run = (await owner.get<Run>(`/api/theses/${third}/research`)).body;
    expect(run.queuePosition).toBe(2);
    expect(run.estimatedStartSeconds).toBeGreaterThan(150);
    expect(run.estimatedStartSeconds).toBeLessThanOrEqual(180);
    const secondRun = (await owner.get<Run>(`/api/theses/${second}/research`)).body;
    expect(secondRun.estimatedStartSeconds).toBeGreaterThan(60);
    expect(secondRun.estimatedStartSeconds).toBeLessThanOrEqual(90);

    const phases = (await owner.get<Phase[]>(`/api/theses/${third}/research-phases`)).body;
    expect(phases.map((p) => p.queuePosition)).toEqual([2, null, null, null, null]);
    expect(phases[0]!.estimatedStartSeconds).toBe(run.estimatedStartSeconds);

    const graphql = await owner.graphql<{
      researchRun: {
        queuePosition: number;
        estimatedStartSeconds: number;
        phases: Array<{ queuePosition: number | null }>;
      };
    }>(
      'query($id: ID!) { researchRun(thesisId: $id) { queuePosition estimatedStartSeconds phases { queuePosition } } }',
      {
        id: third,
      },
    );
    expect(graphql.body.data?.researchRun).toMatchObject({
      queuePosition: 2,
      phases: [
        { queuePosition: 2 },
        { queuePosition: null },
        { queuePosition: null },
        { queuePosition: null },
        { queuePosition: null },
      ],
    });

    // The fourth start of the hour is refused, saying when the next may start.
    const refused = await owner.post<{ error: { message: string } }>(`/api/theses/${fourth}/research`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(JSON.stringify(refused.body)).toMatch(
      /You have started 3 research runs in the past hour, the most allowed\. Your next run can start in about 1 hour \(at \d\d:\d\d UTC\)\./,
    );

    // The queue moves: the first run ends and the second takes the slot; the third hears it is next.
    gates.get('Holds the slot')!.open();
    await expect
      .poll(() => events.values.at(-1)?.researchProgress.queuePosition, { timeout: 30_000 })
      .toBe(1);
    expect((await owner.get<Run>(`/api/theses/${second}/research`)).body.queuePosition).toBeNull();
    // Then the second ends: the third runs (its queue position goes), then completes.
    gates.get('Second in line')!.open();
    await expect
      .poll(() => events.values.at(-1)?.researchProgress.runStatus, { timeout: 60_000 })
      .toBe('complete');
    const positions = events.values.map((v) => v.researchProgress.queuePosition);
    const changes = positions.filter((p, i) => i === 0 || p !== positions[i - 1]);
    expect(changes).toEqual([2, 1, null]);
    const waitingEvents = events.values
      .map((v) => v.researchProgress)
      .filter((e) => e.queuePosition !== null);
    expect(waitingEvents.every((e) => e.phaseIndex === 0 && e.phaseStatus === 'pending')).toBe(true);
    expect(waitingEvents.every((e) => (e.estimatedStartSeconds ?? 0) > 0)).toBe(true);
    for (const id of [first, second, third])
      expect((await owner.get<Run>(`/api/theses/${id}/research`)).body).toMatchObject({
        status: 'complete',
        queuePosition: null,
        estimatedStartSeconds: null,
      });
    events.dispose();
    await ws.dispose();
  }, 90_000);
});
