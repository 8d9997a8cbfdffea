// GraphQL adapter for the AI endpoints: thin over AiService.
import type { Resolvers } from '../../gql/resolvers.js';
import { cancellable } from '../../shared/ai/index.js';
import type { DraftEvent } from './ai.service.js';

export const aiResolvers: Resolvers = {
  Query: {
    aiStatus: (_parent, _args, { services }) => ({
      ...services.ai.status(),
      search: services.web.searchKind,
    }),
  },
  Mutation: {
    generateThesisContent: (_parent, { input }, { auth, services }) =>
      services.ai.generateThesisContent(auth.user, input),
    generateSummary: (_parent, { content, language, thesisLanguage }, { auth, services }) =>
      services.ai.generateSummary(
        auth.user,
        { content, ...(thesisLanguage != null ? { thesisLanguage } : {}) },
        { language: language ?? undefined },
      ),
  },
  Subscription: {
    thesisContentDraft: {
      subscribe: async (_parent, { input }, { auth, services }) => {
        const draft = await services.ai.prepareDraft(auth.user, input);
        return cancellable((signal) => draft(signal));
      },
      resolve: (event: DraftEvent) => event,
    },
  },
};
