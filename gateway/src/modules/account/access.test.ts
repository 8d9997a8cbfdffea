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
  type GraphQLRow,
  type MatrixActor,
  type RestRow,
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

const restRows: RestRow[] = [
  { name: 'GET /api/user/sessions', call: (c) => c.get('/api/user/sessions'), policy: rest(200, 200, 200) },
  {
    name: 'DELETE /api/user/sessions/:id (the owner’s other session)',
    call: async (c) => c.delete(`/api/user/sessions/${await ownersOtherSession()}`),
    policy: rest(200, 404, 404),
  },
  {
    name: 'DELETE /api/user/sessions',
    call: (c) => c.delete('/api/user/sessions'),
    policy: rest(200, 200, 200),
  },
  { name: 'GET /api/user/export', call: exportStatus, policy: rest(200, 200, 200) },
  { name: 'GET /api/user/audit', call: (c) => c.get('/api/user/audit'), policy: rest(200, 200, 200) },
  { name: 'GET /api/admin/audit', call: (c) => c.get('/api/admin/audit'), policy: rest(403, 403, 200) },
  {
    name: 'DELETE /api/user (a wrong password)',
    call: (c) => c.request('DELETE', '/api/user', { password: 'not-the-password' }),
    policy: rest(400, 400, 400),
  },
  {
    name: 'DELETE /api/admin/users/:id (someone else)',
    call: async (c) => c.delete(`/api/admin/users/${await victim()}`),
    policy: rest(403, 403, 200),
  },
];

const graphqlRows: GraphQLRow[] = [
  {
    name: 'myData',
    query: '{ myData { projects canDelete } }',
    variables: () => ({}),
    policy: gql('ok', 'ok', 'ok'),
  },
  {
    name: 'mySessions',
    query: '{ mySessions { id current } }',
    variables: () => ({}),
    policy: gql('ok', 'ok', 'ok'),
  },
  {
    name: 'myAuditEntries',
    query: '{ myAuditEntries { total } }',
    variables: () => ({}),
    policy: gql('ok', 'ok', 'ok'),
  },
  {
    name: 'auditLog',
    query: '{ auditLog { total } }',
    variables: () => ({}),
    policy: gql('FORBIDDEN', 'FORBIDDEN', 'ok'),
  },
  {
    name: 'endMySession (the owner’s other session)',
    query: 'mutation($id: ID!) { endMySession(id: $id) }',
    variables: async () => ({ id: await ownersOtherSession() }),
    policy: gql('ok', 'NOT_FOUND', 'NOT_FOUND'),
  },
  {
    name: 'endMyOtherSessions',
    query: 'mutation { endMyOtherSessions }',
    variables: () => ({}),
    policy: gql('ok', 'ok', 'ok'),
  },
  {
    name: 'deleteMyAccount (a wrong password)',
    query: 'mutation { deleteMyAccount(password: "not-the-password") { message } }',
    variables: () => ({}),
    policy: gql('BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'),
  },
  {
    name: 'deleteUser (someone else)',
    query: 'mutation($id: ID!) { deleteUser(userId: $id) { id } }',
    variables: async () => ({ id: await victim() }),
    policy: gql('FORBIDDEN', 'FORBIDDEN', 'ok'),
  },
];

restMatrix('account REST', restRows, () => clients);
graphqlMatrix('account GraphQL', graphqlRows, () => clients);
