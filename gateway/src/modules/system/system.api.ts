// The REST contract of the system domain (GatewayModule.api; see shared/openapi/contract.ts).
import { defineApi } from '../../shared/openapi/contract.js';
import { healthAnswer } from './system.schemas.js';

export const systemApi = defineApi(
  { name: 'System', description: 'Liveness, and what the gateway runs on.' },
  {
    getHealth: {
      method: 'get',
      path: '/healthz',
      summary: 'Liveness and what the gateway runs on',
      access: 'public',
      responses: {
        200: { description: 'Healthy.', schema: healthAnswer },
        503: { description: 'The database is unreachable.', schema: healthAnswer },
      },
    },
  },
);
