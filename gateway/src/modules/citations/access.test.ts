// Authorization matrix of citations over REST and GraphQL, as anonymous, the thesis's owner, another
// user, an admin, and an editor and a viewer of its project (issue 29: every member reads citations,
// checking a section is an edit): someone else's thesis answers exactly like a missing one (404 /
// NOT_FOUND).
import { beforeAll, expect, it } from 'vitest';
import {
  gqlByRole,
  restByRole,
  authorizationMatrices,
  type GraphQLTable,
  type RestTable,
  ownerReads,
  useOwnerThesisMembersGateway,
  MISSING_ID,
} from '../../testing/matrix.js';

const { gateway, seeded, clients } = useOwnerThesisMembersGateway();

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
    restByRole(200, 'edit'),
  ],
];

const graphqlRows: GraphQLTable = [
  [
    'thesis { citations citationSummary }',
    'query($id: String!) { thesis(idOrSlug: $id) { citations { id n check { support } } citationSummary { total removed } } }',
    () => ({ id: seeded.thesis.id }),
    gqlByRole('ok', 'read'),
  ],
  [
    'thesis { unsupportedClaims }',
    'query($id: String!) { thesis(idOrSlug: $id) { unsupportedClaims { section sentence reason } } }',
    () => ({ id: seeded.thesis.id }),
    gqlByRole('ok', 'read'),
  ],
  [
    'checkSectionClaims',
    'mutation($id: ID!) { checkSectionClaims(thesisId: $id, section: "Evidence") { section checked } }',
    () => ({ id: seeded.thesis.id }),
    gqlByRole('ok', 'edit'),
  ],
];

authorizationMatrices('citations', restRows, graphqlRows, clients);

it('someone else’s thesis reads exactly like a missing one', async () => {
  const [theirs, missing] = await Promise.all([
    seeded.clients.otherUser.get(`/api/theses/${seeded.thesis.id}/citations`),
    seeded.clients.otherUser.get(`/api/theses/${MISSING_ID}/citations`),
  ]);
  expect(theirs.status).toBe(404);
  expect(theirs.body).toEqual(missing.body);
});
