// A remote deployed on its own, from another origin (issue 18 item 5): mf-dashboard's built dist/ is
// served by a plain static server with CORS on a port of its own, and a second gateway is started with
// REMOTE_MF_DASHBOARD_URL pointing at that server's remoteEntry.js. Signed in on that gateway,
// /dashboard renders from the other origin: the entry, the page's code and the remote's own stylesheet
// come from there (nothing from the gateway's /mf/mf-dashboard/), and the page is styled.
import { expect, test, type Request } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OWNER = { email: 'remote-origin@e2e.test', password: 'remote-origin-password' };

let remoteServer: Server;
let gateway: ChildProcess;
let gatewayLog = '';
let remoteOrigin = '';
let gatewayOrigin = '';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  // The remote's team's static host: its dist/ as built, with the CORS header a module script and a
  // crossorigin stylesheet from another origin need.
  const serve = sirv(join(root, 'mf-dashboard', 'dist'), {
    dev: true,
    setHeaders: (res) => res.setHeader('Access-Control-Allow-Origin', '*'),
  });
  remoteServer = createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    }),
  );
  await new Promise<void>((resolve) => remoteServer.listen(0, '127.0.0.1', resolve));
  remoteOrigin = `http://127.0.0.1:${(remoteServer.address() as AddressInfo).port}`;

  const port = await freePort();
  gatewayOrigin = `http://127.0.0.1:${port}`;
  gateway = spawn(process.execPath, [join(root, 'gateway', 'dist', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: gatewayOrigin,
      STATIC_ROOT: root,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'thesis-studio-e2e-remote-origin-')),
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      REMOTE_MF_DASHBOARD_URL: `${remoteOrigin}/remoteEntry.js`,
      LOG_LEVEL: 'warn',
    },
  });
  gateway.stderr?.on('data', (chunk: Buffer) => {
    gatewayLog += chunk.toString();
  });
  await expect
    .poll(
      async () => {
        expect(gateway.exitCode, `gateway exited: ${gatewayLog}`).toBeNull();
        return fetch(`${gatewayOrigin}/healthz`).then(
          (res) => res.status,
          () => 0,
        );
      },
      { timeout: 45_000, intervals: [250] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  gateway?.kill();
  await new Promise((resolve) => (remoteServer ? remoteServer.close(resolve) : resolve(undefined)));
});

test('a remote served from another origin (REMOTE_MF_DASHBOARD_URL) renders its page, styled', async ({
  browser,
  playwright,
}) => {
  // The gateway publishes the remote's entry where its team deployed it.
  const manifest = (await (await fetch(`${gatewayOrigin}/remotes.json`)).json()) as {
    remotes: Array<{ name: string; entry: string }>;
  };
  expect(manifest.remotes.find((r) => r.name === 'mf_dashboard')?.entry).toBe(
    `${remoteOrigin}/remoteEntry.js`,
  );

  const api = await playwright.request.newContext({ baseURL: gatewayOrigin });
  const login = await api.post('/api/login', { data: OWNER });
  expect(login.status(), await login.text()).toBe(200);
  const context = await browser.newContext({
    baseURL: gatewayOrigin,
    storageState: await api.storageState(),
  });
  await api.dispose();
  await context.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const frame = page.locator('#root [data-remote="mf_dashboard"]');
  await expect(frame).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The network log: the entry, code and stylesheet came from the remote's origin, none from /mf/.
  const fromRemote = requests.map((r) => r.url()).filter((url) => url.startsWith(`${remoteOrigin}/`));
  const entry = requests.find((r) => r.url() === `${remoteOrigin}/remoteEntry.js`);
  expect(entry, `requests: ${requests.map((r) => r.url()).join('\n')}`).toBeDefined();
  expect((await entry!.response())?.status()).toBe(200);
  expect(fromRemote.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(1);
  expect(new Set(fromRemote.filter((url) => url.endsWith('.css'))).size).toBe(1);
  expect(requests.map((r) => r.url()).filter((url) => url.startsWith(`${gatewayOrigin}/mf/`))).toEqual([]);
  expect(failed).toEqual([]);

  // The remote's own stylesheet applies (read through CORS), and the page is styled: the page frame's
  // padding and max width, the title's size and weight, the theme's colours.
  const sheets = await page.evaluate((origin) => {
    return Array.from(document.styleSheets)
      .filter((sheet) => sheet.href?.startsWith(origin))
      .map((sheet) => Array.from(sheet.cssRules).length);
  }, remoteOrigin);
  expect(sheets).toHaveLength(1);
  expect(sheets[0]).toBeGreaterThan(0);
  await expect(frame).toHaveCSS('max-width', '1024px');
  await expect(frame).toHaveCSS('padding-left', '24px');
  await expect(frame).toHaveCSS('padding-top', '40px');
  const title = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  await expect(title).toHaveCSS('font-size', '30px');
  await expect(title).toHaveCSS('font-weight', '600');
  await expect(page.getByRole('link', { name: 'New Project' })).toHaveCSS(
    'background-color',
    'rgb(30, 58, 138)',
  );
  // The shell keeps its own styles with the remote from elsewhere too.
  await expect(page.locator('#root > div > header > div')).toHaveCSS('padding-left', '24px');
  await context.close();
});
