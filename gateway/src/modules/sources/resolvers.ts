// GraphQL adapter for sources: thin over SourcesService, which checks access through theses.
import type { Resolvers } from '../../gql/resolvers.js';

export const sourcesResolvers: Resolvers = {
  Thesis: {
    sources: (thesis, _args, { auth, services }) => services.sources.list(auth.user, thesis.id),
  },
  Query: {
    sourceSearch: (_parent, { thesisId, q, limit }, { auth, services }) =>
      services.sources.search(auth.user, thesisId, q, limit ?? undefined),
  },
  Mutation: {
    addTextSource: async (_parent, { thesisId, input }, { auth, services }) =>
      (await services.sources.add(auth.user, thesisId, { title: input.title, text: input.text })).source,
    removeSource: (_parent, { thesisId, sourceId }, { auth, services }) =>
      services.sources.remove(auth.user, thesisId, sourceId),
  },
};
