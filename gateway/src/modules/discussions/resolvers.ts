// GraphQL adapter for members' comments on thesis sections (issue 29): thin over DiscussionsService,
// which enforces the policy.
import type { Resolvers } from '../../gql/resolvers.js';

export const discussionsResolvers: Resolvers = {
  Mutation: {
    addSectionComment: (_parent, { thesisId, section, content, parentId }, { auth, services }) =>
      services.discussions.add(auth.user, thesisId, { section, content, parentId }, auth.meta.origin),
    resolveSectionComment: (_parent, { thesisId, commentId, resolved }, { auth, services }) =>
      services.discussions.setResolved(auth.user, thesisId, commentId, { resolved }),
    deleteSectionComment: async (_parent, { thesisId, commentId }, { auth, services }) =>
      (await services.discussions.remove(auth.user, thesisId, commentId)).id,
    markSectionCommentRead: (_parent, { id }, { auth, services }) =>
      services.discussions.markRead(auth.user, id),
  },
  // The parent thesis and project were read through their services, which checked access to them.
  Thesis: {
    comments: (thesis, { section }, { auth, services }) =>
      services.discussions.list(auth.user, thesis.id, section == null ? {} : { section }),
    viewerCanComment: (thesis, _args, { auth, services }) =>
      services.discussions.viewerCanComment(auth.user, thesis.projectId),
  },
  Project: {
    sectionComments: (project, _args, { auth, services }) =>
      services.discussions.inbox(auth.user, project.id),
  },
};
