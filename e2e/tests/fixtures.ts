// `test` for suites that visit protected routes: every page starts signed in as the e2e admin (the
// main gateway creates it from ADMIN_EMAIL). The sign-in happens once per worker, over the API.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

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

/**
 * Opens `path` by in-app navigation, as a later visit in the same tab: the app then asks for the page's
 * data itself. (A first load of /dashboard, /projects/{slug} or /theses/{slug} arrives with its data in
 * the document, gateway/src/app-pages.ts, so a page's loading state is seen this way.)
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** The page's serious and critical axe violations, one line each (rule and the elements it found). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
