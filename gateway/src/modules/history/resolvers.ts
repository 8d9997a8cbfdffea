// GraphQL adapter for thesis history: thin over HistoryService, which checks access through theses.
import type { Resolvers } from '../../gql/resolvers.js';

export const historyResolvers: Resolvers = {
  Query: {
    thesisHistory: (_parent, { thesisId }, { auth, services }) => services.history.list(auth.user, thesisId),
  },
  Mutation: {
    restoreThesisRevision: (_parent, { thesisId, revisionId, expectedVersion }, { auth, services }) =>
      services.history.restore(auth.user, thesisId, revisionId, expectedVersion ?? undefined),
  },
};
