// Members and invitations over GraphQL (issue 29): Project.members, Project.invitations (the owner and
// admins; null for members), viewerCanManageMembers, and the mutations, with their errors' codes.
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/http-client.js';
import { waitForMails } from '../../testing/outbox.js';
import { useTestRuntime } from '../../testing/runtime.js';

const gateway = useTestRuntime();

const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@x.io`;

async function person(name: string) {
  const email = uniqueEmail(name);
  return { email, ...(await gateway.signUp(email, { username: name })) };
}

/** The invitation token in the mail to `address` (the mailer writes in the background). */
async function invitationTokenFor(address: string): Promise<string> {
  const [mail] = await waitForMails(gateway.env.DATA_DIR, address);
  const token = /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail!)?.[1];
  if (!token) throw new Error(`no invitation link in the mail to ${address}`);
  return token;
}

const PROJECT = `query($id: String!) { project(idOrSlug: $id) {
  viewerRole viewerCanManageMembers viewerCanLeave members { userId role } invitations { id email role }
} }`;

type Errors = { errors?: Array<{ message: string; extensions?: { code?: string } }> };
const codeOf = (body: Errors) => body.errors?.[0]?.extensions?.code;

describe('members over GraphQL', () => {
  it('invites, accepts, lists, changes a role, removes and leaves', async () => {
    const owner = await person('owner');
    const invitee = await person('invitee');
    const other = await person('other');
    const project = await owner.client.post<{ id: string; slug: string }>('/api/projects', { name: 'Team' });
    /** The project as `client` reads it (its answer's data). */
    const projectAs = async (client: TestClient) =>
      (await client.graphql<{ project: unknown }>(PROJECT, { id: project.body.id })).body.data?.project;

    const invited = await owner.client.graphql<{ inviteMember: { id: string; email: string; role: string } }>(
      'mutation($p: ID!, $e: String!) { inviteMember(projectId: $p, email: $e, role: editor) { id email role } }',
      { p: project.body.id, e: invitee.email },
    );
    expect(invited.body.errors).toBeUndefined();
    expect(invited.body.data!.inviteMember).toMatchObject({ email: invitee.email, role: 'editor' });

    expect(await projectAs(owner.client)).toEqual({
      viewerRole: 'owner',
      viewerCanManageMembers: true,
      viewerCanLeave: false,
      members: [{ userId: owner.id, role: 'owner' }],
      invitations: [{ id: invited.body.data!.inviteMember.id, email: invitee.email, role: 'editor' }],
    });

    const token = await invitationTokenFor(invitee.email);
    const wrong = await other.client.graphql<Errors>(
      'mutation($t: String!) { acceptInvitation(token: $t) { projectId } }',
      { t: token },
    );
    expect(codeOf(wrong.body as Errors)).toBe('FORBIDDEN');
    const accepted = await invitee.client.graphql(
      'mutation($t: String!) { acceptInvitation(token: $t) { projectId projectSlug role } }',
      { t: token },
    );
    expect(accepted.body.data).toEqual({
      acceptInvitation: { projectId: project.body.id, projectSlug: project.body.slug, role: 'editor' },
    });

    expect(await projectAs(invitee.client)).toEqual({
      viewerRole: 'editor',
      viewerCanManageMembers: false,
      viewerCanLeave: true,
      members: [
        { userId: owner.id, role: 'owner' },
        { userId: invitee.id, role: 'editor' },
      ],
      invitations: null,
    });

    const changed = await owner.client.graphql(
      'mutation($p: ID!, $u: ID!) { changeMemberRole(projectId: $p, userId: $u, role: viewer) { userId role } }',
      { p: project.body.id, u: invitee.id },
    );
    expect(changed.body.data).toEqual({ changeMemberRole: { userId: invitee.id, role: 'viewer' } });
    const byMember = await invitee.client.graphql<Errors>(
      'mutation($p: ID!, $u: ID!) { changeMemberRole(projectId: $p, userId: $u, role: editor) { role } }',
      { p: project.body.id, u: invitee.id },
    );
    expect(codeOf(byMember.body as Errors)).toBe('FORBIDDEN');

    const left = await invitee.client.graphql('mutation($p: ID!) { leaveProject(projectId: $p) }', {
      p: project.body.id,
    });
    expect(left.body.data).toEqual({ leaveProject: project.body.id });
    const gone = await invitee.client.graphql<Errors>(PROJECT, { id: project.body.id });
    expect(codeOf(gone.body as Errors)).toBe('NOT_FOUND');

    await gateway.services.members.add(project.body.id, other.id, 'viewer');
    const removed = await owner.client.graphql(
      'mutation($p: ID!, $u: ID!) { removeMember(projectId: $p, userId: $u) }',
      {
        p: project.body.id,
        u: other.id,
      },
    );
    expect(removed.body.data).toEqual({ removeMember: other.id });

    const ownerLeaves = await owner.client.graphql<Errors>(
      'mutation($p: ID!) { leaveProject(projectId: $p) }',
      {
        p: project.body.id,
      },
    );
    expect(codeOf(ownerLeaves.body as Errors)).toBe('CONFLICT');
  });

  it('revokes an invitation; refuses bad input and strangers with their codes', async () => {
    const owner = await person('owner');
    const stranger = await person('stranger');
    const project = await owner.client.post<{ id: string }>('/api/projects', { name: 'Team' });
    const invite = (client: typeof owner.client, email: string) =>
      client.graphql<Errors & { data?: { inviteMember: { id: string } } }>(
        'mutation($p: ID!, $e: String!) { inviteMember(projectId: $p, email: $e, role: viewer) { id } }',
        { p: project.body.id, e: email },
      );

    expect(codeOf((await invite(owner.client, 'nope')).body as Errors)).toBe('BAD_USER_INPUT');
    expect(codeOf((await invite(stranger.client, uniqueEmail('x'))).body as Errors)).toBe('NOT_FOUND');
    expect(codeOf((await invite(gateway.client(), uniqueEmail('x'))).body as Errors)).toBe('UNAUTHENTICATED');

    const email = uniqueEmail('invitee');
    const invited = await invite(owner.client, email);
    const id = (invited.body.data as { inviteMember: { id: string } }).inviteMember.id;
    const revoked = await owner.client.graphql(
      'mutation($p: ID!, $i: ID!) { revokeInvitation(projectId: $p, invitationId: $i) }',
      {
        p: project.body.id,
        i: id,
      },
    );
    expect(revoked.body.data).toEqual({ revokeInvitation: id });
    const again = await owner.client.graphql<Errors>(
      'mutation($p: ID!, $i: ID!) { revokeInvitation(projectId: $p, invitationId: $i) }',
      { p: project.body.id, i: id },
    );
    expect(codeOf(again.body as Errors)).toBe('NOT_FOUND');
    const forged = await owner.client.graphql<Errors>(
      'mutation { acceptInvitation(token: "forged") { role } }',
    );
    expect(codeOf(forged.body as Errors)).toBe('NOT_FOUND');
  });

  it('previews an invitation by its token and resends it; the old token stops working', async () => {
    const owner = await person('owner');
    const invitee = await person('invitee');
    const project = await owner.client.post<{ id: string }>('/api/projects', { name: 'Team' });
    const invited = await owner.client.graphql<{ inviteMember: { id: string } }>(
      'mutation($p: ID!, $e: String!) { inviteMember(projectId: $p, email: $e, role: viewer) { id } }',
      { p: project.body.id, e: invitee.email },
    );
    const id = invited.body.data!.inviteMember.id;
    const oldToken = await invitationTokenFor(invitee.email);
    const PREVIEW = `query($t: String!) { invitation(token: $t) {
      projectName inviterUsername role email viewerIsInvitee
    } }`;

    const preview = await gateway.client().graphql(PREVIEW, { t: oldToken });
    expect(preview.body.data).toEqual({
      invitation: {
        projectName: 'Team',
        inviterUsername: 'owner',
        role: 'viewer',
        email: invitee.email,
        viewerIsInvitee: null,
      },
    });
    const asInvitee = await invitee.client.graphql<{ invitation: { viewerIsInvitee: boolean } }>(PREVIEW, {
      t: oldToken,
    });
    expect(asInvitee.body.data!.invitation.viewerIsInvitee).toBe(true);

    const resent = await owner.client.graphql<{ resendInvitation: { id: string; email: string } }>(
      'mutation($p: ID!, $i: ID!) { resendInvitation(projectId: $p, invitationId: $i) { id email } }',
      { p: project.body.id, i: id },
    );
    expect(resent.body.data).toEqual({ resendInvitation: { id, email: invitee.email } });
    const stale = await gateway.client().graphql<Errors>(PREVIEW, { t: oldToken });
    expect(codeOf(stale.body as Errors)).toBe('NOT_FOUND');
    const byInvitee = await invitee.client.graphql<Errors>(
      'mutation($p: ID!, $i: ID!) { resendInvitation(projectId: $p, invitationId: $i) { id } }',
      { p: project.body.id, i: id },
    );
    expect(codeOf(byInvitee.body as Errors)).toBe('NOT_FOUND');
    const forged = await gateway.client().graphql<Errors>(PREVIEW, { t: 'forged' });
    expect(codeOf(forged.body as Errors)).toBe('NOT_FOUND');
  });
});
