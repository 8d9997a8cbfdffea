// Authorization matrix: every accounts operation, over REST and GraphQL, as anonymous, a user,
// another user and an admin, checked against one policy table.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestRuntime } from '../../testing/runtime.js';
import { TestClient } from '../../testing/http-client.js';
import { UserModel } from './users.model.js';

type Actor = 'anonymous' | 'user' | 'otherUser' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'user', 'otherUser', 'admin'];

/** Expected outcome per actor: an HTTP status (REST) or a GraphQL error code / 'ok'. */
type Policy = Record<Actor, number | string>;

const ADMIN_ONLY_REST = (ok: number): Policy => ({ anonymous: 401, user: 403, otherUser: 403, admin: ok });
const ADMIN_ONLY_GQL: Policy = {
  anonymous: 'UNAUTHENTICATED',
  user: 'FORBIDDEN',
  otherUser: 'FORBIDDEN',
  admin: 'ok',
};
const PUBLIC_REST = (ok: number): Policy => ({ anonymous: ok, user: ok, otherUser: ok, admin: ok });

const gateway = useTestRuntime();
let clients: Record<Actor, TestClient>;
let ids: Record<'user' | 'otherUser' | 'admin', string>;

/** A throw-away account for operations that change or delete their target. */
async function victim(): Promise<string> {
  const user = await gateway.services.users.ensureAdmin({
    email: `victim-${Math.random().toString(36).slice(2)}@x.io`,
    password: 'password8',
  });
  await UserModel.updateOne({ _id: user.user.id }, { $set: { role: 'user' } });
  return user.user.id;
}

beforeAll(async () => {
  const admin = await gateway.signUp('admin@x.io');
  const user = await gateway.signUp('user@x.io');
  const otherUser = await gateway.signUp('other@x.io');
  clients = {
    anonymous: new TestClient(gateway.url),
    user: user.client,
    otherUser: otherUser.client,
    admin: admin.client,
  };
  ids = { admin: admin.id, user: user.id, otherUser: otherUser.id };
});

beforeEach(async () => {
  // Each client keeps its session across the table; make sure none was ended by an earlier row.
  for (const actor of ['user', 'otherUser', 'admin'] as const) {
    const me = await clients[actor].get<{ id: string } | null>('/api/user');
    expect(me.body?.id).toBe(ids[actor]);
  }
});

interface RestRow {
  name: string;
  call: (client: TestClient) => Promise<{ status: number }>;
  policy: Policy;
}

const restRows: RestRow[] = [
  { name: 'GET /api/user', call: (c) => c.get('/api/user'), policy: PUBLIC_REST(200) },
  { name: 'GET /api/users', call: (c) => c.get('/api/users'), policy: ADMIN_ONLY_REST(200) },
  {
    name: 'PUT /api/users/:id/role (someone else)',
    call: async (c) => c.put(`/api/users/${await victim()}/role`, { role: 'admin' }),
    policy: ADMIN_ONLY_REST(200),
  },
  {
    name: 'PUT /api/users/:id/role (the user’s own account)',
    call: (c) => c.put(`/api/users/${ids.user}/role`, { role: 'admin' }),
    policy: { anonymous: 401, user: 403, otherUser: 403, admin: 'skip' },
  },
  {
    name: 'PUT /api/users/:id/role (the admin’s own account)',
    call: (c) => c.put(`/api/users/${ids.admin}/role`, { role: 'user' }),
    policy: { anonymous: 401, user: 403, otherUser: 403, admin: 403 },
  },
  {
    name: 'POST /api/admin/users',
    call: (c) =>
      c.post('/api/admin/users', {
        username: 'made',
        email: `made-${Math.random().toString(36).slice(2)}@x.io`,
        password: 'password8',
        role: 'user',
      }),
    policy: ADMIN_ONLY_REST(201),
  },
  {
    name: 'DELETE /api/admin/users/:id (someone else)',
    call: async (c) => c.delete(`/api/admin/users/${await victim()}`),
    policy: ADMIN_ONLY_REST(200),
  },
  {
    name: 'DELETE /api/admin/users/:id (the admin’s own account)',
    call: (c) => c.delete(`/api/admin/users/${ids.admin}`),
    policy: { anonymous: 401, user: 403, otherUser: 403, admin: 403 },
  },
  {
    // A valid name: every signed-in caller renames themselves (no one can rename someone else).
    name: 'PATCH /api/user',
    call: (c) => c.request('PATCH', '/api/user', { username: 'renamed' }),
    policy: { anonymous: 401, user: 200, otherUser: 200, admin: 200 },
  },
  {
    // A wrong current password: signed-in callers reach the check (400); the session is kept.
    name: 'POST /api/user/password (wrong current password)',
    call: (c) =>
      c.post('/api/user/password', { currentPassword: 'not-mine-at-all', newPassword: 'password9' }),
    policy: { anonymous: 401, user: 400, otherUser: 400, admin: 400 },
  },
  {
    name: 'POST /api/user/email (wrong current password)',
    call: (c) =>
      c.post('/api/user/email', { newEmail: 'elsewhere@x.io', currentPassword: 'not-mine-at-all' }),
    policy: { anonymous: 401, user: 400, otherUser: 400, admin: 400 },
  },
  {
    name: 'POST /api/user/email/confirm (bad token)',
    call: (c) => c.post('/api/user/email/confirm', { token: 'not-a-real-token' }),
    policy: PUBLIC_REST(400),
  },
  {
    name: 'POST /api/forgot-password',
    call: (c) =>
      c.post('/api/forgot-password', { email: `nobody-${Math.random().toString(36).slice(2)}@x.io` }),
    policy: PUBLIC_REST(200),
  },
  {
    name: 'POST /api/reset-password (bad token)',
    call: (c) => c.post('/api/reset-password', { token: 'not-a-real-token', newPassword: 'password8' }),
    policy: PUBLIC_REST(400),
  },
];

interface GraphQLRow {
  name: string;
  query: string;
  variables: () => Promise<Record<string, unknown>>;
  policy: Policy;
}

const graphqlRows: GraphQLRow[] = [
  {
    name: 'me',
    query: '{ me { id } }',
    variables: async () => ({}),
    policy: { anonymous: 'ok', user: 'ok', otherUser: 'ok', admin: 'ok' },
  },
  {
    name: 'users',
    query: '{ users { id email role } }',
    variables: async () => ({}),
    policy: ADMIN_ONLY_GQL,
  },
  {
    name: 'changeUserRole (someone else)',
    query: 'mutation($id: ID!) { changeUserRole(userId: $id, role: admin) { id role } }',
    variables: async () => ({ id: await victim() }),
    policy: ADMIN_ONLY_GQL,
  },
  {
    name: 'changeUserRole (own account)',
    query: 'mutation($id: ID!) { changeUserRole(userId: $id, role: user) { id } }',
    variables: async () => ({ id: ids.admin }),
    policy: { ...ADMIN_ONLY_GQL, admin: 'FORBIDDEN' },
  },
  {
    name: 'createUser',
    query:
      'mutation($email: String!) { createUser(input: { username: "g", email: $email, password: "password8" }) { id role } }',
    variables: async () => ({ email: `g-${Math.random().toString(36).slice(2)}@x.io` }),
    policy: ADMIN_ONLY_GQL,
  },
  {
    name: 'deleteUser (someone else)',
    query: 'mutation($id: ID!) { deleteUser(userId: $id) { id } }',
    variables: async () => ({ id: await victim() }),
    policy: ADMIN_ONLY_GQL,
  },
  {
    name: 'deleteUser (own account)',
    query: 'mutation($id: ID!) { deleteUser(userId: $id) { id } }',
    variables: async () => ({ id: ids.admin }),
    policy: { ...ADMIN_ONLY_GQL, admin: 'FORBIDDEN' },
  },
  {
    name: 'updateMe',
    query: 'mutation { updateMe(input: { username: "renamed" }) { id username } }',
    variables: async () => ({}),
    policy: { anonymous: 'UNAUTHENTICATED', user: 'ok', otherUser: 'ok', admin: 'ok' },
  },
  {
    name: 'changePassword (wrong current password)',
    query:
      'mutation { changePassword(currentPassword: "not-mine-at-all", newPassword: "password9") { message } }',
    variables: async () => ({}),
    policy: {
      anonymous: 'UNAUTHENTICATED',
      user: 'BAD_USER_INPUT',
      otherUser: 'BAD_USER_INPUT',
      admin: 'BAD_USER_INPUT',
    },
  },
  {
    name: 'requestEmailChange (wrong current password)',
    query:
      'mutation { requestEmailChange(newEmail: "elsewhere@x.io", currentPassword: "not-mine-at-all") { message } }',
    variables: async () => ({}),
    policy: {
      anonymous: 'UNAUTHENTICATED',
      user: 'BAD_USER_INPUT',
      otherUser: 'BAD_USER_INPUT',
      admin: 'BAD_USER_INPUT',
    },
  },
  {
    name: 'confirmEmailChange (bad token)',
    query: 'mutation { confirmEmailChange(token: "not-a-real-token") { id } }',
    variables: async () => ({}),
    policy: {
      anonymous: 'BAD_USER_INPUT',
      user: 'BAD_USER_INPUT',
      otherUser: 'BAD_USER_INPUT',
      admin: 'BAD_USER_INPUT',
    },
  },
  {
    name: 'forgotPassword',
    query: 'mutation($email: String!) { forgotPassword(email: $email) { message } }',
    variables: async () => ({ email: `nobody-${Math.random().toString(36).slice(2)}@x.io` }),
    policy: { anonymous: 'ok', user: 'ok', otherUser: 'ok', admin: 'ok' },
  },
];

describe('REST authorization matrix', () => {
  for (const row of restRows) {
    for (const actor of ACTORS) {
      const expected = row.policy[actor];
      if (expected === 'skip') continue;
      it(`${row.name} as ${actor} → ${expected}`, async () => {
        const res = await row.call(clients[actor]);
        expect(res.status).toBe(expected);
      });
    }
  }
});

describe('GraphQL authorization matrix', () => {
  for (const row of graphqlRows) {
    for (const actor of ACTORS) {
      const expected = row.policy[actor];
      it(`${row.name} as ${actor} → ${expected}`, async () => {
        const res = await clients[actor].graphql(row.query, await row.variables());
        if (expected === 'ok') {
          expect(res.body.errors).toBeUndefined();
          expect(res.status).toBe(200);
        } else {
          expect(res.body.errors?.[0]?.extensions?.code).toBe(expected);
          // GraphQL-over-HTTP: execution errors are answered with 200; the code says what went wrong.
          expect(res.status).toBe(200);
        }
      });
    }
  }
});
