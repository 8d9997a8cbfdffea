// The authorization matrices' shared vocabulary: the four callers, what each should get, and the REST
// and GraphQL tables run as one test per row and caller (someone else's answers like a missing one).
import { describe, expect, it } from 'vitest';
import type { TestClient } from './http-client.js';

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
}

type Clients = () => Record<MatrixActor, TestClient>;

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
          expect(res.status).toBe(200);
          if (expected === 'ok') expect(res.body.errors).toBeUndefined();
          else expect(res.body.errors?.[0]?.extensions?.code).toBe(expected);
        });
      }
    }
  });
}
