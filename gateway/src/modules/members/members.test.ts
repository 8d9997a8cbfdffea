// Memberships (issue 29): a person's roles by project, and what goes when a project or an account does.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestRuntime } from '../../testing/runtime.js';
import { InvitationModel, MembershipModel } from './members.model.js';

const gateway = useTestRuntime();

/** The mails in the outbox to `address` (quoted-printable soft breaks undone). */
async function mailsTo(address: string): Promise<string[]> {
  const outbox = path.join(gateway.env.DATA_DIR, 'outbox');
  const mails = await Promise.all(
    (await readdir(outbox).catch(() => [] as string[])).map((file) =>
      readFile(path.join(outbox, file), 'utf8'),
    ),
  );
  return mails.map((mail) => mail.replace(/=\r?\n/g, '')).filter((mail) => mail.includes(`To: ${address}`));
}

describe('memberships', () => {
  it('answers a person’s roles, of some projects or all, and go with their project', async () => {
    const admin = await gateway.signUp('admin@m.io');
    const owner = await gateway.signUp('owner@m.io');
    const member = await gateway.signUp('member@m.io');
    const ownerUser = (await gateway.services.users.findById(owner.id))!;
    const adminUser = (await gateway.services.users.findById(admin.id))!;
    const first = await gateway.services.projects.create(ownerUser, { name: 'First' });
    const second = await gateway.services.projects.create(ownerUser, { name: 'Second' });
    const members = gateway.services.members;
    await members.add(first.id, member.id, 'viewer');
    await members.add(second.id, member.id, 'viewer');
    // Adding again changes the role; one membership per project and person.
    await members.add(second.id, member.id, 'editor');

    expect(Object.fromEntries(await members.rolesOf(member.id))).toEqual({
      [first.id]: 'viewer',
      [second.id]: 'editor',
    });
    expect(Object.fromEntries(await members.rolesOf(member.id, [second.id]))).toEqual({
      [second.id]: 'editor',
    });
    expect((await members.rolesOf(member.id, [])).size).toBe(0);
    expect((await members.rolesOf(owner.id)).size).toBe(0);

    await gateway.services.projects.remove(adminUser, first.id);
    expect(await MembershipModel.countDocuments({ projectId: first.id })).toBe(0);
    expect(Object.fromEntries(await members.rolesOf(member.id))).toEqual({ [second.id]: 'editor' });
  });

  it('go with the member’s account (its deletion step)', async () => {
    const owner = await gateway.signUp('owner2@m.io');
    const member = await gateway.signUp('member2@m.io');
    const ownerUser = (await gateway.services.users.findById(owner.id))!;
    const project = await gateway.services.projects.create(ownerUser, { name: 'Shared' });
    await gateway.services.members.add(project.id, member.id, 'editor');
    const step = gateway.services.account.deletions
      .stepNames()
      .find((name) => name === 'members.memberships');
    expect(step).toBe('members.memberships');
    await gateway.services.members.deleteOfUser({ id: member.id, email: 'member2@m.io' });
    expect(await MembershipModel.countDocuments({ userId: member.id })).toBe(0);
  });

  it('a member’s account: its pending invitations sent go, accepted ones lose its name', async () => {
    const owner = await gateway.signUp('owner3@m.io');
    const inviter = await gateway.signUp('inviter3@m.io');
    const ownerUser = (await gateway.services.users.findById(owner.id))!;
    const project = await gateway.services.projects.create(ownerUser, { name: 'Invited' });
    const base = {
      projectId: project.id,
      role: 'viewer',
      invitedBy: inviter.id,
      expiresAt: new Date(Date.now() + 60_000),
    };
    await InvitationModel.insertMany([
      { ...base, email: 'pending@m.io', tokenHash: `pending-${Date.now()}` },
      { ...base, email: 'accepted@m.io', tokenHash: `accepted-${Date.now()}`, acceptedAt: new Date() },
      { ...base, email: 'others@m.io', tokenHash: `others-${Date.now()}`, invitedBy: owner.id },
    ]);
    await gateway.services.members.deleteOfUser({ id: inviter.id, email: 'inviter3@m.io' });
    const left = await InvitationModel.find({ projectId: project.id }).lean();
    expect(left.map((i) => [i.email, i.invitedBy?.toString() ?? null]).sort()).toEqual([
      ['accepted@m.io', null],
      ['others@m.io', owner.id],
    ]);
  });

  it('an owner’s account: the project is deleted as before and each member is mailed why', async () => {
    const owner = await gateway.signUp('owner4@m.io');
    const editor = await gateway.signUp('editor4@m.io');
    const viewer = await gateway.signUp('viewer4@m.io');
    await gateway.signUp('stranger4@m.io');
    const ownerUser = (await gateway.services.users.findById(owner.id))!;
    const project = await gateway.services.projects.create(ownerUser, { name: 'Closing Shop' });
    const alone = await gateway.services.projects.create(ownerUser, { name: 'Alone' });
    await gateway.services.members.add(project.id, editor.id, 'editor');
    await gateway.services.members.add(project.id, viewer.id, 'viewer');
    const order = gateway.services.account.deletions.stepNames();
    expect(order.indexOf('members.owned-projects')).toBeLessThan(order.indexOf('projects.owned'));

    const outcome = await gateway.services.account.deletions.run({
      userId: owner.id,
      email: 'owner4@m.io',
      kind: 'self',
      actorId: null,
    });
    expect(outcome).toBe('done');
    expect(await gateway.services.projects.findRef(project.id)).toBeNull();
    expect(await gateway.services.projects.findRef(alone.id)).toBeNull();
    expect(await MembershipModel.countDocuments({ projectId: project.id })).toBe(0);
    for (const member of ['editor4@m.io', 'viewer4@m.io']) {
      const mails = await mailsTo(member);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('Closing Shop');
      expect(mails[0]).toContain('was deleted because its owner closed their account');
    }
    expect(await mailsTo('stranger4@m.io')).toEqual([]);
  });
});
