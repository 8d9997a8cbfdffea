// One Apollo Client per page: HTTP for queries and mutations, graphql-ws for subscriptions.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { GRAPHQL_PATH } from './auth-store.js';

/** ws(s)://<host>/graphql for the page's own origin (the gateway, or a dev server proxying to it). */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${GRAPHQL_PATH}`;
}

function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include' });
  const wsLink = new GraphQLWsLink(
    createClient({ url: graphqlWsUrl(window.location), lazy: true, retryAttempts: 5 }),
  );
  return new ApolloClient({
    link: ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      wsLink,
      httpLink,
    ),
    cache: new InMemoryCache(),
    // Spec §7: no retries, no refetch on focus, no polling by default, data never goes stale.
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}

let shared: ApolloClient | undefined;

/** The page-wide client, created on first use (the client package is a federation singleton). */
export function getApolloClient(): ApolloClient {
  shared ??= createApolloClient();
  return shared;
}
