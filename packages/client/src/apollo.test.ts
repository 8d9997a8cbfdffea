import { ApolloLink, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { getApolloClient, graphqlWsUrl, lazyLink } from './apollo.js';
import { chooseLanguage } from './language.js';

describe('graphqlWsUrl', () => {
  it('uses ws for http pages and wss for https pages, same host and path', () => {
    expect(graphqlWsUrl({ protocol: 'http:', host: 'localhost:5000' })).toBe('ws://localhost:5000/graphql');
    expect(graphqlWsUrl({ protocol: 'https:', host: 'studio.example' })).toBe('wss://studio.example/graphql');
  });
});

describe('lazyLink', () => {
  const operation = { operationName: 'Progress', variables: {} } as unknown as ApolloLink.Operation;
  const forward = (() => {
    throw new Error('a terminating link does not forward');
  }) as unknown as ApolloLink.ForwardFunction;
  const answering = (value: number) =>
    new ApolloLink(
      () =>
        new Observable<ApolloLink.Result>((observer) => {
          observer.next({ data: { value } });
          observer.complete();
        }),
    );
  const run = (link: ApolloLink) =>
    new Promise<{ values: unknown[]; error?: unknown }>((resolve) => {
      const values: unknown[] = [];
      link.request(operation, forward)!.subscribe({
        next: (result) => values.push(result.data),
        error: (error: unknown) => resolve({ values, error }),
        complete: () => resolve({ values }),
      });
    });

  it('loads the link with the first operation, once, and passes its results on', async () => {
    const load = vi.fn(() => Promise.resolve(answering(7)));
    const link = lazyLink(load);
    expect(load).not.toHaveBeenCalled();
    expect(await run(link)).toEqual({ values: [{ value: 7 }] });
    expect(await run(link)).toEqual({ values: [{ value: 7 }] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the operation when loading fails, and loads again for the next one', async () => {
    const load = vi
      .fn<() => Promise<ApolloLink>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(answering(1));
    const link = lazyLink(load);
    const failed = await run(link);
    expect((failed.error as Error).message).toBe('chunk failed');
    expect(await run(link)).toEqual({ values: [{ value: 1 }] });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not start the operation when it was unsubscribed before the link loaded', async () => {
    const request = vi.fn(() => new Observable<ApolloLink.Result>(() => undefined));
    let loaded!: (link: ApolloLink) => void;
    const link = lazyLink(() => new Promise((resolve) => (loaded = resolve)));
    const subscription = link.request(operation, forward)!.subscribe({});
    subscription.unsubscribe();
    loaded(new ApolloLink(request));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(request).not.toHaveBeenCalled();
  });
});

describe('getApolloClient', () => {
  it('asks for the reader’s language over HTTP (the API words its errors in it)', async () => {
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(Response.json({ data: { __typename: 'Query' } })),
    );
    vi.stubGlobal('fetch', fetch);
    try {
      chooseLanguage('DE');
      await getApolloClient().query({
        query: gql`
          query Reader {
            __typename
          }
        `,
        fetchPolicy: 'network-only',
      });
      expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('accept-language')).toBe('de-DE');
    } finally {
      chooseLanguage('UK');
      vi.unstubAllGlobals();
    }
  });
});
