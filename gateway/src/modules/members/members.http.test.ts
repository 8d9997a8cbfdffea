// Members and invitations over REST (issue 29): the owner invites an address with a role, the mail's
// single-use link (stored hashed, valid 7 days) is accepted by the signed-in account with that address
// only; the owner lists and revokes pending invitations, changes roles and removes members; a member
// leaves; the owner cannot. Bad input: a clear 4xx with a message.
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../shared/sessions/session-store.js';
import type { TestClient } from '../../testing/http-client.js';
import { mailsTo } from '../../testing/outbox.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { InvitationModel } from './members.model.js';
import { INVITATIONS_PER_HOUR } from './members.service.js';

// Behind a trusted proxy, so that each person signs up from an address of their own.
const gateway = useTestRuntime({ TRUST_PROXY: 'true' });

const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@x.io`;

// Sign-ups are capped per address: each person comes from their own.
let addresses = 0;
async function person(name: string) {
  const email = uniqueEmail(name);
  const headers = { 'x-forwarded-for': `198.51.100.${(addresses += 1)}` };
  return { email, ...(await gateway.signUp(email, { username: name, headers })) };
}

/** The invitation link's token in the latest mail to `address` (the mailer writes in the background). */
async function invitationTokenFor(address: string, count = 1): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const found = await mailsTo(gateway.env.DATA_DIR, address);
    if (found.length >= count) {
      const tokens = found.map((mail) => /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1]);
      const fresh = await Promise.all(
        tokens.map(async (token) => token && (await InvitationModel.exists({ tokenHash: sha256(token) }))),
      );
      const live = tokens.filter((_token, index) => fresh[index]);
      if (live.length > 0) return live[live.length - 1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no invitation mail to ${address}`);
}

/** An owner with a project. */
async function ownerWithProject() {
  const owner = await person('owner');
  const project = await owner.client.post<{ id: string; slug: string }>('/api/projects', { name: 'Team' });
  expect(project.status).toBe(201);
  return { owner, project: project.body };
}

/** Invites `email` to the project as `role` (expecting 201): the invitation's id and its link's token. */
async function invite(
  owner: { client: TestClient },
  projectId: string,
  email: string,
  role: 'editor' | 'viewer',
): Promise<{ id: string; token: string }> {
  const invited = await owner.client.post<{ id: string }>(`/api/projects/${projectId}/members`, {
    email,
    role,
  });
  expect(invited.status).toBe(201);
  return { id: invited.body.id, token: await invitationTokenFor(email) };
}

/** An owner with a project, and someone they may invite to it. */
async function ownerAndInvitee() {
  return { ...(await ownerWithProject()), invitee: await person('invitee') };
}

type Body = { message?: string; fieldErrors?: Record<string, string[]> };

/** An invitation past the hourly cap: 429, saying so. */
function expectOverTheHourlyCap(over: { status: number; body: Body }) {
  expect(over.status).toBe(429);
  expect(over.body.message).toMatch(/invitations an hour/);
}

describe('inviting and accepting', () => {
  it('mails a single-use link, stored hashed; the invited account accepts it and sees the project', async () => {
    const { owner, project, invitee } = await ownerAndInvitee();
    const invited = await owner.client.post<{ id: string; email: string; role: string; expiresAt: string }>(
      `/api/projects/${project.id}/members`,
      { email: invitee.email.toUpperCase(), role: 'editor' },
    );
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: invitee.email, role: 'editor' });
    const days = (Date.parse(invited.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const token = await invitationTokenFor(invitee.email);
    const stored = await InvitationModel.findById(invited.body.id).lean();
    expect(stored!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const pending = await owner.client.get<Array<{ id: string }>>(`/api/projects/${project.id}/invitations`);
    expect(pending.body.map((i) => i.id)).toEqual([invited.body.id]);

    const accepted = await invitee.client.post(`/api/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ projectId: project.id, projectSlug: project.slug, role: 'editor' });

    const projects = await invitee.client.get<Array<{ id: string; viewerRole: string }>>('/api/projects');
    expect(projects.body).toContainEqual(expect.objectContaining({ id: project.id, viewerRole: 'editor' }));
    const members = await invitee.client.get<Array<{ userId: string; role: string }>>(
      `/api/projects/${project.id}/members`,
    );
    expect(members.body.map(({ userId, role }) => ({ userId, role }))).toEqual([
      { userId: owner.id, role: 'owner' },
      { userId: invitee.id, role: 'editor' },
    ]);
    expect((await owner.client.get<unknown[]>(`/api/projects/${project.id}/invitations`)).body).toEqual([]);

    // Used: it works no more.
    const again = await invitee.client.post<Body>(`/api/invitations/${token}/accept`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This invitation has already been used.');
  });

  it('refuses another account, a forged link, an expired link, and anyone signed out', async () => {
    const { owner, project, invitee } = await ownerAndInvitee();
    const stranger = await person('stranger');
    const { id: invitationId, token } = await invite(owner, project.id, invitee.email, 'viewer');

    const other = await stranger.client.post<Body>(`/api/invitations/${token}/accept`);
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/sent to another email address/);
    expect((await gateway.client().post(`/api/invitations/${token}/accept`)).status).toBe(401);

    const forged = await invitee.client.post<Body>(`/api/invitations/${'A'.repeat(43)}/accept`);
    expect(forged.status).toBe(404);
    expect(forged.body.message).toBe('This invitation link is not valid.');
    expect((await invitee.client.post('/api/invitations/short/accept')).status).toBe(404);

    await InvitationModel.updateOne(
      { _id: invitationId },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    const expired = await invitee.client.post<Body>(`/api/invitations/${token}/accept`);
    expect(expired.status).toBe(409);
    expect(expired.body.message).toMatch(/expired/);
    expect((await invitee.client.get(`/api/projects/${project.id}`)).status).toBe(404);
  });

  it('refuses unknown roles, malformed emails, members and the owner with a 4xx and a message', async () => {
    const { owner, project } = await ownerWithProject();
    const member = await person('member');
    await gateway.services.members.add(project.id, member.id, 'viewer');
    const invite = (body: unknown) => owner.client.post<Body>(`/api/projects/${project.id}/members`, body);

    const role = await invite({ email: uniqueEmail('a'), role: 'owner' });
    expect(role.status).toBe(400);
    expect(role.body.fieldErrors?.role).toEqual(['Role must be editor or viewer.']);
    const email = await invite({ email: 'not-an-email', role: 'viewer' });
    expect(email.status).toBe(400);
    expect(email.body.fieldErrors?.email).toBeDefined();
    expect((await invite({ email: uniqueEmail('a'), role: 'viewer', extra: 1 })).status).toBe(400);
    const existing = await invite({ email: member.email, role: 'editor' });
    expect(existing.status).toBe(409);
    expect(existing.body.message).toBe('That person is already a member of this project.');
    expect((await invite({ email: owner.email, role: 'editor' })).status).toBe(409);
  });

  it('lets only the owner (and admins) invite and list invitations; members are told no, others see nothing', async () => {
    const { project } = await ownerWithProject();
    const editor = await person('editor');
    const stranger = await person('stranger');
    await gateway.services.members.add(project.id, editor.id, 'editor');
    const body = { email: uniqueEmail('x'), role: 'viewer' };
    expect((await editor.client.post(`/api/projects/${project.id}/members`, body)).status).toBe(403);
    expect((await stranger.client.post(`/api/projects/${project.id}/members`, body)).status).toBe(404);
    expect((await gateway.client().post(`/api/projects/${project.id}/members`, body)).status).toBe(401);
    expect((await editor.client.get(`/api/projects/${project.id}/invitations`)).status).toBe(403);
    expect((await stranger.client.get(`/api/projects/${project.id}/members`)).status).toBe(404);
    expect((await editor.client.get(`/api/projects/${project.id}/members`)).status).toBe(200);
  });

  it(`caps invitations at ${INVITATIONS_PER_HOUR} an hour per person (429)`, async () => {
    const { owner, project } = await ownerWithProject();
    for (let i = 0; i < INVITATIONS_PER_HOUR; i++) {
      const res = await owner.client.post(`/api/projects/${project.id}/members`, {
        email: uniqueEmail('cap'),
        role: 'viewer',
      });
      expect(res.status).toBe(201);
    }
    const over = await owner.client.post<Body>(`/api/projects/${project.id}/members`, {
      email: uniqueEmail('cap'),
      role: 'viewer',
    });
    expectOverTheHourlyCap(over);
  });
});

describe('the invitation link: its preview and sending it again', () => {
  it('previews an invitation for whoever holds the link; forged 404, used or expired 409', async () => {
    const { owner, project, invitee } = await ownerAndInvitee();
    const stranger = await person('stranger');
    const invited = await owner.client.post<{ id: string; expiresAt: string }>(
      `/api/projects/${project.id}/members`,
      { email: invitee.email, role: 'viewer' },
    );
    const token = await invitationTokenFor(invitee.email);

    const signedOut = await gateway.client().get(`/api/invitations/${token}`);
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toEqual({
      projectName: 'Team',
      inviterUsername: 'owner',
      role: 'viewer',
      email: invitee.email,
      expiresAt: invited.body.expiresAt,
      viewerIsInvitee: null,
    });
    expect((await stranger.client.get(`/api/invitations/${token}`)).body).toMatchObject({
      viewerIsInvitee: false,
    });
    expect((await invitee.client.get(`/api/invitations/${token}`)).body).toMatchObject({
      viewerIsInvitee: true,
    });

    const forged = await gateway.client().get<Body>(`/api/invitations/${'B'.repeat(43)}`);
    expect(forged.status).toBe(404);
    expect(forged.body.message).toBe('This invitation link is not valid.');
    expect((await gateway.client().get('/api/invitations/%20')).status).toBe(404);

    expect((await invitee.client.post(`/api/invitations/${token}/accept`)).status).toBe(200);
    const used = await gateway.client().get<Body>(`/api/invitations/${token}`);
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('This invitation has already been used.');

    const later = await person('later');
    const { id: secondId, token: secondToken } = await invite(owner, project.id, later.email, 'editor');
    await InvitationModel.updateOne({ _id: secondId }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    const expired = await gateway.client().get<Body>(`/api/invitations/${secondToken}`);
    expect(expired.status).toBe(409);
    expect(expired.body.message).toMatch(/expired/);
  });

  it('resends a pending invitation: a fresh link and 7 more days; the old link stops working', async () => {
    const { owner, project, invitee } = await ownerAndInvitee();
    const { id: invitationId, token: oldToken } = await invite(owner, project.id, invitee.email, 'editor');
    // Nearly expired: resending gives it 7 days again.
    await InvitationModel.updateOne(
      { _id: invitationId },
      { $set: { expiresAt: new Date(Date.now() + 60_000) } },
    );

    const resent = await owner.client.post<{ id: string; role: string; expiresAt: string }>(
      `/api/projects/${project.id}/invitations/${invitationId}/resend`,
    );
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: invitationId, email: invitee.email, role: 'editor' });
    expect((Date.parse(resent.body.expiresAt) - Date.now()) / 86_400_000).toBeGreaterThan(6.9);

    const newToken = await invitationTokenFor(invitee.email, 2);
    expect(newToken).not.toBe(oldToken);
    expect((await invitee.client.get(`/api/invitations/${oldToken}`)).status).toBe(404);
    expect((await invitee.client.post(`/api/invitations/${oldToken}/accept`)).status).toBe(404);
    expect((await invitee.client.post(`/api/invitations/${newToken}/accept`)).status).toBe(200);

    // Used now: nothing to resend.
    const again = await owner.client.post<Body>(
      `/api/projects/${project.id}/invitations/${invitationId}/resend`,
    );
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Invitation not found.');
    expect((await owner.client.post(`/api/projects/${project.id}/invitations/nope/resend`)).status).toBe(404);
  });

  it('lets only the owner resend; a resend counts towards the hourly cap', async () => {
    const { owner, project } = await ownerWithProject();
    const editor = await person('editor');
    const stranger = await person('stranger');
    await gateway.services.members.add(project.id, editor.id, 'editor');
    const invited = await owner.client.post<{ id: string }>(`/api/projects/${project.id}/members`, {
      email: uniqueEmail('pending'),
      role: 'viewer',
    });
    const resend = `/api/projects/${project.id}/invitations/${invited.body.id}/resend`;
    expect((await editor.client.post(resend)).status).toBe(403);
    expect((await stranger.client.post(resend)).status).toBe(404);
    expect((await gateway.client().post(resend)).status).toBe(401);

    // One invitation sent; the rest of the hour's allowance goes on resending it.
    for (let i = 1; i < INVITATIONS_PER_HOUR; i++) expect((await owner.client.post(resend)).status).toBe(200);
    const over = await owner.client.post<Body>(resend);
    expectOverTheHourlyCap(over);
  });
});

describe('revoking, changing roles, removing and leaving', () => {
  it('revokes a pending invitation: its link stops working', async () => {
    const { owner, project, invitee } = await ownerAndInvitee();
    const { id: invitationId, token } = await invite(owner, project.id, invitee.email, 'viewer');
    const revoked = await owner.client.delete(`/api/projects/${project.id}/invitations/${invitationId}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ id: invitationId });
    expect((await invitee.client.post(`/api/invitations/${token}/accept`)).status).toBe(404);
    expect(
      (await owner.client.delete(`/api/projects/${project.id}/invitations/${invitationId}`)).status,
    ).toBe(404);
    expect((await owner.client.delete(`/api/projects/${project.id}/invitations/nope`)).status).toBe(404);
  });

  it('changes a member’s role; refuses unknown roles, the owner and non-members', async () => {
    const { owner, project } = await ownerWithProject();
    const member = await person('member');
    const stranger = await person('stranger');
    await gateway.services.members.add(project.id, member.id, 'viewer');
    const patch = (userId: string, body: unknown, as = owner.client) =>
      as.request('PATCH', `/api/projects/${project.id}/members/${userId}`, body);

    const changed = await patch(member.id, { role: 'editor' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ userId: member.id, role: 'editor' });
    // As an editor now, they may write in the project.
    const thesis = await member.client.post(`/api/projects/${project.id}/theses`, { title: 'By the editor' });
    expect(thesis.status).toBe(201);
    // The member as GET answered it, written back with the role: the other fields are ignored.
    expect((await patch(member.id, { ...(changed.body as object), role: 'editor' })).status).toBe(200);
    expect((await patch(member.id, { role: 'admin' })).status).toBe(400);
    expect((await patch(owner.id, { role: 'viewer' })).status).toBe(409);
    expect((await patch(stranger.id, { role: 'viewer' })).status).toBe(404);
    expect((await patch(member.id, { role: 'viewer' }, member.client)).status).toBe(403);
    expect((await patch(member.id, { role: 'viewer' }, stranger.client)).status).toBe(404);
  });

  it('removes a member; a member leaves; the owner can do neither to themselves', async () => {
    const { owner, project } = await ownerWithProject();
    const removed = await person('removed');
    const leaving = await person('leaving');
    await gateway.services.members.add(project.id, removed.id, 'editor');
    await gateway.services.members.add(project.id, leaving.id, 'viewer');

    expect((await leaving.client.delete(`/api/projects/${project.id}/members/${removed.id}`)).status).toBe(
      403,
    );
    const out = await owner.client.delete(`/api/projects/${project.id}/members/${removed.id}`);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ id: removed.id });
    expect((await removed.client.get(`/api/projects/${project.id}`)).status).toBe(404);

    expect((await leaving.client.delete(`/api/projects/${project.id}/members/${leaving.id}`)).status).toBe(
      200,
    );
    expect((await leaving.client.get(`/api/projects/${project.id}`)).status).toBe(404);
    expect((await leaving.client.delete(`/api/projects/${project.id}/members/${leaving.id}`)).status).toBe(
      404,
    );

    const ownerLeaves = await owner.client.delete<Body>(`/api/projects/${project.id}/members/${owner.id}`);
    expect(ownerLeaves.status).toBe(409);
    expect(ownerLeaves.body.message).toBe('The owner cannot leave or be removed from their own project.');
  });
});
