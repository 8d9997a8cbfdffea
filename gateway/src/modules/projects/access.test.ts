// Authorization matrix: every projects and theses operation, over REST and GraphQL, as anonymous, the
// project's owner, another user, an admin, and an editor and a viewer the project is shared with (spec
// §6, issue 29: members read; editors create and edit theses; only the owner deletes them; someone
// else's project or thesis answers exactly like a missing one).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  embeddedAnswersOf,
  installAppPageRenderers,
  renderedPageOf,
} from '../../testing/server-renderers.js';
import {
  type MatrixActor as Actor,
  type MemberActor,
  gqlByRole,
  restByRole,
  restMissing,
  withMembers,
  rest,
  gql,
  type RestTable,
  type GraphQLTable,
  authorizationMatrices,
  ownerQueries,
  ownerReads,
  useOwnerThesisMembersGateway,
  MISSING_ID,
  everyone,
  unique,
} from '../../testing/matrix.js';

const { gateway, seeded, members, clients } = useOwnerThesisMembersGateway();

/** A throw-away project of the owner's, shared with the same editor and viewer, for rows that change or delete it. */
const freshProject = async () => {
  const project = await gateway.services.projects.create(seeded.ownerUser, { name: `Fresh ${unique()}` });
  await gateway.services.members.add(project.id, members.ids.editor, 'editor');
  await gateway.services.members.add(project.id, members.ids.viewer, 'viewer');
  return project;
};
/** A throw-away thesis in the owner's project. */
const freshThesis = () =>
  gateway.services.theses.create(seeded.ownerUser, seeded.project.id, { title: `Fresh ${unique()}` });

const restRows: RestTable = [
  ['GET /api/projects', (c) => c.get('/api/projects'), withMembers(rest(200, 200, 200), 200, 200)],
  [
    'POST /api/projects',
    (c) => c.post('/api/projects', { name: `New ${unique()}`, description: '' }),
    withMembers(rest(201, 201, 201), 201, 201),
  ],
  ...ownerReads('/api/projects/:id', () => seeded.project),
  [
    'PATCH /api/projects/:id {name}',
    async (c) => c.request('PATCH', `/api/projects/${(await freshProject()).id}`, { name: 'Renamed' }),
    withMembers(rest(403, 404, 200), 403, 403),
  ],
  [
    'PATCH /api/projects/:id {description}',
    async (c) => c.request('PATCH', `/api/projects/${(await freshProject()).id}`, { description: 'Edited' }),
    withMembers(rest(403, 404, 200), 403, 403),
  ],
  [
    'DELETE /api/projects/:id',
    async (c) => c.delete(`/api/projects/${(await freshProject()).id}`),
    withMembers(rest(403, 404, 200), 403, 403),
  ],
  [
    'POST /api/projects/:id/theses',
    (c) => c.post(`/api/projects/${seeded.project.id}/theses`, { title: `T ${unique()}`, idea: 'i' }),
    restByRole(201, 'edit'),
  ],
  [
    'POST /api/projects/:id/theses (missing project)',
    (c) => c.post(`/api/projects/${MISSING_ID}/theses`, { title: 'T' }),
    restMissing(),
  ],
  ...ownerReads('/api/theses/:id', () => seeded.thesis),
  [
    'PATCH /api/theses/:id {title}',
    async (c) => c.request('PATCH', `/api/theses/${(await freshThesis()).id}`, { title: 'Retitled' }),
    restByRole(200, 'edit'),
  ],
  [
    'PATCH /api/theses/:id {content} at its version',
    async (c) =>
      c.request('PATCH', `/api/theses/${(await freshThesis()).id}`, { content: 'Body', version: 1 }),
    restByRole(200, 'edit'),
  ],
  [
    'PATCH /api/theses/:id {content} at a stale version',
    async (c) =>
      c.request(
        'PATCH',
        `/api/theses/${(await freshThesis()).id}`,
        { content: 'Body' },
        { 'If-Match': '"7"' },
      ),
    restByRole(409, 'edit'),
  ],
  [
    'DELETE /api/theses/:id',
    async (c) => c.delete(`/api/theses/${(await freshThesis()).id}`),
    restByRole(200, 'own'),
  ],
];

const graphqlRows: GraphQLTable = [
  [
    'projects',
    '{ projects { id userEmail thesesCount unreadQuestionsCount } }',
    async () => ({}),
    withMembers(gql('ok', 'ok', 'ok'), 'ok', 'ok'),
  ],
  ...ownerQueries(
    'project',
    'query($key: String!) { project(idOrSlug: $key) { id theses { id } } }',
    () => seeded.project,
  ),
  [
    'createProject',
    'mutation($name: String!) { createProject(input: { name: $name }) { id slug } }',
    async () => ({ name: `New ${unique()}` }),
    withMembers(gql('ok', 'ok', 'ok'), 'ok', 'ok'),
  ],
  [
    'updateProject (name)',
    'mutation($id: ID!) { updateProject(id: $id, input: { name: "Renamed" }) { id name } }',
    async () => ({ id: (await freshProject()).id }),
    withMembers(gql('FORBIDDEN', 'NOT_FOUND', 'ok'), 'FORBIDDEN', 'FORBIDDEN'),
  ],
  [
    'updateProject (description)',
    'mutation($id: ID!) { updateProject(id: $id, input: { description: "Edited" }) { id } }',
    async () => ({ id: (await freshProject()).id }),
    withMembers(gql('FORBIDDEN', 'NOT_FOUND', 'ok'), 'FORBIDDEN', 'FORBIDDEN'),
  ],
  [
    'deleteProject',
    'mutation($id: ID!) { deleteProject(id: $id) }',
    async () => ({ id: (await freshProject()).id }),
    withMembers(gql('FORBIDDEN', 'NOT_FOUND', 'ok'), 'FORBIDDEN', 'FORBIDDEN'),
  ],
  [
    'createThesis',
    'mutation($p: ID!) { createThesis(projectId: $p, input: { title: "T" }) { id slug version } }',
    async () => ({ p: seeded.project.id }),
    gqlByRole('ok', 'edit'),
  ],
  ...ownerQueries(
    'thesis',
    'query($key: String!) { thesis(idOrSlug: $key) { id project { id } } }',
    () => seeded.thesis,
  ),
  [
    'thesis (its reading, in a spelling variant)',
    'query($key: String!) { thesis(idOrSlug: $key) { reading(language: USA) { key title } } }',
    async () => ({ key: seeded.thesis.id }),
    gqlByRole('ok', 'read'),
  ],
  [
    'updateThesis (no version)',
    'mutation($id: ID!) { updateThesis(id: $id, input: { title: "Retitled" }) { id version } }',
    async () => ({ id: (await freshThesis()).id }),
    gqlByRole('ok', 'edit'),
  ],
  [
    'updateThesis (its version)',
    'mutation($id: ID!) { updateThesis(id: $id, input: { content: "Body" }, expectedVersion: 1) { version } }',
    async () => ({ id: (await freshThesis()).id }),
    gqlByRole('ok', 'edit'),
  ],
  [
    'updateThesis (a stale version)',
    'mutation($id: ID!) { updateThesis(id: $id, input: { content: "Body" }, expectedVersion: 7) { version } }',
    async () => ({ id: (await freshThesis()).id }),
    gqlByRole('CONFLICT', 'edit'),
  ],
  [
    'deleteThesis',
    'mutation($id: ID!) { deleteThesis(id: $id) }',
    async () => ({ id: (await freshThesis()).id }),
    gqlByRole('ok', 'own'),
  ],
  [
    'project { viewerCanEdit viewerCanDelete }',
    'query($key: String!) { project(idOrSlug: $key) { viewerCanEdit viewerCanDelete } }',
    async () => ({ key: seeded.project.id }),
    gqlByRole('ok', 'read'),
  ],
  [
    'thesis { viewerCanEdit viewerCanShare viewerCanDelete }',
    'query($key: String!) { thesis(idOrSlug: $key) { viewerCanEdit viewerCanShare viewerCanDelete } }',
    async () => ({ key: seeded.thesis.id }),
    gqlByRole('ok', 'read'),
  ],
  [
    'viewerCanAdminister',
    '{ viewerCanAdminister }',
    async () => ({}),
    withMembers(everyone('ok'), 'ok', 'ok'),
  ],
  [
    'me { capabilities }',
    '{ me { capabilities { administer } } }',
    async () => ({}),
    withMembers(everyone('ok'), 'ok', 'ok'),
  ],
  [
    'mcpServer (anyone may ask how to connect)',
    '{ mcpServer { endpoint } }',
    async () => ({}),
    withMembers(everyone('ok'), 'ok', 'ok'),
  ],
];

/**
 * What each `viewerCan…` field answers, per caller: the policy the mutations apply (a caller who cannot
 * see the project or thesis gets NOT_FOUND above, so it has no row here).
 */
const VIEWER_CAN: Record<Actor, { project?: object; thesis?: object; administer: boolean }> = {
  anonymous: { administer: false },
  owner: {
    // A user's project is a request: only admins rename, edit or delete it.
    project: { viewerCanEdit: false, viewerCanDelete: false },
    thesis: { viewerCanEdit: true, viewerCanShare: true, viewerCanDelete: true },
    administer: false,
  },
  otherUser: { administer: false },
  admin: {
    project: { viewerCanEdit: true, viewerCanDelete: true },
    thesis: { viewerCanEdit: true, viewerCanShare: true, viewerCanDelete: true },
    administer: true,
  },
};

describe('viewerCan fields answer what the policy allows', () => {
  for (const [actor, expected] of Object.entries(VIEWER_CAN) as Array<[Actor, (typeof VIEWER_CAN)[Actor]]>) {
    it(`as ${actor}`, async () => {
      const client = seeded.clients[actor];
      const administer = await client.graphql('{ viewerCanAdminister }', {});
      expect(administer.body.data).toEqual({ viewerCanAdminister: expected.administer });
      // The signed-in user's capabilities (what the apps render from) say the same, over GraphQL and REST.
      const signedIn = actor !== 'anonymous';
      const me = await client.graphql('{ me { capabilities { administer } } }', {});
      expect(me.body.data).toEqual({
        me: signedIn ? { capabilities: { administer: expected.administer } } : null,
      });
      const restUser = await client.get('/api/user');
      expect((restUser.body as { capabilities?: unknown } | null)?.capabilities ?? null).toEqual(
        signedIn ? { administer: expected.administer } : null,
      );
      if (expected.project) {
        const res = await client.graphql(
          'query($key: String!) { project(idOrSlug: $key) { viewerCanEdit viewerCanDelete } }',
          { key: seeded.project.slug },
        );
        expect(res.body.data).toEqual({ project: expected.project });
      }
      if (expected.thesis) {
        const res = await client.graphql(
          'query($key: String!) { thesis(idOrSlug: $key) { viewerCanEdit viewerCanShare viewerCanDelete } }',
          { key: seeded.thesis.slug },
        );
        expect(res.body.data).toEqual({ thesis: expected.thesis });
      }
    });
  }
});

authorizationMatrices('projects and theses', restRows, graphqlRows, clients);

describe('someone else’s project or thesis reads exactly like a missing one', () => {
  it('same status and body over REST, same error over GraphQL', async () => {
    const other = seeded.clients.otherUser;
    const [foreignProject, missingProject] = await Promise.all([
      other.get(`/api/projects/${seeded.project.id}`),
      other.get(`/api/projects/${MISSING_ID}`),
    ]);
    expect(foreignProject.body).toEqual(missingProject.body);
    expect(foreignProject.body).toEqual({ message: 'Project not found.' });
    const [foreignThesis, missingThesis] = await Promise.all([
      other.get(`/api/theses/${seeded.thesis.slug}`),
      other.get('/api/theses/no-such-thesis'),
    ]);
    expect(foreignThesis.body).toEqual(missingThesis.body);
    expect(foreignThesis.body).toEqual({ message: 'Thesis not found.' });
    const query = 'query($key: String!) { thesis(idOrSlug: $key) { id } }';
    const [foreign, missing] = await Promise.all([
      other.graphql(query, { key: seeded.thesis.id }),
      other.graphql(query, { key: MISSING_ID }),
    ]);
    expect(foreign.body.errors?.[0]?.message).toBe(missing.body.errors?.[0]?.message);
    expect(foreign.body.errors?.[0]?.message).toBe('Thesis not found.');
  });
});

describe('app pages rendered with the reader’s data (gateway/src/app-pages.ts) follow the same matrix', () => {
  beforeAll(() => installAppPageRenderers(gateway.env.STATIC_ROOT));

  /** The document `actor` gets for `path`: whether it holds a rendered page, and its answers' codes. */
  const open = async (actor: Actor | MemberActor, path: string) => {
    const cookie = clients()[actor].sessionCookie;
    const res = await fetch(`${gateway.url}${path}`, {
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });
    const html = await res.text();
    return {
      status: res.status,
      page: renderedPageOf(html) !== null,
      codes: embeddedAnswersOf(html)?.map(({ body }) => body.errors?.[0]?.extensions?.code ?? 'ok') ?? null,
      html,
    };
  };

  // anonymous: the shell alone (it sends them to sign in); owner, admin and members: the page; another
  // user: no page, and the NOT_FOUND a missing one answers.
  const expected: Record<Actor | MemberActor, { page: boolean; codes: string[] | null }> = {
    anonymous: { page: false, codes: null },
    owner: { page: true, codes: ['ok', 'ok'] },
    otherUser: { page: false, codes: ['ok', 'NOT_FOUND'] },
    admin: { page: true, codes: ['ok', 'ok'] },
    editor: { page: true, codes: ['ok', 'ok'] },
    viewer: { page: true, codes: ['ok', 'ok'] },
  };

  for (const [label, path] of [
    ['/projects/{slug}', () => `/projects/${seeded.project.slug}`],
    ['/theses/{slug}', () => `/theses/${seeded.thesis.slug}`],
  ] as const) {
    for (const actor of Object.keys(expected) as Array<Actor | MemberActor>) {
      it(`${label} as ${actor}`, async () => {
        const result = await open(actor, path());
        expect(result.status).toBe(200);
        expect({ page: result.page, codes: result.codes }).toEqual(expected[actor]);
        const title = label === '/theses/{slug}' ? 'Owner’s thesis' : 'Owner’s project';
        expect(result.html.includes(title)).toBe(expected[actor].page);
      });
    }
  }

  it('a missing one reads like someone else’s', async () => {
    const missing = await open('otherUser', '/theses/no-such-thesis');
    const foreign = await open('otherUser', `/theses/${seeded.thesis.slug}`);
    expect({ page: missing.page, codes: missing.codes }).toEqual({
      page: foreign.page,
      codes: foreign.codes,
    });
  });
});
