// The research queue (issue 20 item 4): the start estimate played forward from the running runs and
// the typical run time, queue positions read from research_runs (on a fake clock), and the job store
// sharing the work between gateway processes: two runners on one database, one run at a time each
// (RESEARCH_CONCURRENCY=1), take the waiting runs between them, each run once; and a process stopping
// mid-run releases the run to the next process, which completes it.
import mongoose, { Types } from 'mongoose';
import type { Db } from 'mongodb';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import type { AiProvider, CallOptions, SectionRequest } from '../../shared/ai/index.js';
import { OfflineProvider } from '../../shared/ai/offline/offline-provider.js';
import { JobQueue } from '../../shared/jobs.js';
import { useTestDatabase } from '../../testing/database.js';
import { testServices, type TestServices } from '../../testing/services.js';
import { CitationsService } from '../citations/index.js';
import { ResearchRunModel, type ResearchRunRecord } from './research.model.js';
import { DEFAULT_RUN_MS, ResearchQueue, estimateStartMs, median } from './research.queue.js';
import { ResearchRunner } from './research.runner.js';
import { ROUTE_BRIEF, storedRun } from './research.testing.js';

const logger = pino({ level: 'silent' });
const S = 1000;

describe('estimateStartMs', () => {
  it('the next run starts when the first running run is expected to end; the one after, the second', () => {
    const base = { elapsedMs: [30 * S, 80 * S], slots: 2, typicalMs: 90 * S };
    // The run 80 s in is taken to end within a tenth of the typical time (9 s), not in 10 s.
    expect(estimateStartMs({ ...base, ahead: 0 })).toBe(10 * S);
    expect(estimateStartMs({ ...base, ahead: 1 })).toBe(60 * S);
    // Two ahead: the first slot again, after the run that took it (10 + 90 s).
    expect(estimateStartMs({ ...base, ahead: 2 })).toBe(100 * S);
    expect(estimateStartMs({ ...base, ahead: 3 })).toBe(150 * S);
  });

  it('a run past the typical time is taken to end within a tenth of it', () => {
    expect(estimateStartMs({ elapsedMs: [500 * S], slots: 1, typicalMs: 90 * S, ahead: 0 })).toBe(9 * S);
  });

  it('free slots start waiting runs at once', () => {
    expect(estimateStartMs({ elapsedMs: [10 * S], slots: 3, typicalMs: 60 * S, ahead: 1 })).toBe(0);
    expect(estimateStartMs({ elapsedMs: [10 * S], slots: 3, typicalMs: 60 * S, ahead: 2 })).toBe(50 * S);
    expect(estimateStartMs({ elapsedMs: [], slots: 0, typicalMs: 60 * S, ahead: 0 })).toBeNull();
  });

  it('median', () => {
    expect(median([])).toBeUndefined();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

useTestDatabase();

let s: TestServices;
let owner: Actor;
beforeEach(async () => {
  s = testServices();
  owner = await s.users.register({ email: 'owner@x.io', username: 'owner', password: 'password8' });
});

const newRun = (title: string, fields: Record<string, unknown> = {}) =>
  storedRun(s, owner, ROUTE_BRIEF, title, { fields: { startedBy: owner.id, ...fields } });

const record = (runId: string) =>
  ResearchRunModel.findById(runId).lean<ResearchRunRecord>() as Promise<ResearchRunRecord>;

describe('ResearchQueue', () => {
  const T0 = Date.parse('2026-03-02T09:00:00Z');
  const at = (seconds: number) => new Date(T0 + seconds * S);

  it('counts the waiting runs queued before a run; running and finished runs are not queued', async () => {
    const now = T0 + 100 * S;
    const queue = new ResearchQueue(2, () => now);
    await newRun('Running A', { queuedAt: at(0), takenAt: at(40) });
    await newRun('Running B', { queuedAt: at(1), takenAt: at(70) });
    const first = await newRun('Waiting first', { queuedAt: at(60) });
    const second = await newRun('Waiting second', { queuedAt: at(61) });
    const third = await newRun('Waiting third', { queuedAt: at(62) });
    const done = await newRun('Finished', {
      status: 'complete',
      queuedAt: at(-300),
      takenAt: at(-300),
      finishedAt: at(-300 + 120),
    });

    // Typical run time: the one finished run, 120 s. Running A frees at 120 - 60 = 60 s, B at 90 s.
    expect(await queue.typicalMs()).toBe(120 * S);
    expect(await queue.of(await record(first.runId))).toEqual({
      position: 1,
      ahead: 0,
      estimatedStartSeconds: 60,
    });
    expect(await queue.of(await record(second.runId))).toEqual({
      position: 2,
      ahead: 1,
      estimatedStartSeconds: 90,
    });
    expect(await queue.of(await record(third.runId))).toEqual({
      position: 3,
      ahead: 2,
      estimatedStartSeconds: 180,
    });
    expect(await queue.of(await record(done.runId))).toBeNull();
    const waiting = await queue.waiting();
    expect(waiting.map((w) => [w.runId, w.state.position])).toEqual([
      [first.runId, 1],
      [second.runId, 2],
      [third.runId, 3],
    ]);
  });

  it('with a slot free the run is about to be taken: not queued', async () => {
    const queue = new ResearchQueue(3, () => T0 + 10 * S);
    await newRun('Running', { queuedAt: at(0), takenAt: at(1) });
    const next = await newRun('Next', { queuedAt: at(2) });
    expect(await queue.of(await record(next.runId))).toBeNull();
    expect(await queue.waiting()).toEqual([]);
  });

  it('typical time: the median of the latest finished runs, from when they were taken; a default before any', async () => {
    let now = T0;
    const queue = new ResearchQueue(1, () => now);
    expect(await queue.typicalMs()).toBe(DEFAULT_RUN_MS);
    for (const [i, seconds] of [40, 100, 60].entries())
      await newRun(`Done ${i}`, {
        status: 'complete',
        queuedAt: at(i * 200),
        takenAt: at(i * 200 + 30),
        finishedAt: at(i * 200 + 30 + seconds),
      });
    // Cached for 30 s, then read again.
    expect(await queue.typicalMs()).toBe(DEFAULT_RUN_MS);
    now += 31 * S;
    expect(await queue.typicalMs()).toBe(60 * S);
  });
});

describe('two runners on one job store', () => {
  const queues: JobQueue[] = [];
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
  });

  /** The offline engine, slowed down, noting which runs it writes for at once. */
  function recordingAi(name: string, inFlight: Map<string, Set<string>>, most: Map<string, number>) {
    const offline = new OfflineProvider();
    const ai: AiProvider = Object.create(offline) as AiProvider;
    ai.writeSection = async (request: SectionRequest, options?: CallOptions) => {
      const runs = inFlight.get(name) ?? new Set<string>();
      inFlight.set(name, runs);
      const runId = options?.caller?.runId ?? '?';
      runs.add(runId);
      most.set(name, Math.max(most.get(name) ?? 0, runs.size));
      await new Promise((resolve) => setTimeout(resolve, 400));
      try {
        return await offline.writeSection(request, options);
      } finally {
        runs.delete(runId);
      }
    };
    return ai;
  }

  /** A runner on its own job queue, as in a gateway process of its own. */
  function runnerOf(
    name: string,
    ai: AiProvider,
    taken: Array<{ runner: string; runId: string }>,
  ): { runner: ResearchRunner; jobs: JobQueue } {
    const jobs = new JobQueue({ db: mongoose.connection.db as unknown as Db, logger });
    queues.push(jobs);
    const runner = new ResearchRunner({
      ai,
      theses: s.theses,
      citations: new CitationsService({
        theses: s.theses,
        ai,
        sources: undefined,
        invalidateShared: () => undefined,
        hiddenTopics: [],
        logger,
      }),
      logger,
      jobs,
      leaseMs: 30_000,
      concurrency: 1,
      onChange: async () => undefined,
      onQueueChange: async (run) => {
        if (run.takenAt) taken.push({ runner: name, runId: run._id.toString() });
      },
    });
    return { runner, jobs };
  }

  it('RESEARCH_CONCURRENCY=1 each: both take runs, never two at once, every run once', async () => {
    const inFlight = new Map<string, Set<string>>();
    const most = new Map<string, number>();
    const taken: Array<{ runner: string; runId: string }> = [];
    const runners: ResearchRunner[] = [];
    for (const name of ['a', 'b']) {
      const { runner, jobs } = runnerOf(name, recordingAi(name, inFlight, most), taken);
      await jobs.start();
      runners.push(runner);
    }
    const runs = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((title) => newRun(title, { queuedAt: new Date() })),
    );
    for (const run of runs) await runners[0]!.enqueue(run.runId, run.thesisId);
    await expect
      .poll(async () => ResearchRunModel.countDocuments({ status: 'complete' }), { timeout: 30_000 })
      .toBe(4);
    expect(most.get('a')).toBe(1);
    expect(most.get('b')).toBe(1);
    expect(new Set(taken.map((t) => t.runner))).toEqual(new Set(['a', 'b']));
    expect(taken.map((t) => t.runId).sort()).toEqual(runs.map((r) => r.runId).sort());
    for (const run of runs) {
      const done = await record(run.runId);
      expect(done.attempt).toBe(1);
      expect(done.phases.map((p) => p.completions)).toEqual([1, 1, 1, 1, 1]);
      expect(done.takenAt).toBeInstanceOf(Date);
    }
    expect(
      await ResearchRunModel.countDocuments({ _id: { $in: runs.map((r) => new Types.ObjectId(r.runId)) } }),
    ).toBe(4);
  }, 40_000);

  it('a process stopping mid-run releases the run, and the next process takes it up and completes it', async () => {
    const inFlight = new Map<string, Set<string>>();
    const most = new Map<string, number>();
    const taken: Array<{ runner: string; runId: string }> = [];
    const a = runnerOf('a', recordingAi('a', inFlight, most), taken);
    await a.jobs.start();
    const run = await newRun('Stopped', { queuedAt: new Date() });
    await a.runner.enqueue(run.runId, run.thesisId);
    await expect.poll(() => inFlight.get('a')?.size ?? 0, { timeout: 10_000 }).toBe(1);
    // The process stops: the run goes back to the queue (not failed), its job due again.
    await a.jobs.stop();
    const released = await record(run.runId);
    expect(released.status).toBe('running');
    expect(released.takenAt).toBeNull();
    const b = runnerOf('b', recordingAi('b', inFlight, most), taken);
    await b.jobs.start();
    await expect.poll(async () => (await record(run.runId)).status, { timeout: 30_000 }).toBe('complete');
    expect(taken.map((t) => t.runner)).toEqual(['a', 'b']);
    const done = await record(run.runId);
    expect(done.attempt).toBe(2);
    expect(done.phases.map((p) => p.completions)).toEqual([1, 1, 1, 1, 1]);
  }, 40_000);
});
