import type { Resolvers } from '../../gql/resolvers.js';

export const systemResolvers: Resolvers = {
  Query: {
    serverInfo: (_parent, _args, { services }) => services.system.info(),
  },
};
