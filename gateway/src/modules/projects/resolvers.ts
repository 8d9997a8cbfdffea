// GraphQL adapter for projects: thin over ProjectsService, which enforces the policy.
import type { Resolvers } from '../../gql/resolvers.js';
import { allows } from '../../shared/access/policy.js';
import { accessOfView, projectsPolicy } from './projects.service.js';

/** GraphQL sends omitted-or-null alike for optional input fields; the service reads null as "not sent". */
const sent = <T extends object>(input: T): Partial<T> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)) as Partial<T>;

export const projectsResolvers: Resolvers = {
  Query: {
    projects: (_parent, _args, { auth, services }) => services.projects.list(auth.user),
    project: (_parent, { idOrSlug }, { auth, services }) => services.projects.get(auth.user, idOrSlug),
  },
  Mutation: {
    createProject: (_parent, { input }, { auth, services }) =>
      services.projects.create(auth.user, sent(input)),
    updateProject: (_parent, { id, input }, { auth, services }) =>
      services.projects.update(auth.user, id, sent(input)),
    deleteProject: async (_parent, { id }, { auth, services }) =>
      (await services.projects.remove(auth.user, id)).id,
  },
  // What the viewer may do with the project, from the same policy the mutations apply.
  Project: {
    viewerCanEdit: (project, _args, { auth }) =>
      allows(projectsPolicy, 'rename', auth.user, accessOfView(project)) &&
      allows(projectsPolicy, 'editDescription', auth.user, accessOfView(project)),
    viewerCanDelete: (project, _args, { auth }) =>
      allows(projectsPolicy, 'delete', auth.user, accessOfView(project)),
  },
};
