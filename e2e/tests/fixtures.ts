// `test` for suites that visit protected routes: every page starts signed in as the e2e admin (the
// main gateway creates it from ADMIN_EMAIL). The sign-in happens once per worker, over the API.
import { test as base, expect, type APIRequestContext } from '@playwright/test';

export type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
};

export const ANONYMOUS: StorageState = { cookies: [], origins: [] };

export const test = base.extend<object, { adminStorageState: StorageState }>({
  adminStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const response = await request.post('/api/login', { data: ADMIN });
      expect(response.status(), await response.text()).toBe(200);
      const state = await request.storageState();
      await request.dispose();
      await use(state);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminStorageState }, use) => {
    await use(adminStorageState);
  },
});

export { expect };
