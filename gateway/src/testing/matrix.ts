// The authorization matrices' shared vocabulary: the four callers, what each should get, and the REST
// and GraphQL tables run as one test per row and caller (someone else's answers like a missing one).
import { describe, expect, it } from 'vitest';
import type { Actor as User } from '../shared/access/actor.js';
import { TestClient } from './http-client.js';
import type { TestRuntime } from './runtime.js';

export type MatrixActor = 'anonymous' | 'owner' | 'otherUser' | 'admin';
export const ACTORS: readonly MatrixActor[] = ['anonymous', 'owner', 'otherUser', 'admin'];

/** Expected outcome per caller: an HTTP status (REST) or a GraphQL error code / 'ok'. */
export type Policy = Record<MatrixActor, number | string>;

/** A signed-in operation over REST: anonymous callers get 401. */
export const rest = (owner: number, otherUser: number, admin: number): Policy => ({
  anonymous: 401,
  owner,
  otherUser,
  admin,
});

/** A signed-in operation over GraphQL: anonymous callers get UNAUTHENTICATED. */
export const gql = (owner: string, otherUser: string, admin: string): Policy => ({
  anonymous: 'UNAUTHENTICATED',
  owner,
  otherUser,
  admin,
});

export interface RestRow {
  name: string;
  call: (client: TestClient) => Promise<{ status: number }>;
  policy: Policy;
}

export interface GraphQLRow {
  name: string;
  query: string;
  variables: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  policy: Policy;
  /** The HTTP status per caller where it is not 200: a request refused before it runs (a read token's mutation: 403). */
  httpStatus?: Partial<Record<MatrixActor, number>>;
}

/** The signed-in callers of a matrix. */
export type SignedInActor = Exclude<MatrixActor, 'anonymous'>;

export interface MatrixCallers {
  clients: Record<MatrixActor, TestClient>;
  ids: Record<SignedInActor, string>;
}

/**
 * Signs up the matrix's callers over REST: the admin first (the first account is the admin), then the
 * owner and another user, as `admin@<domain>`, `owner@<domain>` and `other@<domain>`; the anonymous
 * caller is a client without a session.
 */
export async function signUpCallers(gateway: TestRuntime, domain = 'x.io'): Promise<MatrixCallers> {
  const admin = await gateway.signUp(`admin@${domain}`);
  const owner = await gateway.signUp(`owner@${domain}`);
  const otherUser = await gateway.signUp(`other@${domain}`);
  return {
    clients: {
      anonymous: new TestClient(gateway.url),
      owner: owner.client,
      otherUser: otherUser.client,
      admin: admin.client,
    },
    ids: { admin: admin.id, owner: owner.id, otherUser: otherUser.id },
  };
}

/** The owner's account, a project of theirs and a thesis in it: what most matrices' rows act on. */
export async function seedOwnerThesis(gateway: TestRuntime, ownerId: string) {
  const ownerUser: User = (await gateway.services.users.findById(ownerId))!;
  const project = await gateway.services.projects.create(ownerUser, { name: 'Owner’s project' });
  const thesis = await gateway.services.theses.create(ownerUser, project.id, { title: 'Owner’s thesis' });
  return { ownerUser, project, thesis };
}

type Clients = () => Record<MatrixActor, TestClient>;

/**
 * The same callers with personal API tokens instead of cookies (issue 19): each signed-in caller creates
 * a token of `scope` through its session and sends only `Authorization: Bearer` from then on; the
 * anonymous caller stays anonymous.
 */
export async function bearerClients(
  clients: Record<MatrixActor, TestClient>,
  scope: 'read' | 'write',
): Promise<Record<MatrixActor, TestClient>> {
  const withToken = async (client: TestClient) => {
    const res = await client.post<{ token: string }>('/api/tokens', {
      name: `matrix ${scope}`,
      scope,
      expiresInDays: 30,
    });
    expect(res.status).toBe(201);
    return new TestClient(client.baseUrl, { authorization: `Bearer ${res.body.token}` });
  };
  return {
    anonymous: clients.anonymous,
    owner: await withToken(clients.owner),
    otherUser: await withToken(clients.otherUser),
    admin: await withToken(clients.admin),
  };
}

/** One test per row and caller: the REST status is the policy's. */
export function restMatrix(title: string, rows: readonly RestRow[], clients: Clients): void {
  describe(title, () => {
    for (const row of rows) {
      for (const actor of ACTORS) {
        const expected = row.policy[actor];
        it(`${row.name} as ${actor} → ${expected}`, async () => {
          expect((await row.call(clients()[actor])).status).toBe(expected);
        });
      }
    }
  });
}

/** One test per row and caller: GraphQL answers 200 and the first error's code is the policy's. */
export function graphqlMatrix(title: string, rows: readonly GraphQLRow[], clients: Clients): void {
  describe(title, () => {
    for (const row of rows) {
      for (const actor of ACTORS) {
        const expected = row.policy[actor];
        it(`${row.name} as ${actor} → ${expected}`, async () => {
          const res = await clients()[actor].graphql(row.query, await row.variables());
          // GraphQL-over-HTTP: execution errors are answered with 200; the code says what went wrong.
          expect(res.status).toBe(row.httpStatus?.[actor] ?? 200);
          if (expected === 'ok') expect(res.body.errors).toBeUndefined();
          else expect(res.body.errors?.[0]?.extensions?.code).toBe(expected);
        });
      }
    }
  });
}
