// The gateway answers what its OpenAPI document says: a walk through the REST API (the first account is
// the admin) in which every JSON answer is read with its route's answer schema for that status — the
// error body for failures — and must come out whole: no field missing or of another type, and none
// the document does not name (zod drops unknown keys, so what it drops is a field the document lacks).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { errorBody, failureStatuses } from '../shared/openapi/document.js';
import type { ApiRoute } from '../shared/openapi/contract.js';
import type { TestClient } from '../testing/http-client.js';
import { useTestRuntime } from '../testing/runtime.js';
import { apiContracts } from './index.js';

const gateway = useTestRuntime();

const routes: ApiRoute[] = apiContracts().flatMap((contract) => Object.values(contract.routes));

/** The declared route a request went to: its path with `{name}` as one segment (`{shareUrl}`: two). */
function routeOf(method: string, path: string): ApiRoute | undefined {
  const matches = routes.filter((route) => {
    if (route.method !== method.toLowerCase()) return false;
    const pattern = route.path
      .split(/(\{[^}]+\})/)
      .map((part) =>
        part === '{shareUrl}'
          ? '[^/]+/[^/]+'
          : part.startsWith('{')
            ? '[^/]+'
            : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
      )
      .join('');
    return new RegExp(`^${pattern}$`).test(path.split('?')[0]!);
  });
  // A literal segment beats a parameter (…/sources/search before …/sources/{sourceId}).
  return matches
    .sort((a, b) => (b.path.match(/\{/g)?.length ?? 0) - (a.path.match(/\{/g)?.length ?? 0))
    .at(-1);
}

const checked = new Set<string>();

/** Sends a request and checks its answer against the document. */
async function call<T = unknown>(client: TestClient, method: string, path: string, body?: unknown) {
  const res = await client.request<T>(method, path, body);
  const route = routeOf(method, path);
  expect(route, `${method} ${path} is not in the document`).toBeDefined();
  const where = `${method} ${route!.path} → ${res.status}`;
  let schema: z.ZodType | undefined;
  if (res.status >= 400) {
    expect(failureStatuses(route!), where).toContain(res.status);
    schema = errorBody;
  } else {
    const answer = route!.responses[res.status];
    expect(answer, where).toBeDefined();
    schema = answer!.schema;
  }
  if (schema && res.headers.get('content-type')?.startsWith('application/json')) {
    const parsed = schema.safeParse(res.body);
    expect(parsed.error?.issues ?? [], where).toEqual([]);
    expect(JSON.parse(JSON.stringify(parsed.data)), `${where}: fields the document does not name`).toEqual(
      res.body,
    );
  }
  checked.add(`${method} ${route!.path}`);
  return res;
}

describe('the REST API answers as its OpenAPI document says', () => {
  it('over a walk through projects, theses, sharing, readers, sources, research, tokens and admin routes', async () => {
    const { client: admin } = await gateway.signUp('conformance-admin@example.com');
    const { client: owner } = await gateway.signUp('conformance-owner@example.com');
    const visitor = gateway.client();

    await call(visitor, 'GET', '/healthz');
    await call(visitor, 'GET', '/api/user');
    await call(owner, 'GET', '/api/user');
    await call(visitor, 'POST', '/api/login', {
      email: 'conformance-owner@example.com',
      password: 'wrong-one',
    });
    await call(owner, 'PUT', '/api/user/language', { language: 'USA' });

    const project = await call<{ id: string; slug: string }>(owner, 'POST', '/api/projects', {
      name: 'Conformance',
      description: 'A walk',
    });
    await call(owner, 'GET', '/api/projects');
    await call(owner, 'PATCH', `/api/projects/${project.body.slug}`, { description: 'Still a walk' });
    const thesis = await call<{ id: string; shareUrl: string; version: number }>(
      owner,
      'POST',
      `/api/projects/${project.body.id}/theses`,
      { title: 'Regional hubs', idea: 'Two regions first.' },
    );
    const thesisId = thesis.body.id;
    await call(owner, 'GET', `/api/projects/${project.body.id}`);
    await call(owner, 'PATCH', `/api/theses/${thesisId}`, {
      content: '## Idea\n\nTwo regions first.',
      version: thesis.body.version,
    });
    await call(owner, 'PATCH', `/api/theses/${thesisId}`, { title: 'Stale', version: 1 });
    await call(owner, 'GET', `/api/theses/${thesisId}`);
    const history = await call<Array<{ id: string }>>(owner, 'GET', `/api/theses/${thesisId}/history`);
    await call(owner, 'POST', `/api/theses/${thesisId}/history/${history.body[0]!.id}/restore`, {});
    await call(visitor, 'GET', `/api/theses/${thesisId}`);
    await call(admin, 'GET', `/api/theses/not-a-thesis`);

    await call(owner, 'POST', `/api/theses/${thesisId}/sources`, {
      title: 'Interview notes',
      text: 'The two largest regions hold most of the demand, the interviews said.',
    });
    await call(owner, 'GET', `/api/theses/${thesisId}/sources`);
    await call(owner, 'GET', `/api/theses/${thesisId}/sources/search?q=regions`);
    await call(owner, 'GET', `/api/theses/${thesisId}/citations`);
    await call(owner, 'GET', `/api/theses/${thesisId}/research`);
    await call(owner, 'GET', `/api/theses/${thesisId}/research-phases`);
    const plan = await call<{ phases: Array<{ id: string; questions: string[] }> }>(
      owner,
      'GET',
      `/api/theses/${thesisId}/research-plan`,
    );
    await call(owner, 'PUT', `/api/theses/${thesisId}/research-plan`, {
      phases: plan.body.phases.map(({ id, questions }) => ({ id, questions })),
    });
    await call(owner, 'GET', `/api/theses/${thesisId}/messages`);

    const shared = await call<{ shareUrl: string }>(owner, 'POST', `/api/theses/${thesisId}/share`);
    const shareUrl = shared.body.shareUrl;
    await call(visitor, 'GET', `/api/shared/${shareUrl}`);
    await call(visitor, 'GET', `/api/shared/${shareUrl}/messages`);
    await call(visitor, 'GET', `/api/shared/${shareUrl}/comments`);
    await call(admin, 'POST', `/api/shared/${shareUrl}/comments`, { content: 'Why two regions?' });
    await call(visitor, 'POST', `/api/shared/${shareUrl}/questions`, {
      question: 'May I quote this?',
      senderName: 'Ada',
      senderEmail: 'ada@example.com',
    });
    await call(visitor, 'POST', `/api/shared/${shareUrl}/questions`, { question: '' });
    const questions = await call<Array<{ id: string }>>(
      owner,
      'GET',
      `/api/projects/${project.body.id}/questions`,
    );
    await call(owner, 'PUT', `/api/questions/${questions.body[0]!.id}/read`);
    const saved = await call<{ id: string }>(admin, 'POST', '/api/saved-links', {
      thesisId,
      title: 'Regional hubs',
      shareUrl,
      projectName: 'Conformance',
    });
    await call(admin, 'GET', '/api/saved-links');
    await call(admin, 'GET', `/api/theses/${thesisId}/saved`);
    await call(admin, 'DELETE', `/api/saved-links/${saved.body.id}`);
    await call(visitor, 'GET', `/api/shared/not/known`);

    const token = await call<{ id: string }>(owner, 'POST', '/api/tokens', {
      name: 'reports',
      scope: 'read',
      expiresInDays: 90,
    });
    await call(owner, 'GET', '/api/tokens');
    await call(owner, 'DELETE', `/api/tokens/${token.body.id}`);
    await call(owner, 'GET', '/api/user/sessions');
    await call(owner, 'GET', '/api/user/audit');

    const idea = await call<{ id: string }>(visitor, 'POST', '/api/ideas', {
      name: 'Ada',
      email: 'ada@example.com',
      idea: 'A thesis on regional hubs.',
    });
    await call(admin, 'GET', '/api/ideas');
    await call(admin, 'PATCH', `/api/ideas/${idea.body.id}`, { handled: true });
    await call(owner, 'GET', '/api/ideas');
    const users = await call<Array<{ id: string; email: string }>>(admin, 'GET', '/api/users');
    const ownerId = users.body.find((user) => user.email === 'conformance-owner@example.com')!.id;
    await call(admin, 'GET', `/api/users/${ownerId}/tokens`);
    await call(admin, 'GET', '/api/admin/audit');
    const created = await call<{ id: string }>(admin, 'POST', '/api/admin/users', {
      username: 'temp',
      email: 'conformance-temp@example.com',
      password: 'password8',
    });
    await call(admin, 'PUT', `/api/users/${created.body.id}/role`, { role: 'admin' });
    await call(admin, 'DELETE', `/api/admin/users/${created.body.id}`);

    await call(owner, 'DELETE', `/api/theses/${thesisId}/share`);
    await call(owner, 'DELETE', `/api/theses/${thesisId}`);
    await call(owner, 'DELETE', `/api/projects/${project.body.id}`);
    await call(owner, 'POST', '/api/logout');

    expect(checked.size).toBeGreaterThan(45);
  }, 60_000);
});
