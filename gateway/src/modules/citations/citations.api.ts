// The REST contract of citations (GatewayModule.api; see shared/openapi/contract.ts).
import { thesisPath } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import { checkSectionInput, sectionCheckAnswer, thesisCitationsAnswer } from './citations.schemas.js';

export const citationsApi = defineApi(
  { name: 'Citations', description: 'The checked citations of a thesis’s article.' },
  {
    listCitations: {
      method: 'get',
      path: '/api/theses/{idOrSlug}/citations',
      summary: 'A thesis’s citations and their checks',
      description:
        'By marker number, with a summary counted from the records. Its project’s owner and admins.',
      access: 'user',
      params: thesisPath,
      responses: {
        200: {
          description: 'The citations, their summary, and the markers the last run removed.',
          schema: thesisCitationsAnswer,
        },
      },
      errors: [404],
    },
    checkSectionClaims: {
      method: 'post',
      path: '/api/theses/{idOrSlug}/citations/check',
      summary: 'Check one section’s claims again',
      description:
        'Each citation of the section: its quote against the passage as stored, then the model’s judgement. Rate-limited as the other AI actions are.',
      access: 'user',
      params: thesisPath,
      body: checkSectionInput,
      responses: {
        200: { description: 'How many were checked, and the summary after.', schema: sectionCheckAnswer },
      },
      errors: [404],
    },
  },
);
