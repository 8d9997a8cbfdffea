// Saved links over HTTP: saving a thesis reached through its share link (or one's own), one link per
// user and thesis, the saved state for the shared page's thesis id, removal, each user's own list,
// and a link kept as unavailable once its thesis is deleted or its share link revoked or replaced.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import type { TestClient } from '../../testing/http-client.js';
import { useTestRuntime } from '../../testing/runtime.js';

interface SavedLink {
  id: string;
  thesisId: string;
  title: string;
  shareUrl: string;
  projectName: string;
  createdAt: string;
  available: boolean;
}

const gateway = useTestRuntime();
let owner: Actor;
let ownerClient: TestClient;
let reader: TestClient;
let other: TestClient;

async function sharedThesis(title: string) {
  const project = await gateway.services.projects.create(owner, { name: `Project ${title}` });
  const thesis = await gateway.services.theses.create(owner, project.id, { title });
  return { id: thesis.id, shareUrl: thesis.shareUrl, title, projectName: `Project ${title}` };
}

const body = (t: { id: string; shareUrl: string; title: string; projectName: string }) => ({
  thesisId: t.id,
  title: t.title,
  shareUrl: t.shareUrl,
  projectName: t.projectName,
});

beforeAll(async () => {
  const signed = await gateway.signUp('owner@x.io');
  ownerClient = signed.client;
  owner = (await gateway.services.users.findById(signed.id))!;
  reader = (await gateway.signUp('reader@x.io')).client;
  other = (await gateway.signUp('other@x.io')).client;
});

describe('saved links', () => {
  it('saves a shared thesis once: 201, then 200 with the same link; the saved state follows', async () => {
    const thesis = await sharedThesis('Routing');
    expect((await reader.get(`/api/theses/${thesis.id}/saved`)).body).toEqual({
      saved: false,
      savedLinkId: null,
    });
    const first = await reader.post<SavedLink>('/api/saved-links', body(thesis));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      thesisId: thesis.id,
      title: 'Routing',
      shareUrl: thesis.shareUrl,
      projectName: 'Project Routing',
      createdAt: expect.any(String),
      available: true,
    });
    const again = await reader.post<SavedLink>('/api/saved-links', { ...body(thesis), title: 'Renamed' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await reader.get(`/api/theses/${thesis.id}/saved`)).body).toEqual({
      saved: true,
      savedLinkId: first.body.id,
    });
    // Someone else's saved state is their own.
    expect((await other.get(`/api/theses/${thesis.id}/saved`)).body).toEqual({
      saved: false,
      savedLinkId: null,
    });
  });

  it('saving at once from two tabs keeps one link', async () => {
    const thesis = await sharedThesis('Twice');
    const [a, b] = await Promise.all([
      reader.post<SavedLink>('/api/saved-links', body(thesis)),
      reader.post<SavedLink>('/api/saved-links', body(thesis)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
  });

  it('refuses a thesis the user cannot reach: a wrong or revoked link, someone else’s thesis id (404)', async () => {
    const thesis = await sharedThesis('Private');
    const other = await sharedThesis('Another');
    expect(
      (await reader.post('/api/saved-links', { ...body(thesis), shareUrl: other.shareUrl })).status,
    ).toBe(404);
    expect((await reader.post('/api/saved-links', { ...body(thesis), shareUrl: '' })).status).toBe(404);
    await gateway.services.sharing.revoke(owner, thesis.id);
    expect((await reader.post('/api/saved-links', body(thesis))).body).toEqual({
      message: 'Thesis not found.',
    });
  });

  it('the owner may save their own thesis (kept with its current link)', async () => {
    const thesis = await sharedThesis('Mine');
    const res = await ownerClient.post<SavedLink>('/api/saved-links', { ...body(thesis), shareUrl: '' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ shareUrl: thesis.shareUrl, available: true });
  });

  it('refuses malformed input (400)', async () => {
    const thesis = await sharedThesis('Input');
    expect((await reader.post('/api/saved-links', { ...body(thesis), thesisId: 'nope' })).status).toBe(400);
    expect((await reader.post('/api/saved-links', { ...body(thesis), title: '' })).status).toBe(400);
    expect((await reader.post('/api/saved-links', { ...body(thesis), title: 'a\u202eb' })).status).toBe(400);
    expect((await reader.post('/api/saved-links', { ...body(thesis), shareUrl: 7 })).status).toBe(400);
  });

  it('lists each user’s own links, newest first; a deleted thesis or a revoked or replaced link says unavailable', async () => {
    const deleted = await sharedThesis('Deleted');
    const revoked = await sharedThesis('Revoked');
    const renewed = await sharedThesis('Renewed');
    const kept = await sharedThesis('Kept');
    for (const t of [deleted, revoked, renewed, kept]) await other.post('/api/saved-links', body(t));
    await gateway.services.theses.remove(owner, deleted.id);
    await gateway.services.sharing.revoke(owner, revoked.id);
    await gateway.services.sharing.renew(owner, renewed.id);
    const listed = await other.get<SavedLink[]>('/api/saved-links');
    expect(listed.body.map((l) => [l.title, l.available])).toEqual([
      ['Kept', true],
      ['Renewed', false],
      ['Revoked', false],
      ['Deleted', false],
    ]);
    const mine = await reader.get<SavedLink[]>('/api/saved-links');
    expect(mine.body.map((l) => l.title)).not.toContain('Kept');
  });

  it('removes only the user’s own link (someone else’s: 404)', async () => {
    const thesis = await sharedThesis('Removable');
    const saved = (await reader.post<SavedLink>('/api/saved-links', body(thesis))).body;
    expect((await other.delete(`/api/saved-links/${saved.id}`)).status).toBe(404);
    expect((await reader.delete(`/api/saved-links/${saved.id}`)).body).toEqual({ id: saved.id });
    expect((await reader.delete(`/api/saved-links/${saved.id}`)).status).toBe(404);
    expect((await reader.get(`/api/theses/${thesis.id}/saved`)).body).toEqual({
      saved: false,
      savedLinkId: null,
    });
  });

  it('GraphQL: saveLink, savedLinks, thesisSaved (the shared view’s thesis id), removeSavedLink', async () => {
    const thesis = await sharedThesis('Over GraphQL');
    const shared = await gateway.services.sharing.get(thesis.shareUrl);
    const saved = await reader.graphql<{ saveLink: SavedLink }>(
      'mutation($i: SaveLinkInput!) { saveLink(input: $i) { id thesisId available } }',
      { i: body(thesis) },
    );
    const id = saved.body.data!.saveLink.id;
    expect(saved.body.data!.saveLink).toEqual({ id, thesisId: thesis.id, available: true });
    const state = await reader.graphql<{ thesisSaved: unknown; savedLinks: Array<{ id: string }> }>(
      'query($t: ID!) { thesisSaved(thesisId: $t) { saved savedLinkId } savedLinks { id } }',
      { t: shared.id },
    );
    expect(state.body.data?.thesisSaved).toEqual({ saved: true, savedLinkId: id });
    expect(state.body.data?.savedLinks.map((l) => l.id)).toContain(id);
    const removed = await reader.graphql('mutation($id: ID!) { removeSavedLink(id: $id) }', { id });
    expect(removed.body.data).toEqual({ removeSavedLink: id });
  });
});
