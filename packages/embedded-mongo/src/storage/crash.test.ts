import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { documentCodec } from '../engine/codec.js';
import { openDurability } from './index.js';

const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = resolve(here, '../..');
const childScript = join(here, '../testing/commit-child.ts');

let dir: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'em-crash-'));
});

afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

async function readAcks(file: string): Promise<number[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => /^\d+$/.test(line))
    .map(Number);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once('exit', () => r()));
}

/** Runs the committing child until it has acknowledged `target` ids, then SIGKILLs it. */
async function runAndKill(dbPath: string, ackFile: string, firstId: number, target: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, dbPath, ackFile, String(firstId)], {
    cwd: packageRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`child exited early (${child.exitCode}): ${stderr}`);
    if (Date.now() > deadline) throw new Error(`child too slow; stderr: ${stderr}`);
    const acked = (await readAcks(ackFile)).filter((id) => id >= firstId).length;
    if (acked >= target) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  child.kill('SIGKILL');
  await exited(child);
  expect(child.signalCode).toBe('SIGKILL');
}

it('loses no acknowledged write when the process is SIGKILLed mid-stream, checkpoints included', async () => {
  const ackFile = join(dir, 'acks.txt');
  const dbPath = join(dir, 'db');
  const targets = [300, 1200, 2500];
  for (const [round, target] of targets.entries()) {
    await runAndKill(dbPath, ackFile, (round + 1) * 1_000_000, target);

    const acked = await readAcks(ackFile);
    const d = await openDurability({ dbPath, codec: documentCodec });
    const image = await d.load();
    const docs = image.get('crash.items')?.docs ?? [];
    const present = new Set(docs.map((doc) => Number(doc._id)));
    expect(present.size).toBe(docs.length);
    const missing = acked.filter((id) => !present.has(id));
    expect(missing).toEqual([]);

    // a batch is there completely or not at all
    const batches = new Map<number, number>();
    for (const doc of docs) batches.set(Number(doc.batch), (batches.get(Number(doc.batch)) ?? 0) + 1);
    for (const doc of docs) expect(batches.get(Number(doc.batch))).toBe(Number(doc.size));
    await d.close();
  }
  const files = await readdir(dbPath);
  expect(files.some((f) => /^snapshot-\d+\.snap$/.test(f))).toBe(true);
}, 120_000);
