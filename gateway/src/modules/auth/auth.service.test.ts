import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { pino } from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../shared/mailer/mailer.js';
import { mongoRateLimitStore } from '../../shared/rate-limit/rate-limit.js';
import { ServiceError } from '../../shared/errors/service-error.js';
import { useTestDatabase } from '../../testing/database.js';
import { decodeQuotedPrintable } from '../../testing/outbox.js';
import { rejectionOf } from '../../testing/service-errors.js';
import { UsersService } from '../users/index.js';
import { SessionModel, SessionStore } from '../../shared/sessions/session-store.js';
import { HTTP_STATUS } from '../../shared/errors/rest.js';
import { PasswordResetModel } from './auth.model.js';
import { AuthService, FORGOT_PASSWORD_MESSAGE, LIMITS } from './auth.service.js';

const logger = pino({ level: 'silent' });
const meta = { ip: '203.0.113.7', origin: 'http://studio.test' };
let outbox: string;
let users: UsersService;
let auth: AuthService;

useTestDatabase();
beforeEach(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'outbox-'));
  const sessions = new SessionStore();
  users = new UsersService(logger, sessions);
  auth = new AuthService(
    users,
    sessions,
    mongoRateLimitStore(mongoose.connection),
    createMailer({ outboxDir: outbox, from: 'studio@test', logger }),
    logger,
  );
});

async function expectServiceError(promise: Promise<unknown>, code: string): Promise<ServiceError> {
  const err = await rejectionOf(promise, ServiceError, 'the call');
  expect(err.code).toBe(code);
  return err;
}

/** Waits for the reset mail (sent in the background) and returns the token from its link. */
async function resetTokenFromOutbox(): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const files = await readdir(outbox);
    if (files.length > 0) {
      const mail = await readFile(join(outbox, files[0]!), 'utf8');
      const decoded = decodeQuotedPrintable(mail);
      const match = /http:\/\/studio\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(decoded);
      if (match) return match[1]!;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no reset mail in the outbox');
}

const alice = { email: '  Alice@Example.COM ', username: 'alice', password: 'correct horse' };

describe('registration', () => {
  it('makes the first account admin, later ones users, and normalises the email', async () => {
    const first = await auth.register(alice, meta);
    expect(first.user).toMatchObject({ email: 'alice@example.com', username: 'alice', role: 'admin' });
    const second = await auth.register(
      { email: 'bob@example.com', username: 'bob', password: 'password8' },
      meta,
    );
    expect(second.user.role).toBe('user');
    expect(await auth.currentUser(first.session.token)).toMatchObject({ user: { id: first.user.id } });
  });

  it('stores an argon2id hash, never the password', async () => {
    await auth.register(alice, meta);
    const stored = await mongoose.connection.collection('users').findOne({ email: 'alice@example.com' });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain('correct horse');
  });

  it('gives exactly one admin when the first registrations race', async () => {
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((n) =>
        auth.register({ email: `${n}@x.io`, username: n, password: 'password8' }, meta),
      ),
    );
    expect(results.filter((r) => r.user.role === 'admin')).toHaveLength(1);
  });

  it('refuses a taken email case-insensitively with a field error', async () => {
    await auth.register(alice, meta);
    const err = await expectServiceError(
      auth.register({ ...alice, email: 'ALICE@example.com', username: 'other' }, meta),
      'CONFLICT',
    );
    expect(HTTP_STATUS[err.code]).toBe(409);
    expect(err.fieldErrors?.email).toBeDefined();
  });

  it('validates every field and refuses objects where strings belong', async () => {
    const short = await expectServiceError(
      auth.register({ ...alice, password: 'short' }, meta),
      'BAD_USER_INPUT',
    );
    expect(short.message).toBe('Password must be at least 8 characters long');
    const injected = await expectServiceError(
      auth.register({ email: { $gt: '' }, username: 'x', password: 'password8' }, meta),
      'BAD_USER_INPUT',
    );
    expect(injected.fieldErrors?.email).toBeDefined();
    await expectServiceError(
      auth.register({ email: 'not-an-email', username: 'x', password: 'password8' }, meta),
      'BAD_USER_INPUT',
    );
    await expectServiceError(
      auth.register({ email: 'a@b.io', username: '   ', password: 'password8' }, meta),
      'BAD_USER_INPUT',
    );
    expect(await mongoose.connection.collection('users').countDocuments()).toBe(0);
  });
});

describe('sign-in and sessions', () => {
  beforeEach(async () => {
    await auth.register(alice, meta);
  });

  it('signs in with the right password and rotates the session id', async () => {
    const first = await auth.login({ email: 'alice@example.com', password: 'correct horse' }, meta);
    const second = await auth.login(
      { email: 'ALICE@example.com', password: 'correct horse' },
      meta,
      first.session.token,
    );
    expect(second.session.token).not.toBe(first.session.token);
    expect(await auth.currentUser(first.session.token)).toBeNull();
    expect(await auth.currentUser(second.session.token)).not.toBeNull();
  });

  it('gives one answer for an unknown email and a wrong password', async () => {
    const wrong = await expectServiceError(
      auth.login({ email: 'alice@example.com', password: 'nope-nope' }, meta),
      'UNAUTHENTICATED',
    );
    const unknown = await expectServiceError(
      auth.login({ email: 'who@example.com', password: 'nope-nope' }, meta),
      'UNAUTHENTICATED',
    );
    expect(wrong.message).toBe(unknown.message);
  });

  it('blocks an email after 10 failed attempts in 15 minutes, even with the right password', async () => {
    for (let i = 0; i < LIMITS.failedSignInPerEmail.points; i++) {
      await expectServiceError(
        auth.login({ email: 'alice@example.com', password: `wrong-${i}` }, meta),
        'UNAUTHENTICATED',
      );
    }
    const blocked = await expectServiceError(
      auth.login({ email: 'alice@example.com', password: 'correct horse' }, { ...meta, ip: '198.51.100.1' }),
      'TOO_MANY_REQUESTS',
    );
    expect(HTTP_STATUS[blocked.code]).toBe(429);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });

  it('ends the session at sign-out', async () => {
    const { session } = await auth.login({ email: 'alice@example.com', password: 'correct horse' }, meta);
    await auth.logout(session.token);
    expect(await auth.currentUser(session.token)).toBeNull();
  });

  it('stores only a hash of the session id, with an expiry the TTL index removes', async () => {
    const { session } = await auth.login({ email: 'alice@example.com', password: 'correct horse' }, meta);
    const rows = await SessionModel.find().lean();
    expect(rows.map((r) => r._id)).not.toContain(session.token);
    expect(rows.every((r) => r.expiresAt.getTime() > Date.now())).toBe(true);
    const indexes = await SessionModel.collection.indexes();
    expect(indexes.find((i) => i.key.expiresAt === 1)?.expireAfterSeconds).toBe(0);
  });

  it('ignores malformed and unknown session ids', async () => {
    expect(await auth.currentUser(undefined)).toBeNull();
    expect(await auth.currentUser('x')).toBeNull();
    expect(await auth.currentUser('A'.repeat(43))).toBeNull();
  });
});

describe('password reset', () => {
  beforeEach(async () => {
    await auth.register(alice, meta);
  });

  it('answers identically whether or not the address exists, and mails only real accounts', async () => {
    const known = await auth.forgotPassword({ email: 'alice@example.com' }, meta);
    const unknown = await auth.forgotPassword({ email: 'nobody@example.com' }, meta);
    expect(known).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown).toEqual(known);
    await resetTokenFromOutbox();
    expect(await readdir(outbox)).toHaveLength(1);
  });

  it('stores the token only as a hash and resets once, ending every session', async () => {
    const { session } = await auth.login({ email: 'alice@example.com', password: 'correct horse' }, meta);
    await auth.forgotPassword({ email: 'alice@example.com' }, meta);
    const token = await resetTokenFromOutbox();
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect((await PasswordResetModel.find().lean()).map((r) => r._id)).not.toContain(token);

    expect(await auth.resetPassword({ token, newPassword: 'a brand new one' }, meta)).toEqual({
      message: 'Password reset successful',
    });
    expect(await auth.currentUser(session.token)).toBeNull();
    await expectServiceError(
      auth.login({ email: 'alice@example.com', password: 'correct horse' }, meta),
      'UNAUTHENTICATED',
    );
    await auth.login({ email: 'alice@example.com', password: 'a brand new one' }, meta);

    await expectServiceError(
      auth.resetPassword({ token, newPassword: 'another one!' }, meta),
      'BAD_USER_INPUT',
    );
  });

  it('refuses an expired token, a short password and a missing token', async () => {
    await auth.forgotPassword({ email: 'alice@example.com' }, meta);
    const token = await resetTokenFromOutbox();
    const short = await expectServiceError(
      auth.resetPassword({ token, newPassword: 'short' }, meta),
      'BAD_USER_INPUT',
    );
    expect(short.message).toBe('Password must be at least 8 characters long');
    const missing = await expectServiceError(
      auth.resetPassword({ token: '', newPassword: 'long enough' }, meta),
      'BAD_USER_INPUT',
    );
    expect(missing.message).toBe('Reset token is missing');
    await PasswordResetModel.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await expectServiceError(
      auth.resetPassword({ token, newPassword: 'long enough' }, meta),
      'BAD_USER_INPUT',
    );
    // The same token inside its hour works: the refusal above was the expiry.
    await PasswordResetModel.updateMany({}, { $set: { expiresAt: new Date(Date.now() + 60_000) } });
    expect(await auth.resetPassword({ token, newPassword: 'long enough' }, meta)).toEqual({
      message: 'Password reset successful',
    });
  });

  it('limits reset mails per email', async () => {
    for (let i = 0; i < LIMITS.forgotPasswordPerEmail.points; i++) {
      await auth.forgotPassword({ email: 'alice@example.com' }, meta);
    }
    await expectServiceError(
      auth.forgotPassword({ email: 'alice@example.com' }, { ...meta, ip: '198.51.100.9' }),
      'TOO_MANY_REQUESTS',
    );
  });
});
