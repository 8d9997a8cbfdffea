import type { DocumentNode } from '@apollo/client';
import { REMOTES } from '@thesis-studio/domain';
import { print } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { AuthState, AuthUser } from './auth-store.js';
import { FIRST_QUERY_DOCUMENTS } from './gql/first-query-documents.js';
import { createRoutePreloader, preloadKey, ROUTE_QUERIES, routeQueriesFor } from './route-preload.js';

const documentOf = (operationName: string): DocumentNode => {
  const document = FIRST_QUERY_DOCUMENTS[operationName];
  if (!document) throw new Error(`no first query ${operationName}`);
  return document;
};
const DashboardPageQuery = documentOf('DashboardPage');
const ProjectPageQuery = documentOf('ProjectPage');
const SavedLinksSectionQuery = documentOf('SavedLinksSection');
const ThesisChatPageQuery = documentOf('ThesisChatPage');
const ThesisPageQuery = documentOf('ThesisPage');
const UsersPageQuery = documentOf('UsersPage');

const names = (path: string) =>
  routeQueriesFor(path).map(({ query, variables }) => preloadKey(query, variables));

describe('routeQueriesFor', () => {
  it('gives each route its page queries with variables from the URL params', () => {
    expect(names('/dashboard')).toEqual(['DashboardPage {}', 'SavedLinksSection {}']);
    expect(names('/projects/q3-plan')).toEqual(['ProjectPage {"idOrSlug":"q3-plan"}']);
    expect(names('/theses/caf%C3%A9-hub')).toEqual(['ThesisPage {"idOrSlug":"café-hub","language":"UK"}']);
    expect(names('/theses/6b08b0ec/chat')).toEqual(['ThesisChatPage {"idOrSlug":"6b08b0ec"}']);
    expect(names('/saved-links')).toEqual(['SavedLinksPage {}']);
    expect(names('/questions')).toEqual(['QuestionsPage {}']);
    expect(names('/users')).toEqual(['UsersPage {}']);
  });

  it('plans nothing for the shell’s pages, routes without a table entry and unknown paths', () => {
    for (const path of ['/', '/auth', '/projects/new', '/shared/abc', '/account', '/nope', '/theses/a/b/c']) {
      expect(routeQueriesFor(path), path).toEqual([]);
    }
  });

  it('names only route patterns REMOTES has, and documents of one operation each', () => {
    const patterns = new Set(REMOTES.flatMap((remote) => remote.routes));
    for (const [pattern, queries] of Object.entries(ROUTE_QUERIES)) {
      expect(patterns.has(pattern), pattern).toBe(true);
      for (const { query } of queries) {
        const operations = query.definitions.filter((d) => d.kind === 'OperationDefinition');
        expect(operations, print(query)).toHaveLength(1);
      }
    }
  });

  it('keys a query by operation name and variables, whatever their order', () => {
    expect(preloadKey(ProjectPageQuery, { idOrSlug: 'a' })).toBe('ProjectPage {"idOrSlug":"a"}');
    expect(preloadKey(DashboardPageQuery, { b: 1, a: { d: 2, c: 3 } })).toBe(
      preloadKey(DashboardPageQuery, { a: { c: 3, d: 2 }, b: 1 }),
    );
  });
});

const user = (role: AuthUser['role']): AuthUser => ({
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  role,
  language: 'UK',
  createdAt: '2026-01-01T00:00:00.000Z',
  capabilities: { administer: role === 'admin' },
});

/** An auth store whose `me` answers when `signIn` is called. */
function fakeAuth() {
  let state: AuthState = { status: 'loading', user: null, signedOut: false };
  let resolve: () => void = () => undefined;
  const loaded = new Promise<void>((r) => {
    resolve = r;
  });
  return {
    ensureLoaded: vi.fn(() => loaded),
    getState: () => state,
    answer(u: AuthUser | null) {
      state = { status: 'ready', user: u, signedOut: false };
      resolve();
    },
  };
}

function fakeClient(result: Promise<unknown> = Promise.resolve({ data: {} })) {
  const query = vi.fn(
    (_options: { query: DocumentNode; variables?: unknown; fetchPolicy?: string }) => result,
  );
  const operations = () =>
    query.mock.calls.map(([o]) => `${preloadKey(o.query, o.variables as object)} ${o.fetchPolicy}`);
  return { client: { query } as never, query, operations };
}

describe('createRoutePreloader', () => {
  it('starts a route’s queries at once (network-only), the role-bound ones when the user is known', async () => {
    const auth = fakeAuth();
    const preloader = createRoutePreloader(auth);
    const { client, operations } = fakeClient();
    preloader.preload(client, '/dashboard', 'default');
    expect(operations()).toEqual(['DashboardPage {} network-only']);
    expect(preloader.preloaded(DashboardPageQuery)).toBe(true);
    expect(preloader.preloaded(SavedLinksSectionQuery)).toBe(false);
    auth.answer(user('user'));
    await vi.waitFor(() => expect(preloader.preloaded(SavedLinksSectionQuery)).toBe(true));
    expect(operations()).toEqual(['DashboardPage {} network-only', 'SavedLinksSection {} network-only']);
  });

  it('leaves out a query the user’s role does not ask (an admin’s dashboard has no saved links)', async () => {
    const auth = fakeAuth();
    const preloader = createRoutePreloader(auth);
    const { client, operations } = fakeClient();
    preloader.preload(client, '/dashboard', 'k1');
    auth.answer(user('admin'));
    await auth.ensureLoaded();
    await Promise.resolve();
    expect(operations()).toEqual(['DashboardPage {} network-only']);
    expect(preloader.preloaded(SavedLinksSectionQuery)).toBe(false);

    const visitor = fakeAuth();
    const anonymous = createRoutePreloader(visitor);
    anonymous.preload(client, '/users', 'k1');
    visitor.answer(null);
    await visitor.ensureLoaded();
    await Promise.resolve();
    expect(anonymous.preloaded(UsersPageQuery)).toBe(false);
  });

  it('starts once per navigation, and each new navigation starts its own', () => {
    const preloader = createRoutePreloader(fakeAuth());
    const { client, operations } = fakeClient();
    preloader.preload(client, '/theses/a', 'k1');
    preloader.preload(client, '/theses/a', 'k1');
    expect(operations()).toEqual(['ThesisPage {"idOrSlug":"a","language":"UK"} network-only']);
    expect(preloader.preloaded(ThesisPageQuery, { idOrSlug: 'a', language: 'UK' })).toBe(true);
    expect(preloader.preloaded(ThesisPageQuery, { idOrSlug: 'a', language: 'USA' })).toBe(false);
    expect(preloader.preloaded(ThesisPageQuery, { idOrSlug: 'b', language: 'UK' })).toBe(false);

    preloader.preload(client, '/theses/a/chat', 'k2');
    expect(preloader.preloaded(ThesisPageQuery, { idOrSlug: 'a', language: 'UK' })).toBe(false);
    expect(preloader.preloaded(ThesisChatPageQuery, { idOrSlug: 'a' })).toBe(true);
    preloader.preload(client, '/theses/a', 'k3');
    expect(operations()).toHaveLength(3);
  });

  it('swallows a failed preload (a visitor on a protected route is sent to /auth, not shown an error)', async () => {
    const preloader = createRoutePreloader(fakeAuth());
    const failure = Promise.reject(new Error('Unauthenticated'));
    const { client } = fakeClient(failure);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    preloader.preload(client, '/projects/x', 'k1');
    await failure.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('starts nothing for a path without queries', () => {
    const preloader = createRoutePreloader(fakeAuth());
    const { client, query } = fakeClient();
    preloader.preload(client, '/', 'default');
    preloader.preload(client, '/shared/abc', 'default');
    expect(query).not.toHaveBeenCalled();
  });
});
