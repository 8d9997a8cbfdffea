import {
  ApolloClient,
  ApolloLink,
  InMemoryCache,
  type DocumentNode,
  type TypedDocumentNode,
} from '@apollo/client';
import { print } from 'graphql';
import { of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyResponseLink } from './apollo.js';
import {
  EARLY_QUERY_TEXTS,
  EARLY_ROUTE_OPERATIONS,
  EARLY_ANSWERS_ELEMENT_ID,
  earlyRequestsFor,
  readEmbeddedAnswers,
  sendEarlyRequests,
  takeEarlyResponse,
} from './early-requests.js';
import { FIRST_QUERY_DOCUMENTS } from './gql/first-query-documents.js';
import { ROUTE_QUERIES, routeQueriesFor } from './route-preload.js';

// The project page's document, with the part of its answer this test reads.
const ProjectPageQuery = FIRST_QUERY_DOCUMENTS['ProjectPage'] as TypedDocumentNode<{
  project: { name: string } | null;
}>;

const operationName = (query: DocumentNode) =>
  query.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value ?? '';

const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));

afterEach(() => {
  // Whatever a test sent and did not take is dropped.
  for (const path of ['/dashboard', '/projects/q3-plan', '/theses/a']) {
    for (const { operationName: name, variables } of earlyRequestsFor(path))
      takeEarlyResponse(name, variables);
  }
});

describe('early requests', () => {
  it('send the text Apollo sends for each route document (with the cache’s __typename fields)', () => {
    const cache = new InMemoryCache();
    for (const queries of Object.values(ROUTE_QUERIES)) {
      for (const { query, when } of queries) {
        const text = EARLY_QUERY_TEXTS[operationName(query)];
        // A viewer-bound query has a text when the gateway runs it for a page it renders.
        if (when && text === undefined) continue;
        expect(text, operationName(query)).toBe(print(cache.transformDocument(query)).replace(/\s+/g, ' '));
      }
    }
  });

  it('name each route’s viewer-independent queries, with the same variables as its preload', () => {
    const paths = [
      '/dashboard',
      '/saved-links',
      '/questions',
      '/projects/q3-plan',
      '/theses/caf%C3%A9',
      '/theses/6b08/chat',
      '/users',
      '/',
      '/shared/x',
    ];
    for (const path of paths) {
      const planned = routeQueriesFor(path)
        .filter(({ when }) => !when)
        .map(({ query, variables }) => ({ operationName: operationName(query), variables }));
      expect(earlyRequestsFor(path), path).toEqual(planned);
    }
    for (const pattern of Object.keys(EARLY_ROUTE_OPERATIONS)) expect(ROUTE_QUERIES[pattern]).toBeDefined();
  });

  it('send the thesis page’s query in the reader’s stored spelling variant (UK when none is stored)', () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('window', { localStorage: { getItem: (key: string) => stored.get(key) ?? null } });
    try {
      expect(earlyRequestsFor('/theses/a')).toEqual([
        { operationName: 'ThesisPage', variables: { idOrSlug: 'a', language: 'UK' } },
      ]);
      stored.set('language', 'USA');
      expect(earlyRequestsFor('/theses/a')[0]?.variables).toEqual({ idOrSlug: 'a', language: 'USA' });
      stored.set('language', 'usa');
      expect(earlyRequestsFor('/theses/a')[0]?.variables).toEqual({ idOrSlug: 'a', language: 'UK' });
      // Other routes carry no language.
      expect(earlyRequestsFor('/projects/q3-plan')[0]?.variables).toEqual({ idOrSlug: 'q3-plan' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('post each query once and hand its answer to the first taker only', async () => {
    const fetcher = vi.fn((..._args: Parameters<typeof fetch>) => answer({ data: { project: null } }));
    sendEarlyRequests('/projects/q3-plan', fetcher as typeof fetch);
    sendEarlyRequests('/auth', fetcher as typeof fetch);
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      operationName: 'ProjectPage',
      variables: { idOrSlug: 'q3-plan' },
      query: EARLY_QUERY_TEXTS.ProjectPage,
    });
    expect(takeEarlyResponse('ProjectPage', { idOrSlug: 'other' })).toBeUndefined();
    await expect(takeEarlyResponse('ProjectPage', { idOrSlug: 'q3-plan' })).resolves.toEqual({
      data: { project: null },
    });
    expect(takeEarlyResponse('ProjectPage', { idOrSlug: 'q3-plan' })).toBeUndefined();
  });

  it('are answered into Apollo’s cache without a second request; an unreadable one is sent by Apollo', async () => {
    const project = {
      __typename: 'Project',
      id: 'p1',
      slug: 'q3-plan',
      name: 'Q3 plan',
      description: null,
      userEmail: 'ada@example.com',
      thesesCount: 0,
      updatedAt: '2026-01-01T00:00:00.000Z',
      theses: [],
    };
    const http = vi.fn(() => of({ data: { project: { ...project, name: 'from Apollo' } } }));
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: ApolloLink.from([earlyResponseLink, new ApolloLink(http)]),
    });
    sendEarlyRequests('/projects/q3-plan', (() => answer({ data: { project } })) as typeof fetch);
    const first = await client.query({ query: ProjectPageQuery, variables: { idOrSlug: 'q3-plan' } });
    expect(first.data?.project?.name).toBe('Q3 plan');
    expect(http).not.toHaveBeenCalled();

    sendEarlyRequests('/projects/q3-plan', (() => Promise.reject(new Error('offline'))) as typeof fetch);
    const second = await client.query({
      query: ProjectPageQuery,
      variables: { idOrSlug: 'q3-plan' },
      fetchPolicy: 'network-only',
    });
    expect(second.data?.project?.name).toBe('from Apollo');
    expect(http).toHaveBeenCalledTimes(1);
  });
});

describe('a page the gateway rendered', () => {
  const documentWith = (text: string | null) => {
    const element = text === null ? null : { textContent: text, remove: vi.fn() };
    const doc = { getElementById: vi.fn(() => element) };
    return { element, doc: doc as unknown as Pick<Document, 'getElementById'> & typeof doc };
  };

  it('carries the answers: taken from it once (the script goes) and not sent', async () => {
    const project = { data: { project: { __typename: 'Project', id: 'p1' } } };
    const me = { data: { me: { id: 'u1' } } };
    const { element, doc } = documentWith(
      JSON.stringify([
        { operationName: 'Me', variables: {}, body: me },
        { operationName: 'ProjectPage', variables: { idOrSlug: 'q3-plan' }, body: project },
      ]),
    );
    const embedded = readEmbeddedAnswers(doc);
    expect(doc.getElementById).toHaveBeenCalledWith(EARLY_ANSWERS_ELEMENT_ID);
    expect(element?.remove).toHaveBeenCalled();
    const fetcher = vi.fn();
    sendEarlyRequests('/projects/q3-plan', fetcher as typeof fetch, embedded);
    expect(fetcher).not.toHaveBeenCalled();
    await expect(takeEarlyResponse('ProjectPage', { idOrSlug: 'q3-plan' })).resolves.toEqual(project);
    await expect(takeEarlyResponse('Me', {})).resolves.toEqual(me);
    expect(takeEarlyResponse('Me', {})).toBeUndefined();
  });

  it('answered other variables: the route’s own request is still sent', () => {
    const fetcher = vi.fn((..._args: Parameters<typeof fetch>) => answer({ data: { project: null } }));
    sendEarlyRequests('/projects/q3-plan', fetcher as typeof fetch, [
      { operationName: 'ProjectPage', variables: { idOrSlug: 'other' }, body: { data: null } },
    ]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    takeEarlyResponse('ProjectPage', { idOrSlug: 'other' });
  });

  it('carries nothing readable: nothing is taken', () => {
    const unreadable = [
      null,
      '',
      'not json',
      '{"a":1}',
      '[{"operationName":1}]',
      '[{"operationName":"Me","variables":{},"body":null}]',
    ];
    for (const text of unreadable) {
      expect(readEmbeddedAnswers(documentWith(text).doc), String(text)).toEqual([]);
    }
    expect(readEmbeddedAnswers(undefined)).toEqual([]);
  });
});
