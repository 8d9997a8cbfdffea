// The REST contract of ideas (GatewayModule.api; see shared/openapi/contract.ts).
import type { z } from 'zod';
import type { Idea, SubmittedIdea } from '../../gql/resolvers.js';
import { idPath, sameShape } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import { ideaAnswer, markHandledInput, submitIdeaInput, submittedIdeaAnswer } from './ideas.schemas.js';

sameShape<z.output<typeof ideaAnswer>, Idea>(true);
sameShape<z.output<typeof submittedIdeaAnswer>, SubmittedIdea>(true);

export const ideasApi = defineApi(
  { name: 'Ideas', description: 'Ideas anyone may submit from the landing page; admins read them.' },
  {
    submitIdea: {
      method: 'post',
      path: '/api/ideas',
      summary: 'Submit an idea',
      description: 'The admins are mailed. At most 10 an hour per IP and 3 per email address.',
      access: 'public',
      body: submitIdeaInput,
      responses: { 201: { description: 'Received.', schema: submittedIdeaAnswer } },
    },
    listIdeas: {
      method: 'get',
      path: '/api/ideas',
      summary: 'Submitted ideas (admins)',
      access: 'admin',
      responses: { 200: { description: 'The ideas, newest first.', schema: ideaAnswer.array() } },
    },
    markIdeaHandled: {
      method: 'patch',
      path: '/api/ideas/{id}',
      summary: 'Mark an idea handled, or not (admins)',
      access: 'admin',
      params: idPath('The idea’s id.'),
      body: markHandledInput,
      responses: { 200: { description: 'The idea.', schema: ideaAnswer } },
      errors: [404],
    },
  },
);
