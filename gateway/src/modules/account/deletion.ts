// Deleting an account (issue 21 §1): one deletion per account in account_deletions, whose steps are
// every domain's step in the order modules/composition.ts lists them (the account record and its
// sessions first, then the person's projects with all that hangs off them, then what they did
// elsewhere), then this domain's own. Each step is recorded once done. The request runs the steps
// itself, holding the deletion's lease; a deletion cut short (a crash, a failing step, a stop) is taken
// up from the first step not done by its job on the gateway's job queue (shared/jobs.ts): one
// 'account-deletion' job per deletion, due once the request's lease would have lapsed, retried every
// minute while a step fails, and due at once at every start for a deletion whose lease is free. Steps
// are idempotent, so running one again after a crash mid-step is harmless. The deletion and its job
// go once every step is done.
import { randomUUID } from 'node:crypto';
import type { Jobs } from '../../shared/jobs.js';
import type { DeletedUser, UserDeletingStep } from '../../shared/personal-data.js';
import type { Logger } from '../../shared/logger.js';
import { AccountDeletionModel, type AccountDeletionRecord } from './account.model.js';

const JOB = 'account-deletion';
/** A deletion's lease: another process takes it over once its holder has been silent this long. */
const DELETION_LEASE_MS = 60_000;
/** The wait before a deletion whose step failed (or that another process held) is tried again. */
const DELETION_RETRY_MS = 60_000;

export interface DeletionRequest {
  userId: string;
  email: string;
  kind: 'self' | 'admin';
  actorId: string | null;
}

export type DeletionOutcome = 'done' | 'pending' | 'busy';

/** How a run of the steps is held: the job's lock renewed with the lease, and the process stopping. */
interface Holding {
  renew?: () => Promise<void>;
  stopping?: AbortSignal;
}

class NotFinished extends Error {}

export class AccountDeletions {
  /** Random per process: who holds a deletion's lease. */
  private readonly owner = randomUUID();
  /**
   * Test seam: runs before each step, so a test can fail one part-way (as a crash would) and check
   * that the next start finishes the job. Unset in production.
   */
  beforeStep: ((step: string) => void | Promise<void>) | undefined;

  constructor(
    private readonly steps: () => readonly UserDeletingStep[],
    private readonly logger: Logger,
    private readonly jobs: Jobs,
    private readonly leaseMs = DELETION_LEASE_MS,
  ) {
    jobs.define<{ userId: string }>(
      JOB,
      {
        lockLifetimeMs: leaseMs,
        // One after another in each process, as the steps of one deletion are.
        concurrency: 1,
        retryDelayMs: (_failures, error) => (error instanceof NotFinished ? DELETION_RETRY_MS : null),
        removeWhenDone: true,
      },
      async ({ data, touch, signal }) => {
        const outcome = await this.takeUp(data.userId, { renew: touch, stopping: signal });
        // Stopping: any process (or the next start) carries on at once.
        if (outcome === 'pending' && signal.aborted) return 'again';
        if (outcome !== 'done') throw new NotFinished(`account deletion ${outcome}`);
      },
    );
  }

  /**
   * Records the deletion (or finds the one already recorded for this account), schedules its job for
   * when this run's lease would have lapsed (should this process die), and runs it to the end.
   * 'pending' when a step failed: the job takes it up again.
   */
  async run(request: DeletionRequest): Promise<DeletionOutcome> {
    const now = new Date();
    await AccountDeletionModel.updateOne(
      { userId: request.userId },
      {
        $setOnInsert: {
          userId: request.userId,
          email: request.email.toLowerCase(),
          kind: request.kind,
          actorId: request.actorId,
          stepsDone: [],
          attempts: 0,
          lastError: null,
          leaseOwner: null,
          leaseUntil: null,
          startedAt: now,
          updatedAt: now,
        },
      },
      { upsert: true },
    ).catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== 11000) throw error;
    });
    await this.jobs.schedule(
      JOB,
      { userId: request.userId },
      { at: new Date(now.getTime() + this.leaseMs), uniqueBy: 'userId', keepExisting: true },
    );
    return this.takeUp(request.userId);
  }

  /** The steps a deletion runs, in order. */
  stepNames(): string[] {
    return this.steps().map((step) => step.name);
  }

  /** Deletions not finished (tests and the admin's view of a deletion under way). */
  async pending(): Promise<AccountDeletionRecord[]> {
    return AccountDeletionModel.find().sort({ startedAt: 1 }).lean<AccountDeletionRecord[]>();
  }

  /**
   * At start: every deletion cut short is due now (its lease free) or once its lease lapses (its job
   * left as it is when it has one), so a deletion requested before a restart finishes after it.
   */
  async start(): Promise<void> {
    const now = new Date();
    const unfinished = await AccountDeletionModel.find({}, { userId: 1, leaseUntil: 1 }).lean<
      Array<Pick<AccountDeletionRecord, 'userId' | 'leaseUntil'>>
    >();
    for (const { userId, leaseUntil } of unfinished) {
      const held = leaseUntil !== null && leaseUntil > now;
      await this.jobs.schedule(
        JOB,
        { userId },
        { at: held ? leaseUntil : now, uniqueBy: 'userId', keepExisting: held },
      );
    }
  }

  /**
   * Runs the deletion's remaining steps while holding its lease (what its job runs); the deletion
   * and its job go when the last is done. 'busy' while another process holds it.
   */
  async takeUp(userId: string, holding: Holding = {}): Promise<DeletionOutcome> {
    const job = await this.lease(userId);
    if (!job) return (await AccountDeletionModel.exists({ userId })) ? 'busy' : 'done';
    const user: DeletedUser = { id: job.userId, email: job.email, since: job.startedAt };
    const done = new Set(job.stepsDone);
    for (const step of this.steps()) {
      if (done.has(step.name)) continue;
      if (holding.stopping?.aborted) {
        // Shutting down: the next start (or another process) carries on from here at once.
        await AccountDeletionModel.updateOne(
          { _id: job._id, leaseOwner: this.owner },
          { $set: { leaseOwner: null, leaseUntil: null, updatedAt: new Date() } },
        );
        return 'pending';
      }
      try {
        await this.beforeStep?.(step.name);
        // Still ours? (A process that stalled past its lease finds the job taken over, and stops.)
        const held = await AccountDeletionModel.updateOne(
          { _id: job._id, leaseOwner: this.owner, leaseUntil: { $gt: new Date() } },
          { $set: { leaseUntil: new Date(Date.now() + this.leaseMs), updatedAt: new Date() } },
        );
        if (held.matchedCount === 0) return 'busy';
        await holding.renew?.();
        await step.run(user);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await AccountDeletionModel.updateOne(
          { _id: job._id, leaseOwner: this.owner },
          // The lease is given back at once: the job takes the deletion up again.
          {
            $set: {
              lastError: `${step.name}: ${reason}`,
              leaseOwner: null,
              leaseUntil: null,
              updatedAt: new Date(),
            },
          },
        );
        this.logger.error(
          { err: error, userId: job.userId, step: step.name },
          'account deletion step failed',
        );
        return 'pending';
      }
      const renewed = await AccountDeletionModel.updateOne(
        { _id: job._id, leaseOwner: this.owner },
        {
          $addToSet: { stepsDone: step.name },
          $set: { leaseUntil: new Date(Date.now() + this.leaseMs), updatedAt: new Date() },
        },
      );
      // Another process took the job over (this one was too slow): it carries on from here.
      if (renewed.matchedCount === 0) return 'busy';
    }
    // The job first: a deletion left without it (a crash in between) is scheduled again at start.
    await this.jobs.cancel(JOB, { userId: job.userId });
    await AccountDeletionModel.deleteOne({ _id: job._id, leaseOwner: this.owner });
    this.logger.info({ userId: job.userId, kind: job.kind, attempts: job.attempts }, 'account deleted');
    return 'done';
  }

  private lease(userId: string): Promise<AccountDeletionRecord | null> {
    const now = new Date();
    return AccountDeletionModel.findOneAndUpdate(
      {
        userId,
        $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }],
      },
      {
        $set: { leaseOwner: this.owner, leaseUntil: new Date(now.getTime() + this.leaseMs), updatedAt: now },
        $inc: { attempts: 1 },
      },
      { returnDocument: 'after' },
    ).lean<AccountDeletionRecord>();
  }
}
