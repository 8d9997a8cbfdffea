// Hostile bearer requests (issue 19 part 6): every /api route and GraphQL with bad, unknown, expired
// and revoked API tokens (401, never as anyone, no cookie set), a read token on every state-changing
// route and mutation (403), a token in a URL (400, and masked in the log), bearer credentials mixed
// with a cookie from another site, hostile connection_init payloads on graphql-ws, and hostile token
// names and webhook addresses. The log never holds a token.
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiTokenModel } from '../modules/tokens/tokens.model.js';
import { BEARER_MESSAGES, READ_ONLY_MESSAGE, TOKEN_IN_URL_MESSAGE } from '../modules/tokens/index.js';
import { parseEnv } from '../env.js';
import { MISSING_ID, pathWith, restRoutes } from './cases/routes.js';
import { HOSTILE_SINGLE_LINE } from './cases/text.js';
import {
  afterTheHostileCases,
  expectCleanClose,
  expectRefused,
  jsonOf,
  openSession,
  randomToken,
  type Account,
  type HttpAnswer,
  useHostileGateway,
} from './harness.js';

const suite = useHostileGateway({ API_BUDGET_PER_TOKEN: '100000' });
/** The member's tokens, by what they are. */
const tokens = { write: '', read: '', expired: '', revoked: '' };

async function createToken(
  account: Account,
  scope: 'read' | 'write',
): Promise<{ id: string; token: string }> {
  const res = await suite.gw.json(
    'POST',
    '/api/tokens',
    { name: `${scope} token`, scope, expiresInDays: 30 },
    { cookie: account.cookie },
  );
  const created = jsonOf<{ id: string; token: string }>(res);
  if (res.status !== 201 || !created) throw new Error(`token not created: ${res.status} ${res.body}`);
  suite.gw.secrets.add(created.token);
  return created;
}

beforeAll(async () => {
  tokens.write = (await createToken(suite.member, 'write')).token;
  tokens.read = (await createToken(suite.member, 'read')).token;
  const expired = await createToken(suite.member, 'write');
  await ApiTokenModel.updateOne({ _id: expired.id }, { $set: { expiresAt: new Date(Date.now() - 60_000) } });
  tokens.expired = expired.token;
  const revoked = await createToken(suite.member, 'write');
  const answer = await suite.gw.request({
    method: 'DELETE',
    path: `/api/tokens/${revoked.id}`,
    headers: { cookie: suite.member.cookie },
  });
  if (answer.status !== 200) throw new Error('token not revoked');
  tokens.revoked = revoked.token;
});

const API_ROUTES = restRoutes({} as never, parseEnv({})).filter((route) => route.path.startsWith('/api/'));
const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const target = (route: (typeof API_ROUTES)[number]) => pathWith(route, () => MISSING_ID);

/** Bad credentials: each must answer 401 whatever the route, public ones included. */
const BAD_CREDENTIALS: ReadonlyArray<readonly [string, () => string, string]> = [
  ['a bare prefix', () => 'Bearer ts_pat_', BEARER_MESSAGES.malformed],
  ['a short token', () => 'Bearer ts_pat_abc', BEARER_MESSAGES.malformed],
  ['a token never issued', () => `Bearer ts_pat_${randomToken(32)}`, BEARER_MESSAGES.unknown],
  [
    'a real token with a character changed',
    () => `Bearer ${tokens.write.slice(0, -1)}${tokens.write.endsWith('A') ? 'B' : 'A'}`,
    BEARER_MESSAGES.unknown,
  ],
  ['a real token with a suffix', () => `Bearer ${tokens.write}x`, BEARER_MESSAGES.malformed],
  ['an 8 KB token', () => `Bearer ts_pat_${'a'.repeat(8_000)}`, BEARER_MESSAGES.malformed],
  ['an expired token', () => `Bearer ${tokens.expired}`, 'expired'],
  ['a revoked token', () => `Bearer ${tokens.revoked}`, BEARER_MESSAGES.revoked],
];

function expectUnauthenticated(answer: HttpAnswer, message: string): void {
  expectRefused(answer, [401]);
  expect(answer.headers['set-cookie']).toBeUndefined();
  expect(answer.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  const body = jsonOf<{
    message?: string;
    errors?: Array<{ message: string; extensions: { code: string } }>;
  }>(answer);
  const said = body?.message ?? body?.errors?.[0]?.message ?? '';
  if (message === 'expired') expect(said).toMatch(/^This API token expired on /);
  else expect(said).toBe(message);
}

describe('the route table', () => {
  it('holds the token and webhook routes', () => {
    const keys = API_ROUTES.map((route) => route.key);
    for (const key of [
      'POST /api/tokens',
      'GET /api/tokens',
      'DELETE /api/tokens/:id',
      'GET /api/users/:userId/tokens',
      'POST /api/webhooks',
      'GET /api/webhooks',
      'DELETE /api/webhooks/:id',
      'GET /api/webhooks/:id/deliveries',
    ])
      expect(keys).toContain(key);
  });
});

describe.concurrent.each(API_ROUTES.map((route) => [route.key, route] as const))(
  '%s with a bad bearer',
  (_key, route) => {
    it.each(BAD_CREDENTIALS.map(([name, , message], index) => [name, index, message] as const))(
      'answers %s with 401',
      async (_name, index, message) => {
        const authorization = BAD_CREDENTIALS[index]![1]();
        const answer = CHANGING.has(route.method)
          ? await suite.gw.json(
              route.method,
              target(route),
              {},
              { authorization, cookie: suite.admin.cookie },
            )
          : await suite.gw.request({
              method: route.method,
              path: target(route),
              headers: { authorization, cookie: suite.admin.cookie },
            });
        expectUnauthenticated(answer, message);
      },
    );
  },
);

describe.concurrent.each(
  API_ROUTES.filter((route) => CHANGING.has(route.method)).map((route) => [route.key, route] as const),
)('%s with a read token', (_key, route) => {
  it('is refused with 403 before anything runs', async () => {
    const answer = await suite.gw.json(
      route.method,
      target(route),
      {},
      { authorization: `Bearer ${tokens.read}` },
    );
    expectRefused(answer, [403]);
    expect(jsonOf(answer)).toEqual({ message: READ_ONLY_MESSAGE });
  });
});

/** Where a token may be put in a route's URL: the query string always, a path parameter when it has one. */
const URL_PLACES = (route: (typeof API_ROUTES)[number]) => [
  ['the query string', () => `${target(route)}?access_token=${tokens.write}`] as const,
  [
    'the query string, percent-encoded',
    () => `${target(route)}?token=${encodeURIComponent(tokens.write).replace(/_/g, '%5F')}`,
  ] as const,
  ...(route.params.length > 0
    ? [['a path parameter', () => pathWith(route, () => tokens.write)] as const]
    : []),
];

describe.concurrent.each(API_ROUTES.map((route) => [route.key, route] as const))(
  '%s with a token in the URL',
  (_key, route) => {
    it.each(URL_PLACES(route))('refuses it in %s with 400', async (_where, place) => {
      const answer = await suite.gw.request({ method: route.method, path: place() });
      expectRefused(answer, [400]);
      expect(jsonOf<{ message: string }>(answer)?.message).toBe(TOKEN_IN_URL_MESSAGE);
    });
  },
);

describe('GraphQL over HTTP', () => {
  it.each(BAD_CREDENTIALS.map(([name, , message], index) => [name, index, message] as const))(
    'answers %s with 401 and UNAUTHENTICATED',
    async (_name, index, message) => {
      const answer = await suite.gw.graphql(
        'query Me { me { id role } }',
        {},
        {
          authorization: BAD_CREDENTIALS[index]![1](),
          cookie: suite.admin.cookie,
        },
      );
      expectUnauthenticated(answer, message);
      expect(
        jsonOf<{ errors: Array<{ extensions: { code: string } }> }>(answer)?.errors[0]?.extensions.code,
      ).toBe('UNAUTHENTICATED');
    },
  );

  it.each([
    ['createProject', 'mutation M { createProject(input: { name: "Nope" }) { id } }'],
    ['updateProject', `mutation M { updateProject(id: "${MISSING_ID}", input: { name: "Nope" }) { id } }`],
    ['deleteProject', `mutation M { deleteProject(id: "${MISSING_ID}") }`],
    ['setLanguage', 'mutation M { setLanguage(language: USA) { id } }'],
    [
      'createApiToken',
      'mutation M { createApiToken(input: { name: "x", scope: write, expiresInDays: null }) { token } }',
    ],
    ['revokeApiToken', `mutation M { revokeApiToken(id: "${MISSING_ID}") }`],
    [
      'createWebhook',
      'mutation M { createWebhook(input: { url: "https://hooks.example.com/x", events: ["research.completed"] }) { secret } }',
    ],
    ['deleteWebhook', `mutation M { deleteWebhook(id: "${MISSING_ID}") }`],
    [
      'two mutations in one document, the second a query name',
      'mutation A { setLanguage(language: UK) { id } } query B { me { id } }',
    ],
  ])('refuses a read token’s %s with 403 and FORBIDDEN', async (_name, query) => {
    const operationName = query.startsWith('mutation A') ? 'A' : undefined;
    const answer = await suite.gw.json(
      'POST',
      '/graphql',
      { query, operationName },
      { authorization: `Bearer ${tokens.read}` },
    );
    expectRefused(answer, [403]);
    expect(
      jsonOf<{ errors: Array<{ message: string; extensions: { code: string } }> }>(answer)?.errors[0],
    ).toMatchObject({
      message: READ_ONLY_MESSAGE,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('lets a read token query, and refuses a mutation sent by GET', async () => {
    const query = await suite.gw.graphql(
      'query Me { me { id } }',
      {},
      { authorization: `Bearer ${tokens.read}` },
    );
    expect(query.status).toBe(200);
    expect(jsonOf<{ data: { me: { id: string } } }>(query)?.data.me.id).toBe(suite.member.id);
    const byGet = await suite.gw.request({
      path: `/graphql?query=${encodeURIComponent('mutation M { setLanguage(language: USA) { id } }')}`,
      headers: { authorization: `Bearer ${tokens.read}`, 'apollo-require-preflight': '1' },
    });
    expectRefused(byGet);
  });
});

describe('bearer credentials and the cookie’s origin rule', () => {
  /** A project created with the admin's cookie from another site, sending `authorization` too. */
  const crossSiteAdminPost = (authorization: string) =>
    suite.gw.json(
      'POST',
      '/api/projects',
      { name: 'Nope' },
      {
        authorization,
        cookie: suite.admin.cookie,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    );

  it('a bad token with an admin cookie from another site acts as nobody (401)', async () => {
    const answer = await crossSiteAdminPost('Bearer ts_pat_forged');
    expectRefused(answer, [401]);
  });

  it('a bearer that is not an API token does not lift the origin rule for a cookie (403)', async () => {
    const answer = await crossSiteAdminPost('Bearer not-one-of-ours');
    expectRefused(answer, [403]);
  });

  it.each([
    ['a Basic credential', 'Basic YWRtaW46cGFzc3dvcmQ='],
    ['the scheme alone', 'Bearer'],
    ['two bearer tokens', `Bearer ${'a'.repeat(10)}, Bearer ts_pat_x`],
    ['an upper-case prefix', `Bearer TS_PAT_${randomToken(32)}`],
  ])('%s is no API token: an anonymous caller stays anonymous (401)', async (_name, authorization) => {
    expectRefused(await suite.gw.request({ path: '/api/tokens', headers: { authorization } }), [401]);
  });
});

describe('graphql-ws connection_init', () => {
  it.each([
    ['a token never issued', () => ({ authorization: `Bearer ts_pat_${randomToken(32)}` })],
    ['a malformed token', () => ({ authorization: 'Bearer ts_pat_' })],
    ['an expired token', () => ({ authorization: `Bearer ${tokens.expired}` })],
    ['a revoked token', () => ({ Authorization: `Bearer ${tokens.revoked}` })],
    ['a bare revoked token', () => ({ authorization: tokens.revoked })],
  ])('closes with 4403 for %s', async (_name, payload) => {
    const session = await openSession(suite.gw, { headers: { cookie: suite.admin.cookie } });
    session.send({ type: 'connection_init', payload: payload() });
    expectCleanClose(await session.closed, 4403);
  });

  it.each([
    ['a number', { authorization: 42 }],
    ['an operator object', { authorization: { $gt: '' } }],
    ['a list', { authorization: [`Bearer ${'x'}`] }],
    ['a huge string', { authorization: `Bearer ${'a'.repeat(100_000)}` }],
  ])('treats %s as no token: the connection acts as nobody', async (_name, payload) => {
    const session = await openSession(suite.gw);
    await session.init(payload);
    const answer = await session.operation('1', 'query Me { me { id } }');
    expect(answer).toMatchObject({ type: 'next', payload: { data: { me: null } } });
    session.close();
  });

  it('refuses a read token’s mutation with FORBIDDEN and keeps the connection', async () => {
    const session = await openSession(suite.gw);
    await session.init({ authorization: `Bearer ${tokens.read}` });
    const refused = await session.operation('1', 'mutation M { setLanguage(language: USA) { id } }');
    expect(refused).toMatchObject({
      type: 'error',
      payload: [{ message: READ_ONLY_MESSAGE, extensions: { code: 'FORBIDDEN' } }],
    });
    const me = await session.operation('2', 'query Me { me { id } }');
    expect(me).toMatchObject({ type: 'next', payload: { data: { me: { id: suite.member.id } } } });
    session.close();
  });
});

describe('hostile token names and webhook addresses', () => {
  it.each(HOSTILE_SINGLE_LINE)('refuses a token name with %s (400)', async (_what, name) => {
    const answer = await suite.gw.json(
      'POST',
      '/api/tokens',
      { name, scope: 'read', expiresInDays: 30 },
      { cookie: suite.member.cookie },
    );
    expectRefused(answer, [400]);
    expect(jsonOf<{ fieldErrors: Record<string, string[]> }>(answer)?.fieldErrors).toHaveProperty('name');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/plain,hi'],
    ['file:', 'file:///etc/passwd'],
    ['gopher:', 'gopher://127.0.0.1:6379/_INFO'],
    ['loopback as a decimal number', 'http://2130706433/'],
    ['loopback in hex', 'http://0x7f.1/'],
    ['loopback shortened', 'http://127.1/'],
    ['the unspecified address', 'http://0/'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/'],
    ['link-local', 'http://169.254.1.1/'],
    ['unique-local IPv6', 'http://[fd00::1]/'],
    ['CGNAT', 'http://100.64.0.1/'],
    ['a localhost subdomain', 'http://api.localhost/'],
    ['credentials', 'https://admin:pw@hooks.example.com/'],
    ['a fragment', 'https://hooks.example.com/#frag'],
    ['2,001 characters', `https://hooks.example.com/${'a'.repeat(2_000)}`],
  ])('refuses a webhook address that is %s (400)', async (_what, url) => {
    for (const headers of [{ cookie: suite.member.cookie }, { authorization: `Bearer ${tokens.write}` }]) {
      const answer = await suite.gw.json(
        'POST',
        '/api/webhooks',
        { url, events: ['research.completed'] },
        headers,
      );
      expectRefused(answer, [400]);
      expect(jsonOf<{ fieldErrors: Record<string, string[]> }>(answer)?.fieldErrors).toHaveProperty('url');
    }
  });
});

afterTheHostileCases(
  () => suite.gw,
  async () => {
    const answer = await suite.gw.request({
      path: '/api/user',
      headers: { authorization: `Bearer ${tokens.write}` },
    });
    expect(answer.status).toBe(200);
    expect(jsonOf<{ id: string }>(answer)?.id).toBe(suite.member.id);
    // The refused URLs were logged with their tokens masked.
    expect(suite.gw.sink.lines().some((line) => JSON.stringify(line).includes('ts_pat_[redacted]'))).toBe(
      true,
    );
  },
);
