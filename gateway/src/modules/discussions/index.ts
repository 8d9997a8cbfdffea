// The discussions domain (issue 29): project members' comments on the sections of its theses, with
// answers, resolving, mentions by mail and the owner's inbox. Not the comments of readers of a shared
// thesis (the comments domain).
import { defineModule } from '../../shared/module.js';
import type { MembersService } from '../members/index.js';
import type { ProjectsService } from '../projects/index.js';
import type { ThesesService } from '../theses/index.js';
import type { UsersService } from '../users/index.js';
import { discussionsApi } from './discussions.api.js';
import { discussionsRoutes } from './discussions.routes.js';
import { DiscussionsService } from './discussions.service.js';
import { discussionsResolvers } from './resolvers.js';

export { discussionsPersonalData } from './discussions.personal-data.js';

export const discussionsModule = defineModule(import.meta.url, {
  name: 'discussions',
  resolvers: discussionsResolvers,
  createService: (
    { events, logger, mailer, rateLimits },
    ports: {
      theses: Pick<ThesesService, 'getFor' | 'listOfProject'>;
      projects: Pick<ProjectsService, 'findRefFor'>;
      members: Pick<MembersService, 'list'>;
      users: Pick<UsersService, 'findById'>;
    },
  ) =>
    new DiscussionsService(
      ports.theses,
      ports.projects,
      ports.members,
      ports.users,
      mailer,
      rateLimits,
      events,
      logger,
    ),
  routes: (discussions) => discussionsRoutes(discussions),
  api: discussionsApi,
});
