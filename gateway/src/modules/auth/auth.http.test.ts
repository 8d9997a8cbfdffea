// Accounts over HTTP: cookies, validation, limits, cross-origin refusal, security headers, WS auth.
import { describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { useTestRuntime } from '../../testing/runtime.js';
import { TestClient } from '../../testing/http-client.js';

const gateway = useTestRuntime({
  TRUST_PROXY: 'true',
  REMOTE_MF_THESIS_URL: 'https://thesis.example.com/remoteEntry.js',
});

const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@x.io`;

async function registered(name: string) {
  const email = uniqueEmail(name);
  return { email, ...(await gateway.signUp(email, { username: name })) };
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, path-wide, and Secure only behind https', async () => {
    const { setCookie } = await registered('cookie');
    const cookie = setCookie.find((c) => c.startsWith('ts_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);

    const https = new TestClient(gateway.url, { 'x-forwarded-proto': 'https' });
    const res = await https.post('/api/register', {
      email: uniqueEmail('tls'),
      username: 'tls',
      password: 'password8',
    });
    const secure = res.headers.getSetCookie().find((c) => c.startsWith('__Host-ts_session='));
    expect(secure).toMatch(/Secure/i);
    // __Host- cookies: Secure, Path=/, no Domain.
    expect(secure).toMatch(/Path=\//);
    expect(secure).not.toMatch(/Domain=/i);
  });

  it('is rotated at sign-in and removed at sign-out; old ids stop working', async () => {
    const { client, email } = await registered('rotate');
    const before = client.sessionCookie;
    expect((await client.post('/api/login', { email, password: 'password8' })).status).toBe(200);
    const after = client.sessionCookie;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);

    const stale = new TestClient(gateway.url);
    stale.sessionCookie = before;
    expect((await stale.get('/api/user')).body).toBeNull();

    expect((await client.get<{ email: string }>('/api/user')).body.email).toBe(email);
    const out = await client.post('/api/logout');
    expect(out.status).toBe(200);
    expect(client.sessionCookie).toBeUndefined();
    const replay = new TestClient(gateway.url);
    replay.sessionCookie = after;
    expect((await replay.get('/api/user')).body).toBeNull();
  });

  it("stops a deleted user's session at once", async () => {
    const admin = new TestClient(gateway.url);
    await gateway.services.users.ensureAdmin({ email: 'boss@x.io', password: 'password8' });
    await admin.post('/api/login', { email: 'boss@x.io', password: 'password8' });
    const { client, id } = await registered('doomed');
    expect((await admin.delete(`/api/admin/users/${id}`)).status).toBe(200);
    expect((await client.get('/api/user')).body).toBeNull();
  });
});

describe('bad input', () => {
  it('answers 400 with field errors, never a 500 or a stack trace', async () => {
    const client = new TestClient(gateway.url);
    const injected = await client.post<{ message: string; fieldErrors: Record<string, string[]> }>(
      '/api/login',
      {
        email: { $gt: '' },
        password: 'whatever',
      },
    );
    expect(injected.status).toBe(400);
    expect(injected.body.fieldErrors.email).toBeDefined();
    expect(JSON.stringify(injected.body)).not.toMatch(/at .*\.ts:\d+/);

    const malformed = await client.request('POST', '/api/register', '{"email": ');
    expect(malformed.status).toBe(400);

    const missing = await client.post<{ message: string }>('/api/reset-password', {
      newPassword: 'password8',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Reset token is missing');

    const gql = await client.graphql('mutation { login(input: { email: "nope", password: "x" }) { id } }');
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(gql.body.errors?.[0]?.extensions?.fieldErrors).toBeDefined();
    expect(gql.body.errors?.[0]?.extensions?.stacktrace).toBeUndefined();
  });
});

describe('limits', () => {
  it('answers 429 with Retry-After after 10 failed sign-ins for one email', async () => {
    const { email } = await registered('limited');
    const client = new TestClient(gateway.url);
    for (let i = 0; i < 10; i++) {
      expect((await client.post('/api/login', { email, password: `wrong-${i}` })).status).toBe(401);
    }
    const blocked = await client.post<{ message: string }>('/api/login', { email, password: 'password8' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/try again later/i);
  });
});

describe('cross-origin requests', () => {
  it('refuses state-changing requests from another origin on REST and GraphQL', async () => {
    const evil = new TestClient(gateway.url, { origin: 'https://evil.example' });
    expect((await evil.post('/api/forgot-password', { email: uniqueEmail('x') })).status).toBe(403);
    expect((await evil.graphql('{ me { id } }')).status).toBe(403);
    const sneaky = new TestClient(gateway.url, { 'sec-fetch-site': 'cross-site' });
    expect((await sneaky.post('/api/logout')).status).toBe(403);
  });

  it('accepts the site itself and configured remote origins', async () => {
    const self = new TestClient(gateway.url, { origin: gateway.url.replace('localhost', '127.0.0.1') });
    expect((await self.post('/api/forgot-password', { email: uniqueEmail('s') })).status).toBe(200);
    const remote = new TestClient(gateway.url, { origin: 'https://thesis.example.com' });
    expect((await remote.graphql('{ me { id } }')).status).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a CSP that admits the configured remote origins', async () => {
    const res = await fetch(`${gateway.url}/healthz`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/thesis\.example\.com/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('GraphQL over WebSocket', () => {
  it('is authenticated from the same session cookie', async () => {
    const { client, email } = await registered('socket');
    const ask = async (cookie: string | undefined) => {
      class CookieSocket extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, cookie ? { headers: { cookie } } : {});
        }
      }
      const ws = createClient({
        url: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: CookieSocket,
        retryAttempts: 0,
      });
      try {
        const result = await new Promise<unknown>((resolve, reject) => {
          ws.subscribe(
            { query: '{ me { email } }' },
            { next: resolve, error: reject, complete: () => undefined },
          );
        });
        return result as { data: { me: { email: string } | null } };
      } finally {
        await ws.dispose();
      }
    };
    expect((await ask(client.sessionCookie)).data.me?.email).toBe(email);
    expect((await ask(undefined)).data.me).toBeNull();
  });
});

describe('one error model over both transports', () => {
  it('a wrong password: REST answers 401 { message }, GraphQL answers 200 with extensions.code', async () => {
    const { email } = await registered('wrongpw');
    const rest = await new TestClient(gateway.url).post<{ message: string }>('/api/login', {
      email,
      password: 'not-the-password',
    });
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ message: 'Invalid email or password.' });

    const gql = await new TestClient(gateway.url).graphql<{ login: unknown }>(
      'mutation ($input: LoginInput!) { login(input: $input) { id } }',
      { input: { email, password: 'not-the-password' } },
    );
    expect(gql.status).toBe(200);
    expect(gql.body.errors?.[0]?.message).toBe('Invalid email or password.');
    expect(gql.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('bad input gets our wording, with field errors, on both transports', async () => {
    const rest = await new TestClient(gateway.url).post<{ message: string; fieldErrors: unknown }>(
      '/api/register',
      { email: 'x@y.io', username: 42, password: 'password8' },
    );
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({
      message: 'Username must be text.',
      fieldErrors: { username: ['Username must be text.'] },
    });
    const gql = await new TestClient(gateway.url).graphql(
      'mutation ($input: RegisterInput!) { register(input: $input) { id } }',
      { input: { email: 'not-an-email', username: 'x', password: 'password8' } },
    );
    expect(gql.status).toBe(200);
    expect(gql.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { email: ['Please enter a valid email address.'] },
    });
  });
});
