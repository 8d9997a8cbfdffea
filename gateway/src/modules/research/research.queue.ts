// A waiting run says so (issue 20 item 4): where it stands in the research job queue and when it is
// likely to start. Runs wait when every gateway runs RESEARCH_CONCURRENCY runs already; they are taken
// in the order they were queued (agenda picks the earliest job first). The estimate plays the queue
// forward: each running run ends after the typical run time (the median of the latest finished runs)
// less the time it has run, and each run that ends frees its slot for the next one waiting.
import type { Types } from 'mongoose';
import { ResearchRunModel } from './research.model.js';

/** Used before any run has finished: about what a run takes against a hosted model. */
export const DEFAULT_RUN_MS = 90_000;
/** Finished runs the typical duration is taken from. */
const TYPICAL_OF_LATEST = 20;
/** How long the typical duration is kept before it is read again. */
const TYPICAL_TTL_MS = 30_000;

export interface QueueState {
  /** 1 for the next run to start; null when the run is not waiting. */
  position: number;
  /** Runs queued before this one and still waiting (position - 1). */
  ahead: number;
  /** About when it starts, in whole seconds from now; null when nothing is running to judge by. */
  estimatedStartSeconds: number | null;
}

/** The median of `values` (undefined for none). */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * When the run with `ahead` runs waiting before it starts, in ms from now. `elapsedMs`: how long each
 * running run has run; `slots`: runs that may run at once (at least as many as are running; the free
 * ones start a waiting run at once); `typicalMs`: what one run takes. A run past the typical time is
 * taken to end within a tenth of it. Null when there is no slot to wait for.
 */
export function estimateStartMs(input: {
  elapsedMs: readonly number[];
  slots: number;
  ahead: number;
  typicalMs: number;
}): number | null {
  const { elapsedMs, ahead, typicalMs } = input;
  const slots = Math.max(input.slots, elapsedMs.length);
  if (slots <= 0) return null;
  const minimum = typicalMs / 10;
  // When each slot is next free, earliest first (a small sorted list: slots are tens, not thousands).
  const free = [
    ...elapsedMs.map((elapsed) => Math.max(minimum, typicalMs - elapsed)),
    ...Array.from({ length: slots - elapsedMs.length }, () => 0),
  ].sort((a, b) => a - b);
  for (let i = 0; i < ahead; i++) {
    const at = free.shift()!;
    const next = at + typicalMs;
    const index = free.findIndex((time) => time > next);
    free.splice(index < 0 ? free.length : index, 0, next);
  }
  return free[0]!;
}

interface WaitingRun {
  _id: Types.ObjectId;
  thesisId: Types.ObjectId;
  queuedAt: Date | null;
}

/** Queue positions and start estimates, read from research_runs (shared by every gateway). */
export class ResearchQueue {
  private typical: { ms: number; at: number } | undefined;

  constructor(
    /** This gateway's RESEARCH_CONCURRENCY: a lower bound of the runs the gateways run at once. */
    private readonly concurrency: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** What finished runs took lately (median of the latest TYPICAL_OF_LATEST), cached 30 s. */
  async typicalMs(): Promise<number> {
    const now = this.now();
    if (this.typical && now - this.typical.at < TYPICAL_TTL_MS) return this.typical.ms;
    const finished = await ResearchRunModel.find(
      { status: 'complete', finishedAt: { $ne: null } },
      { startedAt: 1, takenAt: 1, finishedAt: 1 },
    )
      .sort({ finishedAt: -1 })
      .limit(TYPICAL_OF_LATEST)
      .lean<Array<{ startedAt: Date; takenAt?: Date | null; finishedAt: Date }>>();
    const durations = finished
      .map((run) => run.finishedAt.getTime() - (run.takenAt ?? run.startedAt).getTime())
      .filter((ms) => ms > 0);
    const ms = median(durations) ?? DEFAULT_RUN_MS;
    this.typical = { ms, at: now };
    return ms;
  }

  /** Every run waiting for a slot, in queue order, with its state (those about to be taken left out). */
  async waiting(): Promise<Array<{ runId: string; thesisId: string; state: QueueState }>> {
    const queued = await ResearchRunModel.find(
      { status: 'running', takenAt: null },
      { thesisId: 1, queuedAt: 1 },
    )
      .sort({ queuedAt: 1, _id: 1 })
      .lean<WaitingRun[]>();
    if (queued.length === 0) return [];
    const { elapsedMs, typicalMs } = await this.running();
    return queued.flatMap((run, ahead) => {
      const state = this.state(ahead, elapsedMs, typicalMs);
      return state ? [{ runId: run._id.toString(), thesisId: run.thesisId.toString(), state }] : [];
    });
  }

  /** The state of one run: null when it is not waiting (running, finished, or a slot is free for it). */
  async of(run: {
    _id: Types.ObjectId;
    status: string;
    takenAt?: Date | null;
    queuedAt?: Date | null;
  }): Promise<QueueState | null> {
    if (run.status !== 'running' || run.takenAt) return null;
    const queuedAt = run.queuedAt ?? new Date(0);
    const ahead = await ResearchRunModel.countDocuments({
      status: 'running',
      takenAt: null,
      _id: { $ne: run._id },
      $or: [{ queuedAt: { $lt: queuedAt } }, { queuedAt, _id: { $lt: run._id } }, { queuedAt: null }],
    });
    const { elapsedMs, typicalMs } = await this.running();
    return this.state(ahead, elapsedMs, typicalMs);
  }

  private async running(): Promise<{ elapsedMs: number[]; typicalMs: number }> {
    const now = this.now();
    const running = await ResearchRunModel.find(
      { status: 'running', takenAt: { $ne: null } },
      { takenAt: 1 },
    ).lean<Array<{ takenAt: Date }>>();
    return {
      elapsedMs: running.map((run) => Math.max(0, now - run.takenAt.getTime())),
      typicalMs: await this.typicalMs(),
    };
  }

  /** Null when a slot is free for the run: a gateway takes it within a second (not queued). */
  private state(ahead: number, elapsedMs: number[], typicalMs: number): QueueState | null {
    const ms = estimateStartMs({ elapsedMs, slots: this.concurrency, ahead, typicalMs });
    if (ms === 0) return null;
    return {
      position: ahead + 1,
      ahead,
      estimatedStartSeconds: ms === null ? null : Math.ceil(ms / 1000),
    };
  }
}
