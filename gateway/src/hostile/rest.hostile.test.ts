// Hostile input over REST (issue 8, item 8): every route of the gateway × hostile bodies, path
// parameters, headers and methods, and the findings of the hostile probe, each answered with a 4xx.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.js';
import { createGateway } from '../server.js';
import { memoryRateLimitStore } from '../shared/rate-limit/rate-limit.js';
import { PERMISSIONS_POLICY } from '../shared/web-security.js';
import { logSink, makeStaticRoot } from '../testing/fixtures.js';
import {
  hostileValues,
  transportCases,
  withHostileField,
  wrongContentTypes,
  wrongShapes,
} from './cases/bodies.js';
import {
  ANONYMOUS_ROUTES,
  BODY_IGNORED,
  FULL_TRANSPORT_ROUTES,
  MISSING_ID,
  VALID_BODIES,
  existingParam,
  pathWith,
  restRoutes,
  takesBody,
  type Fixtures,
  type RestRoute,
} from './cases/routes.js';
import { HOSTILE_SINGLE_LINE } from './cases/text.js';
import {
  expectNoStackTrace,
  expectRefused,
  jsonOf,
  randomToken,
  afterTheHostileCases,
  useHostileGateway,
} from './harness.js';

// Production posture: the e2e test hooks (ENABLE_TEST_HOOKS) stay unmounted.
const SETTINGS = {};

const suite = useHostileGateway(SETTINGS);
let fixtures: Fixtures;

beforeAll(async () => {
  const asAdmin = { cookie: suite.admin.cookie };
  const project = jsonOf<{ id: string }>(
    await suite.gw.json('POST', '/api/projects', { name: 'Target project' }, asAdmin),
  );
  const thesis = jsonOf<{ id: string; shareUrl: string }>(
    await suite.gw.json('POST', `/api/projects/${project?.id}/theses`, { title: 'Target thesis' }, asAdmin),
  );
  const idea = jsonOf<{ id: string }>(
    await suite.gw.json('POST', '/api/ideas', {
      name: 'Ada',
      email: 'ada@hostile.example',
      idea: 'An idea.',
    }),
  );
  if (!project?.id || !thesis?.id || !idea?.id) throw new Error('fixtures could not be created');
  fixtures = {
    projectId: project.id,
    thesisId: thesis.id,
    shareUrl: thesis.shareUrl,
    ideaId: idea.id,
    userId: suite.member.id,
    userEmail: suite.member.email,
  };
});

// The route table is read at collection time; the routers close over services they never call here.
const ROUTES = restRoutes({} as never, parseEnv(SETTINGS));
const BODY_ROUTES = ROUTES.filter(takesBody);
const PLACEHOLDER: Fixtures = {
  projectId: '',
  thesisId: '',
  shareUrl: '',
  ideaId: '',
  userId: '',
  userEmail: 'a@b.io',
};

const validBody = (route: RestRoute, f: Fixtures = fixtures): Record<string, unknown> =>
  VALID_BODIES[route.key]?.(f) ?? { note: 'x' };
const sessionFor = (route: RestRoute) =>
  ANONYMOUS_ROUTES.has(route.key) ? {} : { cookie: suite.admin.cookie };
const pathOf = (route: RestRoute) => pathWith(route, () => existingParam(route, fixtures));

describe('the route table', () => {
  it('holds every REST route, and a valid body for each route that reads one', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(20);
    for (const key of ['POST /api/login', 'PUT /api/users/:userId/role', 'GET /healthz']) {
      expect(ROUTES.map((route) => route.key)).toContain(key);
    }
    const missing = BODY_ROUTES.filter((r) => !BODY_IGNORED.has(r.key) && !VALID_BODIES[r.key]);
    expect(
      missing.map((route) => route.key),
      'add a valid body to VALID_BODIES (or mark the route in BODY_IGNORED)',
    ).toEqual([]);
  });
});

describe.concurrent.each(BODY_ROUTES.map((route) => [route.key, route] as const))(
  '%s: bodies',
  (_key, route) => {
    // The body parser refuses these before any route or session matters: sent without a session.
    const transport = transportCases('{}')
      .map((c, index) => [c.name, index, c.core] as const)
      .filter(([, , core]) => core || FULL_TRANSPORT_ROUTES.has(route.key));
    it.each(transport)('refuses %s', async (_name, index) => {
      const hostile = transportCases(JSON.stringify(validBody(route)))[index];
      if (!hostile) throw new Error('no such case');
      expectRefused(
        await suite.gw.request({
          method: route.method,
          path: pathOf(route),
          headers: hostile.headers,
          body: hostile.body,
        }),
        hostile.statuses,
      );
    });

    if (BODY_IGNORED.has(route.key)) return;

    it.each(wrongShapes({}).map((c, index) => [c.name, index] as const))(
      'refuses a body that is %s',
      async (_name, index) => {
        const shape = wrongShapes(validBody(route))[index];
        if (!shape) throw new Error('no such case');
        const answer = await suite.gw.json(route.method, pathOf(route), shape.body, sessionFor(route));
        expectRefused(answer, [400, 404]);
      },
    );

    it.each(wrongContentTypes({}).map((c, index) => [c.name, index] as const))(
      'refuses the valid body sent as %s',
      async (_name, index) => {
        const hostile = wrongContentTypes(validBody(route))[index];
        if (!hostile) throw new Error('no such case');
        expectRefused(
          await suite.gw.request({
            method: route.method,
            path: pathOf(route),
            headers: { ...hostile.headers, ...sessionFor(route) },
            body: hostile.body,
          }),
          [400, 404, 415],
        );
      },
    );

    const fields = Object.entries(validBody(route, PLACEHOLDER));
    const fieldCases = fields.flatMap(([field, example]) =>
      hostileValues(example).map((hostile, index) => [field, hostile.name, index] as const),
    );
    it.each(fieldCases)('refuses %s as %s', async (field, _name, index) => {
      const body = validBody(route);
      const hostile = hostileValues(body[field])[index];
      if (!hostile) throw new Error('no such case');
      expectRefused(
        await suite.gw.json(
          route.method,
          pathOf(route),
          withHostileField(body, field, hostile.value),
          sessionFor(route),
        ),
        [400, 404, 409],
      );
    });

    it.each(fields.map(([field]) => field))(
      'reads the last of duplicate %s keys (an operator object) and refuses it',
      async (field) => {
        const json = JSON.stringify(validBody(route));
        const duplicated = `${json.slice(0, -1)},${JSON.stringify(field)}:{"$gt":""}}`;
        expectRefused(
          await suite.gw.json(route.method, pathOf(route), duplicated, sessionFor(route)),
          [400, 404],
        );
      },
    );
  },
);

/**
 * Path parameter values that name nothing a client may reach; each sent percent-encoded as given. The
 * first ALSO_ANONYMOUS are sent without a session too.
 */
const HOSTILE_PARAMS: ReadonlyArray<readonly [string, string]> = [
  ['undecodable %ZZ', '%ZZ'],
  ['a lone %', '%'],
  ['truncated UTF-8 (%E0%A4%A)', '%E0%A4%A'],
  ['an encoded lone surrogate (%ED%A0%80)', '%ED%A0%80'],
  ['encoded traversal (..%2f..%2fusers)', '..%2f..%2fusers'],
  ['an encoded NUL', 'a%00b'],
  ['an encoded CR LF and a header', 'x%0d%0aSet-Cookie:%20ts_session=evil'],
  ['overlong UTF-8 dots (%C0%AE%C0%AE)', '%C0%AE%C0%AE'],
  ['double-encoded traversal (..%252f)', '..%252f..%252fetc%252fpasswd'],
  ['encoded dots (%2e%2e)', '%2e%2e'],
  ['5,000 characters', 'a'.repeat(5_000)],
  ['an emoji and a bidi override', '%F0%9F%98%80%E2%80%AE'],
  ['an operator object', encodeURIComponent('{"$gt":""}')],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['a regular expression', encodeURIComponent('.*')],
];

const ALSO_ANONYMOUS = 7;
const PARAM_ROUTES = ROUTES.filter((route) => route.params.length > 0);

describe.concurrent.each(PARAM_ROUTES.map((route) => [route.key, route] as const))(
  '%s: path parameters',
  (_key, route) => {
    // As the admin (past every access check, down to the lookup); the undecodable and traversing ones
    // also anonymously, where the router decodes them before any access check.
    const cases = HOSTILE_PARAMS.flatMap(([name, value], index) =>
      (index < ALSO_ANONYMOUS ? (['anonymous', 'admin'] as const) : (['admin'] as const)).map(
        (who) => [name, who, value] as const,
      ),
    );
    it.each(cases)('refuses %s (%s)', async (_name, who, value) => {
      const headers = who === 'admin' ? { cookie: suite.admin.cookie } : {};
      const target = pathWith(route, () => value);
      const answer = takesBody(route)
        ? await suite.gw.json(route.method, target, validBody(route), headers)
        : await suite.gw.request({ method: route.method, path: target, headers });
      expectRefused(answer);
      expect(answer.headers['set-cookie']?.join() ?? '').not.toContain('evil');
    });

    it('refuses a parameter beyond the header size limit (431)', async () => {
      expectRefused(
        await suite.gw.request({ method: route.method, path: pathWith(route, () => 'a'.repeat(20_000)) }),
        [414, 431],
      );
    });
  },
);

const PATHS = [...new Set(ROUTES.map((route) => route.path))];
const STANDARD_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

describe.concurrent.each(PATHS.map((p) => [p] as const))('%s: methods it does not serve', (routePath) => {
  const served = new Set(ROUTES.filter((route) => route.path === routePath).map((route) => route.method));
  const target = () => routePath.replace(/:(\w+)/g, MISSING_ID);
  const methods = [...STANDARD_METHODS.filter((m) => !served.has(m)), 'TRACE', 'PROPFIND'];
  it.each(methods)('refuses %s', async (method) => {
    expectRefused(await suite.gw.json(method, target(), {}, { cookie: suite.admin.cookie }), [404, 405]);
  });
});

/**
 * Requests no well-behaved client sends, written byte for byte: the HTTP parser answers 4xx, or what
 * gets through reaches an admin-only route without a session (401).
 */
const RAW_REQUESTS: ReadonlyArray<readonly [string, string | Buffer]> = [
  ['an unknown method', 'FOO /api/users HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['a lower-case method', 'get /api/users HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['a raw NUL in the path', 'GET /api/projects/a\u0000b HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['a raw space in the path', 'GET /api/projects/a b HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['raw UTF-8 in the path', Buffer.from('GET /api/projects/é😀 HTTP/1.1\r\nHost: x\r\n\r\n')],
  ['no Host header', 'GET /api/users HTTP/1.1\r\n\r\n'],
  ['two Host headers', 'GET /api/users HTTP/1.1\r\nHost: a\r\nHost: evil.example\r\n\r\n'],
  [
    'Content-Length with Transfer-Encoding (request smuggling)',
    'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  ],
  [
    'two different Content-Lengths',
    'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
  ],
  [
    'a bad chunk size',
    'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  ],
  ['a header without a colon', 'GET /api/users HTTP/1.1\r\nHost: x\r\nBroken header\r\n\r\n'],
  ['a space in a header name', 'GET /api/users HTTP/1.1\r\nHost: x\r\nBad Name: 1\r\n\r\n'],
  ['a folded header line', 'GET /api/users HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n  folded\r\n\r\n'],
  ['a NUL in a header value', 'GET /api/users HTTP/1.1\r\nHost: x\r\nCookie: ts_session=a\u0000b\r\n\r\n'],
  ['a bare LF line ending inside a header', 'GET /api/users HTTP/1.1\r\nHost: x\r\nX-A: 1\nX-B: 2\r\n\r\n'],
  ['an HTTP/2 preface on HTTP/1.1', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
  ['an unknown HTTP version', 'GET /api/users HTTP/9.9\r\nHost: x\r\n\r\n'],
  ['headers past 16 KB', `GET /api/users HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`],
];

describe('requests broken at the HTTP level', () => {
  it.each(RAW_REQUESTS)('refuses %s', async (_name, bytes) => {
    const { status, text } = await suite.gw.raw(bytes);
    expectRefused({ status, headers: {}, body: text });
  });
});

/** Header abuse against routes that need a session: none of these may sign anyone in or break anything. */
function hostileHeaders(adminCookie: string): Array<readonly [string, Record<string, string>]> {
  const token = adminCookie.slice('ts_session='.length);
  const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
  return [
    ['an empty session cookie', { cookie: 'ts_session=' }],
    ['a made-up session id', { cookie: `ts_session=${randomToken(32)}` }],
    ["the admin's session id with one character changed", { cookie: `ts_session=${flipped}` }],
    ["the admin's session id with a suffix", { cookie: `ts_session=${token}x` }],
    ["the admin's session id as a prefix match", { cookie: `ts_session=${token.slice(0, 20)}` }],
    ['an undecodable session cookie', { cookie: 'ts_session=%ZZ' }],
    ['a quoted session cookie', { cookie: 'ts_session="abc"' }],
    ['an operator object as session id', { cookie: 'ts_session={"$gt":""}' }],
    ['a session cookie with brackets', { cookie: 'ts_session[$ne]=x' }],
    ['a bogus __Host- cookie over http', { cookie: `__Host-ts_session=${randomToken(32)}` }],
    ['an 8 KB session id', { cookie: `ts_session=${'a'.repeat(8_000)}` }],
    ['1,000 cookies', { cookie: Array.from({ length: 1_000 }, (_, i) => `c${i}=v`).join('; ') }],
    ['a 20 KB cookie header', { cookie: `ts_session=${'a'.repeat(20_000)}` }],
    ["the admin's session id as a bearer token", { authorization: `Bearer ${token}` }],
    ['a garbage X-Forwarded-For', { 'x-forwarded-for': 'not an address, <script>' }],
    ['a 10 KB X-Forwarded-For', { 'x-forwarded-for': '1.2.3.4, '.repeat(1_000) }],
    ['a forged X-Forwarded-Proto list', { 'x-forwarded-proto': 'https, http, javascript' }],
    ['a forged Host', { host: 'evil.example' }],
    ['a Host with a bad port', { host: 'localhost:99999' }],
    ['a forged X-Forwarded-Host', { 'x-forwarded-host': 'evil.example' }],
    ['an X-Request-Id with traversal', { 'x-request-id': '../../etc/passwd' }],
    ['a 1,000-character X-Request-Id', { 'x-request-id': 'a'.repeat(1_000) }],
    ['an X-Request-Id with markup', { 'x-request-id': '<script>alert(1)</script>' }],
    ['a garbage Accept-Encoding', { 'accept-encoding': 'gzip;q=abc, br;q=-1, *;q=2' }],
    ['a Range header', { range: 'bytes=0-1,1-2,2-3' }],
    ['Expect: something unknown', { expect: 'something-else' }],
  ];
}

describe.each([
  ['GET /api/users (admins)', 'GET', '/api/users'],
  ['POST /api/projects (signed-in users)', 'POST', '/api/projects'],
] as const)('%s: hostile headers', (_name, method, target) => {
  it.each(hostileHeaders('ts_session=placeholder').map(([name], index) => [name, index] as const))(
    'refuses %s',
    async (_caseName, index) => {
      const [, headers] = hostileHeaders(suite.admin.cookie)[index] ?? [];
      const answer = await suite.gw.json(method, target, method === 'POST' ? { name: 'Nope' } : '', headers);
      expectRefused(answer, [400, 401, 417, 431]);
      const requestId = answer.headers['x-request-id'];
      if (requestId !== undefined) expect(String(requestId)).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
    },
  );
});

describe('the findings of the hostile probe (issue 8)', () => {
  it('builds the reset link from PUBLIC_ORIGIN (unset: http://localhost:{PORT}) when Host says evil.example', async () => {
    expect(suite.gw.env.PUBLIC_ORIGIN).toBe(`http://localhost:${suite.gw.port}`);
    const victim = await suite.gw.account('victim');
    const res = await suite.gw.json(
      'POST',
      '/api/forgot-password',
      { email: victim.email },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    );
    expect(res.status).toBe(200);
    const mail = await mailTo(victim.email);
    expect(mail).toContain(`${suite.gw.env.PUBLIC_ORIGIN}/reset-password?token=`);
    expect(mail).not.toContain('evil.example');
  });

  it.each([
    ['gzip', (b: Buffer) => gzipSync(b)],
    ['deflate', (b: Buffer) => deflateSync(b)],
    ['br', (b: Buffer) => brotliCompressSync(b)],
  ] as const)(
    'answers a sign-in body that claims Content-Encoding: %s but is not, or is cut short, with 400',
    async (encoding, pack) => {
      const body = Buffer.from(JSON.stringify({ email: suite.member.email, password: 'whatever' }));
      for (const sent of [body, pack(body).subarray(0, 12)]) {
        const res = await suite.gw.request({
          method: 'POST',
          path: '/api/login',
          headers: { 'content-type': 'application/json', 'content-encoding': encoding },
          body: sent,
        });
        expectRefused(res, [400]);
        expect(jsonOf(res)).toEqual({
          message: 'The request body could not be decoded: it is not valid data for its Content-Encoding.',
        });
      }
    },
  );

  it.each([
    ['anonymous', () => ({})],
    ['as admin', () => ({ cookie: suite.admin.cookie })],
  ])('answers PUT /api/users/%%ZZ/role %s with 400', async (_who, headers) => {
    const res = await suite.gw.json('PUT', '/api/users/%ZZ/role', { role: 'admin' }, headers());
    expectRefused(res, [400]);
    expect(jsonOf(res)).toEqual({
      message: 'The request URL could not be decoded: it contains invalid percent-encoding.',
    });
  });

  it('answers 25 concurrent wrong passwords for one email with at most 10 × 401, the rest 429', async () => {
    const target = await suite.gw.account('locked');
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => {
        const password = `wrong-${randomToken()}`;
        suite.gw.secrets.add(password);
        return suite.gw.json('POST', '/api/login', { email: target.email, password });
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    expect(answers.find((a) => a.status === 429)?.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('limits reset-password per address: the 21st attempt within the hour is 429', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await suite.gw.json(
        'POST',
        '/api/reset-password',
        { token: randomToken(32), newPassword: 'password9' },
        { 'x-forwarded-for': ip },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses[20]).toBe(429);
  });

  it.each(HOSTILE_SINGLE_LINE)(
    'refuses a username with %s at registration (400)',
    async (_what, username) => {
      const res = await suite.gw.json('POST', '/api/register', {
        email: `odd-${randomToken(6).toLowerCase()}@hostile.example`,
        username,
        password: 'password8',
      });
      expectRefused(res, [400]);
      expect(jsonOf<{ fieldErrors: Record<string, string[]> }>(res)?.fieldErrors).toHaveProperty('username');
    },
  );

  it.each(HOSTILE_SINGLE_LINE)(
    'refuses a username with %s when an admin creates the account (400)',
    async (_what, username) => {
      const res = await suite.gw.json(
        'POST',
        '/api/admin/users',
        { email: `made-${randomToken(6).toLowerCase()}@hostile.example`, username, password: 'password8' },
        { cookie: suite.admin.cookie },
      );
      expectRefused(res, [400]);
    },
  );

  it('sends HSTS only over https (a trusted proxy saying X-Forwarded-Proto: https)', async () => {
    const plain = await suite.gw.request({ path: '/api/user' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forgedByClient = await suite.gw.request({
      path: '/api/user',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(forgedByClient.headers['strict-transport-security']).toBeUndefined();
    const tls = await suite.gw.request({ path: '/api/user', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it.each(['/', '/api/user', '/graphql', '/mf/mf-thesis/remoteEntry.js', '/healthz'])(
    'sends the Permissions-Policy on %s',
    async (target) => {
      const res = await suite.gw.request({ path: target, headers: { accept: 'text/html' } });
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
        expect(res.headers['permissions-policy']).toContain(feature);
      }
    },
  );

  it('marks /api/user no-store, signed in or not', async () => {
    for (const headers of [{}, { cookie: suite.member.cookie }]) {
      const res = await suite.gw.request({ path: '/api/user', headers });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('keeps Cross-Origin-Resource-Policy same-origin everywhere except the remotes under /mf/', async () => {
    for (const target of ['/', '/api/user', '/healthz', '/graphql?query=%7B__typename%7D']) {
      const res = await suite.gw.request({ path: target, headers: { 'apollo-require-preflight': '1' } });
      expect(res.headers['cross-origin-resource-policy'], target).toBe('same-origin');
    }
    const remote = await suite.gw.request({ path: '/mf/mf-thesis/remoteEntry.js' });
    expect(remote.status).toBe(200);
    expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('gives no privilege for role, __proto__ or constructor keys at registration', async () => {
    const email = `climber-${randomToken(6).toLowerCase()}@hostile.example`;
    const body = `{"email":"${email}","username":"climber","password":"password8","role":"admin","__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"role":"admin"}}}`;
    const res = await suite.gw.json('POST', '/api/register', body);
    expect(res.status).toBe(201);
    expect(jsonOf(res)).toMatchObject({ email, role: 'user' });
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('method overrides', () => {
  it('are ignored: a GET carrying X-HTTP-Method-Override or _method=DELETE deletes nothing', async () => {
    const project = `/api/projects/${fixtures.projectId}`;
    for (const spec of [
      { path: project, headers: { 'x-http-method-override': 'DELETE', 'x-method-override': 'DELETE' } },
      { path: `${project}?_method=DELETE`, headers: {} },
    ]) {
      const res = await suite.gw.request({
        ...spec,
        headers: { ...spec.headers, cookie: suite.admin.cookie },
      });
      expect(res.status).toBe(200);
    }
    expect((await suite.gw.request({ path: project, headers: { cookie: suite.admin.cookie } })).status).toBe(
      200,
    );
  });

  it.each(['DELETE', 'PUT', 'PATCH'])('do not turn a POST into %s', async (method) => {
    const res = await suite.gw.json(
      'POST',
      `/api/theses/${fixtures.thesisId}`,
      {},
      {
        cookie: suite.admin.cookie,
        'x-http-method-override': method,
      },
    );
    expectRefused(res, [404]);
    expect(
      (
        await suite.gw.request({
          path: `/api/theses/${fixtures.thesisId}`,
          headers: { cookie: suite.admin.cookie },
        })
      ).status,
    ).toBe(200);
  });
});

describe('the request budget (a gateway of its own with a small budget)', () => {
  async function smallGateway(settings: Record<string, string>) {
    const env = parseEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_ROOT: await makeStaticRoot(),
      TRUST_PROXY: 'true',
      ...settings,
    });
    const small = await createGateway({
      env,
      logger: logSink().logger,
      pubsub: suite.gw.runtime.pubsub,
      services: suite.gw.runtime.services,
      requestBudgets: memoryRateLimitStore(),
    });
    const { port } = await small.listen(0, '127.0.0.1');
    return { small, base: `http://127.0.0.1:${port}` };
  }

  it('answers 429 with Retry-After once an address spends its budget, on /api and /graphql alike', async () => {
    const { small, base } = await smallGateway({ API_BUDGET_PER_IP: '4', API_BUDGET_PER_USER: '1000' });
    try {
      const headers = { 'x-forwarded-for': '198.51.100.9', 'apollo-require-preflight': '1' };
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (const target of [
        '/api/user',
        '/graphql?query=%7B__typename%7D',
        '/api/user',
        '/graphql?query=%7B__typename%7D',
        '/api/user',
        '/graphql?query=%7B__typename%7D',
      ]) {
        const res = await fetch(base + target, { headers });
        statuses.push(res.status);
        retryAfter ??= res.headers.get('retry-after');
        expectNoStackTrace(await res.text());
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      const other = await fetch(`${base}/api/user`, { headers: { 'x-forwarded-for': '198.51.100.10' } });
      expect(other.status).toBe(200);
      expect((await fetch(`${base}/healthz`, { headers })).status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('counts a signed-in user across addresses', async () => {
    const { small, base } = await smallGateway({ API_BUDGET_PER_IP: '1000', API_BUDGET_PER_USER: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${base}/api/user`, {
          headers: { cookie: suite.member.cookie, 'x-forwarded-for': `198.51.100.${20 + i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await small.close();
    }
  });
});

afterTheHostileCases(
  () => suite.gw,
  async () => {
    const account = await suite.gw.account('after');
    const res = await suite.gw.request({ path: '/api/user', headers: { cookie: account.cookie } });
    expect(res.status).toBe(200);
    expect(jsonOf(res)).toMatchObject({ email: account.email, username: 'after' });
  },
);

async function mailTo(address: string): Promise<string> {
  const outbox = path.join(suite.gw.dataDir, 'outbox');
  for (let i = 0; i < 200; i++) {
    for (const file of await readdir(outbox).catch(() => [] as string[])) {
      const mail = await readFile(path.join(outbox, file), 'utf8');
      // Quoted-printable: soft line breaks and '=' escapes.
      const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (unfolded.includes(address)) return unfolded;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${address}`);
}
