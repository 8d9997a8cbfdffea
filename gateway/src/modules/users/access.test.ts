// Authorization matrix: every accounts operation, over REST and GraphQL, as anonymous, a user (the
// matrix's owner: of their own account), another user and an admin, checked against one policy table.
import { beforeAll, beforeEach, expect } from 'vitest';
import { useTestRuntime } from '../../testing/runtime.js';
import type { TestClient } from '../../testing/http-client.js';
import {
  authorizationMatrices,
  everyone,
  gql,
  rest,
  signUpCallers,
  type GraphQLTable,
  type MatrixActor,
  type RestTable,
  type SignedInActor,
  unique,
} from '../../testing/matrix.js';
import { UserModel } from './users.model.js';

const ADMIN_ONLY_REST = (ok: number) => rest(403, 403, ok);
const ADMIN_ONLY_GQL = gql('FORBIDDEN', 'FORBIDDEN', 'ok');
/** Refused to every signed-in caller, the admin included (an admin's own account). */
const REFUSED_REST = rest(403, 403, 403);

const gateway = useTestRuntime();
let clients: Record<MatrixActor, TestClient>;
let ids: Record<SignedInActor, string>;

/** A throw-away account for operations that change or delete their target. */
async function victim(): Promise<string> {
  const user = await gateway.services.users.ensureAdmin({
    email: `victim-${unique()}@x.io`,
    password: 'password8',
  });
  await UserModel.updateOne({ _id: user.user.id }, { $set: { role: 'user' } });
  return user.user.id;
}

beforeAll(async () => {
  ({ clients, ids } = await signUpCallers(gateway));
});

beforeEach(async () => {
  // Each client keeps its session across the table; make sure none was ended by an earlier row.
  for (const actor of ['owner', 'otherUser', 'admin'] as const) {
    const me = await clients[actor].get<{ id: string } | null>('/api/user');
    expect(me.body?.id).toBe(ids[actor]);
  }
});

const restRows: RestTable = [
  ['GET /api/user', (c) => c.get('/api/user'), everyone(200)],
  ['GET /api/users', (c) => c.get('/api/users'), ADMIN_ONLY_REST(200)],
  [
    'PUT /api/users/:id/role (someone else)',
    async (c) => c.put(`/api/users/${await victim()}/role`, { role: 'admin' }),
    ADMIN_ONLY_REST(200),
  ],
  [
    // The admin's own call would promote the user for the rest of the table: the row above is its case.
    'PUT /api/users/:id/role (the user’s own account)',
    (c) => c.put(`/api/users/${ids.owner}/role`, { role: 'admin' }),
    { ...REFUSED_REST, admin: 'skip' },
  ],
  [
    'PUT /api/users/:id/role (the admin’s own account)',
    (c) => c.put(`/api/users/${ids.admin}/role`, { role: 'user' }),
    REFUSED_REST,
  ],
  [
    'POST /api/admin/users',
    (c) =>
      c.post('/api/admin/users', {
        username: 'made',
        email: `made-${unique()}@x.io`,
        password: 'password8',
        role: 'user',
      }),
    ADMIN_ONLY_REST(201),
  ],
  [
    'DELETE /api/admin/users/:id (someone else)',
    async (c) => c.delete(`/api/admin/users/${await victim()}`),
    ADMIN_ONLY_REST(200),
  ],
  [
    'DELETE /api/admin/users/:id (the admin’s own account)',
    (c) => c.delete(`/api/admin/users/${ids.admin}`),
    REFUSED_REST,
  ],
  // A valid name: every signed-in caller renames themselves (no one can rename someone else).
  ['PATCH /api/user', (c) => c.request('PATCH', '/api/user', { username: 'renamed' }), rest(200, 200, 200)],
  [
    // A wrong current password: signed-in callers reach the check (400); the session is kept.
    'POST /api/user/password (wrong current password)',
    (c) => c.post('/api/user/password', { currentPassword: 'not-mine-at-all', newPassword: 'password9' }),
    rest(400, 400, 400),
  ],
  [
    'POST /api/user/email (wrong current password)',
    (c) => c.post('/api/user/email', { newEmail: 'elsewhere@x.io', currentPassword: 'not-mine-at-all' }),
    rest(400, 400, 400),
  ],
  [
    'POST /api/user/email/confirm (bad token)',
    (c) => c.post('/api/user/email/confirm', { token: 'not-a-real-token' }),
    everyone(400),
  ],
  [
    'POST /api/forgot-password',
    (c) => c.post('/api/forgot-password', { email: `nobody-${unique()}@x.io` }),
    everyone(200),
  ],
  [
    'POST /api/reset-password (bad token)',
    (c) => c.post('/api/reset-password', { token: 'not-a-real-token', newPassword: 'password8' }),
    everyone(400),
  ],
];

const graphqlRows: GraphQLTable = [
  ['me', '{ me { id } }', () => ({}), everyone('ok')],
  ['users', '{ users { id email role } }', () => ({}), ADMIN_ONLY_GQL],
  [
    'changeUserRole (someone else)',
    'mutation($id: ID!) { changeUserRole(userId: $id, role: admin) { id role } }',
    async () => ({ id: await victim() }),
    ADMIN_ONLY_GQL,
  ],
  [
    'changeUserRole (own account)',
    'mutation($id: ID!) { changeUserRole(userId: $id, role: user) { id } }',
    () => ({ id: ids.admin }),
    { ...ADMIN_ONLY_GQL, admin: 'FORBIDDEN' },
  ],
  [
    'createUser',
    'mutation($email: String!) { createUser(input: { username: "g", email: $email, password: "password8" }) { id role } }',
    () => ({ email: `g-${unique()}@x.io` }),
    ADMIN_ONLY_GQL,
  ],
  [
    'deleteUser (someone else)',
    'mutation($id: ID!) { deleteUser(userId: $id) { id } }',
    async () => ({ id: await victim() }),
    ADMIN_ONLY_GQL,
  ],
  [
    'deleteUser (own account)',
    'mutation($id: ID!) { deleteUser(userId: $id) { id } }',
    () => ({ id: ids.admin }),
    { ...ADMIN_ONLY_GQL, admin: 'FORBIDDEN' },
  ],
  [
    'updateMe',
    'mutation { updateMe(input: { username: "renamed" }) { id username } }',
    () => ({}),
    gql('ok', 'ok', 'ok'),
  ],
  [
    'changePassword (wrong current password)',
    'mutation { changePassword(currentPassword: "not-mine-at-all", newPassword: "password9") { message } }',
    () => ({}),
    gql('BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'),
  ],
  [
    'requestEmailChange (wrong current password)',
    'mutation { requestEmailChange(newEmail: "elsewhere@x.io", currentPassword: "not-mine-at-all") { message } }',
    () => ({}),
    gql('BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'),
  ],
  [
    'confirmEmailChange (bad token)',
    'mutation { confirmEmailChange(token: "not-a-real-token") { id } }',
    () => ({}),
    everyone('BAD_USER_INPUT'),
  ],
  [
    'forgotPassword',
    'mutation($email: String!) { forgotPassword(email: $email) { message } }',
    () => ({ email: `nobody-${unique()}@x.io` }),
    everyone('ok'),
  ],
];

authorizationMatrices('accounts', restRows, graphqlRows, () => clients);
