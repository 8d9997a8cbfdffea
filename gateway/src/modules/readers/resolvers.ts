// GraphQL adapter for the readers' chat: thin over ReadersService.
import type { Resolvers } from '../../gql/resolvers.js';

export const readersResolvers: Resolvers = {
  Query: {
    sharedThesisMessages: (_parent, { shareUrl }, { auth, services }) =>
      services.readers.list(auth, shareUrl),
    readerQuestions: (_parent, { thesisId }, { auth, services }) =>
      services.readers.readerQuestions(auth.user, thesisId),
  },
  Mutation: {
    sendSharedThesisMessage: (_parent, { shareUrl, content }, { auth, services }) =>
      services.readers.send(auth, shareUrl, { content }),
  },
};
