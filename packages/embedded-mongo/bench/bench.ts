// Throughput, memory and restart figures for the engine, measured through mongoose against the engine
// running as its own process (CLI, durable dbPath), next to the same operations run in-process on
// mingo over a plain array: the "ceiling" with no wire protocol, no BSON and no disk.
// Prints a table; exits 0 even when a target is missed, 1 only when something actually fails.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { find, updateOne as mingoUpdateOne } from 'mingo';
import mongoose from 'mongoose';
import { freePort, startCliEngine } from '../src/testing/cli.js';
import type { ClientReport } from './client.js';
import { CREATED_FROM, entryDoc, entryModel, keyOf, TOTAL, type Scenario } from './workload.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtCli = path.join(packageDir, 'dist/cli.js');

/** The built CLI when dist is newer than every source file, otherwise the sources through tsx. */
function engineEntry(): { args: string[]; from: string } {
  const newestSource = (dir: string): number =>
    Math.max(
      0,
      ...readdirSync(dir, { withFileTypes: true }).map((e) =>
        e.isDirectory() ? newestSource(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).mtimeMs,
      ),
    );
  if (existsSync(builtCli) && statSync(builtCli).mtimeMs >= newestSource(path.join(packageDir, 'src'))) {
    return { args: [builtCli], from: 'dist (bin/embedded-mongo.mjs build)' };
  }
  return {
    args: ['--import', 'tsx', path.join(packageDir, 'src/cli.ts')],
    from: 'src through tsx (dist missing or stale)',
  };
}
const entry = engineEntry();
const CONCURRENCY = 32;
/** Client processes for the second line of each throughput pair (BENCH_CLIENTS, default 2). */
const CLIENTS = positiveInt('BENCH_CLIENTS', 2);
/** Length of each timed window in seconds (BENCH_WINDOW_S, default 3). */
const WINDOW_S = positiveInt('BENCH_WINDOW_S', 3);

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > CONCURRENCY)
    throw new Error(`${name} must be an integer between 1 and ${CONCURRENCY}, got '${raw}'`);
  return Number(raw);
}

interface Row {
  label: string;
  value: number;
  unit: string;
  ceiling?: number;
  target?: { op: '>=' | '<='; value: number };
  note?: string;
}
const rows: Row[] = [];
const cleanups: (() => Promise<void>)[] = [];

// ---------- engine process ----------

interface EngineProcess {
  child: ChildProcess;
  uri: string;
  readyMs: number;
}

async function startEngine(dbPath: string): Promise<EngineProcess> {
  const port = await freePort();
  const started = performance.now();
  const { child, uri } = await startCliEngine(dbPath, { port, entry: entry.args, readyTimeoutMs: 60_000 });
  const readyMs = performance.now() - started;
  cleanups.push(() => stopEngine(child));
  return { child, uri, readyMs };
}

async function stopEngine(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`engine exited with ${code} on SIGTERM`);
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (kb === undefined) throw new Error('no VmRSS in /proc status');
  return Number(kb) / 1024;
}

// ---------- measuring ----------

/** CPU seconds (user + system) used so far by a process, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

let enginePid: number | undefined;
/** Where the time of the last opsPerSecond() run went: engine process vs this process (bench + mongoose). */
let lastCpuNote = '';

/** Runs `count` untimed operations first, so JIT compilation and connection setup are not measured. */
async function warmUp(
  count: number,
  concurrency: number,
  op: (i: number) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await op(next++);
    }),
  );
}

/** Group-commit counters the engine reports in serverStatus (durable engines only). */
async function journalCounters(conn: mongoose.Connection): Promise<{ commits: number; fsyncs: number }> {
  const status = await conn.db!.admin().command({ serverStatus: 1 });
  const j = status.embeddedJournal as { commits?: number; fsyncs?: number } | undefined;
  return { commits: Number(j?.commits ?? 0), fsyncs: Number(j?.fsyncs ?? 0) };
}

/** Runs op(i) for i in [0, count) with `concurrency` in flight in this process; returns operations per second. */
async function opsPerSecond(
  count: number,
  concurrency: number,
  op: (i: number) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const engineCpuBefore = enginePid === undefined ? 0 : cpuSeconds(enginePid);
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await op(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const client = process.cpuUsage(clientCpuBefore);
  const clientCpu = (client.user + client.system) / 1e6;
  const engineCpu = enginePid === undefined ? 0 : cpuSeconds(enginePid) - engineCpuBefore;
  lastCpuNote =
    `${concurrency} in flight; CPU busy: engine ${Math.round((engineCpu / seconds) * 100)}% ` +
    `(${Math.round((engineCpu / count) * 1e6)} µs/op), bench+mongoose ${Math.round((clientCpu / seconds) * 100)}% ` +
    `(${Math.round((clientCpu / count) * 1e6)} µs/op) of one core`;
  return count / seconds;
}

function syncOpsPerSecond(count: number, op: (i: number) => unknown): number {
  const started = performance.now();
  for (let i = 0; i < count; i++) op(i);
  return count / ((performance.now() - started) / 1000);
}

// ---------- client processes ----------

/** A forked bench/client.ts: its own mongoose connection to the engine. */
interface Client {
  child: ChildProcess;
  next(type: ClientReport['type']): Promise<ClientReport>;
}

async function startClient(uri: string): Promise<Client> {
  const child = fork(path.join(packageDir, 'bench/client.ts'), [uri], {
    cwd: packageDir,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const inbox: ClientReport[] = [];
  let waiter: { type: string; resolve: (m: ClientReport) => void; reject: (e: Error) => void } | undefined;
  let gone: Error | undefined;
  const deliver = (): void => {
    if (!waiter) return;
    const failure = inbox.find((m) => m.type === 'error');
    if (failure?.type === 'error') return waiter.reject(new Error(`bench client failed: ${failure.message}`));
    const at = inbox.findIndex((m) => m.type === waiter!.type);
    if (at >= 0) {
      const w = waiter;
      waiter = undefined;
      w.resolve(inbox.splice(at, 1)[0]!);
    } else if (gone) waiter.reject(gone);
  };
  child.on('message', (m: ClientReport) => {
    inbox.push(m);
    deliver();
  });
  child.once('exit', (code, signal) => {
    gone = new Error(`bench client exited (${code ?? signal})`);
    deliver();
  });
  const client: Client = {
    child,
    next: (type) =>
      new Promise((resolve, reject) => {
        waiter = { type, resolve, reject };
        deliver();
      }),
  };
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  await client.next('connected');
  return client;
}

async function stopClient(client: Client): Promise<void> {
  if (client.child.exitCode !== null) return;
  const exited = new Promise((resolve) => client.child.once('exit', resolve));
  client.child.send({ type: 'exit' });
  await exited;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Throughput of `clients` client processes sharing `concurrency` operations in flight: all warm up
 * (and keep running), then once every one is warm a common window of WINDOW_S seconds is timed.
 * Returns aggregate operations per second over the window; the CPU split goes to lastCpuNote.
 */
async function clientsOpsPerSecond(
  clients: Client[],
  scenario: Scenario,
  concurrency: number,
  warm: number,
  base: number,
  journal?: mongoose.Connection,
): Promise<number> {
  const shares = clients.map(
    (_, w) => Math.floor(concurrency / clients.length) + (w < concurrency % clients.length ? 1 : 0),
  );
  clients.forEach((c, w) =>
    c.child.send({
      type: 'run',
      scenario,
      concurrency: shares[w],
      warm: Math.ceil(warm / clients.length),
      base: base + w * 100_000,
    }),
  );
  await Promise.all(clients.map((c) => c.next('warm')));
  const journalBefore = journal ? await journalCounters(journal) : undefined;
  const engineBefore = enginePid === undefined ? 0 : cpuSeconds(enginePid);
  const started = performance.now();
  for (const c of clients) c.child.send({ type: 'mark' });
  await sleep(WINDOW_S * 1000);
  for (const c of clients) c.child.send({ type: 'stop' });
  const seconds = (performance.now() - started) / 1000;
  const engineCpu = enginePid === undefined ? 0 : cpuSeconds(enginePid) - engineBefore;
  const journalAfter = journal ? await journalCounters(journal) : undefined;
  const results = await Promise.all(clients.map((c) => c.next('result')));
  let ops = 0;
  let clientCpu = 0;
  for (const r of results) {
    if (r.type !== 'result') throw new Error(`unexpected client report ${r.type}`);
    ops += r.ops;
    clientCpu += r.cpuSeconds;
  }
  const who =
    clients.length === 1 ? 'mongoose client (1 process)' : `mongoose clients (${clients.length} processes)`;
  lastCpuNote =
    `${shares.join('+')} in flight; CPU busy: engine ${Math.round((engineCpu / seconds) * 100)}% ` +
    `(${Math.round((engineCpu / ops) * 1e6)} µs/op), ${who} ${Math.round((clientCpu / seconds) * 100)}% ` +
    `(${Math.round((clientCpu / ops) * 1e6)} µs/op) of one core`;
  if (journalBefore && journalAfter) {
    const commits = journalAfter.commits - journalBefore.commits;
    const fsyncs = journalAfter.fsyncs - journalBefore.fsyncs;
    lastCpuNote += `; group commit: ${commits} commits in ${fsyncs} fdatasyncs (${(commits / Math.max(1, fsyncs)).toFixed(1)} per fsync)`;
  }
  return ops / seconds;
}

// ---------- scenarios ----------

/**
 * One operation measured twice: from a single client process, and from CLIENTS processes sharing
 * the same number of operations in flight. The target, if any, is judged on the CLIENTS line.
 */
async function measureBoth(
  single: Client[],
  many: Client[],
  label: string,
  scenario: Scenario,
  warm: number,
  base: (run: number) => number,
  ceiling: number,
  target: Row['target'],
  journal?: mongoose.Connection,
): Promise<void> {
  const one = await clientsOpsPerSecond(single, scenario, CONCURRENCY, warm, base(0), journal);
  rows.push({
    label: `${label}, 1 client process`,
    value: one,
    unit: 'ops/s',
    ceiling,
    ...(many.length === 1 ? { target } : {}),
    note: lastCpuNote,
  });
  if (many.length === 1) return;
  const k = await clientsOpsPerSecond(many, scenario, CONCURRENCY, warm, base(1), journal);
  rows.push({
    label: `${label}, ${many.length} client processes`,
    value: k,
    unit: 'ops/s',
    ceiling,
    target,
    note: lastCpuNote,
  });
}

async function throughput(): Promise<void> {
  const dbPath = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-bench-'));
  cleanups.push(() => rm(dbPath, { recursive: true, force: true }));
  const engine = await startEngine(dbPath);
  enginePid = engine.child.pid;
  const conn = await mongoose
    .createConnection(engine.uri, { dbName: 'bench', maxPoolSize: CONCURRENCY * 2 })
    .asPromise();
  cleanups.unshift(() => conn.close());
  const entries = entryModel(conn);
  await entries.init();
  const clients = await Promise.all(Array.from({ length: CLIENTS }, () => startClient(engine.uri)));
  const single = clients.slice(0, 1);

  // the mingo ceiling works on a plain array of plain objects
  const array: Record<string, unknown>[] = [];
  // mingo has no insert: the ceiling is a unique-key check in a Map plus a push of a copy
  const keys = new Map<string, number>();
  const createCeiling = syncOpsPerSecond(4_000, (i) => {
    const doc = entryDoc(i);
    if (keys.has(doc.key)) throw new Error('duplicate');
    keys.set(doc.key, i);
    array.push({ _id: i, ...structuredClone(doc) });
  });
  await measureBoth(
    single,
    clients,
    `create (durable journal, ${CONCURRENCY} in flight)`,
    'create',
    1_000,
    (run) => CREATED_FROM * (run + 1),
    createCeiling,
    { op: '>=', value: 2_000 },
    conn,
  );
  await entries.deleteMany({ n: { $gte: CREATED_FROM } });

  for (let from = 0; from < TOTAL; from += 1_000) {
    const batch = Array.from({ length: 1_000 }, (_, k) => entryDoc(from + k));
    await entries.collection.insertMany(batch);
    for (const [k, doc] of batch.entries())
      if (from + k >= array.length) array.push({ _id: from + k, ...doc });
  }
  if ((await entries.estimatedDocumentCount()) !== TOTAL) throw new Error(`expected ${TOTAL} documents`);

  await measureBoth(
    single,
    clients,
    `lean findOne by unique key (20k docs, ${CONCURRENCY} in flight)`,
    'findOne',
    2_000,
    (run) => run * 7,
    syncOpsPerSecond(200, (i) => find(array, { key: keyOf(i) }).next()),
    { op: '>=', value: 5_000 },
  );

  await measureBoth(
    single,
    clients,
    `updateOne by _id (durable, ${CONCURRENCY} in flight)`,
    'updateOne',
    1_000,
    (run) => run * 13,
    syncOpsPerSecond(200, (i) =>
      mingoUpdateOne(array, { _id: (i * 104_729) % array.length }, { $inc: { n: 1 } }),
    ),
    undefined,
    conn,
  );
  await Promise.all(clients.map(stopClient));

  const COUNTS = 200;
  const countCeiling = syncOpsPerSecond(50, () => find(array, { status: 'open' }).all().length);
  const expectOpen = async () => {
    const n = await entries.countDocuments({ status: 'open' });
    if (n !== TOTAL / 10) throw new Error(`countDocuments gave ${n}, expected ${TOTAL / 10}`);
  };
  await warmUp(20, 4, expectOpen);
  const countPlain = await opsPerSecond(COUNTS, 4, expectOpen);
  rows.push({
    label: 'countDocuments, 20k docs, no index (4 in flight)',
    value: countPlain,
    unit: 'ops/s',
    ceiling: countCeiling,
    note: lastCpuNote,
  });
  await entries.collection.createIndex({ status: 1 });
  await warmUp(50, 4, expectOpen);
  const countIndexed = await opsPerSecond(COUNTS * 5, 4, expectOpen);
  rows.push({
    label: 'countDocuments, 20k docs, indexed (4 in flight)',
    value: countIndexed,
    unit: 'ops/s',
    ceiling: countCeiling,
    note: lastCpuNote,
  });

  await conn.close();
  await stopEngine(engine.child);
}

async function memoryAndRestart(): Promise<void> {
  const dbPath = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-bench-'));
  cleanups.push(() => rm(dbPath, { recursive: true, force: true }));
  const empty = await startEngine(dbPath);
  const emptyStartMs = empty.readyMs;
  const conn = await mongoose.createConnection(empty.uri, { dbName: 'bench' }).asPromise();
  const entries = entryModel(conn);
  await entries.init();
  const DOCS = 100_000;
  const loadStarted = performance.now();
  for (let from = 0; from < DOCS; from += 1_000) {
    await entries.collection.insertMany(Array.from({ length: 1_000 }, (_, k) => entryDoc(from + k)));
  }
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  await conn.close();
  const pid = empty.child.pid;
  if (pid === undefined) throw new Error('engine has no pid');
  rows.push({
    label: 'engine RSS with 100k docs of ~1 KB',
    value: rssMb(pid),
    unit: 'MB',
    target: { op: '<=', value: 400 },
    note: `loaded by insertMany at ${Math.round(DOCS / loadSeconds)} docs/s`,
  });
  await stopEngine(empty.child);

  const restarted = await startEngine(dbPath);
  const again = await mongoose.createConnection(restarted.uri, { dbName: 'bench' }).asPromise();
  const count = await entryModel(again).estimatedDocumentCount();
  if (count !== DOCS) throw new Error(`after restart ${count} documents, expected ${DOCS}`);
  await again.close();
  rows.push({
    label: 'restart with 100k docs (spawn → ready)',
    value: restarted.readyMs / 1000,
    unit: 's',
    target: { op: '<=', value: 3 },
    note: `empty start ${(emptyStartMs / 1000).toFixed(2)} s; RSS after restart ${Math.round(rssMb(restarted.child.pid ?? 0))} MB`,
  });
  await stopEngine(restarted.child);
}

// ---------- report ----------

function format(value: number, unit: string): string {
  if (unit === 'ops/s') return `${Math.round(value).toLocaleString('en-US')} ${unit}`;
  if (unit === 's') return `${value.toFixed(2)} s`;
  return `${Math.round(value)} ${unit}`;
}

function printTable(): void {
  const header = ['operation', 'engine via mongoose', 'mingo in-process (no index)', 'target', 'result'];
  const lines = rows.map((r) => {
    const pass =
      r.target === undefined
        ? ''
        : (r.target.op === '>=' ? r.value >= r.target.value : r.value <= r.target.value)
          ? 'PASS'
          : 'MISS';
    return [
      r.label,
      format(r.value, r.unit),
      r.ceiling === undefined ? '' : format(r.ceiling, r.unit),
      r.target === undefined ? '' : `${r.target.op} ${format(r.target.value, r.unit)}`,
      pass,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const render = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(render(header));
  console.log(render(widths.map((w) => '-'.repeat(w))));
  for (const l of lines) console.log(render(l));
  for (const r of rows) if (r.note) console.log(`  ${r.label}: ${r.note}`);
  if (CLIENTS > 1)
    console.log(
      `\nThroughput targets are judged on the ${CLIENTS}-client-process lines: a deployment runs several app ` +
        'processes against one database, and a single mongoose process saturates its core before the engine does. ' +
        `Each line times a common ${WINDOW_S} s window after every client has warmed up; the ${CONCURRENCY} ` +
        'operations in flight are shared between the client processes.',
    );
}

let failed = false;
try {
  console.log(
    `embedded-mongo bench — node ${process.version}, engine from ${entry.from}, ${CLIENTS === 1 ? '1 client process' : `${CLIENTS} client processes`}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  await throughput();
  await memoryAndRestart();
  printTable();
  console.log(
    `\nload average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} catch (error) {
  failed = true;
  printTable();
  console.error(`\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
process.exit(failed ? 1 : 0);
