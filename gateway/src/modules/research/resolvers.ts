// GraphQL adapter for research: thin over ResearchService.
import type { Resolvers } from '../../gql/resolvers.js';
import type { ResearchProgressEvent } from '../../gql/resolvers.js';

export const researchResolvers: Resolvers = {
  Query: {
    researchPhases: (_parent, { thesisId }, { auth, services }) =>
      services.research.phases(auth.user, thesisId),
    researchRun: (_parent, { thesisId }, { auth, services }) => services.research.run(auth.user, thesisId),
  },
  Mutation: {
    startResearch: (_parent, { thesisId }, { auth, services }) =>
      services.research.start(auth.user, thesisId),
  },
  Subscription: {
    researchProgress: {
      subscribe: (_parent, { thesisId }, { auth, services }) =>
        services.research.subscribeProgress(auth.user, thesisId),
      resolve: (event: ResearchProgressEvent) => event,
    },
  },
};
