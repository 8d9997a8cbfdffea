// GraphQL adapter for personal API tokens: thin over TokensService.
import type { Resolvers } from '../../gql/resolvers.js';

export const tokensResolvers: Resolvers = {
  Query: {
    apiTokens: (_parent, { userId }, { auth, services }) =>
      userId === undefined || userId === null
        ? services.tokens.listOwn(auth.user)
        : services.tokens.listOfUser(auth.user, userId),
  },
  Mutation: {
    createApiToken: async (_parent, { input }, { auth, services }) => {
      const { token, ...apiToken } = await services.tokens.create(auth, input);
      return { token, apiToken };
    },
    revokeApiToken: async (_parent, { id }, { auth, services }) =>
      (await services.tokens.revoke(auth, id)).id,
  },
};
