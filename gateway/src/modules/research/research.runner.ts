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
import { randomUUID } from 'node:crypto';
import { MongoBackend } from '@agendajs/mongo-backend';
import { stripMarkers } from '@thesis-studio/markdown';
import { Agenda, type Job } from 'agenda';
import type { Db } from 'mongodb';
import { Types } from 'mongoose';
import {
  AiError,
  SECTIONS,
  SECTION_ORDER,
  type AiCaller,
  type AiProvider,
  type SectionKind,
} from '../../shared/ai/index.js';
import type { EvidencePassage, GroundedCitation, GroundedText } from '../../shared/grounding/types.js';
import { dropForeignUrls, groundText, renumber, sourcesSection } from '../../shared/grounding/verify.js';
import type { Logger } from '../../shared/logger.js';
import type { CitationsService, SourceRef, SourcesPort, WebPort } from '../citations/index.js';
import type { ThesesService } from '../theses/index.js';
import { defaultPlan, phaseOf, type PlanPhase, type RunPlan } from './research.plan.js';
import { RESEARCH_PHASES, type PhaseDefinition } from './research.phases.js';
import { ResearchRunModel, type ResearchRunRecord, type SectionCheckpoint } from './research.model.js';

const JOB = 'research-run';

type RunFilter = Parameters<typeof ResearchRunModel.updateOne>[0];

/** Passages retrieved per section. */
export const PASSAGES_PER_SECTION = 8;
/** How long a run waits for sources still being processed before it starts without them. */
export const SOURCES_SETTLE_MS = 3 * 60_000;

export interface RunnerDeps {
  ai: AiProvider;
  theses: Pick<ThesesService, 'saveResearch'>;
  /** The article's citations: stored and judged when the run completes. */
  citations: Pick<CitationsService, 'replaceArticle' | 'judge' | 'deleteOfTheses'>;
  /** services.sources; without it research is written from the brief alone (as before sources). */
  sources?: Pick<SourcesPort, 'retrieve' | 'readyOf' | 'waitUntilSettled'>;
  /** services.web; with a search provider each phase searches for its plan's queries. */
  web?: WebPort;
  /** WEB_SOURCES_PER_RUN: web pages a run may add, over all its phases and resumes. */
  webPagesPerRun?: number;
  /** How long to wait for sources still processing (default SOURCES_SETTLE_MS). */
  settleMs?: number;
  logger: Logger;
  /** The lease: a run whose holder is silent this long is taken over. */
  leaseMs: number;
  /** RESEARCH_CONCURRENCY: runs this process executes at once (default 50). */
  concurrency?: number;
  /** Called after every change of a run's state (progress events). */
  onChange(run: ResearchRunRecord, phaseId: string): Promise<void>;
  /** Called when this process took a run from the queue, or released one back to it. */
  onQueueChange?(run: ResearchRunRecord): Promise<void>;
}

/** RESEARCH_CONCURRENCY's default: runs wait on the model, not on this process's CPU. */
export const DEFAULT_RESEARCH_CONCURRENCY = 50;

/** The article as composed from the finished sections. */
export interface ComposedArticle {
  content: string;
  /** Its citations, numbered 1..N in reading order (the markers in `content`). */
  citations: GroundedCitation[];
  /** Markers the citation check removed, over every section. */
  removed: number;
}

/**
 * The article from the finished sections, in reading order: markers renumbered 1..N over the whole
 * article, no URL but the cited web sources' own, and a Sources section when anything is cited
 * (`fetchedAt`: when each web source was fetched, by source id).
 */
export function composeArticle(
  sections: Partial<Record<SectionKind, SectionCheckpoint>>,
  fetchedAt?: Map<string, Date>,
): ComposedArticle {
  const kinds = SECTION_ORDER.filter((kind) => sections[kind]);
  const parts: GroundedText[] = kinds.map((kind) => ({
    markdown: sections[kind]!.markdown.trim(),
    citations: sections[kind]!.citations ?? [],
    removed: sections[kind]!.removed ?? 0,
  }));
  const { markdowns, citations } = renumber(parts);
  const allowed = new Set(
    citations.flatMap((citation) => (citation.passage.url ? [citation.passage.url] : [])),
  );
  const body = kinds
    .map(
      (kind, index) => `## ${SECTIONS[kind].title}\n\n${dropForeignUrls(markdowns[index]!, allowed).trim()}`,
    )
    .join('\n\n');
  const sources = citations.length > 0 ? sourcesSection(citations, fetchedAt).trim() : '';
  return {
    content: sources ? `${body}\n\n${sources}` : body,
    citations,
    removed: parts.reduce((sum, part) => sum + part.removed, 0),
  };
}

/** What a section's retrieval looks for: its phase's questions and its own title. */
export function retrievalQuery(kind: SectionKind, phase: PlanPhase): string {
  return [...phase.questions, SECTIONS[kind].title].join('\n');
}

/** Resolves when `signal` aborts (never rejects). */
const aborted = (signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });

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

  private async queueChanged(run: ResearchRunRecord): Promise<void> {
    try {
      await this.deps.onQueueChange?.(run);
    } catch (error) {
      this.deps.logger.warn({ err: error, runId: run._id.toString() }, 'queue change not published');
    }
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

  /** Runs (or resumes) one run to its end; `touch` renews the lease. */
  async execute(runId: string, touch: () => Promise<void>): Promise<void> {
    const { logger, leaseMs } = this.deps;
    const claimed = await ResearchRunModel.findOneAndUpdate(
      { _id: runId, status: 'running' },
      { $inc: { attempt: 1 }, $set: { takenAt: new Date() } },
      { returnDocument: 'after' },
    ).lean<ResearchRunRecord>();
    if (!claimed) return;
    await this.queueChanged(claimed);
    // Every write below matches only while this process holds the run (same attempt, still running).
    const fence = (extra: Record<string, unknown> = {}) =>
      ({ _id: claimed._id, attempt: claimed.attempt, status: 'running', ...extra }) as unknown as RunFilter;
    const thesisId = claimed.thesisId.toString();
    const controller = new AbortController();
    this.active.set(runId, controller);
    const log = logger.child({ runId, thesisId, attempt: claimed.attempt, worker: this.worker });
    log.info('research run taken');
    // Its model calls: background work of whoever started it, one fair share per run.
    const caller: AiCaller = {
      userId: claimed.startedBy ?? `thesis:${thesisId}`,
      runId,
      priority: 'background',
    };

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

    const sections: Partial<Record<SectionKind, SectionCheckpoint>> = { ...claimed.sections };
    const brief = {
      title: claimed.brief?.title ?? '',
      idea: claimed.brief?.idea ?? '',
      context: claimed.brief?.context ?? '',
      intellectualChallenge: claimed.brief?.intellectualChallenge ?? '',
    };
    // Runs from before plans (or created without one) use the default plan.
    const plan: RunPlan = claimed.plan ?? defaultPlan(brief, this.deps.web);
    const { sources, web } = this.deps;
    /** When each web source was fetched (the Sources section's access dates), by source id. */
    const fetchedAt = new Map<string, Date>();
    const noteSources = (list: readonly SourceRef[]) => {
      for (const source of list) if (source.fetchedAt) fetchedAt.set(source.id, new Date(source.fetchedAt));
    };
    let webPages = claimed.webPages ?? 0;
    let failedPhase: PhaseDefinition | undefined;
    // Thesis content is saved one write at a time, each from all sections finished so far.
    let saving: Promise<unknown> = Promise.resolve();
    const saveContent = () => {
      saving = saving.then(async () => {
        const content = composeArticle(sections, fetchedAt).content;
        if (!(await this.deps.theses.saveResearch(thesisId, { content })))
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

    // Web pages: at most webPagesPerRun over the run (resumes included), shared fairly by the phases
    // that search; a page budget is taken before a search and what it did not use is given back.
    const searching = plan.phases.filter((phase) => phase.searchQueries.length > 0).length;
    const perRun = this.deps.webPagesPerRun ?? 0;
    let webBudget = Math.max(0, perRun - webPages);
    const gather = async (phase: PhaseDefinition, phasePlan: PlanPhase, signal: AbortSignal) => {
      if (!web || web.searchKind === 'none' || phasePlan.searchQueries.length === 0) return;
      const limit = Math.min(webBudget, Math.ceil(perRun / Math.max(1, searching)));
      if (limit <= 0) return;
      webBudget -= limit;
      let added = 0;
      try {
        const result = await web.gather({ thesisId, queries: phasePlan.searchQueries, limit, signal });
        added = Math.min(result.added.length, limit);
        noteSources(result.added);
        if (result.skipped.length > 0)
          log.info({ phase: phase.id, skipped: result.skipped.length }, 'web pages skipped');
      } catch (error) {
        if (signal.aborted) throw error;
        log.warn({ err: error, phase: phase.id }, 'web search failed; the phase goes on without it');
      }
      webBudget += limit - added;
      if (added > 0) {
        webPages += added;
        const counted = await ResearchRunModel.updateOne(fence(), { $inc: { webPages: added } });
        if (counted.matchedCount === 0) throw new LostRun('run taken over');
      }
    };

    const retrieve = async (kind: SectionKind, phasePlan: PlanPhase, signal: AbortSignal) => {
      if (!sources) return [] as EvidencePassage[];
      try {
        const passages = await sources.retrieve(thesisId, retrievalQuery(kind, phasePlan), {
          limit: PASSAGES_PER_SECTION,
          excludeSourceIds: plan.excludedSourceIds,
          signal,
          caller,
        });
        return passages
          .slice(0, PASSAGES_PER_SECTION)
          .map((passage, index) => ({ ...passage, n: index + 1 }));
      } catch (error) {
        if (signal.aborted) throw error;
        log.warn({ err: error, section: kind }, 'retrieval failed; the section is written without sources');
        return [];
      }
    };

    const writeSection = async (kind: SectionKind, phasePlan: PlanPhase, signal: AbortSignal) => {
      // Markers [n] of another prompt's numbering are left out of what a later section reads.
      const basis = Object.fromEntries(
        SECTIONS[kind].basis.flatMap((key) =>
          sections[key] ? [[key, stripMarkers(sections[key].markdown)]] : [],
        ),
      );
      const passages = await retrieve(kind, phasePlan, signal);
      const draft = await this.deps.ai.writeSection(
        { kind, brief, basis, questions: phasePlan.questions, passages },
        { signal, caller },
      );
      // Only markers whose passage was given and whose quoted words are in it stay.
      const grounded = groundText(draft.markdown, draft.citations ?? [], passages);
      const checkpoint: SectionCheckpoint = {
        markdown: grounded.markdown,
        ...(draft.summary !== undefined ? { summary: stripMarkers(draft.summary) } : {}),
        citations: grounded.citations,
        removed: grounded.removed,
        retrieved: passages.map((passage) => passage.passageId),
      };
      const saved = await ResearchRunModel.updateOne(fence({ [`sections.${kind}`]: { $exists: false } }), {
        $set: { [`sections.${kind}`]: checkpoint },
      });
      if (saved.matchedCount === 0) throw new LostRun('run taken over');
      sections[kind] = checkpoint;
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
          const phasePlan = phaseOf(plan, phase.id);
          try {
            const open = phase.sections.filter((kind) => !sections[kind]);
            if (open.length > 0) await gather(phase, phasePlan, controller.signal);
            await Promise.all(open.map((kind) => writeSection(kind, phasePlan, controller.signal)));
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
      // Sources still being extracted are waited for (bounded): the run should read them.
      if (sources && done.size < RESEARCH_PHASES.length) {
        await Promise.race([
          sources
            .waitUntilSettled(thesisId, this.deps.settleMs ?? SOURCES_SETTLE_MS)
            .catch((error: unknown) => log.warn({ err: error }, 'could not wait for sources to settle')),
          aborted(controller.signal),
        ]);
        controller.signal.throwIfAborted();
      }
      if (sources) noteSources(await sources.readyOf(thesisId).catch(() => []));

      const outcomes = await Promise.allSettled(RESEARCH_PHASES.map(runPhase));
      const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
      if (failure)
        throw controller.signal.reason instanceof LostRun ? controller.signal.reason : failure.reason;
      await saving;
      const summary = sections.summary?.summary ?? '';
      const current = await ResearchRunModel.exists(fence());
      if (!current) throw new LostRun('run taken over');
      const article = composeArticle(sections, fetchedAt);
      // The article's citations, replaced as a whole, then judged where the model can judge.
      await this.deps.citations.replaceArticle(thesisId, article.citations, { removed: article.removed });
      controller.signal.throwIfAborted();
      await this.deps.citations.judge(thesisId, { signal: controller.signal, caller });
      controller.signal.throwIfAborted();
      if (
        !(await this.deps.theses.saveResearch(thesisId, {
          status: 'complete',
          content: article.content,
          summary,
        }))
      ) {
        await this.deps.citations.deleteOfTheses([thesisId]);
        throw new LostRun('thesis deleted');
      }
      const retrieved = new Set(Object.values(sections).flatMap((section) => section?.retrieved ?? []));
      const grounding = {
        retrieved: retrieved.size,
        cited: article.citations.length,
        removed: article.removed,
        webPages,
      };
      const finished = await ResearchRunModel.findOneAndUpdate(
        fence(),
        { $set: { status: 'complete', finishedAt: new Date(), grounding } },
        { returnDocument: 'after' },
      ).lean<ResearchRunRecord>();
      if (finished) await this.deps.onChange(finished, RESEARCH_PHASES.at(-1)!.id);
      log.info({ grounding }, 'research run complete');
    } catch (error) {
      const cause = controller.signal.aborted ? controller.signal.reason : error;
      if (cause instanceof LostRun || error instanceof LostRun) {
        log.info({ reason: (cause as Error).message }, 'research run released');
        // Stopping: the run waits in the queue again until a gateway takes it (it says so meanwhile).
        const released = await ResearchRunModel.findOneAndUpdate(
          fence(),
          { $set: { takenAt: null } },
          { returnDocument: 'after' },
        ).lean<ResearchRunRecord>();
        if (released) await this.queueChanged(released);
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
