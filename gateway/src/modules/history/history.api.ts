// The REST contract of history and export (GatewayModule.api; see shared/openapi/contract.ts).
import { z } from 'zod';
import { objectIdString, thesisPath } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import { ifMatch, thesisAnswer, thesisEtag } from '../theses/index.js';
import { exportInput, restoreInput, revisionAnswer } from './history.schemas.js';

const file = z.string().meta({ format: 'binary' });

export const historyApi = defineApi(
  { name: 'History', description: 'A thesis’s earlier versions, restoring one, and exports.' },
  {
    listRevisions: {
      method: 'get',
      path: '/api/theses/{idOrSlug}/history',
      summary: 'A thesis’s earlier versions',
      access: 'user',
      params: thesisPath,
      responses: {
        200: { description: 'The revisions, newest first (at most 50).', schema: revisionAnswer.array() },
      },
      errors: [404],
    },
    restoreRevision: {
      method: 'post',
      path: '/api/theses/{idOrSlug}/history/{revisionId}/restore',
      summary: 'Restore an earlier version',
      description:
        'Optionally with the version restored over (`version`, or If-Match): refused (409) when the thesis changed since.',
      access: 'user',
      params: thesisPath.extend({ revisionId: objectIdString }),
      headers: ifMatch,
      body: restoreInput,
      bodyRequired: false,
      responses: {
        200: {
          description: 'The thesis as restored (a new version).',
          schema: thesisAnswer,
          headers: thesisEtag,
        },
      },
      errors: [404, 409],
    },
    exportThesis: {
      method: 'get',
      path: '/api/theses/{idOrSlug}/export',
      summary: 'Download a thesis as Markdown, Word or PDF',
      access: 'user',
      params: thesisPath,
      query: exportInput,
      responses: {
        200: {
          description: 'An attachment named after the thesis’s slug (`Content-Disposition`).',
          content: {
            'text/markdown': z.string(),
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document': file,
            'application/pdf': file,
          },
        },
      },
      errors: [404],
    },
  },
);
