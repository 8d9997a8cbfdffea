// Authorization matrix of webhooks over REST and GraphQL, as anonymous, the endpoint's owner, another
// user and an admin — with session cookies, write tokens and read tokens (someone else's endpoint
// answers like a missing one; admins may read and delete any).
import { beforeAll } from 'vitest';
import type { TestClient } from '../../testing/http-client.js';
import {
  gql,
  graphqlMatrix,
  rest,
  restMatrix,
  signedIn,
  type GraphQLRow,
  type GraphQLTable,
  type Policy,
  type RestTable,
  useTokenCallers,
  MISSING_ID,
  REFUSED_TO_READ_TOKENS,
} from '../../testing/matrix.js';
import { useTestRuntime } from '../../testing/runtime.js';

const callers = useTokenCallers(useTestRuntime(), 'hooks-matrix.io');
let ownerClient: TestClient;
let ownerHookId: string;

const NEW_HOOK = { url: 'https://hooks.example.com/thesis', events: ['research.completed'] };

/** A fresh endpoint of the owner's, for rows that delete one (those left by earlier rows go first: 20 at most). */
async function ownerHook(): Promise<string> {
  const left = (await ownerClient.get<Array<{ id: string }>>('/api/webhooks')).body;
  for (const hook of left) if (hook.id !== ownerHookId) await ownerClient.delete(`/api/webhooks/${hook.id}`);
  return (await ownerClient.post<{ id: string }>('/api/webhooks', NEW_HOOK)).body.id;
}

beforeAll(async () => {
  ownerClient = callers.cookies.owner;
  ownerHookId = (await ownerClient.post<{ id: string }>('/api/webhooks', NEW_HOOK)).body.id;
});

const rows = (read: boolean): RestTable => [
  ['POST /api/webhooks', (c) => c.post('/api/webhooks', NEW_HOOK), signedIn(read ? 403 : 201)],
  ['GET /api/webhooks', (c) => c.get('/api/webhooks'), signedIn(200)],
  [
    'GET /api/webhooks/:id/deliveries (the owner’s)',
    (c) => c.get(`/api/webhooks/${ownerHookId}/deliveries`),
    rest(200, 404, 200),
  ],
  [
    'GET /api/webhooks/:id/deliveries (missing)',
    (c) => c.get(`/api/webhooks/${MISSING_ID}/deliveries`),
    signedIn(404),
  ],
  [
    'DELETE /api/webhooks/:id (the owner’s)',
    async (c) => c.delete(`/api/webhooks/${await ownerHook()}`),
    read ? signedIn(403) : rest(200, 404, 200),
  ],
  [
    'DELETE /api/webhooks/:id (missing)',
    (c) => c.delete(`/api/webhooks/${MISSING_ID}`),
    signedIn(read ? 403 : 404),
  ],
];

restMatrix('webhooks over REST, with session cookies', rows(false), () => callers.cookies);
restMatrix('webhooks over REST, with write tokens', rows(false), () => callers.writeTokens);
restMatrix('webhooks over REST, with read tokens', rows(true), () => callers.readTokens);

const graphqlRows = (read: boolean): GraphQLTable => {
  const mutation = (policy: Policy): Pick<GraphQLRow, 'policy' | 'httpStatus'> =>
    read ? REFUSED_TO_READ_TOKENS : { policy };
  return [
    {
      name: 'createWebhook',
      query: 'mutation Create($input: CreateWebhookInput!) { createWebhook(input: $input) { secret } }',
      variables: () => ({ input: NEW_HOOK }),
      ...mutation(gql('ok', 'ok', 'ok')),
    },
    ['webhooks', 'query Hooks { webhooks { id } }', () => ({}), gql('ok', 'ok', 'ok')],
    [
      'webhookDeliveries (the owner’s)',
      'query Deliveries($id: ID!) { webhookDeliveries(webhookId: $id) { id } }',
      () => ({ id: ownerHookId }),
      gql('ok', 'NOT_FOUND', 'ok'),
    ],
    {
      name: 'deleteWebhook (the owner’s)',
      query: 'mutation Drop($id: ID!) { deleteWebhook(id: $id) }',
      variables: async () => ({ id: await ownerHook() }),
      ...mutation(gql('ok', 'NOT_FOUND', 'ok')),
    },
  ];
};

graphqlMatrix('webhooks over GraphQL, with session cookies', graphqlRows(false), () => callers.cookies);
graphqlMatrix('webhooks over GraphQL, with write tokens', graphqlRows(false), () => callers.writeTokens);
graphqlMatrix('webhooks over GraphQL, with read tokens', graphqlRows(true), () => callers.readTokens);
