// The members domain (issue 29): who besides its owner may see a project, and as what; invitations by
// email.
import { defineModule } from '../../shared/module.js';
import type { ProjectsService } from '../projects/index.js';
import type { UsersService } from '../users/index.js';
import { membersApi } from './members.api.js';
import { membersRoutes } from './members.routes.js';
import { MembersService } from './members.service.js';
import { membersResolvers } from './resolvers.js';

export { membersPersonalData } from './members.personal-data.js';
export type { MembersService } from './members.service.js';

export const membersModule = defineModule(import.meta.url, {
  name: 'members',
  resolvers: membersResolvers,
  createService: (
    { events, logger, mailer, rateLimits },
    ports: { projects: Pick<ProjectsService, 'findRefFor' | 'nameOf'>; users: UsersService },
  ) => new MembersService(ports.projects, ports.users, mailer, rateLimits, events, logger),
  routes: (members) => membersRoutes(members),
  api: membersApi,
});
