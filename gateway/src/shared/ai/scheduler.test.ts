// The fair scheduler of model calls, deterministically (slots released by hand, or on a fake clock):
// round robin over users and then over a user's runs, interactive before background without
// starving it, the slots kept for interactive calls, cancellation while waiting, Retry-After holds,
// and the case — one user's run behind another user's ten — played on simulated time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdaptiveLimit } from './adaptive-limit.js';
import { AiError, type AiCaller } from './provider.js';
import { FairQueue, ModelScheduler, type Ticket } from './scheduler.js';

const bg = (userId: string, runId?: string): AiCaller => ({
  userId,
  ...(runId ? { runId } : {}),
  priority: 'background',
});
const ia = (userId: string, runId?: string): AiCaller => ({
  userId,
  ...(runId ? { runId } : {}),
  priority: 'interactive',
});

const scheduler = (ceiling: number, options: { burst?: number } = {}) =>
  new ModelScheduler({
    limit: new AdaptiveLimit({ ceiling }),
    ...(options.burst ? { interactiveBurst: options.burst } : {}),
  });

/** Queues calls named `label`; records the order in which they start. */
function harness(s: ModelScheduler) {
  const order: string[] = [];
  const tickets = new Map<string, Ticket>();
  const ask = (label: string, caller: AiCaller, signal?: AbortSignal) => {
    const pending = s.acquire(caller, signal).then((ticket) => {
      order.push(label);
      tickets.set(label, ticket);
      return ticket;
    });
    pending.catch(() => undefined);
    return pending;
  };
  /** Lets the started calls' promises settle. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const release = async (label: string) => {
    tickets.get(label)!.release({ kind: 'ok' });
    await settle();
  };
  return { order, tickets, ask, settle, release };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FairQueue', () => {
  it('takes users in turn, then each user’s runs in turn, each run first in first out', () => {
    const queue = new FairQueue<string>();
    for (let i = 1; i <= 3; i++) queue.push('ann', 'run-a', `ann-a${i}`);
    for (let i = 1; i <= 2; i++) queue.push('ann', 'run-b', `ann-b${i}`);
    queue.push('bob', 'run-c', 'bob-c1');
    queue.push('cat', '', 'cat-1');
    queue.push('cat', '', 'cat-2');
    const out: string[] = [];
    for (let item = queue.shift(); item; item = queue.shift()) out.push(item);
    expect(out).toEqual(['ann-a1', 'bob-c1', 'cat-1', 'ann-b1', 'cat-2', 'ann-a2', 'ann-b2', 'ann-a3']);
    expect(queue.size).toBe(0);
  });

  it('a user who arrives joins the turn at its end; one with a thousand calls waiting gets no more turns', () => {
    const queue = new FairQueue<string>();
    for (let i = 0; i < 1000; i++) queue.push('heavy', `run-${i % 10}`, `h${i}`);
    expect(queue.shift()).toBe('h0');
    queue.push('light', 'one', 'l1');
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual(['h1', 'l1', 'h2']);
    expect(queue.waitingByUser()).toEqual(new Map([['heavy', 997]]));
  });

  it('given what each runs, the turn goes to the first of those running the fewest; none past the cap', () => {
    const queue = new FairQueue<string>();
    queue.push('ann', 'r1', 'a1');
    queue.push('ann', 'r2', 'a2');
    queue.push('bob', 'r', 'b1');
    queue.push('cat', 'r', 'c1');
    const running = new Map([
      ['ann', 3],
      ['ann\u0000r1', 2],
      ['ann\u0000r2', 1],
      ['bob', 5],
      ['cat', 3],
    ]);
    const runningOf = (user: string, run?: string) =>
      running.get(run === undefined ? user : `${user}\u0000${run}`) ?? 0;
    // Ann and Cat run 3 each, Ann is first in turn; of Ann's runs, r2 runs fewer.
    expect(queue.shift(runningOf)).toBe('a2');
    expect(queue.shift(runningOf)).toBe('c1');
    // Everyone waiting runs at least 3: a cap of 3 starts nobody.
    expect(queue.shift(runningOf, 3)).toBeUndefined();
    expect(queue.shift(runningOf)).toBe('a1');
    expect(queue.shift(runningOf)).toBe('b1');
  });

  it('removes a waiting item wherever it is', () => {
    const queue = new FairQueue<string>();
    queue.push('ann', 'r', 'a1');
    queue.push('bob', 'r', 'b1');
    queue.push('ann', 'r', 'a2');
    expect(queue.remove('bob', 'r', 'b1')).toBe(true);
    expect(queue.remove('bob', 'r', 'b1')).toBe(false);
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual(['a1', 'a2', undefined]);
  });
});

describe('ModelScheduler', () => {
  it('runs at most the window at once; a second user’s call takes the next free slot', async () => {
    const s = scheduler(2);
    const h = harness(s);
    for (let i = 1; i <= 20; i++) void h.ask(`ann${i}`, bg('ann', `run-${i % 10}`));
    await h.settle();
    expect(h.order).toEqual(['ann1', 'ann2']);
    void h.ask('bob1', bg('bob', 'single'));
    void h.ask('bob2', bg('bob', 'single'));
    await h.settle();
    expect(s.load).toMatchObject({ active: 2, pending: 20 });
    // Ann has 18 calls waiting and one running; Bob runs none: his turn comes first.
    await h.release('ann1');
    expect(h.order.at(-1)).toBe('bob1');
    // A slot that frees goes to whoever runs fewer: Ann (none) after ann2, Bob (none) after bob1.
    await h.release('ann2');
    expect(h.order.at(-1)).toBe('ann3');
    await h.release('bob1');
    expect(h.order.at(-1)).toBe('bob2');
  });

  it('one user’s background calls leave room for others: at most the window less twice the reserve', async () => {
    const s = scheduler(16);
    const h = harness(s);
    expect(s.reserve()).toBe(2);
    for (let i = 0; i < 30; i++) void h.ask(`ann${i}`, bg('ann', `run-${i % 10}`));
    await h.settle();
    expect(s.load).toMatchObject({ active: 12, background: 18 });
    void h.ask('bob1', bg('bob', 'single'));
    void h.ask('bob2', bg('bob', 'single'));
    void h.ask('chat', ia('ann'));
    await h.settle();
    // Bob's two start at once, as does Ann's interactive call (interactive calls have no cap).
    expect(h.order.slice(-3).sort()).toEqual(['bob1', 'bob2', 'chat']);
    expect(s.load).toMatchObject({ active: 15, background: 18 });
  });

  it('interactive calls go first; after 4 in a row one waiting background call starts', async () => {
    const s = scheduler(1);
    const h = harness(s);
    void h.ask('first', bg('ann'));
    await h.settle();
    for (let i = 1; i <= 3; i++) void h.ask(`bg${i}`, bg('ann', 'research'));
    for (let i = 1; i <= 10; i++) void h.ask(`chat${i}`, ia(`user${i}`));
    await h.settle();
    for (let step = 0; step < 13; step++) await h.release(h.order.at(-1)!);
    expect(h.order).toEqual([
      'first',
      'chat1',
      'chat2',
      'chat3',
      'chat4',
      'bg1',
      'chat5',
      'chat6',
      'chat7',
      'chat8',
      'bg2',
      'chat9',
      'chat10',
      'bg3',
    ]);
    expect(s.started).toEqual({ interactive: 10, background: 4 });
  });

  it('background calls leave an eighth of a large window to interactive ones, which start at once', async () => {
    const s = scheduler(32);
    const h = harness(s);
    expect(s.reserve()).toBe(4);
    for (let i = 0; i < 40; i++) void h.ask(`bg${i}`, bg(`user${i % 5}`, `run${i}`));
    await h.settle();
    expect(s.load).toMatchObject({ active: 28, background: 12 });
    for (let i = 0; i < 4; i++) void h.ask(`chat${i}`, ia('reader'));
    await h.settle();
    expect(s.load).toMatchObject({ active: 32, interactive: 0, background: 12 });
    expect(h.order.slice(-4)).toEqual(['chat0', 'chat1', 'chat2', 'chat3']);
    // Small windows (a local server at 2) keep no reserve.
    expect(scheduler(2).reserve()).toBe(0);
  });

  it('a call cancelled while it waits leaves the queue and never takes a slot', async () => {
    const s = scheduler(1);
    const h = harness(s);
    void h.ask('running', bg('ann'));
    const controller = new AbortController();
    const cancelled = h.ask('cancelled', ia('bob'), controller.signal);
    void h.ask('next', bg('cat'));
    await h.settle();
    controller.abort();
    const error = await cancelled.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).code).toBe('CANCELLED');
    await h.release('running');
    expect(h.order).toEqual(['running', 'next']);
    expect(s.load.pending).toBe(0);
    await expect(s.acquire(bg('x'), AbortSignal.abort())).rejects.toMatchObject({ code: 'CANCELLED' });
  });

  it('a 429 with Retry-After halves the window and holds every new call until then', async () => {
    vi.useFakeTimers({ now: 0 });
    const s = scheduler(8);
    const started: string[] = [];
    const tickets: Ticket[] = [];
    const ask = (label: string) =>
      void s.acquire(ia('ann', label)).then((ticket) => {
        started.push(label);
        tickets.push(ticket);
      });
    for (let i = 0; i < 8; i++) ask(`a${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toHaveLength(8);
    tickets[0]!.release({ kind: 'overload', info: { retryAfterMs: 2_000 } });
    ask('b0');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(started).toHaveLength(8);
    expect(s.load.limit).toBe(4);
    // The other calls of that moment end: the window is now 4 with 7 running; after the hold 4 run at once.
    for (const ticket of tickets.slice(1, 5)) ticket.release({ kind: 'ok' });
    for (let i = 1; i <= 3; i++) ask(`b${i}`);
    await vi.advanceTimersByTimeAsync(1);
    expect(started.slice(8)).toEqual(['b0']);
    for (const ticket of tickets.slice(5)) ticket.release({ kind: 'ok' });
    await vi.advanceTimersByTimeAsync(0);
    expect(started.slice(8)).toEqual(['b0', 'b1', 'b2', 'b3']);
  });
});

describe('one user’s run behind another user’s ten (simulated time)', () => {
  /**
   * Runs shaped like research runs (one 8 s call, then six at once of 14-19 s, then one of 8 s: 35 s
   * alone) on a window of `window` calls; Ann starts ten runs two seconds apart, then Bob starts one.
   * Returns the longest of Ann's runs and Bob's run.
   */
  async function play(window: number, schedule: 'fair' | 'fifo') {
    vi.useFakeTimers({ now: 0 });
    const s = scheduler(window);
    // First come, first served: every call counts as one user's one run.
    const who = (user: string, run: string): AiCaller => (schedule === 'fair' ? bg(user, run) : bg('all'));
    const call = async (caller: AiCaller, ms: number) => {
      const ticket = await s.acquire(caller);
      await new Promise((resolve) => setTimeout(resolve, ms));
      ticket.release({ kind: 'ok' });
    };
    const run = async (user: string, id: string) => {
      const started = Date.now();
      const caller = who(user, id);
      await call(caller, 8_000);
      await Promise.all(Array.from({ length: 6 }, (_, i) => call(caller, 14_000 + i * 1_000)));
      await call(caller, 8_000);
      return Date.now() - started;
    };
    const ann: Array<Promise<number>> = [];
    for (let i = 0; i < 10; i++) {
      ann.push(run('ann', `ann-${i}`));
      await vi.advanceTimersByTimeAsync(2_000);
    }
    const bob = run('bob', 'bob-1');
    await vi.advanceTimersByTimeAsync(3_600_000);
    return { ann: Math.max(...(await Promise.all(ann))), bob: await bob };
  }
  const ALONE = 35_000;

  it('window full (8 calls): Bob’s run takes under half as long as first come, first served; Ann’s hardly longer', async () => {
    const fair = await play(8, 'fair');
    const fifo = await play(8, 'fifo');
    expect(fifo.bob).toBeGreaterThan(ALONE * 4);
    expect(fair.bob).toBeLessThan(fifo.bob / 2);
    expect(fair.ann).toBeLessThanOrEqual(fifo.ann * 1.1);
  });

  it('at the default ceiling (128 calls) Bob’s run takes what it takes alone', async () => {
    expect((await play(128, 'fair')).bob).toBe(ALONE);
  });
});
