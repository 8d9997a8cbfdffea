#!/usr/bin/env node
// `npm test`: install, then every check the project has, e2e included. Stops at the first failing step.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { install, pnpm } from './pnpm.mjs';

const reports = mkdtempSync(join(tmpdir(), 'thesis-studio-test-'));
const vitestReport = join(reports, 'vitest.json');
const e2eReport = join(reports, 'e2e.json');

function step(name, fn) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  fn();
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function counts() {
  let passed = 0;
  let failed = 0;
  if (existsSync(vitestReport)) {
    const r = JSON.parse(readFileSync(vitestReport, 'utf8'));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
  }
  if (existsSync(e2eReport)) {
    const s = JSON.parse(readFileSync(e2eReport, 'utf8')).stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
  }
  return { passed, failed };
}

process.on('exit', (code) => {
  const { passed, failed } = counts();
  if (passed + failed > 0) console.log(`\ntests: ${passed} passed, ${failed} failed`);
  if (code !== 0) console.error('npm test failed');
});

step('install', install);
step('codegen is up to date', () => pnpm(['exec', 'node', 'scripts/codegen-check.mjs']));
step('typecheck', () => pnpm(['-r', '--workspace-concurrency=2', 'typecheck']));
step('lint', () => pnpm(['exec', 'eslint', '.', '--max-warnings=0']));
step('shape (import rules and cycles, unused files and dependencies)', () =>
  pnpm(['exec', 'node', 'scripts/shape-check.mjs']),
);
step('format', () => pnpm(['exec', 'prettier', '--check', '--log-level=warn', '.']));
step('licences', () => pnpm(['exec', 'node', 'scripts/licenses.mjs', '--check']));
step('unit and integration tests', () =>
  pnpm([
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]),
);
step('build', () => pnpm(['-r', '--workspace-concurrency=2', 'build']));
step('browser for e2e', () => {
  const found =
    process.env.PW_CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null);
  if (found) console.log(`using ${found}`);
  else pnpm(['--filter', 'e2e', 'exec', 'playwright', 'install', 'chromium']);
});
step('e2e', () =>
  pnpm(['--filter', 'e2e', 'exec', 'playwright', 'test'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  }),
);
