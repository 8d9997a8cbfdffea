// The ideas domain: ideas submitted from the landing page, read and handled by admins.
import { defineModule } from '../../shared/module.js';
import { ideasApi } from './ideas.api.js';
import { ideasRoutes } from './ideas.routes.js';
import type { UsersService } from '../users/index.js';
import { IdeasService } from './ideas.service.js';
import { ideasResolvers } from './resolvers.js';

export { ideasPersonalData } from './ideas.personal-data.js';

export const ideasModule = defineModule(import.meta.url, {
  name: 'ideas',
  resolvers: ideasResolvers,
  createService: ({ mailer, rateLimits, logger, env }, { users }: { users: UsersService }) =>
    new IdeasService(users, mailer, rateLimits, logger, env.PUBLIC_ORIGIN),
  routes: (ideas) => ideasRoutes(ideas),
  api: ideasApi,
});
