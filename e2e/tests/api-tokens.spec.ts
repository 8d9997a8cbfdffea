// Personal API tokens and webhooks end to end (issue 19): a person creates tokens on the API tokens
// screen (reached from the account page and the header's menu), copies the secret shown once, and an
// integrator uses it from outside with plain HTTP requests — REST, GraphQL and graphql-ws — until the
// person revokes it; a read token is refused a change; a webhook is added with its signing secret shown
// once. Axe at desktop and phone widths; screenshots go to the test's output.
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ANONYMOUS, expect, test, seriousViolations } from './fixtures.js';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const acceptCookies = () => {
  try {
    localStorage.setItem('cookiesAccepted', 'true');
  } catch {
    // not a site document
  }
};

/** A user created by the admin, signed in in a browser context of their own that may use the clipboard. */
async function newPerson(admin: APIRequestContext, browser: Browser, baseURL: string | undefined) {
  const email = `integrator-${run}@tokens.test`;
  const password = 'integrator-password-1';
  const created = await admin.post('/api/admin/users', {
    data: { username: 'Ivy Integrator', email, password, role: 'user' },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const context = await browser.newContext({ baseURL, storageState: ANONYMOUS });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.addInitScript(acceptCookies);
  const signedIn = await context.request.post('/api/login', { data: { email, password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return { email, context, page: await context.newPage() };
}

/** Axe finds nothing serious, and a full-page screenshot goes to the test's output. */
async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Creates a token on the screen and answers its secret, read from the one place it is shown. */
async function createToken(page: Page, name: string, access: 'Read only' | 'Read and write', expiry: string) {
  await page.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Create API token' })).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('radio', { name: new RegExp(`^${access}`) }).check();
  await dialog.getByRole('radio', { name: expiry }).check();
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const secret = dialog.getByRole('textbox', { name: 'API token' });
  await expect(secret).toHaveValue(/^ts_pat_[A-Za-z0-9_-]{43}$/);
  return { dialog, token: await secret.inputValue() };
}

/** Plain HTTP from outside: no cookie, only the bearer token. */
async function integrator(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  token: string,
) {
  return playwright.request.newContext({
    baseURL,
    storageState: ANONYMOUS,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
}

test('a token made on the API tokens screen works from outside until it is revoked', async ({
  page: adminPage,
  browser,
  baseURL,
  playwright,
}, testInfo) => {
  // Four screens through axe, and since issue 30 the screen also lists the MCP server's tools with
  // their arguments: past the suite's 30 s on this 2-core machine.
  test.setTimeout(90_000);
  const person = await newPerson(adminPage.request, browser, baseURL);
  const { page } = person;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/account');
  await page.getByRole('link', { name: 'Manage API tokens' }).click();
  await expect(page).toHaveURL(/\/account\/tokens$/);
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No API tokens yet')).toBeVisible();
  await checkScreen(page, testInfo, 'tokens-empty-1280');

  // A write token: its secret shown once, copied with the button.
  const { dialog, token } = await createToken(page, 'Reporting script', 'Read and write', '90 days');
  await expect(dialog.getByRole('note')).toContainText('you will not be able to see it again');
  await dialog.getByRole('button', { name: 'Copy the token' }).click();
  await expect(page.getByText('Token copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await checkScreen(page, testInfo, 'tokens-secret-1280');
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = page.getByTestId('token-row').filter({ hasText: 'Reporting script' });
  await expect(row).toContainText('Read and write');
  await expect(row).toContainText('Never used');
  await expect(page.locator('body')).not.toContainText(token);

  // From outside: REST and GraphQL as the person, a change allowed, no cookie set.
  const api = await integrator(playwright, baseURL, token);
  const me = await api.get('/api/user');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(person.email);
  expect(me.headers()['set-cookie']).toBeUndefined();
  const project = await api.post('/api/projects', { data: { name: `Made by a token ${run}` } });
  expect(project.status(), await project.text()).toBe(201);
  const projects = await api.post('/graphql', { data: { query: 'query Projects { projects { name } }' } });
  expect(JSON.stringify(await projects.json())).toContain(`Made by a token ${run}`);

  // graphql-ws with the token in connection_init.
  const ws = createClient({
    url: `${baseURL!.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  const overWs = await new Promise<unknown>((resolve, reject) => {
    let result: unknown;
    ws.subscribe(
      { query: 'query Me { me { email } }' },
      { next: (value) => (result = value), error: reject, complete: () => resolve(result) },
    );
  });
  await ws.dispose();
  expect(overWs).toEqual({ data: { me: { email: person.email } } });

  // The screen says it was used.
  await page.reload();
  await expect(page.getByTestId('token-row').filter({ hasText: 'Reporting script' })).toContainText(
    'Last used',
  );

  // A read token reads and is refused a change.
  const reader = await createToken(page, 'Dashboard reader', 'Read only', '30 days');
  await reader.dialog.getByRole('button', { name: 'Done' }).click();
  const readApi = await integrator(playwright, baseURL, reader.token);
  expect((await readApi.get('/api/projects')).status()).toBe(200);
  const refused = await readApi.post('/api/projects', { data: { name: 'Not allowed' } });
  expect(refused.status()).toBe(403);
  const refusedMutation = await readApi.post('/graphql', {
    data: { query: 'mutation Make { createProject(input: { name: "Not allowed" }) { id } }' },
  });
  expect(refusedMutation.status()).toBe(403);
  expect(JSON.stringify(await refusedMutation.json())).toContain('FORBIDDEN');

  // A webhook on the same screen: its signing secret shown once.
  await page.getByRole('button', { name: 'Add webhook' }).click();
  const hookDialog = page.getByRole('dialog');
  await hookDialog.getByLabel('Endpoint URL').fill('https://hooks.example.com/thesis-studio');
  await hookDialog.getByRole('checkbox', { name: /Question received/ }).uncheck();
  await hookDialog.getByRole('button', { name: 'Add webhook' }).click();
  await expect(hookDialog.getByRole('textbox', { name: 'Signing secret' })).toHaveValue(
    /^whsec_[A-Za-z0-9+/]{43}=$/,
  );
  await checkScreen(page, testInfo, 'webhook-secret-1280');
  await hookDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('webhook-row')).toContainText('No deliveries yet');
  await checkScreen(page, testInfo, 'tokens-list-1280');

  // Revoked on the screen after a confirmation: the next request is refused.
  await page.getByRole('button', { name: 'Revoke Reporting script' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('stops working at once');
  await checkScreen(page, testInfo, 'tokens-revoke-1280');
  await confirm.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByTestId('token-row').filter({ hasText: 'Reporting script' })).toHaveCount(0);
  const after = await api.get('/api/user');
  expect(after.status()).toBe(401);
  expect(((await after.json()) as { message: string }).message).toContain('revoked');

  // On a phone: reached from the header's menu; the list and the dialog fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'API tokens' }).click();
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('token-row')).toHaveCount(1);
  await checkScreen(page, testInfo, 'tokens-list-390');
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkScreen(page, testInfo, 'tokens-create-390');
  const phone = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(phone).toBeLessThanOrEqual(390);

  await api.dispose();
  await readApi.dispose();
  await person.context.close();
});
