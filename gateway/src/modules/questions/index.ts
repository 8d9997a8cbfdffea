// The questions domain: questions readers send a thesis's owner, the owner's inbox, and the unread
// counts on project cards.
import { defineModule } from '../../shared/module.js';
import { questionsApi } from './questions.api.js';
import { questionsRoutes } from './questions.routes.js';
import type { ProjectsService } from '../projects/index.js';
import type { ThesesService } from '../theses/index.js';
import type { UsersService } from '../users/index.js';
import { QuestionsService } from './questions.service.js';
import { questionsResolvers } from './resolvers.js';

export { type ReceivedQuestion } from './questions.service.js';
export { questionsPersonalData } from './questions.personal-data.js';

export const questionsModule = defineModule(import.meta.url, {
  name: 'questions',
  resolvers: questionsResolvers,
  createService: (
    { mailer, rateLimits, logger, env, events },
    ports: { theses: ThesesService; projects: ProjectsService; users: UsersService },
  ) =>
    new QuestionsService(
      ports.theses,
      ports.projects,
      ports.users,
      mailer,
      rateLimits,
      logger,
      env.PUBLIC_ORIGIN,
      events,
    ),
  routes: (questions) => questionsRoutes(questions),
  api: questionsApi,
});
