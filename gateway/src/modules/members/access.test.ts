// Authorization matrix with the project's members (issue 29): the main projects, theses, sources,
// sharing, history and chat operations over REST and GraphQL, as anonymous, the owner, another user,
// an admin, and an editor and a viewer the owner's project is shared with. A member without the power
// is told they may not; a non-member is answered exactly as if the thing were missing.
import { describe, expect, it } from 'vitest';
import {
  rest,
  gql,
  type RestTable,
  type GraphQLTable,
  authorizationMatrices,
  useOwnerThesisGateway,
  unique,
  useProjectMembers,
  withMembers,
} from '../../testing/matrix.js';

const { gateway, seeded } = useOwnerThesisGateway();
const members = useProjectMembers(gateway, seeded);

/** A throw-away project of the owner's shared with the same editor and viewer. */
const freshSharedProject = async () => {
  const project = await gateway.services.projects.create(seeded.ownerUser, { name: `Fresh ${unique()}` });
  await gateway.services.members.add(project.id, members.ids.editor, 'editor');
  await gateway.services.members.add(project.id, members.ids.viewer, 'viewer');
  return project;
};
/** A throw-away thesis in the owner's (shared) project. */
const freshThesis = () =>
  gateway.services.theses.create(seeded.ownerUser, seeded.project.id, { title: `Fresh ${unique()}` });
/** A fresh pasted-text source of the owner's thesis. */
const freshSource = async () =>
  (
    await gateway.services.sources.add(seeded.ownerUser, seeded.thesis.id, {
      title: 'Note',
      text: `A note to remove ${unique()}.`,
    })
  ).source.id;

/** Read by every member: owner 200, another user 404, admin 200, editor 200, viewer 200. */
const memberRead = withMembers(rest(200, 404, 200), 200, 200);

const restRows: RestTable = [
  ['GET /api/projects', (c) => c.get('/api/projects'), withMembers(rest(200, 200, 200), 200, 200)],
  ['GET /api/projects/:id', (c) => c.get(`/api/projects/${seeded.project.id}`), memberRead],
  ['GET /api/projects/:slug', (c) => c.get(`/api/projects/${seeded.project.slug}`), memberRead],
  [
    'PATCH /api/projects/:id {name}',
    async (c) => c.request('PATCH', `/api/projects/${(await freshSharedProject()).id}`, { name: 'Renamed' }),
    withMembers(rest(403, 404, 200), 403, 403),
  ],
  [
    'DELETE /api/projects/:id',
    async (c) => c.delete(`/api/projects/${(await freshSharedProject()).id}`),
    withMembers(rest(403, 404, 200), 403, 403),
  ],
  [
    'POST /api/projects/:id/theses',
    (c) => c.post(`/api/projects/${seeded.project.id}/theses`, { title: `T ${unique()}` }),
    withMembers(rest(201, 404, 201), 201, 403),
  ],
  ['GET /api/theses/:id', (c) => c.get(`/api/theses/${seeded.thesis.id}`), memberRead],
  [
    'PATCH /api/theses/:id {title}',
    async (c) => c.request('PATCH', `/api/theses/${(await freshThesis()).id}`, { title: 'Retitled' }),
    withMembers(rest(200, 404, 200), 200, 403),
  ],
  [
    'DELETE /api/theses/:id',
    async (c) => c.delete(`/api/theses/${(await freshThesis()).id}`),
    withMembers(rest(200, 404, 200), 403, 403),
  ],
  ['GET /api/theses/:id/sources', (c) => c.get(`/api/theses/${seeded.thesis.id}/sources`), memberRead],
  [
    'POST /api/theses/:id/sources (pasted text)',
    (c) => c.post(`/api/theses/${seeded.thesis.id}/sources`, { title: 'Pasted', text: `Words ${unique()}.` }),
    withMembers(rest(201, 404, 201), 201, 403),
  ],
  [
    'DELETE /api/theses/:id/sources/:sourceId',
    async (c) => c.delete(`/api/theses/${seeded.thesis.id}/sources/${await freshSource()}`),
    withMembers(rest(200, 404, 200), 200, 403),
  ],
  ['GET /api/theses/:id/citations', (c) => c.get(`/api/theses/${seeded.thesis.id}/citations`), memberRead],
  ['GET /api/theses/:id/history', (c) => c.get(`/api/theses/${seeded.thesis.id}/history`), memberRead],
  ['GET /api/theses/:id/messages', (c) => c.get(`/api/theses/${seeded.thesis.id}/messages`), memberRead],
  [
    'POST /api/theses/:id/share (renew)',
    async (c) => c.post(`/api/theses/${(await freshThesis()).id}/share`),
    withMembers(rest(200, 404, 200), 200, 403),
  ],
  [
    'DELETE /api/theses/:id/share (revoke)',
    async (c) => c.delete(`/api/theses/${(await freshThesis()).id}/share`),
    withMembers(rest(200, 404, 200), 200, 403),
  ],
  ['GET /api/projects/:id/members', (c) => c.get(`/api/projects/${seeded.project.id}/members`), memberRead],
  [
    'POST /api/projects/:id/members',
    (c) =>
      c.post(`/api/projects/${seeded.project.id}/members`, { email: `${unique()}@y.io`, role: 'viewer' }),
    withMembers(rest(201, 404, 201), 403, 403),
  ],
  [
    'GET /api/projects/:id/invitations',
    (c) => c.get(`/api/projects/${seeded.project.id}/invitations`),
    withMembers(rest(200, 404, 200), 403, 403),
  ],
];

const graphqlRows: GraphQLTable = [
  [
    'projects',
    '{ projects { id viewerRole } }',
    async () => ({}),
    withMembers(gql('ok', 'ok', 'ok'), 'ok', 'ok'),
  ],
  [
    'project { viewerRole viewerCanEdit viewerCanDelete theses { id } }',
    'query($key: String!) { project(idOrSlug: $key) { viewerRole viewerCanEdit viewerCanDelete theses { id } } }',
    async () => ({ key: seeded.project.id }),
    withMembers(gql('ok', 'NOT_FOUND', 'ok'), 'ok', 'ok'),
  ],
  [
    'updateProject (name)',
    'mutation($id: ID!) { updateProject(id: $id, input: { name: "Renamed" }) { id name } }',
    async () => ({ id: (await freshSharedProject()).id }),
    withMembers(gql('FORBIDDEN', 'NOT_FOUND', 'ok'), 'FORBIDDEN', 'FORBIDDEN'),
  ],
  [
    'createThesis',
    'mutation($p: ID!) { createThesis(projectId: $p, input: { title: "T" }) { id } }',
    async () => ({ p: seeded.project.id }),
    withMembers(gql('ok', 'NOT_FOUND', 'ok'), 'ok', 'FORBIDDEN'),
  ],
  [
    'thesis { viewerCanEdit viewerCanShare viewerCanDelete sources { id } }',
    'query($key: String!) { thesis(idOrSlug: $key) { viewerCanEdit viewerCanShare viewerCanDelete sources { id } } }',
    async () => ({ key: seeded.thesis.id }),
    withMembers(gql('ok', 'NOT_FOUND', 'ok'), 'ok', 'ok'),
  ],
  [
    'updateThesis',
    'mutation($id: ID!) { updateThesis(id: $id, input: { title: "Retitled" }) { id version } }',
    async () => ({ id: (await freshThesis()).id }),
    withMembers(gql('ok', 'NOT_FOUND', 'ok'), 'ok', 'FORBIDDEN'),
  ],
  [
    'deleteThesis',
    'mutation($id: ID!) { deleteThesis(id: $id) }',
    async () => ({ id: (await freshThesis()).id }),
    withMembers(gql('ok', 'NOT_FOUND', 'ok'), 'FORBIDDEN', 'FORBIDDEN'),
  ],
  [
    'addTextSource',
    'mutation($id: ID!, $text: String!) { addTextSource(thesisId: $id, input: { title: "Pasted", text: $text }) { id } }',
    async () => ({ id: seeded.thesis.id, text: `Words ${unique()}.` }),
    withMembers(gql('ok', 'NOT_FOUND', 'ok'), 'ok', 'FORBIDDEN'),
  ],
  [
    'project { members viewerCanManageMembers invitations }',
    'query($key: String!) { project(idOrSlug: $key) { members { userId role } viewerCanManageMembers invitations { id } } }',
    async () => ({ key: seeded.project.id }),
    withMembers(gql('ok', 'NOT_FOUND', 'ok'), 'ok', 'ok'),
  ],
  [
    'inviteMember',
    'mutation($p: ID!, $e: String!) { inviteMember(projectId: $p, email: $e, role: viewer) { id } }',
    async () => ({ p: seeded.project.id, e: `${unique()}@y.io` }),
    withMembers(gql('ok', 'NOT_FOUND', 'ok'), 'FORBIDDEN', 'FORBIDDEN'),
  ],
  [
    'renewShareLink',
    'mutation($id: ID!) { renewShareLink(thesisId: $id) { id shareUrl } }',
    async () => ({ id: (await freshThesis()).id }),
    withMembers(gql('ok', 'NOT_FOUND', 'ok'), 'ok', 'FORBIDDEN'),
  ],
];

authorizationMatrices('projects, theses and sources with members', restRows, graphqlRows, () => ({
  ...seeded.clients,
  editor: members.editor,
  viewer: members.viewer,
}));

describe('what members are told they may do', () => {
  const query =
    'query($p: String!, $t: String!) { project(idOrSlug: $p) { viewerRole viewerCanEdit viewerCanDelete } thesis(idOrSlug: $t) { viewerCanEdit viewerCanShare viewerCanDelete } }';
  const answers = async (caller: 'owner' | 'admin' | 'editor' | 'viewer') => {
    const client = caller === 'editor' || caller === 'viewer' ? members[caller] : seeded.clients[caller];
    const res = await client.graphql<{ project: unknown; thesis: unknown }>(query, {
      p: seeded.project.id,
      t: seeded.thesis.id,
    });
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };

  it('answers viewerRole and the viewerCan… fields from the role', async () => {
    expect(await answers('owner')).toEqual({
      project: { viewerRole: 'owner', viewerCanEdit: false, viewerCanDelete: false },
      thesis: { viewerCanEdit: true, viewerCanShare: true, viewerCanDelete: true },
    });
    expect(await answers('admin')).toEqual({
      project: { viewerRole: 'admin', viewerCanEdit: true, viewerCanDelete: true },
      thesis: { viewerCanEdit: true, viewerCanShare: true, viewerCanDelete: true },
    });
    expect(await answers('editor')).toEqual({
      project: { viewerRole: 'editor', viewerCanEdit: false, viewerCanDelete: false },
      thesis: { viewerCanEdit: true, viewerCanShare: true, viewerCanDelete: false },
    });
    expect(await answers('viewer')).toEqual({
      project: { viewerRole: 'viewer', viewerCanEdit: false, viewerCanDelete: false },
      thesis: { viewerCanEdit: false, viewerCanShare: false, viewerCanDelete: false },
    });
  });

  it('lists the shared project on a member’s dashboard, marked with their role (REST and GraphQL)', async () => {
    const res = await members.viewer.get<Array<{ id: string; viewerRole: string }>>('/api/projects');
    expect(res.status).toBe(200);
    expect(res.body.map(({ id, viewerRole }) => ({ id, viewerRole }))).toContainEqual({
      id: seeded.project.id,
      viewerRole: 'viewer',
    });
    expect(res.body.every((project) => project.viewerRole === 'viewer')).toBe(true);
    const gqlRes = await members.editor.graphql<{ projects: Array<{ id: string; viewerRole: string }> }>(
      '{ projects { id viewerRole } }',
    );
    expect(gqlRes.body.data?.projects).toContainEqual({ id: seeded.project.id, viewerRole: 'editor' });
    const other = await seeded.clients.otherUser.get<Array<{ id: string }>>('/api/projects');
    expect(other.body.map((project) => project.id)).not.toContain(seeded.project.id);
  });
});
