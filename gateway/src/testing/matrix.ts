// The authorization matrices' shared vocabulary: the four callers, what each should get, and the REST
// and GraphQL tables run as one test per row and caller (someone else's answers like a missing one).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor as User } from '../shared/access/actor.js';
import { TestClient } from './http-client.js';
import { useTestRuntime, type TestRuntime } from './runtime.js';
import { createToken } from './tokens.js';

export type MatrixActor = 'anonymous' | 'owner' | 'otherUser' | 'admin';
export const ACTORS: readonly MatrixActor[] = ['anonymous', 'owner', 'otherUser', 'admin'];

/** The owner's project's members (issue 29): an editor and a viewer it is shared with. */
export type MemberActor = 'editor' | 'viewer';
const MEMBER_ACTORS: readonly MemberActor[] = ['editor', 'viewer'];

/**
 * Expected outcome per caller: an HTTP status (REST) or a GraphQL error code / 'ok'; 'skip' in a REST
 * row: no test for that caller (its call would change what the table's later rows act on). A row that
 * also names the editor and viewer columns (`withMembers`) is run as them too.
 */
export type Policy = Record<MatrixActor, number | string> & Partial<Record<MemberActor, number | string>>;

/** The row's policy with the editor and viewer columns of the owner's project. */
export const withMembers = (policy: Policy, editor: number | string, viewer: number | string): Policy => ({
  ...policy,
  editor,
  viewer,
});

/**
 * What a project's members may do (issue 29), as `thesesPolicy` and the other project tables say:
 * 'read' every member, 'edit' editors (viewers are told they may not), 'own' neither (the owner's).
 */
export type MemberPower = 'read' | 'edit' | 'own';

const memberOutcome = <T extends number | string>(
  outcome: T,
  power: MemberPower,
  refused: T,
): [editor: T, viewer: T] =>
  power === 'read' ? [outcome, outcome] : power === 'edit' ? [outcome, refused] : [refused, refused];

/**
 * A project-scoped REST operation: the owner and admins get `status`, another user 404 (as if missing),
 * the editor and viewer `status` where `power` lets them and 403 where it does not.
 */
export const restByRole = (status: number, power: MemberPower): Policy =>
  withMembers(rest(status, 404, status), ...memberOutcome(status, power, 403));

/** The same over GraphQL: NOT_FOUND to another user, FORBIDDEN to a member without the power. */
export const gqlByRole = (outcome: string, power: MemberPower): Policy =>
  withMembers(gql(outcome, 'NOT_FOUND', outcome), ...memberOutcome(outcome, power, 'FORBIDDEN'));

/** Something missing: every signed-in caller, members included, gets `status` (REST) or `outcome`. */
export const restMissing = (status = 404): Policy =>
  withMembers(rest(status, status, status), status, status);
export const gqlMissing = (outcome = 'NOT_FOUND'): Policy =>
  withMembers(gql(outcome, outcome, outcome), outcome, outcome);

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

/** Every signed-in caller gets `status` over REST; anonymous callers get 401. */
export const signedIn = (status: number): Policy => rest(status, status, status);

/** Every caller, anonymous or not, gets the same outcome (a public operation). */
export const everyone = (outcome: number | string): Policy => ({
  anonymous: outcome,
  owner: outcome,
  otherUser: outcome,
  admin: outcome,
});

/** A read token's mutation over GraphQL: refused before it runs (HTTP 403, FORBIDDEN) for every signed-in caller. */
export const REFUSED_TO_READ_TOKENS = {
  policy: gql('FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'),
  httpStatus: { owner: 403, otherUser: 403, admin: 403 },
} satisfies Pick<GraphQLRow, 'policy' | 'httpStatus'>;

/** The id of no document: what a missing one is asked for by. */
export const MISSING_ID = '0123456789abcdef01234567';

export interface RestRow {
  name: string;
  call: (client: TestClient) => Promise<{ status: number }>;
  policy: Policy;
}

/** A REST row written as one line of a table: name, call, policy. */
export type RestLine = readonly [name: string, call: RestRow['call'], policy: Policy];
/** A matrix's REST rows: table lines, or rows where a line would not say enough. */
export type RestTable = ReadonlyArray<RestRow | RestLine>;

export interface GraphQLRow {
  name: string;
  query: string;
  variables: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  policy: Policy;
  /** The HTTP status per caller where it is not 200: a request refused before it runs (a read token's mutation: 403). */
  httpStatus?: Partial<Record<MatrixActor | MemberActor, number>>;
}

/** A GraphQL row written as one line of a table: name, query, variables, policy. */
export type GraphQLLine = readonly [
  name: string,
  query: string,
  variables: GraphQLRow['variables'],
  policy: Policy,
];
/** A matrix's GraphQL rows: table lines, or rows where a line would not say enough. */
export type GraphQLTable = ReadonlyArray<GraphQLRow | GraphQLLine>;

/** A row of a table as an object. */
export const asRestRow = (row: RestRow | RestLine): RestRow =>
  Array.isArray(row) ? { name: row[0], call: row[1], policy: row[2] } : (row as RestRow);
/** A row of a table as an object. */
export const asGraphQLRow = (row: GraphQLRow | GraphQLLine): GraphQLRow =>
  Array.isArray(row)
    ? { name: row[0], query: row[1], variables: row[2], policy: row[3] }
    : (row as GraphQLRow);

/** What the owner's thesis (or project) is asked for by: its id and its slug. */
type Keys = () => { id: string; slug: string };

/**
 * `GET path` (`:id` in it) by the id of the owner's document, by its slug and by a missing id: the
 * owner, admins and the project's members read it; anyone else is answered as if it were missing.
 */
export function ownerReads(path: string, keys: Keys): RestRow[] {
  const at = (key: string) => path.replace(':id', key);
  return [
    { name: `GET ${path}`, call: (c) => c.get(at(keys().id)), policy: restByRole(200, 'read') },
    {
      name: `GET ${path.replace(':id', ':slug')}`,
      call: (c) => c.get(at(keys().slug)),
      policy: restByRole(200, 'read'),
    },
    { name: `GET ${path} (missing)`, call: (c) => c.get(at(MISSING_ID)), policy: restMissing() },
  ];
}

/** The same over GraphQL: `query` with `$<variable>` set to the id, the slug and a missing id. */
export function ownerQueries(name: string, query: string, keys: Keys, variable = 'key'): GraphQLRow[] {
  const row = (by: string, key: () => string, policy: Policy): GraphQLRow => ({
    name: `${name} (${by})`,
    query,
    variables: () => ({ [variable]: key() }),
    policy,
  });
  return [
    row('by id', () => keys().id, gqlByRole('ok', 'read')),
    row('by slug', () => keys().slug, gqlByRole('ok', 'read')),
    row('missing', () => MISSING_ID, gqlMissing()),
  ];
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

/** The callers of a matrix, and the owner's account, project and thesis its rows act on. */
export type OwnerThesis = MatrixCallers & Awaited<ReturnType<typeof seedOwnerThesis>>;

/**
 * Signs up the matrix's callers and seeds the owner's project and thesis before the file's tests. The
 * answer is filled in then: read it inside tests, hooks and rows, not at the top of the file.
 */
function useOwnerThesis(gateway: TestRuntime): OwnerThesis {
  const seeded = {} as OwnerThesis;
  beforeAll(async () => {
    const callers = await signUpCallers(gateway);
    Object.assign(seeded, callers, await seedOwnerThesis(gateway, callers.ids.owner));
  });
  return seeded;
}

/**
 * What most matrices start with: a gateway for the file's tests, the matrix's callers signed up on it
 * and the owner's project and thesis seeded (both filled in before the file's tests).
 */
export function useOwnerThesisGateway(): { gateway: TestRuntime; seeded: OwnerThesis } {
  const gateway = useTestRuntime();
  return { gateway, seeded: useOwnerThesis(gateway) };
}

/** A random word, for names and texts that must differ from row to row. */
export const unique = (): string => Math.random().toString(36).slice(2);

/**
 * An editor and a viewer of the owner's project (`editor@x.io`, `viewer@x.io`), signed up and made
 * members after `useOwnerThesis` has seeded it; filled in then, like its answer.
 */
export function useProjectMembers(
  gateway: TestRuntime,
  seeded: OwnerThesis,
): Record<MemberActor, TestClient> & { ids: Record<MemberActor, string> } {
  const members = { ids: {} } as Record<MemberActor, TestClient> & { ids: Record<MemberActor, string> };
  beforeAll(async () => {
    for (const role of MEMBER_ACTORS) {
      const member = await gateway.signUp(`${role}@x.io`);
      await gateway.services.members.add(seeded.project.id, member.id, role);
      members[role] = member.client;
      members.ids[role] = member.id;
    }
  });
  return members;
}

/**
 * `useOwnerThesisGateway` with the owner's project shared with an editor and a viewer
 * (`useProjectMembers`): `clients` are the six callers a project-scoped matrix runs as.
 */
export function useOwnerThesisMembersGateway() {
  const { gateway, seeded } = useOwnerThesisGateway();
  const members = useProjectMembers(gateway, seeded);
  const clients = () => ({ ...seeded.clients, editor: members.editor, viewer: members.viewer });
  return { gateway, seeded, members, clients };
}

type Clients = () => Record<MatrixActor, TestClient> & Partial<Record<MemberActor, TestClient>>;

/** The callers a row is run as: the four, and the members where it names their columns. */
const callersOf = (policy: Policy): Array<MatrixActor | MemberActor> => [
  ...ACTORS,
  ...MEMBER_ACTORS.filter((actor) => policy[actor] !== undefined),
];

/** The client of a caller; a row naming a member column needs the matrix to have been given members. */
const clientOf = (clients: Clients, actor: MatrixActor | MemberActor): TestClient => {
  const client = clients()[actor];
  if (!client) throw new Error(`The matrix has no ${actor} client: give it useProjectMembers' clients.`);
  return client;
};

/**
 * The same callers with personal API tokens instead of cookies (issue 19): each signed-in caller creates
 * a token of `scope` through its session and sends only `Authorization: Bearer` from then on; the
 * anonymous caller stays anonymous.
 */
async function bearerClients(
  clients: Record<MatrixActor, TestClient>,
  scope: 'read' | 'write',
): Promise<Record<MatrixActor, TestClient>> {
  const withToken = async (client: TestClient) => {
    const { token } = await createToken(client, `matrix ${scope}`, scope);
    return new TestClient(client.baseUrl, { authorization: `Bearer ${token}` });
  };
  return {
    anonymous: clients.anonymous,
    owner: await withToken(clients.owner),
    otherUser: await withToken(clients.otherUser),
    admin: await withToken(clients.admin),
  };
}

/** The matrix's callers three ways: with session cookies, with write tokens and with read tokens. */
interface TokenCallers {
  ids: Record<SignedInActor, string>;
  cookies: Record<MatrixActor, TestClient>;
  writeTokens: Record<MatrixActor, TestClient>;
  readTokens: Record<MatrixActor, TestClient>;
}

/**
 * Signs up the matrix's callers as `<actor>@<domain>` before the file's tests, each with a write and a
 * read token: read the answer inside tests, hooks and rows, not at the top of the file.
 */
export function useTokenCallers(gateway: TestRuntime, domain: string): TokenCallers {
  const callers = {} as TokenCallers;
  beforeAll(async () => {
    const { ids, clients } = await signUpCallers(gateway, domain);
    Object.assign(callers, {
      ids,
      cookies: clients,
      writeTokens: await bearerClients(clients, 'write'),
      readTokens: await bearerClients(clients, 'read'),
    });
  });
  return callers;
}

/** One test per row and caller: the REST status is the policy's. */
export function restMatrix(title: string, rows: RestTable, clients: Clients): void {
  describe(title, () => {
    for (const row of rows.map(asRestRow)) {
      for (const actor of callersOf(row.policy)) {
        const expected = row.policy[actor];
        if (expected === 'skip') continue;
        it(`${row.name} as ${actor} → ${expected}`, async () => {
          expect((await row.call(clientOf(clients, actor))).status).toBe(expected);
        });
      }
    }
  });
}

/** One test per row and caller: GraphQL answers 200 and the first error's code is the policy's. */
export function graphqlMatrix(title: string, rows: GraphQLTable, clients: Clients): void {
  describe(title, () => {
    for (const row of rows.map(asGraphQLRow)) {
      for (const actor of callersOf(row.policy)) {
        const expected = row.policy[actor];
        it(`${row.name} as ${actor} → ${expected}`, async () => {
          const res = await clientOf(clients, actor).graphql(row.query, await row.variables());
          // GraphQL-over-HTTP: execution errors are answered with 200; the code says what went wrong.
          expect(res.status).toBe(row.httpStatus?.[actor] ?? 200);
          if (expected === 'ok') expect(res.body.errors).toBeUndefined();
          else expect(res.body.errors?.[0]?.extensions?.code).toBe(expected);
        });
      }
    }
  });
}

/** Both tables of a matrix: "REST authorization matrix (`what`)" and "GraphQL authorization matrix (`what`)". */
export function authorizationMatrices(
  what: string,
  restRows: RestTable,
  graphqlRows: GraphQLTable,
  clients: Clients,
): void {
  restMatrix(`REST authorization matrix (${what})`, restRows, clients);
  graphqlMatrix(`GraphQL authorization matrix (${what})`, graphqlRows, clients);
}
