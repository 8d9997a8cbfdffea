// Durable research runs against a fake OpenAI-compatible model: a provider failure leaves the thesis
// failed with a reason and a new start resumes from the last finished phase; a gateway SIGKILLed
// mid-run is replaced and the run completes with every phase completed once and no section twice;
// two gateway processes on one database execute each run exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { MongoClient, ObjectId } from 'mongodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../runtime.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { FakeOpenAi, reply } from '../../shared/ai/testing/fake-openai.js';
import { makeStaticRoot } from '../../testing/fixtures.js';
import { TestClient } from '../../testing/http-client.js';
import { postRouteThesis } from './research.testing.js';

const GATEWAY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const REPO_ROOT = path.resolve(GATEWAY_DIR, '..');
const SECTION_SCHEMAS = [
  'section_question',
  'section_context',
  'section_evidence',
  'section_counterarguments',
  'section_risks',
  'section_options',
  'section_timeline',
  'section_summary',
];

interface Run {
  status: string;
  failureReason: string | null;
  phases: Array<{ id: string; status: string }>;
}

let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await new FakeOpenAi().start();
});
afterAll(async () => {
  await fake.stop();
});
afterEach(() => {
  fake.intercept = undefined;
  fake.latency = { firstTokenMs: 0, tokensPerSecond: Number.POSITIVE_INFINITY };
});

async function signUpWithThesis(client: TestClient, title: string, email: string) {
  const registered = await client.post<{ id: string }>('/api/register', {
    email,
    username: 'owner',
    password: 'password8',
  });
  if (registered.status !== 201) {
    expect((await client.post('/api/login', { email, password: 'password8' })).status).toBe(200);
  }
  return newThesis(client, title);
}

async function newThesis(client: TestClient, title: string): Promise<string> {
  const project = await client.post<{ id: string }>('/api/projects', {
    name: `Project ${title}`,
    description: '',
  });
  expect(project.status).toBe(201);
  return postRouteThesis(client, project.body.id, title);
}

async function waitForRun(
  client: TestClient,
  id: string,
  until: (run: Run) => boolean,
  timeoutMs = 60_000,
): Promise<Run> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get<Run>(`/api/theses/${id}/research`).catch(() => undefined);
    if (res?.status === 200 && until(res.body)) return res.body;
    if (Date.now() > deadline)
      throw new Error(`run of ${id} did not reach the expected state: ${JSON.stringify(res?.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const headingsOf = (content: string) => content.match(/^## .+$/gm) ?? [];

describe('failure and resume (in process)', () => {
  const gateway = useTestRuntime(() => ({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: fake.url,
    AI_TIMEOUT_SECONDS: '5',
  }));
  let runtime: Runtime;
  beforeAll(() => {
    runtime = gateway.runtime;
  });

  it('a provider that stays down fails the run with a reason; starting again resumes from the last finished phase', async () => {
    const owner = new TestClient(runtime.url);
    const id = await signUpWithThesis(owner, 'Down provider', 'down@x.io');
    fake.intercept = (exchange) =>
      exchange.body.response_format?.json_schema?.name === 'section_evidence' ? reply.status(503) : undefined;
    expect((await owner.post(`/api/theses/${id}/research`)).status).toBe(202);
    const failed = await waitForRun(owner, id, (run) => run.status === 'failed');
    expect(failed.failureReason).toMatch(
      /^Research stopped at “Evidence and context”: The AI provider is unavailable \(HTTP 503; tried 4 times\)/,
    );
    expect(failed.failureReason).toMatch(
      /Start the research again to continue from the last finished phase\.$/,
    );
    expect(failed.phases.find((p) => p.id === 'framing')?.status).toBe('complete');
    expect(failed.phases.find((p) => p.id === 'evidence')?.status).toBe('pending');
    expect((await owner.get<{ status: string }>(`/api/theses/${id}`)).body.status).toBe('failed');
    expect(fake.requestsFor('section_evidence', 'Down provider')).toHaveLength(4);

    fake.intercept = undefined;
    expect((await owner.post(`/api/theses/${id}/research`)).status).toBe(202);
    const done = await waitForRun(owner, id, (run) => run.status === 'complete');
    expect(done.failureReason).toBeNull();
    // The framing section was written once, before the failure, and kept.
    expect(fake.requestsFor('section_question', 'Down provider')).toHaveLength(1);
    const thesis = (await owner.get<{ status: string; content: string }>(`/api/theses/${id}`)).body;
    expect(thesis.status).toBe('complete');
    expect(headingsOf(thesis.content)).toHaveLength(8);
  });

  it('with a model: at least 2,000 words of Markdown with ## sections, a timeline table, a summary, no links', async () => {
    const owner = new TestClient(runtime.url);
    const id = await signUpWithThesis(owner, 'Long article', 'long@x.io');
    fake.intercept = (exchange) =>
      exchange.body.response_format?.json_schema?.name === 'section_context'
        ? reply.content(
            JSON.stringify({
              body: `See [a study](https://example.com/s) and www.example.org today. ${'word '.repeat(330)}`,
            }),
          )
        : undefined;
    await owner.post(`/api/theses/${id}/research`);
    await waitForRun(owner, id, (run) => run.status === 'complete');
    const thesis = (await owner.get<{ content: string; summary: string }>(`/api/theses/${id}`)).body;
    expect(thesis.content.split(/\s+/).filter((w) => /\w/.test(w)).length).toBeGreaterThanOrEqual(2000);
    expect(thesis.content).toMatch(/^\| Timeline \| Activities \| Milestone \|$/m);
    expect(thesis.content).not.toMatch(/https?:|www\.|\]\(/);
    expect(thesis.content).toContain('See a study and today.');
    expect(thesis.summary.split(/\s+/).length).toBeGreaterThan(15);
  });
});

/** A child process printing lines; resolves `ready` with the first line matching `pattern`. */
function child(
  command: string[],
  env: Record<string, string>,
  pattern: RegExp,
): { process: ChildProcess; ready: Promise<string> } {
  const proc = spawn(process.execPath, command, {
    cwd: GATEWAY_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = createInterface({ input: proc.stdout! });
  const errors: string[] = [];
  proc.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const ready = new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const match = pattern.exec(line);
      if (match) resolve(match[1]!);
    });
    proc.once('exit', (code) =>
      reject(new Error(`${command.join(' ')} exited with ${code}: ${errors.join('').slice(-2000)}`)),
    );
  });
  ready.catch(() => undefined);
  return { process: proc, ready };
}

const TSX = ['--conditions=source', '--import', 'tsx'];

async function startEngine() {
  const engine = child(
    [...TSX, path.join(REPO_ROOT, 'packages/embedded-mongo/src/cli.ts'), '--port', '0'],
    {},
    /^ready (\S+)/,
  );
  return { process: engine.process, uri: await engine.ready };
}

async function startGateway(mongoUri: string) {
  const gateway = child(
    [...TSX, 'src/main.ts'],
    {
      PORT: '0',
      HOST: '127.0.0.1',
      MONGODB_URI: `${mongoUri.replace(/\/$/, '')}/durability`,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.url,
      RESEARCH_LEASE_SECONDS: '10',
      AI_TIMEOUT_SECONDS: '20',
      LOG_LEVEL: 'info',
      STATIC_ROOT: await makeStaticRoot(),
      API_BUDGET_PER_IP: '100000',
      API_BUDGET_PER_USER: '100000',
    },
    /"url":"([^"]+)".*"msg":"gateway listening"/,
  );
  return { process: gateway.process, url: await gateway.ready };
}

async function kill(proc: ChildProcess, signal: NodeJS.Signals = 'SIGKILL') {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = once(proc, 'exit');
  proc.kill(signal);
  await exited;
}

describe('across processes (embedded engine in its own process)', () => {
  let engine: { process: ChildProcess; uri: string };
  let db: MongoClient;
  const processes: ChildProcess[] = [];
  /** The gateway that took over in the crash test; the pair test reuses it (starting one costs seconds). */
  let survivor: { process: ChildProcess; url: string } | undefined;

  beforeAll(async () => {
    engine = await startEngine();
    db = await MongoClient.connect(engine.uri);
  }, 60_000);
  afterAll(async () => {
    for (const proc of processes) await kill(proc, 'SIGTERM');
    await db?.close();
    if (engine) await kill(engine.process, 'SIGTERM');
  }, 30_000);

  const runOf = async (thesisId: string) =>
    db
      .db('durability')
      .collection<{ attempt: number; status: string; phases: Array<{ id: string; completions: number }> }>(
        'research_runs',
      )
      .findOne({ thesisId: new ObjectId(thesisId) });

  it('SIGKILL mid-run: a restarted gateway resumes; every phase completes once; no section twice', async () => {
    fake.latency = { firstTokenMs: 100, tokensPerSecond: 400 };
    const first = await startGateway(engine.uri);
    processes.push(first.process);
    const owner = new TestClient(first.url);
    const title = 'Killed mid-run';
    const id = await signUpWithThesis(owner, title, 'crash@x.io');
    expect((await owner.post(`/api/theses/${id}/research`)).status).toBe(202);
    await waitForRun(owner, id, (run) => run.phases[0]?.status === 'complete' && run.status === 'running');
    await kill(first.process);
    const killedAt = await runOf(id);
    expect(killedAt?.status).toBe('running');

    const second = await startGateway(engine.uri);
    processes.push(second.process);
    const ownerAgain = new TestClient(second.url);
    ownerAgain.sessionCookie = owner.sessionCookie;
    const done = await waitForRun(ownerAgain, id, (run) => run.status !== 'running', 90_000);
    expect(done.status).toBe('complete');
    const run = await runOf(id);
    expect(run?.phases.map((p) => p.completions)).toEqual([1, 1, 1, 1, 1]);
    expect(run?.attempt).toBe(2);
    const thesis = (await ownerAgain.get<{ status: string; content: string }>(`/api/theses/${id}`)).body;
    expect(thesis.status).toBe('complete');
    const headings = headingsOf(thesis.content);
    expect(headings).toHaveLength(8);
    expect(new Set(headings).size).toBe(8);
    // The framing section was finished before the kill and never written again.
    expect(fake.requestsFor('section_question', title)).toHaveLength(1);
    survivor = second;
  }, 150_000);

  it('two gateways on one database: each run executes exactly once', async () => {
    fake.latency = { firstTokenMs: 50, tokensPerSecond: 2000 };
    const a = survivor ?? (await startGateway(engine.uri));
    const b = await startGateway(engine.uri);
    processes.push(a.process, b.process);
    const viaA = new TestClient(a.url);
    const viaB = new TestClient(b.url);
    await signUpWithThesis(viaA, 'Pair seed', 'pair@x.io');
    viaB.sessionCookie = viaA.sessionCookie;
    const titles = ['Pair one', 'Pair two', 'Pair three', 'Pair four'];
    const ids = await Promise.all(titles.map((title) => newThesis(viaA, title)));
    // Started through both gateways, twice each: still one run per thesis.
    await Promise.all(
      ids.flatMap((id) => [viaA.post(`/api/theses/${id}/research`), viaB.post(`/api/theses/${id}/research`)]),
    );
    for (const id of ids)
      expect((await waitForRun(viaA, id, (run) => run.status !== 'running', 90_000)).status).toBe('complete');
    for (const [index, id] of ids.entries()) {
      const run = await runOf(id);
      expect(run?.attempt).toBe(1);
      expect(run?.phases.map((p) => p.completions)).toEqual([1, 1, 1, 1, 1]);
      for (const schema of SECTION_SCHEMAS)
        expect(fake.requestsFor(schema, titles[index]), schema).toHaveLength(1);
    }
  }, 150_000);
});
