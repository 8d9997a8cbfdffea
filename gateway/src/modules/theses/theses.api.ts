// The REST contract of theses (GatewayModule.api; see shared/openapi/contract.ts).
import { z } from 'zod';
import { deletedAnswer, projectPath, thesisPath } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import { acceptingReadOnly } from '../../shared/read-only.js';
import {
  createThesisInput,
  expectedVersionInput,
  thesisAnswer,
  updateThesisFields,
} from './theses.schemas.js';

/** `ETag: "<version>"` on every answer carrying a thesis. */
export const thesisEtag = z.object({
  ETag: z.string().meta({ description: 'The thesis’s version in quotes, `"3"`: send it back as If-Match.' }),
});

export const ifMatch = z.object({
  'If-Match': z
    .string()
    .optional()
    .meta({
      description:
        'The version the change was made on, in quotes (`"3"`), or `*`; instead of `version` in the body. ' +
        'A newer version answers 409.',
    }),
});

export const thesesApi = defineApi(
  { name: 'Theses', description: 'Theses of a project: create, read, edit (with versions), delete.' },
  {
    createThesis: {
      method: 'post',
      path: '/api/projects/{idOrSlug}/theses',
      summary: 'Start a thesis in a project',
      access: 'user',
      params: projectPath,
      body: createThesisInput,
      responses: {
        201: { description: 'The new thesis (a draft).', schema: thesisAnswer, headers: thesisEtag },
      },
      errors: [404],
    },
    getThesis: {
      method: 'get',
      path: '/api/theses/{idOrSlug}',
      summary: 'A thesis',
      description: 'Its project’s owner and admins; to anyone else it does not exist (404).',
      access: 'user',
      params: thesisPath,
      responses: { 200: { description: 'The thesis.', schema: thesisAnswer, headers: thesisEtag } },
      errors: [404],
    },
    updateThesis: {
      method: 'patch',
      path: '/api/theses/{idOrSlug}',
      summary: 'Edit a thesis’s title, content or intellectual challenge',
      description:
        'Send the version the edit was made on (`version`, or If-Match) to be refused (409) when someone saved in between; without it the last write wins.',
      access: 'user',
      params: thesisPath,
      headers: ifMatch,
      // The body the adapter reads: the edit with the version it was made on (not read-only here).
      body: acceptingReadOnly(updateThesisFields.extend(expectedVersionInput.shape), thesisAnswer),
      responses: { 200: { description: 'The thesis as saved.', schema: thesisAnswer, headers: thesisEtag } },
      errors: [404, 409],
    },
    deleteThesis: {
      method: 'delete',
      path: '/api/theses/{idOrSlug}',
      summary: 'Delete a thesis and all that hangs off it',
      access: 'user',
      params: thesisPath,
      responses: { 200: { description: 'The deleted thesis’s id.', schema: deletedAnswer } },
      errors: [404],
    },
  },
);
