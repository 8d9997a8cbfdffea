// Entry point of the storage layer: openDurability() picks the in-memory or the dbPath implementation.
import { mkdir, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { FileDurability } from './file-durability.js';
import { DbPathLock } from './lock.js';
import { MemoryDurability } from './memory-durability.js';
import type { StorageDurability, StorageOptions } from './types.js';

export type * from './durability.js';
export type { StorageDurability, StorageOptions } from './types.js';

const DEFAULT_CHECKPOINT_BYTES = 64 << 20;

export async function openDurability(opts: StorageOptions): Promise<StorageDurability> {
  if (typeof opts !== 'object' || opts === null)
    throw new TypeError('openDurability(opts) expects an options object');
  const { dbPath, codec, checkpointThresholdBytes = DEFAULT_CHECKPOINT_BYTES } = opts;
  if (!codec || typeof codec.encode !== 'function' || typeof codec.decode !== 'function') {
    throw new TypeError('openDurability: codec must provide encode(doc) and decode(bytes)');
  }
  if (!(typeof checkpointThresholdBytes === 'number' && checkpointThresholdBytes > 0)) {
    throw new TypeError('openDurability: checkpointThresholdBytes must be a positive number');
  }
  if (dbPath === undefined) return new MemoryDurability();
  if (typeof dbPath !== 'string' || dbPath.trim() === '') {
    throw new TypeError('openDurability: dbPath must be a non-empty string (or undefined for in-memory)');
  }
  const dir = resolve(dbPath);
  try {
    await mkdir(dir, { recursive: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOTDIR')
      throw new Error(`dbPath ${dir} exists and is not a directory`);
    throw new Error(`cannot create dbPath ${dir}: ${(err as Error).message}`, { cause: err });
  }
  if (!(await stat(dir)).isDirectory()) throw new Error(`dbPath ${dir} exists and is not a directory`);
  const lock = await DbPathLock.acquire(dir);
  return new FileDurability(dir, codec, checkpointThresholdBytes, lock);
}
