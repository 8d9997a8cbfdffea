#!/usr/bin/env node
// First-load JS against the budgets: landing page ≤ 120 KB gzip (issue 13), each remote entry ≤ 50 KB
// gzip, and each signed-in route (and the public shared page) ≤ 250 KB compressed as served (issue 18).
// Shell: every JS response while headless Chromium loads `/` until the network is idle (no interaction),
// falling back to a static walk of index.html's scripts, modulepreloads and their static imports.
// Remote: remoteEntry.js, its static imports and the share map its init() imports — all that runs
// before any route code (the exposed ./App) is requested.
// Routes: a production gateway on a spare loopback port with a temporary DATA_DIR and the offline AI (or
// BENCH_URL), an account with a project, a researched thesis and its share link (e2e/bench/seed.mjs);
// each route is opened cold (new browser context, cache disabled) in headless Chromium until its data
// is on screen (when the bench knows what that is) and the network is idle, and every script response
// is summed: shell entry and its imports, the remotes manifest's remote entry, the remote's chunks for
// ./App and the route, and the shared dependencies — compressed bytes on the wire (the gateway serves
// the build's .br files to Chromium; the encodings seen are printed). `--no-routes` skips this part.
// Exits 1 when a budget is missed or a route cannot be measured.
// Run after the builds exist: npm run build (the routes need gateway/dist too).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS } from '../e2e/chromium.mjs';
import remotes from '../packages/domain/src/remotes.json' with { type: 'json' };

const root = join(import.meta.dirname, '..');
const KB = 1024;
const LANDING_BUDGET = 120 * KB;
const REMOTE_BUDGET = 50 * KB;
const ROUTE_BUDGET = 250 * KB;
const REMOTE_APPS = remotes.map((remote) => remote.app);

const gz = (buf) => gzipSync(buf, { level: 9 }).length;

/**
 * Static ES import closure (import/export ... from, bare `import '...'`). Dynamic import() is left out,
 * except targets matching `alsoDynamic` (the federation share map a remote entry imports during init).
 */
function staticClosure(distDir, startFiles, alsoDynamic = /localSharedImportMap/) {
  const seen = new Set();
  const queue = [...startFiles];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(
      /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g,
    )) {
      const spec = m[1];
      const target = spec.startsWith('/') ? join(distDir, spec) : join(dirname(file), spec);
      queue.push(normalize(target));
    }
    for (const m of code.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)) {
      if (alsoDynamic.test(m[1])) queue.push(normalize(join(dirname(file), m[1])));
    }
  }
  return [...seen];
}

function shellStatic(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const starts = [
    ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g),
  ].map((m) => join(distDir, m[1].replace(/^\//, '')));
  return staticClosure(distDir, starts).map((f) => ({
    name: relative(distDir, f),
    bytes: gz(readFileSync(f)),
  }));
}

function findPlaywright() {
  const require = createRequire(join(root, 'e2e', 'package.json'));
  for (const id of ['playwright-core', 'playwright', '@playwright/test']) {
    try {
      return require(id);
    } catch {
      /* try the next */
    }
  }
  const store = join(root, 'node_modules', '.pnpm');
  const dir = existsSync(store)
    ? readdirSync(store).find((d) => d.startsWith('playwright-core@'))
    : undefined;
  if (dir)
    return createRequire(join(store, dir, 'node_modules', 'playwright-core', 'package.json'))(
      'playwright-core',
    );
  return null;
}

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) =>
  existsSync(p),
);

function serveShell(distDir) {
  const types = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html',
    '.json': 'application/json',
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(distDir, path));
    const target =
      file.startsWith(distDir) && existsSync(file) && extname(file) ? file : join(distDir, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(target)] ?? 'application/octet-stream' });
    res.end(readFileSync(target));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function shellInBrowser(distDir) {
  const pw = findPlaywright();
  if (!pw || !CHROMIUM) return null;
  const server = await serveShell(distDir);
  const browser = await pw.chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage();
    const pending = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) {
        pending.push(response.body().then((body) => ({ name: url.pathname.slice(1), bytes: gz(body) })));
      }
    });
    await page.goto(`http://127.0.0.1:${server.address().port}/`, {
      waitUntil: 'networkidle',
      timeout: 30_000,
    });
    return await Promise.all(pending);
  } finally {
    await browser.close();
    server.close();
  }
}

const rows = [];
const shellDist = join(root, 'shell', 'dist');
if (existsSync(join(shellDist, 'index.html'))) {
  let files = null;
  let method = 'headless Chromium, gzip -9';
  try {
    files = await shellInBrowser(shellDist);
  } catch (error) {
    console.error(`browser measurement failed (${error.message}); using the static import graph`);
  }
  if (!files) {
    method = 'static import graph';
    files = shellStatic(shellDist);
  }
  rows.push({ app: 'shell (landing /)', files, budget: LANDING_BUDGET, method });
} else {
  rows.push({ app: 'shell (landing /)', missing: 'shell/dist not built' });
}
for (const app of REMOTE_APPS) {
  const distDir = join(root, app, 'dist');
  const entry = join(distDir, 'remoteEntry.js');
  if (!existsSync(entry)) {
    rows.push({ app: `${app} (remoteEntry)`, missing: `${app}/dist/remoteEntry.js not built` });
    continue;
  }
  const files = staticClosure(distDir, [entry]).map((f) => ({
    name: relative(distDir, f),
    bytes: gz(readFileSync(f)),
  }));
  rows.push({
    app: `${app} (remoteEntry)`,
    files,
    budget: REMOTE_BUDGET,
    method: 'static import graph, gzip -9',
  });
}

/** Signed-in routes and the public shared page, loaded cold through a seeded gateway. */
async function routeRows() {
  const { cleanup, launchBrowser, loadCold, seed, startGateway } = await import('../e2e/bench/seed.mjs');
  try {
    const gateway = await startGateway();
    const seeded = await seed(gateway.url);
    const browser = await launchBrowser();
    const routes = [
      { label: '/dashboard', path: '/dashboard', waitFor: seeded.project.name },
      { label: '/projects/{slug}', path: `/projects/${seeded.project.slug}`, waitFor: seeded.thesis.title },
      { label: '/theses/{slug}', path: `/theses/${seeded.thesis.slug}`, waitFor: seeded.articleHeading },
      { label: '/theses/{id}/chat', path: `/theses/${seeded.thesis.id}/chat` },
      { label: '/saved-links', path: '/saved-links' },
      { label: '/questions', path: '/questions' },
      { label: '/users', path: '/users', admin: true },
      { label: '/shared/{shareUrl}', path: `/shared/${seeded.shareUrl}`, waitFor: seeded.articleHeading },
    ];
    const rows = [];
    for (const route of routes) {
      const app = `${route.label} (route)`;
      if (route.admin && !seeded.admin) {
        rows.push({ app, missing: 'the seeded account is not an admin (BENCH_URL with other accounts)' });
        continue;
      }
      const load = await loadCold(browser, {
        url: gateway.url,
        path: route.path,
        waitFor: route.waitFor,
        cookies: seeded.cookies,
      });
      if (load.finalPath !== route.path) {
        throw new Error(`${route.path} ended at ${load.finalPath}: not measured`);
      }
      rows.push({
        app,
        files: load.jsFiles.map((f) => ({ name: new URL(f.url).pathname.slice(1), bytes: f.bytes })),
        budget: ROUTE_BUDGET,
        method: `headless Chromium, as served (${load.encodings.join(', ')})`,
      });
    }
    return rows;
  } finally {
    await cleanup();
  }
}

let failed = false;
if (!process.argv.includes('--no-routes')) {
  const missingBuild = [
    join(root, 'gateway', 'dist', 'main.js'),
    join(shellDist, 'index.html'),
    ...REMOTE_APPS.map((app) => join(root, app, 'dist', 'remoteEntry.js')),
  ].find((file) => !existsSync(file));
  if (missingBuild) {
    rows.push({ app: 'signed-in routes', missing: `${relative(root, missingBuild)} not built` });
  } else {
    try {
      rows.push(...(await routeRows()));
    } catch (error) {
      console.error(`route measurement failed: ${error.message}`);
      failed = true;
    }
  }
}

const fmt = (n) => `${(n / KB).toFixed(1)} KB`;
console.log(
  `${'app'.padEnd(30)}${'files'.padStart(6)}${'bytes'.padStart(11)}${'budget'.padStart(11)}  result  method`,
);
for (const row of rows) {
  if (row.missing) {
    console.log(
      `${row.app.padEnd(30)}${'-'.padStart(6)}${'-'.padStart(11)}${'-'.padStart(11)}  SKIP    ${row.missing}`,
    );
    continue;
  }
  const total = row.files.reduce((sum, f) => sum + f.bytes, 0);
  const result = total <= row.budget ? 'PASS' : 'MISS';
  if (result === 'MISS') failed = true;
  console.log(
    `${row.app.padEnd(30)}${String(row.files.length).padStart(6)}${fmt(total).padStart(11)}${fmt(row.budget).padStart(11)}  ${result}    ${row.method}`,
  );
}
console.log(
  '\nbytes: landing and remote entries gzip -9 of the built files; routes compressed bytes on the wire (KB = 1024 bytes)',
);
if (process.argv.includes('--verbose')) {
  for (const row of rows.filter((r) => r.files)) {
    console.log(`\n${row.app}`);
    for (const f of [...row.files].sort((a, b) => b.bytes - a.bytes))
      console.log(`  ${fmt(f.bytes).padStart(10)}  ${f.name}`);
  }
}
process.exit(failed ? 1 : 0);
