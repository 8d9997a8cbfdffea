import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from './chromium.mjs';

// Drives the built product (gateway serving the shell and every remote) in Chromium. Three gateways run
// from the same builds: the main one (an admin always exists), an empty one for the accounts suite, and
// one whose AI engine is a local fake OpenAI-compatible server (e2e/fake-openai-server.ts).
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 4173);
const accountsPort = Number(process.env.E2E_ACCOUNTS_PORT ?? 4174);
const openaiPort = Number(process.env.E2E_OPENAI_PORT ?? 4175);
const fakeOpenAiPort = Number(process.env.E2E_FAKE_OPENAI_PORT ?? 4176);
const baseURL = `http://127.0.0.1:${port}`;
// Data directories, one per run; set before workers fork so they all see the same ones.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'thesis-studio-e2e-'));
process.env.E2E_ACCOUNTS_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'thesis-studio-e2e-accounts-'));
process.env.E2E_ACCOUNTS_BASE_URL ??= `http://127.0.0.1:${accountsPort}`;
process.env.E2E_OPENAI_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'thesis-studio-e2e-openai-'));
process.env.E2E_OPENAI_BASE_URL ??= `http://127.0.0.1:${openaiPort}`;
process.env.E2E_ADMIN_EMAIL ??= 'admin@e2e.test';
process.env.E2E_ADMIN_PASSWORD ??= 'e2e-admin-password';

// PW_CHROMIUM_PATH, else Debian's chromium, else Playwright's own download (npm test installs it then).
const executablePath =
  process.env.PW_CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const gateway = (listenPort: number, env: Record<string, string>) => ({
  command: `node ${join(root, 'gateway', 'dist', 'main.js')}`,
  cwd: root,
  url: `http://127.0.0.1:${listenPort}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(listenPort),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: `http://127.0.0.1:${listenPort}`,
    STATIC_ROOT: root,
    ENABLE_TEST_HOOKS: 'true',
    LOG_LEVEL: 'warn',
    ...env,
  },
});

export default defineConfig({
  testDir: './tests',
  // One worker: on two cores two workers took as long (14.5 min against 14) and timed tests out.
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
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: [
    gateway(port, {
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
    }),
    // Empty database and no ADMIN_EMAIL: the first account to sign up becomes admin.
    gateway(accountsPort, { DATA_DIR: process.env.E2E_ACCOUNTS_DATA_DIR }),
    {
      command: `node --import tsx ${join(root, 'e2e', 'fake-openai-server.ts')}`,
      cwd: root,
      url: `http://127.0.0.1:${fakeOpenAiPort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { E2E_FAKE_OPENAI_PORT: String(fakeOpenAiPort), OPENAI_MODEL: 'e2e-fake-model' },
    },
    gateway(openaiPort, {
      DATA_DIR: process.env.E2E_OPENAI_DATA_DIR,
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      OPENAI_API_KEY: 'e2e-fake',
      OPENAI_BASE_URL: `http://127.0.0.1:${fakeOpenAiPort}/v1`,
      OPENAI_MODEL: 'e2e-fake-model',
    }),
  ],
});
