// Executes research runs, durably. Scheduling, the lease and its heartbeat come from the gateway's job
// queue (shared/jobs.ts: the job's lock is the lease; touch() the heartbeat; a job whose holder went
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
import { Types } from 'mongoose';
import type { JobResult, Jobs } from '../../shared/jobs.js';
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
  /** The gateway's job queue, on which the runs are scheduled. */
  jobs: Jobs;
  /** The lease: a run whose holder is silent this long is taken over. */
  leaseMs: number;
  /** RESEARCH_CONCURRENCY: runs this process executes at once (default 50). */
  concurrency?: number;
}

/** RESEARCH_CONCURRENCY's default: runs wait on the model, not on this process's CPU. */
export const DEFAULT_RESEARCH_CONCURRENCY = 50;

export class ResearchRunner {
  /** Identifies this process in logs. */
  readonly worker: string;
  private readonly active = new Map<string, AbortController>();

  constructor(private readonly deps: RunnerDeps) {
    this.worker = deps.jobs.worker;
    const { leaseMs } = deps;
    // Locking no more jobs than it runs leaves the other waiting runs to gateways with room. Stopping
    // the queue stops the runs in progress here and releases them for another process (or a restart).
    deps.jobs.define<{ runId: string }>(
      JOB,
      {
        lockLifetimeMs: leaseMs,
        concurrency: deps.concurrency ?? DEFAULT_RESEARCH_CONCURRENCY,
        dueWithinMs: Math.min(1_000, leaseMs / 2),
      },
      ({ data, touch, signal }) => this.execute(data.runId, touch, signal),
    );
  }

  /**
   * Schedules the run now (one job per thesis). `onlyIfMissing` leaves an existing job alone (a run
   * already going): it only recreates a job lost between the run's creation and its scheduling.
   */
  async enqueue(runId: string, thesisId: string, options: { onlyIfMissing?: boolean } = {}): Promise<void> {
    await this.deps.jobs.schedule(
      JOB,
      { runId, thesisId },
      { uniqueBy: 'thesisId', keepExisting: Boolean(options.onlyIfMissing) },
    );
  }

  /** Forgets runs of deleted theses: stops them here and removes their jobs. */
  async forget(thesisIds: readonly string[]): Promise<void> {
    const runs = await ResearchRunModel.find(
      { thesisId: { $in: thesisIds.filter((id) => Types.ObjectId.isValid(id)) } },
      { _id: 1 },
    ).lean<Array<{ _id: Types.ObjectId }>>();
    for (const run of runs) this.active.get(run._id.toString())?.abort(new LostRun('deleted'));
    for (const thesisId of thesisIds) await this.deps.jobs.cancel(JOB, { thesisId });
  }

  private queueChanged(run: ResearchRunRecord): Promise<void> {
    return queueChanged(this.deps, this.deps.logger, run);
  }

  /**
   * Runs (or resumes) one run to its end, step by step (research.steps.ts): sources settled, the
   * phases, the run completed; or released (lost) or failed. `touch` renews the lease; `stopping` is
   * aborted when the process stops: the run is released, and its job due again for another process.
   */
  async execute(runId: string, touch: () => Promise<void>, stopping?: AbortSignal): Promise<JobResult> {
    const { logger, leaseMs } = this.deps;
    // Taken only when free: waiting (never taken, or released) or its holder silent for a lease. A job
    // run twice (scheduled again by a second start) must not take a run another process is executing.
    const claimed = await ResearchRunModel.findOneAndUpdate(
      {
        _id: runId,
        status: 'running',
        $or: [{ takenAt: null }, { updatedAt: { $lt: new Date(Date.now() - leaseMs) } }],
      },
      { $inc: { attempt: 1 }, $set: { takenAt: new Date() } },
      { returnDocument: 'after' },
    ).lean<ResearchRunRecord>();
    if (!claimed) {
      // Held elsewhere: the job stays due, so a holder that dies is still taken over.
      const held = await ResearchRunModel.exists({ _id: runId, status: 'running' });
      return held ? 'again' : undefined;
    }
    await this.queueChanged(claimed);
    const thesisId = claimed.thesisId.toString();
    const log = logger.child({ runId, thesisId, attempt: claimed.attempt, worker: this.worker });
    const run = openRun(this.deps, claimed, log);
    const { controller } = run;
    this.active.set(runId, controller);
    const stop = () => controller.abort(new LostRun('stopping'));
    stopping?.addEventListener('abort', stop);
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
      if (!isLost(run, error)) await failRun(run, error);
      else {
        await releaseRun(run, error);
        if (stopping?.aborted) return 'again';
      }
    } finally {
      clearInterval(heartbeat);
      stopping?.removeEventListener('abort', stop);
      this.active.delete(runId);
    }
  }
}
