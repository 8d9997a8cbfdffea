// Authorization matrix for sharing, over REST and GraphQL, as anonymous, the thesis's owner, another
// user, an admin, and an editor and a viewer of its project: the share controls are the owner's,
// editors' and admins' (issue 29; a viewer is told they may not, someone else's thesis reads like a
// missing one); the shared view is for anyone.
import { describe, expect, it } from 'vitest';
import {
  authorizationMatrices,
  everyone,
  gqlByRole,
  restByRole,
  restMissing,
  unique,
  useOwnerThesisMembersGateway,
  withMembers,
  type GraphQLTable,
  type RestTable,
} from '../../testing/matrix.js';

/** The share controls: the owner's, editors' and admins'; someone else's thesis reads like a missing one. */
const OWNED_REST = restByRole(200, 'edit');
const OWNED_GQL = gqlByRole('ok', 'edit');
const PUBLIC_REST = withMembers(everyone(200), 200, 200);
const PUBLIC_GQL = withMembers(everyone('ok'), 'ok', 'ok');

const { gateway, seeded, clients } = useOwnerThesisMembersGateway();

/** A throw-away thesis of the owner's, for rows that change it. */
const freshThesis = () =>
  gateway.services.theses.create(seeded.ownerUser, seeded.project.id, {
    title: `Fresh ${unique()}`,
  });

const restRows: RestTable = [
  [
    'POST /api/theses/:id/share (renew)',
    async (c) => c.post(`/api/theses/${(await freshThesis()).id}/share`),
    OWNED_REST,
  ],
  [
    'DELETE /api/theses/:id/share (revoke)',
    async (c) => c.delete(`/api/theses/${(await freshThesis()).id}/share`),
    OWNED_REST,
  ],
  [
    'DELETE /api/theses/:id/share (missing thesis)',
    (c) => c.delete('/api/theses/0123456789abcdef01234567/share'),
    restMissing(),
  ],
  ['GET /api/shared/:shareUrl', (c) => c.get(`/api/shared/${seeded.thesis.shareUrl}`), PUBLIC_REST],
  [
    'GET /api/og-image/:shareUrl',
    async (c) => {
      const res = await fetch(`${c.baseUrl}/api/og-image/${seeded.thesis.shareUrl}`);
      await res.arrayBuffer();
      return res;
    },
    PUBLIC_REST,
  ],
  [
    'GET /shared/:shareUrl (page)',
    async (c) => {
      const res = await fetch(`${c.baseUrl}/shared/${seeded.thesis.shareUrl}`, {
        headers: { accept: 'text/html' },
      });
      await res.text();
      return res;
    },
    PUBLIC_REST,
  ],
];

const graphqlRows: GraphQLTable = [
  [
    'revokeShareLink',
    'mutation($id: ID!) { revokeShareLink(thesisId: $id) { id shareUrl } }',
    async () => ({ id: (await freshThesis()).id }),
    OWNED_GQL,
  ],
  [
    'renewShareLink',
    'mutation($id: ID!) { renewShareLink(thesisId: $id) { id shareUrl } }',
    async () => ({ id: (await freshThesis()).id }),
    OWNED_GQL,
  ],
  [
    'setSectionHidden',
    'mutation($id: ID!) { setSectionHidden(thesisId: $id, section: "Market", hidden: true) { hiddenSections } }',
    async () => ({ id: (await freshThesis()).id }),
    OWNED_GQL,
  ],
  [
    'thesis { hiddenSections }',
    'query($id: String!) { thesis(idOrSlug: $id) { hiddenSections } }',
    async () => ({ id: seeded.thesis.id }),
    gqlByRole('ok', 'read'),
  ],
  [
    'sharedThesis',
    'query($url: String!) { sharedThesis(shareUrl: $url) { id title content } }',
    async () => ({ url: seeded.thesis.shareUrl }),
    PUBLIC_GQL,
  ],
];

authorizationMatrices('sharing', restRows, graphqlRows, clients);

describe('someone else’s thesis reads exactly like a missing one', () => {
  it('revoking it answers the same status and body as a missing thesis', async () => {
    const target = await freshThesis();
    const [foreign, missing] = await Promise.all([
      seeded.clients.otherUser.delete(`/api/theses/${target.id}/share`),
      seeded.clients.otherUser.delete('/api/theses/0123456789abcdef01234567/share'),
    ]);
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Thesis not found.' } });
    expect(foreign.body).toEqual(missing.body);
    expect((await gateway.services.theses.get(seeded.ownerUser, target.id)).shareUrl).toBe(target.shareUrl);
  });
});
