// Authorization matrix of hearing back (readers' chat, comments, questions to the owner, saved links):
// every REST and GraphQL operation as anonymous, the thesis's owner, another user, an admin, and an
// editor and a viewer of its project (issue 29: questions to the owner stay the owner's, members are
// told they may not; what readers asked the shared chat, without who asked, every member reads); then
// what no one may read of anyone else's (a visitor's chat, a user's questions, saved links and saved
// state), someone else's reading exactly like a missing one.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor as User } from '../../shared/access/actor.js';
import type { TestClient } from '../../testing/http-client.js';
import {
  type MatrixActor as Actor,
  type MemberActor,
  ACTORS,
  everyone,
  gql,
  gqlByRole,
  rest,
  restByRole,
  restMissing,
  withMembers,
  type RestTable,
  type GraphQLTable,
  authorizationMatrices,
  signUpCallers,
  MISSING_ID,
  unique,
} from '../../testing/matrix.js';
import { useTestRuntime } from '../../testing/runtime.js';

const gateway = useTestRuntime();
let clients: Record<Actor, TestClient>;
/** An editor and a viewer of the owner's project. */
const members = {} as Record<MemberActor, TestClient>;
let ownerUser: User;
let project: { id: string };
let thesis: { id: string; shareUrl: string };

/** A throw-away shared thesis of the owner's. */
const freshThesis = async () => {
  const made = await gateway.services.theses.create(ownerUser, project.id, { title: `Fresh ${unique()}` });
  return { id: made.id, shareUrl: made.shareUrl, title: made.title };
};
let questionsAsked = 0;
/** A question to the owner, for rows that mark one read (each from its own address: 10 an hour per IP). */
const freshQuestion = async () =>
  (
    await gateway.services.questions.ask(
      { user: null, meta: { ip: `192.0.2.${++questionsAsked}`, origin: '' } },
      thesis.shareUrl,
      { question: 'Why?', senderName: 'Ada', senderEmail: `ada-${unique()}@x.io` },
    )
  ).id;
/** A link the owner saved, for rows that remove one. */
const ownersSavedLink = async () => {
  const t = await freshThesis();
  return (
    await gateway.services.savedLinks.save(ownerUser, {
      thesisId: t.id,
      title: t.title,
      shareUrl: t.shareUrl,
      projectName: 'P',
    })
  ).link.id;
};
const question = () => ({ question: 'Why?', senderName: 'Ada', senderEmail: `ada-${unique()}@x.io` });

beforeAll(async () => {
  const callers = await signUpCallers(gateway);
  clients = callers.clients;
  ownerUser = (await gateway.services.users.findById(callers.ids.owner))!;
  project = await gateway.services.projects.create(ownerUser, { name: 'Owner’s project' });
  for (const role of ['editor', 'viewer'] as const) {
    const member = await gateway.signUp(`${role}@x.io`);
    await gateway.services.members.add(project.id, member.id, role);
    members[role] = member.client;
  }
  thesis = await freshThesis();
  await gateway.services.theses.saveResearch(thesis.id, {
    content: 'Depots need drivers. Drivers are scarce.',
  });
});

const restRows: RestTable = [
  [
    'GET /api/shared/:shareUrl/messages (one’s own chat)',
    (c) => c.get(`/api/shared/${thesis.shareUrl}/messages`),
    withMembers(everyone(200), 200, 200),
  ],
  [
    'GET /api/shared/:shareUrl/messages (unknown link)',
    (c) => c.get('/api/shared/no/such/messages'),
    withMembers(everyone(404), 404, 404),
  ],
  [
    'POST /api/shared/:shareUrl/messages',
    (c) =>
      c.post(`/api/shared/${thesis.shareUrl}/messages`, { content: 'Are drivers scarce?', role: 'user' }),
    withMembers(everyone(200), 200, 200),
  ],
  [
    'GET /api/shared/:shareUrl/comments',
    (c) => c.get(`/api/shared/${thesis.shareUrl}/comments`),
    withMembers(everyone(200), 200, 200),
  ],
  [
    'POST /api/shared/:shareUrl/comments',
    (c) => c.post(`/api/shared/${thesis.shareUrl}/comments`, { content: 'Nice.' }),
    withMembers(rest(201, 201, 201), 201, 201),
  ],
  [
    'POST /api/shared/:shareUrl/questions',
    (c) => c.post(`/api/shared/${thesis.shareUrl}/questions`, question()),
    // A reader's operation, the same for anyone: not run as members too (10 questions an hour per IP).
    everyone(201),
  ],
  [
    'GET /api/projects/:id/questions',
    (c) => c.get(`/api/projects/${project.id}/questions`),
    restByRole(200, 'own'),
  ],
  [
    'GET /api/projects/:id/questions (missing project)',
    (c) => c.get(`/api/projects/${MISSING_ID}/questions`),
    withMembers(restMissing(), 404, 404),
  ],
  [
    'PUT /api/questions/:id/read',
    async (c) => c.put(`/api/questions/${await freshQuestion()}/read`),
    restByRole(200, 'own'),
  ],
  [
    'PUT /api/questions/:id/read (missing)',
    (c) => c.put(`/api/questions/${MISSING_ID}/read`),
    withMembers(restMissing(), 404, 404),
  ],
  ['GET /api/saved-links', (c) => c.get('/api/saved-links'), withMembers(rest(200, 200, 200), 200, 200)],
  [
    'POST /api/saved-links (through a live share link)',
    async (c) => {
      const t = await freshThesis();
      return c.post('/api/saved-links', {
        thesisId: t.id,
        title: t.title,
        shareUrl: t.shareUrl,
        projectName: 'P',
      });
    },
    withMembers(rest(201, 201, 201), 201, 201),
  ],
  [
    'POST /api/saved-links (the thesis without its link)',
    async (c) => {
      const t = await freshThesis();
      return c.post('/api/saved-links', { thesisId: t.id, title: t.title, shareUrl: '', projectName: 'P' });
    },
    restByRole(201, 'read'),
  ],
  [
    'DELETE /api/saved-links/:id (the owner’s link)',
    async (c) => c.delete(`/api/saved-links/${await ownersSavedLink()}`),
    withMembers(rest(200, 404, 404), 404, 404),
  ],
  [
    'GET /api/theses/:id/saved',
    (c) => c.get(`/api/theses/${thesis.id}/saved`),
    withMembers(rest(200, 200, 200), 200, 200),
  ],
];

const graphqlRows: GraphQLTable = [
  [
    'sharedThesisMessages',
    'query($s: String!) { sharedThesisMessages(shareUrl: $s) { id } }',
    async () => ({ s: thesis.shareUrl }),
    withMembers(everyone('ok'), 'ok', 'ok'),
  ],
  [
    'sendSharedThesisMessage',
    'mutation($s: String!) { sendSharedThesisMessage(shareUrl: $s, content: "Drivers?") { id } }',
    async () => ({ s: thesis.shareUrl }),
    withMembers(everyone('ok'), 'ok', 'ok'),
  ],
  [
    'readerQuestions',
    'query($id: ID!) { readerQuestions(thesisId: $id) { content } }',
    async () => ({ id: thesis.id }),
    gqlByRole('ok', 'read'),
  ],
  [
    'sharedThesisComments',
    'query($s: String!) { sharedThesisComments(shareUrl: $s) { id } }',
    async () => ({ s: thesis.shareUrl }),
    withMembers(everyone('ok'), 'ok', 'ok'),
  ],
  [
    'addSharedThesisComment',
    'mutation($s: String!) { addSharedThesisComment(shareUrl: $s, content: "Good.") { id } }',
    async () => ({ s: thesis.shareUrl }),
    withMembers(gql('ok', 'ok', 'ok'), 'ok', 'ok'),
  ],
  [
    'askOwner',
    'mutation($s: String!, $i: AskOwnerInput!) { askOwner(shareUrl: $s, input: $i) }',
    async () => ({ s: thesis.shareUrl, i: question() }),
    // As the REST row: a reader's operation, not run as members too.
    everyone('ok'),
  ],
  [
    'projectQuestions',
    'query($id: ID!) { projectQuestions(projectId: $id) { id } }',
    async () => ({ id: project.id }),
    gqlByRole('ok', 'own'),
  ],
  [
    'project { questions }',
    'query($key: String!) { project(idOrSlug: $key) { questions { id isRead } } }',
    async () => ({ key: project.id }),
    // A member's project lists no questions (they are the owner's): answered, empty (checked below).
    gqlByRole('ok', 'read'),
  ],
  [
    'markQuestionRead',
    'mutation($id: ID!) { markQuestionRead(id: $id) { isRead } }',
    async () => ({ id: await freshQuestion() }),
    gqlByRole('ok', 'own'),
  ],
  [
    'savedLinks',
    '{ savedLinks { id available } }',
    async () => ({}),
    withMembers(gql('ok', 'ok', 'ok'), 'ok', 'ok'),
  ],
  [
    'thesisSaved',
    'query($id: ID!) { thesisSaved(thesisId: $id) { saved savedLinkId } }',
    async () => ({ id: thesis.id }),
    withMembers(gql('ok', 'ok', 'ok'), 'ok', 'ok'),
  ],
  [
    'saveLink',
    'mutation($i: SaveLinkInput!) { saveLink(input: $i) { id } }',
    async () => {
      const t = await freshThesis();
      return { i: { thesisId: t.id, title: t.title, shareUrl: t.shareUrl, projectName: 'P' } };
    },
    withMembers(gql('ok', 'ok', 'ok'), 'ok', 'ok'),
  ],
  [
    'removeSavedLink (the owner’s link)',
    'mutation($id: ID!) { removeSavedLink(id: $id) }',
    async () => ({ id: await ownersSavedLink() }),
    withMembers(gql('ok', 'NOT_FOUND', 'NOT_FOUND'), 'NOT_FOUND', 'NOT_FOUND'),
  ],
];

authorizationMatrices('hearing back', restRows, graphqlRows, () => ({ ...clients, ...members }));

describe('questions to the owner stay the owner’s (issue 29)', () => {
  it('a member’s project lists none and counts none unread; the owner’s lists them', async () => {
    await freshQuestion();
    const query =
      'query($key: String!) { project(idOrSlug: $key) { questions { id } unreadQuestionsCount } }';
    const owners = await clients.owner.graphql<{
      project: { questions: unknown[]; unreadQuestionsCount: number };
    }>(query, { key: project.id });
    expect(owners.body.data?.project.questions.length).toBeGreaterThan(0);
    expect(owners.body.data?.project.unreadQuestionsCount).toBeGreaterThan(0);
    for (const role of ['editor', 'viewer'] as const) {
      const res = await members[role].graphql(query, { key: project.id });
      expect(res.body).toEqual({ data: { project: { questions: [], unreadQuestionsCount: 0 } } });
      const listed =
        await members[role].get<Array<{ id: string; unreadQuestionsCount: number }>>('/api/projects');
      expect(listed.body.find((p) => p.id === project.id)?.unreadQuestionsCount).toBe(0);
    }
  });
});

describe('nobody reads what is someone else’s', () => {
  /** An anonymous browser keeping its ts_visitor cookie. */
  const visitor = () => {
    let cookie = '';
    return async (method: string, path: string, body?: unknown) => {
      const res = await fetch(gateway.url + path, {
        method,
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const set = res.headers.getSetCookie().find((c) => c.startsWith('ts_visitor='));
      if (set) cookie = set.split(';')[0]!;
      return (await res.json()) as unknown;
    };
  };

  it('a visitor cannot read another visitor’s chat (two cookies), over REST or GraphQL', async () => {
    const first = visitor();
    const second = visitor();
    await first('POST', `/api/shared/${thesis.shareUrl}/messages`, {
      content: 'Secret question of the first?',
    });
    await second('POST', `/api/shared/${thesis.shareUrl}/messages`, { content: 'Second one asks this.' });
    const firstChat = JSON.stringify(await first('GET', `/api/shared/${thesis.shareUrl}/messages`));
    const secondChat = JSON.stringify(await second('GET', `/api/shared/${thesis.shareUrl}/messages`));
    expect(firstChat).toContain('Secret question of the first?');
    expect(secondChat).not.toContain('Secret question of the first?');
    expect(firstChat).not.toContain('Second one asks this.');
    const overGraphQL = JSON.stringify(
      await second('POST', '/graphql', {
        query: 'query($s: String!) { sharedThesisMessages(shareUrl: $s) { content } }',
        variables: { s: thesis.shareUrl },
      }),
    );
    expect(overGraphQL).toContain('Second one asks this.');
    expect(overGraphQL).not.toContain('Secret question of the first?');
    for (const actor of ACTORS) {
      const chat = await clients[actor].get(`/api/shared/${thesis.shareUrl}/messages`);
      expect(JSON.stringify(chat.body)).not.toContain('Secret question of the first?');
    }
  });

  it('another user’s questions read exactly like a missing project’s', async () => {
    const [foreign, missing] = await Promise.all([
      clients.otherUser.get(`/api/projects/${project.id}/questions`),
      clients.otherUser.get(`/api/projects/${MISSING_ID}/questions`),
    ]);
    expect(foreign).toMatchObject({ status: 404, body: missing.body });
    expect(foreign.body).toEqual({ message: 'Project not found.' });
    const id = await freshQuestion();
    const [foreignMark, missingMark] = await Promise.all([
      clients.otherUser.put(`/api/questions/${id}/read`),
      clients.otherUser.put(`/api/questions/${MISSING_ID}/read`),
    ]);
    expect(foreignMark.body).toEqual(missingMark.body);
  });

  it('saved links and saved state are each user’s own', async () => {
    const t = await freshThesis();
    const saved = await clients.owner.post<{ id: string }>('/api/saved-links', {
      thesisId: t.id,
      title: t.title,
      shareUrl: t.shareUrl,
      projectName: 'P',
    });
    for (const actor of ['otherUser', 'admin'] as const) {
      const listed = await clients[actor].get<Array<{ id: string }>>('/api/saved-links');
      expect(listed.body.map((l) => l.id)).not.toContain(saved.body.id);
      expect((await clients[actor].get(`/api/theses/${t.id}/saved`)).body).toEqual({
        saved: false,
        savedLinkId: null,
      });
    }
    expect((await clients.owner.get(`/api/theses/${t.id}/saved`)).body).toEqual({
      saved: true,
      savedLinkId: saved.body.id,
    });
  });
});
