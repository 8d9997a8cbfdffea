// Durability for the no-dbPath case: nothing is persisted, commits resolve at once.
import type { DatabaseImage, Durability, JournalOp } from '../storage/durability.js';

export class MemoryDurability implements Durability {
  load(): Promise<DatabaseImage> {
    return Promise.resolve(new Map());
  }
  commit(_ops: JournalOp[]): Promise<void> {
    return Promise.resolve();
  }
  wantsCheckpoint(): boolean {
    return false;
  }
  checkpoint(_image: DatabaseImage): Promise<void> {
    return Promise.resolve();
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}
