// The REST contract of citations (GatewayModule.api; see shared/openapi/contract.ts).
import { thesisPath } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import { thesisCitationsAnswer } from './citations.schemas.js';

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
      responses: { 200: { description: 'The citations and their summary.', schema: thesisCitationsAnswer } },
      errors: [404],
    },
  },
);
