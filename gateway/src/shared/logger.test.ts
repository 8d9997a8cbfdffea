// Logs keep credentials out at every level, and static-file requests log below info.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestRuntime } from '../testing/runtime.js';
import { TestClient } from '../testing/http-client.js';
import { logSink, until } from '../testing/fixtures.js';

const DEBUG = 20;
const INFO = 30;

const sink = logSink('trace');
const gateway = useTestRuntime({}, { logger: sink.logger });

/** The completion line pino-http writes for the request with this id. */
const completed = (reqId: string) =>
  sink.lines().find((line) => line.reqId === reqId && line.msg === 'request completed');

async function waitForRequestLines(ids: string[]) {
  await until(() => ids.every((id) => completed(id)), `request log lines for ${ids.join(', ')}`);
}

const sessionIdsOf = (setCookies: string[]) =>
  setCookies
    .map((cookie) => /^ts_session=([^;]*)/.exec(cookie)?.[1])
    .filter((value): value is string => Boolean(value));

describe('log lines', () => {
  it('never hold a session id, a password or a bearer token, at any level', async () => {
    const email = `logs-${randomUUID()}@x.io`;
    const password = `pw-${randomUUID()}`;
    const bearer = `bearer-${randomUUID()}`;
    const client = new TestClient(gateway.url);
    const ids: string[] = [];
    const sessions: string[] = [];
    const call = async <T>(step: string, send: (headers: Record<string, string>) => Promise<T>) => {
      const id = `${step}-${randomUUID()}`;
      ids.push(id);
      return send({ 'x-request-id': id });
    };

    const registered = await call('register', (headers) =>
      client.request('POST', '/api/register', { email, username: 'logs', password }, headers),
    );
    expect(registered.status).toBe(201);
    sessions.push(...sessionIdsOf(registered.headers.getSetCookie()));

    const loggedIn = await call('login', (headers) =>
      client.request('POST', '/api/login', { email, password }, headers),
    );
    expect(loggedIn.status).toBe(200);
    sessions.push(...sessionIdsOf(loggedIn.headers.getSetCookie()));
    expect(sessions).toHaveLength(2);

    const user = await call('user', (headers) =>
      client.request('GET', '/api/user', undefined, { ...headers, authorization: `Bearer ${bearer}` }),
    );
    expect(user.body).toMatchObject({ email });
    const me = await call('me', (headers) =>
      client.request('POST', '/graphql', { query: '{ me { email } }' }, headers),
    );
    expect(me.body).toMatchObject({ data: { me: { email } } });
    // The browser sends the session cookie with every static request too; those log at debug (/account is
    // the shell's document; a page the gateway renders with the reader's data, app-pages.ts, is not static).
    const page = await call('page', (headers) =>
      fetch(`${gateway.url}/account`, {
        headers: { ...headers, accept: 'text/html', cookie: client.sessionCookie ?? '' },
      }),
    );
    expect(page.status).toBe(200);
    await page.text();
    const loggedOut = await call('logout', (headers) => client.request('POST', '/api/logout', {}, headers));
    expect(loggedOut.status).toBe(200);

    await waitForRequestLines(ids);
    const lines = sink.lines();
    expect(sink.logger.level).toBe('trace');
    for (const line of lines) {
      const text = JSON.stringify(line);
      for (const session of sessions) expect(text).not.toContain(session);
      expect(text).not.toContain(password);
      expect(text).not.toContain(bearer);
    }

    // The headers are logged, with the credentials replaced (request cookie and response set-cookie).
    const register = completed(ids[0]!) as { res: { headers: Record<string, unknown> } };
    expect(register.res.headers['set-cookie']).toBe('[redacted]');
    const meLine = completed(ids[3]!) as { req: { headers: Record<string, unknown> } };
    expect(meLine.req.headers.cookie).toBe('[redacted]');
    const userLine = completed(ids[2]!) as { req: { headers: Record<string, unknown> } };
    expect(userLine.req.headers.authorization).toBe('[redacted]');
    const pageLine = completed(ids[4]!) as { level: number; req: { headers: Record<string, unknown> } };
    expect(pageLine.req.headers.cookie).toBe('[redacted]');
    expect(pageLine.level).toBe(DEBUG);
    for (const id of ids.filter((_, index) => index !== 4)) expect(completed(id)?.level, id).toBe(INFO);
  });

  it('puts static-file requests at debug, the API at info', async () => {
    const requests: Array<[string, Record<string, string>, number]> = [
      ['/', { accept: 'text/html' }, DEBUG],
      ['/dashboard', { accept: 'text/html' }, DEBUG],
      ['/assets/index-Bq3xZ9aK.js', {}, DEBUG],
      ['/mf/mf-thesis/remoteEntry.js', {}, DEBUG],
      ['/remotes.json', {}, DEBUG],
      ['/api/user', {}, INFO],
    ];
    const ids: string[] = [];
    for (const [path, headers, expected] of requests) {
      const id = `static-${randomUUID()}`;
      ids.push(id);
      const res = await fetch(`${gateway.url}${path}`, { headers: { ...headers, 'x-request-id': id } });
      expect(res.status, path).toBe(200);
      await res.arrayBuffer();
      await waitForRequestLines([id]);
      expect(completed(id)?.level, path).toBe(expected);
    }

    const missing = `missing-${randomUUID()}`;
    await fetch(`${gateway.url}/assets/missing-12345678.js`, { headers: { 'x-request-id': missing } });
    await waitForRequestLines([missing]);
    expect(completed(missing)?.level).toBe(40);
  });
});
