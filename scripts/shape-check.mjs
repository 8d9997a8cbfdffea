#!/usr/bin/env node
// The codebase's shape (issue 28), run by `npm test`: dependency-cruiser's rules (.dependency-cruiser.cjs:
// no import cycle, type imports included; a gateway module reached only through its public entry; apps
// never import the gateway; packages never import apps) over every workspace, then knip (knip.jsonc:
// no unused file, export, exported type or dependency, no unlisted dependency or binary). Exits non-zero
// on the first failing check.
import { spawnSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './pnpm.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Every workspace's source folder: the gateway, the shell, each remote and each package. */
function sourceFolders() {
  const apps = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mf-'));
  const packages = readdirSync(join(root, 'packages')).map((name) => join('packages', name));
  return ['gateway', ...apps, ...packages]
    .map((folder) => join(folder, 'src'))
    .filter((folder) => existsSync(join(root, folder)));
}

function run(label, command, args, env = process.env) {
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`[shape] ${label} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
  console.log(`[shape] ${label}: clean`);
}

run('dependency-cruiser', bin('depcruise'), [
  ...sourceFolders(),
  '--config',
  '.dependency-cruiser.cjs',
  '--output-type',
  'err',
]);
// The apps' vite configs import workspace packages: read them from source, as the dev server does.
run(
  'knip',
  bin('knip'),
  ['--no-progress', '--include', 'files,exports,types,dependencies,devDependencies,unlisted,binaries'],
  {
    ...process.env,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=source'].filter(Boolean).join(' '),
  },
);
