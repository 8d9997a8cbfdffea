// Authorization matrix of sources, over REST and GraphQL, as anonymous, the thesis's owner, another
// user and an admin: like the thesis itself (someone else's thesis answers exactly like a missing one).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor as User } from '../../shared/access/actor.js';
import type { TestClient } from '../../testing/http-client.js';
import {
  type MatrixActor as Actor,
  rest,
  gql,
  type RestRow,
  type GraphQLRow,
  graphqlMatrix,
  restMatrix,
  seedOwnerThesis,
  signUpCallers,
} from '../../testing/matrix.js';
import { useTestRuntime } from '../../testing/runtime.js';

const MISSING_ID = '0123456789abcdef01234567';
const gateway = useTestRuntime();
let clients: Record<Actor, TestClient>;
let ownerUser: User;
let thesis: { id: string; slug: string };

let counter = 0;
const unique = () => `${Date.now()}-${counter++}-${Math.random().toString(36).slice(2)}`;

/** A fresh pasted-text source of the owner's thesis, for rows that remove one. */
async function freshSource(): Promise<string> {
  const { source } = await gateway.services.sources.add(ownerUser, thesis.id, {
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
  const callers = await signUpCallers(gateway);
  clients = callers.clients;
  ({ ownerUser, thesis } = await seedOwnerThesis(gateway, callers.ids.owner));
  await gateway.services.sources.add(ownerUser, thesis.id, {
    title: 'Harbour ledger',
    text: 'The harbour ledger records 212 barges in March.',
  });
  await gateway.services.sources.waitUntilSettled(thesis.id, 30_000);
});

const restRows: RestRow[] = [
  {
    name: 'GET /api/theses/:id/sources',
    call: (c) => c.get(`/api/theses/${thesis.id}/sources`),
    policy: rest(200, 404, 200),
  },
  {
    name: 'GET /api/theses/:slug/sources',
    call: (c) => c.get(`/api/theses/${thesis.slug}/sources`),
    policy: rest(200, 404, 200),
  },
  {
    name: 'GET /api/theses/:id/sources (missing thesis)',
    call: (c) => c.get(`/api/theses/${MISSING_ID}/sources`),
    policy: rest(404, 404, 404),
  },
  {
    name: 'POST /api/theses/:id/sources (pasted text)',
    call: (c) => c.post(`/api/theses/${thesis.id}/sources`, { title: 'Pasted', text: `Words ${unique()}.` }),
    policy: rest(201, 404, 201),
  },
  {
    name: 'POST /api/theses/:id/sources (multipart file)',
    call: (c) => multipart(c, thesis.id),
    policy: rest(201, 404, 201),
  },
  {
    name: 'POST /api/theses/:id/sources (multipart, missing thesis)',
    call: (c) => multipart(c, MISSING_ID),
    policy: rest(404, 404, 404),
  },
  {
    name: 'GET /api/theses/:id/sources/search',
    call: (c) => c.get(`/api/theses/${thesis.id}/sources/search?q=harbour%20barges`),
    policy: rest(200, 404, 200),
  },
  {
    name: 'GET /api/theses/:id/sources/search (no q)',
    call: (c) => c.get(`/api/theses/${thesis.id}/sources/search`),
    policy: rest(400, 404, 400),
  },
  {
    name: 'DELETE /api/theses/:id/sources/:sourceId',
    call: async (c) => c.delete(`/api/theses/${thesis.id}/sources/${await freshSource()}`),
    policy: rest(200, 404, 200),
  },
  {
    name: 'DELETE /api/theses/:id/sources/:sourceId (missing source)',
    call: (c) => c.delete(`/api/theses/${thesis.id}/sources/${MISSING_ID}`),
    policy: rest(404, 404, 404),
  },
];

const graphqlRows: GraphQLRow[] = [
  {
    name: 'Thesis.sources',
    query: 'query($t: String!) { thesis(idOrSlug: $t) { sources { id title status } } }',
    variables: () => ({ t: thesis.id }),
    policy: gql('ok', 'NOT_FOUND', 'ok'),
  },
  {
    name: 'sourceSearch',
    query: 'query($t: ID!) { sourceSearch(thesisId: $t, q: "harbour") { passageId location } }',
    variables: () => ({ t: thesis.id }),
    policy: gql('ok', 'NOT_FOUND', 'ok'),
  },
  {
    name: 'sourceSearch (missing thesis)',
    query: 'query($t: ID!) { sourceSearch(thesisId: $t, q: "harbour") { passageId } }',
    variables: () => ({ t: MISSING_ID }),
    policy: gql('NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'),
  },
  {
    name: 'addTextSource',
    query:
      'mutation($t: ID!, $i: AddTextSourceInput!) { addTextSource(thesisId: $t, input: $i) { id status } }',
    variables: () => ({ t: thesis.id, i: { title: 'Pasted', text: `Words ${unique()}.` } }),
    policy: gql('ok', 'NOT_FOUND', 'ok'),
  },
  {
    name: 'addTextSource (empty text)',
    query: 'mutation($t: ID!, $i: AddTextSourceInput!) { addTextSource(thesisId: $t, input: $i) { id } }',
    variables: () => ({ t: thesis.id, i: { title: 'Pasted', text: '  ' } }),
    policy: gql('BAD_USER_INPUT', 'NOT_FOUND', 'BAD_USER_INPUT'),
  },
  {
    name: 'removeSource',
    query: 'mutation($t: ID!, $s: ID!) { removeSource(thesisId: $t, sourceId: $s) { id } }',
    variables: async () => ({ t: thesis.id, s: await freshSource() }),
    policy: gql('ok', 'NOT_FOUND', 'ok'),
  },
];

restMatrix('REST authorization matrix (sources)', restRows, () => clients);

graphqlMatrix('GraphQL authorization matrix (sources)', graphqlRows, () => clients);

describe('someone else’s thesis reads exactly like a missing one', () => {
  it('list, search, add and remove: same status and body', async () => {
    const other = clients.otherUser;
    for (const [foreign, missing] of [
      [`/api/theses/${thesis.id}/sources`, `/api/theses/${MISSING_ID}/sources`],
      [`/api/theses/${thesis.id}/sources/search?q=x`, `/api/theses/${MISSING_ID}/sources/search?q=x`],
    ] as const) {
      const [a, b] = await Promise.all([other.get(foreign), other.get(missing)]);
      expect(a.status).toBe(404);
      expect(a.body).toEqual(b.body);
      expect(a.body).toEqual({ message: 'Thesis not found.' });
    }
    const [upload, missingUpload] = await Promise.all([
      multipart(other, thesis.id),
      multipart(other, MISSING_ID),
    ]);
    expect(await upload.json()).toEqual(await missingUpload.json());
    const source = await freshSource();
    const [remove, missingRemove] = await Promise.all([
      other.delete(`/api/theses/${thesis.id}/sources/${source}`),
      other.delete(`/api/theses/${MISSING_ID}/sources/${source}`),
    ]);
    expect(remove.body).toEqual(missingRemove.body);
    expect((await gateway.services.sources.list(ownerUser, thesis.id)).some((s) => s.id === source)).toBe(
      true,
    );
  });
});
