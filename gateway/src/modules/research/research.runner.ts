// Executes research runs, durably. Scheduling, the lease and its heartbeat come from agenda on its
// MongoDB backend (the job's lock is the lease; job.touch() the heartbeat; a job whose holder went
// silent is taken over by any gateway once the lease lapses). The run itself lives in research_runs:
// each finished section and phase is checkpointed there, and each write carries the attempt number
// it was made in, so a process that lost its lease can no longer record anything (fencing). A resumed
// run skips what is already checkpointed.
import { randomUUID } from 'node:crypto';
import { MongoBackend } from '@agendajs/mongo-backend';
import { Agenda, type Job } from 'agenda';
import type { Db } from 'mongodb';
import { Types } from 'mongoose';
import {
  AiError,
  SECTIONS,
  SECTION_ORDER,
  type AiProvider,
  type SectionDraft,
  type SectionKind,
} from '../../shared/ai/index.js';
import type { Logger } from '../../shared/logger.js';
import type { ThesesService } from '../theses/index.js';
import { RESEARCH_PHASES, type PhaseDefinition } from './research.phases.js';
import { ResearchRunModel, type ResearchRunRecord } from './research.model.js';

const JOB = 'research-run';

type RunFilter = Parameters<typeof ResearchRunModel.updateOne>[0];

export interface RunnerDeps {
  ai: AiProvider;
  theses: Pick<ThesesService, 'saveResearch'>;
  logger: Logger;
  /** The lease: a run whose holder is silent this long is taken over. */
  leaseMs: number;
  /** Called after every change of a run's state (progress events). */
  onChange(run: ResearchRunRecord, phaseId: string): Promise<void>;
}

/** The article from the finished sections, in reading order. */
export function composeArticle(sections: Partial<Record<SectionKind, SectionDraft>>): string {
  return SECTION_ORDER.filter((kind) => sections[kind])
    .map((kind) => `## ${SECTIONS[kind].title}\n\n${sections[kind]!.markdown.trim()}`)
    .join('\n\n');
}

/** Thrown when this process no longer holds the run (lease lost, run finished or deleted elsewhere). */
class LostRun extends Error {}

function reasonFor(error: unknown, phase: PhaseDefinition | undefined): string {
  const where = phase ? ` at “${phase.title}”` : '';
  const again = 'Start the research again to continue from the last finished phase.';
  if (error instanceof AiError) return `Research stopped${where}: ${error.message} ${again}`;
  return `Research stopped${where} because of an internal error. ${again}`;
}

export class ResearchRunner {
  /** Identifies this process in logs. */
  readonly worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private agenda: Agenda | undefined;
  private readonly active = new Map<string, AbortController>();

  constructor(private readonly deps: RunnerDeps) {}

  async start(db: Db): Promise<void> {
    const { leaseMs } = this.deps;
    const agenda = new Agenda({
      backend: new MongoBackend({ mongo: db, collection: 'research_jobs' }),
      name: this.worker,
      processEvery: Math.min(1_000, leaseMs / 2),
      defaultLockLifetime: leaseMs,
      maxConcurrency: 20,
    });
    agenda.define(JOB, (job: Job<{ runId: string }>) => this.handle(job), {
      lockLifetime: leaseMs,
      concurrency: 10,
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

  private async handle(job: Job<{ runId: string }>): Promise<void> {
    await this.execute(job.attrs.data.runId, () => job.touch());
  }

  /** Runs (or resumes) one run to its end; `touch` renews the lease. */
  async execute(runId: string, touch: () => Promise<void>): Promise<void> {
    const { logger, leaseMs } = this.deps;
    const claimed = await ResearchRunModel.findOneAndUpdate(
      { _id: runId, status: 'running' },
      { $inc: { attempt: 1 } },
      { returnDocument: 'after' },
    ).lean<ResearchRunRecord>();
    if (!claimed) return;
    // Every write below matches only while this process holds the run (same attempt, still running).
    const fence = (extra: Record<string, unknown> = {}) =>
      ({ _id: claimed._id, attempt: claimed.attempt, status: 'running', ...extra }) as unknown as RunFilter;
    const thesisId = claimed.thesisId.toString();
    const controller = new AbortController();
    this.active.set(runId, controller);
    const log = logger.child({ runId, thesisId, attempt: claimed.attempt, worker: this.worker });
    log.info('research run taken');

    const heartbeat = setInterval(
      () => {
        void (async () => {
          try {
            await touch();
            const held = await ResearchRunModel.updateOne(fence(), { $currentDate: { updatedAt: true } });
            if (held.matchedCount === 0) controller.abort(new LostRun('lease lost'));
          } catch (error) {
            log.warn({ err: error }, 'research heartbeat failed');
          }
        })();
      },
      Math.max(200, Math.floor(leaseMs / 3)),
    );

    const sections: Partial<Record<SectionKind, SectionDraft>> = { ...claimed.sections };
    const brief = {
      title: claimed.brief?.title ?? '',
      idea: claimed.brief?.idea ?? '',
      context: claimed.brief?.context ?? '',
      intellectualChallenge: claimed.brief?.intellectualChallenge ?? '',
    };
    let failedPhase: PhaseDefinition | undefined;
    // Thesis content is saved one write at a time, each from all sections finished so far.
    let saving: Promise<unknown> = Promise.resolve();
    const saveContent = () => {
      saving = saving.then(async () => {
        if (!(await this.deps.theses.saveResearch(thesisId, { content: composeArticle(sections) })))
          controller.abort(new LostRun('thesis deleted'));
      });
      return saving;
    };

    // Phases are stored in RESEARCH_PHASES order, so a phase's fields are addressed by its index.
    const transition = async (phase: PhaseDefinition, status: 'in_progress' | 'complete') => {
      const at = `phases.${RESEARCH_PHASES.indexOf(phase)}`;
      const update =
        status === 'complete'
          ? { $set: { [`${at}.status`]: 'complete' }, $inc: { [`${at}.completions`]: 1 } }
          : { $set: { [`${at}.status`]: 'in_progress' } };
      const run = await ResearchRunModel.findOneAndUpdate(
        fence({ [`${at}.id`]: phase.id, [`${at}.status`]: { $ne: 'complete' } }),
        update,
        { returnDocument: 'after' },
      ).lean<ResearchRunRecord>();
      if (!run) throw new LostRun('run taken over');
      await this.deps.onChange(run, phase.id);
    };

    const writeSection = async (kind: SectionKind, signal: AbortSignal) => {
      const basis = Object.fromEntries(
        SECTIONS[kind].basis.flatMap((key) => (sections[key] ? [[key, sections[key].markdown]] : [])),
      );
      const draft = await this.deps.ai.writeSection(
        { kind, brief, basis, questions: [], passages: [] },
        { signal },
      );
      const saved = await ResearchRunModel.updateOne(fence({ [`sections.${kind}`]: { $exists: false } }), {
        $set: { [`sections.${kind}`]: draft },
      });
      if (saved.matchedCount === 0) throw new LostRun('run taken over');
      sections[kind] = draft;
      await saveContent();
    };

    const done = new Set(claimed.phases.filter((p) => p.status === 'complete').map((p) => p.id));
    const started = new Map<string, Promise<void>>();
    const runPhase = (phase: PhaseDefinition): Promise<void> => {
      let promise = started.get(phase.id);
      if (!promise) {
        promise = (async () => {
          await Promise.all(phase.dependsOn.map((id) => runPhase(RESEARCH_PHASES.find((p) => p.id === id)!)));
          if (done.has(phase.id)) return;
          controller.signal.throwIfAborted();
          await transition(phase, 'in_progress');
          try {
            await Promise.all(
              phase.sections
                .filter((kind) => !sections[kind])
                .map((kind) => writeSection(kind, controller.signal)),
            );
          } catch (error) {
            failedPhase ??= phase;
            throw error;
          }
          await transition(phase, 'complete');
        })();
        started.set(phase.id, promise);
        // The first failure stops the phases still running.
        promise.catch((error: unknown) => controller.abort(error));
      }
      return promise;
    };

    try {
      const outcomes = await Promise.allSettled(RESEARCH_PHASES.map(runPhase));
      const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
      if (failure)
        throw controller.signal.reason instanceof LostRun ? controller.signal.reason : failure.reason;
      await saving;
      const summary = sections.summary?.summary ?? '';
      const current = await ResearchRunModel.exists(fence());
      if (!current) throw new LostRun('run taken over');
      if (
        !(await this.deps.theses.saveResearch(thesisId, {
          status: 'complete',
          content: composeArticle(sections),
          summary,
        }))
      )
        throw new LostRun('thesis deleted');
      const finished = await ResearchRunModel.findOneAndUpdate(
        fence(),
        { $set: { status: 'complete', finishedAt: new Date() } },
        { returnDocument: 'after' },
      ).lean<ResearchRunRecord>();
      if (finished) await this.deps.onChange(finished, RESEARCH_PHASES.at(-1)!.id);
      log.info('research run complete');
    } catch (error) {
      const cause = controller.signal.aborted ? controller.signal.reason : error;
      if (cause instanceof LostRun || error instanceof LostRun) {
        log.info({ reason: (cause as Error).message }, 'research run released');
        return;
      }
      const reason = reasonFor(error, failedPhase);
      if (!(error instanceof AiError)) log.error({ err: error }, 'research run failed');
      else log.warn({ reason }, 'research run failed');
      const failed = await ResearchRunModel.findOneAndUpdate(
        fence(),
        {
          $set: {
            status: 'failed',
            failureReason: reason,
            finishedAt: new Date(),
            'phases.$[open].status': 'pending',
          },
        },
        { returnDocument: 'after', arrayFilters: [{ 'open.status': 'in_progress' }] },
      ).lean<ResearchRunRecord>();
      if (failed) {
        await this.deps.theses.saveResearch(thesisId, { status: 'failed' });
        await this.deps.onChange(failed, failedPhase?.id ?? RESEARCH_PHASES[0]!.id);
      }
    } finally {
      clearInterval(heartbeat);
      this.active.delete(runId);
    }
  }
}
