#!/usr/bin/env node
// Fails when the committed generated GraphQL types differ from what codegen.ts produces now.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './pnpm.mjs';

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
const after = snapshot();

const stale = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (stale.length > 0) {
  console.error('Generated GraphQL files were stale (now regenerated; review and commit them):');
  for (const f of stale) console.error(`  ${f}`);
  process.exit(1);
}
console.log(`generated GraphQL files are up to date (${after.size} files)`);
