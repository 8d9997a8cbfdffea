// Research runs (spec §4): starting one (the thesis becomes researching; a thesis already being
// researched keeps its one run; a failed run resumes from its last finished phase), the phases and
// their progress, and live progress events on `research-progress:<thesisId>` for the thesis's owner
// and admins only. Execution is in research.runner.ts. The research plan (issue 17 item 3): the
// default one derived from the thesis, or the owner's reviewed one; a run copies the plan it starts with.
// A run waiting for a free slot (RESEARCH_CONCURRENCY per gateway) says where it stands in the queue
// and about when it starts (research.queue.ts), in its view and live on its progress topic (issue 20).
import type { z } from 'zod';
import type { ResearchProgressEvent } from '../../gql/resolvers.js';
import { requireSignedIn, type Actor } from '../../shared/access/actor.js';
import type { AiProvider, ThesisBrief } from '../../shared/ai/index.js';
import type { Logger } from '../../shared/logger.js';
import type { Jobs } from '../../shared/jobs.js';
import { EventBus, type ResearchFinished } from '../../shared/events.js';
import type { PubSub } from '../../shared/pubsub/index.js';
import type { RateLimitStore, RateLimiter } from '../../shared/rate-limit/rate-limit.js';
import { badUserInput, conflict } from '../../shared/errors/service-error.js';
import { parseInput } from '../../shared/validate.js';
import type { CitationsService, SourcesPort, WebPort } from '../citations/index.js';
import type { ThesesService, ThesisView } from '../theses/index.js';
import { defaultPlan, type RunPlan } from './research.plan.js';
import { RESEARCH_PHASES, progressPercent, type PhaseStatus } from './research.phases.js';
import {
  ResearchPlanModel,
  ResearchRunModel,
  type ResearchPlanRecord,
  type ResearchRunRecord,
  type RunStatus,
} from './research.model.js';
import { ResearchQueue, type QueueState } from './research.queue.js';
import { DEFAULT_RESEARCH_CONCURRENCY, ResearchRunner } from './research.runner.js';
import {
  researchPlanInput,
  researchProgressInputSchema,
  thesisIdSchema,
  type researchPhaseAnswer,
  type researchPhaseQueuedAnswer,
  type researchPlanAnswer,
  type researchRunAnswer,
} from './research.schemas.js';

export const researchProgressTopic = (thesisId: string): string => `research-progress:${thesisId}`;

/** Starting research while a run is going (409 / CONFLICT). */
const RESEARCH_RUNNING =
  'Research is already running on this thesis. Wait for it to finish, then run it again.';

/** RESEARCH_RUNS_PER_HOUR's default: a team member starting a morning's theses is not refused. */
const DEFAULT_RUNS_PER_HOUR = 60;

/** '40 seconds', 'about 12 minutes', 'about 1 hour 5 minutes'. */
function inWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} hour${hours === 1 ? '' : 's'}${rest ? ` ${rest} minute${rest === 1 ? '' : 's'}` : ''}`;
}

/** The per-user limit on starting runs; its message says when the next one may start. */
const researchStartLimit = (runsPerHour: number) => ({
  points: runsPerHour,
  durationSeconds: 3600,
  message: (msBeforeNext: number) =>
    `You have started ${runsPerHour} research runs in the past hour, the most allowed. Your next run can start in ${inWords(msBeforeNext)} (at ${new Date(Date.now() + msBeforeNext).toISOString().slice(11, 16)} UTC).`,
});

// What clients see (GraphQL and REST), derived from the answer schemas of research.schemas.ts.
type ResearchPhaseView = z.output<typeof researchPhaseAnswer>;
export type ResearchRunView = z.output<typeof researchRunAnswer>;
/** A phase as GET research-phases lists it: the phase a waiting run starts with carries its place in the queue. */
export type ResearchPhaseQueuedView = z.output<typeof researchPhaseQueuedAnswer>;
/** GraphQL `ResearchPlan`, the body of GET/PUT /api/theses/{id}/research-plan. */
export type ResearchPlanView = z.output<typeof researchPlanAnswer>;

/** What a run writes from: the thesis as its owner wrote it, and its language (issue 31). */
const briefOf = (thesis: ThesisView): ThesisBrief => ({
  title: thesis.title,
  idea: thesis.idea,
  context: thesis.context,
  intellectualChallenge: thesis.intellectualChallenge,
  language: thesis.language,
});

type Theses = Pick<ThesesService, 'authorizeResearch' | 'getFor' | 'saveResearch' | 'planChanged'>;

const DUPLICATE_KEY = 11000;

/** How long queue changes are gathered before the waiting runs hear their new places. */
const QUEUE_PUBLISH_DELAY_MS = 250;

const phasesOf = (run: Pick<ResearchRunRecord, 'phases'> | null): ResearchPhaseView[] =>
  run
    ? run.phases.map((phase) => ({
        id: phase.id,
        title: phase.title,
        description: phase.description,
        status: phase.status as PhaseStatus,
      }))
    : RESEARCH_PHASES.map(({ id, title, description }) => ({ id, title, description, status: 'pending' }));

const freshPhases = () =>
  RESEARCH_PHASES.map(({ id, title, description }) => ({
    id,
    title,
    description,
    status: 'pending',
    completions: 0,
  }));

/** A run that completed or failed, as announced once ('research.finished'). */
export type FinishedResearchRun = ResearchFinished;

export interface ResearchServiceDeps {
  pubsub: PubSub;
  /** Where finished runs are announced ('research.finished'); none: nobody hears of them. */
  events?: Pick<EventBus, 'announce'>;
  theses: Theses;
  ai: AiProvider;
  citations: Pick<CitationsService, 'replaceArticle' | 'judge' | 'deleteOfTheses'>;
  /** services.sources, when the sources domain is listed. */
  sources?: SourcesPort;
  /** services.web, when the web domain is listed. */
  web?: WebPort;
  /** WEB_SOURCES_PER_RUN. */
  webPagesPerRun?: number;
  rateLimits: RateLimitStore;
  logger: Logger;
  /** The gateway's job queue: runs are its 'research-run' jobs. */
  jobs: Jobs;
  leaseMs: number;
  /** RESEARCH_CONCURRENCY (default 50). */
  concurrency?: number;
  /** RESEARCH_RUNS_PER_HOUR (default 60). */
  runsPerHour?: number;
}

export class ResearchService {
  readonly runner: ResearchRunner;
  private readonly startLimit: RateLimiter;
  private readonly pubsub: PubSub;
  private readonly theses: Theses;
  private readonly logger: Logger;
  private readonly sources: SourcesPort | undefined;
  private readonly web: WebPort | undefined;
  readonly queue: ResearchQueue;
  private readonly events: Pick<EventBus, 'announce'>;
  private queuePublish: {
    timer: NodeJS.Timeout | undefined;
    running: Promise<void> | undefined;
    stopped: boolean;
  } = { timer: undefined, running: undefined, stopped: false };

  constructor(deps: ResearchServiceDeps) {
    this.pubsub = deps.pubsub;
    this.events = deps.events ?? new EventBus();
    this.theses = deps.theses;
    this.logger = deps.logger;
    this.sources = deps.sources;
    this.web = deps.web;
    this.startLimit = deps.rateLimits.limiter(
      'research-start-user',
      researchStartLimit(deps.runsPerHour ?? DEFAULT_RUNS_PER_HOUR),
    );
    const concurrency = deps.concurrency ?? DEFAULT_RESEARCH_CONCURRENCY;
    this.queue = new ResearchQueue(concurrency);
    this.runner = new ResearchRunner({
      ai: deps.ai,
      theses: deps.theses,
      citations: deps.citations,
      sources: deps.sources,
      web: deps.web,
      webPagesPerRun: deps.webPagesPerRun ?? 0,
      logger: deps.logger.child({ component: 'research' }),
      jobs: deps.jobs,
      leaseMs: deps.leaseMs,
      concurrency,
      onChange: async (run, phaseId) => {
        try {
          await this.publishRun(run, phaseId);
        } finally {
          // Only the process that wrote the run's end calls this with a finished run: heard once.
          if (run.status === 'complete' || run.status === 'failed') await this.runFinished(run);
        }
      },
      onQueueChange: (run) => this.queueChanged(run),
    });
  }

  private async runFinished(run: ResearchRunRecord): Promise<void> {
    const finished: FinishedResearchRun = {
      runId: run._id.toString(),
      thesisId: run.thesisId.toString(),
      status: run.status as FinishedResearchRun['status'],
      failureReason: run.failureReason ?? null,
      finishedAt: run.finishedAt ?? new Date(),
    };
    await this.events.announce('research.finished', finished, (err) =>
      this.logger.error({ err, runId: finished.runId }, 'research run listener failed'),
    );
  }

  /**
   * POST /api/theses/{id}/research, startResearch: the thesis becomes researching and its run starts
   * with the saved plan: afresh on a complete thesis (research again: a new revision, the previous
   * article kept in the history, the citations replaced as a set when it completes), from its last
   * finished phase when it failed. CONFLICT while a run is going.
   */
  async start(actor: Actor | null, idOrSlug: unknown): Promise<ResearchRunView> {
    const user = requireSignedIn(actor);
    const thesis = await this.theses.authorizeResearch(actor, idOrSlug);
    // A start refused because a run is going does not count against the hourly limit.
    const going = await ResearchRunModel.findOne({ thesisId: thesis.id, status: 'running' }, { _id: 1 }).lean<
      Pick<ResearchRunRecord, '_id'>
    >();
    if (going) await this.refuseWhileRunning(going._id.toString(), thesis.id);
    await this.startLimit.consume(user.id);
    const run = await this.claimRun(thesis, user);
    if (run.started) {
      await this.theses.saveResearch(thesis.id, { status: 'researching' });
      await this.runner.enqueue(run.record._id.toString(), thesis.id);
      await this.publishRun(
        run.record,
        run.record.phases.find((p) => p.status !== 'complete')?.id ?? 'framing',
      );
      this.logger.info({ actorId: user.id, thesisId: thesis.id }, 'research started');
    } else {
      await this.refuseWhileRunning(run.record._id.toString(), thesis.id);
    }
    return this.view(thesis, run.record, await this.queue.of(run.record));
  }

  /**
   * One run at a time: the caller hears that a run is going (CONFLICT). A run left without its job
   * (a crash between creating and scheduling it) goes on all the same.
   */
  private async refuseWhileRunning(runId: string, thesisId: string): Promise<never> {
    await this.runner.enqueue(runId, thesisId, { onlyIfMissing: true });
    throw conflict(RESEARCH_RUNNING);
  }

  /** GET /api/theses/{id}/research-plan, researchPlan: the owner's reviewed plan, or the default one. */
  async plan(actor: Actor | null, idOrSlug: unknown): Promise<ResearchPlanView> {
    // Reading the plan, the run and its progress is reading the thesis (every member, issue 29).
    const thesis = await this.theses.getFor(actor, idOrSlug, 'read');
    const saved = await ResearchPlanModel.findOne({ thesisId: thesis.id }).lean<ResearchPlanRecord>();
    return this.planView(thesis, saved);
  }

  /**
   * PUT /api/theses/{id}/research-plan, updateResearchPlan: saves the owner's plan. Phases left out
   * keep their default questions; a phase without `searchQueries` keeps its default searches; every
   * source left out must be a source of this thesis.
   */
  async updatePlan(actor: Actor | null, idOrSlug: unknown, input: unknown): Promise<ResearchPlanView> {
    const thesis = await this.theses.authorizeResearch(actor, idOrSlug);
    const data = parseInput(researchPlanInput, input);
    const excluded = [...new Set((data.excludedSourceIds ?? []).map((id) => id.toLowerCase()))];
    if (excluded.length > 0) {
      const known = new Set((this.sources ? await this.sources.list(actor, thesis.id) : []).map((s) => s.id));
      const unknown = excluded.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        const message =
          unknown.length === 1
            ? `${unknown[0]} is not a source of this thesis.`
            : `${unknown.length} of the sources to leave out are not sources of this thesis.`;
        throw badUserInput(message, { excludedSourceIds: [message] });
      }
    }
    const base = defaultPlan(briefOf(thesis), this.web);
    const phases = base.phases.map((phase) => {
      const given = data.phases.find((p) => p.id === phase.id);
      if (!given) return phase;
      return {
        id: phase.id,
        questions: given.questions,
        searchQueries: given.searchQueries ?? phase.searchQueries,
      };
    });
    const saved = await ResearchPlanModel.findOneAndUpdate(
      { thesisId: thesis.id },
      { $set: { phases, excludedSourceIds: excluded } },
      { upsert: true, returnDocument: 'after' },
    ).lean<ResearchPlanRecord>();
    this.logger.info({ actorId: actor?.id, thesisId: thesis.id }, 'research plan saved');
    await this.theses.planChanged(requireSignedIn(actor), thesis);
    return this.planView(thesis, saved);
  }

  /**
   * GET /api/theses/{id}/research-phases, researchPhases. While the run waits, the phase it starts with
   * carries its place in the queue.
   */
  async phases(actor: Actor | null, idOrSlug: unknown): Promise<ResearchPhaseQueuedView[]> {
    return (await this.run(actor, idOrSlug)).phases;
  }

  /** GET /api/theses/{id}/research, researchRun: the run's state, progress and failure reason. */
  async run(actor: Actor | null, idOrSlug: unknown): Promise<ResearchRunView> {
    const thesis = await this.theses.getFor(actor, idOrSlug, 'read');
    const run = await ResearchRunModel.findOne({ thesisId: thesis.id }).lean<ResearchRunRecord>();
    return this.view(thesis, run, run ? await this.queue.of(run) : null);
  }

  /**
   * Live progress of one thesis, for its owner and admins (others: NOT_FOUND, like a missing thesis).
   * The current state comes first while a run is going.
   */
  async subscribeProgress(
    actor: Actor | null,
    thesisId: unknown,
  ): Promise<AsyncIterableIterator<ResearchProgressEvent>> {
    const thesis = await this.theses.getFor(actor, parseInput(thesisIdSchema, thesisId), 'read');
    const live = this.pubsub.subscribe<ResearchProgressEvent>(researchProgressTopic(thesis.id));
    const run = await ResearchRunModel.findOne({ thesisId: thesis.id }).lean<ResearchRunRecord>();
    // A finished run is read from researchRun / the thesis; only a running one is replayed.
    if (run?.status !== 'running') return live;
    const queued = await this.queue.of(run);
    const first = this.eventOf(
      run,
      run.phases.find((p) => p.status === 'in_progress')?.id ??
        (queued ? run.phases.find((p) => p.status !== 'complete')?.id : undefined) ??
        run.phases.at(-1)!.id,
      { hasContent: Object.keys(run.sections ?? {}).length > 0, thesisComplete: false },
      queued,
    );
    let sentFirst = false;
    const iterator: AsyncIterableIterator<ResearchProgressEvent> = {
      next: async () => {
        if (!sentFirst) {
          sentFirst = true;
          return { done: false, value: first };
        }
        return live.next();
      },
      return: async () => (live.return ? live.return() : { done: true, value: undefined }),
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  /** Test hook (ENABLE_TEST_HOOKS): validates and publishes one progress event as it is given. */
  async publishProgress(input: unknown): Promise<ResearchProgressEvent> {
    const parsed = parseInput(researchProgressInputSchema, input);
    const event: ResearchProgressEvent = {
      ...parsed,
      runStatus: parsed.runStatus ?? 'running',
      failureReason: parsed.failureReason ?? null,
      queuePosition: parsed.queuePosition ?? null,
      estimatedStartSeconds: parsed.estimatedStartSeconds ?? null,
      at: parsed.at ?? new Date().toISOString(),
    };
    await this.pubsub.publish(researchProgressTopic(event.thesisId), event);
    return event;
  }

  /** How many live subscriptions this gateway instance holds for a thesis. */
  subscriberCount(thesisId: string): number {
    return this.pubsub.subscriberCount(researchProgressTopic(thesisId));
  }

  /** How many runs a thesis has (0 or 1: a thesis never has two). */
  runsOf(thesisId: string): Promise<number> {
    return ResearchRunModel.countDocuments({ thesisId });
  }

  /** The cascade hook: a deleted thesis's run goes with it. */
  async deleteRuns(thesisIds: readonly string[]): Promise<void> {
    await this.runner.forget(thesisIds);
    await ResearchRunModel.deleteMany({ thesisId: { $in: thesisIds } });
    await ResearchPlanModel.deleteMany({ thesisId: { $in: thesisIds } });
  }

  /** The plan a run started now would use. */
  private async currentPlan(thesis: ThesisView): Promise<RunPlan> {
    const saved = await ResearchPlanModel.findOne({ thesisId: thesis.id }).lean<ResearchPlanRecord>();
    return this.resolvePlan(thesis, saved);
  }

  /** The saved plan over the default one (a phase the saved plan lacks keeps its defaults). */
  private resolvePlan(thesis: ThesisView, saved: ResearchPlanRecord | null): RunPlan {
    const base = defaultPlan(briefOf(thesis), this.web);
    if (!saved) return base;
    return {
      phases: base.phases.map((phase) => {
        const own = saved.phases.find((p) => p.id === phase.id);
        return own
          ? { id: phase.id, questions: [...own.questions], searchQueries: [...own.searchQueries] }
          : phase;
      }),
      excludedSourceIds: [...saved.excludedSourceIds],
      webSearch: base.webSearch,
    };
  }

  private planView(thesis: ThesisView, saved: ResearchPlanRecord | null): ResearchPlanView {
    const plan = this.resolvePlan(thesis, saved);
    return {
      thesisId: thesis.id,
      phases: RESEARCH_PHASES.map(({ id, title, description }) => {
        const phase = plan.phases.find((p) => p.id === id);
        return {
          id,
          title,
          description,
          questions: phase?.questions ?? [],
          searchQueries: phase?.searchQueries ?? [],
        };
      }),
      excludedSourceIds: plan.excludedSourceIds,
      webSearch: plan.webSearch,
      reviewed: saved !== null,
      updatedAt: saved?.updatedAt ? new Date(saved.updatedAt).toISOString() : null,
    };
  }

  /**
   * Creates the thesis's run, or takes up its existing one: a failed run resumes (finished phases
   * kept), a complete one starts afresh, a running one is left alone (started: false).
   */
  private async claimRun(
    thesis: ThesisView,
    starter: Actor,
  ): Promise<{ record: ResearchRunRecord; started: boolean }> {
    const brief = briefOf(thesis);
    const now = new Date();
    // A resumed run keeps the plan it was started with.
    // Each start or resume joins the back of the queue; its model calls are the starter's.
    // Who started it is named on the run (issue 29): their username at the time.
    const queueing = {
      startedBy: starter.id,
      startedByName: starter.username,
      queuedAt: now,
      takenAt: null,
    };
    const resumed = await ResearchRunModel.findOneAndUpdate(
      { thesisId: thesis.id, status: 'failed' },
      // A resumed run writes its remaining sections in the thesis's language as it is now.
      {
        $set: {
          status: 'running',
          failureReason: null,
          finishedAt: null,
          'brief.language': thesis.language,
          ...queueing,
        },
      },
      { returnDocument: 'after' },
    ).lean<ResearchRunRecord>();
    if (resumed) return { record: resumed, started: true };
    const plan = await this.currentPlan(thesis);
    const restarted = await ResearchRunModel.findOneAndUpdate(
      { thesisId: thesis.id, status: 'complete' },
      {
        $set: {
          status: 'running',
          brief,
          plan,
          phases: freshPhases(),
          sections: {},
          webPages: 0,
          grounding: null,
          failureReason: null,
          startedAt: now,
          finishedAt: null,
          ...queueing,
        },
      },
      { returnDocument: 'after' },
    ).lean<ResearchRunRecord>();
    if (restarted) return { record: restarted, started: true };
    try {
      const created = await ResearchRunModel.create({
        thesisId: thesis.id,
        status: 'running',
        brief,
        plan,
        phases: freshPhases(),
        sections: {},
        startedAt: now,
        ...queueing,
      });
      return { record: created.toObject<ResearchRunRecord>(), started: true };
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      // Already running (or just claimed by a concurrent start): that run is the one.
      const existing = await ResearchRunModel.findOne({ thesisId: thesis.id }).lean<ResearchRunRecord>();
      if (!existing) throw error;
      return { record: existing, started: false };
    }
  }

  private view(
    thesis: ThesisView,
    run: ResearchRunRecord | null,
    queued: QueueState | null,
  ): ResearchRunView {
    const phases = phasesOf(run);
    const next = phases.findIndex((phase) => phase.status !== 'complete');
    return {
      thesisId: thesis.id,
      status: run ? (run.status as RunStatus) : 'not_started',
      phases: phases.map((phase, index) => ({
        ...phase,
        queuePosition: index === next ? (queued?.position ?? null) : null,
        estimatedStartSeconds: index === next ? (queued?.estimatedStartSeconds ?? null) : null,
      })),
      percent: run
        ? progressPercent(
            phases,
            thesis.content.trim() !== '',
            thesis.status === 'complete' && run.status === 'complete',
          )
        : 0,
      failureReason: run?.failureReason ?? null,
      startedAt: run?.startedAt ? new Date(run.startedAt).toISOString() : null,
      finishedAt: run?.finishedAt ? new Date(run.finishedAt).toISOString() : null,
      startedByName: run?.startedByName ?? null,
      grounding: run?.grounding
        ? {
            retrieved: run.grounding.retrieved,
            cited: run.grounding.cited,
            removed: run.grounding.removed,
            webPages: run.grounding.webPages,
          }
        : null,
      queuePosition: queued?.position ?? null,
      estimatedStartSeconds: queued?.estimatedStartSeconds ?? null,
    };
  }

  private eventOf(
    run: ResearchRunRecord,
    phaseId: string,
    state: { hasContent: boolean; thesisComplete: boolean },
    queued: QueueState | null = null,
  ): ResearchProgressEvent {
    const phases = phasesOf(run);
    const index = Math.max(
      0,
      phases.findIndex((phase) => phase.id === phaseId),
    );
    const phase = phases[index]!;
    return {
      thesisId: run.thesisId.toString(),
      phaseIndex: index,
      totalPhases: phases.length,
      phaseTitle: phase.title,
      phaseStatus: phase.status,
      percent: progressPercent(phases, state.hasContent, state.thesisComplete),
      runStatus: run.status as RunStatus,
      failureReason: run.failureReason ?? null,
      queuePosition: queued?.position ?? null,
      estimatedStartSeconds: queued?.estimatedStartSeconds ?? null,
      at: new Date().toISOString(),
    };
  }

  /** Publishes a run's state after a change to `phaseId` (with its place in the queue while it waits). */
  private async publishRun(run: ResearchRunRecord, phaseId: string): Promise<void> {
    const event = this.eventOf(
      run,
      phaseId,
      {
        hasContent: run.status === 'complete' || Object.keys(run.sections ?? {}).length > 0,
        thesisComplete: run.status === 'complete',
      },
      await this.queue.of(run),
    );
    await this.pubsub.publish(researchProgressTopic(event.thesisId), event);
  }

  /**
   * A run was taken from the queue (or released back to it): it says so at once, and every run still
   * waiting hears its new place shortly after (coalesced: many runs taken at once publish once).
   */
  private async queueChanged(run: ResearchRunRecord): Promise<void> {
    await this.publishRun(run, run.phases.find((p) => p.status !== 'complete')?.id ?? run.phases[0]!.id);
    this.publishQueueSoon();
  }

  private publishQueueSoon(): void {
    const state = this.queuePublish;
    if (state.timer || state.stopped) return;
    state.timer = setTimeout(() => {
      state.timer = undefined;
      state.running = (state.running ?? Promise.resolve())
        .then(async () => {
          await this.publishQueue();
        })
        .catch((error: unknown) => this.logger.warn({ err: error }, 'queue positions not published'));
    }, QUEUE_PUBLISH_DELAY_MS);
  }

  /** Publishes every waiting run's place and estimate on its progress topic. */
  async publishQueue(): Promise<number> {
    const waiting = await this.queue.waiting();
    if (waiting.length === 0) return 0;
    const runs = await ResearchRunModel.find({
      _id: { $in: waiting.map((w) => w.runId) },
    }).lean<ResearchRunRecord[]>();
    const byId = new Map(runs.map((run) => [run._id.toString(), run]));
    let published = 0;
    for (const { runId, state } of waiting) {
      const run = byId.get(runId);
      if (!run || run.status !== 'running' || run.takenAt) continue;
      const event = this.eventOf(
        run,
        run.phases.find((p) => p.status !== 'complete')?.id ?? run.phases[0]!.id,
        { hasContent: Object.keys(run.sections ?? {}).length > 0, thesisComplete: false },
        state,
      );
      await this.pubsub.publish(researchProgressTopic(event.thesisId), event);
      published++;
    }
    return published;
  }

  /** Stops the pending queue publication (the gateway is stopping). */
  stopPublishing(): void {
    clearTimeout(this.queuePublish.timer);
    this.queuePublish.timer = undefined;
    this.queuePublish.stopped = true;
  }
}
