// GraphQL adapter for comments on a shared thesis: thin over CommentsService.
import type { Resolvers } from '../../gql/resolvers.js';

export const commentsResolvers: Resolvers = {
  Query: {
    sharedThesisComments: (_parent, { shareUrl }, { auth, services }) =>
      services.comments.list(auth.user, shareUrl),
  },
  Mutation: {
    addSharedThesisComment: (_parent, { shareUrl, content }, { auth, services }) =>
      services.comments.add(auth.user, shareUrl, { content }),
  },
};
