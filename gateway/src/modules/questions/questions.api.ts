// The REST contract of questions to a thesis's owner (GatewayModule.api; see shared/openapi/contract.ts).
import { z } from 'zod';
import { idPath, projectPath, shareUrlPath } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import { askOwnerInput, restQuestionAnswer } from './questions.schemas.js';

/** Missing name and email read as '' (a signed-in sender's come from the account). */
const askOwnerBody = askOwnerInput.meta({
  override: ({ jsonSchema }) => {
    jsonSchema.required = ['question'];
  },
});

export const questionsApi = defineApi(
  { name: 'Questions', description: 'Questions readers send a thesis’s owner, and the owner’s inbox.' },
  {
    askOwner: {
      method: 'post',
      path: '/api/shared/{shareUrl}/questions',
      summary: 'Send the owner of a shared thesis a question',
      description:
        'Problems answer 400 with `fieldErrors` holding the form’s toast titles (`Question required`, `Name required`, `Email required`, `Invalid email`). ' +
        'The owner is mailed, with the sender as Reply-To. At most 10 an hour per IP and 5 per sender address.',
      access: 'public',
      params: shareUrlPath,
      body: askOwnerBody,
      responses: {
        201: {
          description: 'Sent.',
          schema: z.object({ ok: z.literal(true), id: z.string() }).meta({ id: 'QuestionSent' }),
        },
      },
      errors: [404],
    },
    listProjectQuestions: {
      method: 'get',
      path: '/api/projects/{idOrSlug}/questions',
      summary: 'A project’s questions',
      description: 'Its owner and admins; to anyone else the project does not exist (404).',
      access: 'user',
      params: projectPath,
      responses: { 200: { description: 'The questions, newest first.', schema: restQuestionAnswer.array() } },
      errors: [404],
    },
    markQuestionRead: {
      method: 'put',
      path: '/api/questions/{id}/read',
      summary: 'Mark a question read',
      access: 'user',
      params: idPath('The question’s id.'),
      responses: { 200: { description: 'The question.', schema: restQuestionAnswer } },
      errors: [404],
    },
  },
);
