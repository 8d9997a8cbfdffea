// One process per dbPath: a lock file holding the owner's pid, created atomically with link(2).
import { randomBytes } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const LOCK_FILE = 'embedded-mongo.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(path: string): Promise<number | null> {
  try {
    const pid = Number.parseInt((await readFile(path, 'utf8')).trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

export class DbPathLock {
  private released = false;
  private constructor(readonly path: string) {}

  /** Takes the lock, replacing one left by a process that no longer runs. */
  static async acquire(dbPath: string): Promise<DbPathLock> {
    const path = join(dbPath, LOCK_FILE);
    const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(temp, `${process.pid}\n`);
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          await link(temp, path);
          return new DbPathLock(path);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        }
        const holder = await readHolder(path);
        if (holder !== null && isAlive(holder)) {
          const who = holder === process.pid ? 'this process' : 'another embedded-mongo process';
          throw new Error(
            `dbPath ${dbPath} is already in use by ${who} (pid ${holder}); ` +
              `if no embedded-mongo runs there, delete ${path}`,
          );
        }
        // Stale: its owner is gone (or the file is unreadable garbage). Remove it only if unchanged.
        if ((await readHolder(path)) === holder) await rm(path, { force: true });
      }
      throw new Error(`could not take the lock ${path}: it keeps being recreated by another process`);
    } finally {
      await rm(temp, { force: true });
    }
  }

  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    if ((await readHolder(this.path)) === process.pid) await rm(this.path, { force: true });
  }
}
