// Authorization matrix of thesis history and export, over REST and GraphQL, as anonymous, the thesis's
// owner, another user, an admin, and an editor and a viewer of its project (issue 29: every member reads
// the history and exports, restoring is an edit; someone else's thesis answers exactly like a missing
// one).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/http-client.js';
import {
  gqlByRole,
  gqlMissing,
  restByRole,
  restMissing,
  withMembers,
  rest,
  type RestRow,
  type RestTable,
  type GraphQLTable,
  graphqlMatrix,
  restMatrix,
  ownerQueries,
  ownerReads,
  useOwnerThesisMembersGateway,
  MISSING_ID,
  unique,
} from '../../testing/matrix.js';

const { gateway, seeded, clients } = useOwnerThesisMembersGateway();

/** A throw-away thesis of the owner's with one revision (its first content), for rows that restore. */
async function freshRevision(): Promise<{ thesisId: string; revisionId: string }> {
  const fresh = await gateway.services.theses.create(seeded.ownerUser, seeded.project.id, {
    title: `Fresh ${unique()}`,
  });
  await gateway.services.theses.update(seeded.ownerUser, fresh.id, { content: '## One\n\nText.' });
  const [revision] = await gateway.services.history.list(seeded.ownerUser, fresh.id);
  return { thesisId: fresh.id, revisionId: revision!.id };
}

beforeAll(async () => {
  await gateway.services.theses.update(seeded.ownerUser, seeded.thesis.id, { content: '## Market\n\nText.' });
});

/** Exports answer files, not JSON: only the status is read. */
const download = (client: TestClient, path: string) =>
  fetch(gateway.url + path, { headers: client.sessionCookie ? { cookie: client.sessionCookie } : {} });

const restRows: RestTable = [
  ...ownerReads('/api/theses/:id/history', () => seeded.thesis),
  [
    'POST /api/theses/:id/history/:revisionId/restore',
    async (c) => {
      const { thesisId, revisionId } = await freshRevision();
      return c.post(`/api/theses/${thesisId}/history/${revisionId}/restore`, {});
    },
    restByRole(200, 'edit'),
  ],
  [
    'POST …/restore at its version',
    async (c) => {
      const { thesisId, revisionId } = await freshRevision();
      return c.post(`/api/theses/${thesisId}/history/${revisionId}/restore`, { version: 2 });
    },
    restByRole(200, 'edit'),
  ],
  [
    'POST …/restore at a stale version',
    async (c) => {
      const { thesisId, revisionId } = await freshRevision();
      return c.request('POST', `/api/theses/${thesisId}/history/${revisionId}/restore`, undefined, {
        'If-Match': '"1"',
      });
    },
    restByRole(409, 'edit'),
  ],
  [
    'POST …/restore (missing revision)',
    (c) => c.post(`/api/theses/${seeded.thesis.id}/history/${MISSING_ID}/restore`, {}),
    // A viewer may not restore at all: told so before the revision is looked up.
    withMembers(rest(404, 404, 404), 404, 403),
  ],
  ...(['md', 'docx', 'pdf'] as const).map((format): RestRow => ({
    name: `GET /api/theses/:id/export?format=${format}`,
    call: (c) => download(c, `/api/theses/${seeded.thesis.id}/export?format=${format}`),
    policy: restByRole(200, 'read'),
  })),
  [
    'GET /api/theses/:id/export (missing thesis)',
    (c) => download(c, `/api/theses/${MISSING_ID}/export?format=md`),
    restMissing(),
  ],
  [
    'GET /api/theses/:id/export?format=html',
    (c) => download(c, `/api/theses/${seeded.thesis.id}/export?format=html`),
    restByRole(400, 'read'),
  ],
];

const graphqlRows: GraphQLTable = [
  ...ownerQueries(
    'thesisHistory',
    'query($id: ID!) { thesisHistory(thesisId: $id) { id version createdAt authorName change } }',
    () => seeded.thesis,
    'id',
  ),
  [
    'restoreThesisRevision',
    'mutation($t: ID!, $r: ID!) { restoreThesisRevision(thesisId: $t, revisionId: $r) { id version } }',
    async () => {
      const { thesisId, revisionId } = await freshRevision();
      return { t: thesisId, r: revisionId };
    },
    gqlByRole('ok', 'edit'),
  ],
  [
    'restoreThesisRevision (a stale version)',
    'mutation($t: ID!, $r: ID!) { restoreThesisRevision(thesisId: $t, revisionId: $r, expectedVersion: 1) { id } }',
    async () => {
      const { thesisId, revisionId } = await freshRevision();
      return { t: thesisId, r: revisionId };
    },
    gqlByRole('CONFLICT', 'edit'),
  ],
  [
    'restoreThesisRevision (missing revision)',
    'mutation($t: ID!, $r: ID!) { restoreThesisRevision(thesisId: $t, revisionId: $r) { id } }',
    async () => ({ t: seeded.thesis.id, r: MISSING_ID }),
    withMembers(gqlMissing(), 'NOT_FOUND', 'FORBIDDEN'),
  ],
];

restMatrix('REST authorization matrix (history and export)', restRows, clients);

graphqlMatrix('GraphQL authorization matrix (history)', graphqlRows, clients);

describe('someone else’s thesis reads exactly like a missing one', () => {
  it('history, restore and export: same status and body', async () => {
    const other = seeded.clients.otherUser;
    const [foreign, missing] = await Promise.all([
      other.get(`/api/theses/${seeded.thesis.id}/history`),
      other.get(`/api/theses/${MISSING_ID}/history`),
    ]);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toEqual({ message: 'Thesis not found.' });
    const [foreignExport, missingExport] = await Promise.all([
      download(other, `/api/theses/${seeded.thesis.id}/export?format=pdf`),
      download(other, `/api/theses/${MISSING_ID}/export?format=pdf`),
    ]);
    expect(await foreignExport.json()).toEqual(await missingExport.json());
  });
});
