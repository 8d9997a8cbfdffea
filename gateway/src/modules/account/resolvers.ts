// GraphQL adapter of the account domain (issue 21): thin over AccountService.
import type { Resolvers } from '../../gql/resolvers.js';

export const accountResolvers: Resolvers = {
  Query: {
    myData: (_parent, _args, { auth, services }) => services.account.myData(auth.user),
    mySessions: (_parent, _args, { auth, services }) => services.account.listSessions(auth),
    myAuditEntries: (_parent, { page }, { auth, services }) =>
      services.account.myAudit(auth.user, page ?? {}),
    auditLog: (_parent, { filter, page }, { auth, services }) =>
      services.account.auditLog(auth.user, filter ?? {}, page ?? {}),
  },
  Mutation: {
    deleteMyAccount: async (_parent, { password }, { auth, services }) => {
      const answer = await services.account.deleteMyAccount(auth, { password });
      // Over a WebSocket there is no cookie to clear: the session has ended with the account.
      try {
        auth.endSession();
      } catch {
        // graphql-ws: nothing to clear.
      }
      return answer;
    },
    deleteUser: (_parent, { userId }, { auth, services }) => services.account.deleteUser(auth, userId),
    endMySession: async (_parent, { id }, { auth, services }) => {
      const { current } = await services.account.endSession(auth, id);
      if (current) {
        try {
          auth.endSession();
        } catch {
          // graphql-ws: nothing to clear.
        }
      }
      return true;
    },
    endMyOtherSessions: (_parent, _args, { auth, services }) => services.account.endOtherSessions(auth),
  },
};
