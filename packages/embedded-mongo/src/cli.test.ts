// The engine as a separate process: SIGKILL mid-stream loses no acknowledged write, a second engine
// on a dbPath in use is refused, bad arguments get a usage message, and SIGTERM/SIGINT exit 0.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  cliPath,
  freePort,
  packageDir,
  spawnTs,
  startCliEngine,
  stopChild,
  type CliEngine,
} from './testing/cli.js';

/** A temp dbPath plus helpers whose engines and clients are torn down when the test ends. */
async function workspace() {
  const dbPath = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-crash-'));
  const engines: CliEngine[] = [];
  const clients: MongoClient[] = [];
  onTestFinished(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all(engines.map((e) => stopChild(e.child, 'SIGKILL')));
    await rm(dbPath, { recursive: true, force: true });
  });
  return {
    dbPath,
    async engine() {
      const started = await startCliEngine(dbPath);
      engines.push(started);
      return started;
    },
    async connect(uri: string) {
      const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5_000 });
      clients.push(client);
      await client.connect();
      return client;
    },
  };
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  return Promise.race([
    promise,
    new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms)),
  ]);
}

describe('engine process', () => {
  it(
    'keeps every acknowledged insert after a SIGKILL mid-stream, and refuses a second engine meanwhile',
    { timeout: 60_000 },
    async () => {
      const ws = await workspace();
      const badArgs = spawnTs(cliPath, ['--port', 'not-a-port', '--dbpath', ws.dbPath]);
      const first = await ws.engine();
      const writer = spawnTs(path.join(packageDir, 'src/testing/crash-writer.ts'), [
        first.uri,
        'crash',
        '16',
      ]);
      onTestFinished(() => stopChild(writer.child, 'SIGKILL'));
      const second = spawnTs(cliPath, ['--port', String(await freePort()), '--dbpath', ws.dbPath]);
      onTestFinished(() => stopChild(second.child, 'SIGKILL'));

      // a second engine on the same dbPath exits non-zero with a message about the lock
      const secondExit = await within(second.output.exited, 20_000);
      expect(secondExit).not.toBe('timeout');
      expect(secondExit).not.toEqual({ code: 0, signal: null });
      expect(second.output.stdout).not.toContain('ready');
      expect(second.output.stderr).toMatch(/lock|in use|already/i);
      expect(second.output.stderr).toContain(ws.dbPath);

      // bad command-line arguments: non-zero exit, nothing on stdout, a message about the option
      const badExit = await within(badArgs.output.exited, 20_000);
      expect(badExit).not.toBe('timeout');
      expect(badExit).not.toEqual({ code: 0, signal: null });
      expect(badArgs.output.stdout).toBe('');
      expect(badArgs.output.stderr).toMatch(/port/i);

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
      if ((await within(writer.output.exited, 10_000)) === 'timeout')
        await stopChild(writer.child, 'SIGKILL');
      const reported = acked();

      const restarted = await ws.engine();
      const client = await ws.connect(restarted.uri);
      const stored = await client
        .db('crash')
        .collection('acked')
        .find({}, { projection: { _id: 1 } })
        .toArray();
      const storedIds = new Set(stored.map((d) => String(d._id)));
      const lost = reported.filter((id) => !storedIds.has(id));
      expect(lost, `${lost.length} of ${reported.length} acknowledged ids missing after restart`).toEqual([]);
      await client
        .db('crash')
        .collection('acked')
        .insertOne({ _id: 'after-restart' as never });
    },
  );

  it(
    'SIGTERM flushes and exits 0 after printing exactly one line; SIGINT exits 0 too',
    { timeout: 60_000 },
    async () => {
      const ws = await workspace();
      const first = await ws.engine();
      const client = await ws.connect(first.uri);
      await client
        .db('shutdown')
        .collection('c')
        .insertMany(Array.from({ length: 200 }, (_, n) => ({ n })));
      await client.close();
      first.child.kill('SIGTERM');
      expect(await within(first.output.exited, 10_000)).toEqual({ code: 0, signal: null });
      expect(first.output.stdout).toBe(`ready ${first.uri}\n`);

      const second = await ws.engine();
      const again = await ws.connect(second.uri);
      expect(await again.db('shutdown').collection('c').countDocuments()).toBe(200);
      await again.close();
      second.child.kill('SIGINT');
      expect(await within(second.output.exited, 10_000)).toEqual({ code: 0, signal: null });
    },
  );
});
