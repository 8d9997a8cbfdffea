// Worker threads: started from the build's .js or, in dev and tests, from the .ts sources through tsx;
// and a small pool for CPU-bound requests (one at a time per worker, a bounded queue, a time limit that
// terminates the worker, a crashed worker failing only its own request and being replaced).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker module `url` (its built `.js` path, resolved against the caller's
 * `import.meta.url`); when that file is absent (sources run through tsx) its `.ts` sibling is loaded
 * through tsx's loader.
 */
export function startWorker(url: URL, options: WorkerOptions = {}): Worker {
  if (existsSync(fileURLToPath(url))) return new Worker(url, options);
  const ts = url.href.replace(/\.js$/, '.ts');
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(ts)}); });`,
    { ...options, eval: true },
  );
}

interface Request<I> {
  id: number;
  input: I;
}
type Reply<O> = { ready: true } | { id: number; output: O } | { id: number; error: string };

/** The worker's side of a `WorkerPool`: answers each request with `handle`'s result or its error. */
export function serveRequests<I, O>(handle: (input: I) => O | Promise<O>): void {
  const port = parentPort;
  if (!port) throw new Error('serveRequests runs in a worker thread');
  port.postMessage({ ready: true } satisfies Reply<O>);
  port.on('message', ({ id, input }: Request<I>) => {
    Promise.resolve()
      .then(() => handle(input))
      .then(
        (output) => port.postMessage({ id, output } satisfies Reply<O>),
        (error: unknown) =>
          port.postMessage({
            id,
            error: error instanceof Error ? error.message : String(error),
          } satisfies Reply<O>),
      );
  });
}

export type WorkerFailure = 'busy' | 'timeout' | 'crashed' | 'failed' | 'closed';

/** Why a pool request did not produce a result. */
export class WorkerPoolError extends Error {
  constructor(
    readonly reason: WorkerFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WorkerPoolError';
  }
}

export interface WorkerPoolOptions {
  /** Used in error messages, e.g. "export". */
  name: string;
  /** Workers at most; each runs one request at a time. */
  size: number;
  /** Requests that may wait for a worker; past it `run` fails at once ("busy"). */
  maxQueue: number;
  /**
   * The longest one request may run (counted from when its worker is ready); past it its worker is
   * terminated and replaced. A worker gets as long, at least 30 s, to start.
   */
  timeoutMs: number;
  /** An idle worker stops after this long (the next request starts a fresh one); unset: never. */
  idleMs?: number;
  /** Passed to each worker, e.g. `resourceLimits`. */
  worker?: WorkerOptions;
}

interface Job<I, O> {
  id: number;
  input: I;
  resolve(output: O): void;
  reject(error: Error): void;
}

interface Slot<I, O> {
  worker: Worker;
  /** Its module loaded and listening. */
  ready: boolean;
  job?: Job<I, O>;
  /** The start, request or idle time limit running now. */
  timer?: NodeJS.Timeout;
}

/**
 * Runs requests in worker threads started from `url` (see `startWorker`; the worker calls
 * `serveRequests`). Idle workers never keep the process alive.
 */
export class WorkerPool<I, O> {
  private readonly slots = new Set<Slot<I, O>>();
  private readonly queue: Job<I, O>[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly url: URL,
    private readonly options: WorkerPoolOptions,
  ) {}

  /** Workers running now (busy or idle). */
  get workers(): number {
    return this.slots.size;
  }

  /**
   * `run`, or `here(input)` on this thread when the pool is busy or stopped: for work whose answer is
   * the same wherever it is computed (a timeout or a crash still fails).
   */
  async runOrHere(input: I, here: (input: I) => O | Promise<O>): Promise<O> {
    try {
      return await this.run(input);
    } catch (error) {
      if (error instanceof WorkerPoolError && (error.reason === 'busy' || error.reason === 'closed'))
        return here(input);
      throw error;
    }
  }

  run(input: I): Promise<O> {
    const { name, maxQueue } = this.options;
    if (this.closed) return Promise.reject(new WorkerPoolError('closed', `The ${name} workers stopped.`));
    if (!this.hasRoom() && this.queue.length >= maxQueue)
      return Promise.reject(new WorkerPoolError('busy', `The ${name} workers are busy.`));
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const error = new WorkerPoolError('closed', `The ${this.options.name} workers stopped.`);
    for (const job of this.queue.splice(0)) job.reject(error);
    const slots = [...this.slots];
    this.slots.clear();
    for (const slot of slots) {
      clearTimeout(slot.timer);
      slot.job?.reject(error);
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private hasRoom(): boolean {
    if (this.slots.size < this.options.size) return true;
    for (const slot of this.slots) if (!slot.job) return true;
    return false;
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot: Slot<I, O> | undefined;
      for (const candidate of this.slots) if (!candidate.job) slot = candidate;
      if (!slot && this.slots.size < this.options.size) slot = this.spawn();
      if (!slot) return;
      this.assign(slot, this.queue.shift()!);
    }
  }

  private assign(slot: Slot<I, O>, job: Job<I, O>): void {
    if (slot.ready) clearTimeout(slot.timer);
    slot.job = job;
    slot.worker.ref();
    if (slot.ready) this.limit(slot, job);
    try {
      slot.worker.postMessage({ id: job.id, input: job.input } satisfies Request<I>);
    } catch (error) {
      this.finish(slot);
      job.reject(new WorkerPoolError('failed', error instanceof Error ? error.message : String(error)));
      this.dispatch();
    }
  }

  /** Starts `job`'s time limit in `slot`. */
  private limit(slot: Slot<I, O>, job: Job<I, O>): void {
    const { name, timeoutMs } = this.options;
    slot.timer = setTimeout(() => {
      this.retire(slot);
      job.reject(new WorkerPoolError('timeout', `The ${name} took longer than ${timeoutMs / 1000} s.`));
      this.dispatch();
    }, timeoutMs);
  }

  /** Frees `slot` after its job ended; it stops after `idleMs` unless given another. */
  private finish(slot: Slot<I, O>): void {
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.worker.unref();
    const { idleMs } = this.options;
    if (idleMs !== undefined) {
      slot.timer = setTimeout(() => this.retire(slot), idleMs);
      slot.timer.unref();
    }
  }

  /** Removes `slot` from the pool and terminates its worker. */
  private retire(slot: Slot<I, O>): void {
    clearTimeout(slot.timer);
    if (!this.slots.delete(slot)) return;
    void slot.worker.terminate();
  }

  private spawn(): Slot<I, O> {
    const { name } = this.options;
    const worker = startWorker(this.url, this.options.worker);
    const slot: Slot<I, O> = { worker, ready: false };
    worker.on('message', (reply: Reply<O>) => {
      if (!this.slots.has(slot)) return;
      if ('ready' in reply) {
        slot.ready = true;
        clearTimeout(slot.timer);
        if (slot.job) this.limit(slot, slot.job);
        else this.finish(slot);
        return;
      }
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      this.finish(slot);
      if ('error' in reply) job.reject(new WorkerPoolError('failed', reply.error));
      else job.resolve(reply.output);
      this.dispatch();
    });
    // A worker that dies fails the request it was running; queued ones get a fresh worker.
    const lost = (message: string) => {
      if (!this.slots.has(slot)) return;
      this.retire(slot);
      slot.job?.reject(new WorkerPoolError('crashed', `The ${name} worker stopped: ${message}`));
      this.dispatch();
    };
    worker.on('error', (error) => lost(error.message));
    worker.on('exit', (code) => lost(`exit code ${code}`));
    worker.unref();
    const startMs = Math.max(this.options.timeoutMs, 30_000);
    slot.timer = setTimeout(() => lost(`it did not start within ${startMs / 1000} s`), startMs);
    slot.timer.unref();
    this.slots.add(slot);
    return slot;
  }
}
