import { test as anonymousTest, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// Remote routes are visited signed in as the e2e admin (see fixtures.ts); the shell's public pages
// and the protected-route redirect are checked as an anonymous visitor.

// Every route of the spec, the remote that must render it, and text its page shows.
const remoteRoutes: Array<{ path: string; remote: string }> = [
  { path: '/dashboard', remote: 'mf_dashboard' },
  { path: '/saved-links', remote: 'mf_dashboard' },
  { path: '/questions', remote: 'mf_dashboard' },
  { path: '/projects/new', remote: 'mf_dashboard' },
  { path: '/projects/acme-strategy', remote: 'mf_dashboard' },
  { path: '/projects/acme-strategy/theses/new', remote: 'mf_thesis' },
  { path: '/theses/growth-thesis', remote: 'mf_thesis' },
  { path: '/theses/64b7f0c2a1/chat', remote: 'mf_thesis' },
  { path: '/shared/team/q3/growth-thesis', remote: 'mf_shared' },
  { path: '/users', remote: 'mf_admin' },
];

const reactInstances = (page: Page) =>
  page.evaluate(() => (window as unknown as { __TS_REACT__?: Set<unknown> }).__TS_REACT__?.size ?? 0);

anonymousTest('the shell renders its own public routes and the 404 page', async ({ page }) => {
  // The shell learns where the remotes live at run time, from the manifest index.html carries: no
  // /remotes.json round trip.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.locator('script#remotes-manifest')).toHaveCount(1);
  await expect(
    page.getByRole('link', { name: 'Login' }).or(page.getByRole('button', { name: 'Login' })),
  ).toBeVisible();
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign In' }).first()).toBeVisible();
  await page.goto('/reset-password?token=e2e-token');
  await expect(page.getByRole('heading', { name: 'Reset Password' }).first()).toBeVisible();
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  expect(requested).not.toContain('/remotes.json');
});

anonymousTest(
  'an anonymous visit to a protected route lands on /auth; the shared view stays public',
  async ({ page }) => {
    for (const { path } of remoteRoutes.filter((r) => r.remote !== 'mf_shared')) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('authRedirect'))).toBe(path);
    }
    await page.goto('/shared/team/q3/growth-thesis');
    await expect(page.locator('[data-remote="mf_shared"]')).toBeVisible();
    await expect(page).toHaveURL(/\/shared\/team\/q3\/growth-thesis$/);
  },
);

for (const { path, remote } of remoteRoutes) {
  test(`${path} is rendered by ${remote} on a deep link and after a reload`, async ({ page }) => {
    await page.goto(path);
    const owner = page.locator(`[data-remote="${remote}"]`);
    await expect(owner).toBeVisible();
    expect(await reactInstances(page)).toBe(1);
    await page.reload();
    await expect(owner).toBeVisible();
    expect(await reactInstances(page)).toBe(1);
  });
}

test('React loads exactly once across the shell and all four remotes in one session', async ({ page }) => {
  await page.goto('/');
  for (const { path, remote } of remoteRoutes) {
    // Client-side navigation: the shell's router handles it without a page load.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
  }
  expect(await reactInstances(page)).toBe(1);
});

test('a remote that fails to load shows a fallback, the app keeps working, and Retry recovers', async ({
  page,
}) => {
  await page.route('**/mf/mf-admin/**', (route) => route.abort());
  await page.goto('/users');
  await expect(page.getByText(/failed to load/i).first()).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(page.locator('[data-remote="mf_admin"]')).toHaveCount(0);

  // The rest of the app still works while that remote is down.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/dashboard');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('[data-remote="mf_dashboard"]')).toBeVisible();
  await page.goBack();
  await expect(retry).toBeVisible();

  await page.unroute('**/mf/mf-admin/**');
  await retry.click();
  await expect(page.locator('[data-remote="mf_admin"]')).toBeVisible();
});

test('a page whose own chunk fails to load fails on its route only, and Retry loads it in place', async ({
  page,
}) => {
  const navigate = (to: string) =>
    page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  // Opened from another remote's page, so the document preloaded none of mf-dashboard's chunks.
  await page.goto('/users');
  await expect(page.locator('[data-remote="mf_admin"]')).toBeVisible();
  await navigate('/dashboard');
  await expect(page.locator('[data-remote="mf_dashboard"]')).toBeVisible();
  await page.route('**/mf/mf-dashboard/assets/QuestionsPage-*.js', (route) => route.abort());
  await navigate('/questions');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(page.locator('[data-remote-error="mf_dashboard"]')).toBeVisible();

  // The remote's other pages still open.
  await navigate('/dashboard');
  await expect(page.locator('[data-remote="mf_dashboard"]')).toBeVisible();
  await page.goBack();
  await expect(retry).toBeVisible();

  await page.unroute('**/mf/mf-dashboard/assets/QuestionsPage-*.js');
  await page.evaluate(() => {
    (window as unknown as { stillThisDocument?: boolean }).stillThisDocument = true;
  });
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Questions & Messages', level: 1 })).toBeVisible();
  await expect(page.locator('[data-remote="mf_dashboard"]')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { stillThisDocument?: boolean }).stillThisDocument),
  ).toBe(true);
});
