#!/usr/bin/env node
// Fails when the committed generated files differ from what `npm run codegen` produces now: the GraphQL
// types (codegen.ts), and the contracts scripts/contracts.ts writes (gateway/schema.graphql, the REST
// types of packages/client/src/rest); then runs the GraphQL schema check (scripts/graphql-check.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './pnpm.mjs';

/** Files scripts/contracts.ts writes. */
const CONTRACTS = ['gateway/schema.graphql', 'packages/client/src/rest'];

/** Every workspace package's src/gql (codegen.ts writes there), found afresh for each snapshot. */
function generatedDirs() {
  const folders = (dir) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
      .map((entry) => join(dir, entry.name));
  return [...folders(root), ...folders(join(root, 'packages'))]
    .map((dir) => join(dir, 'src', 'gql'))
    .filter((dir) => existsSync(dir));
}

function snapshot() {
  const files = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(root, path), readFileSync(path, 'utf8'));
    }
  };
  generatedDirs().forEach(walk);
  for (const path of CONTRACTS.map((file) => join(root, file)))
    if (existsSync(path) && statSync(path).isDirectory()) walk(path);
    else if (existsSync(path)) files.set(relative(root, path), readFileSync(path, 'utf8'));
  return files;
}

const before = snapshot();
const bin = join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'graphql-codegen.cmd' : 'graphql-codegen',
);
const run = spawnSync(bin, ['--config', 'codegen.ts', '--errors-only'], { cwd: root, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
const contracts = spawnSync(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', 'scripts/contracts.ts'],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (contracts.status !== 0) process.exit(contracts.status ?? 1);
const after = snapshot();

const stale = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (stale.length > 0) {
  console.error('Generated files were stale (now regenerated; review and commit them):');
  for (const f of stale) console.error(`  ${f}`);
  process.exit(1);
}
console.log(`generated files are up to date (${after.size} files)`);
const schemaCheck = spawnSync(process.execPath, ['scripts/graphql-check.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
if (schemaCheck.status !== 0) process.exit(schemaCheck.status ?? 1);
