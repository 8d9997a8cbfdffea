// GraphQL adapter for Query Research: thin over ChatService.
import type { Resolvers } from '../../gql/resolvers.js';
import { cancellable } from '../../shared/ai/index.js';
import type { ChatReplyEvent } from './chat.service.js';

export const chatResolvers: Resolvers = {
  Query: {
    thesisMessages: (_parent, { thesisId }, { auth, services }) => services.chat.list(auth.user, thesisId),
  },
  Mutation: {
    sendThesisMessage: (_parent, { thesisId, content }, { auth, services }) =>
      services.chat.send(auth.user, thesisId, { content }),
  },
  Subscription: {
    thesisMessageReply: {
      subscribe: async (_parent, { thesisId, content }, { auth, services }) => {
        const reply = await services.chat.prepareReply(auth.user, thesisId, { content });
        return cancellable((signal) => reply(signal));
      },
      resolve: (event: ChatReplyEvent) => event,
    },
  },
};
