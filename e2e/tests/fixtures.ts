// `test` for suites that visit protected routes: every page starts signed in as the e2e admin (the
// main gateway creates it from ADMIN_EMAIL). The sign-in happens once per worker, over the API.
// Also the helpers several suites share: unique names, new accounts, pages, held requests, the outbox.
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
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

/** The e2e admin's session on the gateway at `baseURL`, signed in over the API. */
export async function adminSession(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
): Promise<StorageState> {
  const request = await playwright.request.newContext({ baseURL });
  const response = await request.post('/api/login', { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  const state = await request.storageState();
  await request.dispose();
  return state;
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
      await use(await adminSession(playwright, workerInfo.project.use.baseURL));
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

/**
 * Opens `path` in the app with its `operation` held (holdOperation): the page's heading shows, and
 * each placeholder (by test id) as many times as given. Returns the release that lets the answer in.
 */
export async function openWhileLoading(
  page: Page,
  operation: string,
  path: string,
  heading: string,
  placeholders: Record<string, number>,
): Promise<() => void> {
  const release = await holdOperation(page, operation);
  await openInApp(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  for (const [testId, count] of Object.entries(placeholders)) {
    await expect(page.getByTestId(testId)).toHaveCount(count);
  }
  return release;
}

/** Fills in and sends the Sign Up tab of /auth for `person`. */
export async function signUpThroughForm(
  page: Page,
  person: { username: string; email: string; password: string },
) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Name').fill(person.username);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
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

/** The sample thesis the thesis suites write (Markdown lines): its opening section, up to a list… */
export const SAMPLE_OPENING = [
  '## Organisation and Context',
  '',
  'Our organisation will centralise analytics so that regional teams can prioritise growth. Leaders',
  'agree the operating model before the first hire, and every unit keeps its own analysts.',
  '',
  '- Audit the current reporting organisation',
  '- Standardise the metrics every region reports',
];
/** …and its timeline table, up to its second quarter. */
export const SAMPLE_TIMELINE = [
  '## Timeline',
  '',
  '| Timeline | Activities | Milestone |',
  '| --- | --- | --- |',
  '| Q1 2026 | Interview leaders across the organisation | Findings shared |',
  '| Q2 2026 | Pilot the central analytics team in two regions | Go / no-go decision |',
];

/** POSTs `data` to `path` over the REST API as `api`'s account, expects 201 Created, and returns what was made. */
async function postCreated<T>(
  api: APIRequestContext,
  path: string,
  data: Record<string, unknown>,
): Promise<T> {
  const response = await api.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** A project made over the REST API as `api`'s account (its description sent only when given). */
export const createProject = (api: APIRequestContext, name: string, description?: string) =>
  postCreated<{ id: string; slug: string; name: string }>(
    api,
    '/api/projects',
    description === undefined ? { name } : { name, description },
  );

/** A thesis made over the REST API in the project `projectId`; `thesis` is what is sent (title, idea…). */
export const createThesis = (api: APIRequestContext, projectId: string, thesis: Record<string, unknown>) =>
  postCreated<{ id: string; slug: string; status: string }>(api, `/api/projects/${projectId}/theses`, thesis);

/** A thesis made over the REST API in a new project named `projectName`; with the project's id and slug. */
export async function thesisInNewProject(
  api: APIRequestContext,
  projectName: string,
  thesis: Record<string, unknown>,
) {
  const { id: projectId, slug: projectSlug } = await createProject(api, projectName);
  return { ...(await createThesis(api, projectId, thesis)), projectId, projectSlug };
}

/** A thesis titled `title` on centralising a mid-sized retailer's analytics in one regional hub, with
 *  `idea`, in a new project named `projectName`. */
export async function analyticsHubThesis(
  api: APIRequestContext,
  projectName: string,
  title: string,
  idea: string,
) {
  return thesisInNewProject(api, projectName, {
    title,
    idea,
    context: 'A mid-sized retailer with five regions and separate reporting teams in each.',
    intellectualChallenge: 'Should a mid-sized retailer centralise analytics in one regional hub?',
  });
}

/** Sets a thesis's content over the REST API; the thesis as it is then. */
export async function writeContent(api: APIRequestContext, thesisId: string, content: string) {
  const edited = await api.patch(`/api/theses/${thesisId}`, { data: { content } });
  expect(edited.status(), await edited.text()).toBe(200);
  return (await edited.json()) as { id: string; title: string; shareUrl: string };
}

/** A toast (or any text) shown exactly so, the first of them. */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** A project card on the dashboard, by its project's name. */
export const projectCard = (page: Page, name: string) =>
  page.getByTestId('project-card').filter({ has: page.getByRole('link', { name, exact: true }) });

/** Starts a research run on the thesis and waits (up to `timeoutMs`) until the thesis is complete. */
export async function researchToCompletion(api: APIRequestContext, thesisId: string, timeoutMs: number) {
  const started = await api.post(`/api/theses/${thesisId}/research`);
  expect(started.status(), await started.text()).toBeLessThan(300);
  await expect
    .poll(
      async () => ((await (await api.get(`/api/theses/${thesisId}`)).json()) as { status: string }).status,
      {
        timeout: timeoutMs,
      },
    )
    .toBe('complete');
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
