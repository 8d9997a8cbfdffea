// The subscription transport (graphql-ws), loaded with the first subscription: pages that only query
// and mutate (most first loads) never fetch or evaluate it.
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

export function createWsLink(url: string): GraphQLWsLink {
  return new GraphQLWsLink(createClient({ url, lazy: true, retryAttempts: 5 }));
}
