// Load bench (`pnpm bench:load`, issue 20): many people at once against a latency-faithful fake model
// (first token 0.6 s, 40 tokens/s, in its own process), on one gateway and then on two gateway
// processes sharing one database (the embedded engine served on a port, its own process, durable
// journal) and Redis (redis-server). Each gateway runs at its default settings (AI_CONCURRENCY,
// RESEARCH_CONCURRENCY, LOG_LEVEL info) plus TRUST_PROXY, so that each simulated person has an
// address of their own (X-Forwarded-For), as behind a load balancer.
//
// Per setup:
//   1. one research run alone: the reference time;
//   2. for 60 s: 20 research runs from 5 users started together, 200 anonymous readers of 10 shared
//      theses (one read a second each) and 1,000 signed-in sockets subscribed to research progress
//      (the 5 users' own theses on 2 sockets each, 96 other accounts' on 10 each);
//   3. one user starts ten runs, and a second later another user starts one.
// Reports errors (HTTP answers other than 2xx, failed fetches, sockets closed or subscriptions failed,
// failed or unfinished runs; target 0), lost progress events (each subscriber of a run must hear every
// phase start and finish and the run's completion; target 0), the shared read's p95 (≤ 200 ms), the
// 20 runs' p95 against the run alone (≤ 1.3×), and the single run behind the ten against the run
// alone (≤ 1.3×). Durations are the server's: startedAt to finishedAt of each run.
//
// Then, to show the fair scheduler at work where the model's parallelism is the bottleneck (no target):
// one gateway held to AI_CONCURRENCY=16, one run alone and one run behind another user's ten.
//
// --quick: 10 runs, 50 readers, 200 sockets, a 20 s window, no AI_CONCURRENCY=16 part.
// --only=one|two|tight: one part. Exits non-zero when a target is missed.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { makeStaticRoot } from '../src/testing/fixtures.js';
import { article } from './article.js';
import { freePort, startRedisServer, type RedisServer } from '../src/testing/redis-server.js';

const GATEWAY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(GATEWAY_DIR, '..');
const TSX = ['--conditions=source', '--import', 'tsx'];

const QUICK = process.argv.includes('--quick');
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const SIZE = QUICK
  ? { runs: 10, users: 5, readers: 50, sockets: 200, windowS: 20, behind: 10, sharedTheses: 10 }
  : { runs: 20, users: 5, readers: 200, sockets: 1_000, windowS: 60, behind: 10, sharedTheses: 10 };
const LATENCY = { firstTokenMs: 600, tokensPerSecond: 40 };
const TARGETS = { errors: 0, lost: 0, sharedP95Ms: 200, runRatio: 1.3, behindRatio: 1.3 };
const RUN_TIMEOUT_MS = 15 * 60_000;

// --- processes -------------------------------------------------------------------------------------

const children = new Set<ChildProcess>();

function spawnChild(
  args: string[],
  env: Record<string, string>,
  stdio: 'pipe' | number = 'pipe',
): ChildProcess {
  const proc = spawn(process.execPath, args, {
    cwd: GATEWAY_DIR,
    env: { ...process.env, ...env },
    stdio: ['pipe', stdio, stdio],
  });
  children.add(proc);
  proc.once('exit', () => children.delete(proc));
  return proc;
}

/** Resolves with the first stdout line's capture of `pattern`; rejects if the process exits first. */
function readyLine(proc: ChildProcess, pattern: RegExp, what: string): Promise<string> {
  const errors: string[] = [];
  proc.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      const match = pattern.exec(line);
      if (match) resolve(match[1]!);
    });
    proc.once('exit', (code) =>
      reject(new Error(`${what} exited with ${code}: ${errors.join('').slice(-2000)}`)),
    );
  });
}

async function stopChild(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = once(proc, 'exit');
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function startFakeModel() {
  const proc = spawnChild(
    [...TSX, 'bench/fake-model.ts', String(LATENCY.firstTokenMs), String(LATENCY.tokensPerSecond)],
    {},
  );
  const url = await readyLine(proc, /^ready (\S+)/, 'fake model');
  const pending: Array<(line: string) => void> = [];
  createInterface({ input: proc.stdout! }).on('line', (line) => {
    if (line.startsWith('stats ')) pending.shift()?.(line.slice(6));
  });
  return {
    url,
    proc,
    /** Calls answered so far and the most at once since the last look. */
    stats: () =>
      new Promise<{ requests: number; active: number; maxActive: number }>((resolve) => {
        pending.push((json) =>
          resolve(JSON.parse(json) as { requests: number; active: number; maxActive: number }),
        );
        proc.stdin!.write('stats\n');
      }),
  };
}

async function startEngine(dbPath: string) {
  const proc = spawnChild(
    [...TSX, path.join(REPO_ROOT, 'packages/embedded-mongo/src/cli.ts'), '--port', '0', '--dbpath', dbPath],
    {},
  );
  return { proc, uri: await readyLine(proc, /^ready (\S+)/, 'embedded engine') };
}

async function startGateway(settings: Record<string, string>, logFile: string) {
  const port = await freePort();
  const log = await open(logFile, 'a');
  const proc = spawnChild([...TSX, 'src/main.ts'], { ...settings, PORT: String(port) }, log.fd);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`a gateway exited with ${proc.exitCode}; see ${logFile}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`a gateway did not start; see ${logFile}`);
    await sleep(250);
  }
  return { url, proc, close: () => log.close() };
}

// --- clients ---------------------------------------------------------------------------------------

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Tally {
  errors: number;
  /** The first few errors, for the report. */
  samples: string[];
}
const tally: Tally = { errors: 0, samples: [] };
function error(what: string): void {
  tally.errors += 1;
  if (tally.samples.length < 10) tally.samples.push(what);
}

let nextAddress = 1;
/** A made-up client address of its own (sent as X-Forwarded-For; the gateways trust the proxy). */
const address = () => {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

class Person {
  cookie: string | undefined;
  readonly ip = address();
  constructor(readonly base: string) {}

  async request<T>(method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        'x-forwarded-for': this.ip,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ts_session='));
    if (cookie) this.cookie = cookie.split(';')[0];
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  /** A request that must succeed (setup): throws otherwise. */
  async must<T>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await this.request<T>(method, url, body);
    if (res.status >= 300)
      throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }
}

let accountNumber = 0;
async function account(base: string, name: string): Promise<Person> {
  const person = new Person(base);
  const n = ++accountNumber;
  await person.must('POST', '/api/register', {
    email: `${name}-${n}-${Date.now()}@bench.example`,
    username: `${name}${n}`,
    password: 'password8',
  });
  return person;
}

const IDEA = {
  idea: 'Mid-sized European logistics firms will lose a fifth of their margin to AI-native competitors by 2028 unless they automate route planning. Customers in Germany already ask for real-time tracking.',
  context:
    'The board meets in March to decide the technology budget. Drivers are scarce and fuel costs rose sharply last year.',
  intellectualChallenge: 'Should a mid-sized carrier build its own route-planning capability, or buy one?',
};

async function theses(person: Person, count: number, title: string): Promise<string[]> {
  const project = await person.must<{ id: string }>('POST', '/api/projects', { name: `${title} project` });
  const ids: string[] = [];
  for (let i = 0; i < count; i++)
    ids.push(
      (
        await person.must<{ id: string }>('POST', `/api/projects/${project.id}/theses`, {
          title: `${title} ${i + 1}`,
          ...IDEA,
        })
      ).id,
    );
  return ids;
}

/** About `bytes` of Markdown (30 KB: what a shared thesis holds). */
const thesisContent = (bytes: number): string =>
  article(
    bytes,
    (section, p) =>
      `Mid-sized carriers face margin pressure ${section}.${p}: route planning, fuel costs and scarce drivers push the board to decide whether to build or buy. Customers ask for real-time tracking, and the pilots gave mixed results.`,
  );

/** Runs `work` over `items` at most `limit` at a time. */
async function limited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const at = next++;
        results[at] = await work(items[at]!, at);
      }
    }),
  );
  return results;
}

interface Progress {
  phaseIndex: number;
  phaseStatus: string;
  runStatus: string;
}

/** A signed-in socket subscribed to research progress of some theses. */
class Socket {
  readonly heard = new Map<string, Progress[]>();
  private readonly client: Client;
  private disposing = false;
  readonly connected: Promise<void>;

  constructor(base: string, person: Person, thesisIds: string[]) {
    const headers = { cookie: person.cookie ?? '', 'x-forwarded-for': person.ip };
    class HeaderSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers });
      }
    }
    let connected!: () => void;
    this.connected = new Promise((resolve) => (connected = resolve));
    this.client = createClient({
      url: `${base.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: HeaderSocket,
      retryAttempts: 0,
      lazy: false,
      on: {
        connected: () => connected(),
        closed: (event) => {
          if (!this.disposing) error(`socket closed (${(event as { code?: number }).code ?? '?'})`);
        },
      },
    });
    for (const thesisId of thesisIds) {
      this.heard.set(thesisId, []);
      this.client.subscribe<{ researchProgress: Progress }>(
        {
          query:
            'subscription($id: ID!) { researchProgress(thesisId: $id) { phaseIndex phaseStatus runStatus } }',
          variables: { id: thesisId },
        },
        {
          next: (value) => {
            if (value.errors?.length) error(`subscription error: ${value.errors[0]!.message}`);
            if (value.data) this.heard.get(thesisId)!.push(value.data.researchProgress);
          },
          error: (e) => {
            if (!this.disposing) error(`subscription failed: ${String((e as Error).message ?? e)}`);
          },
          complete: () => undefined,
        },
      );
    }
  }

  /** Events of a finished run this socket should have heard and did not. */
  missing(thesisId: string): number {
    const heard = this.heard.get(thesisId) ?? [];
    let missing = heard.some((e) => e.runStatus === 'complete') ? 0 : 1;
    for (let phase = 0; phase < 5; phase++)
      for (const status of ['in_progress', 'complete'])
        if (
          !heard.some((e) => e.phaseIndex === phase && e.phaseStatus === status && e.runStatus === 'running')
        )
          missing += 1;
    return missing;
  }

  async dispose(): Promise<void> {
    this.disposing = true;
    await this.client.dispose();
  }
}

/** Each subscriber of a run should hear 5 phase starts, 5 phase ends and the completion. */
const EVENTS_PER_RUN = 11;

interface RunView {
  status: string;
  startedAt: string | null;
  finishedAt: string | null;
  failureReason: string | null;
}

async function start(person: Person, thesisId: string): Promise<void> {
  const res = await person.request(`POST`, `/api/theses/${thesisId}/research`);
  if (res.status !== 202)
    error(`POST research answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
}

/** Waits until the run is finished; its duration in seconds (server's startedAt → finishedAt), or NaN. */
async function finished(person: Person, thesisId: string): Promise<number> {
  const deadline = Date.now() + RUN_TIMEOUT_MS;
  for (;;) {
    const res = await person
      .request<RunView>('GET', `/api/theses/${thesisId}/research`)
      .catch((e: unknown) => {
        error(`GET research failed: ${String(e)}`);
        return undefined;
      });
    if (res && res.status !== 200) error(`GET research answered ${res.status}`);
    const run = res?.body;
    if (run && run.status !== 'running') {
      if (run.status !== 'complete') {
        error(`a run ended ${run.status}: ${run.failureReason ?? ''}`);
        return Number.NaN;
      }
      return (Date.parse(run.finishedAt!) - Date.parse(run.startedAt!)) / 1000;
    }
    if (Date.now() > deadline) {
      error('a run did not finish in 15 minutes');
      return Number.NaN;
    }
    await sleep(1_000);
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * Anonymous readers of shared theses, one read a second each, for `seconds` (bench/readers.ts, in a
 * process of its own: the bench's own work does not delay its clock).
 */
async function readers(bases: string[], shareUrls: string[], count: number, seconds: number) {
  if (count === 0 || seconds === 0) return { reads: 0, p50: Number.NaN, p95: Number.NaN };
  const firstAddress = nextAddress;
  nextAddress += count;
  const proc = spawnChild(
    [...TSX, 'bench/readers.ts', JSON.stringify({ bases, shareUrls, readers: count, seconds, firstAddress })],
    {},
  );
  const result = JSON.parse(await readyLine(proc, /^done (.+)$/, 'readers')) as {
    reads: number;
    p50: number;
    p95: number;
    errors: number;
    samples: string[];
  };
  for (let i = 0; i < result.errors; i++) error(result.samples[i] ?? 'a shared read failed');
  return result;
}

// --- one setup ---------------------------------------------------------------------------------------

interface Figures {
  setup: Setup;
  errors: number;
  errorSamples: string[];
  lost: number;
  expectedEvents: number;
  sharedReads: number;
  sharedP95: number;
  sharedP50: number;
  /** The machine's 1-minute load average when the window began and ended (2 cores here). */
  load: [number, number];
  alone: number;
  runsP50: number;
  runsP95: number;
  runsMax: number;
  behind: number;
  behindOthersP95: number;
  modelCalls: number;
  modelPeak: number;
  /** Research runs each gateway process took (from its log). */
  takenPerGateway: number[];
  seconds: number;
}

type Setup = 'one' | 'two' | 'tight';
const SETUP_NAMES: Record<Setup, string> = {
  one: 'one gateway',
  two: 'two gateways (one database, Redis)',
  tight: 'one gateway held to AI_CONCURRENCY=16 (fairness where the model is the bottleneck; no targets)',
};

async function measure(setup: Setup, fake: Awaited<ReturnType<typeof startFakeModel>>): Promise<Figures> {
  const began = Date.now();
  const callsBefore = (await fake.stats()).requests;
  tally.errors = 0;
  tally.samples = [];
  const work = await mkdtemp(path.join(tmpdir(), `load-bench-${setup}-`));
  const engine = await startEngine(path.join(work, 'db'));
  let redis: RedisServer | undefined;
  const gateways: Array<Awaited<ReturnType<typeof startGateway>>> = [];
  const sockets: Socket[] = [];
  try {
    if (setup === 'two') redis = await startRedisServer();
    const settings: Record<string, string> = {
      HOST: '127.0.0.1',
      MONGODB_URI: `${engine.uri.replace(/\/$/, '')}/loadbench`,
      OPENAI_API_KEY: 'sk-bench',
      OPENAI_BASE_URL: fake.url,
      TRUST_PROXY: 'true',
      STATIC_ROOT: await makeStaticRoot(),
      DATA_DIR: path.join(work, 'data'),
      LOG_LEVEL: 'info',
      ...(redis ? { REDIS_URL: redis.url } : {}),
      ...(setup === 'tight' ? { AI_CONCURRENCY: '16' } : {}),
    };
    for (let i = 0; i < (setup === 'two' ? 2 : 1); i++)
      gateways.push(await startGateway(settings, path.join(work, `gateway-${i + 1}.log`)));
    const bases = gateways.map((g) => g.url);
    const base = (i: number) => bases[i % bases.length]!;
    console.log(`  ${SETUP_NAMES[setup]}: up (${bases.join(', ')}); logs in ${work}`);
    const full = setup !== 'tight';

    // People and theses (accounts on both gateways in turn).
    const publisher = await account(base(0), 'publisher');
    const shared = full ? await theses(publisher, SIZE.sharedTheses, 'Shared') : [];
    const body = thesisContent(30_000);
    const shareUrls = await limited(shared, 4, async (id) => {
      const thesis = await publisher.must<{ shareUrl: string }>('PATCH', `/api/theses/${id}`, {
        content: body,
      });
      return thesis.shareUrl;
    });
    const solo = await account(base(0), 'solo');
    const [soloThesis] = await theses(solo, 1, 'Alone');
    const researchers = await limited(
      Array.from({ length: full ? SIZE.users : 0 }, (_, i) => i),
      4,
      (i) => account(base(i), 'researcher'),
    );
    const perUser = Math.ceil(SIZE.runs / SIZE.users);
    const researched = await limited(researchers, 4, (person, i) =>
      theses(person, perUser, `Research ${i + 1}`),
    );
    // Each researcher follows their theses on 2 sockets; the rest of the sockets are 10 per account.
    const fillerCount = full ? Math.max(0, Math.ceil((SIZE.sockets - SIZE.users * 2) / 10)) : 0;
    const fillers = await limited(
      Array.from({ length: fillerCount }, (_, i) => i),
      4,
      async (i) => {
        const person = await account(base(i), 'reader');
        return { person, thesisIds: await theses(person, 1, `Own ${i + 1}`), base: base(i + 1) };
      },
    );
    const ann = await account(base(0), 'ann');
    const annTheses = await theses(ann, SIZE.behind, 'Ann');
    const bob = await account(base(1), 'bob');
    const [bobThesis] = await theses(bob, 1, 'Bob');
    // Warm the shared cache.
    for (const shareUrl of shareUrls) for (const b of bases) await fetch(`${b}/api/shared/${shareUrl}`);
    console.log(`  ${accountNumber} accounts ready`);

    // 1. One run alone.
    const soloSocket = new Socket(base(1), solo, [soloThesis!]);
    sockets.push(soloSocket);
    await soloSocket.connected;
    await sleep(1_000);
    await start(solo, soloThesis!);
    const alone = await finished(solo, soloThesis!);
    console.log(`  one run alone: ${alone.toFixed(1)} s`);
    await fake.stats();

    // 2. The window: sockets, readers and 20 runs from 5 users.
    const researchSockets: Array<{ socket: Socket; thesisId: string }> = [];
    researchers.forEach((person, i) => {
      for (let copy = 0; copy < 2; copy++) {
        const socket = new Socket(base(i + copy), person, researched[i]!);
        sockets.push(socket);
        for (const thesisId of researched[i]!) researchSockets.push({ socket, thesisId });
      }
    });
    for (const filler of fillers)
      for (let s = 0; s < 10; s++) sockets.push(new Socket(base(s), filler.person, filler.thesisIds));
    await Promise.all(sockets.map((socket) => socket.connected));
    // The subscriptions are sent on connection; give the gateways a moment to register them all.
    await sleep(3_000);
    if (full) console.log(`  ${sockets.length} sockets connected and subscribed`);

    const loadBefore = loadavg()[0]!;
    const reading = readers(bases, shareUrls, full ? SIZE.readers : 0, SIZE.windowS);
    const runs = researchers
      .flatMap((person, i) =>
        researched[i]!.slice(0, Math.ceil(SIZE.runs / SIZE.users)).map((thesisId) => ({ person, thesisId })),
      )
      .slice(0, SIZE.runs);
    await Promise.all(runs.map((run) => start(run.person, run.thesisId)));
    const durations = await Promise.all(runs.map((run) => finished(run.person, run.thesisId)));
    const reads = await reading;
    const loadAfter = loadavg()[0]!;
    if (full) await sleep(2_000);
    const lost =
      researchSockets.reduce((sum, { socket, thesisId }) => sum + socket.missing(thesisId), 0) +
      soloSocket.missing(soloThesis!);
    const expectedEvents = (researchSockets.length + 1) * EVENTS_PER_RUN;
    const model = await fake.stats();
    if (full)
      console.log(
        `  ${runs.length} runs: p95 ${percentile(durations, 95).toFixed(1)} s; ${reads.reads} shared reads, p95 ${reads.p95.toFixed(0)} ms; model calls at once: ${model.maxActive}`,
      );

    // 3. One user's run behind another user's ten.
    await Promise.all(annTheses.map((thesisId) => start(ann, thesisId)));
    await sleep(1_000);
    await start(bob, bobThesis!);
    const [bobTime, annTimes] = await Promise.all([
      finished(bob, bobThesis!),
      Promise.all(annTheses.map((thesisId) => finished(ann, thesisId))),
    ]);
    console.log(
      `  behind ten: ${bobTime.toFixed(1)} s (the ten: p95 ${percentile(annTimes, 95).toFixed(1)} s)`,
    );
    const after = await fake.stats();
    const logs = await Promise.all(
      gateways.map((_, i) => readFile(path.join(work, `gateway-${i + 1}.log`), 'utf8').catch(() => '')),
    );
    const takenPerGateway = logs.map(
      (log) => log.split('\n').filter((line) => line.includes('"msg":"research run taken"')).length,
    );

    return {
      setup,
      errors: tally.errors,
      errorSamples: [...tally.samples],
      lost,
      expectedEvents,
      sharedReads: reads.reads,
      sharedP95: reads.p95,
      sharedP50: reads.p50,
      load: [loadBefore, loadAfter],
      alone,
      runsP50: percentile(durations, 50),
      runsP95: percentile(durations, 95),
      runsMax: percentile(durations, 100),
      behind: bobTime,
      behindOthersP95: percentile(annTimes, 95),
      modelCalls: after.requests - callsBefore,
      takenPerGateway,
      modelPeak: Math.max(model.maxActive, after.maxActive),
      seconds: (Date.now() - began) / 1000,
    };
  } finally {
    await Promise.all(sockets.map((socket) => socket.dispose().catch(() => undefined)));
    for (const gateway of gateways) {
      await stopChild(gateway.proc);
      await gateway.close();
    }
    await redis?.stop();
    await stopChild(engine.proc);
    if (!process.env.BENCH_KEEP) await rm(work, { recursive: true, force: true });
  }
}

// --- report ----------------------------------------------------------------------------------------

function report(all: Figures[]): boolean {
  let met = true;
  const line = (ok: boolean, text: string) => {
    if (!ok) met = false;
    console.log(`${ok ? 'ok  ' : 'MISS'} ${text}`);
  };
  console.log(
    `\nload bench${QUICK ? ' (--quick)' : ''}: fake model ${LATENCY.firstTokenMs} ms to first token, ${LATENCY.tokensPerSecond} tokens/s; ${SIZE.runs} runs from ${SIZE.users} users, ${SIZE.readers} readers, ${SIZE.sockets} sockets for ${SIZE.windowS} s; one run behind another user's ${SIZE.behind}`,
  );
  for (const f of all) {
    console.log(`\n${SETUP_NAMES[f.setup]} (${f.seconds.toFixed(0)} s in all)`);
    if (f.setup === 'tight') {
      console.log(`     errors: ${f.errors}`);
      for (const sample of f.errorSamples) console.log(`       ${sample}`);
      console.log(`     one run alone: ${f.alone.toFixed(1)} s`);
      console.log(
        `     a run behind another user's ${SIZE.behind}: ${f.behind.toFixed(1)} s = ${(f.behind / f.alone).toFixed(2)}× alone; the ${SIZE.behind}: p95 ${f.behindOthersP95.toFixed(1)} s = ${(f.behindOthersP95 / f.alone).toFixed(2)}× alone`,
      );
      console.log(`     model calls: ${f.modelCalls}, at most ${f.modelPeak} at once`);
      if (f.errors > 0) met = false;
      continue;
    }
    line(f.errors <= TARGETS.errors, `errors: ${f.errors} (target ${TARGETS.errors})`);
    for (const sample of f.errorSamples) console.log(`       ${sample}`);
    line(
      f.lost <= TARGETS.lost,
      `lost progress events: ${f.lost} of ${f.expectedEvents} (target ${TARGETS.lost})`,
    );
    line(
      f.sharedP95 <= TARGETS.sharedP95Ms,
      `shared read p95: ${f.sharedP95.toFixed(0)} ms (p50 ${f.sharedP50.toFixed(0)} ms, ${f.sharedReads} reads; target ≤ ${TARGETS.sharedP95Ms} ms)`,
    );
    console.log(
      `     (machine load average ${f.load[0].toFixed(1)} when the window began, ${f.load[1].toFixed(1)} when it ended, on ${cpus().length} cores)`,
    );
    console.log(`     one run alone: ${f.alone.toFixed(1)} s`);
    line(
      f.runsP95 / f.alone <= TARGETS.runRatio,
      `${SIZE.runs} runs at once: p95 ${f.runsP95.toFixed(1)} s = ${(f.runsP95 / f.alone).toFixed(2)}× alone (p50 ${f.runsP50.toFixed(1)} s, slowest ${f.runsMax.toFixed(1)} s; target ≤ ${TARGETS.runRatio}×)`,
    );
    line(
      f.behind / f.alone <= TARGETS.behindRatio,
      `a run behind another user's ${SIZE.behind}: ${f.behind.toFixed(1)} s = ${(f.behind / f.alone).toFixed(2)}× alone (the ${SIZE.behind}: p95 ${f.behindOthersP95.toFixed(1)} s; target ≤ ${TARGETS.behindRatio}×)`,
    );
    console.log(`     model calls: ${f.modelCalls}, at most ${f.modelPeak} at once`);
    if (f.takenPerGateway.length > 1)
      console.log(`     runs each gateway took from the shared job store: ${f.takenPerGateway.join(', ')}`);
  }
  return met;
}

let met = false;
const fake = await startFakeModel();
try {
  const figures: Figures[] = [];
  for (const setup of ['one', 'two', 'tight'] as const) {
    if (ONLY ? ONLY !== setup : setup === 'tight' && QUICK) continue;
    figures.push(await measure(setup, fake));
  }
  met = report(figures);
  console.log(met ? '\nall load targets met' : '\nsome load targets missed');
} finally {
  await stopChild(fake.proc);
  for (const child of children) child.kill('SIGKILL');
}
process.exit(met ? 0 : 1);
