// The members domain's events (issue 29): 'member.added' when an invitation is accepted,
// 'member.removed' when the owner removes a member or a member leaves.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import type { MemberAdded, MemberRemoved } from '../../shared/events.js';
import type { Mail } from '../../shared/mailer/mailer.js';
import { memoryRateLimitStore } from '../../shared/rate-limit/rate-limit.js';
import { useTestDatabase } from '../../testing/database.js';
import { outcome } from '../../testing/service-errors.js';
import { registerAdminOwnerStranger, testServices } from '../../testing/services.js';
import { ProjectsService } from '../projects/index.js';
import { MembersService } from './members.service.js';

useTestDatabase();

let members: MembersService;
let owner: Actor;
let stranger: Actor;
let mails: Mail[];
let announced: Array<['member.added', MemberAdded] | ['member.removed', MemberRemoved]>;
let projectId: string;

beforeEach(async () => {
  const services = testServices();
  ({ owner, stranger } = await registerAdminOwnerStranger(services.users));
  mails = [];
  announced = [];
  services.events.on('member.added', async (added) => void announced.push(['member.added', added]));
  services.events.on('member.removed', async (removed) => void announced.push(['member.removed', removed]));
  const mailer = {
    kind: 'outbox' as const,
    send: async (mail: Mail) => void mails.push(mail),
    forget: async () => 0,
    close: () => undefined,
  };
  // The projects domain as composed: a member's role comes from this domain's memberships.
  const projects = new ProjectsService(
    services.users,
    services.events,
    services.logger,
    { countTheses: async () => new Map(), listTheses: async () => [] },
    { rolesOf: (userId, projectIds) => members.rolesOf(userId, projectIds) },
  );
  members = new MembersService(
    projects,
    services.users,
    mailer,
    memoryRateLimitStore(),
    services.events,
    services.logger,
  );
  projectId = (await projects.create(owner, { name: 'Harbour' })).id;
});

const tokenOf = (mail: Mail) => /\/invitations\/([A-Za-z0-9_-]{43})$/.exec(mail.link ?? '')![1]!;

describe('member events', () => {
  it('announces member.added on accepting, member.removed on leaving and on removal', async () => {
    await members.invite(owner, projectId, { email: stranger.email, role: 'viewer' }, 'https://studio.test');
    await new Promise((resolve) => setImmediate(resolve));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(stranger.email);
    expect(mails[0]!.subject).toContain('Harbour');
    expect(mails[0]!.link).toMatch(/^https:\/\/studio\.test\/invitations\//);
    expect(announced).toEqual([]);

    await members.accept(stranger, tokenOf(mails[0]!));
    expect(announced).toEqual([['member.added', { projectId, userId: stranger.id, role: 'viewer' }]]);

    await members.remove(stranger, projectId, stranger.id);
    expect(announced[1]).toEqual([
      'member.removed',
      { projectId, userId: stranger.id, actorId: stranger.id, left: true },
    ]);

    await members.add(projectId, stranger.id, 'editor');
    await members.remove(owner, projectId, stranger.id);
    expect(announced[2]).toEqual([
      'member.removed',
      { projectId, userId: stranger.id, actorId: owner.id, left: false },
    ]);
    expect(announced).toHaveLength(3);
  });

  it('announces nothing when a removal is refused', async () => {
    expect(await outcome(members.remove(owner, projectId, owner.id))).toBe(
      'CONFLICT: The owner cannot leave or be removed from their own project.',
    );
    expect(await outcome(members.remove(owner, projectId, stranger.id))).toBe('NOT_FOUND: Member not found.');
    expect(announced).toEqual([]);
  });
});

describe('mails in the recipient’s language (issue 31)', () => {
  it('an invitation: the invitee’s account language, else the inviter’s', async () => {
    const services = testServices();
    const german = { ...owner, language: 'DE' as const };
    // An English account stays English, whoever invites.
    await members.invite(german, projectId, { email: stranger.email, role: 'editor' }, 'https://studio.test');
    expect(mails[0]!.subject).toBe(`${owner.username} invited you to “Harbour” on Thesis Studio`);
    await services.users.setLanguage(stranger, { language: 'DE' });
    await members.invite(owner, projectId, { email: stranger.email, role: 'editor' }, 'https://studio.test');
    expect(mails[1]!.subject).toBe(
      `${owner.username} hat Sie zum Projekt „Harbour“ in Thesis Studio eingeladen`,
    );
    expect(mails[1]!.text).toContain('zum Bearbeiten (Sie können seine Thesen bearbeiten');
    expect(mails[1]!.text).toContain('Der Link ist 7 Tage gültig');
    expect(mails[1]!.html).toContain('>Einladung annehmen</a>');
    // No account yet: the language of the person who invites.
    await members.invite(
      german,
      projectId,
      { email: 'neu@example.test', role: 'viewer' },
      'https://studio.test',
    );
    expect(mails[2]!.subject).toBe(
      `${owner.username} hat Sie zum Projekt „Harbour“ in Thesis Studio eingeladen`,
    );
    expect(mails[2]!.text).toContain('zum Lesen');
  });

  it('a project closed with its owner’s account: the member’s language', async () => {
    const services = testServices();
    await services.users.setLanguage(stranger, { language: 'DE' });
    await members.invite(owner, projectId, { email: stranger.email, role: 'viewer' }, 'https://studio.test');
    await members.accept(stranger, tokenOf(mails[0]!));
    mails.length = 0;
    await members.tellMembersOfClosedAccount(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      '„Harbour“ wurde gelöscht, weil sein Eigentümer das Konto geschlossen hat',
    );
    expect(mails[0]!.text).toContain('Sie sind nicht mehr Mitglied des Projekts.');
  });
});
