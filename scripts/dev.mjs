#!/usr/bin/env node
// `npm run dev`: the gateway in watch mode plus the vite dev servers of the shell and every remote.
import { REMOTE_DEV_PORTS } from './dev-ports.mjs';
import { install, pnpm } from './pnpm.mjs';

install();
const remoteSettings = Object.fromEntries(
  Object.entries(REMOTE_DEV_PORTS).map(([setting, port]) => [
    setting,
    `http://localhost:${port}/remoteEntry.js`,
  ]),
);
pnpm(['-r', '--parallel', '--filter', './shell', '--filter', './mf-*', '--filter', 'gateway', 'dev'], {
  env: { NODE_ENV: 'development', ...process.env, ...remoteSettings },
});
