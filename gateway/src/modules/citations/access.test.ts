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
  type GraphQLRow,
  type RestRow,
  seedOwnerThesis,
  signUpCallers,
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

const restRows: RestRow[] = [
  {
    name: 'GET /api/theses/:id/citations',
    call: (c) => c.get(`/api/theses/${thesis.id}/citations`),
    policy: rest(200, 404, 200),
  },
  {
    name: 'GET /api/theses/:slug/citations',
    call: (c) => c.get(`/api/theses/${thesis.slug}/citations`),
    policy: rest(200, 404, 200),
  },
  {
    name: 'GET /api/theses/:id/citations (missing thesis)',
    call: (c) => c.get('/api/theses/0123456789abcdef01234567/citations'),
    policy: rest(404, 404, 404),
  },
  {
    name: 'POST /api/theses/:id/citations/check',
    call: (c) => c.post(`/api/theses/${thesis.id}/citations/check`, { section: 'Evidence' }),
    policy: rest(200, 404, 200),
  },
];

const graphqlRows: GraphQLRow[] = [
  {
    name: 'thesis { citations citationSummary }',
    query:
      'query($id: String!) { thesis(idOrSlug: $id) { citations { id n check { support } } citationSummary { total removed } } }',
    variables: () => ({ id: thesis.id }),
    policy: gql('ok', 'NOT_FOUND', 'ok'),
  },
  {
    name: 'thesis { unsupportedClaims }',
    query: 'query($id: String!) { thesis(idOrSlug: $id) { unsupportedClaims { section sentence reason } } }',
    variables: () => ({ id: thesis.id }),
    policy: gql('ok', 'NOT_FOUND', 'ok'),
  },
  {
    name: 'checkSectionClaims',
    query:
      'mutation($id: ID!) { checkSectionClaims(thesisId: $id, section: "Evidence") { section checked } }',
    variables: () => ({ id: thesis.id }),
    policy: gql('ok', 'NOT_FOUND', 'ok'),
  },
];

restMatrix('REST authorization matrix (citations)', restRows, () => clients);

graphqlMatrix('GraphQL authorization matrix (citations)', graphqlRows, () => clients);

it('someone else’s thesis reads exactly like a missing one', async () => {
  const [theirs, missing] = await Promise.all([
    clients.otherUser.get(`/api/theses/${thesis.id}/citations`),
    clients.otherUser.get('/api/theses/0123456789abcdef01234567/citations'),
  ]);
  expect(theirs.status).toBe(404);
  expect(theirs.body).toEqual(missing.body);
});
