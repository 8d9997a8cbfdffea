// GraphQL adapter for ideas: thin over IdeasService.
import type { Resolvers } from '../../gql/resolvers.js';

export const ideasResolvers: Resolvers = {
  Query: {
    ideas: (_parent, _args, { auth, services }) => services.ideas.list(auth.user),
  },
  Mutation: {
    submitIdea: (_parent, { input }, { auth, services }) => services.ideas.submit(input, auth.meta),
    markIdeaHandled: (_parent, { id, handled }, { auth, services }) =>
      services.ideas.markHandled(auth.user, id, { handled }),
  },
};
