// `test` for suites that visit protected routes: every page starts signed in as the e2e admin (the
// main gateway creates it from ADMIN_EMAIL). The sign-in happens once per worker, over the API.
// Also the helpers several suites share: unique names, new accounts, pages, held requests, the outbox.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
};

export const ANONYMOUS: StorageState = { cookies: [], origins: [] };

/** This run's mark: the suites share one gateway and its data, so what they make carries it. */
export const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let sequence = 0;
/** `label` made unique to this run and this call (names of projects, theses, accounts). */
export const unique = (label: string) => `${label} ${run}${(sequence += 1)}`;

/** A user account made for one test, signed in over `api`. */
interface Account {
  email: string;
  password: string;
  username: string;
  api: APIRequestContext;
  storageState: StorageState;
}

interface TestFixtures {
  /** An API context signed in as the e2e admin, disposed after the test. */
  adminApi: APIRequestContext;
  /** Makes a new user account (created by the admin, so no sign-up limit applies), signed in over the API. */
  newUser: (label: string) => Promise<Account>;
}

export const test = base.extend<TestFixtures, { adminStorageState: StorageState }>({
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
  adminApi: async ({ playwright, baseURL, adminStorageState }, use) => {
    const api = await playwright.request.newContext({ baseURL, storageState: adminStorageState });
    await use(api);
    await api.dispose();
  },
  newUser: async ({ playwright, baseURL, adminApi }, use) => {
    await use(async (label) => {
      const email = `${label}-${run}${(sequence += 1)}@users.e2e.test`;
      const password = `${label}-password-1`;
      const username = `${label[0]!.toUpperCase()}${label.slice(1)} Tester`;
      const created = await adminApi.post('/api/admin/users', {
        data: { username, email, password, role: 'user' },
      });
      expect(created.status(), await created.text()).toBeLessThan(300);
      // Explicitly anonymous: inside a test, new contexts default to the test's (admin) storage state, and
      // signing in over a session ends that session.
      const api = await playwright.request.newContext({ baseURL, storageState: ANONYMOUS });
      const signedIn = await api.post('/api/login', { data: { email, password } });
      expect(signedIn.status(), await signedIn.text()).toBe(200);
      return { email, password, username, api, storageState: await api.storageState() };
    });
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

/** A browser page for a stored session, with the cookie banner already answered. */
export async function pageFor(
  browser: Browser,
  baseURL: string,
  storageState: StorageState,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState, ...(viewport ? { viewport } : {}) });
  await context.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  return context.newPage();
}

/** Holds the named GraphQL operation's request until `release()` (to see the loading state). */
export async function holdOperation(page: Page, operationName: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    const body = route.request().method() === 'POST' ? (route.request().postDataJSON() as unknown) : null;
    if ((body as { operationName?: string } | null)?.operationName === operationName) await released;
    await route.fallback();
  });
  return release;
}

const outboxDir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The mails the main gateway wrote to its outbox (E2E_DATA_DIR/outbox) that mention `text`. */
export function mailsMentioning(text: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(join(outboxDir, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((mail) => mail.includes(text));
}
