// The worker helper: .ts sources start through tsx, requests queue behind a bounded number of
// workers, a full queue is refused, a request past its time limit loses its worker (replaced for the
// next one), a crash fails only the request it was running, idle workers stop, close() fails the rest.
import { afterEach, describe, expect, it } from 'vitest';
import { rejectionOf } from '../testing/service-errors.js';
import type { FixtureRequest } from '../testing/worker-fixture.js';
import { WorkerPool, WorkerPoolError, type WorkerPoolOptions } from './worker.js';

const FIXTURE = new URL('../testing/worker-fixture.js', import.meta.url);
type Reply = { value: string; thread: number };

const pools: WorkerPool<FixtureRequest, Reply>[] = [];
const pool = (options: Partial<WorkerPoolOptions> = {}) => {
  const made = new WorkerPool<FixtureRequest, Reply>(FIXTURE, {
    name: 'fixture',
    size: 1,
    maxQueue: 4,
    timeoutMs: 10_000,
    ...options,
  });
  pools.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((made) => made.close()));
});

const failure = (promise: Promise<unknown>) => rejectionOf(promise, WorkerPoolError, 'the request');

describe('WorkerPool', () => {
  it('runs requests in one worker thread from the .ts source, one after another', async () => {
    const workers = pool();
    const replies = await Promise.all(['a', 'b', 'c'].map((value) => workers.run({ kind: 'echo', value })));
    expect(replies.map((reply) => reply.value)).toEqual(['a', 'b', 'c']);
    expect(new Set(replies.map((reply) => reply.thread)).size).toBe(1);
    expect(workers.workers).toBe(1);
  });

  it('uses up to `size` workers and refuses requests past the queue', async () => {
    const workers = pool({ size: 2, maxQueue: 1 });
    const running = [workers.run({ kind: 'spin', ms: 300 }), workers.run({ kind: 'spin', ms: 300 })];
    const queued = workers.run({ kind: 'echo', value: 'queued' });
    const refused = await failure(workers.run({ kind: 'echo', value: 'refused' }));
    expect(refused.reason).toBe('busy');
    const spun = await Promise.all(running);
    expect(new Set(spun.map((reply) => reply.thread)).size).toBe(2);
    expect((await queued).value).toBe('queued');
  });

  it('reports a request’s error without losing the worker', async () => {
    const workers = pool();
    const { thread } = await workers.run({ kind: 'echo', value: 'first' });
    const error = await failure(workers.run({ kind: 'throw', message: 'bad input' }));
    expect(error.reason).toBe('failed');
    expect(error.message).toBe('bad input');
    expect((await workers.run({ kind: 'echo', value: 'again' })).thread).toBe(thread);
  });

  it('terminates a worker past the time limit and runs the next request in a fresh one', async () => {
    const workers = pool({ timeoutMs: 1_000 });
    const { thread } = await workers.run({ kind: 'echo', value: 'warm' });
    const started = Date.now();
    const slow = failure(workers.run({ kind: 'spin', ms: 20_000 }));
    const next = workers.run({ kind: 'echo', value: 'next' });
    const error = await slow;
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('The fixture took longer than 1 s.');
    expect(Date.now() - started).toBeLessThan(10_000);
    const reply = await next;
    expect(reply.value).toBe('next');
    expect(reply.thread).not.toBe(thread);
    expect(workers.workers).toBe(1);
  });

  it('fails the request a crashed worker was running; queued requests get a new worker', async () => {
    const workers = pool();
    const { thread } = await workers.run({ kind: 'echo', value: 'warm' });
    const crashed = failure(workers.run({ kind: 'exit', code: 3 }));
    const queued = workers.run({ kind: 'echo', value: 'after the crash' });
    const error = await crashed;
    expect(error.reason).toBe('crashed');
    expect(error.message).toBe('The fixture worker stopped: exit code 3');
    const reply = await queued;
    expect(reply.value).toBe('after the crash');
    expect(reply.thread).not.toBe(thread);
  });

  it('stops idle workers and starts one again on demand', async () => {
    const workers = pool({ idleMs: 100 });
    const { thread } = await workers.run({ kind: 'echo', value: 'one' });
    expect(workers.workers).toBe(1);
    await expect.poll(() => workers.workers, { timeout: 5_000 }).toBe(0);
    expect((await workers.run({ kind: 'echo', value: 'two' })).thread).not.toBe(thread);
  });

  it('close() fails running and queued requests and refuses new ones', async () => {
    const workers = pool();
    const running = failure(workers.run({ kind: 'spin', ms: 2_000 }));
    const queued = failure(workers.run({ kind: 'echo', value: 'queued' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await workers.close();
    expect((await running).reason).toBe('closed');
    expect((await queued).reason).toBe('closed');
    expect((await failure(workers.run({ kind: 'echo', value: 'late' }))).reason).toBe('closed');
  });

  it('runOrHere computes here when the pool is busy or stopped, and not when a request fails', async () => {
    const workers = pool({ size: 1, maxQueue: 0 });
    const here = (request: FixtureRequest): Reply => ({
      value: request.kind === 'echo' ? `here:${request.value}` : 'here',
      thread: -1,
    });
    const running = workers.run({ kind: 'spin', ms: 300 });
    expect(await workers.runOrHere({ kind: 'echo', value: 'busy' }, here)).toEqual({
      value: 'here:busy',
      thread: -1,
    });
    await running;
    expect((await workers.runOrHere({ kind: 'echo', value: 'free' }, here)).thread).not.toBe(-1);
    expect((await failure(workers.runOrHere({ kind: 'throw', message: 'bad' }, here))).reason).toBe('failed');
    await workers.close();
    expect((await workers.runOrHere({ kind: 'echo', value: 'stopped' }, here)).value).toBe('here:stopped');
  });
});
