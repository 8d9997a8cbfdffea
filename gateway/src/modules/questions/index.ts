// The questions domain: questions readers send a thesis's owner, the owner's inbox, and the unread
// counts on project cards.
import { defineModule, loadSdl } from '../../shared/module.js';
import { questionsApi } from './questions.api.js';
import { questionsRoutes } from './questions.routes.js';
import { QuestionsService } from './questions.service.js';
import { questionsResolvers } from './resolvers.js';

export {
  QUESTION_NOT_FOUND,
  QUESTION_RATE_LIMITS,
  QuestionsService,
  questionsPolicy,
  type QuestionView,
  type ReceivedQuestion,
} from './questions.service.js';

declare module '../../shared/services.js' {
  interface Services {
    questions: QuestionsService;
  }
}

export const questionsModule = defineModule({
  name: 'questions',
  typeDefs: loadSdl(import.meta.url, 'questions.graphql'),
  resolvers: questionsResolvers,
  createService: ({ services, mailer, rateLimits, logger, cascade, env }) => {
    const questions = new QuestionsService(
      services.theses,
      services.projects,
      services.users,
      mailer,
      rateLimits,
      logger,
      env.PUBLIC_ORIGIN,
    );
    services.projects.provide({ countUnreadQuestions: (projectIds) => questions.countUnread(projectIds) });
    cascade.onDeletingProject((projectId) => questions.deleteOfProject(projectId));
    cascade.onDeletingTheses((thesisIds) => questions.deleteOfTheses(thesisIds));
    cascade.onDeletingUser('questions.sent', (user) => questions.deleteSentBy(user));
    return questions;
  },
  routes: (questions) => questionsRoutes(questions),
  api: questionsApi,
});
