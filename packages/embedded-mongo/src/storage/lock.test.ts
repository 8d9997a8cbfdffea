import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { documentCodec } from '../engine/codec.js';
import { commitChildPath, spawnTs } from '../testing/cli.js';
import { openDurability } from './index.js';

let dir: string;
let child: ChildProcess | null = null;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'em-lock-'));
});

afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  child = null;
  await rm(dir, { recursive: true, force: true });
});

const lockFile = () => join(dir, 'embedded-mongo.lock');

it('refuses a second open in the same process and frees the path on close', async () => {
  const first = await openDurability({ dbPath: dir, codec: documentCodec });
  await expect(openDurability({ dbPath: dir, codec: documentCodec })).rejects.toThrow(
    `dbPath ${dir} is already in use by this process (pid ${process.pid})`,
  );
  await first.close();
  await expect(stat(lockFile())).rejects.toThrow();
  const second = await openDurability({ dbPath: dir, codec: documentCodec });
  await second.close();
});

it('refuses a path held by another live process and takes it over once that process is killed', async () => {
  const readyFile = join(dir, 'ready.txt');
  const dbPath = join(dir, 'db');
  child = spawnTs(commitChildPath, [dbPath, readyFile, '0', 'hold']).child;
  const deadline = Date.now() + 20_000;
  while (!(await readFile(readyFile, 'utf8').catch(() => '')).includes('ready')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('lock holder did not start');
    await new Promise((r) => setTimeout(r, 20));
  }
  await expect(openDurability({ dbPath, codec: documentCodec })).rejects.toThrow(
    `dbPath ${dbPath} is already in use by another embedded-mongo process (pid ${child.pid})`,
  );

  child.kill('SIGKILL');
  await new Promise((r) => child?.once('exit', r));
  // the killed holder left its lock file behind
  expect((await readFile(join(dbPath, 'embedded-mongo.lock'), 'utf8')).trim()).toBe(String(child.pid));
  const d = await openDurability({ dbPath, codec: documentCodec });
  expect((await readFile(join(dbPath, 'embedded-mongo.lock'), 'utf8')).trim()).toBe(String(process.pid));
  await d.load();
  await d.close();
}, 30_000);

it('takes over a lock file whose content is not a pid', async () => {
  await writeFile(lockFile(), 'garbage');
  const d = await openDurability({ dbPath: dir, codec: documentCodec });
  expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
  await d.close();
});
