import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Drives the built product (gateway serving the shell and every remote) in Chromium.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// One data directory per run; set before workers fork so they all see the same one.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'thesis-studio-e2e-'));

// PW_CHROMIUM_PATH, else Debian's chromium, else Playwright's own download (npm test installs it then).
const executablePath =
  process.env.PW_CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './tests',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node ${join(root, 'gateway', 'dist', 'main.js')}`,
    cwd: root,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      STATIC_ROOT: root,
      ENABLE_TEST_HOOKS: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
