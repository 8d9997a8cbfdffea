// The job queue (shared/jobs.ts) on the embedded engine: a defined job scheduled runs once (kept done,
// or removed); one job per `uniqueBy` value; a failing job is retried after its delay until it gives
// up; a live lock keeps other processes off a job, a lapsed one lets them take it up, and touch()
// keeps a long run's lock; stop() waits for the running handler, which gives its job back for the
// next process; cancel removes jobs by name and data, before they run; the job collections of before
// are adopted at start.
import type { Db } from 'mongodb';
import mongoose from 'mongoose';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/database.js';
import { JobQueue, type JobOptions } from './jobs.js';

const logger = pino({ level: 'silent' });

useTestDatabase();

const queues: JobQueue[] = [];
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
});

/** A queue of its own, as a gateway process has. */
function queue(options: { collection?: string; adopt?: string[] } = {}): JobQueue {
  const jobs = new JobQueue({
    db: mongoose.connection.db as unknown as Db,
    logger,
    graceMs: 10_000,
    ...options,
  });
  queues.push(jobs);
  return jobs;
}

const store = () => mongoose.connection.db!.collection('jobs');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SHORT: JobOptions = { lockLifetimeMs: 10_000, concurrency: 2, dueWithinMs: 100 };

describe('a defined job', () => {
  it('scheduled, runs once with its data; it stays, done, unless removed when done', async () => {
    const jobs = queue();
    const ran: unknown[] = [];
    jobs.define<{ n: number }>('kept', SHORT, async ({ data, failures }) => {
      ran.push({ kept: data.n, failures });
    });
    jobs.define<{ n: number }>('removed', { ...SHORT, removeWhenDone: true }, async ({ data }) => {
      ran.push({ removed: data.n });
    });
    await jobs.start();
    await jobs.schedule('kept', { n: 1 });
    await jobs.schedule('removed', { n: 2 });
    await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(2);
    expect(ran).toEqual(expect.arrayContaining([{ kept: 1, failures: 0 }, { removed: 2 }]));
    await expect.poll(() => store().countDocuments({ name: 'removed' }), { timeout: 5_000 }).toBe(0);
    const kept = await store().findOne({ name: 'kept' });
    expect(kept).toMatchObject({ nextRunAt: null, lockedAt: null, data: { n: 1 } });
    await sleep(500);
    expect(ran).toHaveLength(2);
  });

  it('scheduled for later, waits; one job per uniqueBy value', async () => {
    const jobs = queue();
    const ran: number[] = [];
    jobs.define<{ key: string; n: number }>('unique', SHORT, async ({ data }) => void ran.push(data.n));
    await jobs.start();
    const soon = new Date(Date.now() + 700);
    await jobs.schedule('unique', { key: 'a', n: 1 }, { at: soon, uniqueBy: 'key' });
    // Already there: left as it is.
    await jobs.schedule('unique', { key: 'a', n: 2 }, { at: soon, uniqueBy: 'key', keepExisting: true });
    expect(await store().countDocuments({ name: 'unique' })).toBe(1);
    await sleep(200);
    expect(ran).toEqual([]);
    await expect.poll(() => ran, { timeout: 10_000 }).toEqual([1]);
    await sleep(300);
    expect(ran).toEqual([1]);
  });

  it('is refused when defined twice, and scheduling an undefined one fails', async () => {
    const jobs = queue();
    jobs.define('once', SHORT, async () => undefined);
    expect(() => jobs.define('once', SHORT, async () => undefined)).toThrow(/defined twice/);
    await expect(jobs.schedule('never-defined', {})).rejects.toThrow(/not defined/);
  });
});

describe('retries', () => {
  it('a failing job runs again after its delay, until it succeeds', async () => {
    const jobs = queue();
    const runs: Array<{ failures: number; at: number }> = [];
    const delays: number[] = [];
    jobs.define(
      'flaky',
      {
        ...SHORT,
        retryDelayMs: (failures) => {
          delays.push(failures);
          return 150 * failures;
        },
      },
      async ({ failures }) => {
        runs.push({ failures, at: Date.now() });
        if (runs.length < 3) throw new Error('not yet');
      },
    );
    await jobs.start();
    await jobs.schedule('flaky', {});
    await expect.poll(() => runs.length, { timeout: 15_000 }).toBe(3);
    // The delay is asked with the failures so far, and the run is told them.
    expect(delays).toEqual([1, 2]);
    expect(runs.map((r) => r.failures)).toEqual([0, 1, 2]);
    // Each retry waits at least its delay (no upper bound: a loaded machine is slow).
    expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(140);
    expect(runs[2]!.at - runs[1]!.at).toBeGreaterThanOrEqual(290);
    await sleep(500);
    expect(runs).toHaveLength(3);
  });

  it('gives up when the delay is null; no retry without one', async () => {
    const jobs = queue();
    let limited = 0;
    let plain = 0;
    jobs.define('limited', { ...SHORT, retryDelayMs: (failures) => (failures < 2 ? 50 : null) }, async () => {
      limited++;
      throw new Error('always');
    });
    jobs.define('plain', SHORT, async () => {
      plain++;
      throw new Error('once');
    });
    await jobs.start();
    await jobs.schedule('limited', {});
    await jobs.schedule('plain', {});
    await expect.poll(() => limited, { timeout: 10_000 }).toBe(2);
    await sleep(700);
    expect(limited).toBe(2);
    expect(plain).toBe(1);
    expect(await store().findOne({ name: 'limited' })).toMatchObject({ failCount: 2, failReason: 'always' });
  });
});

describe('locks', () => {
  it('a live lock keeps other processes off a job; a lapsed one lets them take it up', async () => {
    const jobs = queue();
    let ran = 0;
    jobs.define('leased', { ...SHORT, lockLifetimeMs: 60_000 }, async () => void ran++);
    // Scheduled, then locked by a process that is not this one: 10 s ago.
    await jobs.schedule('leased', {});
    await store().updateOne({ name: 'leased' }, { $set: { lockedAt: new Date(Date.now() - 10_000) } });
    await jobs.start();
    await sleep(1_000);
    expect(ran).toBe(0);
    // That process went silent past the lock lifetime.
    await store().updateOne({ name: 'leased' }, { $set: { lockedAt: new Date(Date.now() - 61_000) } });
    await expect.poll(() => ran, { timeout: 10_000 }).toBe(1);
  });

  it('touch() keeps the lock of a run longer than the lock lifetime', async () => {
    const jobs = queue();
    let runs = 0;
    let finished = 0;
    jobs.define('long', { ...SHORT, lockLifetimeMs: 600, concurrency: 1 }, async ({ touch }) => {
      runs++;
      for (let i = 0; i < 12; i++) {
        await sleep(100);
        await touch();
      }
      finished++;
    });
    await jobs.start();
    await jobs.schedule('long', {});
    await expect.poll(() => finished, { timeout: 10_000 }).toBe(1);
    expect(runs).toBe(1);
    expect(await store().findOne({ name: 'long' })).toMatchObject({ failCount: null, lockedAt: null });
  });
});

describe('stop()', () => {
  it('aborts the running handler and waits for it; a job given back runs in the next process', async () => {
    const first = queue();
    const log: string[] = [];
    const define = (jobs: JobQueue, name: string) =>
      jobs.define<{ n: number }>('held', { ...SHORT, concurrency: 1 }, async ({ signal }) => {
        log.push(`${name} started`);
        if (name === 'second') return;
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        await sleep(200);
        log.push(`${name} gave it back`);
        return 'again';
      });
    define(first, 'first');
    await first.start();
    await first.schedule('held', { n: 1 });
    await expect.poll(() => log, { timeout: 10_000 }).toEqual(['first started']);
    await first.stop();
    expect(log).toEqual(['first started', 'first gave it back']);
    const job = await store().findOne({ name: 'held' });
    expect(job?.lockedAt).toBeNull();
    expect(job?.nextRunAt).toBeInstanceOf(Date);
    // Stopped: it takes no more jobs.
    await first.schedule('held', { n: 2 }, { at: new Date() });
    await sleep(500);
    expect(log).toHaveLength(2);

    const second = queue();
    define(second, 'second');
    await second.start();
    await expect.poll(() => log.filter((line) => line === 'second started').length).toBe(2);
    expect(await store().countDocuments({ name: 'held', nextRunAt: { $ne: null } })).toBe(0);
  });
});

describe('cancel', () => {
  it('removes the jobs of a name whose data has the given fields, before they run', async () => {
    const jobs = queue();
    const ran: string[] = [];
    jobs.define<{ thesisId: string; runId: string }>(
      'run',
      SHORT,
      async ({ data }) => void ran.push(data.runId),
    );
    jobs.define<{ thesisId: string }>(
      'other',
      SHORT,
      async ({ data }) => void ran.push(`other ${data.thesisId}`),
    );
    await jobs.start();
    const later = new Date(Date.now() + 800);
    await jobs.schedule('run', { thesisId: 't1', runId: 'r1' }, { at: later });
    await jobs.schedule('run', { thesisId: 't2', runId: 'r2' }, { at: later });
    await jobs.schedule('other', { thesisId: 't1' }, { at: later });
    expect(await jobs.cancel('run', { thesisId: 't1' })).toBe(1);
    expect(await jobs.cancel('run', { thesisId: 't1' })).toBe(0);
    await expect.poll(() => ran.sort(), { timeout: 10_000 }).toEqual(['other t1', 'r2']);
    await sleep(300);
    expect(ran).toHaveLength(2);
  });
});

describe('adopt', () => {
  it('moves the jobs of the collections of before into the queue’s at start, and drops them', async () => {
    const before = queue({ collection: 'old_jobs' });
    before.define<{ n: number }>('old', SHORT, async () => undefined);
    await before.schedule('old', { n: 1 }, { at: new Date(Date.now() + 500) });
    await before.schedule('old', { n: 2 }, { at: new Date(Date.now() + 500) });
    const ran: number[] = [];
    const jobs = queue({ adopt: ['old_jobs', 'never_there'] });
    jobs.define<{ n: number }>('old', SHORT, async ({ data }) => void ran.push(data.n));
    await jobs.start();
    const names = (await mongoose.connection.db!.listCollections().toArray()).map((c) => c.name);
    expect(names).not.toContain('old_jobs');
    await expect.poll(() => ran.sort(), { timeout: 10_000 }).toEqual([1, 2]);
  });
});
