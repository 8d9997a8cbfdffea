// Research runs (spec §4): starting one (the thesis becomes researching; a thesis already being
// researched keeps its one run; a failed run resumes from its last finished phase), the phases and
// their progress, and live progress events on `research-progress:<thesisId>` for the thesis's owner
// and admins only. Execution is in research.runner.ts.
import type { ResearchProgressEvent } from '../../gql/resolvers.js';
import { requireSignedIn, type Actor } from '../../shared/access/actor.js';
import type { AiProvider } from '../../shared/ai/index.js';
import type { Logger } from '../../shared/logger.js';
import type { PubSub } from '../../shared/pubsub/index.js';
import type { RateLimitStore, RateLimiter } from '../../shared/rate-limit/rate-limit.js';
import { parseInput } from '../../shared/validate.js';
import type { ThesesService, ThesisView } from '../theses/index.js';
import { RESEARCH_PHASES, progressPercent, type PhaseStatus } from './research.phases.js';
import { ResearchRunModel, type ResearchRunRecord, type RunStatus } from './research.model.js';
import { ResearchRunner } from './research.runner.js';
import { researchProgressInputSchema, thesisIdSchema } from './research.schemas.js';

export const researchProgressTopic = (thesisId: string): string => `research-progress:${thesisId}`;

export const RESEARCH_RATE_LIMITS = {
  startPerUser: {
    points: 20,
    durationSeconds: 3600,
    message: 'You have started a lot of research this hour. Please wait a while and try again.',
  },
} as const;

export interface ResearchPhaseView {
  id: string;
  title: string;
  description: string;
  status: PhaseStatus;
}

export interface ResearchRunView {
  thesisId: string;
  status: RunStatus | 'not_started';
  phases: ResearchPhaseView[];
  percent: number;
  failureReason: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}

type Theses = Pick<ThesesService, 'authorizeResearch' | 'saveResearch'>;

const DUPLICATE_KEY = 11000;

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

export interface ResearchServiceDeps {
  pubsub: PubSub;
  theses: Theses;
  ai: AiProvider;
  rateLimits: RateLimitStore;
  logger: Logger;
  leaseMs: number;
}

export class ResearchService {
  readonly runner: ResearchRunner;
  private readonly startLimit: RateLimiter;
  private readonly pubsub: PubSub;
  private readonly theses: Theses;
  private readonly logger: Logger;

  constructor(deps: ResearchServiceDeps) {
    this.pubsub = deps.pubsub;
    this.theses = deps.theses;
    this.logger = deps.logger;
    this.startLimit = deps.rateLimits.limiter('research-start-user', RESEARCH_RATE_LIMITS.startPerUser);
    this.runner = new ResearchRunner({
      ai: deps.ai,
      theses: deps.theses,
      logger: deps.logger.child({ component: 'research' }),
      leaseMs: deps.leaseMs,
      onChange: (run, phaseId) => this.publishRun(run, phaseId),
    });
  }

  /**
   * POST /api/theses/{id}/research, startResearch: the thesis becomes researching and its run starts
   * (or goes on, when it is already running; or resumes, when it failed).
   */
  async start(actor: Actor | null, idOrSlug: unknown): Promise<ResearchRunView> {
    const user = requireSignedIn(actor);
    const thesis = await this.theses.authorizeResearch(actor, idOrSlug);
    await this.startLimit.consume(user.id);
    const run = await this.claimRun(thesis);
    if (run.started) {
      await this.theses.saveResearch(thesis.id, { status: 'researching' });
      await this.runner.enqueue(run.record._id.toString(), thesis.id);
      await this.publishRun(
        run.record,
        run.record.phases.find((p) => p.status !== 'complete')?.id ?? 'framing',
      );
      this.logger.info({ actorId: user.id, thesisId: thesis.id }, 'research started');
    } else {
      await this.runner.enqueue(run.record._id.toString(), thesis.id, { onlyIfMissing: true });
    }
    return this.view(thesis, run.record);
  }

  /** GET /api/theses/{id}/research-phases, researchPhases. */
  async phases(actor: Actor | null, idOrSlug: unknown): Promise<ResearchPhaseView[]> {
    return (await this.run(actor, idOrSlug)).phases;
  }

  /** GET /api/theses/{id}/research, researchRun: the run's state, progress and failure reason. */
  async run(actor: Actor | null, idOrSlug: unknown): Promise<ResearchRunView> {
    const thesis = await this.theses.authorizeResearch(actor, idOrSlug);
    const run = await ResearchRunModel.findOne({ thesisId: thesis.id }).lean<ResearchRunRecord>();
    return this.view(thesis, run);
  }

  /**
   * Live progress of one thesis, for its owner and admins (others: NOT_FOUND, like a missing thesis).
   * The current state comes first while a run is going.
   */
  async subscribeProgress(
    actor: Actor | null,
    thesisId: unknown,
  ): Promise<AsyncIterableIterator<ResearchProgressEvent>> {
    const thesis = await this.theses.authorizeResearch(actor, parseInput(thesisIdSchema, thesisId));
    const live = this.pubsub.subscribe<ResearchProgressEvent>(researchProgressTopic(thesis.id));
    const run = await ResearchRunModel.findOne({ thesisId: thesis.id }).lean<ResearchRunRecord>();
    // A finished run is read from researchRun / the thesis; only a running one is replayed.
    if (run?.status !== 'running') return live;
    const first = this.eventOf(
      run,
      run.phases.find((p) => p.status === 'in_progress')?.id ?? run.phases.at(-1)!.id,
      { hasContent: Object.keys(run.sections ?? {}).length > 0, thesisComplete: false },
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
  }

  /**
   * Creates the thesis's run, or takes up its existing one: a failed run resumes (finished phases
   * kept), a complete one starts afresh, a running one is left alone (started: false).
   */
  private async claimRun(thesis: ThesisView): Promise<{ record: ResearchRunRecord; started: boolean }> {
    const brief = {
      title: thesis.title,
      idea: thesis.idea,
      context: thesis.context,
      intellectualChallenge: thesis.intellectualChallenge,
    };
    const now = new Date();
    const resumed = await ResearchRunModel.findOneAndUpdate(
      { thesisId: thesis.id, status: 'failed' },
      { $set: { status: 'running', failureReason: null, finishedAt: null } },
      { returnDocument: 'after' },
    ).lean<ResearchRunRecord>();
    if (resumed) return { record: resumed, started: true };
    const restarted = await ResearchRunModel.findOneAndUpdate(
      { thesisId: thesis.id, status: 'complete' },
      {
        $set: {
          status: 'running',
          brief,
          phases: freshPhases(),
          sections: {},
          failureReason: null,
          startedAt: now,
          finishedAt: null,
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
        phases: freshPhases(),
        sections: {},
        startedAt: now,
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

  private view(thesis: ThesisView, run: ResearchRunRecord | null): ResearchRunView {
    const phases = phasesOf(run);
    return {
      thesisId: thesis.id,
      status: run ? (run.status as RunStatus) : 'not_started',
      phases,
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
    };
  }

  private eventOf(
    run: ResearchRunRecord,
    phaseId: string,
    state: { hasContent: boolean; thesisComplete: boolean },
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
      at: new Date().toISOString(),
    };
  }

  /** Publishes a run's state after a change to `phaseId`. */
  private async publishRun(run: ResearchRunRecord, phaseId: string): Promise<void> {
    const event = this.eventOf(run, phaseId, {
      hasContent: run.status === 'complete' || Object.keys(run.sections ?? {}).length > 0,
      thesisComplete: run.status === 'complete',
    });
    await this.pubsub.publish(researchProgressTopic(event.thesisId), event);
  }
}
