// The REST contract of personal API tokens (GatewayModule.api; see shared/openapi/contract.ts).
import { z } from 'zod';
import { deletedAnswer, idPath, objectIdString } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import { apiTokenAnswer, createTokenInput, createdApiTokenAnswer } from './tokens.schemas.js';

export const tokensApi = defineApi(
  {
    name: 'API tokens',
    description: 'Personal API tokens: `Authorization: Bearer ts_pat_…` acts as their account.',
  },
  {
    createApiToken: {
      method: 'post',
      path: '/api/tokens',
      summary: 'Create a personal API token',
      description:
        'Needs a signed-in browser session: a request made with a token cannot create tokens (403). ' +
        'The secret is in this answer only; it is kept hashed. At most 50 tokens an account.',
      access: 'user',
      body: createTokenInput,
      responses: { 201: { description: 'The token and its secret.', schema: createdApiTokenAnswer } },
      errors: [409],
    },
    listApiTokens: {
      method: 'get',
      path: '/api/tokens',
      summary: 'Your API tokens',
      access: 'user',
      responses: {
        200: { description: 'Your tokens (never their secrets).', schema: apiTokenAnswer.array() },
      },
    },
    revokeApiToken: {
      method: 'delete',
      path: '/api/tokens/{id}',
      summary: 'Revoke an API token at once',
      description: 'Your own; admins: anyone’s (recorded in the audit trail).',
      access: 'user',
      params: idPath('The token’s id.'),
      responses: { 200: { description: 'The revoked token’s id.', schema: deletedAnswer } },
      errors: [404],
    },
    listUserApiTokens: {
      method: 'get',
      path: '/api/users/{userId}/tokens',
      summary: 'An account’s API tokens (admins)',
      access: 'admin',
      params: z.object({ userId: objectIdString }),
      responses: { 200: { description: 'The account’s tokens.', schema: apiTokenAnswer.array() } },
      errors: [404],
    },
  },
);
