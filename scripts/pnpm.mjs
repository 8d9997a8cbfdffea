#!/usr/bin/env node
// Finds a usable pnpm without Corepack: a matching one on PATH, else one installed with npm into .tools/.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '10.34.8';
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const localBin = join(root, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

function versionOf(cmd, args) {
  try {
    return execFileSync(cmd, [...args, '--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** Returns [command, leadingArgs] that runs pnpm PNPM_VERSION, installing it locally if needed. */
export function ensurePnpm() {
  if (versionOf('pnpm', []) === PNPM_VERSION) return ['pnpm', []];
  if (!existsSync(localBin) || versionOf(process.execPath, [localBin]) !== PNPM_VERSION) {
    console.log(`[thesis-studio] installing pnpm ${PNPM_VERSION} into .tools/ with npm`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const r = spawnSync(
      npm,
      [
        'install',
        '--prefix',
        join(root, '.tools'),
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `pnpm@${PNPM_VERSION}`,
      ],
      { stdio: 'inherit', env: { ...process.env, COREPACK_ENABLE_STRICT: '0' } },
    );
    if (r.status !== 0) throw new Error(`could not install pnpm ${PNPM_VERSION} with npm (exit ${r.status})`);
  }
  return [process.execPath, [localBin]];
}

/** Runs pnpm with args in the repository root; exits the process on failure. */
export function pnpm(args, opts = {}) {
  const [cmd, lead] = ensurePnpm();
  const r = spawnSync(cmd, [...lead, ...args], { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) {
    console.error(`[thesis-studio] pnpm ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

/** Installs workspace dependencies (frozen lockfile on CI). */
export function install() {
  pnpm(['install', ...(process.env.CI ? ['--frozen-lockfile'] : []), '--reporter=append-only']);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  pnpm(process.argv.slice(2));
}
