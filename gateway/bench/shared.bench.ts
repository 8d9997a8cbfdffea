// Shared-read benchmark (`pnpm bench`, issue 12 item 9): requests per second of
// GET /api/shared/{shareUrl} for a 30 KB thesis on a warm cache, through the whole gateway (logging at
// info, security headers, request budget, session lookup), next to a bare node:http server sending the
// same response bytes (headers and body). autocannon runs in its own process so it does not share the servers' event loop. Exits
// non-zero when the ratio is under the target.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { pino } from 'pino';
import { parseEnv } from '../src/env.js';
import { startRuntime } from '../src/runtime.js';
import { makeStaticRoot } from '../src/testing/fixtures.js';
import { article } from './article.js';

const TARGET_RATIO = 0.6;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 20;

/** About `bytes` of Markdown: sections of paragraphs, a list and the timeline table. */
const thesisContent = (bytes: number): string =>
  article(
    bytes,
    (section, p) =>
      `Mid-sized carriers face margin pressure ${section}.${p}: route planning, fuel costs and scarce drivers ` +
      'push the board to decide whether to build or buy. Customers ask for real-time tracking, and the ' +
      'pilots gave mixed results that the team now weighs against the budget for next year.',
    (section) => [
      `- Option A for ${section}\n- Option B for ${section}\n- Option C for ${section}`,
      '| Timeline | Activities | Milestone |\n| --- | --- | --- |\n| Q1 | Pilot | Go/no-go |',
    ],
  );

/** Requests per second (and in all) from autocannon, run as a child process. */
function cannon(url: string): Promise<{ perSecond: number; total: number }> {
  const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [bin, '-j', '-c', String(CONNECTIONS), '-d', String(SECONDS), url],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        const result = JSON.parse(out) as {
          requests: { average: number; total: number };
          non2xx: number;
          errors: number;
        };
        if (result.non2xx > 0 || result.errors > 0)
          throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors from ${url}`);
        resolve({ perSecond: result.requests.average, total: result.requests.total });
      } catch (error) {
        reject(new Error(`autocannon exited ${code}: ${String(error)}`));
      }
    });
  });
}

interface Run {
  perSecond: number;
  /** CPU time of this process (where both servers run) per request answered. */
  cpuMicros: number;
}

async function measured(url: string): Promise<Run> {
  const before = process.cpuUsage();
  const { perSecond, total } = await cannon(url);
  const cpu = process.cpuUsage(before);
  return { perSecond, cpuMicros: (cpu.user + cpu.system) / Math.max(1, total) };
}

const env = parseEnv({
  PORT: '0',
  HOST: '127.0.0.1',
  STATIC_ROOT: await makeStaticRoot(),
  // One client sends every request: the per-IP budget would otherwise answer 429 after 1,800 a minute.
  API_BUDGET_PER_IP: '100000000',
  API_BUDGET_PER_USER: '100000000',
});
const runtime = await startRuntime(env, {
  logger: pino(
    { level: process.env.BENCH_LOG ?? 'info' },
    pino.destination({ dest: '/dev/null', sync: false }),
  ),
  database: { kind: 'embedded', dbPath: undefined },
});
let bare: ReturnType<typeof createServer> | undefined;
try {
  const registered = await fetch(`${runtime.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@x.io', username: 'bench', password: 'password8' }),
  });
  const { id } = (await registered.json()) as { id: string };
  const user = (await runtime.services.users.findById(id))!;
  const project = await runtime.services.projects.create(user, { name: 'Bench' });
  const created = await runtime.services.theses.create(user, project.id, { title: 'Route planning' });
  const thesis = await runtime.services.theses.update(user, created.id, { content: thesisContent(30_000) });

  const sharedUrl = `${runtime.url}/api/shared/${thesis.shareUrl}`;
  const warm = await fetch(sharedUrl, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await warm.arrayBuffer());
  if (warm.status !== 200) throw new Error(`GET ${sharedUrl} answered ${warm.status}`);

  // The same response bytes: the gateway's headers (security headers, ETag, …) and body.
  const headers = [...warm.headers]
    .filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name))
    .flat();
  bare = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => bare!.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

  // Alternating runs, best of three each: the machine's other load affects both alike. The servers'
  // CPU time per request is printed too (it does not depend on how busy the machine is).
  const gatewayRuns: Run[] = [];
  const bareRuns: Run[] = [];
  for (let run = 0; run < 3; run++) {
    gatewayRuns.push(await measured(sharedUrl));
    bareRuns.push(await measured(bareUrl));
  }
  const best = (runs: Run[]) => runs.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
  const gateway = best(gatewayRuns);
  const node = best(bareRuns);
  const ratio = gateway.perSecond / node.perSecond;
  const line = (name: string, run: Run) =>
    `  ${name.padEnd(48)} ${run.perSecond.toFixed(0).padStart(6)} requests/s (${run.cpuMicros.toFixed(0)} µs CPU per request)`;
  console.log(
    `shared read: ${(body.length / 1024).toFixed(1)} KB body, ${CONNECTIONS} connections, ${SECONDS} s runs`,
  );
  console.log(line('GET /api/shared/{shareUrl} (gateway, warm cache)', gateway));
  console.log(line('bare node:http, same headers and body', node));
  console.log(
    `${ratio >= TARGET_RATIO ? 'ok  ' : 'SLOW'} ratio ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO})`,
  );
  process.exitCode = ratio >= TARGET_RATIO ? 0 : 1;
} finally {
  bare?.close();
  await runtime.stop();
}
