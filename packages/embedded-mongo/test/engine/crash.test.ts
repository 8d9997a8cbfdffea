// The engine as a separate process: SIGKILL mid-stream loses no acknowledged write, SIGTERM/SIGINT
// flush and exit 0, and a second engine on a dbPath in use is refused.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { packageDir, spawnTs, startCliEngine, stopChild, freePort, type CliEngine } from '../support/cli.js';

let dbPath: string;
const running: CliEngine[] = [];
const clients: MongoClient[] = [];

beforeEach(async () => {
  dbPath = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-crash-'));
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(running.splice(0).map((e) => stopChild(e.child, 'SIGKILL')));
  await rm(dbPath, { recursive: true, force: true });
});

async function engine(port?: number): Promise<CliEngine> {
  const started = await startCliEngine(dbPath, port);
  running.push(started);
  return started;
}

async function connect(uri: string): Promise<MongoClient> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5_000 });
  clients.push(client);
  await client.connect();
  return client;
}

describe('crash safety', () => {
  it('keeps every acknowledged insert after the engine is SIGKILLed mid-stream', async () => {
    const first = await engine();
    const writer = spawnTs(path.join(packageDir, 'test/fixtures/writer.ts'), [first.uri, 'crash', '16']);
    const acked = () =>
      writer.output.stdout
        .split('\n')
        .slice(0, -1)
        .filter((line) => line.startsWith('doc-'));

    const deadline = Date.now() + 20_000;
    while (acked().length < 600 && Date.now() < deadline && writer.child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(acked().length, `writer stderr: ${writer.output.stderr}`).toBeGreaterThanOrEqual(600);
    first.child.kill('SIGKILL');
    await first.output.exited;

    const writerExit = await Promise.race([
      writer.output.exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000)),
    ]);
    if (writerExit === 'timeout') await stopChild(writer.child, 'SIGKILL');
    const reported = acked();

    const second = await engine();
    const client = await connect(second.uri);
    const stored = await client
      .db('crash')
      .collection('acked')
      .find({}, { projection: { _id: 1 } })
      .toArray();
    const storedIds = new Set(stored.map((d) => String(d._id)));
    const lost = reported.filter((id) => !storedIds.has(id));
    expect(lost, `${lost.length} of ${reported.length} acknowledged ids missing after restart`).toEqual([]);
    // the recovered engine accepts writes again
    await client
      .db('crash')
      .collection('acked')
      .insertOne({ _id: 'after-restart' as never });
  });

  it('SIGTERM flushes and exits 0 after printing exactly one line; SIGINT too', async () => {
    const first = await engine();
    const client = await connect(first.uri);
    await client
      .db('shutdown')
      .collection('c')
      .insertMany(Array.from({ length: 200 }, (_, n) => ({ n })));
    await client.close();
    first.child.kill('SIGTERM');
    expect(await first.output.exited).toEqual({ code: 0, signal: null });
    expect(first.output.stdout).toBe(`ready ${first.uri}\n`);

    const second = await engine();
    const again = await connect(second.uri);
    expect(await again.db('shutdown').collection('c').countDocuments()).toBe(200);
    await again.db('shutdown').collection('c').insertOne({ n: 200 });
    await again.close();
    second.child.kill('SIGINT');
    expect(await second.output.exited).toEqual({ code: 0, signal: null });

    const third = await engine();
    const last = await connect(third.uri);
    expect(await last.db('shutdown').collection('c').countDocuments()).toBe(201);
  });

  it('refuses a second engine on a dbPath that is in use, with a message naming the lock', async () => {
    const first = await engine();
    const port = await freePort();
    const second = spawnTs(path.join(packageDir, 'src/cli.ts'), ['--port', String(port), '--dbpath', dbPath]);
    const exit = await Promise.race([
      second.output.exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000)),
    ]);
    if (exit === 'timeout') await stopChild(second.child, 'SIGKILL');
    expect(exit).not.toBe('timeout');
    expect(exit).not.toEqual({ code: 0, signal: null });
    expect(second.output.stdout).not.toContain('ready');
    expect(second.output.stderr).toMatch(/lock|in use|already/i);
    expect(second.output.stderr).toContain(dbPath);
    // the first engine is unaffected
    const client = await connect(first.uri);
    expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
  });

  it('refuses bad command-line arguments with a usage message', async () => {
    const bad = spawnTs(path.join(packageDir, 'src/cli.ts'), ['--port', 'not-a-port', '--dbpath', dbPath]);
    const exit = await bad.output.exited;
    expect(exit.code).not.toBe(0);
    expect(bad.output.stdout).toBe('');
    expect(bad.output.stderr).toMatch(/port/i);
  });
});
