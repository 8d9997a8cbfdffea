// Authorization matrix of citations over REST and GraphQL, as anonymous, the thesis's owner, another
// user and an admin: someone else's thesis answers exactly like a missing one (404 / NOT_FOUND).
import { beforeAll, expect, it } from 'vitest';
import { useTestRuntime } from '../../testing/runtime.js';
import type { TestClient } from '../../testing/http-client.js';
import {
  type MatrixActor as Actor,
  gql,
  graphqlMatrix,
  rest,
  restMatrix,
  type GraphQLTable,
  type RestTable,
  ownerReads,
  seedOwnerThesis,
  signUpCallers,
  MISSING_ID,
} from '../../testing/matrix.js';

const gateway = useTestRuntime();

let clients: Record<Actor, TestClient>;
let thesis: { id: string; slug: string };

beforeAll(async () => {
  const callers = await signUpCallers(gateway);
  clients = callers.clients;
  const seeded = await seedOwnerThesis(gateway, callers.ids.owner);
  thesis = seeded.thesis;
  await gateway.services.theses.update(seeded.ownerUser, thesis.id, {
    content: '## Evidence\n\nCarriers lose margin to late deliveries.',
  });
});

const restRows: RestTable = [
  ...ownerReads('/api/theses/:id/citations', () => thesis),
  [
    'POST /api/theses/:id/citations/check',
    (c) => c.post(`/api/theses/${thesis.id}/citations/check`, { section: 'Evidence' }),
    rest(200, 404, 200),
  ],
];

const graphqlRows: GraphQLTable = [
  [
    'thesis { citations citationSummary }',
    'query($id: String!) { thesis(idOrSlug: $id) { citations { id n check { support } } citationSummary { total removed } } }',
    () => ({ id: thesis.id }),
    gql('ok', 'NOT_FOUND', 'ok'),
  ],
  [
    'thesis { unsupportedClaims }',
    'query($id: String!) { thesis(idOrSlug: $id) { unsupportedClaims { section sentence reason } } }',
    () => ({ id: thesis.id }),
    gql('ok', 'NOT_FOUND', 'ok'),
  ],
  [
    'checkSectionClaims',
    'mutation($id: ID!) { checkSectionClaims(thesisId: $id, section: "Evidence") { section checked } }',
    () => ({ id: thesis.id }),
    gql('ok', 'NOT_FOUND', 'ok'),
  ],
];

restMatrix('REST authorization matrix (citations)', restRows, () => clients);

graphqlMatrix('GraphQL authorization matrix (citations)', graphqlRows, () => clients);

it('someone else’s thesis reads exactly like a missing one', async () => {
  const [theirs, missing] = await Promise.all([
    clients.otherUser.get(`/api/theses/${thesis.id}/citations`),
    clients.otherUser.get(`/api/theses/${MISSING_ID}/citations`),
  ]);
  expect(theirs.status).toBe(404);
  expect(theirs.body).toEqual(missing.body);
});
