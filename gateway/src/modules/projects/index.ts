// The projects domain: projects, who may see and change them, and what goes when one is deleted.
import { defineModule, loadSdl } from '../../shared/module.js';
import { projectsApi } from './projects.api.js';
import { projectsRoutes } from './projects.routes.js';
import { ProjectsService } from './projects.service.js';
import { projectsResolvers } from './resolvers.js';

export {
  PROJECT_NOT_FOUND,
  ProjectsService,
  projectsPolicy,
  type ProjectContents,
  type ProjectCounter,
  type ProjectRef,
  type ProjectView,
  type ProjectWithTheses,
} from './projects.service.js';

declare module '../../shared/module.js' {
  interface Services {
    projects: ProjectsService;
  }
}

export const projectsModule = defineModule({
  name: 'projects',
  typeDefs: loadSdl(import.meta.url, 'projects.graphql'),
  resolvers: projectsResolvers,
  createService: ({ services, cascade, logger }) => {
    const projects = new ProjectsService(services.users, cascade, logger);
    // Deleting an account: the person's projects, and with them their theses and all that hangs off them.
    cascade.onDeletingUser('projects.owned', async (user) => {
      await projects.deleteAllOfOwner(user.id);
    });
    return projects;
  },
  routes: (projects) => projectsRoutes(projects),
  api: projectsApi,
});
