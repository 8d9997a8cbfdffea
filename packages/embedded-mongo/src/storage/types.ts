// Public types of the storage layer beyond the engine contract in durability.ts.
import type { Durability, DurabilityOptions } from './durability.js';

export interface StorageOptions extends DurabilityOptions {
  /** Journal size (bytes, all live segments) at which wantsCheckpoint() turns true. Default 64 MiB. */
  checkpointThresholdBytes?: number;
}

export interface DurabilityStats {
  /** commit() calls accepted */
  commits: number;
  /** journal writes, one per group of commits */
  groups: number;
  /** fdatasync calls on journal segments */
  fsyncs: number;
  /** journal bytes written and synced */
  bytes: number;
  checkpoints: number;
  /** bytes in journal segments not yet retired by a snapshot */
  journalBytes: number;
  /** bytes of a torn final record cut off during load() */
  truncatedBytes: number;
}

export interface StorageDurability extends Durability {
  stats(): DurabilityStats;
}
