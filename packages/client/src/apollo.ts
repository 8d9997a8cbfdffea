// One Apollo Client per page: HTTP for queries and mutations, graphql-ws for subscriptions.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { GRAPHQL_PATH } from './auth-store.js';
import { takeEarlyResponse } from './early-requests.js';
import { withReaderLanguage } from './language.js';

/** ws(s)://<host>/graphql for the page's own origin (the gateway, or a dev server proxying to it). */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${GRAPHQL_PATH}`;
}

/**
 * Answers an operation the shell sent early (early-requests.ts) with that request's answer, once;
 * every other operation, or one whose early request could not be read, goes on down the chain.
 */
export const earlyResponseLink = new ApolloLink((operation, forward) => {
  const early = takeEarlyResponse(operation.operationName, operation.variables);
  if (!early) return forward(operation);
  return new Observable<ApolloLink.Result>((observer) => {
    let inner: Subscription | undefined;
    let closed = false;
    void early.then((result) => {
      if (closed) return;
      if (result) {
        observer.next(result as ApolloLink.Result);
        observer.complete();
      } else {
        inner = forward(operation).subscribe(observer);
      }
    });
    return () => {
      closed = true;
      inner?.unsubscribe();
    };
  });
});

/**
 * Subscriptions over graphql-ws, its code loaded with the first subscription (ws-link.ts); one socket
 * for the page, opened by graphql-ws when a subscription starts. A failed load fails that subscription
 * and is tried again by the next one.
 */
export function lazyLink(load: () => Promise<ApolloLink>): ApolloLink {
  let loading: Promise<ApolloLink> | undefined;
  return new ApolloLink((operation, forward) => {
    return new Observable<ApolloLink.Result>((observer) => {
      let inner: Subscription | undefined;
      let closed = false;
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      loading.then(
        (link) => {
          if (!closed) inner = link.request(operation, forward).subscribe(observer);
        },
        (error: unknown) => {
          if (!closed) observer.error(error);
        },
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });
}

/** Spec §7: no retries, no refetch on focus, no polling by default, data never goes stale. */
export const QUERY_DEFAULTS = {
  watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
  query: { fetchPolicy: 'cache-first' },
} satisfies ApolloClient.Options['defaultOptions'];

function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({
    uri: GRAPHQL_PATH,
    credentials: 'include',
    // The API words its errors in the reader's language.
    fetch: (input, init) => globalThis.fetch(input, { ...init, headers: withReaderLanguage(init?.headers) }),
  });
  const wsLink = lazyLink(() =>
    import('./ws-link.js').then(({ createWsLink }) => createWsLink(graphqlWsUrl(window.location))),
  );
  return new ApolloClient({
    link: ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      wsLink,
      ApolloLink.from([earlyResponseLink, httpLink]),
    ),
    cache: new InMemoryCache(),
    defaultOptions: QUERY_DEFAULTS,
  });
}

let shared: ApolloClient | undefined;

/** The page-wide client, created on first use (the client package is a federation singleton). */
export function getApolloClient(): ApolloClient {
  shared ??= createApolloClient();
  return shared;
}
