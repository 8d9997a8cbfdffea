// GraphQL adapter for research: thin over ResearchService.
import type { Resolvers } from '../../gql/resolvers.js';
import type { ResearchProgressEvent } from '../../gql/resolvers.js';

export const researchResolvers: Resolvers = {
  Query: {
    researchPhases: (_parent, { thesisId }, { auth, services }) =>
      services.research.phases(auth.user, thesisId),
    researchRun: (_parent, { thesisId }, { auth, services }) => services.research.run(auth.user, thesisId),
    researchPlan: (_parent, { thesisId }, { auth, services }) => services.research.plan(auth.user, thesisId),
  },
  Mutation: {
    startResearch: (_parent, { thesisId }, { auth, services }) =>
      services.research.start(auth.user, thesisId),
    updateResearchPlan: (_parent, { thesisId, input }, { auth, services }) =>
      services.research.updatePlan(auth.user, thesisId, {
        phases: input.phases.map((phase) => ({
          id: phase.id,
          questions: phase.questions,
          // GraphQL sends omitted and null alike: both keep the phase's default searches.
          ...(phase.searchQueries != null ? { searchQueries: phase.searchQueries } : {}),
        })),
        ...(input.excludedSourceIds != null ? { excludedSourceIds: input.excludedSourceIds } : {}),
      }),
  },
  Subscription: {
    researchProgress: {
      subscribe: (_parent, { thesisId }, { auth, services }) =>
        services.research.subscribeProgress(auth.user, thesisId),
      resolve: (event: ResearchProgressEvent) => event,
    },
  },
};
