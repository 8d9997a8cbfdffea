// Authorization matrix of citations over REST and GraphQL, as anonymous, the thesis's owner, another
// user and an admin: someone else's thesis answers exactly like a missing one (404 / NOT_FOUND).
import { beforeAll, expect, it } from 'vitest';
import {
  gql,
  rest,
  authorizationMatrices,
  type GraphQLTable,
  type RestTable,
  ownerReads,
  useOwnerThesisGateway,
  MISSING_ID,
} from '../../testing/matrix.js';

const { gateway, seeded } = useOwnerThesisGateway();

beforeAll(async () => {
  await gateway.services.theses.update(seeded.ownerUser, seeded.thesis.id, {
    content: '## Evidence\n\nCarriers lose margin to late deliveries.',
  });
});

const restRows: RestTable = [
  ...ownerReads('/api/theses/:id/citations', () => seeded.thesis),
  [
    'POST /api/theses/:id/citations/check',
    (c) => c.post(`/api/theses/${seeded.thesis.id}/citations/check`, { section: 'Evidence' }),
    rest(200, 404, 200),
  ],
];

const graphqlRows: GraphQLTable = [
  [
    'thesis { citations citationSummary }',
    'query($id: String!) { thesis(idOrSlug: $id) { citations { id n check { support } } citationSummary { total removed } } }',
    () => ({ id: seeded.thesis.id }),
    gql('ok', 'NOT_FOUND', 'ok'),
  ],
  [
    'thesis { unsupportedClaims }',
    'query($id: String!) { thesis(idOrSlug: $id) { unsupportedClaims { section sentence reason } } }',
    () => ({ id: seeded.thesis.id }),
    gql('ok', 'NOT_FOUND', 'ok'),
  ],
  [
    'checkSectionClaims',
    'mutation($id: ID!) { checkSectionClaims(thesisId: $id, section: "Evidence") { section checked } }',
    () => ({ id: seeded.thesis.id }),
    gql('ok', 'NOT_FOUND', 'ok'),
  ],
];

authorizationMatrices('citations', restRows, graphqlRows, () => seeded.clients);

it('someone else’s thesis reads exactly like a missing one', async () => {
  const [theirs, missing] = await Promise.all([
    seeded.clients.otherUser.get(`/api/theses/${seeded.thesis.id}/citations`),
    seeded.clients.otherUser.get(`/api/theses/${MISSING_ID}/citations`),
  ]);
  expect(theirs.status).toBe(404);
  expect(theirs.body).toEqual(missing.body);
});
