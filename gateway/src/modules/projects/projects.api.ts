// The REST contract of projects (GatewayModule.api; see shared/openapi/contract.ts).
import { z } from 'zod';
import { deletedAnswer, projectPath } from '../../shared/openapi/common.js';
import { defineApi, type ApiRoutes } from '../../shared/openapi/contract.js';
import { createProjectInput, projectAnswer, updateProjectInput } from './projects.schemas.js';

/**
 * The contract, given the theses domain's answer schema (passed at composition: the theses domain
 * imports this one, so this one never imports it).
 */
export const projectsApi = (thesisAnswer: z.ZodType): ApiRoutes => {
  /** GET /api/projects/{idOrSlug}: the project with its theses. */
  const projectWithTheses = projectAnswer
    .extend({ theses: z.array(z.lazy(() => thesisAnswer)) })
    .meta({ id: 'ProjectWithTheses' });
  return defineApi(
    { name: 'Projects', description: 'Projects: a person’s folders of theses.' },
    {
      listProjects: {
        method: 'get',
        path: '/api/projects',
        summary: 'Your projects (admins: everyone’s)',
        access: 'user',
        responses: {
          200: { description: 'The projects, most recently changed first.', schema: projectAnswer.array() },
        },
      },
      createProject: {
        method: 'post',
        path: '/api/projects',
        summary: 'Create a project',
        access: 'user',
        body: createProjectInput,
        responses: { 201: { description: 'The new project.', schema: projectAnswer } },
      },
      getProject: {
        method: 'get',
        path: '/api/projects/{idOrSlug}',
        summary: 'A project with its theses',
        description: 'Its owner and admins; to anyone else it does not exist (404).',
        access: 'user',
        params: projectPath,
        responses: { 200: { description: 'The project and its theses.', schema: projectWithTheses } },
        errors: [404],
      },
      updateProject: {
        method: 'patch',
        path: '/api/projects/{idOrSlug}',
        summary: 'Rename a project or change its description',
        access: 'user',
        params: projectPath,
        body: updateProjectInput,
        responses: { 200: { description: 'The project as saved.', schema: projectAnswer } },
        errors: [404],
      },
      deleteProject: {
        method: 'delete',
        path: '/api/projects/{idOrSlug}',
        summary: 'Delete a project with its theses and all that hangs off them',
        access: 'user',
        params: projectPath,
        responses: { 200: { description: 'The deleted project’s id.', schema: deletedAnswer } },
        errors: [404],
      },
    },
  );
};
