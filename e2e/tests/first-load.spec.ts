import { test as base, expect, type Browser, type Locator, type Page, type Request } from '@playwright/test';
import { analyticsHubThesis, type StorageState } from './fixtures.js';

// First load of an app page (issue 18 item 2), opened cold in a fresh browser context. A signed-in
// reader's /dashboard, /projects/{slug} and /theses/{slug} arrive rendered by the gateway with their data
// (gateway/src/app-pages.ts): the page is on screen while the remote's ./App chunks are still held back
// (1.5 s here), its queries and `me` are answered in the document and never sent, and the app then takes
// the page's place without a layout shift. A page the gateway does not render (the chat) carries the
// remotes manifest (no /remotes.json), preloads the route's remote, and its query starts with the
// navigation, answered before the remote's code arrives. No GraphQL operation and no script is requested
// twice.

const run = Date.now().toString(36);
const HOLD_MS = 1_500;

interface Seeded {
  storageState: StorageState;
  projectSlug: string;
  projectName: string;
  thesisSlug: string;
  thesisTitle: string;
}

const test = base.extend<object, { seeded: Seeded }>({
  seeded: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      // A plain user: their dashboard also asks for their saved links (an admin's does not).
      const registered = await api.post('/api/register', {
        data: {
          email: `first-load-${run}@e2e.test`,
          username: `firstload${run}`,
          password: `First-load-${run}-pw`,
        },
      });
      expect(registered.status(), await registered.text()).toBeLessThan(300);
      const projectName = `First load ${run}`;
      const thesisTitle = `Regional analytics hub first load ${run}`;
      const { projectSlug, slug: thesisSlug } = await analyticsHubThesis(
        api,
        projectName,
        thesisTitle,
        'Our organisation should centralise analytics in one regional hub. Regional teams spend too long reconciling numbers.',
      );
      const storageState = await api.storageState();
      await api.dispose();
      await use({ storageState, projectSlug, projectName, thesisSlug, thesisTitle });
    },
    { scope: 'worker' },
  ],
});

interface Seen {
  request: Request;
  /** GraphQL operation name of a POST /graphql. */
  operation?: string;
}

/** Opens `path` in a fresh context (cold cache) with the remote's ./App chunks held back. */
async function openCold(browser: Browser, storageState: StorageState, path: string, app: string) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const seen: Seen[] = [];
  page.on('request', (request) => {
    let operation: string | undefined;
    if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') {
      operation = (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?';
    }
    seen.push({ request, operation });
  });
  const appChunk = new RegExp(`/mf/${app}/assets/App-[^/]+\\.js$`);
  await page.route(appChunk, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
  await page.goto(path);
  return { context, page, seen, appChunk };
}

/** When a finished request started and ended (ms since the epoch). */
/** From the dashboard, the seeded project's card leads to its page, which lists the seeded thesis. */
async function openProjectFromDashboard(page: Page, seeded: Seeded) {
  await page
    .getByRole('link', { name: new RegExp(seeded.projectName) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/projects/${seeded.projectSlug}$`));
  await expect(page.getByText(seeded.thesisTitle)).toBeVisible();
}

async function span(request: Request) {
  await request.response();
  const timing = request.timing();
  return { start: timing.startTime, end: timing.startTime + timing.responseEnd };
}

/**
 * No /remotes.json (the manifest is inline), each GraphQL operation once (the page read the preloaded or
 * embedded answer; nothing mounted twice and asked again) and each script once (the preload hints match
 * the requests the shell and the federation runtime make). Returns the operations sent, in order.
 */
function expectNothingTwice(seen: Seen[]): string[] {
  const paths = seen.map(({ request }) => new URL(request.url()).pathname);
  expect(paths).not.toContain('/remotes.json');
  const operations = seen.flatMap(({ operation }) => (operation ? [operation] : []));
  const counts = new Map<string, number>();
  for (const operation of operations) counts.set(operation, (counts.get(operation) ?? 0) + 1);
  expect(
    [...counts].filter(([, count]) => count > 1),
    operations.join(', '),
  ).toEqual([]);
  const scripts = paths.filter((p) => p.endsWith('.js'));
  expect(scripts.filter((p, i) => scripts.indexOf(p) !== i)).toEqual([]);
  return operations;
}

async function expectLoadedInParallel(page: Page, seen: Seen[], appChunk: RegExp, queries: string[]) {
  const operations = expectNothingTwice(seen);
  for (const query of queries) expect(operations, `${query} in ${operations.join(', ')}`).toContain(query);

  // The page's queries were sent and answered while the remote's ./App chunks were still held back.
  const chunks = seen.filter(({ request }) => appChunk.test(request.url()));
  expect(chunks.length, 'the remote’s ./App chunks were requested').toBeGreaterThan(0);
  const chunksArrived = Math.min(
    ...(await Promise.all(chunks.map(({ request }) => span(request)))).map((s) => s.end),
  );
  for (const query of queries) {
    const request = seen.find(({ operation }) => operation === query)?.request;
    if (!request) throw new Error(`${query} was not requested`);
    const { start, end } = await span(request);
    expect(start, `${query} started before the ./App chunks arrived`).toBeLessThan(chunksArrived);
    expect(end, `${query} answered before the ./App chunks arrived`).toBeLessThan(chunksArrived);
  }
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('li')).toHaveCount(0);
}

test.describe('first load of an app page', () => {
  /** The page arrived rendered: on screen while the ./App chunks were held back, its queries never sent. */
  async function expectRenderedByGateway(
    page: Page,
    seen: Seen[],
    appChunk: RegExp,
    shown: Locator,
    answered: string[],
  ) {
    await expect(shown).toBeVisible();
    const visibleAt = Date.now();
    // Still the gateway's page: the app has not taken over (its code is held back).
    await expect(page.locator('#server-page')).toHaveCount(1);
    const chunks = seen.filter(({ request }) => appChunk.test(request.url()));
    const arrived = chunks.length
      ? Math.min(...(await Promise.all(chunks.map(({ request }) => span(request)))).map((s) => s.end))
      : Date.now();
    expect(visibleAt, 'the data was on screen before the ./App chunks arrived').toBeLessThan(arrived);

    // The app takes the page's place: no second copy of it, no layout shift, nothing asked twice.
    await expect(page.locator('#server-page')).toHaveCount(0);
    await expect(page.locator('#root')).toBeVisible();
    await expect(shown).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift, 'cumulative layout shift').toBeLessThanOrEqual(0.05);
    // Styled once: the document came with the remote's sheet, and the remote added no second one.
    const sheets = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
        (l) => new URL(l.href).pathname,
      ),
    );
    expect(sheets.filter((sheet) => sheet.startsWith('/mf/')).length, sheets.join(', ')).toBeGreaterThan(0);
    expect(new Set(sheets).size, sheets.join(', ')).toBe(sheets.length);
    const operations = expectNothingTwice(seen);
    for (const query of ['Me', ...answered]) {
      expect(operations, `${query} is answered in the document`).not.toContain(query);
    }
    await expect(page.getByRole('region', { name: /Notifications/ }).locator('li')).toHaveCount(0);
  }

  test('/dashboard arrives with the projects and the saved links on screen', async ({ browser, seeded }) => {
    const { context, page, seen, appChunk } = await openCold(
      browser,
      seeded.storageState,
      '/dashboard',
      'mf-dashboard',
    );
    // A user's dashboard also shows their saved links: that query is bound to the role, and answered too.
    await expectRenderedByGateway(page, seen, appChunk, page.getByText(seeded.projectName), [
      'DashboardPage',
      'SavedLinksSection',
    ]);
    await expect(page.getByRole('heading', { name: 'Saved Links' })).toBeVisible();
    // The app's own page now: its links and buttons work.
    await openProjectFromDashboard(page, seeded);
    await context.close();
  });

  // A project's page and a thesis's: each arrives with what it shows on screen, rendered by the gateway.
  const APP_PAGES = [
    {
      title: '/projects/{slug} arrives with the project’s theses on screen',
      path: (seeded: Seeded) => `/projects/${seeded.projectSlug}`,
      remote: 'mf-dashboard',
      shown: (page: Page, seeded: Seeded) => page.getByText(seeded.thesisTitle),
      operations: ['ProjectPage'],
    },
    {
      title: '/theses/{slug} arrives with the thesis on screen',
      path: (seeded: Seeded) => `/theses/${seeded.thesisSlug}`,
      remote: 'mf-thesis',
      shown: (page: Page, seeded: Seeded) =>
        page.getByRole('heading', { level: 1, name: seeded.thesisTitle }),
      operations: ['ThesisPage'],
    },
  ];
  for (const appPage of APP_PAGES) {
    test(appPage.title, async ({ browser, seeded }) => {
      const { context, page, seen, appChunk } = await openCold(
        browser,
        seeded.storageState,
        appPage.path(seeded),
        appPage.remote,
      );
      await expectRenderedByGateway(page, seen, appChunk, appPage.shown(page, seeded), appPage.operations);
      await context.close();
    });
  }

  test('the chat page’s query starts with the navigation and runs once', async ({ browser, seeded }) => {
    const { context, page, seen, appChunk } = await openCold(
      browser,
      seeded.storageState,
      `/theses/${seeded.thesisSlug}/chat`,
      'mf-thesis',
    );
    await expect(page.getByText(seeded.thesisTitle).first()).toBeVisible();
    await expectLoadedInParallel(page, seen, appChunk, ['ThesisChatPage']);
    await context.close();
  });

  test('in-app navigation starts the next page’s query once, from the shared cache', async ({
    browser,
    seeded,
  }) => {
    const context = await browser.newContext({ storageState: seeded.storageState });
    await context.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
    const page = await context.newPage();
    const operations: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') {
        operations.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?');
      }
    });
    await page.goto('/dashboard');
    await openProjectFromDashboard(page, seeded);
    await page.locator(`a[href$="/theses/${seeded.thesisSlug}"]`).first().click();
    await expect(page.getByRole('heading', { name: seeded.thesisTitle })).toBeVisible();
    // The dashboard's projects and saved links came in the document; each later page asks once.
    for (const [query, times] of [
      ['DashboardPage', 0],
      ['SavedLinksSection', 0],
      ['ProjectPage', 1],
      ['ThesisPage', 1],
    ] as const) {
      expect(
        operations.filter((o) => o === query),
        `${query} in ${operations.join(', ')}`,
      ).toHaveLength(times);
    }
    await context.close();
  });
});

base('a visitor on a protected page is sent to /auth without an error toast', async ({ page }) => {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') {
      operations.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?');
    }
  });
  await page.goto('/projects/someone-elses');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign In' }).first()).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('authRedirect'))).toBe('/projects/someone-elses');
  // The preloaded query went out beside `me` and was answered UNAUTHENTICATED: nothing shows it.
  expect(operations).toContain('ProjectPage');
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('li')).toHaveCount(0);
  await expect(page.getByText(/could not be loaded|Unauthenticated|not signed in/i)).toHaveCount(0);
});
