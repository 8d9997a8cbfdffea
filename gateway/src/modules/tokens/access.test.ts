// Authorization matrix of personal API tokens over REST and GraphQL, as anonymous, the tokens' owner,
// another user and an admin — with session cookies, with write tokens and with read tokens — and the
// same callers' tokens on other domains' routes (a token acts as its user; a read token changes nothing).
import { beforeAll } from 'vitest';
import type { TestClient } from '../../testing/http-client.js';
import {
  asGraphQLRow,
  asRestRow,
  everyone,
  gql,
  graphqlMatrix,
  rest,
  restMatrix,
  signedIn,
  type GraphQLTable,
  type Policy,
  type RestTable,
  seedOwnerThesis,
  useTokenCallers,
  MISSING_ID,
  REFUSED_TO_READ_TOKENS,
} from '../../testing/matrix.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { createToken } from '../../testing/tokens.js';

const gateway = useTestRuntime();
const callers = useTokenCallers(gateway, 'matrix.io');
let owner: { id: string; client: TestClient };
let other: { id: string };
let thesisId: string;

/** A fresh token of the owner's, for rows that revoke one. */
async function ownerToken(): Promise<string> {
  return (await createToken(owner.client, 'Spare', 'read')).id;
}

beforeAll(async () => {
  owner = { id: callers.ids.owner, client: callers.cookies.owner };
  other = { id: callers.ids.otherUser };
  thesisId = (await seedOwnerThesis(gateway, owner.id)).thesis.id;
});

const CREATE = { name: 'Row', scope: 'read', expiresInDays: 30 };

/** Token routes; `minting` is what creating a token answers for these callers. */
const tokenRows = (minting: Policy): RestTable => [
  ['POST /api/tokens', (c) => c.post('/api/tokens', CREATE), minting],
  ['GET /api/tokens', (c) => c.get('/api/tokens'), signedIn(200)],
  [
    'DELETE /api/tokens/:id (the owner’s)',
    async (c) => c.delete(`/api/tokens/${await ownerToken()}`),
    rest(200, 404, 200),
  ],
  ['DELETE /api/tokens/:id (missing)', (c) => c.delete(`/api/tokens/${MISSING_ID}`), signedIn(404)],
  [
    'GET /api/users/:userId/tokens (the owner’s)',
    (c) => c.get(`/api/users/${owner.id}/tokens`),
    rest(200, 403, 200),
  ],
  [
    'GET /api/users/:userId/tokens (missing user)',
    (c) => c.get(`/api/users/${MISSING_ID}/tokens`),
    rest(403, 403, 404),
  ],
];

restMatrix('API tokens over REST, with session cookies', tokenRows(signedIn(201)), () => callers.cookies);
restMatrix(
  'API tokens over REST, with write tokens (a token cannot mint tokens)',
  tokenRows(signedIn(403)),
  () => callers.writeTokens,
);
restMatrix(
  'API tokens over REST, with read tokens',
  tokenRows(signedIn(403))
    .map(asRestRow)
    .map((row) => (row.name.startsWith('DELETE') ? { ...row, policy: signedIn(403) } : row)),
  () => callers.readTokens,
);

const CREATE_MUTATION = `mutation Create($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`;
const graphqlTokenRows = (minting: Policy): GraphQLTable => [
  ['createApiToken', CREATE_MUTATION, () => ({ input: CREATE }), minting],
  ['apiTokens', 'query Own { apiTokens { id } }', () => ({}), gql('ok', 'ok', 'ok')],
  [
    'apiTokens(userId) of the owner',
    'query Of($userId: ID) { apiTokens(userId: $userId) { id } }',
    () => ({ userId: owner.id }),
    gql('ok', 'FORBIDDEN', 'ok'),
  ],
  [
    'revokeApiToken (the owner’s)',
    'mutation Revoke($id: ID!) { revokeApiToken(id: $id) }',
    async () => ({ id: await ownerToken() }),
    gql('ok', 'NOT_FOUND', 'ok'),
  ],
];

graphqlMatrix(
  'API tokens over GraphQL, with session cookies',
  graphqlTokenRows(gql('ok', 'ok', 'ok')),
  () => callers.cookies,
);
graphqlMatrix(
  'API tokens over GraphQL, with write tokens',
  graphqlTokenRows(gql('FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN')),
  () => callers.writeTokens,
);
graphqlMatrix(
  'API tokens over GraphQL, with read tokens (mutations refused before they run)',
  graphqlTokenRows(gql('FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'))
    .map(asGraphQLRow)
    .map((row) => (row.query.startsWith('mutation') ? { ...row, ...REFUSED_TO_READ_TOKENS } : row)),
  () => callers.readTokens,
);

/** Other domains' routes with tokens: as the token's user (cookie policies), nothing changed by a read token. */
const otherDomainRows = (read: boolean): RestTable => [
  ['GET /api/user', (c) => c.get('/api/user'), everyone(200)],
  ['GET /api/projects', (c) => c.get('/api/projects'), signedIn(200)],
  ['POST /api/projects', (c) => c.post('/api/projects', { name: 'By token' }), signedIn(read ? 403 : 201)],
  ['GET /api/theses/:id (the owner’s)', (c) => c.get(`/api/theses/${thesisId}`), rest(200, 404, 200)],
  [
    'PATCH /api/theses/:id (the owner’s)',
    (c) => c.request('PATCH', `/api/theses/${thesisId}`, { title: 'Renamed by token' }),
    read ? signedIn(403) : rest(200, 404, 200),
  ],
  ['GET /api/users (admins)', (c) => c.get('/api/users'), rest(403, 403, 200)],
  [
    'PUT /api/users/:userId/role (admins)',
    (c) => c.put(`/api/users/${other.id}/role`, { role: 'user' }),
    read ? signedIn(403) : rest(403, 403, 200),
  ],
  ['GET /api/saved-links', (c) => c.get('/api/saved-links'), signedIn(200)],
];

restMatrix('other domains with write tokens', otherDomainRows(false), () => callers.writeTokens);
restMatrix('other domains with read tokens', otherDomainRows(true), () => callers.readTokens);

graphqlMatrix(
  'other domains over GraphQL with read tokens',
  [
    ['projects', 'query P { projects { id } }', () => ({}), gql('ok', 'ok', 'ok')],
    [
      'thesis (the owner’s)',
      'query T($id: String!) { thesis(idOrSlug: $id) { id } }',
      () => ({ id: thesisId }),
      gql('ok', 'NOT_FOUND', 'ok'),
    ],
    {
      name: 'createProject',
      query: 'mutation C { createProject(input: { name: "By read token" }) { id } }',
      variables: () => ({}),
      ...REFUSED_TO_READ_TOKENS,
    },
    {
      name: 'setLanguage',
      query: 'mutation L { setLanguage(language: USA) { id } }',
      variables: () => ({}),
      ...REFUSED_TO_READ_TOKENS,
    },
  ],
  () => callers.readTokens,
);
