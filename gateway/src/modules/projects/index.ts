// The projects domain: projects, who may see and change them, and what goes when one is deleted.
import type { z } from 'zod';
import { defineModule } from '../../shared/module.js';
import { projectsApi } from './projects.api.js';
import { projectsRoutes } from './projects.routes.js';
import { ProjectsService, type ProjectContents, type ProjectMemberships } from './projects.service.js';
import type { UsersService } from '../users/index.js';
import { projectsResolvers } from './resolvers.js';

export {
  accessOfView,
  PROJECT_NOT_FOUND,
  ProjectsService,
  type ProjectMemberships,
  type ProjectRefFor,
  type ProjectView,
} from './projects.service.js';
export { projectIdsOf, projectsPersonalData } from './projects.personal-data.js';

/**
 * The projects module. Its REST contract's project page lists theses as the theses domain answers them:
 * that schema is passed in where modules are composed (the theses domain imports this one).
 */
export const projectsModule = ({ thesisAnswer }: { thesisAnswer: z.ZodType }) =>
  defineModule(import.meta.url, {
    name: 'projects',
    resolvers: projectsResolvers,
    createService: (
      { events, logger },
      ports: { users: UsersService; contents: ProjectContents; memberships: ProjectMemberships },
    ) => new ProjectsService(ports.users, events, logger, ports.contents, ports.memberships),
    routes: (projects) => projectsRoutes(projects),
    api: projectsApi(thesisAnswer),
  });
