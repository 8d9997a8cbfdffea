// Authorization matrix of the account domain (issue 21): every route and operation, as anonymous,
// the owner (their own data), another user and an admin. A session that is not the caller's answers
// like a missing one; the audit trail is admins' (and each person's own).
import { beforeAll, beforeEach, expect } from 'vitest';
import type { TestClient } from '../../testing/http-client.js';
import {
  gql,
  graphqlMatrix,
  rest,
  restMatrix,
  type GraphQLTable,
  type MatrixActor,
  type RestTable,
  type SignedInActor,
  signUpCallers,
} from '../../testing/matrix.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { PASSWORD } from './account.testing.js';

const gateway = useTestRuntime();
let clients: Record<MatrixActor, TestClient>;
let ids: Record<SignedInActor, string>;
let ownerEmail: string;

beforeAll(async () => {
  ({ clients, ids } = await signUpCallers(gateway));
  ownerEmail = 'owner@x.io';
});

beforeEach(async () => {
  // Each client keeps its session across the table; make sure none was ended by an earlier row.
  for (const actor of ['owner', 'otherUser', 'admin'] as const) {
    const me = await clients[actor].get<{ id: string } | null>('/api/user');
    expect(me.body?.id).toBe(ids[actor]);
  }
});

/** Another session of the owner's (a second browser), by its id in the list. */
async function ownersOtherSession(): Promise<string> {
  const browser = gateway.client();
  expect((await browser.post('/api/login', { email: ownerEmail, password: PASSWORD })).status).toBe(200);
  const list = await browser.get<Array<{ id: string; current: boolean }>>('/api/user/sessions');
  return list.body.find((session) => session.current)!.id;
}

/** A throw-away account an admin may delete. */
async function victim(): Promise<string> {
  const res = await gateway.client().post<{ id: string }>('/api/register', {
    email: `victim-${Math.random().toString(36).slice(2)}@x.io`,
    username: 'victim',
    password: PASSWORD,
  });
  return res.body.id;
}

/** The export's status (its body is a ZIP, read and dropped). */
async function exportStatus(client: TestClient): Promise<{ status: number }> {
  const res = await fetch(`${gateway.url}/api/user/export`, {
    headers: client.sessionCookie ? { cookie: client.sessionCookie } : {},
  });
  await res.arrayBuffer();
  return { status: res.status };
}

const restRows: RestTable = [
  ['GET /api/user/sessions', (c) => c.get('/api/user/sessions'), rest(200, 200, 200)],
  [
    'DELETE /api/user/sessions/:id (the owner’s other session)',
    async (c) => c.delete(`/api/user/sessions/${await ownersOtherSession()}`),
    rest(200, 404, 404),
  ],
  ['DELETE /api/user/sessions', (c) => c.delete('/api/user/sessions'), rest(200, 200, 200)],
  ['GET /api/user/export', exportStatus, rest(200, 200, 200)],
  ['GET /api/user/audit', (c) => c.get('/api/user/audit'), rest(200, 200, 200)],
  ['GET /api/admin/audit', (c) => c.get('/api/admin/audit'), rest(403, 403, 200)],
  [
    'DELETE /api/user (a wrong password)',
    (c) => c.request('DELETE', '/api/user', { password: 'not-the-password' }),
    rest(400, 400, 400),
  ],
  [
    'DELETE /api/admin/users/:id (someone else)',
    async (c) => c.delete(`/api/admin/users/${await victim()}`),
    rest(403, 403, 200),
  ],
];

const graphqlRows: GraphQLTable = [
  ['myData', '{ myData { projects canDelete } }', () => ({}), gql('ok', 'ok', 'ok')],
  ['mySessions', '{ mySessions { id current } }', () => ({}), gql('ok', 'ok', 'ok')],
  ['myAuditEntries', '{ myAuditEntries { total } }', () => ({}), gql('ok', 'ok', 'ok')],
  ['auditLog', '{ auditLog { total } }', () => ({}), gql('FORBIDDEN', 'FORBIDDEN', 'ok')],
  [
    'endMySession (the owner’s other session)',
    'mutation($id: ID!) { endMySession(id: $id) }',
    async () => ({ id: await ownersOtherSession() }),
    gql('ok', 'NOT_FOUND', 'NOT_FOUND'),
  ],
  ['endMyOtherSessions', 'mutation { endMyOtherSessions }', () => ({}), gql('ok', 'ok', 'ok')],
  [
    'deleteMyAccount (a wrong password)',
    'mutation { deleteMyAccount(password: "not-the-password") { message } }',
    () => ({}),
    gql('BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'),
  ],
  [
    'deleteUser (someone else)',
    'mutation($id: ID!) { deleteUser(userId: $id) { id } }',
    async () => ({ id: await victim() }),
    gql('FORBIDDEN', 'FORBIDDEN', 'ok'),
  ],
];

restMatrix('account REST', restRows, () => clients);
graphqlMatrix('account GraphQL', graphqlRows, () => clients);
