// The gateway's durable jobs (issue 28): one agenda per process on its MongoDB backend (the embedded
// engine too), in the `jobs` collection. It is made where the gateway is composed (runtime.ts) and
// handed to the domains as their `jobs` port, on which each defines its named jobs (lock lifetime,
// concurrency, retries) and schedules and cancels them. The lock is a job's lease: a job whose process
// went silent past its lock lifetime is taken up by any gateway process (or by the next start), and a
// handler renews it with touch(). Jobs on it: research runs, webhook deliveries, account deletions.
//
// Stopping (once, in the composition) takes no more jobs, aborts the running handlers' signal and waits
// (a few seconds at most) for them to end; a handler that returns 'again' (it gave its work back, e.g.
// a research run released for another process) is due again at once, for any process to take up.
import { randomUUID } from 'node:crypto';
import { MongoBackend } from '@agendajs/mongo-backend';
import { Agenda, InMemoryNotificationChannel, type Job } from 'agenda';
import type { Db } from 'mongodb';
import type { Logger } from './logger.js';

/** One run of a job, as its handler sees it. */
export interface JobRun<Data> {
  data: Data;
  /** Runs of this job that failed before this one (0 on the first). */
  failures: number;
  /** Renews the job's lock (its lease) for another lock lifetime. */
  touch(): Promise<void>;
  /** Aborted when the process stops: the handler winds down (and may return 'again'). */
  signal: AbortSignal;
}

/**
 * What a handler's run comes to: nothing, the job is done; 'again', not finished (given back): due
 * again at once, for any process. A handler that throws failed: retried after `retryDelayMs`, if set.
 */
export type JobResult = void | 'again';

export interface JobOptions {
  /** A running job whose process has not renewed its lock for this long is taken up by another. */
  lockLifetimeMs: number;
  /** Jobs of this name one process runs at once; it locks no more than that (others are left to other processes). */
  concurrency: number;
  /** The longest a due job of this name may wait for this process to look for it (default 1 s). */
  dueWithinMs?: number;
  /** After the n-th failed run (n from 1): the wait before the next; null gives up. Unset: no retry. */
  retryDelayMs?: (failures: number, error: unknown) => number | null;
  /** Remove a job once done (default: it stays, done). */
  removeWhenDone?: boolean;
}

export interface ScheduleOptions {
  /** When it is due (default now). */
  at?: Date;
  /**
   * A data field naming the job: one job per value (scheduling again reschedules that job). With
   * `keepExisting`, a job already there is left as it is.
   */
  uniqueBy?: string;
  keepExisting?: boolean;
}

/** The port the domains get: their named jobs, defined once, scheduled and cancelled. */
export interface Jobs {
  /** Identifies this process in the job store and in logs. */
  readonly worker: string;
  define<Data>(name: string, options: JobOptions, handler: (run: JobRun<Data>) => Promise<JobResult>): void;
  schedule(name: string, data: Record<string, unknown>, options?: ScheduleOptions): Promise<void>;
  /** Removes the jobs of this name whose data has these fields; how many went. */
  cancel(name: string, data: Record<string, unknown>): Promise<number>;
}

const DEFAULT_DUE_WITHIN_MS = 1_000;
/** The longest stop() waits for running handlers to end. */
const DEFAULT_GRACE_MS = 5_000;

export class JobQueue implements Jobs {
  readonly worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly agenda: Agenda;
  private readonly defined = new Map<string, JobOptions>();
  private stopper = new AbortController();
  private started = false;
  /** Runs started here, until agenda has recorded their end (settled on its 'complete' event). */
  private readonly executing = new Set<Promise<void>>();
  private readonly completions = new Map<string, () => void>();

  constructor(
    private readonly options: {
      db: Db;
      logger: Logger;
      /** Tests keep their own jobs apart. */
      collection?: string;
      /** Job collections of before (one per domain), whose jobs move here at start. */
      adopt?: readonly string[];
      graceMs?: number;
    },
  ) {
    this.agenda = new Agenda({
      backend: new MongoBackend({ mongo: options.db, collection: options.collection ?? 'jobs' }),
      name: this.worker,
      // A job scheduled here starts at once; other processes find theirs when they next look.
      notificationChannel: new InMemoryNotificationChannel(),
    });
    this.agenda.on('error', (error: unknown) => options.logger.error({ err: error }, 'job queue error'));
    this.agenda.on('complete', (job: unknown) => {
      const id = (job as Partial<Job>).attrs?._id?.toString();
      if (id) this.completions.get(id)?.();
    });
  }

  define<Data>(name: string, options: JobOptions, handler: (run: JobRun<Data>) => Promise<JobResult>): void {
    if (this.defined.has(name)) throw new Error(`the job ${name} is defined twice`);
    if (this.started) throw new Error(`the job ${name} is defined after the queue started`);
    this.defined.set(name, options);
    const { retryDelayMs } = options;
    this.agenda.define(name, (job: Job<Data>) => this.run(job, handler), {
      lockLifetime: options.lockLifetimeMs,
      concurrency: options.concurrency,
      lockLimit: options.concurrency,
      removeOnComplete: options.removeWhenDone ?? false,
      ...(retryDelayMs ? { backoff: ({ attempt, error }) => retryDelayMs(attempt, error) } : {}),
    });
  }

  /** Starts running the defined jobs (every definition made before). */
  async start(): Promise<void> {
    if (this.started) return;
    const definitions = [...this.defined.values()];
    this.agenda.processEvery(
      Math.min(DEFAULT_DUE_WITHIN_MS, ...definitions.map((d) => d.dueWithinMs ?? DEFAULT_DUE_WITHIN_MS)),
    );
    this.agenda.maxConcurrency(
      Math.max(
        1,
        definitions.reduce((sum, d) => sum + d.concurrency, 0),
      ),
    );
    await this.adoptJobs();
    this.stopper = new AbortController();
    this.started = true;
    await this.agenda.start();
  }

  /**
   * Takes no more jobs (those locked but not begun go back at once), aborts the running handlers'
   * signal and waits for them to end (at most graceMs): the last writes before the database goes.
   */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // agenda.stop() ends the processing before its first await: nothing is taken after this line.
    const halted = this.agenda.stop();
    this.stopper.abort(new Error('the job queue is stopping'));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.executing]),
      new Promise((resolve) => (timer = setTimeout(resolve, this.options.graceMs ?? DEFAULT_GRACE_MS))),
    ]);
    clearTimeout(timer);
    await halted;
  }

  async schedule(name: string, data: Record<string, unknown>, options: ScheduleOptions = {}): Promise<void> {
    if (!this.defined.has(name)) throw new Error(`the job ${name} is not defined`);
    const job = this.agenda.create(name, data);
    if (options.uniqueBy)
      job.unique(
        { [`data.${options.uniqueBy}`]: data[options.uniqueBy] },
        { insertOnly: Boolean(options.keepExisting) },
      );
    job.schedule(options.at ?? new Date());
    await job.save();
  }

  cancel(name: string, data: Record<string, unknown>): Promise<number> {
    return this.agenda.cancel({ name, data });
  }

  /** Moves the jobs of the `adopt` collections here (another process may be doing so too). */
  private async adoptJobs(): Promise<void> {
    const { db } = this.options;
    for (const name of this.options.adopt ?? []) {
      const old = db.collection(name);
      const jobs = await old.find().toArray();
      if (jobs.length > 0)
        await db
          .collection(this.options.collection ?? 'jobs')
          .insertMany(jobs, { ordered: false })
          .catch((error: unknown) => {
            if ((error as { code?: unknown }).code !== 11000) throw error;
          });
      await old.drop().catch(() => undefined);
    }
  }

  private async run<Data>(job: Job<Data>, handler: (run: JobRun<Data>) => Promise<JobResult>) {
    const id = job.attrs._id?.toString() ?? '';
    const completed = new Promise<void>((resolve) => this.completions.set(id, resolve));
    this.executing.add(completed);
    void completed.then(() => {
      this.executing.delete(completed);
      this.completions.delete(id);
    });
    const result = await handler({
      data: job.attrs.data,
      failures: job.attrs.failCount ?? 0,
      touch: () => job.touch(),
      signal: this.stopper.signal,
    });
    // Given back: due again now (agenda saves it so, unlocked, once this returns).
    if (result === 'again') job.schedule(new Date());
  }
}
