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
    questions: (project, _args, { auth, services }) => services.questions.list(auth.user, project.id),
  },
};
