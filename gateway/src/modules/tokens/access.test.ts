// Authorization matrix of personal API tokens over REST and GraphQL, as anonymous, the tokens' owner,
// another user and an admin — with session cookies, with write tokens and with read tokens — and the
// same callers' tokens on other domains' routes (a token acts as its user; a read token changes nothing).
import { beforeAll } from 'vitest';
import type { TestClient } from '../../testing/http-client.js';
import {
  bearerClients,
  gql,
  graphqlMatrix,
  rest,
  restMatrix,
  type GraphQLRow,
  type MatrixActor,
  type Policy,
  type RestRow,
  seedOwnerThesis,
  signUpCallers,
} from '../../testing/matrix.js';
import { useTestRuntime } from '../../testing/runtime.js';

const MISSING_ID = '0123456789abcdef01234567';
const gateway = useTestRuntime();
let cookies: Record<MatrixActor, TestClient>;
let writeTokens: Record<MatrixActor, TestClient>;
let readTokens: Record<MatrixActor, TestClient>;
let owner: { id: string; client: TestClient };
let other: { id: string };
let thesisId: string;

/** A fresh token of the owner's, for rows that revoke one. */
async function ownerToken(): Promise<string> {
  const res = await owner.client.post<{ id: string }>('/api/tokens', {
    name: 'Spare',
    scope: 'read',
    expiresInDays: 30,
  });
  return res.body.id;
}

beforeAll(async () => {
  const callers = await signUpCallers(gateway, 'matrix.io');
  cookies = callers.clients;
  owner = { id: callers.ids.owner, client: cookies.owner };
  other = { id: callers.ids.otherUser };
  writeTokens = await bearerClients(cookies, 'write');
  readTokens = await bearerClients(cookies, 'read');
  thesisId = (await seedOwnerThesis(gateway, owner.id)).thesis.id;
});

const all = (status: number): Policy => rest(status, status, status);
const CREATE = { name: 'Row', scope: 'read', expiresInDays: 30 };

/** Token routes; `minting` is what creating a token answers for these callers. */
const tokenRows = (minting: Policy): RestRow[] => [
  { name: 'POST /api/tokens', call: (c) => c.post('/api/tokens', CREATE), policy: minting },
  { name: 'GET /api/tokens', call: (c) => c.get('/api/tokens'), policy: all(200) },
  {
    name: 'DELETE /api/tokens/:id (the owner’s)',
    call: async (c) => c.delete(`/api/tokens/${await ownerToken()}`),
    policy: rest(200, 404, 200),
  },
  {
    name: 'DELETE /api/tokens/:id (missing)',
    call: (c) => c.delete(`/api/tokens/${MISSING_ID}`),
    policy: all(404),
  },
  {
    name: 'GET /api/users/:userId/tokens (the owner’s)',
    call: (c) => c.get(`/api/users/${owner.id}/tokens`),
    policy: rest(200, 403, 200),
  },
  {
    name: 'GET /api/users/:userId/tokens (missing user)',
    call: (c) => c.get(`/api/users/${MISSING_ID}/tokens`),
    policy: rest(403, 403, 404),
  },
];

restMatrix('API tokens over REST, with session cookies', tokenRows(all(201)), () => cookies);
restMatrix(
  'API tokens over REST, with write tokens (a token cannot mint tokens)',
  tokenRows(all(403)),
  () => writeTokens,
);
restMatrix(
  'API tokens over REST, with read tokens',
  tokenRows(all(403)).map((row) => (row.name.startsWith('DELETE') ? { ...row, policy: all(403) } : row)),
  () => readTokens,
);

const CREATE_MUTATION = `mutation Create($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`;
const graphqlTokenRows = (minting: Policy): GraphQLRow[] => [
  { name: 'createApiToken', query: CREATE_MUTATION, variables: () => ({ input: CREATE }), policy: minting },
  {
    name: 'apiTokens',
    query: 'query Own { apiTokens { id } }',
    variables: () => ({}),
    policy: gql('ok', 'ok', 'ok'),
  },
  {
    name: 'apiTokens(userId) of the owner',
    query: 'query Of($userId: ID) { apiTokens(userId: $userId) { id } }',
    variables: () => ({ userId: owner.id }),
    policy: gql('ok', 'FORBIDDEN', 'ok'),
  },
  {
    name: 'revokeApiToken (the owner’s)',
    query: 'mutation Revoke($id: ID!) { revokeApiToken(id: $id) }',
    variables: async () => ({ id: await ownerToken() }),
    policy: gql('ok', 'NOT_FOUND', 'ok'),
  },
];

graphqlMatrix(
  'API tokens over GraphQL, with session cookies',
  graphqlTokenRows(gql('ok', 'ok', 'ok')),
  () => cookies,
);
graphqlMatrix(
  'API tokens over GraphQL, with write tokens',
  graphqlTokenRows(gql('FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN')),
  () => writeTokens,
);
const REFUSED_BEFORE_RUNNING = { owner: 403, otherUser: 403, admin: 403 };
graphqlMatrix(
  'API tokens over GraphQL, with read tokens (mutations refused before they run)',
  graphqlTokenRows(gql('FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN')).map((row) =>
    row.query.startsWith('mutation')
      ? { ...row, policy: gql('FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'), httpStatus: REFUSED_BEFORE_RUNNING }
      : row,
  ),
  () => readTokens,
);

/** Other domains' routes with tokens: as the token's user (cookie policies), nothing changed by a read token. */
const otherDomainRows = (read: boolean): RestRow[] => [
  { name: 'GET /api/user', call: (c) => c.get('/api/user'), policy: { ...all(200), anonymous: 200 } },
  { name: 'GET /api/projects', call: (c) => c.get('/api/projects'), policy: all(200) },
  {
    name: 'POST /api/projects',
    call: (c) => c.post('/api/projects', { name: 'By token' }),
    policy: all(read ? 403 : 201),
  },
  {
    name: 'GET /api/theses/:id (the owner’s)',
    call: (c) => c.get(`/api/theses/${thesisId}`),
    policy: rest(200, 404, 200),
  },
  {
    name: 'PATCH /api/theses/:id (the owner’s)',
    call: (c) => c.request('PATCH', `/api/theses/${thesisId}`, { title: 'Renamed by token' }),
    policy: read ? all(403) : rest(200, 404, 200),
  },
  { name: 'GET /api/users (admins)', call: (c) => c.get('/api/users'), policy: rest(403, 403, 200) },
  {
    name: 'PUT /api/users/:userId/role (admins)',
    call: (c) => c.put(`/api/users/${other.id}/role`, { role: 'user' }),
    policy: read ? all(403) : rest(403, 403, 200),
  },
  { name: 'GET /api/saved-links', call: (c) => c.get('/api/saved-links'), policy: all(200) },
];

restMatrix('other domains with write tokens', otherDomainRows(false), () => writeTokens);
restMatrix('other domains with read tokens', otherDomainRows(true), () => readTokens);

graphqlMatrix(
  'other domains over GraphQL with read tokens',
  [
    {
      name: 'projects',
      query: 'query P { projects { id } }',
      variables: () => ({}),
      policy: gql('ok', 'ok', 'ok'),
    },
    {
      name: 'thesis (the owner’s)',
      query: 'query T($id: String!) { thesis(idOrSlug: $id) { id } }',
      variables: () => ({ id: thesisId }),
      policy: gql('ok', 'NOT_FOUND', 'ok'),
    },
    {
      name: 'createProject',
      query: 'mutation C { createProject(input: { name: "By read token" }) { id } }',
      variables: () => ({}),
      policy: gql('FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'),
      httpStatus: REFUSED_BEFORE_RUNNING,
    },
    {
      name: 'setLanguage',
      query: 'mutation L { setLanguage(language: USA) { id } }',
      variables: () => ({}),
      policy: gql('FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'),
      httpStatus: REFUSED_BEFORE_RUNNING,
    },
  ],
  () => readTokens,
);
