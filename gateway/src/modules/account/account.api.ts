// The REST contract of the account domain (GatewayModule.api; see shared/openapi/contract.ts).
import { z } from 'zod';
import type { AccountSession, AuditPage } from '../../gql/resolvers.js';
import { objectIdString, sameShape } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import { userAnswer } from '../users/index.js';
import {
  accountSessionAnswer,
  auditFilterInput,
  auditPageAnswer,
  auditPageInput,
  deleteMyAccountInput,
} from './account.schemas.js';

sameShape<z.output<typeof accountSessionAnswer>, AccountSession>(true);
sameShape<z.output<typeof auditPageAnswer>, AuditPage>(true);

const message = z.object({ message: z.string() });

export const accountApi = defineApi(
  {
    name: 'Account',
    description: 'A person’s data: deleting the account, exporting it, sessions, and the audit trail.',
  },
  {
    deleteMyAccount: {
      method: 'delete',
      path: '/api/user',
      summary: 'Delete your account and everything of yours',
      description:
        'The password typed again. Every session ends, this one included (the cookie is cleared). The last admin cannot.',
      access: 'user',
      body: deleteMyAccountInput,
      responses: { 200: { description: 'Deleted (or finishing in the background).', schema: message } },
    },
    exportMyData: {
      method: 'get',
      path: '/api/user/export',
      summary: 'Download your data as a ZIP',
      description: 'Streamed; at most 3 an hour (429 with Retry-After).',
      access: 'user',
      responses: {
        200: {
          description: 'A ZIP attachment (`Content-Disposition`).',
          content: { 'application/zip': z.string().meta({ format: 'binary' }) },
        },
      },
    },
    listMySessions: {
      method: 'get',
      path: '/api/user/sessions',
      summary: 'The sessions you are signed in with',
      access: 'user',
      responses: { 200: { description: 'Your sessions.', schema: accountSessionAnswer.array() } },
    },
    endMyOtherSessions: {
      method: 'delete',
      path: '/api/user/sessions',
      summary: 'Sign out everywhere else',
      access: 'user',
      responses: {
        200: { description: 'How many sessions ended.', schema: z.object({ ended: z.number().int() }) },
      },
    },
    endMySession: {
      method: 'delete',
      path: '/api/user/sessions/{id}',
      summary: 'Sign one of your sessions out',
      description: 'Ending the session of this request signs you out (the cookie is cleared).',
      access: 'user',
      params: z.object({ id: z.string().meta({ description: 'The session’s opaque id.' }) }),
      responses: { 200: { description: '`Signed out` or `Session ended`.', schema: message } },
      errors: [404],
    },
    listMyAuditEntries: {
      method: 'get',
      path: '/api/user/audit',
      summary: 'The audit trail’s entries about you',
      access: 'user',
      query: auditPageInput,
      responses: { 200: { description: 'A page, newest first.', schema: auditPageAnswer } },
    },
    listAuditLog: {
      method: 'get',
      path: '/api/admin/audit',
      summary: 'The audit trail (admins)',
      access: 'admin',
      query: z.object({ ...auditFilterInput.shape, ...auditPageInput.shape }),
      responses: { 200: { description: 'A page, newest first.', schema: auditPageAnswer } },
    },
    deleteUser: {
      method: 'delete',
      path: '/api/admin/users/{id}',
      summary: 'Delete an account and everything of theirs (admins)',
      access: 'admin',
      params: z.object({ id: objectIdString }),
      responses: { 200: { description: 'The deleted account.', schema: userAnswer } },
      errors: [404],
    },
  },
);
