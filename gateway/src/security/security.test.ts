// Security hardening (issue 8): the origin rule on the WebSocket upgrade, mail links from PUBLIC_ORIGIN
// whatever the Host header says, the sign-in lockout under concurrency, GraphQL limits, the request
// budget and each security header.
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parseEnv } from '../env.js';
import { logSink, signedInCookie } from '../testing/fixtures.js';
import { TestClient } from '../testing/http-client.js';
import { waitForMails } from '../testing/outbox.js';
import { useTestRuntime } from '../testing/runtime.js';
import { CLOSE_TOO_MANY, WS_LIMITS } from '../websocket.js';

const PUBLIC_ORIGIN = 'https://studio.example.org';
const REMOTE_ORIGIN = 'https://thesis.example.com';
const sink = logSink('trace');
const gateway = useTestRuntime(
  { PUBLIC_ORIGIN, TRUST_PROXY: 'true', REMOTE_MF_THESIS_URL: `${REMOTE_ORIGIN}/remoteEntry.js` },
  { logger: sink.logger },
);

/** Opens a raw WebSocket to /graphql and reports how the server answered the upgrade or closed it. */
function openSocket(
  headers: Record<string, string>,
): Promise<{ status?: number; socket?: WebSocket; error?: Error }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${gateway.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      headers,
    });
    socket.once('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode });
      socket.terminate();
    });
    socket.once('open', () => resolve({ socket }));
    socket.once('error', (error) => resolve({ error }));
  });
}

const closeOf = (socket: WebSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );

/** connection_init, then one operation; resolves with the first answer for it. */
async function runOperation(socket: WebSocket, query: string, variables: Record<string, unknown> = {}) {
  const messages: Array<{ type: string; id?: string; payload?: unknown }> = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as (typeof messages)[number]));
  socket.send(JSON.stringify({ type: 'connection_init' }));
  for (let i = 0; i < 200 && !messages.some((m) => m.type === 'connection_ack'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
  for (let i = 0; i < 300; i++) {
    const answer = messages.find((m) => m.id === '1');
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no answer to the operation');
}

describe('WebSocket upgrade: the site origin rule', () => {
  let adminCookie: string;
  beforeAll(async () => {
    adminCookie = await signedInCookie(gateway.url, 'first');
  });

  it.each([
    ['a foreign origin', 'https://evil.example', 403],
    ['the null origin', 'null', 403],
    ['a look-alike of the site', 'https://studio.example.org.evil.example', 403],
  ])('refuses %s before any operation runs', async (_what, origin, status) => {
    const before = await new TestClient(gateway.url).get<unknown[]>('/api/users');
    const result = await openSocket({ origin, cookie: adminCookie });
    expect(result.status).toBe(status);
    expect(before.status).toBe(401);
  });

  it.each([
    ['the public origin', PUBLIC_ORIGIN],
    ['a configured remote origin', REMOTE_ORIGIN],
  ])('accepts %s', async (_what, origin) => {
    const { socket } = await openSocket({ origin, cookie: adminCookie });
    expect(socket).toBeDefined();
    const answer = await runOperation(socket!, '{ me { email } }');
    expect(answer.type).toBe('next');
    socket!.close();
  });

  it('accepts the origin the request was sent to (site without PUBLIC_ORIGIN match, e.g. a proxy host)', async () => {
    const host = new URL(gateway.url).host;
    const { socket } = await openSocket({ origin: `http://${host}`, cookie: adminCookie });
    expect(socket).toBeDefined();
    socket!.close();
  });

  it('does not let a foreign page run an admin mutation with the admin cookie', async () => {
    const result = await openSocket({ origin: 'https://evil.example', cookie: adminCookie });
    expect(result.socket).toBeUndefined();
    const users = await gateway.services.users.list(
      (await gateway.services.auth.currentUser(adminCookie.split('=')[1]))!.user,
    );
    expect(users.some((u) => u.email.startsWith('hacker'))).toBe(false);
  });

  it('answers 404 to an upgrade on another path', async () => {
    const status = await new Promise<number | undefined>((resolve) => {
      const socket = new WebSocket(`${gateway.url.replace(/^http/, 'ws')}/api/user`);
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode));
      socket.once('open', () => resolve(undefined));
      socket.once('error', () => resolve(undefined));
    });
    expect(status).toBe(404);
  });
});

describe('WebSocket caps', () => {
  it('refuses subscriptions from anonymous clients', async () => {
    const { socket } = await openSocket({});
    const answer = await runOperation(
      socket!,
      'subscription { researchProgress(thesisId: "any") { percent } }',
    );
    expect(answer.type).toBe('error');
    expect(answer.payload).toEqual([expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } })]);
    socket!.close();
  });

  it('closes a socket sending a frame over 1 MiB with 1009', async () => {
    const { socket } = await openSocket({});
    const closed = closeOf(socket!);
    socket!.send('x'.repeat(WS_LIMITS.maxPayloadBytes + 1));
    expect((await closed).code).toBe(1009);
  });

  it(`closes the socket that opens more than ${WS_LIMITS.subscriptionsPerSocket} subscriptions`, async () => {
    const cookie = await signedInCookie(gateway.url, 'subs');
    const { socket } = await openSocket({ cookie });
    const closed = closeOf(socket!);
    await runOperation(socket!, 'subscription { researchProgress(thesisId: "s0") { percent } }').catch(
      () => null,
    );
    for (let i = 1; i <= WS_LIMITS.subscriptionsPerSocket + 1; i++) {
      socket!.send(
        JSON.stringify({
          id: `s${i}`,
          type: 'subscribe',
          payload: { query: `subscription { researchProgress(thesisId: "s${i}") { percent } }` },
        }),
      );
    }
    expect(await closed).toEqual({
      code: CLOSE_TOO_MANY,
      reason: 'Too many subscriptions on one connection',
    });
  });

  it(`closes connections beyond ${WS_LIMITS.socketsPerUser} per account`, async () => {
    const cookie = await signedInCookie(gateway.url, 'many');
    const sockets: WebSocket[] = [];
    const closes: Array<Promise<{ code: number; reason: string }>> = [];
    for (let i = 0; i <= WS_LIMITS.socketsPerUser; i++) {
      const { socket } = await openSocket({ cookie, 'x-forwarded-for': `198.51.100.${i + 1}` });
      sockets.push(socket!);
      closes.push(closeOf(socket!));
      socket!.send(JSON.stringify({ type: 'connection_init' }));
    }
    const last = await closes[WS_LIMITS.socketsPerUser]!;
    expect(last).toEqual({ code: CLOSE_TOO_MANY, reason: 'Too many open connections for this account' });
    for (const socket of sockets) socket.close();
  });

  it(`closes connections beyond ${WS_LIMITS.socketsPerIp} per address`, async () => {
    const sockets: WebSocket[] = [];
    let closed: { code: number; reason: string } | undefined;
    for (let i = 0; i <= WS_LIMITS.socketsPerIp; i++) {
      const { socket } = await openSocket({ 'x-forwarded-for': '203.0.113.99' });
      sockets.push(socket!);
      void closeOf(socket!).then((c) => (closed ??= c));
    }
    for (let i = 0; i < 100 && !closed; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closed).toEqual({ code: CLOSE_TOO_MANY, reason: 'Too many open connections from this address' });
    for (const socket of sockets) socket.close();
  });
});

describe('links in mails', () => {
  it('come from PUBLIC_ORIGIN, never from a forged Host header', async () => {
    const email = `victim-${Math.random().toString(36).slice(2)}@x.io`;
    await gateway.signUp(email, { username: 'victim' });
    const res = await fetch(`${gateway.url}/api/forgot-password`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    const [mail] = await waitForMails(gateway.env.DATA_DIR, email);
    expect(mail).toContain(`${PUBLIC_ORIGIN}/reset-password?token=`);
    expect(mail).not.toContain('evil.example');
  });

  it('default to http://localhost:{PORT} when PUBLIC_ORIGIN is unset', () => {
    expect(parseEnv({ PORT: '4321' }).PUBLIC_ORIGIN).toBe('http://localhost:4321');
  });
});

describe('sign-in lockout under concurrency', () => {
  it('checks at most 10 of 25 concurrent wrong passwords for one email', async () => {
    const email = `locked-${Math.random().toString(36).slice(2)}@x.io`;
    await gateway.signUp(email, { username: 'locked' });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        new TestClient(gateway.url, { 'x-forwarded-for': `192.0.2.${i + 1}` }).post('/api/login', {
          email,
          password: `wrong-${i}`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(answers.find((a) => a.status === 429)?.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('GraphQL limits', () => {
  const gql = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('refuses a document nested thousands deep with 400 before parsing, logging no error', async () => {
    const deep = `{${'a{'.repeat(5000)}b${'}'.repeat(5000)}}`;
    const res = await gql({ query: deep });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/nested too deeply|too many tokens/);
    expect(sink.lines().filter((line) => (line.level as number) >= 50)).toEqual([]);
  });

  it('refuses 10,000 aliases and 1,000 aliases of users', async () => {
    const many = (n: number, field: string) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
    for (const query of [many(10_000, '__typename'), many(1_000, 'users { id }')]) {
      const res = await gql({ query });
      expect(res.status).toBe(400);
    }
    const res = await gql({ query: many(16, 'serverInfo { db }') });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors?: Array<{ message: string }> };
    expect(body.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
    expect((await gql({ query: many(15, 'serverInfo { db }') })).status).toBe(200);
  });

  it('keeps introspection for integrators, and serves no Sandbox page in production mode', async () => {
    const introspection = await gql({ query: '{ __schema { queryType { name } } }' });
    expect(await introspection.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const page = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBeGreaterThanOrEqual(400);
    expect(page.status).toBeLessThan(500);
    const text = await page.text();
    expect(text).not.toMatch(/sandbox/i);
    expect(text).not.toMatch(/<html/i);
  });

  it('answers an unknown persisted-query hash with a 4xx', async () => {
    const res = await gql({
      extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('bad input is a 4xx', () => {
  it('answers an undecodable path parameter with 400', async () => {
    const res = await new TestClient(gateway.url).put<{ message: string }>('/api/users/%ZZ/role', {
      role: 'admin',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/percent-encoding/);
  });

  it.each(['gzip', 'deflate', 'br'])('answers a body that is not %s with 4xx', async (encoding) => {
    const res = await fetch(`${gateway.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      body: '{"email":"a@b.io","password":"x"}',
    });
    expect([400, 415]).toContain(res.status);
  });
});

describe('security headers', () => {
  it('sends HSTS only over https', async () => {
    const plain = await fetch(`${gateway.url}/api/user`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const tls = await fetch(`${gateway.url}/api/user`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('denies unused browser features with a Permissions-Policy', async () => {
    const res = await fetch(`${gateway.url}/`, { headers: { accept: 'text/html' } });
    const policy = res.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
      expect(policy).toContain(feature);
    }
  });

  it('marks answers that depend on the signed-in user no-store', async () => {
    const client = new TestClient(gateway.url);
    client.sessionCookie = await signedInCookie(gateway.url, 'cache');
    for (const res of [await client.get('/api/user'), await client.graphql('{ me { id } }')]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('keeps resources same-origin except the remotes under /mf/', async () => {
    const api = await fetch(`${gateway.url}/api/user`);
    expect(api.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const page = await fetch(`${gateway.url}/`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const remote = await fetch(`${gateway.url}/mf/mf-thesis/remoteEntry.js`);
    expect(remote.status).toBe(200);
    expect(remote.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('uses the __Host- prefix for the Secure session cookie', async () => {
    const res = await fetch(`${gateway.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email: `tls-${Date.now()}@x.io`, username: 'tls', password: 'password8' }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-ts_session='));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//);
  });
});

describe('request budget', () => {
  it('answers 429 with Retry-After once an address spends its budget', async () => {
    await gateway.withGateway({ API_BUDGET_PER_IP: '5' }, async (small) => {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 7; i++) {
        const res = await fetch(`${small}/api/user`);
        statuses.push(res.status);
        retryAfter ??= res.headers.get('retry-after');
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      expect((await fetch(`${small}/healthz`)).status).toBe(200);
    });
  });

  it('counts a signed-in user across addresses', async () => {
    const cookie = await signedInCookie(gateway.url, 'budget');
    await gateway.withGateway({ TRUST_PROXY: 'true', API_BUDGET_PER_USER: '3' }, async (small) => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${small}/api/user`, {
          headers: { cookie, 'x-forwarded-for': `198.51.100.${i + 1}` },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    });
  });
});
