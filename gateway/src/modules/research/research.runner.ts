// Executes research runs, durably. Scheduling, the lease and its heartbeat come from agenda on its
// MongoDB backend (the job's lock is the lease; job.touch() the heartbeat; a job whose holder went
// silent is taken over by any gateway once the lease lapses). The run itself lives in research_runs:
// each finished section and phase is checkpointed there, and each write carries the attempt number
// it was made in, so a process that lost its lease can no longer record anything (fencing). A resumed
// run skips what is already checkpointed.
//
// Grounding (issues 17 and 22): before the phases the run waits (bounded) for sources still being
// processed; each phase first searches the web for its plan's queries when a search provider is set
// (pages become sources; failures are logged, never fatal), then each section retrieves the passages
// for its phase's questions and its title, the model writes from them, and the draft's citations are
// checked (groundText) before the section is checkpointed with them. The article renumbers the markers
// in reading order, keeps no URL but the cited sources' own, and ends with its Sources section; on
// completion the article's citations are stored (quotes re-verified) and judged by the model when it
// can judge.
//
// Scheduling (issue 20): one gateway executes at most RESEARCH_CONCURRENCY runs at once and locks no
// more jobs than that, so the runs waiting in the shared job store go to whichever gateway has room.
// A run records when it was taken (takenAt; the queue position of the others counts from it), and its
// model calls are background calls of the user who started it, shared fairly with their other runs.
//
// The run's steps (settle sources, phases, gather, retrieve, draft, ground, checkpoint, complete,
// release, fail) are in research.steps.ts; this file schedules runs and holds their lease.
import { randomUUID } from 'node:crypto';
import { MongoBackend } from '@agendajs/mongo-backend';
import { Agenda, type Job } from 'agenda';
import type { Db } from 'mongodb';
import { Types } from 'mongoose';
import type { Logger } from '../../shared/logger.js';
import { ResearchRunModel, type ResearchRunRecord } from './research.model.js';
import {
  completeRun,
  failRun,
  fence,
  isLost,
  LostRun,
  openRun,
  queueChanged,
  releaseRun,
  runPhases,
  settleSources,
  type StepDeps,
} from './research.steps.js';

export { composeArticle } from './research.steps.js';

const JOB = 'research-run';

export interface RunnerDeps extends StepDeps {
  logger: Logger;
  /** The lease: a run whose holder is silent this long is taken over. */
  leaseMs: number;
  /** RESEARCH_CONCURRENCY: runs this process executes at once (default 50). */
  concurrency?: number;
}

/** RESEARCH_CONCURRENCY's default: runs wait on the model, not on this process's CPU. */
export const DEFAULT_RESEARCH_CONCURRENCY = 50;

export class ResearchRunner {
  /** Identifies this process in logs. */
  readonly worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private agenda: Agenda | undefined;
  private readonly active = new Map<string, AbortController>();
  /** Executions agenda started here, until they end. */
  private readonly executing = new Set<Promise<void>>();

  constructor(private readonly deps: RunnerDeps) {}

  async start(db: Db): Promise<void> {
    const { leaseMs } = this.deps;
    const concurrency = this.deps.concurrency ?? DEFAULT_RESEARCH_CONCURRENCY;
    // Locking no more jobs than it runs leaves the other waiting runs to gateways with room.
    const agenda = new Agenda({
      backend: new MongoBackend({ mongo: db, collection: 'research_jobs' }),
      name: this.worker,
      processEvery: Math.min(1_000, leaseMs / 2),
      defaultLockLifetime: leaseMs,
      maxConcurrency: concurrency,
      lockLimit: concurrency,
    });
    agenda.define(JOB, (job: Job<{ runId: string }>) => this.handle(job), {
      lockLifetime: leaseMs,
      concurrency,
      lockLimit: concurrency,
    });
    agenda.on('error', (error: unknown) =>
      this.deps.logger.error({ err: error }, 'research scheduler error'),
    );
    await agenda.start();
    this.agenda = agenda;
  }

  /** Stops taking runs; runs in progress stop and are released for another process (or a restart). */
  async stop(): Promise<void> {
    for (const controller of this.active.values()) controller.abort(new LostRun('stopping'));
    // Their last writes (released to the queue) before the database goes; at most a few seconds.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.executing]),
      new Promise((resolve) => (timer = setTimeout(resolve, 5_000))),
    ]);
    clearTimeout(timer);
    await this.agenda?.stop();
    this.agenda = undefined;
  }

  /**
   * Schedules the run now (one job per thesis). `onlyIfMissing` leaves an existing job alone (a run
   * already going): it only recreates a job lost between the run's creation and its scheduling.
   */
  async enqueue(runId: string, thesisId: string, options: { onlyIfMissing?: boolean } = {}): Promise<void> {
    if (!this.agenda) throw new Error('the research runner is not started');
    const job = this.agenda.create(JOB, { runId, thesisId });
    job.unique({ 'data.thesisId': thesisId }, { insertOnly: Boolean(options.onlyIfMissing) });
    job.schedule(new Date());
    await job.save();
  }

  /** Forgets runs of deleted theses: stops them here and removes their jobs. */
  async forget(thesisIds: readonly string[]): Promise<void> {
    const runs = await ResearchRunModel.find(
      { thesisId: { $in: thesisIds.filter((id) => Types.ObjectId.isValid(id)) } },
      { _id: 1 },
    ).lean<Array<{ _id: Types.ObjectId }>>();
    for (const run of runs) this.active.get(run._id.toString())?.abort(new LostRun('deleted'));
    for (const thesisId of thesisIds) await this.agenda?.cancel({ name: JOB, data: { thesisId } });
  }

  private queueChanged(run: ResearchRunRecord): Promise<void> {
    return queueChanged(this.deps, this.deps.logger, run);
  }

  private async handle(job: Job<{ runId: string }>): Promise<void> {
    const execution = this.execute(job.attrs.data.runId, () => job.touch());
    this.executing.add(execution);
    try {
      await execution;
    } finally {
      this.executing.delete(execution);
    }
  }

  /**
   * Runs (or resumes) one run to its end, step by step (research.steps.ts): sources settled, the
   * phases, the run completed; or released (lost) or failed. `touch` renews the lease.
   */
  async execute(runId: string, touch: () => Promise<void>): Promise<void> {
    const { logger, leaseMs } = this.deps;
    const claimed = await ResearchRunModel.findOneAndUpdate(
      { _id: runId, status: 'running' },
      { $inc: { attempt: 1 }, $set: { takenAt: new Date() } },
      { returnDocument: 'after' },
    ).lean<ResearchRunRecord>();
    if (!claimed) return;
    await this.queueChanged(claimed);
    const thesisId = claimed.thesisId.toString();
    const log = logger.child({ runId, thesisId, attempt: claimed.attempt, worker: this.worker });
    const run = openRun(this.deps, claimed, log);
    const { controller } = run;
    this.active.set(runId, controller);
    log.info('research run taken');

    const heartbeat = setInterval(
      () => {
        void (async () => {
          try {
            await touch();
            const held = await ResearchRunModel.updateOne(fence(run), { $currentDate: { updatedAt: true } });
            if (held.matchedCount === 0) controller.abort(new LostRun('lease lost'));
          } catch (error) {
            log.warn({ err: error }, 'research heartbeat failed');
          }
        })();
      },
      Math.max(200, Math.floor(leaseMs / 3)),
    );

    try {
      await settleSources(run);
      await runPhases(run);
      await completeRun(run);
    } catch (error) {
      // Stopping, lease lost, thesis deleted: the run waits in the queue again; otherwise it failed.
      if (isLost(run, error)) await releaseRun(run, error);
      else await failRun(run, error);
    } finally {
      clearInterval(heartbeat);
      this.active.delete(runId);
    }
  }
}
