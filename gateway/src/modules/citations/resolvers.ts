// GraphQL adapter for citations: Thesis.citations, citationSummary and unsupportedClaims, and
// checkSectionClaims, through the service
// (which checks access to the thesis again).
import type { Resolvers } from '../../gql/resolvers.js';

export const citationsResolvers: Resolvers = {
  Thesis: {
    citations: async (thesis, _args, { auth, services }) =>
      (await services.citations.list(auth.user, thesis.id)).citations,
    citationSummary: async (thesis, _args, { auth, services }) =>
      (await services.citations.list(auth.user, thesis.id)).summary,
    unsupportedClaims: async (thesis, _args, { auth, services }) =>
      (await services.citations.list(auth.user, thesis.id)).unsupported,
  },
  Mutation: {
    checkSectionClaims: (_parent, { thesisId, section }, { auth, services }) =>
      services.citations.checkSection(auth.user, thesisId, { section }),
  },
};
