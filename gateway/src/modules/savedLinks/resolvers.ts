// GraphQL adapter for saved links: thin over SavedLinksService.
import type { Resolvers } from '../../gql/resolvers.js';

export const savedLinksResolvers: Resolvers = {
  Query: {
    savedLinks: (_parent, _args, { auth, services }) => services.savedLinks.list(auth.user),
    thesisSaved: (_parent, { thesisId }, { auth, services }) =>
      services.savedLinks.savedState(auth.user, thesisId),
  },
  Mutation: {
    saveLink: async (_parent, { input }, { auth, services }) =>
      (await services.savedLinks.save(auth.user, input)).link,
    removeSavedLink: async (_parent, { id }, { auth, services }) =>
      (await services.savedLinks.remove(auth.user, id)).id,
  },
};
