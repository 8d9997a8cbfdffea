// GraphQL adapter for sharing: thin over SharingService, which enforces the policy.
import type { Resolvers } from '../../gql/resolvers.js';

export const sharingResolvers: Resolvers = {
  Query: {
    sharedThesis: async (_parent, { shareUrl }, { services }) =>
      (await services.sharing.entry(shareUrl))?.view ?? null,
  },
  Mutation: {
    revokeShareLink: (_parent, { thesisId }, { auth, services }) =>
      services.sharing.revoke(auth.user, thesisId),
    renewShareLink: (_parent, { thesisId }, { auth, services }) =>
      services.sharing.renew(auth.user, thesisId),
    setSectionHidden: (_parent, { thesisId, section, hidden }, { auth, services }) =>
      services.sharing.setSectionHidden(auth.user, thesisId, section, hidden),
  },
};
