// The fair scheduler of model calls (issue 20). Every call to the provider waits here for a slot of
// the adaptive window (adaptive-limit.ts), and the order in which waiting calls get slots is fair:
//
// - Two priority classes. Interactive calls (a person waits: wizard drafts, chat answers, key insights,
//   claim checks after an edit, a search's query vector) go before background ones (research sections,
//   a run's claim checks, embeddings for indexing). Background calls never starve: after
//   `interactiveBurst` interactive starts in a row while background calls wait, one background call
//   starts; and background calls together hold at most the window less a small reserve (1/8 of it, at
//   most 8, from a window of 8 up), so an interactive call usually starts at once.
// - Within a class, round robin over users (deficit round robin with equal costs): each user with
//   waiting calls starts one in turn, however many they have waiting; and of the users waiting, the
//   one running the fewest calls goes first (calls are not preempted: the slots that free up go to
//   whoever is furthest below their share, so a newcomer is not kept waiting by one who holds many).
//   Within a user, the same over their runs (a research run, a chat), each run's calls in order.
//
// A call waiting here can be cancelled by its signal. The window and its holds (Retry-After, spent
// budgets) come from the AdaptiveLimit, which every ended call reports to.
import type { AdaptiveLimit, CallOutcome } from './adaptive-limit.js';
import { AiError, type AiCaller, type AiPriority } from './provider.js';

/** Who an unattributed call counts as. */
const UNATTRIBUTED: AiCaller = { userId: '(unattributed)', priority: 'background' };

/**
 * Round robin over users, then over each user's runs; FIFO within a run. Given how many calls each
 * user (and run) has running, the turn goes to the first in turn order of those running the fewest:
 * a user who just arrived is served before one who already holds many slots (calls are not
 * preempted, so the slots that free up go to whoever is furthest below their share).
 */
export class FairQueue<T> {
  private readonly users = new Map<string, { runs: Map<string, T[]>; turn: string[] }>();
  /** Users with waiting items, in turn order. */
  private readonly turn: string[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(userId: string, runId: string, item: T): void {
    let user = this.users.get(userId);
    if (!user) {
      user = { runs: new Map(), turn: [] };
      this.users.set(userId, user);
      this.turn.push(userId);
    }
    let run = user.runs.get(runId);
    if (!run) {
      run = [];
      user.runs.set(runId, run);
      user.turn.push(runId);
    }
    run.push(item);
    this.count += 1;
  }

  /**
   * The next item in fair order. `running(userId, runId?)`: calls of that user (or run) running now;
   * omitted, plain round robin.
   */
  shift(running?: (userId: string, runId?: string) => number, cap = Infinity): T | undefined {
    const at = pick(this.turn, running ? (id) => running(id) : undefined);
    if (at === undefined) return undefined;
    // The user running the fewest is at the cap: so is everyone waiting.
    if (running && running(this.turn[at]!) >= cap) return undefined;
    const userId = this.turn.splice(at, 1)[0]!;
    const user = this.users.get(userId)!;
    const runId = user.turn.splice(
      pick(user.turn, running ? (id) => running(userId, id) : undefined)!,
      1,
    )[0]!;
    const run = user.runs.get(runId)!;
    const item = run.shift()!;
    this.count -= 1;
    if (run.length > 0) user.turn.push(runId);
    else user.runs.delete(runId);
    if (user.turn.length > 0) this.turn.push(userId);
    else this.users.delete(userId);
    return item;
  }

  /** Takes a waiting item out (a cancelled call); false when it was not waiting. */
  remove(userId: string, runId: string, item: T): boolean {
    const user = this.users.get(userId);
    const run = user?.runs.get(runId);
    const at = run?.indexOf(item) ?? -1;
    if (!user || !run || at < 0) return false;
    run.splice(at, 1);
    this.count -= 1;
    if (run.length === 0) {
      user.runs.delete(runId);
      user.turn.splice(user.turn.indexOf(runId), 1);
    }
    if (user.turn.length === 0) {
      this.users.delete(userId);
      this.turn.splice(this.turn.indexOf(userId), 1);
    }
    return true;
  }

  /** Waiting items per user (for reporting). */
  waitingByUser(): Map<string, number> {
    return new Map(
      [...this.users].map(([id, user]) => [id, [...user.runs.values()].reduce((n, r) => n + r.length, 0)]),
    );
  }
}

/** Where in `turn` the first key with the least `load` is (the first one without `load`). */
function pick(turn: string[], load: ((key: string) => number) | undefined): number | undefined {
  if (turn.length === 0) return undefined;
  if (!load || turn.length === 1) return 0;
  let best = 0;
  let least = load(turn[0]!);
  for (let i = 1; i < turn.length && least > 0; i++) {
    const value = load(turn[i]!);
    if (value < least) {
      least = value;
      best = i;
    }
  }
  return best;
}

/** A slot held by one call; `release` exactly once, with how the call ended. */
export interface Ticket {
  readonly priority: AiPriority;
  /** The window's epoch when the call started (see AdaptiveLimit). */
  readonly epoch: number;
  release(outcome?: CallOutcome): void;
}

interface Waiter {
  caller: AiCaller;
  runKey: string;
  resolve(ticket: Ticket): void;
  reject(error: unknown): void;
  cleanup(): void;
}

export interface ModelSchedulerOptions {
  limit: AdaptiveLimit;
  /** Interactive starts in a row while background calls wait, before one background start (default 4). */
  interactiveBurst?: number;
  /** Share of the window background calls leave free (default 1/8, at most `maxReserve`, none below 8). */
  reserveFraction?: number;
  /** Most slots reserved (default 8). */
  maxReserve?: number;
}

export class ModelScheduler {
  readonly limit: AdaptiveLimit;
  private readonly queues: Record<AiPriority, FairQueue<Waiter>> = {
    interactive: new FairQueue(),
    background: new FairQueue(),
  };
  private readonly burst: number;
  private readonly reserveFraction: number;
  private readonly maxReserve: number;
  private active = 0;
  private activeBackground = 0;
  /** Interactive starts in a row while background calls waited. */
  private streak = 0;
  /** Calls running per user, and per user and run (`user\u0000run`). */
  private readonly running = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  /** Calls started so far, per class (for tests and reporting). */
  readonly started: Record<AiPriority, number> = { interactive: 0, background: 0 };

  constructor(options: ModelSchedulerOptions) {
    this.limit = options.limit;
    this.burst = Math.max(1, options.interactiveBurst ?? 4);
    this.reserveFraction = options.reserveFraction ?? 1 / 8;
    this.maxReserve = options.maxReserve ?? 8;
  }

  /** Calls running, and waiting per class. */
  get load(): { active: number; pending: number; interactive: number; background: number; limit: number } {
    const interactive = this.queues.interactive.size;
    const background = this.queues.background.size;
    return {
      active: this.active,
      pending: interactive + background,
      interactive,
      background,
      limit: this.limit.limit,
    };
  }

  /** Slots background calls leave to interactive ones. */
  reserve(): number {
    const window = this.limit.limit;
    return window >= 8 ? Math.min(this.maxReserve, Math.floor(window * this.reserveFraction)) : 0;
  }

  /** Waits for a slot for `caller`'s call; rejects with CANCELLED when `signal` aborts first. */
  acquire(caller: AiCaller | undefined, signal?: AbortSignal): Promise<Ticket> {
    const who = caller ?? UNATTRIBUTED;
    if (signal?.aborted) return Promise.reject(new AiError('CANCELLED', 'The request was cancelled.'));
    return new Promise<Ticket>((resolve, reject) => {
      const queue = this.queues[who.priority];
      const onAbort = () => {
        if (queue.remove(who.userId, waiter.runKey, waiter)) {
          waiter.cleanup();
          reject(new AiError('CANCELLED', 'The request was cancelled.'));
          this.dispatch();
        }
      };
      const waiter: Waiter = {
        caller: who,
        runKey: who.runId ?? '',
        resolve,
        reject,
        cleanup: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(who.userId, waiter.runKey, waiter);
      this.dispatch();
    });
  }

  /** Starts waiting calls while the window has room, in the order described above. */
  private dispatch(): void {
    for (;;) {
      const interactive = this.queues.interactive.size > 0;
      const background = this.queues.background.size > 0;
      if (!interactive && !background) return;
      const hold = this.limit.holdMs();
      if (hold > 0) {
        this.wake(hold);
        return;
      }
      const window = this.limit.limit;
      if (this.active >= window) return;
      const reserve = this.reserve();
      const backgroundMayStart = background && this.activeBackground < window - reserve;
      // Interactive first, except one background call after `burst` interactive ones in a row.
      const order: AiPriority[] =
        interactive && (!backgroundMayStart || this.streak < this.burst)
          ? ['interactive', 'background']
          : ['background', 'interactive'];
      let waiter: Waiter | undefined;
      let priority: AiPriority = 'interactive';
      for (const candidate of order) {
        if (candidate === 'background' ? !backgroundMayStart : !interactive) continue;
        // One user's background calls leave another reserve free for other users.
        const cap = candidate === 'background' ? window - 2 * reserve : Infinity;
        waiter = this.queues[candidate].shift(this.runningOf, cap);
        if (waiter) {
          priority = candidate;
          break;
        }
      }
      if (!waiter) return;
      this.streak = priority === 'interactive' && backgroundMayStart ? this.streak + 1 : 0;
      waiter.cleanup();
      waiter.resolve(this.ticket(priority, waiter.caller.userId, waiter.runKey));
    }
  }

  private readonly runningOf = (userId: string, runId?: string): number =>
    this.running.get(runId === undefined ? userId : `${userId}\u0000${runId}`) ?? 0;

  private count(key: string, by: number): void {
    const value = (this.running.get(key) ?? 0) + by;
    if (value > 0) this.running.set(key, value);
    else this.running.delete(key);
  }

  private ticket(priority: AiPriority, userId: string, runKey: string): Ticket {
    this.count(userId, 1);
    this.count(`${userId}\u0000${runKey}`, 1);
    this.active += 1;
    if (priority === 'background') this.activeBackground += 1;
    this.started[priority] += 1;
    this.limit.started();
    const epoch = this.limit.epoch;
    let released = false;
    return {
      priority,
      epoch,
      release: (outcome = { kind: 'other' }) => {
        if (released) return;
        released = true;
        this.count(userId, -1);
        this.count(`${userId}\u0000${runKey}`, -1);
        const inFlight = this.active;
        this.active -= 1;
        if (priority === 'background') this.activeBackground -= 1;
        this.limit.completed(epoch, outcome, inFlight);
        this.dispatch();
      },
    };
  }

  /** Dispatches again once a hold has passed. */
  private wake(ms: number): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.dispatch();
    }, ms);
  }
}
