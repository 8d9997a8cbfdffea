// Hostile input over GraphQL on HTTP (issue 8, item 8): malformed and oversized documents, wrong
// variables, limits, batches, persisted queries, GET mutations, CSRF-shaped requests, and operations a
// caller may not run. Documents a server cannot run answer 400; refused operations answer 200 with a
// typed error (README, "GraphQL for integrators").
import { describe, expect, it } from 'vitest';
import { transportCases } from './cases/bodies.js';
import { DOCUMENT_FAMILIES, LIMITS, operationJson } from './cases/graphql.js';
import { HOSTILE_SINGLE_LINE } from './cases/text.js';
import {
  afterTheHostileCases,
  expectNoStackTrace,
  expectRefused,
  jsonOf,
  randomToken,
  type HttpAnswer,
  useHostileGateway,
} from './harness.js';

const suite = useHostileGateway({ PUBLIC_ORIGIN: 'https://studio.example.org' });

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** An operation the caller may not run: 200 with errors carrying an expected code, and no data for it. */
function expectOperationRefused(answer: HttpAnswer, code: string): void {
  expect(answer.status, answer.body.slice(0, 300)).toBe(200);
  const body = jsonOf<GraphQLBody>(answer);
  expect(body?.errors?.map((error) => error.extensions?.code)).toEqual([code]);
  expect(Object.values(body?.data ?? {}).every((value) => value === null)).toBe(true);
  expectNoStackTrace(answer.body);
}

const PREFLIGHT = { 'apollo-require-preflight': 'true' };
const getUrl = (params: Record<string, string>) => `/graphql?${new URLSearchParams(params).toString()}`;
const usersNamed = async (username: string) =>
  (
    await suite.gw.runtime.services.users.list(
      (await suite.gw.runtime.services.auth.currentUser(suite.admin.cookie.slice(11)))!.user,
    )
  ).filter((user) => user.username === username);

describe.concurrent.each(Object.entries(DOCUMENT_FAMILIES))('%s, POST /graphql', (_family, cases) => {
  it.each(cases.map((c) => [c.name, c] as const))('refuses %s with 400', async (_name, c) => {
    const answer = await suite.gw.json('POST', '/graphql', operationJson(c));
    expectRefused(answer, [400]);
    const body = jsonOf<GraphQLBody>(answer);
    expect(body?.errors?.length).toBeGreaterThan(0);
    expect(body?.data).toBeUndefined();
  });
});

describe.concurrent('documents beyond the limits, GET /graphql', () => {
  const fitting = LIMITS.filter((c) => !c.variablesJson && encodeURIComponent(c.query).length < 14_000);
  it.each(fitting.map((c) => [c.name, c] as const))('refuses %s with 400', async (_name, c) => {
    expectRefused(await suite.gw.request({ path: getUrl({ query: c.query }), headers: PREFLIGHT }), [400]);
  });
});

describe.concurrent('request bodies that are not one GraphQL request', () => {
  const deep = '['.repeat(100_000) + ']'.repeat(100_000);
  it.each([
    ['an empty object', '{}'],
    ['an empty query', '{"query":""}'],
    ['a number as query', '{"query":1}'],
    ['null as query', '{"query":null}'],
    ['a list as query', '{"query":["{ me { id } }"]}'],
    ['an operator object as query', '{"query":{"$gt":""}}'],
    ['a query nested 100,000 deep', `{"query":${deep}}`],
    ['the query under __proto__', '{"__proto__":{"query":"{ __typename }"}}'],
    ['a number as operationName', '{"query":"query A { __typename }","operationName":1}'],
    ['an unknown operationName', '{"query":"query A { __typename }","operationName":"B"}'],
    ['two operations and no operationName', '{"query":"query A { __typename } query B { __typename }"}'],
    ['text as variables', '{"query":"{ __typename }","variables":"{}"}'],
    ['a list as variables', '{"query":"{ __typename }","variables":[]}'],
    ['a number as variables', '{"query":"{ __typename }","variables":5}'],
    ['a number as extensions', '{"query":"{ __typename }","extensions":5}'],
    ['a list as extensions', '{"query":"{ __typename }","extensions":[]}'],
    ['a batch of none', '[]'],
    ['a batch of one', '[{"query":"{ __typename }"}]'],
    ['a batch of two', '[{"query":"{ __typename }"},{"query":"{ me { id } }"}]'],
    ['a batch of 100', JSON.stringify(Array.from({ length: 100 }, () => ({ query: '{ __typename }' })))],
    ['a batch of numbers', '[1,2,3]'],
    ['a batch of batches', '[[{"query":"{ __typename }"}]]'],
    [
      'a persisted-query hash and no query',
      JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } } }),
    ],
    [
      'a persisted-query hash that does not match the query',
      JSON.stringify({
        query: '{ __typename }',
        extensions: { persistedQuery: { version: 1, sha256Hash: '00'.repeat(32) } },
      }),
    ],
    [
      'a persisted query of version 2',
      JSON.stringify({ extensions: { persistedQuery: { version: 2, sha256Hash: 'cd'.repeat(32) } } }),
    ],
    ['a persisted query given as text', JSON.stringify({ extensions: { persistedQuery: 'ab'.repeat(32) } })],
    [
      'a persisted-query hash nested 100,000 deep',
      `{"extensions":{"persistedQuery":{"version":1,"sha256Hash":${deep}}}}`,
    ],
  ])('refuses %s with 400', async (_name, body) => {
    expectRefused(await suite.gw.json('POST', '/graphql', body), [400]);
  });

  it('answers an extensions object nested 100,000 deep with what the query asks, never a 500', async () => {
    const answer = await suite.gw.json(
      'POST',
      '/graphql',
      `{"query":"{ __typename }","extensions":{"a":${deep}}}`,
    );
    expect(answer.status).toBe(200);
    expect(jsonOf(answer)).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a persisted-query hash in GET extensions with 400', async () => {
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'ef'.repeat(32) } });
    expectRefused(await suite.gw.request({ path: getUrl({ extensions }), headers: PREFLIGHT }), [400]);
  });
});

describe.concurrent('transport-level bodies on POST /graphql', () => {
  const cases = transportCases('{"query":"{ __typename }"}');
  it.each(cases.map((c) => [c.name, c] as const))('refuses %s', async (_name, c) => {
    expectRefused(
      await suite.gw.request({ method: 'POST', path: '/graphql', headers: c.headers, body: c.body }),
      c.statuses,
    );
  });
});

describe.concurrent('requests shaped like cross-site requests (CSRF prevention)', () => {
  const query = '{"query":"{ me { id } }"}';
  it.each([
    ['text/plain', { 'content-type': 'text/plain' }],
    ['form-urlencoded', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['multipart/form-data', { 'content-type': 'multipart/form-data; boundary=x' }],
    ['no Content-Type', {}],
    ['application/graphql', { 'content-type': 'application/graphql' }],
  ])('refuses a POST with %s (400)', async (_name, headers) => {
    expectRefused(
      await suite.gw.request({
        method: 'POST',
        path: '/graphql',
        headers: { ...headers, cookie: suite.member.cookie },
        body: query,
      }),
      [400],
    );
  });

  it.each([
    ['a query without a preflight header', { query: '{ me { id } }' }, {}],
    [
      'a query as a browser navigation (Accept: text/html)',
      { query: '{ me { id } }' },
      { accept: 'text/html' },
    ],
    ['text for variables', { query: '{ __typename }', variables: '{' }, PREFLIGHT],
    ['text for extensions', { query: '{ __typename }', extensions: '{' }, PREFLIGHT],
    ['two query parameters', 'query=%7B__typename%7D&query=%7B__typename%7D', PREFLIGHT],
    ['no query', {}, PREFLIGHT],
  ] as const)('refuses a GET with %s (400)', async (_name, params, headers) => {
    const target = typeof params === 'string' ? `/graphql?${params}` : getUrl(params);
    expectRefused(
      await suite.gw.request({ path: target, headers: { ...headers, cookie: suite.member.cookie } }),
      [400],
    );
  });

  it.each([
    ['logout', 'mutation { logout }'],
    ['createProject', 'mutation { createProject(input: { name: "Via GET" }) { id } }'],
    ['a mutation chosen by operationName', 'query A { __typename } mutation B { logout }', 'B'],
    ['a subscription', 'subscription { researchProgress(thesisId: "x") { percent } }'],
  ])('refuses %s sent with GET (405), running nothing', async (_name, query, operationName?: string) => {
    const answer = await suite.gw.request({
      path: getUrl({ query, ...(operationName ? { operationName } : {}) }),
      headers: { ...PREFLIGHT, cookie: suite.admin.cookie },
    });
    expectRefused(answer, [405]);
    const session = await suite.gw.request({
      path: '/api/user',
      headers: { cookie: suite.admin.cookie },
    });
    expect(jsonOf(session)).toMatchObject({ email: suite.admin.email });
    expect(
      (
        jsonOf<unknown[]>(
          await suite.gw.request({ path: '/api/projects', headers: { cookie: suite.admin.cookie } }),
        ) ?? []
      ).length,
    ).toBe(0);
  });

  it.each(['PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND'])('refuses %s /graphql (405)', async (method) => {
    expectRefused(
      await suite.gw.json(method, '/graphql', '{"query":"{ __typename }"}', PREFLIGHT),
      [404, 405],
    );
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['the null Origin', { origin: 'null' }],
    ['a look-alike Origin', { origin: 'https://studio.example.org.evil.example' }],
    ['Sec-Fetch-Site: cross-site and no Origin', { 'sec-fetch-site': 'cross-site' }],
  ])("refuses an admin's mutations from %s with 403 before they run", async (_name, headers) => {
    const username = `xs${randomToken(4).replace(/[^a-z0-9]/gi, '')}`;
    for (const query of [
      `mutation { createUser(input: { username: "${username}", email: "${username}@evil.example", password: "password8", role: admin }) { id } }`,
      `mutation { changeUserRole(userId: "${suite.member.id}", role: admin) { id role } }`,
    ]) {
      expectRefused(await suite.gw.graphql(query, {}, { ...headers, cookie: suite.admin.cookie }), [403]);
    }
    expect(await usersNamed(username)).toEqual([]);
    expect((await suite.gw.runtime.services.users.findById(suite.member.id))?.role).toBe('user');
  });
});

describe.concurrent('operations the caller may not run (200 with a typed error)', () => {
  const createUser = (username: string) =>
    `mutation { createUser(input: { username: ${JSON.stringify(username)}, email: "${randomToken(6).toLowerCase()}@hostile.example", password: "password8", role: admin }) { id } }`;
  it.each([
    ['anonymous', 'users', '{ users { id email } }', 'UNAUTHENTICATED'],
    ['a member', 'users', '{ users { id email } }', 'FORBIDDEN'],
    ['anonymous', 'ideas', '{ ideas { id } }', 'UNAUTHENTICATED'],
    ['a member', 'ideas', '{ ideas { id } }', 'FORBIDDEN'],
    ['anonymous', 'createUser(role: admin)', createUser('climber'), 'UNAUTHENTICATED'],
    ['a member', 'createUser(role: admin)', createUser('climber'), 'FORBIDDEN'],
    ['a member', 'changeUserRole on their own account', 'MEMBER_ROLE', 'FORBIDDEN'],
    [
      'anonymous',
      'deleteUser',
      'mutation { deleteUser(userId: "0123456789abcdef01234567") { id } }',
      'UNAUTHENTICATED',
    ],
    ['anonymous', 'setLanguage', 'mutation { setLanguage(language: USA) { id } }', 'UNAUTHENTICATED'],
    [
      'anonymous',
      'createProject',
      'mutation { createProject(input: { name: "x" }) { id } }',
      'UNAUTHENTICATED',
    ],
    [
      'a member',
      'updateProject (admins only)',
      'mutation { updateProject(id: "0123456789abcdef01234567", input: { name: "x" }) { id } }',
      'NOT_FOUND',
    ],
    [
      'the admin',
      'project with an operator id',
      '{ project(idOrSlug: "{\\"$gt\\":\\"\\"}") { id } }',
      'NOT_FOUND',
    ],
    [
      'the admin',
      'markIdeaHandled(__proto__)',
      'mutation { markIdeaHandled(id: "__proto__", handled: true) { id } }',
      'NOT_FOUND',
    ],
    ['the admin', 'deleteThesis(constructor)', 'mutation { deleteThesis(id: "constructor") }', 'NOT_FOUND'],
    [
      'anonymous',
      'revokeShareLink',
      'mutation { revokeShareLink(thesisId: "0123456789abcdef01234567") { id } }',
      'UNAUTHENTICATED',
    ],
    [
      'the admin',
      'renewShareLink with an operator id',
      'mutation { renewShareLink(thesisId: "{\\"$gt\\":\\"\\"}") { id } }',
      'NOT_FOUND',
    ],
    [
      'a member',
      'setSectionHidden on a thesis that is not theirs',
      'mutation { setSectionHidden(thesisId: "0123456789abcdef01234567", section: "x", hidden: true) { id } }',
      'NOT_FOUND',
    ],
    [
      'anonymous',
      'resetPassword with a made-up token',
      'mutation { resetPassword(token: "bogus", newPassword: "password9") { message } }',
      'BAD_USER_INPUT',
    ],
    [
      'anonymous',
      'login with an operator-shaped email',
      'mutation { login(input: { email: "{\\"$gt\\":\\"\\"}", password: "x" }) { id } }',
      'BAD_USER_INPUT',
    ],
    [
      'anonymous',
      'forgotPassword with a 300-character address',
      `mutation { forgotPassword(email: "${'a'.repeat(300)}@x.io") { message } }`,
      'BAD_USER_INPUT',
    ],
  ])('refuses %s: %s', async (who, _what, query, code) => {
    const cookie =
      who === 'the admin' ? suite.admin.cookie : who === 'a member' ? suite.member.cookie : undefined;
    const document =
      query === 'MEMBER_ROLE'
        ? `mutation { changeUserRole(userId: "${suite.member.id}", role: admin) { id } }`
        : query;
    expectOperationRefused(await suite.gw.graphql(document, {}, cookie ? { cookie } : {}), code);
  });

  it('refuses a 900,000-character variable by what it names (NOT_FOUND), not by failing', async () => {
    const answer = await suite.gw.graphql(
      'query ($s: String!) { project(idOrSlug: $s) { id } }',
      { s: 'x'.repeat(900_000) },
      { cookie: suite.admin.cookie },
    );
    expectOperationRefused(answer, 'NOT_FOUND');
  });

  it.each(HOSTILE_SINGLE_LINE)('refuses a username with %s in register', async (_what, username) => {
    const answer = await suite.gw.graphql('mutation ($i: RegisterInput!) { register(input: $i) { id } }', {
      i: { email: `${randomToken(6).toLowerCase()}@hostile.example`, username, password: 'password8' },
    });
    expectOperationRefused(answer, 'BAD_USER_INPUT');
  });

  it.each(HOSTILE_SINGLE_LINE)(
    'refuses a username with %s in createUser (admin)',
    async (_what, username) => {
      const answer = await suite.gw.graphql(
        'mutation ($i: CreateUserInput!) { createUser(input: $i) { id } }',
        {
          i: {
            email: `${randomToken(6).toLowerCase()}@hostile.example`,
            username,
            password: 'password8',
            role: 'user',
          },
        },
        { cookie: suite.admin.cookie },
      );
      expectOperationRefused(answer, 'BAD_USER_INPUT');
    },
  );
});

describe('the findings of the hostile probe (issue 8)', () => {
  it('refuses a document nested thousands deep with 400 and logs nothing at error level', async () => {
    const before = suite.gw.sink.lines().length;
    const answer = await suite.gw.graphql(`{${'a{'.repeat(5_000)}b${'}'.repeat(5_000)}}`);
    expectRefused(answer, [400]);
    expect(jsonOf<GraphQLBody>(answer)?.errors?.[0]?.message).toMatch(/nested too deeply|too many tokens/);
    const lines = suite.gw.sink.lines().slice(before);
    expect(lines.filter((line) => (line.level as number) >= 50)).toEqual([]);
    expect(JSON.stringify(lines)).not.toMatch(/Maximum call stack|RangeError/);
  });

  it('refuses 10,000 aliases and 1,000 aliases of users with 400 (nothing runs)', async () => {
    for (const query of [
      `{ ${Array.from({ length: 10_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
      `{ ${Array.from({ length: 1_000 }, (_, i) => `a${i}: users { id }`).join(' ')} }`,
    ]) {
      const answer = await suite.gw.graphql(query, {}, { cookie: suite.admin.cookie });
      expectRefused(answer, [400]);
      expect(jsonOf<GraphQLBody>(answer)?.data).toBeUndefined();
    }
  });

  it('serves no Apollo Sandbox page at GET /graphql with Accept: text/html in production mode', async () => {
    expect(suite.gw.env.NODE_ENV).toBe('production');
    for (const headers of [{ accept: 'text/html' }, { accept: 'text/html', ...PREFLIGHT }]) {
      const page = await suite.gw.request({ path: '/graphql', headers });
      expectRefused(page);
      expect(page.headers['content-type']).not.toMatch(/html/);
      expect(page.body).not.toMatch(/sandbox|<html|<script/i);
    }
  });

  it('refuses a subscription sent over HTTP with 400 (subscriptions are WebSocket-only)', async () => {
    for (const cookie of [undefined, suite.member.cookie]) {
      const answer = await suite.gw.graphql(
        'subscription { researchProgress(thesisId: "any") { percent } }',
        {},
        cookie ? { cookie } : {},
      );
      expectRefused(answer, [400]);
      expect(jsonOf<GraphQLBody>(answer)?.errors?.[0]?.message).toMatch(/WebSocket/);
    }
  });

  it('keeps introspection on for integrators', async () => {
    const answer = await suite.gw.graphql('{ __schema { queryType { name } } }');
    expect(jsonOf(answer)).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});

afterTheHostileCases(
  () => suite.gw,
  async () => {
    const answer = await suite.gw.graphql('{ me { email role } }', {}, { cookie: suite.member.cookie });
    expect(answer.status).toBe(200);
    expect(jsonOf(answer)).toEqual({ data: { me: { email: suite.member.email, role: 'user' } } });
  },
);
