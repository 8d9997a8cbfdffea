// Deleting an account (issue 21 §1): one job per account in account_deletions, whose steps are every
// domain's step in the order modules/composition.ts lists them (the account record and its
// sessions first, then the person's projects with all that hangs off them, then what they did
// elsewhere), then this domain's own. Each step is recorded once done; a job cut short (a crash, a
// failing step) is taken up again — at the next start, and by a sweep every minute in any gateway
// process once its lease has lapsed — from the first step not done. Steps are idempotent, so running
// one again after a crash mid-step is harmless. The job itself goes once every step is done.
import { randomUUID } from 'node:crypto';
import type { DeletedUser, UserDeletingStep } from '../../shared/personal-data.js';
import type { Logger } from '../../shared/logger.js';
import { AccountDeletionModel, type AccountDeletionRecord } from './account.model.js';

/** A job's lease: another process takes a job over once its holder has been silent this long. */
const DELETION_LEASE_MS = 60_000;
/** How often each process looks for jobs to take up (their lease lapsed, or a step failed). */
const DELETION_SWEEP_MS = 60_000;

export interface DeletionRequest {
  userId: string;
  email: string;
  kind: 'self' | 'admin';
  actorId: string | null;
}

export type DeletionOutcome = 'done' | 'pending' | 'busy';

export class AccountDeletions {
  /** Random per process: who holds a job's lease. */
  private readonly owner = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;
  /** Set by stop(): a running job stops after its current step and gives its lease back. */
  private stopping = false;
  /**
   * Test seam: runs before each step, so a test can fail one part-way (as a crash would) and check
   * that the next start finishes the job. Unset in production.
   */
  beforeStep: ((step: string) => void | Promise<void>) | undefined;

  constructor(
    private readonly steps: () => readonly UserDeletingStep[],
    private readonly logger: Logger,
    private readonly leaseMs = DELETION_LEASE_MS,
  ) {}

  /**
   * Records the job (or finds the one already recorded for this account) and runs it to the end.
   * 'pending' when a step failed: the job stays and is taken up again by the sweep.
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
    const job = await AccountDeletionModel.findOne({ userId: request.userId }).lean<AccountDeletionRecord>();
    if (!job) return 'done';
    return this.resume(job._id.toString());
  }

  /** The steps a deletion runs, in order. */
  stepNames(): string[] {
    return this.steps().map((step) => step.name);
  }

  /** Jobs not finished (tests and the admin's view of a deletion under way). */
  async pending(): Promise<AccountDeletionRecord[]> {
    return AccountDeletionModel.find().sort({ startedAt: 1 }).lean<AccountDeletionRecord[]>();
  }

  /**
   * Takes up every job whose lease is free now (in the background: a long deletion does not hold up
   * the gateway's start), then keeps looking every DELETION_SWEEP_MS.
   */
  async start(sweepEveryMs = DELETION_SWEEP_MS): Promise<void> {
    this.stopping = false;
    void this.sweep();
    this.timer = setInterval(() => {
      void this.sweep();
    }, sweepEveryMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.sweeping;
  }

  /** Runs every job whose lease is free, one after another. */
  sweep(): Promise<void> {
    this.sweeping ??= (async () => {
      try {
        const free = await AccountDeletionModel.find(
          { $or: [{ leaseUntil: null }, { leaseUntil: { $lte: new Date() } }] },
          { _id: 1 },
        ).lean<Array<{ _id: AccountDeletionRecord['_id'] }>>();
        for (const { _id } of free) await this.resume(_id.toString());
      } catch (error) {
        this.logger.error({ err: error }, 'account deletion sweep failed');
      } finally {
        this.sweeping = undefined;
      }
    })();
    return this.sweeping;
  }

  /** Runs the job's remaining steps while holding its lease; the job goes when the last is done. */
  private async resume(jobId: string): Promise<DeletionOutcome> {
    const job = await this.lease(jobId);
    if (!job) return (await AccountDeletionModel.exists({ _id: jobId })) ? 'busy' : 'done';
    const user: DeletedUser = { id: job.userId, email: job.email, since: job.startedAt };
    const done = new Set(job.stepsDone);
    for (const step of this.steps()) {
      if (done.has(step.name)) continue;
      if (this.stopping) {
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
        await step.run(user);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await AccountDeletionModel.updateOne(
          { _id: job._id, leaseOwner: this.owner },
          // The lease is given back at once: the sweep takes the job up again.
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
    await AccountDeletionModel.deleteOne({ _id: job._id, leaseOwner: this.owner });
    this.logger.info({ userId: job.userId, kind: job.kind, attempts: job.attempts }, 'account deleted');
    return 'done';
  }

  private lease(jobId: string): Promise<AccountDeletionRecord | null> {
    const now = new Date();
    return AccountDeletionModel.findOneAndUpdate(
      {
        _id: jobId,
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
