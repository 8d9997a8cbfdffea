// Members' comments on thesis sections over REST and GraphQL (issue 29): sections as packages/markdown
// computes them (an unknown one: 400 with a clear message), answers one level deep, resolving and
// deleting, mentions mailed to members only, the owner's inbox with unread state, the rate limit, bad
// input never a 500, nothing on the share page, and the comments going with their thesis and author.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import type { TestClient } from '../../testing/http-client.js';
import { mailsTo as mailsIn, waitForMails as waitForMailsIn } from '../../testing/outbox.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { SectionCommentModel } from './discussions.model.js';
import { SECTION_COMMENTS_PER_10_MINUTES, UNKNOWN_SECTION } from './discussions.service.js';

const gateway = useTestRuntime();

interface Comment {
  id: string;
  section: string;
  parentId: string | null;
  authorName: string;
  content: string;
  resolved: boolean;
  resolvedAt: string | null;
  viewerCanResolve: boolean;
  viewerCanDelete: boolean;
}

const CONTENT = [
  '# Cold chain',
  '',
  'Intro before any section.',
  '',
  '## Method *and* data',
  '',
  'We counted.',
  '',
  '## Findings',
  '',
  'Fewer losses.',
  '',
].join('\n');

let owner: Actor;
let ownerClient: TestClient;
let viewer: TestClient;
let viewerId: string;
let stranger: TestClient;
let thesis: { id: string; slug: string; shareUrl: string; projectId: string };

beforeAll(async () => {
  const signed = await gateway.signUp('olga@x.io', { username: 'olga' });
  ownerClient = signed.client;
  owner = (await gateway.services.users.findById(signed.id))!;
  const v = await gateway.signUp('vic@x.io', { username: 'vic' });
  viewer = v.client;
  viewerId = v.id;
  stranger = (await gateway.signUp('sam@x.io', { username: 'sam' })).client;
  const project = await gateway.services.projects.create(owner, { name: 'Depots' });
  await gateway.services.members.add(project.id, viewerId, 'viewer');
  const created = await gateway.services.theses.create(owner, project.id, { title: 'Routing' });
  await gateway.services.theses.update(owner, created.id, { content: CONTENT });
  thesis = { ...created, projectId: project.id };
});

const commentsPath = () => `/api/theses/${thesis.id}/comments`;

/** The mails to `address` so far. */
const mailsTo = (address: string) => mailsIn(gateway.env.DATA_DIR, address);
/** The mails to `address` once there are `count` (the mailer writes in the background). */
const waitForMails = (address: string, count: number) => waitForMailsIn(gateway.env.DATA_DIR, address, count);

describe('comments on sections', () => {
  it('a viewer comments on a section (its heading’s plain text); answers join the thread, one level deep', async () => {
    const first = await viewer.post<Comment>(commentsPath(), {
      section: 'Method and data',
      content: '  Which depots?  ',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      section: 'Method and data',
      parentId: null,
      authorName: 'vic',
      content: 'Which depots?',
      resolved: false,
      viewerCanResolve: true,
      viewerCanDelete: true,
    });
    const answer = await ownerClient.post<Comment>(commentsPath(), {
      section: 'Findings',
      content: 'All four.',
      parentId: first.body.id,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ section: 'Method and data', parentId: first.body.id });
    const deeper = await viewer.post<Comment>(commentsPath(), {
      section: 'Method and data',
      content: 'Thanks.',
      parentId: answer.body.id,
    });
    expect(deeper.body.parentId).toBe(first.body.id);
    await viewer.post(commentsPath(), { section: 'Findings', content: 'By how much?' });

    const all = await viewer.get<Comment[]>(commentsPath());
    expect(all.body.map((c) => c.content)).toEqual(['Which depots?', 'All four.', 'Thanks.', 'By how much?']);
    const one = await viewer.get<Comment[]>(`${commentsPath()}?section=Findings`);
    expect(one.body.map((c) => c.content)).toEqual(['By how much?']);
    const bySlug = await viewer.get<Comment[]>(`/api/theses/${thesis.slug}/comments`);
    expect(bySlug.body).toHaveLength(4);
  });

  it('an unknown section, or text outside any section, is a 400 with a clear message', async () => {
    for (const section of ['Nope', 'Cold chain', '', 'Intro before any section.']) {
      const res = await viewer.post<{ message: string }>(commentsPath(), { section, content: 'Hm.' });
      expect(res.status).toBe(400);
    }
    const res = await viewer.post<{ message: string; fieldErrors: Record<string, string[]> }>(
      commentsPath(),
      {
        section: 'Nope',
        content: 'Hm.',
      },
    );
    expect(res.body.message).toBe(UNKNOWN_SECTION);
    expect(res.body.fieldErrors).toEqual({ section: ['Unknown section.'] });
  });

  it('bad input is a 400, never a 500', async () => {
    const bodies: unknown[] = [
      {},
      { section: 'Findings' },
      { section: 'Findings', content: '   ' },
      { section: 'Findings', content: 'x'.repeat(2001) },
      { section: 'Findings', content: 5 },
      { section: ['Findings'], content: 'Hi' },
      { section: 'Findings', content: 'Hi', extra: true },
      { section: 'Findings', content: 'Hi', parentId: 'nope' },
      { section: 'Findings', content: 'Hi', parentId: '0123456789abcdef01234567' },
      { section: 'Findings', content: 'Hi\u0000' },
      [],
      'text',
    ];
    for (const body of bodies) expect((await viewer.post(commentsPath(), body)).status).toBe(400);
    const [comment] = (await viewer.get<Comment[]>(commentsPath())).body;
    for (const body of [{}, { resolved: 'yes' }, { resolved: true, other: 1 }, null])
      expect((await viewer.request('PATCH', `${commentsPath()}/${comment!.id}`, body)).status).toBe(400);
    expect((await viewer.get(`${commentsPath()}?section=${'x'.repeat(400)}`)).status).toBe(400);
    expect((await viewer.request('PATCH', `${commentsPath()}/nope`, { resolved: true })).status).toBe(404);
    expect((await viewer.delete(`${commentsPath()}/0123456789abcdef01234567`)).status).toBe(404);
    expect((await viewer.get('/api/theses/0123456789abcdef01234567/comments')).status).toBe(404);
  });

  it('resolving and reopening; deleting a thread’s first comment takes its answers', async () => {
    const root = await viewer.post<Comment>(commentsPath(), { section: 'Findings', content: 'Source?' });
    const reply = await ownerClient.post<Comment>(commentsPath(), {
      section: 'Findings',
      content: 'Added.',
      parentId: root.body.id,
    });
    const resolved = await ownerClient.request<Comment>('PATCH', `${commentsPath()}/${root.body.id}`, {
      resolved: true,
    });
    expect(resolved.body).toMatchObject({ resolved: true, resolvedAt: expect.any(String) });
    const reopened = await viewer.request<Comment>('PATCH', `${commentsPath()}/${root.body.id}`, {
      resolved: false,
    });
    expect(reopened.body).toMatchObject({ resolved: false, resolvedAt: null });
    // The comment as GET answered it may be sent back: only `resolved` is read.
    const roundTrip = await ownerClient.request<Comment>('PATCH', `${commentsPath()}/${root.body.id}`, {
      ...reopened.body,
      resolved: true,
    });
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.body).toMatchObject({ resolved: true, authorName: 'vic', viewerCanDelete: false });
    await viewer.request('PATCH', `${commentsPath()}/${root.body.id}`, { resolved: false });
    expect((await ownerClient.delete(`${commentsPath()}/${root.body.id}`)).status).toBe(403);
    expect((await viewer.delete(`${commentsPath()}/${root.body.id}`)).body).toEqual({ id: root.body.id });
    expect(await SectionCommentModel.exists({ _id: reply.body.id })).toBeNull();
  });

  it('a stranger and anonymous callers: as for a missing thesis, or sign in', async () => {
    const res = await stranger.get<{ message: string }>(commentsPath());
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Thesis not found.');
    expect((await stranger.post(commentsPath(), { section: 'Findings', content: 'Hi' })).status).toBe(404);
    expect((await gateway.client().get(commentsPath())).status).toBe(401);
  });
});

describe('mentions', () => {
  it('mails a mentioned member a link to the section; a non-member, or the author, is not mailed', async () => {
    const before = (await mailsTo('sam@x.io')).length;
    const ownMails = (await mailsTo('olga@x.io')).length;
    const res = await ownerClient.post<Comment>(commentsPath(), {
      section: 'Findings',
      content: 'Could you check this, @Vic? And @sam, and me @olga.',
    });
    expect(res.status).toBe(201);
    const [mail] = await waitForMails('vic@x.io', 1);
    expect(mail).toContain('olga mentioned you');
    expect(mail).toContain(`/theses/${thesis.slug}?comments=Findings`);
    expect(mail).toContain('Could you check this, @Vic?');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await mailsTo('sam@x.io')).length).toBe(before);
    expect((await mailsTo('olga@x.io')).length).toBe(ownMails);
    const stored = await SectionCommentModel.findById(res.body.id).lean();
    expect(stored!.mentions.map(String)).toEqual([viewerId]);
    // '@vicky' is not '@vic'.
    const other = await ownerClient.post<Comment>(commentsPath(), {
      section: 'Findings',
      content: 'cc @vicky',
    });
    expect((await SectionCommentModel.findById(other.body.id).lean())!.mentions).toEqual([]);
  });
});

describe('the owner’s inbox', () => {
  it('lists members’ comments unread, the owner’s own read; marking one read', async () => {
    const mine = await ownerClient.post<Comment>(commentsPath(), {
      section: 'Findings',
      content: 'Note to self.',
    });
    const theirs = await viewer.post<Comment>(commentsPath(), {
      section: 'Findings',
      content: 'For the inbox.',
    });
    const query =
      'query($p: String!) { project(idOrSlug: $p) { sectionComments { id isRead thesisTitle thesisSlug } } }';
    const inbox = async () =>
      (
        await ownerClient.graphql<{
          project: { sectionComments: Array<{ id: string; isRead: boolean; thesisTitle: string }> };
        }>(query, { p: thesis.projectId })
      ).body.data!.project.sectionComments;
    const listed = await inbox();
    expect(listed[0]).toMatchObject({ id: theirs.body.id, isRead: false, thesisTitle: 'Routing' });
    expect(listed.find((c) => c.id === mine.body.id)?.isRead).toBe(true);
    const marked = await ownerClient.graphql<{ markSectionCommentRead: { isRead: boolean } }>(
      'mutation($id: ID!) { markSectionCommentRead(id: $id) { isRead } }',
      { id: theirs.body.id },
    );
    expect(marked.body.data?.markSectionCommentRead.isRead).toBe(true);
    expect((await inbox()).find((c) => c.id === theirs.body.id)?.isRead).toBe(true);
    const refused = await viewer.graphql(
      'mutation($id: ID!) { markSectionCommentRead(id: $id) { isRead } }',
      {
        id: theirs.body.id,
      },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('GraphQL', () => {
  it('Thesis.comments(section), viewerCanComment and the mutations', async () => {
    const added = await viewer.graphql<{ addSectionComment: Comment }>(
      'mutation($t: ID!) { addSectionComment(thesisId: $t, section: "Findings", content: "Over GraphQL") { id section authorName } }',
      { t: thesis.id },
    );
    expect(added.body.data?.addSectionComment).toMatchObject({ section: 'Findings', authorName: 'vic' });
    const id = added.body.data!.addSectionComment.id;
    const unknown = await viewer.graphql(
      'mutation($t: ID!) { addSectionComment(thesisId: $t, section: "Nope", content: "x") { id } }',
      { t: thesis.id },
    );
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: UNKNOWN_SECTION,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const read = await viewer.graphql<{ thesis: { viewerCanComment: boolean; comments: Comment[] } }>(
      'query($t: String!) { thesis(idOrSlug: $t) { viewerCanComment comments(section: "Findings") { id section } } }',
      { t: thesis.id },
    );
    expect(read.body.data?.thesis.viewerCanComment).toBe(true);
    expect(read.body.data?.thesis.comments.every((c) => c.section === 'Findings')).toBe(true);
    expect(read.body.data?.thesis.comments.map((c) => c.id)).toContain(id);
    const resolved = await ownerClient.graphql<{ resolveSectionComment: Comment }>(
      'mutation($t: ID!, $c: ID!) { resolveSectionComment(thesisId: $t, commentId: $c, resolved: true) { resolved } }',
      { t: thesis.id, c: id },
    );
    expect(resolved.body.data?.resolveSectionComment.resolved).toBe(true);
    const deleted = await viewer.graphql<{ deleteSectionComment: string }>(
      'mutation($t: ID!, $c: ID!) { deleteSectionComment(thesisId: $t, commentId: $c) }',
      { t: thesis.id, c: id },
    );
    expect(deleted.body.data?.deleteSectionComment).toBe(id);
  });
});

describe('never on the share page', () => {
  it('the shared thesis over REST, GraphQL and the server-sent page holds no comment', async () => {
    const marker = 'Zyxwv private remark';
    await viewer.post(commentsPath(), { section: 'Findings', content: marker });
    const anonymous = gateway.client();
    const restShared = await anonymous.get(`/api/shared/${thesis.shareUrl}`);
    expect(restShared.status).toBe(200);
    expect(JSON.stringify(restShared.body)).not.toContain(marker);
    const gqlShared = await anonymous.graphql(
      'query($u: String!) { sharedThesis(shareUrl: $u) { id content } sharedThesisComments(shareUrl: $u) { content } }',
      { u: thesis.shareUrl },
    );
    expect(gqlShared.body.errors).toBeUndefined();
    expect(JSON.stringify(gqlShared.body)).not.toContain(marker);
    const page = await fetch(`${gateway.url}/shared/${thesis.shareUrl}`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(marker);
    // The shared thesis type has no comments field at all.
    const asked = await anonymous.graphql(
      'query($u: String!) { sharedThesis(shareUrl: $u) { comments { id } } }',
      {
        u: thesis.shareUrl,
      },
    );
    expect(asked.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('limits and what goes with what', () => {
  it(`allows ${SECTION_COMMENTS_PER_10_MINUTES} comments in 10 minutes per person, then 429`, async () => {
    const writer = await gateway.signUp('rapid@x.io', { username: 'rapid' });
    await gateway.services.members.add(thesis.projectId, writer.id, 'editor');
    for (let i = 0; i < SECTION_COMMENTS_PER_10_MINUTES; i++)
      expect(
        (await writer.client.post(commentsPath(), { section: 'Findings', content: `n${i}` })).status,
      ).toBe(201);
    expect(
      (await writer.client.post(commentsPath(), { section: 'Findings', content: 'one more' })).status,
    ).toBe(429);
  });

  it('deleting an account deletes the comments they wrote; deleting a thesis deletes its comments', async () => {
    const leaver = await gateway.signUp('leaver@x.io', { username: 'leaver' });
    await gateway.services.members.add(thesis.projectId, leaver.id, 'viewer');
    await leaver.client.post(commentsPath(), { section: 'Findings', content: 'Bye.' });
    expect(await SectionCommentModel.countDocuments({ authorId: leaver.id })).toBe(1);
    const gone = await leaver.client.request('DELETE', '/api/user', { password: 'password8' });
    expect(gone.status).toBe(200);
    expect(await SectionCommentModel.countDocuments({ authorId: leaver.id })).toBe(0);

    expect(await SectionCommentModel.countDocuments({ thesisId: thesis.id })).toBeGreaterThan(0);
    await gateway.services.theses.remove(owner, thesis.id);
    expect(await SectionCommentModel.countDocuments({ thesisId: thesis.id })).toBe(0);
  });
});
