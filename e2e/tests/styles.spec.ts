// One stylesheet owner (issue 18): loading a remote never changes the shell's own styles. Each test
// opens the shell on a route it renders itself, records the computed styles of the shell's elements
// (the header, its links and controls, the page container, the landing footer), then navigates
// client-side — the same document — to a remote's route, waits for the remote and its stylesheet,
// records the header again, navigates back and records everything again: all must be equal. The
// header's side padding is also checked as a figure (24 px from the sm breakpoint up, 16 px below),
// the value a remote's own `px-4` used to override.
import type { Page } from '@playwright/test';
import { ANONYMOUS, expect, test, thesisInNewProject, writeContent } from './fixtures.js';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Computed properties compared: box, type, colour and layout. */
const PROPERTIES = [
  'display',
  'position',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'gap',
  'align-items',
  'justify-content',
  'flex-direction',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-decoration-line',
  'color',
  'background-color',
  'border-top-width',
  'border-bottom-width',
  'border-top-color',
  'border-bottom-color',
  'border-top-left-radius',
  'box-shadow',
  'opacity',
  'max-width',
  'height',
] as const;

type Snapshot = Record<string, Record<string, string>>;

/**
 * Computed styles of every element each selector matches, keyed by selector and position, with the
 * element's text (so a missing, extra or different element shows up as a difference too).
 */
async function shellStyles(page: Page, selectors: string[]): Promise<Snapshot> {
  return page.evaluate(
    async ({ selectors, properties }) => {
      // Transitions first run to their end (a nav link fading out of its current-page colour).
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      const snapshot: Record<string, Record<string, string>> = {};
      for (const selector of selectors) {
        document.querySelectorAll(selector).forEach((element, index) => {
          const style = getComputedStyle(element);
          snapshot[`${selector} #${index}`] = {
            text: (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40),
            ...Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)])),
          };
        });
      }
      return snapshot;
    },
    { selectors, properties: [...PROPERTIES] },
  );
}

/**
 * The snapshot's entries for `selectors`, styles only: while a remote's page is shown, the page
 * container holds that page (its own text and height).
 */
const stylesOnly = (snapshot: Snapshot, selectors: string[]): Snapshot =>
  Object.fromEntries(
    Object.entries(snapshot)
      .filter(([key]) => selectors.some((selector) => key.startsWith(`${selector} #`)))
      .map(([key, entry]) => {
        const style = { ...entry };
        delete style.text;
        if (key.startsWith(`${LAYOUT} > main #`)) delete style.height;
        return [key, style];
      }),
  );

/** The shell's layout: its header, the page container (main) and the footer slot after it. */
const LAYOUT = '#root > div';
/** The header and what it always shows, whatever the route (nav links mark the current page). */
const HEADER = [
  `${LAYOUT} > header`,
  `${LAYOUT} > header > div`,
  `${LAYOUT} > header > div > a:first-child`,
  `${LAYOUT} > header > div > a:first-child > span`,
  `${LAYOUT} > header select`,
  `${LAYOUT} > header [data-testid="header-user-email"]`,
  `${LAYOUT} > header button`,
  `${LAYOUT} > header a[href="/auth"]`,
  `${LAYOUT} > main`,
];
/** Everything compared once the shell's own route is back. */
const SIGNED_IN_PAGE = [
  ...HEADER,
  `${LAYOUT} > header nav[aria-label="Main"]`,
  `${LAYOUT} > header nav[aria-label="Main"] a`,
  `${LAYOUT} > main > section`,
];
const LANDING_PAGE = [
  ...HEADER,
  `${LAYOUT} > main > section`,
  `${LAYOUT} > div > footer`,
  `${LAYOUT} > div > footer a`,
  `${LAYOUT} > div > footer button`,
];

/** Client-side navigation: the shell's router handles it in the same document. */
async function navigate(page: Page, to: string) {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** Stylesheets the document applies that the remote's build served (under /mf/<app>/). */
const remoteSheets = (page: Page, app: string) =>
  page.evaluate(
    (prefix) =>
      Array.from(document.styleSheets)
        .map((sheet) => sheet.href ?? '')
        .filter((href) => new URL(href || 'about:blank', location.href).pathname.startsWith(prefix)),
    `/mf/${app}/`,
  );

const headerPadding = (page: Page) =>
  page
    .locator(`${LAYOUT} > header > div`)
    .evaluate((el) => [getComputedStyle(el).paddingLeft, getComputedStyle(el).paddingRight]);

/**
 * Opens `home` (a route the shell renders itself), then `route` (rendered by `remote`), then `home`
 * again, comparing the shell's computed styles across the remote's arrival.
 */
async function expectShellUnchanged(
  page: Page,
  options: {
    home: string;
    homeReady: () => Promise<void>;
    route: string;
    remote: string;
    app: string;
    selectors: string[];
    padding: string;
    /**
     * A header element the remote's page stands in for: the shared page's own Login (issue 33, one
     * Login on the page) sets the header's aside with `display: none` and changes nothing else.
     */
    standsInFor?: string;
  },
) {
  const { home, homeReady, route, remote, app, selectors, padding, standsInFor } = options;
  await page.goto(home);
  await homeReady();
  expect(await remoteSheets(page, app), 'no remote stylesheet before the remote loads').toEqual([]);
  const before = await shellStyles(page, selectors);
  expect(await headerPadding(page)).toEqual([padding, padding]);

  await navigate(page, route);
  await expect(page.locator(`#root [data-remote="${remote}"]`).first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await remoteSheets(page, app)).length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  // The page's own Login comes once the remote has read the session (a request of its own).
  if (standsInFor) await expect(page.locator('#root [data-page-login]').first()).toBeVisible();
  // While the remote's page is shown: the header and the page container are the shell's as before.
  const during = stylesOnly(await shellStyles(page, HEADER), HEADER);
  const expected = stylesOnly(before, HEADER);
  if (standsInFor) {
    const key = `${standsInFor} #0`;
    expect(during[key]?.display, `${standsInFor} is set aside while the page shows its own`).toBe('none');
    expected[key] = { ...expected[key], display: 'none' };
  }
  expect(during).toEqual(expected);
  expect(await headerPadding(page)).toEqual([padding, padding]);

  // Back on the shell's own route, the remote's stylesheet still in the document: nothing differs.
  await navigate(page, home);
  await homeReady();
  expect((await remoteSheets(page, app)).length).toBeGreaterThan(0);
  expect(await shellStyles(page, selectors)).toEqual(before);
  expect(await headerPadding(page)).toEqual([padding, padding]);
}

interface Routes {
  project: string;
  thesis: string;
  shared: string;
}
let routes: Routes;

test.beforeAll(async ({ browser, adminStorageState }, workerInfo) => {
  const context = await browser.newContext({
    baseURL: workerInfo.project.use.baseURL,
    storageState: adminStorageState,
  });
  const api = context.request;
  const thesis = await thesisInNewProject(api, `Styles ${run}`, {
    title: `One Stylesheet Owner ${run}`,
    idea: 'Build the ui kit once for the shell and every remote.',
    intellectualChallenge: 'How can a remote add its styles without changing the shell?',
  });
  const content = ['## Context', '', 'One sheet owns the theme.', '', '- The shell', '- The remotes'].join(
    '\n',
  );
  await writeContent(api, thesis.id, content);
  const { shareUrl } = (await (await api.get(`/api/theses/${thesis.id}`)).json()) as { shareUrl: string };
  routes = {
    project: `/projects/${thesis.projectSlug}`,
    thesis: `/theses/${thesis.slug}`,
    shared: `/shared/${shareUrl}`,
  };
  await context.close();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    try {
      localStorage.setItem('cookiesAccepted', 'true');
    } catch {
      // not a site document
    }
  });
});

const signedInCases: Array<{ name: string; route: () => string; remote: string; app: string }> = [
  { name: '/dashboard', route: () => '/dashboard', remote: 'mf_dashboard', app: 'mf-dashboard' },
  { name: '/projects/{slug}', route: () => routes.project, remote: 'mf_dashboard', app: 'mf-dashboard' },
  { name: '/theses/{slug}', route: () => routes.thesis, remote: 'mf_thesis', app: 'mf-thesis' },
  { name: '/shared/… (signed in)', route: () => routes.shared, remote: 'mf_shared', app: 'mf-shared' },
  { name: '/users', route: () => '/users', remote: 'mf_admin', app: 'mf-admin' },
];

for (const { name, route, remote, app } of signedInCases) {
  test(`${remote} on ${name} leaves the signed-in shell's styles as they were`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectShellUnchanged(page, {
      home: '/no/such/page',
      homeReady: async () => {
        await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      },
      route: route(),
      remote,
      app,
      selectors: SIGNED_IN_PAGE,
      padding: '24px',
    });
  });
}

for (const { width, padding } of [
  { width: 1280, padding: '24px' },
  { width: 390, padding: '16px' },
]) {
  test(`mf_shared leaves the landing page's styles as they were, footer included (${width} px)`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, storageState: ANONYMOUS });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
    await page.setViewportSize({ width, height: 800 });
    await expectShellUnchanged(page, {
      home: '/',
      homeReady: async () => {
        await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      },
      route: routes.shared,
      remote: 'mf_shared',
      app: 'mf-shared',
      selectors: LANDING_PAGE,
      padding,
      standsInFor: `${LAYOUT} > header a[href="/auth"]`,
    });
    await context.close();
  });
}
