// Accounts and access against an empty gateway (no ADMIN_EMAIL): sign-up, roles, user management,
// password reset by mail (read from the gateway's outbox), and sign-out. The steps build on each other.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signUpThroughForm, toast } from './fixtures.js';

const accountsBaseURL = process.env.E2E_ACCOUNTS_BASE_URL;
const outboxDir = join(process.env.E2E_ACCOUNTS_DATA_DIR ?? '', 'outbox');
if (!accountsBaseURL || !process.env.E2E_ACCOUNTS_DATA_DIR) {
  throw new Error('E2E_ACCOUNTS_BASE_URL and E2E_ACCOUNTS_DATA_DIR are set by playwright.config.ts');
}

test.use({ baseURL: accountsBaseURL });
test.describe.configure({ mode: 'serial' });

const owner = { username: 'Olivia Owner', email: 'owner@accounts.test', password: 'owner-password-1' };
const second = { username: 'Sam Second', email: 'second@accounts.test', password: 'second-password-1' };
const added = { username: 'Rita Reader', email: 'reader@accounts.test', password: 'reader-password-1' };
const newPassword = 'reader-password-2';

async function signUp(page: Page, user: typeof owner) {
  await signUpThroughForm(page, user);
  await expect(toast(page, 'Account created!')).toBeVisible();
  await expect(toast(page, 'Welcome to Thesis Studio! Start your first project.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const currentUser = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/user', { credentials: 'include' });
    return (await response.json()) as { email: string; role: string } | null;
  });

const userRow = (page: Page, email: string) =>
  page.locator(`[data-testid="user-row"][data-email="${email}"]`);

let ownerPage: Page;
let browserRef: Browser;

test.beforeAll(async ({ browser }) => {
  browserRef = browser;
  ownerPage = await (await browser.newContext({ baseURL: accountsBaseURL })).newPage();
});

test.afterAll(async () => {
  await ownerPage.context().close();
});

test('the first account to sign up is admin and manages users, but not its own row', async () => {
  const page = ownerPage;
  await signUp(page, owner);
  await expect(page.getByTestId('header-user-email')).toHaveText(owner.email);
  expect(await page.evaluate(() => localStorage.getItem('hasUsedThesisStudio'))).toBe('true');
  expect(await currentUser(page)).toMatchObject({ email: owner.email, role: 'admin' });

  await page.goto('/users');
  await expect(page.locator('[data-remote="mf_admin"]')).toBeVisible();
  const own = userRow(page, owner.email);
  await expect(own).toContainText(owner.username);
  await expect(own.getByTestId('role-badge')).toHaveText('admin');
  await expect(own).toContainText('Joined');
  await expect(own.getByRole('combobox', { name: `Role of ${owner.email}` })).toBeDisabled();
  await expect(own.getByRole('button', { name: /Delete/ })).toHaveCount(0);
});

test('a second account is a user and is sent from /users to /dashboard', async () => {
  const context = await browserRef.newContext({ baseURL: accountsBaseURL });
  const page = await context.newPage();
  await signUp(page, second);
  expect(await currentUser(page)).toMatchObject({ email: second.email, role: 'user' });
  await page.goto('/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('[data-remote="mf_dashboard"]')).toBeVisible();
  await expect(page.locator('[data-remote="mf_admin"]')).toHaveCount(0);
  await context.close();
});

test('the admin changes a role and adds a user through the dialog', async () => {
  const page = ownerPage;
  await page.goto('/users');
  const row = userRow(page, second.email);
  await expect(row.getByTestId('role-badge')).toHaveText('user');
  await row.getByRole('combobox', { name: `Role of ${second.email}` }).click();
  await page.getByRole('option', { name: 'admin' }).click();
  // Granting admin is confirmed first (issue 33).
  const promote = page.getByRole('alertdialog', { name: 'Make this account an admin?' });
  await expect(promote).toContainText(`${second.email} will be able to manage every account`);
  await promote.getByRole('button', { name: 'Make admin' }).click();
  await expect(row.getByRole('combobox', { name: `Role of ${second.email}` })).toHaveText(/admin/);
  await page.reload();
  await expect(userRow(page, second.email).getByTestId('role-badge')).toHaveText('admin');

  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page, 'Please fill in all fields')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveText(/user/);
  await dialog.getByLabel('Username').fill(added.username);
  await dialog.getByLabel('Email').fill(added.email);
  await dialog.getByLabel('Password').fill(added.password);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog).toBeHidden();
  await expect(userRow(page, added.email)).toContainText(added.username);
  await expect(userRow(page, added.email).getByTestId('role-badge')).toHaveText('user');
  await expect(page.getByTestId('user-row')).toHaveCount(3);

  // Delete asks for confirmation first; Cancel keeps the account.
  await userRow(page, second.email)
    .getByRole('button', { name: `Delete ${second.email}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
  await expect(confirm).toContainText(second.email);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(userRow(page, second.email)).toBeVisible();
  await userRow(page, second.email)
    .getByRole('button', { name: `Delete ${second.email}` })
    .click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(userRow(page, second.email)).toHaveCount(0);
  await expect(page.getByTestId('user-row')).toHaveCount(2);
});

function newestResetLink(previous: Set<string>): string | null {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((f) => f.endsWith('.eml') && !previous.has(f));
  } catch {
    return null;
  }
  const newest = files.sort().at(-1);
  if (!newest) return null;
  // Quoted-printable: undo soft line breaks, then the encoded '='.
  const text = readFileSync(join(outboxDir, newest), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/gi, '=');
  return /https?:\/\/[^\s"<>]+\/reset-password\?token=[\w%-]+/.exec(text)?.[0] ?? null;
}

const outboxFiles = () => {
  try {
    return new Set(readdirSync(outboxDir));
  } catch {
    return new Set<string>();
  }
};

test('forgot password: the mailed link resets it, the old password and old sessions stop working', async ({
  page,
}) => {
  // A browser that signed in before the reset.
  const before = await browserRef.newContext({ baseURL: accountsBaseURL });
  const signedIn = await before.request.post('/api/login', {
    data: { email: added.email, password: added.password },
  });
  expect(signedIn.status()).toBe(200);
  const beforePage = await before.newPage();
  await beforePage.goto('/dashboard');
  await expect(beforePage.locator('[data-remote="mf_dashboard"]')).toBeVisible();

  const previous = outboxFiles();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await dialog.getByLabel('Email').fill(added.email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Password reset email sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  let link: string | null = null;
  await expect.poll(() => (link = newestResetLink(previous)), { timeout: 10_000 }).not.toBeNull();
  expect(link).toContain(`${accountsBaseURL}/reset-password?token=`);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, 'Password too short')).toBeVisible();
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, "Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  await expect(toast(page, 'Password reset successful')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 6_000 });

  // The link is single use.
  await page.goto(link!);
  await page.getByLabel('New Password').fill('another-password');
  await page.getByLabel('Confirm Password').fill('another-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, 'Reset failed')).toBeVisible();
  await expect(toast(page, 'This password reset link is invalid or has expired.')).toBeVisible();

  // The old password fails.
  await page.goto('/auth');
  await signIn(page, added.email, added.password);
  await expect(toast(page, 'Login failed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The new one works, and sign-in returns to the protected page first asked for.
  await page.goto('/saved-links');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, added.email, newPassword);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/saved-links$/);
  await expect(page.locator('[data-remote="mf_dashboard"]')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('authRedirect'))).toBeNull();

  // The browser signed in before the reset is signed out.
  expect(await currentUser(beforePage)).toBeNull();
  await beforePage.goto('/dashboard');
  await expect(beforePage).toHaveURL(/\/auth$/);
  await before.close();
});

test('a signed-in visitor of /auth is sent on; sign-out from the header clears the user', async () => {
  const page = ownerPage;
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(toast(page, 'Signed out')).toBeVisible();
  await expect(toast(page, 'You have been successfully logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('header-user-email')).toHaveCount(0);
  expect(await currentUser(page)).toBeNull();
  await page.goto('/users');
  await expect(page).toHaveURL(/\/auth$/);
});
