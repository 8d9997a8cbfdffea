// Personal API tokens from outside, as an integrator sees them: created in a browser session (REST and
// GraphQL), used as `Authorization: Bearer` on REST, GraphQL over HTTP and graphql-ws, refused when
// read-scoped on a change, when revoked or expired, past their budget and in a URL; never in a log line.
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { logSink } from '../../testing/fixtures.js';
import { TestClient } from '../../testing/http-client.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { ApiTokenModel } from './tokens.model.js';
import { BEARER_MESSAGES, TOKENS_NEED_A_SESSION } from './tokens.service.js';
import { READ_ONLY_MESSAGE, TOKEN_IN_URL_MESSAGE } from './bearer.js';

interface Created {
  id: string;
  token: string;
  name: string;
  scope: 'read' | 'write';
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  expired: boolean;
}

type GraphQLBody<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};

const sink = logSink('trace');
const gateway = useTestRuntime({}, { logger: sink.logger });
/** Every secret issued in this file: none may appear in any log line. */
const issued: string[] = [];

let owner: TestClient;
let ownerId: string;
let admin: TestClient;

const bearer = (token: string, headers: Record<string, string> = {}) =>
  gateway.client({ authorization: `Bearer ${token}`, ...headers });

async function createToken(
  client: TestClient,
  body: Record<string, unknown> = { name: 'CI', scope: 'write', expiresInDays: 30 },
): Promise<Created> {
  const res = await client.post<Created>('/api/tokens', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  issued.push(res.body.token);
  return res.body;
}

beforeAll(async () => {
  ({ client: admin } = await gateway.signUp('admin@tokens.io'));
  ({ client: owner, id: ownerId } = await gateway.signUp('owner@tokens.io'));
});

describe('creating, listing and revoking over REST', () => {
  it('answers 201 with a ts_pat_ secret of 32 random bytes, shown once and stored only as its hash', async () => {
    const before = Date.now();
    const created = await createToken(owner, { name: 'Nightly export', scope: 'read', expiresInDays: 90 });
    expect(created.token).toMatch(/^ts_pat_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(created.token.slice('ts_pat_'.length), 'base64url')).toHaveLength(32);
    expect(created).toMatchObject({
      name: 'Nightly export',
      scope: 'read',
      lastUsedAt: null,
      expired: false,
    });
    expect(created.prefix).toBe(`${created.token.slice(0, 13)}…`);
    const days = (Date.parse(created.expiresAt!) - before) / 86_400_000;
    expect(days).toBeGreaterThan(89.99);
    expect(days).toBeLessThan(90.01);

    const stored = await ApiTokenModel.findById(created.id).lean();
    expect(JSON.stringify(stored)).not.toContain(created.token.slice('ts_pat_'.length));

    const list = await owner.get<Array<Record<string, unknown>>>('/api/tokens');
    expect(list.status).toBe(200);
    const shown = list.body.find((token) => token.id === created.id);
    expect(shown).toEqual({
      id: created.id,
      name: 'Nightly export',
      scope: 'read',
      prefix: created.prefix,
      createdAt: created.createdAt,
      expiresAt: created.expiresAt,
      lastUsedAt: null,
      expired: false,
    });
    expect(JSON.stringify(list.body)).not.toContain(created.token);
  });

  it('acts as its user on /api without a cookie, sets no cookie, and notes when it was last used', async () => {
    const created = await createToken(owner);
    const client = bearer(created.token);
    const me = await client.get<{ id: string; email: string }>('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: ownerId, email: 'owner@tokens.io' });
    expect(me.headers.getSetCookie()).toEqual([]);
    const list = await owner.get<Created[]>('/api/tokens');
    expect(list.body.find((token) => token.id === created.id)?.lastUsedAt).not.toBeNull();
  });

  it('is not held to the cookie’s origin rule: a write token changes things from another site', async () => {
    const created = await createToken(owner);
    const fromElsewhere = bearer(created.token, {
      origin: 'https://integrator.example',
      'sec-fetch-site': 'cross-site',
    });
    const project = await fromElsewhere.post<{ id: string; name: string }>('/api/projects', {
      name: 'Via token',
    });
    expect(project.status).toBe(201);
    // The same request with the session cookie is refused by the origin rule.
    const cookieOnly = new TestClient(gateway.url, { origin: 'https://integrator.example' });
    cookieOnly.sessionCookie = owner.sessionCookie;
    expect((await cookieOnly.post('/api/projects', { name: 'Via cookie' })).status).toBe(403);
  });

  it('is authenticated by the token alone: a cookie sent with it is neither read nor cleared', async () => {
    const created = await createToken(owner);
    const withBadCookie = bearer(created.token, { cookie: 'ts_session=not-a-session' });
    const me = await withBadCookie.get<{ id: string }>('/api/user');
    expect(me.body.id).toBe(ownerId);
    expect(me.headers.getSetCookie()).toEqual([]);
    // Another account's cookie with the token: still the token's user.
    const adminCookie = bearer(created.token, { cookie: admin.sessionCookie! });
    expect((await adminCookie.get<{ id: string }>('/api/user')).body.id).toBe(ownerId);
  });

  it('revokes at once: the next request with it answers 401', async () => {
    const created = await createToken(owner);
    const client = bearer(created.token);
    expect((await client.get('/api/projects')).status).toBe(200);
    const revoked = await owner.delete<{ id: string }>(`/api/tokens/${created.id}`);
    expect(revoked).toMatchObject({ status: 200, body: { id: created.id } });
    const after = await client.get<{ message: string }>('/api/projects');
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(BEARER_MESSAGES.revoked);
    expect(after.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect((await owner.get<Created[]>('/api/tokens')).body.map((token) => token.id)).not.toContain(
      created.id,
    );
    expect((await owner.delete(`/api/tokens/${created.id}`)).status).toBe(404);
  });

  it('answers 401 once expired, and for a token never issued or malformed', async () => {
    const created = await createToken(owner);
    await ApiTokenModel.updateOne({ _id: created.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await bearer(created.token).get<{ message: string }>('/api/user');
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(/^This API token expired on \d{4}-\d{2}-\d{2}\./);
    expect((await owner.get<Created[]>('/api/tokens')).body.find((t) => t.id === created.id)?.expired).toBe(
      true,
    );

    const unknown = await bearer(`ts_pat_${'A'.repeat(43)}`).get<{ message: string }>('/api/user');
    expect(unknown).toMatchObject({ status: 401, body: { message: BEARER_MESSAGES.unknown } });
    const malformed = await bearer('ts_pat_short').get<{ message: string }>('/api/user');
    expect(malformed).toMatchObject({ status: 401, body: { message: BEARER_MESSAGES.malformed } });
  });

  it('leaves other credentials alone: a bearer that is not ours goes on as a cookie request', async () => {
    const proxied = new TestClient(gateway.url, { authorization: 'Bearer eyJhbGciOi.proxy.jwt' });
    proxied.sessionCookie = owner.sessionCookie;
    expect((await proxied.get<{ id: string }>('/api/user')).body.id).toBe(ownerId);
  });

  it('needs a browser session to create one: a token cannot mint tokens (REST and GraphQL)', async () => {
    const created = await createToken(owner);
    const rest = await bearer(created.token).post<{ message: string }>('/api/tokens', {
      name: 'Minted',
      scope: 'write',
      expiresInDays: null,
    });
    expect(rest).toMatchObject({ status: 403, body: { message: TOKENS_NEED_A_SESSION } });
    const graphql = await bearer(created.token).graphql(
      'mutation Mint { createApiToken(input: { name: "Minted", scope: write, expiresInDays: null }) { token } }',
    );
    expect(graphql.body.errors?.[0]).toMatchObject({
      message: TOKENS_NEED_A_SESSION,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(
      (await gateway.client().post('/api/tokens', { name: 'Anon', scope: 'read', expiresInDays: 30 })).status,
    ).toBe(401);
  });

  it('refuses names, scopes and expiries it does not offer, with field errors', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '', scope: 'read', expiresInDays: 30 }, 'name'],
      [{ name: 'x'.repeat(101), scope: 'read', expiresInDays: 30 }, 'name'],
      [{ name: 'ok', scope: 'admin', expiresInDays: 30 }, 'scope'],
      [{ name: 'ok', scope: 'read', expiresInDays: 7 }, 'expiresInDays'],
      [{ name: 'ok', scope: 'read' }, 'expiresInDays'],
      [{ name: 'ok', scope: 'read', expiresInDays: 30, userId: ownerId }, '_'],
    ];
    for (const [body, field] of cases) {
      const res = await owner.post<{ fieldErrors: Record<string, string[]> }>('/api/tokens', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toContain(field);
    }
  });

  it('creates tokens that never expire', async () => {
    const created = await createToken(owner, { name: 'Forever', scope: 'read', expiresInDays: null });
    expect(created.expiresAt).toBeNull();
    expect((await bearer(created.token).get('/api/user')).status).toBe(200);
  });
});

describe('read tokens', () => {
  let read: TestClient;
  beforeAll(async () => {
    read = bearer((await createToken(owner, { name: 'Reader', scope: 'read', expiresInDays: 30 })).token);
  });

  it('read over REST and GraphQL', async () => {
    expect((await read.get('/api/projects')).status).toBe(200);
    const me = await read.graphql<{ me: { email: string } }>('query Me { me { email } }');
    expect(me.body.data?.me.email).toBe('owner@tokens.io');
  });

  it.each([
    ['POST', '/api/projects', { name: 'Nope' }],
    ['PATCH', '/api/projects/0123456789abcdef01234567', { name: 'Nope' }],
    ['PUT', '/api/user/language', { language: 'USA' }],
    ['DELETE', '/api/saved-links/0123456789abcdef01234567', undefined],
    ['POST', '/api/logout', {}],
  ] as const)('are refused %s %s with 403', async (method, path, body) => {
    const res = await read.request<{ message: string }>(method, path, body);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(READ_ONLY_MESSAGE);
  });

  it('are refused every GraphQL mutation with 403 and FORBIDDEN, before it runs', async () => {
    const res = await read.graphql('mutation Make { createProject(input: { name: "Nope" }) { id } }');
    expect(res.status).toBe(403);
    expect(res.body.errors?.[0]).toMatchObject({
      message: READ_ONLY_MESSAGE,
      extensions: { code: 'FORBIDDEN' },
    });
    const projects = await owner.get<Array<{ name: string }>>('/api/projects');
    expect(projects.body.map((project) => project.name)).not.toContain('Nope');
  });
});

describe('GraphQL over HTTP', () => {
  it('creates, lists, uses and revokes a token', async () => {
    const created = await owner.graphql<{
      createApiToken: { token: string; apiToken: { id: string; scope: string } };
    }>(
      `mutation Create($input: CreateApiTokenInput!) {
        createApiToken(input: $input) { token apiToken { id name scope prefix expiresAt expired } }
      }`,
      { input: { name: 'GraphQL', scope: 'write', expiresInDays: 365 } },
    );
    const { token, apiToken } = created.body.data!.createApiToken;
    issued.push(token);
    expect(apiToken.scope).toBe('write');
    const client = bearer(token);
    const project = await client.graphql<{ createProject: { id: string } }>(
      'mutation Make { createProject(input: { name: "By GraphQL token" }) { id } }',
    );
    expect(project.body.errors).toBeUndefined();
    const list = await owner.graphql<{ apiTokens: Array<{ id: string; lastUsedAt: string | null }> }>(
      'query List { apiTokens { id lastUsedAt } }',
    );
    expect(list.body.data?.apiTokens.find((t) => t.id === apiToken.id)?.lastUsedAt).not.toBeNull();
    const revoked = await owner.graphql<{ revokeApiToken: string }>(
      'mutation Revoke($id: ID!) { revokeApiToken(id: $id) }',
      {
        id: apiToken.id,
      },
    );
    expect(revoked.body.data?.revokeApiToken).toBe(apiToken.id);
    const after = await client.graphql<GraphQLBody>('query Me { me { id } }');
    expect(after.status).toBe(401);
    expect(after.body.errors?.[0]).toMatchObject({
      message: BEARER_MESSAGES.revoked,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('admins', () => {
  it('list and revoke any account’s tokens; the revocation is in the audit trail', async () => {
    const created = await createToken(owner, { name: 'Audited', scope: 'read', expiresInDays: 30 });
    const listed = await admin.get<Created[]>(`/api/users/${ownerId}/tokens`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((token) => token.id)).toContain(created.id);
    const byGraphQL = await admin.graphql<{ apiTokens: Array<{ id: string }> }>(
      'query Of($userId: ID) { apiTokens(userId: $userId) { id } }',
      { userId: ownerId },
    );
    expect(byGraphQL.body.data?.apiTokens.map((token) => token.id)).toContain(created.id);
    expect((await owner.get(`/api/users/${ownerId}/tokens`)).status).toBe(200);

    expect((await admin.delete(`/api/tokens/${created.id}`)).status).toBe(200);
    expect((await bearer(created.token).get('/api/user')).status).toBe(401);
    const audit = await admin.graphql<{
      auditLog: {
        entries: Array<{ action: string; tokenId: string; tokenName: string; subject: { id: string } }>;
      };
    }>(
      'query Audit { auditLog(filter: { action: token_revoked }) { entries { action tokenId tokenName subject { id } } } }',
    );
    expect(audit.body.errors).toBeUndefined();
    expect(audit.body.data?.auditLog.entries).toContainEqual({
      action: 'token_revoked',
      tokenId: created.id,
      tokenName: 'Audited',
      subject: { id: ownerId },
    });
  });
});

describe('graphql-ws', () => {
  const wsWith = (payload: Record<string, unknown> | undefined, headers: Record<string, string> = {}) => {
    let closedWith: number | undefined;
    class Socket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    }
    const client: Client = createClient({
      url: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: Socket,
      retryAttempts: 0,
      lazy: true,
      // One connection for every operation of a test (not closed between them).
      lazyCloseTimeout: 60_000,
      connectionParams: payload,
      on: { closed: (event) => (closedWith = (event as { code: number }).code) },
    });
    const run = <T>(query: string) =>
      new Promise<GraphQLBody<T>>((resolve, reject) => {
        let result: GraphQLBody<T> = {};
        client.subscribe<T>(
          { query },
          {
            next: (value) => (result = value as GraphQLBody<T>),
            error: (error) =>
              Array.isArray(error)
                ? resolve({ errors: error as GraphQLBody['errors'] })
                : reject(error as Error),
            complete: () => resolve(result),
          },
        );
      });
    return { client, run, closedWith: () => closedWith };
  };

  it('acts as the token’s user given `authorization` in connection_init, whatever cookie the upgrade had', async () => {
    const created = await createToken(owner);
    const ws = wsWith({ authorization: `Bearer ${created.token}` }, { cookie: admin.sessionCookie! });
    const me = await ws.run<{ me: { id: string } }>('query Me { me { id } }');
    expect(me.data?.me.id).toBe(ownerId);
    await ws.client.dispose();
  });

  it('refuses a read token’s mutation with FORBIDDEN', async () => {
    const created = await createToken(owner, { name: 'WS reader', scope: 'read', expiresInDays: 30 });
    const ws = wsWith({ authorization: `Bearer ${created.token}` });
    const res = await ws.run('mutation Make { createProject(input: { name: "Over WS" }) { id } }');
    expect(res.errors?.[0]).toMatchObject({ message: READ_ONLY_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    await ws.client.dispose();
  });

  it('closes with 4403 for a revoked token, and acts as nobody once the token is revoked mid-connection', async () => {
    const created = await createToken(owner);
    const ws = wsWith({ authorization: `Bearer ${created.token}` });
    expect((await ws.run<{ me: { id: string } | null }>('query Me { me { id } }')).data?.me?.id).toBe(
      ownerId,
    );
    await owner.delete(`/api/tokens/${created.id}`);
    const after = await ws.run<{ me: { id: string } | null }>('query Me { me { id } }');
    expect(after.data?.me ?? null).toBeNull();
    await ws.client.dispose();

    const refused = wsWith({ authorization: `Bearer ${created.token}` });
    await expect(refused.run('query Me { me { id } }')).rejects.toBeDefined();
    expect(refused.closedWith()).toBe(4403);
  });
});

describe('budgets', () => {
  it('answer 429 with Retry-After past API_BUDGET_PER_TOKEN, per token', async () => {
    const first = await createToken(owner);
    const second = await createToken(owner);
    await gateway.withGateway({ API_BUDGET_PER_TOKEN: '3' }, async (url) => {
      const client = new TestClient(url, { authorization: `Bearer ${first.token}` });
      for (let i = 0; i < 3; i++) expect((await client.get('/api/user')).status).toBe(200);
      const limited = await client.get<{ message: string }>('/api/user');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const graphql = await client.graphql('query Me { me { id } }');
      expect(graphql.status).toBe(429);
      expect(graphql.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      expect(graphql.headers.get('retry-after')).not.toBeNull();
      // Another token of the same account has its own budget.
      const other = new TestClient(url, { authorization: `Bearer ${second.token}` });
      expect((await other.get('/api/user')).status).toBe(200);
    });
  });
});

describe('tokens in URLs and logs', () => {
  it('refuses a token in the query string or the path with 400, before it is used', async () => {
    const created = await createToken(owner);
    for (const path of [
      `/api/user?access_token=${created.token}`,
      `/api/projects?token=${encodeURIComponent(created.token)}`,
      `/graphql?query=%7Bme%7Bid%7D%7D&token=${created.token}`,
      `/api/tokens/${created.token}`,
    ]) {
      const res = await gateway.client().get<{ message?: string; errors?: Array<{ message: string }> }>(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message ?? res.body.errors?.[0]?.message).toBe(TOKEN_IN_URL_MESSAGE);
    }
    const list = await owner.get<Created[]>('/api/tokens');
    expect(list.body.find((token) => token.id === created.id)?.lastUsedAt).toBeNull();
  });

  it('never writes a token to the log, at any level', async () => {
    expect(issued.length).toBeGreaterThan(10);
    const log = sink
      .lines()
      .map((line) => JSON.stringify(line))
      .join('\n');
    expect(log).toContain('ts_pat_[redacted]');
    for (const token of issued) {
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.slice('ts_pat_'.length));
    }
  });
});
