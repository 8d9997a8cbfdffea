#!/usr/bin/env node
// Page-ready bench (`npm run bench:page`): how long until a page's data is on screen, cold.
// Starts a production gateway (gateway/dist, the built shell and remotes) on a spare loopback port with
// a temporary DATA_DIR and the offline AI — or uses BENCH_URL — and seeds an account, a project, a
// thesis whose research run completed, and its share link (./seed.mjs). Then it opens /dashboard,
// /projects/{slug}, /theses/{slug} (signed in) and /shared/{shareUrl} (anonymous), each in a new
// browser context with the cache disabled, BENCH_RUNS times (default 5) after one discarded warm-up
// round, and reports the median, min and max milliseconds from navigation start to the first frame
// showing the page's data (the project's name, the thesis's title, the article's first heading), and
// the JavaScript the load fetched (compressed bytes on the wire, as served).
// Target: median ≤ 500 ms per page (issue 18); exits 1 when a page misses it or fails to load.
import { cleanup, launchBrowser, loadCold, median, seed, startGateway, timedPages } from './seed.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = Number(process.env.BENCH_PAGE_TARGET_MS ?? 500);
const KB = 1024;

let exitCode = 0;
try {
  const gateway = await startGateway();
  console.log(`gateway ${gateway.url}${gateway.reused ? ' (BENCH_URL)' : ' (production build, offline AI)'}`);
  const seeded = await seed(gateway.url);
  const browser = await launchBrowser();
  const pages = timedPages(seeded);
  const results = new Map(pages.map((p) => [p.label, []]));
  for (let round = 0; round <= RUNS; round++) {
    for (const page of pages) {
      const result = await loadCold(browser, {
        url: gateway.url,
        path: page.path,
        waitFor: page.waitFor,
        cookies: page.signedIn ? seeded.cookies : [],
      });
      if (round > 0) results.get(page.label).push(result);
    }
  }

  const fmtMs = (ms) => `${Math.round(ms)} ms`;
  const header = `${'page'.padEnd(22)}${'median'.padStart(9)}${'min'.padStart(9)}${'max'.padStart(9)}${'JS (median)'.padStart(13)}  ${'target'.padEnd(8)}result`;
  console.log(`\ncold loads, ${RUNS} runs each (after one warm-up round), headless Chromium, loopback`);
  console.log(header);
  console.log('-'.repeat(header.length));
  const encodings = new Set();
  for (const page of pages) {
    const runs = results.get(page.label);
    const times = runs.map((r) => r.readyMs);
    const mid = median(times);
    for (const r of runs) for (const e of r.encodings) encodings.add(e);
    const pass = mid <= TARGET_MS;
    if (!pass) exitCode = 1;
    console.log(
      `${page.label.padEnd(22)}${fmtMs(mid).padStart(9)}${fmtMs(Math.min(...times)).padStart(9)}${fmtMs(Math.max(...times)).padStart(9)}${`${(median(runs.map((r) => r.jsBytes)) / KB).toFixed(1)} KB`.padStart(13)}  ${`≤${TARGET_MS}`.padEnd(8)}${pass ? 'PASS' : 'MISS'}`,
    );
  }
  console.log(
    `\ntime: navigation start → first frame with the data visible (${pages.map((p) => `${p.label}: ${p.what}`).join('; ')})`,
  );
  console.log(
    `JS: compressed bytes on the wire of every script the load fetched until the network was idle (served as ${[...encodings].join(', ')})`,
  );
} catch (error) {
  console.error(`page-ready bench failed: ${error.stack ?? error.message}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
