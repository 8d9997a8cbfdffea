// Working on one thesis together (issue 29, items 4 and 6): a stale edit is refused with the thesis as
// it is now (REST and GraphQL, edits and restores), every saved change reaches everyone who has the
// thesis open (thesisChanged), presence comes and goes with a subscription (thesisPresence), and
// revisions and research runs name who made them.
import { THESIS_CHANGED_ELSEWHERE_MESSAGE } from '@thesis-studio/domain';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { collect, until, wsClient } from '../../testing/fixtures.js';
import type { TestClient } from '../../testing/http-client.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { ThesisModel } from './theses.model.js';

interface Thesis {
  id: string;
  title: string;
  content: string;
  version: number;
}

interface Person {
  client: TestClient;
  id: string;
}

const gateway = useTestRuntime();
let owner: Person;
let editor: Person;
let viewer: Person;
let stranger: Person;
let projectId: string;

const newThesis = async (title: string): Promise<Thesis> => {
  const res = await owner.client.post<Thesis>(`/api/projects/${projectId}/theses`, {
    title,
    intellectualChallenge: 'Should carriers build?',
  });
  expect(res.status).toBe(201);
  return res.body;
};

const socketOf = (person: Person) =>
  wsClient(gateway.url, undefined, { cookie: person.client.sessionCookie! });

const CHANGED = `subscription($id: ID!) {
  thesisChanged(thesisId: $id) { thesisId version kind byUserId byName byViewer at thesis { id title version } }
}`;
const PRESENCE = `subscription($id: ID!) { thesisPresence(thesisId: $id) { thesisId users { userId username isViewer } } }`;

interface Changed {
  thesisChanged: {
    thesisId: string;
    version: number;
    kind: string;
    byUserId: string | null;
    byName: string;
    thesis: { id: string; title: string; version: number } | null;
  };
}
interface Presence {
  thesisPresence: { thesisId: string; users: Array<{ userId: string; username: string; isViewer: boolean }> };
}

beforeAll(async () => {
  owner = await gateway.signUp('owner@x.io', { username: 'olivia' });
  editor = await gateway.signUp('editor@x.io', { username: 'eddie' });
  viewer = await gateway.signUp('viewer@x.io', { username: 'vera' });
  stranger = await gateway.signUp('stranger@x.io', { username: 'sam' });
  projectId = (await owner.client.post<{ id: string }>('/api/projects', { name: 'Routing' })).body.id;
  await gateway.services.members.add(projectId, editor.id, 'editor');
  await gateway.services.members.add(projectId, viewer.id, 'viewer');
});

describe('a stale edit: refused with the thesis as it is now', () => {
  it('REST PATCH on an older version → 409 with current { version, texts, updatedAt, updatedBy }; nothing written', async () => {
    const thesis = await newThesis('Build or Buy');
    const saved = await editor.client.request<Thesis>('PATCH', `/api/theses/${thesis.id}`, {
      content: 'The editor’s words.',
      version: 1,
    });
    expect(saved.status).toBe(200);

    const stale = await owner.client.request<Record<string, unknown>>('PATCH', `/api/theses/${thesis.id}`, {
      content: 'The owner’s words.',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      message: THESIS_CHANGED_ELSEWHERE_MESSAGE,
      current: {
        version: 2,
        title: 'Build or Buy',
        content: 'The editor’s words.',
        intellectualChallenge: 'Should carriers build?',
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedBy: { id: editor.id, name: 'eddie' },
      },
    });
    expect((await owner.client.get<Thesis>(`/api/theses/${thesis.id}`)).body).toMatchObject({
      content: 'The editor’s words.',
      version: 2,
    });
    // Merged on top of the current version, it is saved.
    const merged = await owner.client.request<Thesis>('PATCH', `/api/theses/${thesis.id}`, {
      content: 'The editor’s words.\n\nThe owner’s words.',
      version: 2,
    });
    expect(merged.status).toBe(200);
    expect(merged.body.version).toBe(3);
  });

  it('GraphQL updateThesis on an older version → CONFLICT with extensions.current', async () => {
    const thesis = await newThesis('Graph edits');
    await editor.client.request('PATCH', `/api/theses/${thesis.id}`, { title: 'Graph edits, renamed' });
    const res = await owner.client.graphql<{ updateThesis: Thesis }>(
      'mutation($id: ID!) { updateThesis(id: $id, input: { title: "Mine" }, expectedVersion: 1) { id } }',
      { id: thesis.id },
    );
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.[0]?.extensions).toEqual({
      code: 'CONFLICT',
      current: {
        version: 2,
        title: 'Graph edits, renamed',
        content: '',
        intellectualChallenge: 'Should carriers build?',
        updatedAt: expect.any(String),
        updatedBy: { id: editor.id, name: 'eddie' },
      },
    });
  });

  it('a restore on an older version → 409 with current as well', async () => {
    const thesis = await newThesis('Restored late');
    await owner.client.request('PATCH', `/api/theses/${thesis.id}`, { title: 'Second', version: 1 });
    const [revision] = (await owner.client.get<Array<{ id: string }>>(`/api/theses/${thesis.id}/history`))
      .body;
    await editor.client.request('PATCH', `/api/theses/${thesis.id}`, { title: 'Third', version: 2 });
    const res = await owner.client.post<{ current?: { version: number; title: string } }>(
      `/api/theses/${thesis.id}/history/${revision!.id}/restore`,
      { version: 2 },
    );
    expect(res.status).toBe(409);
    expect(res.body.current).toMatchObject({ version: 3, title: 'Third', updatedBy: { name: 'eddie' } });
  });

  it('a thesis saved before `updatedBy` was recorded answers updatedBy null', async () => {
    const thesis = await newThesis('Old thesis');
    await ThesisModel.updateOne(
      { _id: thesis.id },
      { $unset: { updatedById: 1, updatedByName: 1 }, $inc: { version: 1 } },
    );
    const res = await owner.client.request<{ current: { updatedBy: unknown; version: number } }>(
      'PATCH',
      `/api/theses/${thesis.id}`,
      { title: 'x', version: 1 },
    );
    expect(res.status).toBe(409);
    expect(res.body.current).toMatchObject({ version: 2, updatedBy: null });
  });
});

describe('thesisChanged: every saved change reaches everyone who has the thesis open', () => {
  it('the owner and a viewer, each on their own socket, hear an editor’s edit, a restore and a plan change', async () => {
    const thesis = await newThesis('Heard by all');
    const ownerSocket = socketOf(owner);
    const viewerSocket = socketOf(viewer);
    const atOwner = collect<Changed>(ownerSocket, CHANGED, { id: thesis.id });
    const atViewer = collect<Changed>(viewerSocket, CHANGED, { id: thesis.id });
    await until(() => gateway.services.theses.live.changeSubscribers(thesis.id) === 2, 'two subscribers');

    await editor.client.request('PATCH', `/api/theses/${thesis.id}`, {
      title: 'Heard by all, retitled',
      version: 1,
    });
    await atOwner.waitFor(1);
    await atViewer.waitFor(1);
    for (const collected of [atOwner, atViewer])
      expect(collected.values[0]!.thesisChanged).toEqual({
        thesisId: thesis.id,
        version: 2,
        kind: 'edit',
        byUserId: editor.id,
        byName: 'eddie',
        byViewer: false,
        at: expect.any(String),
        thesis: { id: thesis.id, title: 'Heard by all, retitled', version: 2 },
      });

    const [revision] = (await owner.client.get<Array<{ id: string }>>(`/api/theses/${thesis.id}/history`))
      .body;
    await owner.client.post(`/api/theses/${thesis.id}/history/${revision!.id}/restore`, { version: 2 });
    await atViewer.waitFor(2);
    expect(atViewer.values[1]!.thesisChanged).toMatchObject({
      kind: 'restore',
      version: 3,
      byName: 'olivia',
    });

    const plan = await editor.client.get<Record<string, unknown>>(`/api/theses/${thesis.id}/research-plan`);
    expect(
      (await editor.client.request('PUT', `/api/theses/${thesis.id}/research-plan`, plan.body)).status,
    ).toBe(200);
    await atOwner.waitFor(3);
    expect(atOwner.values[2]!.thesisChanged).toMatchObject({ kind: 'plan', version: 3, byName: 'eddie' });
    expect(atOwner.errors).toEqual([]);
    expect(atViewer.errors).toEqual([]);

    atOwner.dispose();
    atViewer.dispose();
    await until(() => gateway.services.theses.live.changeSubscribers(thesis.id) === 0, 'unsubscribed');
    await ownerSocket.dispose();
    await viewerSocket.dispose();
  });

  it('someone outside the project: NOT_FOUND; a malformed id: BAD_USER_INPUT, never a 500', async () => {
    const thesis = await newThesis('Private');
    const socket = socketOf(stranger);
    const denied = collect<Changed>(socket, CHANGED, { id: thesis.id });
    await until(() => denied.errors.length > 0, 'an error');
    expect(denied.errors).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
    const missing = collect<Changed>(socket, CHANGED, { id: new Types.ObjectId().toString() });
    await until(() => missing.errors.length > 0, 'an error');
    expect(missing.errors).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
    const malformed = collect<Presence>(socket, PRESENCE, { id: ' '.repeat(3) });
    await until(() => malformed.errors.length > 0, 'an error');
    expect(malformed.errors).toMatchObject([{ extensions: { code: 'BAD_USER_INPUT' } }]);
    expect(gateway.services.theses.live.changeSubscribers(thesis.id)).toBe(0);
    await socket.dispose();
  });
});

describe('thesisPresence: who has the thesis open', () => {
  it('comes with the subscription and goes with it, over two sockets', async () => {
    const thesis = await newThesis('Open together');
    const ownerSocket = socketOf(owner);
    const editorSocket = socketOf(editor);
    const names = (collected: { values: Presence[] }) =>
      collected.values.at(-1)?.thesisPresence.users.map((user) => user.username);

    const atOwner = collect<Presence>(ownerSocket, PRESENCE, { id: thesis.id });
    await atOwner.waitFor(1);
    expect(atOwner.values[0]!.thesisPresence).toEqual({
      thesisId: thesis.id,
      users: [{ userId: owner.id, username: 'olivia', isViewer: true }],
    });

    const atEditor = collect<Presence>(editorSocket, PRESENCE, { id: thesis.id });
    await until(() => names(atOwner)?.length === 2, 'the owner sees the editor');
    expect(names(atOwner)).toEqual(['olivia', 'eddie']);
    await until(() => names(atEditor)?.length === 2, 'the editor sees the owner');
    expect(new Set(names(atEditor))).toEqual(new Set(['olivia', 'eddie']));
    const viewers = atEditor.values.at(-1)!.thesisPresence.users.filter((user) => user.isViewer);
    expect(viewers.map((user) => user.username)).toEqual(['eddie']);

    // The same person on a second socket (another tab) is listed once.
    const secondTab = socketOf(editor);
    const again = collect<Presence>(secondTab, PRESENCE, { id: thesis.id });
    await until(() => names(again)?.length === 2, 'the second tab sees both');
    expect(names(atOwner)).toEqual(['olivia', 'eddie']);
    again.dispose();
    await secondTab.dispose();

    atEditor.dispose();
    await until(() => gateway.services.theses.live.presenceSessions(thesis.id) === 1, 'the editor left');
    await until(() => names(atOwner)?.length === 1, 'the owner sees the editor leave');
    expect(names(atOwner)).toEqual(['olivia']);

    const denied = collect<Presence>(socketOf(stranger), PRESENCE, { id: thesis.id });
    await until(() => denied.errors.length > 0, 'an error');
    expect(denied.errors).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
    expect(names(atOwner)).toEqual(['olivia']);

    atOwner.dispose();
    await ownerSocket.dispose();
    await editorSocket.dispose();
  });
});

describe('history names people', () => {
  it('each revision names who made the change (id and username); an old one without an author names no one', async () => {
    const thesis = await newThesis('Named');
    await editor.client.request('PATCH', `/api/theses/${thesis.id}`, { title: 'Named by eddie', version: 1 });
    // As stored before authors were recorded (the history domain's collection, written raw).
    await ThesisModel.db.collection('thesis_revisions').insertOne({
      thesisId: new Types.ObjectId(thesis.id),
      version: 0,
      title: 'From before authors',
      content: '',
      intellectualChallenge: '',
      change: 'Title changed',
      createdAt: new Date(Date.now() - 60_000),
    });
    const list = await viewer.client.get<Array<Record<string, unknown>>>(`/api/theses/${thesis.id}/history`);
    expect(list.status).toBe(200);
    expect(list.body.map(({ authorId, authorName, title }) => ({ authorId, authorName, title }))).toEqual([
      { authorId: editor.id, authorName: 'eddie', title: 'Named' },
      { authorId: null, authorName: '', title: 'From before authors' },
    ]);
    const graph = await viewer.client.graphql<{ thesisHistory: Array<{ authorName: string }> }>(
      'query($id: ID!) { thesisHistory(thesisId: $id) { authorId authorName } }',
      { id: thesis.id },
    );
    expect(graph.body.data?.thesisHistory.map((r) => r.authorName)).toEqual(['eddie', '']);
  });

  it('a research run names who started it', async () => {
    const thesis = await newThesis('Researched by eddie');
    const started = await editor.client.post<{ startedByName: string | null }>(
      `/api/theses/${thesis.id}/research`,
    );
    expect(started.status).toBe(202);
    expect(started.body.startedByName).toBe('eddie');
    const graph = await owner.client.graphql<{ researchRun: { startedByName: string | null } }>(
      'query($id: ID!) { researchRun(thesisId: $id) { startedByName } }',
      { id: thesis.id },
    );
    expect(graph.body.data?.researchRun.startedByName).toBe('eddie');
  });
});
