// Shared by the page-ready, Lighthouse and first-load size benches: a production gateway on a spare
// loopback port with a temporary DATA_DIR and the offline AI (or the one at BENCH_URL), an account with
// a project, a thesis whose offline research run has completed, and its share link; headless Chromium
// with the project's flags. Nothing here reaches beyond loopback: web search, OpenAI, SMTP, Redis and
// remote origins are switched off for the gateway it starts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from '../chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const CHROMIUM_PATH =
  process.env.CHROME_PATH ||
  process.env.PW_CHROMIUM_PATH ||
  ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));

export { CHROMIUM_FLAGS };

/**
 * The seeded thesis's sources (issue 32): field notes the offline research run quotes and cites, so the
 * shared page is a researched, cited thesis of 2,000+ words whose citations resolve to stored passages.
 * Each source is a few paragraphs about one part of the plan; the sentences vary per region and quarter.
 */
const SOURCE_TOPICS = [
  ['reconciliation', 'reconciling regional sales figures by hand'],
  ['regional analysts', 'keeping a named analyst in every region'],
  ['hub queue', 'answering regional requests from one central queue'],
  ['pricing', 'setting promotional prices from one price model'],
  ['promotions', 'planning promotions from shared weekly sales data'],
  ['forecasting', 'forecasting demand with one model for every region'],
  ['data quality', 'fixing product and store master data at the source'],
  ['store openings', 'choosing new store sites from central footfall data'],
  ['supplier terms', 'negotiating supplier terms with one view of volumes'],
  ['training', 'training regional managers to read the central dashboards'],
];
const REGIONS = ['North', 'South', 'East', 'West', 'Central'];
const MIN_SEEDED_WORDS = 2000;

function sourceText([topic, practice], index) {
  const paragraphs = REGIONS.map((region, r) => {
    const cut = 12 + ((index * 7 + r * 5) % 30);
    const weeks = 2 + ((index + r) % 6);
    return [
      `In the ${region} region, ${practice} cut the hours the regional team spent on ${topic} by ${cut} percent within ${weeks} weeks of the pilot, because the central analytics hub took over the weekly extracts, checked them against the finance ledger and sent every store manager the same figures before the Monday trading meeting.`,
      `The ${region} team reported that the central analytics hub published one agreed set of ${topic} figures every Monday morning, that regional managers stopped arguing about whose spreadsheet was right, and that the time the meeting used to spend reconciling numbers went into deciding what to change in the stores that week.`,
      `Managers in the ${region} region used the saved hours to test ${r % 2 ? 'two new promotions' : 'a new store format'} over one quarter, and the hub measured the result against the regions that had not yet joined the pilot, so that the board could see the difference in sales, margin and stock before extending the model.`,
    ].join(' ');
  });
  return [`# Field notes: ${topic}`, '', ...paragraphs.flatMap((p) => [p, ''])].join('\n');
}

const cleanups = [];
let exiting = false;
/** Runs `fn` when the process ends, however it ends (normal exit, error, Ctrl-C). */
export function onCleanup(fn) {
  cleanups.push(fn);
}
export async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (exiting) return;
    exiting = true;
    await cleanup();
    process.exit(130);
  });
}
process.on('exit', () => {
  // Last resort for synchronous work only (kill the gateway, remove temp dirs).
  for (const fn of cleanups.splice(0)) {
    try {
      fn({ sync: true });
    } catch {
      /* already gone */
    }
  }
});

function sparePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`gateway exited (${child.exitCode})`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}/healthz did not answer within ${timeoutMs / 1000} s`);
}

/**
 * BENCH_URL when set (a gateway someone else runs), else a production gateway from gateway/dist on a
 * spare loopback port with a temporary DATA_DIR; `stop()` ends it and removes the folder.
 */
export async function startGateway({ quiet = true } = {}) {
  if (process.env.BENCH_URL) {
    const url = process.env.BENCH_URL.replace(/\/+$/, '');
    await waitForHealth(url, null, 10_000);
    return { url, reused: true, stop: async () => {} };
  }
  const main = join(root, 'gateway', 'dist', 'main.js');
  for (const file of [main, join(root, 'shell', 'dist', 'index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build)`);
  }
  const port = await sparePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'thesis-studio-bench-'));
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (
      /^(OPENAI_|REMOTE_MF_|SEARXNG_|TAVILY_|BRAVE_|ADMIN_)/.test(key) ||
      ['MONGODB_URI', 'REDIS_URL', 'SMTP_URL', 'GATEWAY_URL', 'ENABLE_TEST_HOOKS'].includes(key)
    ) {
      delete env[key];
    }
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: url,
    STATIC_ROOT: root,
    DATA_DIR: dataDir,
    SEARCH_PROVIDER: 'none',
    LOG_LEVEL: 'warn',
  });
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      output = (output + chunk).slice(-4000);
      if (!quiet) process.stderr.write(chunk);
    });
  }
  let stopped = false;
  const stop = async (opts = {}) => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      if (!opts.sync) {
        await new Promise((resolve) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            resolve();
          }, 5_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  onCleanup(stop);
  try {
    await waitForHealth(url, child, 60_000);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${output}`);
  }
  return { url, reused: false, dataDir, stop };
}

/** A tiny REST client holding one session cookie. */
function client(url) {
  const jar = new Map();
  const call = async (method, path, body) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body ?? {}),
    patch: (path, body) => call('PATCH', path, body),
    cookies: () => [...jar].map(([name, value]) => ({ name, value })),
  };
}

/**
 * A new account (the first on an empty database, so an admin) with a project, a thesis researched by the
 * offline research run from its sources (cited, 2,000+ words), and the thesis's share link. Returns what the benches open and wait for.
 */
export async function seed(url) {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const api = client(url);
  const email = `bench-${run}@bench.test`;
  const password = `bench-password-${run}`;
  await api.post('/api/register', { email, username: 'Bench Reader', password });
  const projectName = `Regional Analytics ${run}`;
  const project = await api.post('/api/projects', { name: projectName });
  const title = `Organisation Design for Regional Growth ${run}`;
  const created = await api.post(`/api/projects/${project.id}/theses`, {
    title,
    idea: 'Centralise analytics so that regional teams can prioritise growth.',
    intellectualChallenge: 'How should a mid-sized organisation centralise its analytics?',
  });
  for (const [index, source] of SOURCE_TOPICS.entries()) {
    await api.post(`/api/theses/${created.id}/sources`, {
      title: `Field notes on ${source[0]}`,
      text: sourceText(source, index),
    });
  }
  await api.post(`/api/theses/${created.id}/research`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { status } = await api.get(`/api/theses/${created.id}`);
    if (status === 'complete') break;
    if (status === 'failed' || Date.now() > deadline) {
      throw new Error(`research on the seeded thesis ended as '${status}'`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const thesis = await api.get(`/api/theses/${created.id}`);
  if (!thesis.shareUrl) throw new Error('the seeded thesis has no share link');
  const words = thesis.content.split(/\s+/).filter(Boolean).length;
  const shared = await api.get(`/api/shared/${thesis.shareUrl}`);
  const cited = shared.citations?.filter((c) => c.passage).length ?? 0;
  if (words < MIN_SEEDED_WORDS || cited === 0) {
    throw new Error(`the seeded thesis has ${words} words and ${cited} citations with passages`);
  }
  // The article's first heading: what the benches wait for.
  const articleHeading = /^#{1,6}\s+(.+?)\s*$/m.exec(thesis.content)?.[1] ?? thesis.title;
  const me = await api.get('/api/user').catch(() => null);
  return {
    url,
    email,
    password,
    admin: me?.role === 'admin',
    cookies: api.cookies().map((c) => ({ ...c, url })),
    project: { id: project.id, slug: project.slug, name: projectName },
    thesis: { id: thesis.id, slug: thesis.slug, title: thesis.title },
    shareUrl: thesis.shareUrl,
    articleHeading,
    words,
    citations: cited,
  };
}

/** Playwright's chromium, resolved from e2e/ (where @playwright/test is installed). */
async function playwrightChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium;
}

/** Headless Chromium with the project's flags; closed at cleanup. */
export async function launchBrowser() {
  if (!CHROMIUM_PATH) throw new Error('no Chromium found (/usr/bin/chromium, or set CHROME_PATH)');
  const chromium = await playwrightChromium();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  onCleanup(() => browser.close());
  return browser;
}

/**
 * Rows of `{ label, path, waitFor }` for the pages the benches time: `waitFor` is a text the page shows
 * only once its data has arrived.
 */
export function timedPages(seeded) {
  return [
    {
      label: '/dashboard',
      path: '/dashboard',
      waitFor: seeded.project.name,
      what: "the project's name",
      signedIn: true,
    },
    {
      label: '/projects/{slug}',
      path: `/projects/${seeded.project.slug}`,
      waitFor: seeded.thesis.title,
      what: "the thesis's title in the list",
      signedIn: true,
    },
    {
      label: '/theses/{slug}',
      path: `/theses/${seeded.thesis.slug}`,
      waitFor: seeded.articleHeading,
      what: "the article's first heading",
      signedIn: true,
    },
    {
      label: '/shared/{shareUrl}',
      path: `/shared/${seeded.shareUrl}`,
      waitFor: seeded.articleHeading,
      what: "the article's first heading",
      signedIn: false,
    },
  ];
}

/**
 * Runs in the page before any of its scripts: on every animation frame (just before paint) it looks for
 * a visible text node holding `text` outside script, style and template elements, and records
 * performance.now() — milliseconds since navigation start — the first time it is there.
 */
function watchForText(text) {
  if (!text || window.top !== window) return;
  const visible = () => {
    const body = document.body;
    if (!body) return false;
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.data.includes(text)) continue;
      const element = node.parentElement;
      if (!element || element.closest('script,style,template,noscript')) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true })) {
        return true;
      }
    }
    return false;
  };
  const tick = () => {
    if (window.__benchReady !== undefined) return;
    if (visible()) window.__benchReady = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const isScript = (request, response) =>
  request.resourceType() === 'script' ||
  /\bjavascript\b/.test(response?.headers()['content-type'] ?? '') ||
  new URL(request.url()).pathname.endsWith('.js');

/**
 * Opens `path` cold — a new browser context (empty cache, cookies only as given) with the cache
 * disabled — and waits until `waitFor` is on screen (when given), then until the network is idle.
 * Returns the milliseconds from navigation start to the data on screen, the JavaScript the load
 * fetched (bytes on the wire as served, i.e. compressed, and the encodings seen) and the final path.
 */
export async function loadCold(browser, { url, path, waitFor, cookies = [], timeout = 30_000 }) {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 } });
  try {
    if (cookies.length) await context.addCookies(cookies);
    await context.addInitScript(watchForText, waitFor ?? '');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = [];
    page.on('requestfinished', (request) => {
      scripts.push(
        (async () => {
          const response = await request.response();
          if (!isScript(request, response)) return null;
          const sizes = await request.sizes();
          return {
            url: request.url(),
            bytes: sizes.responseBodySize,
            encoding: response?.headers()['content-encoding'] ?? 'identity',
          };
        })().catch(() => null),
      );
    });
    await page.goto(path, { waitUntil: 'commit', timeout });
    let readyMs = null;
    if (waitFor) {
      try {
        await page.waitForFunction(() => window.__benchReady !== undefined, null, { timeout, polling: 50 });
      } catch {
        throw new Error(
          `'${waitFor}' was not on screen at ${path} within ${timeout / 1000} s (ended at ${page.url()})`,
        );
      }
      readyMs = await page.evaluate(() => window.__benchReady);
    }
    await page.waitForLoadState('networkidle', { timeout }).catch(() => {});
    const js = (await Promise.all(scripts)).filter(Boolean);
    return {
      readyMs,
      jsBytes: js.reduce((sum, s) => sum + s.bytes, 0),
      jsFiles: js,
      encodings: [...new Set(js.map((s) => s.encoding))],
      finalPath: new URL(page.url()).pathname,
    };
  } finally {
    await context.close();
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
