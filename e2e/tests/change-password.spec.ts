// Change password then sign in (issue 33 item 5): a person signs up, changes their password in the
// account page's Sign-in details (a wrong current password is refused next to its field), is told their
// other sessions ended (a second browser is signed out), signs out, and then the old password fails and
// the new one signs in.
import type { Browser, Page } from '@playwright/test';
import { ANONYMOUS, expect, test, seriousViolations, signUpThroughForm, toast } from './fixtures.js';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const person = {
  username: 'Casey Changer',
  email: `casey-${run}@change-password.test`,
  password: 'first-password-1',
};
const newPassword = 'second-password-2';

test.use({ storageState: ANONYMOUS });

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, storageState: ANONYMOUS });
  await context.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  return context.newPage();
}

async function signIn(page: Page, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const signedInEmail = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/user', { credentials: 'include' });
    return ((await response.json()) as { email: string } | null)?.email ?? null;
  });

test('change password then sign in: the new password works, the old one fails', async ({
  browser,
  baseURL,
}) => {
  // Two browsers, a sign-up and three sign-ins: longer than one page's default.
  test.setTimeout(180_000);
  const page = await newPage(browser, baseURL);
  await signUpThroughForm(page, person);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A second browser signed in with the old password: changing it ends that session.
  const other = await newPage(browser, baseURL);
  await signIn(other, person.password);
  await expect(other).toHaveURL(/\/dashboard$/);

  await page.goto('/account');
  const details = page.getByRole('region', { name: 'Sign-in details' });
  await expect(details).toBeVisible();
  const password = details.getByRole('region', { name: 'Password' });
  const current = password.getByLabel('Current password');
  await current.fill('not-my-password');
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm new password').fill(newPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription('Your current password is not correct.');

  await current.fill(person.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(
    password.getByText('Your password is changed. Your other sessions are signed out.'),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await signedInEmail(page)).toBe(person.email);
  expect(await signedInEmail(other)).toBeNull();
  await other.context().close();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(toast(page, 'Signed out')).toBeVisible();

  await signIn(page, person.password);
  await expect(toast(page, 'Login failed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await signedInEmail(page)).toBeNull();

  await signIn(page, newPassword);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await signedInEmail(page)).toBe(person.email);
  await page.context().close();
});
