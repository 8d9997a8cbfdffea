// `test` for the suites on the gateway whose AI engine is the local fake OpenAI-compatible server
// (e2e/fake-openai-server.ts): every page of them talks to that gateway, signed in as its admin. The
// machine these run on may be busy: `expect` gives the page time rather than fail on a slow answer.
import { test as base, expect as baseExpect } from '@playwright/test';
import { adminSession, type StorageState } from './fixtures.js';

const OPENAI_BASE_URL = process.env.E2E_OPENAI_BASE_URL ?? 'http://127.0.0.1:4175';

export const expect = baseExpect.configure({ timeout: 30_000 });

export const test = base.extend<{ openAiAdminState: StorageState }>({
  baseURL: OPENAI_BASE_URL,
  openAiAdminState: async ({ playwright }, use) => {
    await use(await adminSession(playwright, OPENAI_BASE_URL));
  },
  storageState: async ({ openAiAdminState }, use) => {
    await use(openAiAdminState);
  },
});
