import { pino } from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../shared/errors/service-error.js';
import { EventBus } from '../../shared/events.js';
import { useTestDatabase } from '../../testing/database.js';
import { SessionStore } from '../../shared/sessions/session-store.js';
import { UserModel } from './users.model.js';
import { UsersService, type PublicUser } from './users.service.js';

const logger = pino({ level: 'silent' });
const sessions = new SessionStore();
let events: EventBus;
let service: UsersService;
let admin: PublicUser;
let user: PublicUser;

useTestDatabase();
beforeEach(async () => {
  events = new EventBus();
  service = new UsersService(logger, sessions, events);
  admin = await service.register({ email: 'admin@x.io', username: 'admin', password: 'password8' });
  user = await service.register({ email: 'user@x.io', username: 'user', password: 'password8' });
});

async function code(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (e) {
    expect(e).toBeInstanceOf(ServiceError);
    return (e as ServiceError).code;
  }
}

describe('user management', () => {
  it('is admin only: 401 for anonymous, 403 for users', async () => {
    expect(admin.role).toBe('admin');
    expect(await code(service.list(null))).toBe('UNAUTHENTICATED');
    expect(await code(service.list(user))).toBe('FORBIDDEN');
    expect(await code(service.create(user, { username: 'x', email: 'x@x.io', password: 'password8' }))).toBe(
      'FORBIDDEN',
    );
    expect(await code(service.changeRole(user, admin.id, { role: 'user' }))).toBe('FORBIDDEN');
    expect((await service.list(admin)).map((u) => u.email)).toEqual(['admin@x.io', 'user@x.io']);
  });

  it('lets an admin change roles but never their own, and ends the changed user’s sessions', async () => {
    const session = await sessions.create(user.id);
    const promoted = await service.changeRole(admin, user.id, { role: 'admin' });
    expect(promoted.role).toBe('admin');
    expect(await sessions.resolve(session.token)).toBeNull();
    expect(await code(service.changeRole(admin, admin.id, { role: 'user' }))).toBe('FORBIDDEN');
    expect(await code(service.changeRole(admin, user.id, { role: 'owner' }))).toBe('BAD_USER_INPUT');
    expect(await code(service.changeRole(admin, 'not-an-id', { role: 'user' }))).toBe('BAD_USER_INPUT');
    expect(await code(service.changeRole(admin, '0123456789abcdef01234567', { role: 'user' }))).toBe(
      'NOT_FOUND',
    );
  });

  it('creates users with a default role and refuses duplicates', async () => {
    const created = await service.create(admin, {
      username: 'carol',
      email: 'Carol@X.io',
      password: 'password8',
    });
    expect(created).toMatchObject({ email: 'carol@x.io', role: 'user' });
    expect(
      await code(service.create(admin, { username: 'c2', email: 'carol@x.io', password: 'password8' })),
    ).toBe('CONFLICT');
    expect(await code(service.create(admin, { username: '', email: 'd@x.io', password: 'password8' }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  // Deleting accounts (admins' and self-service alike) is the account domain's: modules/account/.
  it('deletes an account record with its sessions (the users step of an account deletion)', async () => {
    const session = await sessions.create(user.id);
    await service.deleteAccountRecord(user.id);
    expect(await sessions.resolve(session.token)).toBeNull();
    expect(await UserModel.countDocuments()).toBe(1);
    await service.deleteAccountRecord(user.id);
  });

  it('lets an admin step down for deletion unless they are the last admin', async () => {
    expect(await service.isLastAdmin(admin.id)).toBe(true);
    expect(await code(service.stepDownForDeletion(admin.id))).toBe('FORBIDDEN');
    expect((await service.findById(admin.id))?.role).toBe('admin');
    await service.changeRole(admin, user.id, { role: 'admin' });
    expect(await service.isLastAdmin(admin.id)).toBe(false);
    // Both remaining admins step down at once: neither may go, both stay admins.
    const both = await Promise.allSettled([
      service.stepDownForDeletion(admin.id),
      service.stepDownForDeletion(user.id),
    ]);
    const admins = await UserModel.countDocuments({ role: 'admin' });
    expect(admins).toBeGreaterThan(0);
    expect(both.filter((r) => r.status === 'fulfilled').length).toBeLessThanOrEqual(1);
    // A user steps down from nothing.
    const plain = await service.register({ email: 'plain@x.io', username: 'plain', password: 'password8' });
    await service.stepDownForDeletion(plain.id);
  });

  it('tells listeners of role changes (the audit trail), with who, whom and the address', async () => {
    const heard: unknown[] = [];
    events.on('user.role-changed', async (change) => {
      heard.push({
        actor: change.actor?.id,
        subject: change.subject.id,
        from: change.from,
        to: change.to,
        ip: change.ip,
      });
    });
    await service.changeRole(admin, user.id, { role: 'admin' }, { ip: '203.0.113.9' });
    await service.changeRole(admin, user.id, { role: 'admin' }, { ip: '203.0.113.9' });
    expect(heard).toEqual([
      { actor: admin.id, subject: user.id, from: 'user', to: 'admin', ip: '203.0.113.9' },
    ]);
    await service.ensureAdmin({ email: 'boss@x.io', password: 'password8' });
    await service.register({ email: 'late@x.io', username: 'late', password: 'password8' });
    await service.ensureAdmin({ email: 'late@x.io', password: 'x' });
    expect(heard).toHaveLength(2);
    expect(heard[1]).toMatchObject({ actor: undefined, from: 'user', to: 'admin', ip: null });
  });
});

describe('ensureAdmin (ADMIN_EMAIL and the create-admin command)', () => {
  it('creates a missing admin and promotes an existing user', async () => {
    const created = await service.ensureAdmin({ email: 'Boss@X.io', password: 'password8' });
    expect(created).toMatchObject({
      outcome: 'created',
      user: { email: 'boss@x.io', role: 'admin', username: 'boss' },
    });
    const promoted = await service.ensureAdmin({ email: 'user@x.io', password: 'ignored-for-existing' });
    expect(promoted).toMatchObject({ outcome: 'promoted', user: { role: 'admin' } });
    expect((await service.ensureAdmin({ email: 'user@x.io', password: 'x' })).outcome).toBe('unchanged');
  });

  it('refuses a short password for a new admin', async () => {
    expect(await code(service.ensureAdmin({ email: 'new@x.io', password: 'short' }))).toBe('BAD_USER_INPUT');
  });
});
