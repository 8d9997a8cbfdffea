// GraphQL adapter for questions to a thesis's owner: thin over QuestionsService.
import type { Resolvers } from '../../gql/resolvers.js';

export const questionsResolvers: Resolvers = {
  Query: {
    projectQuestions: (_parent, { projectId }, { auth, services }) =>
      services.questions.list(auth.user, projectId),
  },
  Mutation: {
    askOwner: async (_parent, { shareUrl, input }, { auth, services }) => {
      await services.questions.ask(auth, shareUrl, input);
      return true;
    },
    markQuestionRead: (_parent, { id }, { auth, services }) => services.questions.markRead(auth.user, id),
  },
  Project: {
    // A member's project lists no questions: they are its owner's (questionsPolicy).
    questions: (project, _args, { auth, services }) =>
      project.viewerRole === 'editor' || project.viewerRole === 'viewer'
        ? []
        : services.questions.list(auth.user, project.id),
  },
};
