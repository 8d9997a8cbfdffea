#!/usr/bin/env node
// `npm start`: install, build, and serve the whole product from the gateway (default http://localhost:4000).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { install, pnpm, root } from './pnpm.mjs';

install();
pnpm(['-r', '--workspace-concurrency=2', 'build']);

const gateway = spawn(process.execPath, [join(root, 'gateway', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => gateway.kill(signal));
}
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
