// The REST contract of user management (GatewayModule.api; see shared/openapi/contract.ts).
import { z } from 'zod';
import type { User } from '../../gql/resolvers.js';
import { objectIdString, sameShape } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import { changeRoleInput, createUserInput, languageInput, userAnswer } from './users.schemas.js';

sameShape<z.output<typeof userAnswer>, User>(true);

export const usersApi = defineApi(
  { name: 'Users', description: 'Accounts: the reading language, and user management for admins.' },
  {
    listUsers: {
      method: 'get',
      path: '/api/users',
      summary: 'Every account (admins)',
      access: 'admin',
      responses: { 200: { description: 'The accounts, oldest first.', schema: userAnswer.array() } },
    },
    setLanguage: {
      method: 'put',
      path: '/api/user/language',
      summary: 'Set the spelling your account reads in',
      access: 'user',
      body: languageInput,
      responses: { 200: { description: 'The account.', schema: userAnswer } },
    },
    changeRole: {
      method: 'put',
      path: '/api/users/{userId}/role',
      summary: 'Change an account’s role (admins)',
      description: 'The account’s sessions end; an admin cannot change their own role.',
      access: 'admin',
      params: z.object({ userId: objectIdString }),
      body: changeRoleInput,
      responses: { 200: { description: 'The account with its new role.', schema: userAnswer } },
      errors: [404],
    },
    createUser: {
      method: 'post',
      path: '/api/admin/users',
      summary: 'Create an account (admins)',
      access: 'admin',
      body: createUserInput,
      responses: { 201: { description: 'The new account.', schema: userAnswer } },
      errors: [409],
    },
  },
);
