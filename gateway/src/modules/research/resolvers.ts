// GraphQL adapter for research: thin over ResearchService.
import type { Resolvers } from '../../gql/resolvers.js';
import type { ResearchProgressEvent } from '../../gql/resolvers.js';

export const researchResolvers: Resolvers = {
  Subscription: {
    researchProgress: {
      subscribe: (_parent, { thesisId }, { services }) => services.research.subscribeProgress(thesisId),
      resolve: (event: ResearchProgressEvent) => event,
    },
  },
};
