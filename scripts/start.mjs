#!/usr/bin/env node
// `npm start`: install, build, and serve the whole product from the gateway (default http://localhost:4000).
// Starting again is fast: `pnpm install` runs only when the lockfile or a package.json changed since the
// last successful install, and only the packages whose inputs changed (and what depends on them) are
// rebuilt (scripts/build-cache.mjs). `npm start -- --rebuild` builds everything.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { clearBuildStamps, installUpToDate, planBuild, stampBuilt, stampInstalled } from './build-cache.mjs';
import { install, pnpm, PNPM_VERSION, root } from './pnpm.mjs';

const log = (message) => console.log(`[thesis-studio] ${message}`);
const installFlavour = `pnpm ${PNPM_VERSION}${process.env.CI ? ' frozen' : ''}`;

if (installUpToDate(root, installFlavour)) {
  log('dependencies: up to date (lockfile and package.json files unchanged), install skipped');
} else {
  install();
  stampInstalled(root, installFlavour);
}

if (process.argv.includes('--rebuild')) clearBuildStamps(root);
const plan = planBuild(root);
if (plan.toBuild.length === 0) {
  log(`build: all ${plan.upToDate.length} packages up to date, nothing rebuilt`);
} else {
  for (const { name, reason } of plan.toBuild) log(`build: ${name} (${reason})`);
  if (plan.upToDate.length) log(`build: up to date: ${plan.upToDate.join(', ')}`);
  // pnpm runs the selected packages' builds in dependency order, two at a time.
  pnpm([
    '-r',
    '--workspace-concurrency=2',
    ...plan.toBuild.flatMap(({ name }) => ['--filter', name]),
    'build',
  ]);
  stampBuilt(
    root,
    plan,
    plan.toBuild.map(({ name }) => name),
  );
}

const gateway = spawn(process.execPath, [join(root, 'gateway', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => gateway.kill(signal));
}
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
