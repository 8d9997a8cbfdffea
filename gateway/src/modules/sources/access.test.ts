// Authorization matrix of sources, over REST and GraphQL, as anonymous, the thesis's owner, another
// user, an admin, and an editor and a viewer of its project (issue 29: editors add and remove sources,
// viewers read and search them): like the thesis itself (someone else's thesis answers exactly like a
// missing one).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/http-client.js';
import {
  gqlByRole,
  gqlMissing,
  restByRole,
  restMissing,
  withMembers,
  rest,
  type RestTable,
  type GraphQLTable,
  authorizationMatrices,
  ownerReads,
  useOwnerThesisMembersGateway,
  MISSING_ID,
} from '../../testing/matrix.js';

const { gateway, seeded, clients } = useOwnerThesisMembersGateway();

let counter = 0;
const unique = () => `${Date.now()}-${counter++}-${Math.random().toString(36).slice(2)}`;

/** A fresh pasted-text source of the owner's thesis, for rows that remove one. */
async function freshSource(): Promise<string> {
  const { source } = await gateway.services.sources.add(seeded.ownerUser, seeded.thesis.id, {
    title: 'Note',
    text: `A note to remove ${unique()}.`,
  });
  return source.id;
}

const multipart = (client: TestClient, thesisId: string) => {
  const form = new FormData();
  form.append('file', new Blob([`Uploaded notes ${unique()}.`], { type: 'text/plain' }), 'notes.txt');
  return fetch(`${gateway.url}/api/theses/${thesisId}/sources`, {
    method: 'POST',
    headers: client.sessionCookie ? { cookie: client.sessionCookie } : {},
    body: form,
  });
};

beforeAll(async () => {
  await gateway.services.sources.add(seeded.ownerUser, seeded.thesis.id, {
    title: 'Harbour ledger',
    text: 'The harbour ledger records 212 barges in March.',
  });
  await gateway.services.sources.waitUntilSettled(seeded.thesis.id, 30_000);
});

const restRows: RestTable = [
  ...ownerReads('/api/theses/:id/sources', () => seeded.thesis),
  [
    'POST /api/theses/:id/sources (pasted text)',
    (c) => c.post(`/api/theses/${seeded.thesis.id}/sources`, { title: 'Pasted', text: `Words ${unique()}.` }),
    restByRole(201, 'edit'),
  ],
  [
    'POST /api/theses/:id/sources (multipart file)',
    (c) => multipart(c, seeded.thesis.id),
    restByRole(201, 'edit'),
  ],
  [
    'POST /api/theses/:id/sources (multipart, missing thesis)',
    (c) => multipart(c, MISSING_ID),
    restMissing(),
  ],
  [
    'GET /api/theses/:id/sources/search',
    (c) => c.get(`/api/theses/${seeded.thesis.id}/sources/search?q=harbour%20barges`),
    restByRole(200, 'read'),
  ],
  [
    'GET /api/theses/:id/sources/search (no q)',
    (c) => c.get(`/api/theses/${seeded.thesis.id}/sources/search`),
    restByRole(400, 'read'),
  ],
  [
    'DELETE /api/theses/:id/sources/:sourceId',
    async (c) => c.delete(`/api/theses/${seeded.thesis.id}/sources/${await freshSource()}`),
    restByRole(200, 'edit'),
  ],
  [
    'DELETE /api/theses/:id/sources/:sourceId (missing source)',
    (c) => c.delete(`/api/theses/${seeded.thesis.id}/sources/${MISSING_ID}`),
    // A viewer may not remove sources at all: told so before the source is looked up.
    withMembers(rest(404, 404, 404), 404, 403),
  ],
];

const graphqlRows: GraphQLTable = [
  [
    'Thesis.sources',
    'query($t: String!) { thesis(idOrSlug: $t) { sources { id title status } } }',
    () => ({ t: seeded.thesis.id }),
    gqlByRole('ok', 'read'),
  ],
  [
    'sourceSearch',
    'query($t: ID!) { sourceSearch(thesisId: $t, q: "harbour") { passageId location } }',
    () => ({ t: seeded.thesis.id }),
    gqlByRole('ok', 'read'),
  ],
  [
    'sourceSearch (missing thesis)',
    'query($t: ID!) { sourceSearch(thesisId: $t, q: "harbour") { passageId } }',
    () => ({ t: MISSING_ID }),
    gqlMissing(),
  ],
  [
    'addTextSource',
    'mutation($t: ID!, $i: AddTextSourceInput!) { addTextSource(thesisId: $t, input: $i) { id status } }',
    () => ({ t: seeded.thesis.id, i: { title: 'Pasted', text: `Words ${unique()}.` } }),
    gqlByRole('ok', 'edit'),
  ],
  [
    'addTextSource (empty text)',
    'mutation($t: ID!, $i: AddTextSourceInput!) { addTextSource(thesisId: $t, input: $i) { id } }',
    () => ({ t: seeded.thesis.id, i: { title: 'Pasted', text: '  ' } }),
    gqlByRole('BAD_USER_INPUT', 'edit'),
  ],
  [
    'removeSource',
    'mutation($t: ID!, $s: ID!) { removeSource(thesisId: $t, sourceId: $s) { id } }',
    async () => ({ t: seeded.thesis.id, s: await freshSource() }),
    gqlByRole('ok', 'edit'),
  ],
];

authorizationMatrices('sources', restRows, graphqlRows, clients);

describe('someone else’s thesis reads exactly like a missing one', () => {
  it('list, search, add and remove: same status and body', async () => {
    const other = seeded.clients.otherUser;
    for (const [foreign, missing] of [
      [`/api/theses/${seeded.thesis.id}/sources`, `/api/theses/${MISSING_ID}/sources`],
      [`/api/theses/${seeded.thesis.id}/sources/search?q=x`, `/api/theses/${MISSING_ID}/sources/search?q=x`],
    ] as const) {
      const [a, b] = await Promise.all([other.get(foreign), other.get(missing)]);
      expect(a.status).toBe(404);
      expect(a.body).toEqual(b.body);
      expect(a.body).toEqual({ message: 'Thesis not found.' });
    }
    const [upload, missingUpload] = await Promise.all([
      multipart(other, seeded.thesis.id),
      multipart(other, MISSING_ID),
    ]);
    expect(await upload.json()).toEqual(await missingUpload.json());
    const source = await freshSource();
    const [remove, missingRemove] = await Promise.all([
      other.delete(`/api/theses/${seeded.thesis.id}/sources/${source}`),
      other.delete(`/api/theses/${MISSING_ID}/sources/${source}`),
    ]);
    expect(remove.body).toEqual(missingRemove.body);
    expect(
      (await gateway.services.sources.list(seeded.ownerUser, seeded.thesis.id)).some((s) => s.id === source),
    ).toBe(true);
  });
});
