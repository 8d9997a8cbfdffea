// Durability for a database without dbPath: nothing is written, nothing survives the process.
import type { DatabaseImage, JournalOp } from './durability.js';
import type { DurabilityStats, StorageDurability } from './types.js';

export class MemoryDurability implements StorageDurability {
  private commits = 0;
  private closed = false;

  async load(): Promise<DatabaseImage> {
    return new Map();
  }

  commit(ops: JournalOp[]): Promise<void> {
    if (this.closed) return Promise.reject(new Error('commit() called on a closed durability (in memory)'));
    if (!Array.isArray(ops))
      return Promise.reject(new TypeError('commit(ops) expects an array of journal ops'));
    this.commits++;
    return Promise.resolve();
  }

  wantsCheckpoint(): boolean {
    return false;
  }

  async checkpoint(_image: DatabaseImage): Promise<void> {}

  async close(): Promise<void> {
    this.closed = true;
  }

  stats(): DurabilityStats {
    const c = this.commits;
    return { commits: c, groups: 0, fsyncs: 0, bytes: 0, checkpoints: 0, journalBytes: 0, truncatedBytes: 0 };
  }
}
