// A person's data end to end (issue 21), from the account page: a person with a project, a shared
// thesis, a saved link and a comment deletes their account — signed out to the landing page, their link
// answers 'Shared thesis not found', another person's saved link to it is unavailable, their email signs
// up again, and the admin's audit trail names the account by its id only; sessions from two browsers
// are listed and one is ended from the other; the export ZIP is downloaded and read, then the hourly
// limit is shown. Axe at desktop and phone widths; screenshots go to the test's output.
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import JSZip from 'jszip';
import { readFileSync } from 'node:fs';
import { ANONYMOUS, expect, test, seriousViolations, thesisInNewProject, writeContent } from './fixtures.js';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let sequence = 0;

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

const CONTENT = [
  '## Why regional analytics',
  '',
  'Regional teams wait weeks for numbers, so every region keeps a named analyst.',
].join('\n');

interface Person {
  id: string;
  email: string;
  password: string;
  context: BrowserContext;
  page: Page;
}

const acceptCookies = () => {
  try {
    localStorage.setItem('cookiesAccepted', 'true');
  } catch {
    // not a site document
  }
};

/** A browser context of its own (anonymous, cookie banner answered), optionally with another user agent. */
async function newContext(browser: Browser, baseURL: string | undefined, userAgent?: string) {
  const context = await browser.newContext({
    baseURL,
    storageState: ANONYMOUS,
    ...(userAgent ? { userAgent } : {}),
  });
  await context.addInitScript(acceptCookies);
  return context;
}

/** A user created by the admin (no sign-up limit applies), signed in in a browser context of their own. */
async function newPerson(
  admin: APIRequestContext,
  browser: Browser,
  baseURL: string | undefined,
): Promise<Person> {
  const email = `person-${run}-${(sequence += 1)}@account-data.test`;
  const password = 'person-password-1';
  const created = await admin.post('/api/admin/users', {
    data: { username: 'Pat Person', email, password, role: 'user' },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const context = await newContext(browser, baseURL);
  const signedIn = await context.request.post('/api/login', { data: { email, password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { id } = (await signedIn.json()) as { id: string };
  return { id, email, password, context, page: await context.newPage() };
}

/** A project and a thesis with content (every thesis has a share link). */
async function sharedThesis(api: APIRequestContext, name: string) {
  const { id } = await thesisInNewProject(api, name, {
    title: `Regional Analytics ${run}`,
    idea: 'Centralise analytics for the regions.',
  });
  const thesis = await writeContent(api, id, CONTENT);
  expect(thesis.shareUrl).toMatch(/\S/);
  return { ...thesis, projectName: name };
}

async function openAccount(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible({ timeout: 30_000 });
}

/** Axe finds nothing serious, and a full-page screenshot goes to the test's output. */
async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('deleting an account signs the person out and leaves nothing of theirs reachable', async ({
  page: adminPage,
  browser,
  baseURL,
}, testInfo) => {
  const admin = adminPage.request;
  const person = await newPerson(admin, browser, baseURL);
  const api = person.context.request;
  const thesis = await sharedThesis(api, `Deletion ${run}`);
  const saved = await api.post('/api/saved-links', {
    data: {
      thesisId: thesis.id,
      title: thesis.title,
      shareUrl: thesis.shareUrl,
      projectName: thesis.projectName,
    },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  const comment = await api.post(`/api/shared/${thesis.shareUrl}/comments`, { data: { content: 'Agreed.' } });
  expect(comment.status(), await comment.text()).toBeLessThan(300);
  // Someone else keeps a link to the person's thesis.
  const adminSaved = await admin.post('/api/saved-links', {
    data: {
      thesisId: thesis.id,
      title: thesis.title,
      shareUrl: thesis.shareUrl,
      projectName: thesis.projectName,
    },
  });
  expect(adminSaved.status(), await adminSaved.text()).toBeLessThan(300);

  const { page } = person;
  await openAccount(page);
  const deleteButton = page.getByRole('button', { name: 'Delete my account' });
  await expect(deleteButton).toBeEnabled();
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const consequences = dialog.getByTestId('delete-consequences');
  await expect(consequences).toContainText('1 project and 1 thesis');
  await expect(consequences).toContainText("readers will see 'Shared thesis not found'");
  await expect(consequences).toContainText('1 saved link');
  await expect(consequences).toContainText('1 comment you wrote on shared theses');
  await checkScreen(page, testInfo, 'delete-dialog-1280');

  await dialog.getByLabel('Type your password to confirm').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The password is not correct.');
  await dialog.getByLabel('Type your password to confirm').fill(person.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account deleted', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await (await api.get('/api/user')).json()).toBeNull();

  await page.goto(`/shared/${thesis.shareUrl}`);
  await expect(page.getByText('Shared thesis not found')).toBeVisible({ timeout: 30_000 });
  const links = (await (await admin.get('/api/saved-links')).json()) as Array<{
    id: string;
    thesisId: string;
    available: boolean;
  }>;
  const kept = links.find((link) => link.thesisId === thesis.id);
  expect(kept?.available).toBe(false);
  expect((await admin.delete(`/api/saved-links/${kept!.id}`)).status()).toBeLessThan(300);
  const oldPassword = await api.post('/api/login', {
    data: { email: person.email, password: person.password },
  });
  expect(oldPassword.status()).toBe(401);
  const again = await api.post('/api/register', {
    data: { email: person.email, username: 'Pat Again', password: 'another-password-1' },
  });
  expect(again.status(), await again.text()).toBeLessThan(300);

  // The admin's audit trail names the deleted account by its id only.
  await adminPage.context().addInitScript(acceptCookies);
  await adminPage.goto('/audit');
  await adminPage.getByLabel('Account', { exact: true }).fill(person.id);
  await adminPage.getByRole('button', { name: 'Filter' }).click();
  const row = adminPage.getByTestId('audit-row').filter({ hasText: 'Account deleted' });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  // The person deleted it themselves: who did it and whom it was done to are both the id alone.
  await expect(row.locator('td[data-label="By"]')).toHaveText(`Deleted account ${person.id}`);
  await expect(row.locator('td[data-label="Account"]')).toHaveText(`Deleted account ${person.id}`);
  await expect(adminPage.getByTestId('audit-table')).not.toContainText(person.email);
  await checkScreen(adminPage, testInfo, 'audit-1280');
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await checkScreen(adminPage, testInfo, 'audit-390');
  await person.context.close();
});

test('sessions from two browsers are listed, and one is signed out from the other', async ({
  page: adminPage,
  browser,
  baseURL,
}, testInfo) => {
  const person = await newPerson(adminPage.request, browser, baseURL);
  const elsewhere = await newContext(browser, baseURL, FIREFOX_ON_WINDOWS);
  const signedIn = await elsewhere.request.post('/api/login', {
    data: { email: person.email, password: person.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);

  const { page } = person;
  await openAccount(page);
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  const here = page.locator('[data-testid="session-row"][data-current="true"]');
  await expect(here).toContainText('This device');
  await expect(here).toContainText('Chrome');
  const other = page.locator('[data-testid="session-row"]:not([data-current])');
  await expect(other).toContainText('Firefox 128 on Windows');
  await expect(other).toContainText('Approximate IP');
  await expect(other).not.toContainText('This device');
  await checkScreen(page, testInfo, 'account-sessions-1280');

  await other.getByRole('button', { name: /^Sign out Firefox 128 on Windows/ }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('Session signed out', { exact: true }).first()).toBeVisible();
  expect(await (await elsewhere.request.get('/api/user')).json()).toBeNull();
  const elsewherePage = await elsewhere.newPage();
  await elsewherePage.goto('/account');
  await expect(elsewherePage).toHaveURL(/\/auth$/, { timeout: 30_000 });
  await elsewhere.close();
  await person.context.close();

  // The main gateway's one admin is the last admin: their account cannot be deleted, and they are told why.
  await adminPage.context().addInitScript(acceptCookies);
  await openAccount(adminPage);
  await expect(adminPage.getByTestId('delete-blocked')).toContainText('last admin');
  await expect(adminPage.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  await checkScreen(adminPage, testInfo, 'account-last-admin-1280');
});

test('the export downloads as a ZIP of the person’s data, and the hourly limit is said', async ({
  page: adminPage,
  browser,
  baseURL,
}, testInfo) => {
  const person = await newPerson(adminPage.request, browser, baseURL);
  const thesis = await sharedThesis(person.context.request, `Export ${run}`);
  const { page } = person;
  await openAccount(page);
  await expect(page.getByText('Each thesis as Markdown, with its earlier versions')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await JSZip.loadAsync(readFileSync(await download.path()));
  const names = Object.keys(zip.files);
  expect(names).toContain('README.txt');
  expect(await zip.file('projects.json')!.async('string')).toContain(thesis.projectName);
  const markdown = names.find((name) => /^theses\/[^/]+\/thesis\.md$/.test(name));
  expect(markdown, names.join(', ')).toBeDefined();
  expect(await zip.file(markdown!)!.async('string')).toContain('Regional teams wait weeks for numbers');
  await expect(page.getByTestId('export-done')).toContainText('.zip');

  // The limit: the remaining exports of the hour, then the page says so.
  let status = 200;
  for (let i = 0; i < 10 && status === 200; i += 1)
    status = (await person.context.request.get('/api/user/export')).status();
  expect(status).toBe(429);
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByTestId('export-error')).toContainText('an hour');
  await checkScreen(page, testInfo, 'account-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await checkScreen(page, testInfo, 'account-390');
  // Nothing is left on the shared gateway for later suites (REST deletion, the password typed again).
  const deleted = await person.context.request.delete('/api/user', { data: { password: person.password } });
  expect(deleted.status(), await deleted.text()).toBe(200);
  await person.context.close();
});
