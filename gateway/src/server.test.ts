// Integration: the real gateway on port 0 against the embedded engine (in memory).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

/** What the gateway adds to index.html with the default settings. */
const OPERATOR_TAGS =
  '<meta name="ts-operator" content="Your Company Ltd" /><meta name="ts-operator-email" content="privacy@example.com" />' +
  '<script type="application/json" id="remotes-manifest">{"remotes":[' +
  '{"name":"mf_dashboard","entry":"/mf/mf-dashboard/remoteEntry.js"},{"name":"mf_thesis","entry":"/mf/mf-thesis/remoteEntry.js"},' +
  '{"name":"mf_shared","entry":"/mf/mf-shared/remoteEntry.js"},{"name":"mf_admin","entry":"/mf/mf-admin/remoteEntry.js"}]}</script>';
import { researchProgressTopic } from './modules/research/research.service.js';
import type { ResearchProgressEvent } from './gql/resolvers.js';
import {
  SHELL_HTML,
  THESIS_REMOTE_ENTRY,
  collect,
  logSink,
  makeStaticRoot,
  until,
  signedInCookie,
  wsClient,
} from './testing/fixtures.js';
import { useTestRuntime } from './testing/runtime.js';

/** index.html for a browser that asks for no language the product speaks (issue 31): UK English. */
const UK_HTML_TAG = '<html lang="en-GB" data-language="UK" data-language-source="browser">';

const RESEARCH_PROGRESS = /* GraphQL */ `
  subscription ResearchProgress($thesisId: ID!) {
    researchProgress(thesisId: $thesisId) {
      thesisId
      phaseIndex
      totalPhases
      phaseTitle
      phaseStatus
      percent
      at
    }
  }
`;

const progressFor = (thesisId: string, percent = 18) => ({
  thesisId,
  phaseIndex: 0,
  totalPhases: 5,
  phaseTitle: 'Literature review',
  phaseStatus: 'in_progress',
  percent,
});

const sink = logSink();
const gateway = useTestRuntime({ ENABLE_TEST_HOOKS: 'true' }, { logger: sink.logger });

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}${path}`, { headers });

describe('health and manifest', () => {
  it('GET /healthz reports status, database and AI provider', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'embedded', ai: 'offline', search: 'none' });
  });

  it('GET /remotes.json lists every remote at its default /mf entry', async () => {
    const res = await get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      remotes: [
        { name: 'mf_dashboard', entry: '/mf/mf-dashboard/remoteEntry.js' },
        { name: 'mf_thesis', entry: '/mf/mf-thesis/remoteEntry.js' },
        { name: 'mf_shared', entry: '/mf/mf-shared/remoteEntry.js' },
        { name: 'mf_admin', entry: '/mf/mf-admin/remoteEntry.js' },
      ],
    });
  });

  it('GET /remotes.json uses REMOTE_*_URL overrides', async () => {
    const body = await gateway.withGateway(
      {
        REMOTE_MF_THESIS_URL: 'https://thesis.cdn.example.com/remoteEntry.js',
        REMOTE_MF_ADMIN_URL: 'http://localhost:5004/remoteEntry.js',
      },
      async (url) => (await fetch(`${url}/remotes.json`)).json(),
    );
    expect(body).toEqual({
      remotes: [
        { name: 'mf_dashboard', entry: '/mf/mf-dashboard/remoteEntry.js' },
        { name: 'mf_thesis', entry: 'https://thesis.cdn.example.com/remoteEntry.js' },
        { name: 'mf_shared', entry: '/mf/mf-shared/remoteEntry.js' },
        { name: 'mf_admin', entry: 'http://localhost:5004/remoteEntry.js' },
      ],
    });
  });
});

describe('static front end', () => {
  it('serves the shell at / without caching index.html', async () => {
    const res = await get('/', { accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(
      SHELL_HTML.replace('<html>', UK_HTML_TAG).replace('</head>', `${OPERATOR_TAGS}\n</head>`),
    );
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await get('/assets/index-Bq3xZ9aK.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const plain = await get('/favicon.svg');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves remotes under /mf/<app>/ with CORS for any origin', async () => {
    const entry = await get('/mf/mf-thesis/remoteEntry.js', { origin: 'https://elsewhere.example' });
    expect(entry.status).toBe(200);
    expect(await entry.text()).toBe(THESIS_REMOTE_ENTRY);
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cache-control')).toBe('no-cache');

    const asset = await get('/mf/mf-thesis/assets/App-D4f9Kq1L.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 404 (with CORS) for a remote that is not built', async () => {
    const res = await get('/mf/mf-admin/remoteEntry.js', { accept: 'text/html' });
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers client routes with index.html so deep links and reloads work', async () => {
    for (const path of ['/dashboard', '/theses/my-thesis', '/users?page=2']) {
      const res = await get(path, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
      expect(res.status, path).toBe(200);
      // Plus the route's preload hints (static.test.ts covers them).
      const html = (await res.text()).replace(/<link rel="modulepreload"[^>]*>/g, '');
      expect(html).toBe(
        SHELL_HTML.replace('<html>', UK_HTML_TAG).replace('</head>', `${OPERATOR_TAGS}\n</head>`),
      );
    }
    // A shared page the gateway does not know is still the app (it says 'Shared thesis not found'), kept
    // out of search engines.
    const shared = await get('/shared/abc/def', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(shared.status).toBe(200);
    const html = await shared.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('does not answer API, GraphQL or non-HTML requests with index.html', async () => {
    const api = await get('/api/nope', { accept: 'text/html' });
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/application\/json/);
    const json = await get('/dashboard', { accept: 'application/json' });
    expect(json.status).toBe(404);
    const missingAsset = await get('/assets/missing-12345678.js', { accept: '*/*' });
    expect(missingAsset.status).toBe(404);
  });

  it('answers 503 with build instructions when the shell is not built', async () => {
    const emptyRoot = await makeStaticRoot({ withShell: false });
    await gateway.withGateway({ STATIC_ROOT: emptyRoot }, async (url) => {
      for (const path of ['/', '/dashboard']) {
        const res = await fetch(`${url}${path}`, { headers: { accept: 'text/html' } });
        expect(res.status).toBe(503);
        expect(await res.text()).toMatch(/has not been built.*\n.*build/);
      }
    });
  });
});

describe('REST', () => {
  it('answers unknown /api paths with 404 JSON { message }', async () => {
    const res = await fetch(`${gateway.url}/api/does/not/exist`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No such endpoint: POST /api/does/not/exist' });
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const res = await fetch(`${gateway.url}/api/__test__/research-progress`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"thesisId": ',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message).toMatch(/Malformed JSON/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.js/);
  });

  it('validates the test-hook body and lists field errors', async () => {
    const res = await fetch(`${gateway.url}/api/__test__/research-progress`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...progressFor('t1'), percent: 140, phaseStatus: 'done' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['percent', 'phaseStatus']);
  });

  it('has no test hooks unless ENABLE_TEST_HOOKS is on', async () => {
    const status = await gateway.withGateway({}, async (url) => {
      const res = await fetch(`${url}/api/__test__/research-progress`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(progressFor('t1')),
      });
      return res.status;
    });
    expect(status).toBe(404);
  });
});

describe('request ids', () => {
  it('echoes an incoming x-request-id and logs it on every line of that request', async () => {
    const id = `req-${randomUUID()}`;
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': id },
      body: JSON.stringify({ query: '{ serverInfo { db } }' }),
    });
    expect(res.headers.get('x-request-id')).toBe(id);
    await until(() => sink.lines().some((line) => line.reqId === id), 'request log line');
    const lines = sink.lines().filter((line) => JSON.stringify(line).includes(id));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.reqId).toBe(id);
  });

  it('generates a UUID when the request has none (or an unusable one)', async () => {
    for (const headers of [{}, { 'x-request-id': 'bad id with spaces' }] as Array<Record<string, string>>) {
      const res = await get('/healthz', headers);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('GraphQL over HTTP', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('answers a query', async () => {
    const res = await post({ query: 'query ServerInfo { serverInfo { db ai } }' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { serverInfo: { db: 'embedded', ai: 'offline' } } });
  });

  it('reports invalid queries with extensions.code', async () => {
    const res = await post({ query: '{ serverInfo { nope } }' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(body.errors[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('blocks simple GET requests that carry cookies without a preflight header (CSRF prevention)', async () => {
    const query = encodeURIComponent('{ serverInfo { db } }');
    const cookie = 'ts_session=a-browser-session';
    const blocked = await get(`/graphql?query=${query}`, { accept: 'application/json', cookie });
    expect(blocked.status).toBe(400);
    const allowed = await get(`/graphql?query=${query}`, {
      accept: 'application/json',
      'apollo-require-preflight': 'true',
      cookie,
    });
    expect(allowed.status).toBe(200);
    // Without cookies there is no browser session to forge a request with: it runs as sent.
    const anonymous = await get(`/graphql?query=${query}`, { accept: 'application/json' });
    expect(anonymous.status).toBe(200);
  });

  it('answers a malformed JSON body with 400', async () => {
    const res = await post('{"query": ');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/Malformed JSON/);
  });
});

describe('researchProgress subscription over graphql-ws', () => {
  it('delivers an event only to clients subscribed to that thesis', async () => {
    const cookie = await signedInCookie(gateway.url, 'reader');
    // Progress is delivered to a thesis's owner (and admins): the reader subscribes to two of theirs.
    const reader = (await gateway.services.auth.currentUser(cookie.split('=')[1]))!.user;
    const project = await gateway.services.projects.create(reader, { name: 'Progress' });
    const thesisA = (await gateway.services.theses.create(reader, project.id, { title: 'Thesis A' })).id;
    const thesisB = (await gateway.services.theses.create(reader, project.id, { title: 'Thesis B' })).id;
    const clientA = wsClient(gateway.url, undefined, { cookie });
    const clientB = wsClient(gateway.url, undefined, { cookie });
    const a = collect<{ researchProgress: ResearchProgressEvent }>(clientA, RESEARCH_PROGRESS, {
      thesisId: thesisA,
    });
    const b = collect<{ researchProgress: ResearchProgressEvent }>(clientB, RESEARCH_PROGRESS, {
      thesisId: thesisB,
    });
    try {
      await until(
        () =>
          gateway.pubsub.subscriberCount(researchProgressTopic(thesisA)) === 1 &&
          gateway.pubsub.subscriberCount(researchProgressTopic(thesisB)) === 1,
        'both subscriptions',
      );

      const res = await fetch(`${gateway.url}/api/__test__/research-progress`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(progressFor(thesisA, 36)),
      });
      expect(res.status).toBe(202);

      await a.waitFor(1);
      expect(a.values[0]?.researchProgress).toMatchObject({ ...progressFor(thesisA, 36) });
      expect(Date.parse(a.values[0]?.researchProgress.at ?? '')).not.toBeNaN();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(b.values).toEqual([]);

      await gateway.services.research.publishProgress({
        ...progressFor(thesisB, 54),
        at: '2025-01-02T03:04:05.000Z',
      });
      await b.waitFor(1);
      expect(b.values[0]?.researchProgress).toEqual({
        ...progressFor(thesisB, 54),
        at: '2025-01-02T03:04:05.000Z',
      });
      expect(a.values).toHaveLength(1);
      expect(a.errors).toEqual([]);
      expect(b.errors).toEqual([]);
    } finally {
      a.dispose();
      b.dispose();
      await clientA.dispose();
      await clientB.dispose();
    }
    await until(
      () => gateway.pubsub.subscriberCount(researchProgressTopic(thesisA)) === 0,
      'cleanup of thesis-a',
    );
    await until(
      () => gateway.pubsub.subscriberCount(researchProgressTopic(thesisB)) === 0,
      'cleanup of thesis-b',
    );
  });

  it('rejects an empty thesisId with BAD_USER_INPUT', async () => {
    const client = wsClient(gateway.url, undefined, { cookie: await signedInCookie(gateway.url) });
    const sub = collect(client, RESEARCH_PROGRESS, { thesisId: '  ' });
    try {
      await until(() => sub.errors.length > 0, 'an error');
      expect(sub.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    } finally {
      sub.dispose();
      await client.dispose();
    }
  });
});
