// Memberships (issue 29): a person's roles by project, and what goes when a project or an account does.
import { describe, expect, it } from 'vitest';
import { useTestRuntime } from '../../testing/runtime.js';
import { MembershipModel } from './members.model.js';

const gateway = useTestRuntime();

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
});
