// Who may comment on a thesis's sections (issue 29), over REST and GraphQL: the owner, editors, viewers
// and admins read and write them; another user and anonymous callers are answered as for a missing
// thesis (404 / NOT_FOUND) or asked to sign in; resolving someone else's comment is the owner's,
// editors' and admins'; deleting is the author's.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationMatrices,
  gql,
  rest,
  unique,
  useOwnerThesisGateway,
  useProjectMembers,
  withMembers,
  type GraphQLTable,
  type RestTable,
} from '../../testing/matrix.js';
import { SectionCommentModel } from './discussions.model.js';

const { gateway, seeded } = useOwnerThesisGateway();
const members = useProjectMembers(gateway, seeded);

const CONTENT = '# Owner’s thesis\n\nIntro.\n\n## Method\n\nHow.\n\n## Findings\n\nWhat.\n';

beforeAll(async () => {
  await gateway.services.theses.update(seeded.ownerUser, seeded.thesis.id, { content: CONTENT });
});

/** A fresh comment of the owner's on Method, whose id a row acts on (written directly: no rate limit). */
const ownersComment = async () =>
  (
    await SectionCommentModel.create({
      thesisId: seeded.thesis.id,
      projectId: seeded.project.id,
      section: 'Method',
      authorId: seeded.ownerUser.id,
      authorName: seeded.ownerUser.username,
      content: `Owner ${unique()}`,
      ownerRead: true,
    })
  ).id as string;

const memberRead = withMembers(rest(200, 404, 200), 200, 200);
const path = () => `/api/theses/${seeded.thesis.id}/comments`;

const restRows: RestTable = [
  ['GET /api/theses/:id/comments', (c) => c.get(path()), memberRead],
  ['GET /api/theses/:id/comments?section=', (c) => c.get(`${path()}?section=Method`), memberRead],
  [
    'POST /api/theses/:id/comments',
    (c) => c.post(path(), { section: 'Findings', content: `Note ${unique()}` }),
    withMembers(rest(201, 404, 201), 201, 201),
  ],
  [
    'PATCH /api/theses/:id/comments/:commentId (someone else’s)',
    async (c) => c.request('PATCH', `${path()}/${await ownersComment()}`, { resolved: true }),
    withMembers(rest(200, 404, 200), 200, 403),
  ],
  [
    'DELETE /api/theses/:id/comments/:commentId (the owner’s)',
    async (c) => c.delete(`${path()}/${await ownersComment()}`),
    withMembers(rest(200, 404, 403), 403, 403),
  ],
];

const graphqlRows: GraphQLTable = [
  [
    'thesis { comments viewerCanComment }',
    'query($t: String!) { thesis(idOrSlug: $t) { comments { id } viewerCanComment } }',
    async () => ({ t: seeded.thesis.id }),
    withMembers(gql('ok', 'NOT_FOUND', 'ok'), 'ok', 'ok'),
  ],
  [
    'addSectionComment',
    'mutation($t: ID!, $c: String!) { addSectionComment(thesisId: $t, section: "Method", content: $c) { id } }',
    async () => ({ t: seeded.thesis.id, c: `Note ${unique()}` }),
    withMembers(gql('ok', 'NOT_FOUND', 'ok'), 'ok', 'ok'),
  ],
  [
    'resolveSectionComment (someone else’s)',
    'mutation($t: ID!, $c: ID!) { resolveSectionComment(thesisId: $t, commentId: $c, resolved: true) { id } }',
    async () => ({ t: seeded.thesis.id, c: await ownersComment() }),
    withMembers(gql('ok', 'NOT_FOUND', 'ok'), 'ok', 'FORBIDDEN'),
  ],
  [
    'deleteSectionComment (the owner’s)',
    'mutation($t: ID!, $c: ID!) { deleteSectionComment(thesisId: $t, commentId: $c) }',
    async () => ({ t: seeded.thesis.id, c: await ownersComment() }),
    withMembers(gql('ok', 'NOT_FOUND', 'FORBIDDEN'), 'FORBIDDEN', 'FORBIDDEN'),
  ],
];

authorizationMatrices('section comments', restRows, graphqlRows, () => ({
  ...seeded.clients,
  editor: members.editor,
  viewer: members.viewer,
}));

describe('what each caller is told about section comments', () => {
  it('viewerCanComment for every member; the owner’s inbox for the owner and admins only', async () => {
    const query =
      'query($t: String!, $p: String!) { thesis(idOrSlug: $t) { viewerCanComment } project(idOrSlug: $p) { sectionComments { id } } }';
    const answer = async (client: typeof members.viewer) => {
      const res = await client.graphql<{
        thesis: { viewerCanComment: boolean };
        project: { sectionComments: unknown[] | null };
      }>(query, { t: seeded.thesis.id, p: seeded.project.id });
      expect(res.body.errors).toBeUndefined();
      return {
        canComment: res.body.data!.thesis.viewerCanComment,
        inbox: Array.isArray(res.body.data!.project.sectionComments),
      };
    };
    expect(await answer(seeded.clients.owner)).toEqual({ canComment: true, inbox: true });
    expect(await answer(seeded.clients.admin)).toEqual({ canComment: true, inbox: true });
    expect(await answer(members.editor)).toEqual({ canComment: true, inbox: false });
    expect(await answer(members.viewer)).toEqual({ canComment: true, inbox: false });
  });

  it('a viewer resolves and deletes their own comment; viewerCan… say so', async () => {
    const added = await members.viewer.post<{
      id: string;
      viewerCanResolve: boolean;
      viewerCanDelete: boolean;
    }>(path(), { section: 'Method', content: 'Mine.' });
    expect(added.body).toMatchObject({ viewerCanResolve: true, viewerCanDelete: true });
    const seenByEditor =
      await members.editor.get<Array<{ id: string; viewerCanResolve: boolean; viewerCanDelete: boolean }>>(
        path(),
      );
    expect(seenByEditor.body.find((c) => c.id === added.body.id)).toMatchObject({
      viewerCanResolve: true,
      viewerCanDelete: false,
    });
    const resolved = await members.viewer.request('PATCH', `${path()}/${added.body.id}`, { resolved: true });
    expect(resolved.status).toBe(200);
    expect((await members.viewer.delete(`${path()}/${added.body.id}`)).status).toBe(200);
  });
});
