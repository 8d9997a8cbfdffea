// The first GraphQL queries of each remote route, started by the shell with the navigation — in
// parallel with the remote's code and the signed-in user — and read by the remote's page from the
// shared Apollo cache (or joined in flight: Apollo sends identical in-flight queries once).
//
// Each route's page module declares them (`firstQueries` in <remote>/src/pages/<Page>.tsx, typed by
// FirstQuery below): the page's own documents, which `npm run codegen` writes out for the shell, which
// may not import the remotes (gql/first-query-documents.ts, and the routes' table in
// @thesis-studio/domain). So the page asks for nothing the preload did not.
import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { EARLY_ROUTE_OPERATIONS, capabilitiesMatch, matchRemoteRoute } from '@thesis-studio/domain';
import { useState } from 'react';
import { authStore, type AuthState, type Capabilities } from './auth-store.js';
import { operationKey } from './early-requests.js';
import { FIRST_QUERY_DOCUMENTS } from './gql/first-query-documents.js';
import { languageStore } from './language.js';

/**
 * One of the queries a route's page starts with, as its page module declares it (`firstQueries`): the
 * page's own document (a `graphql()` constant; its variables are `$idOrSlug`, the route's one param,
 * and `$language`, the reader's variant) and, for one the page asks only for some viewers, the values
 * their capabilities (`User.capabilities`, from the API) must have. A route only admins open waits for
 * one who administers without saying so (its access in remotes.json).
 */
export interface FirstQuery {
  query: DocumentNode;
  when?: Readonly<Partial<Capabilities>>;
}

/** One query a route starts with. */
export interface RouteQuery {
  query: DocumentNode;
  /** Its variables from the route's params (none when absent). */
  variables?: (params: Readonly<Record<string, string>>) => OperationVariables;
  /**
   * Only for a viewer whose capabilities have these values, as the page asks it only for them: this one
   * waits for the signed-in user (loaded in parallel), the others start at once.
   */
  when?: Readonly<Record<string, boolean>>;
}

/** Route pattern (as in REMOTES) → the queries its page runs first (from the page modules' declarations). */
export const ROUTE_QUERIES: Readonly<Record<string, readonly RouteQuery[]>> = Object.fromEntries(
  Object.entries(EARLY_ROUTE_OPERATIONS).map(([pattern, operations]) => [
    pattern,
    operations.flatMap(({ operationName, param, language, when }): RouteQuery[] => {
      const query = FIRST_QUERY_DOCUMENTS[operationName];
      if (!query) return [];
      return [
        {
          query,
          ...(param || language
            ? {
                variables: (params: Readonly<Record<string, string>>) => ({
                  ...(param ? { idOrSlug: params[param] ?? '' } : {}),
                  // The page is read in the reader's variant: the one stored now, as the early request sent it.
                  ...(language ? { language: languageStore.get() } : {}),
                }),
              }
            : {}),
          ...(when ? { when } : {}),
        },
      ];
    }),
  ]),
);

/** A planned preload: the query, its variables, and the capabilities it waits for, if any. */
export interface PlannedQuery {
  query: DocumentNode;
  variables: OperationVariables;
  when?: Readonly<Record<string, boolean>>;
}

/** The queries `pathname` starts with (empty for the shell's own pages and unknown paths). */
export function routeQueriesFor(pathname: string): PlannedQuery[] {
  const match = matchRemoteRoute(pathname);
  if (!match) return [];
  return (ROUTE_QUERIES[match.pattern] ?? []).map(({ query, variables, when }) => ({
    query,
    variables: variables?.(match.params) ?? {},
    ...(when ? { when } : {}),
  }));
}

const operationName = (query: DocumentNode): string => {
  for (const definition of query.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? '';
  }
  return '';
};

/** Names a query with its variables (key order does not matter), as early-requests.ts names it. */
export const preloadKey = (query: DocumentNode, variables: OperationVariables = {}): string =>
  operationKey(operationName(query), variables);

type AuthSource = Pick<typeof authStore, 'ensureLoaded' | 'getState'>;
type Querier = Pick<ApolloClient, 'query'>;

/** Remembers which queries the current navigation started; one instance per page (below). */
export function createRoutePreloader(auth: AuthSource = authStore) {
  let navigation: { id: string; started: Set<string> } | undefined;

  const start = (client: Querier, started: Set<string>, { query, variables }: PlannedQuery) => {
    started.add(preloadKey(query, variables));
    // A visitor's protected query answers UNAUTHENTICATED: ignored here, the route redirects to /auth.
    client.query({ query, variables, fetchPolicy: 'network-only' }).catch(() => undefined);
  };

  const viewerMatches = (state: AuthState, when: Readonly<Record<string, boolean>>) =>
    state.user !== null && capabilitiesMatch(state.user.capabilities, when);

  return {
    /**
     * Starts the queries of `pathname` for the navigation `navigationKey` (react-router's location
     * key) into `client`'s cache; calling it again for the same navigation does nothing.
     */
    preload(client: Querier, pathname: string, navigationKey: string): void {
      const id = `${navigationKey} ${pathname}`;
      if (navigation?.id === id) return;
      const current = { id, started: new Set<string>() };
      navigation = current;
      for (const planned of routeQueriesFor(pathname)) {
        const { when } = planned;
        if (!when) {
          start(client, current.started, planned);
          continue;
        }
        void auth.ensureLoaded().then(() => {
          if (navigation === current && viewerMatches(auth.getState(), when)) {
            start(client, current.started, planned);
          }
        });
      }
    },
    /** Whether the current navigation started this query (its answer is cached or on its way). */
    preloaded(query: DocumentNode, variables?: OperationVariables): boolean {
      return navigation?.started.has(preloadKey(query, variables)) ?? false;
    },
  };
}

/** The page's preloader (a federation singleton through @thesis-studio/client, shared with remotes). */
export const routePreloader = createRoutePreloader();

/** Starts `pathname`'s queries into `client` for the navigation `navigationKey` (see createRoutePreloader). */
export function preloadRouteQueries(client: Querier, pathname: string, navigationKey: string): void {
  routePreloader.preload(client, pathname, navigationKey);
}

export type RouteFetchPolicy = 'cache-first' | 'cache-and-network' | 'network-only';

/**
 * The fetch policy a route's page uses for its query: 'cache-first' when this navigation preloaded it
 * (the answer is in the cache, or in flight and joined), else `otherwise`. Decided once per mount, so
 * a section mounted again within the same navigation does not ask again.
 */
export function useRouteFetchPolicy(
  query: DocumentNode,
  variables: OperationVariables | undefined,
  otherwise: RouteFetchPolicy,
): RouteFetchPolicy {
  const [policy] = useState<RouteFetchPolicy>(() =>
    routePreloader.preloaded(query, variables) ? 'cache-first' : otherwise,
  );
  return policy;
}
