// GraphQL adapter for user management: thin over UsersService, which enforces admin-only access.
import type { Resolvers } from '../../gql/resolvers.js';
import { allows } from '../../shared/access/policy.js';
import { administrationPolicy, capabilitiesOf } from './users.service.js';

export const usersResolvers: Resolvers = {
  Query: {
    users: (_parent, _args, { auth, services }) => services.users.list(auth.user),
    viewerCanAdminister: (_parent, _args, { auth }) =>
      allows(administrationPolicy, 'administer', auth.user, null),
  },
  User: {
    capabilities: (user) => capabilitiesOf(user),
  },
  Mutation: {
    changeUserRole: (_parent, { userId, role }, { auth, services }) =>
      services.users.changeRole(auth.user, userId, { role }, auth.meta),
    createUser: (_parent, { input }, { auth, services }) => services.users.create(auth.user, input),
    setLanguage: (_parent, { language }, { auth, services }) =>
      services.users.setLanguage(auth.user, { language }),
  },
};
