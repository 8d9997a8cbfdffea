// Sign-in, registration, sign-out and password reset (spec §4 Auth, §5, §7), with abuse limits.
import { randomBytes } from 'node:crypto';
import type { Logger } from '../../shared/logger.js';
import type { Mailer } from '../../shared/mailer/mailer.js';
import type { RateLimitStore } from '../../shared/rate-limit/rate-limit.js';
import { ServiceError, tooManyRequests } from '../../shared/service-error.js';
import { parseInput } from '../../shared/validate.js';
import type { PublicUser, UsersService } from '../users/users.service.js';
import { PasswordResetModel } from './auth.model.js';
import { forgotPasswordInput, loginInput, resetPasswordInput } from './auth.schemas.js';
import {
  createSession,
  resolveSession,
  revokeAllSessions,
  revokeSession,
  sha256,
  type IssuedSession,
} from './sessions.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Abuse limits (issue: accounts and access, rule 6). */
export const LIMITS = {
  signInPerIp: { max: 60, windowMs: 15 * MINUTE },
  failedSignInPerEmail: { max: 10, windowMs: 15 * MINUTE },
  registerPerIp: { max: 20, windowMs: HOUR },
  forgotPasswordPerEmail: { max: 3, windowMs: HOUR },
  forgotPasswordPerIp: { max: 20, windowMs: HOUR },
} as const;

export const RESET_TOKEN_TTL_MS = HOUR;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. It is valid for 1 hour.';

export interface RequestMeta {
  ip: string;
  /** The site's origin, for links sent by mail. */
  origin: string;
}

export interface SignedIn {
  user: PublicUser;
  session: IssuedSession;
}

const retryAfter = (resetAt: Date) => Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));

export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly limits: RateLimitStore,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
  ) {}

  /** The user behind a session cookie, or null (unknown, expired, or the account is gone). */
  async currentUser(
    token: string | undefined,
  ): Promise<{ user: PublicUser; renewedUntil: Date | null } | null> {
    if (!token) return null;
    const session = await resolveSession(token);
    if (!session) return null;
    const user = await this.users.findById(session.userId);
    if (!user) {
      await revokeSession(token);
      return null;
    }
    return { user, renewedUntil: session.renewedUntil };
  }

  async register(input: unknown, meta: RequestMeta, previousToken?: string): Promise<SignedIn> {
    await this.limit(`register:ip:${meta.ip}`, LIMITS.registerPerIp);
    const user = await this.users.register(input);
    return { user, session: await this.rotate(user, previousToken) };
  }

  /** A successful sign-in always gets a fresh session id; the one the browser held before ends. */
  async login(input: unknown, meta: RequestMeta, previousToken?: string): Promise<SignedIn> {
    const { email, password } = parseInput(loginInput, input);
    await this.limit(`signin:ip:${meta.ip}`, LIMITS.signInPerIp);
    const failuresKey = `signin-failed:email:${email}`;
    const failures = await this.limits.get(failuresKey);
    if (failures && failures.count >= LIMITS.failedSignInPerEmail.max) {
      throw tooManyRequests(
        retryAfter(failures.resetAt),
        'Too many failed sign-in attempts. Please try again later.',
      );
    }
    const user = await this.users.verifyCredentials(email, password);
    if (!user) {
      await this.limits.hit(failuresKey, LIMITS.failedSignInPerEmail.windowMs);
      throw new ServiceError('UNAUTHENTICATED', 'Invalid email or password.');
    }
    await this.limits.reset(failuresKey);
    return { user, session: await this.rotate(user, previousToken) };
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await revokeSession(token);
  }

  /** Answers the same whether or not the address has an account (no account enumeration). */
  async forgotPassword(input: unknown, meta: RequestMeta): Promise<{ message: string }> {
    const { email } = parseInput(forgotPasswordInput, input);
    await this.limit(`forgot:ip:${meta.ip}`, LIMITS.forgotPasswordPerIp);
    await this.limit(`forgot:email:${email}`, LIMITS.forgotPasswordPerEmail);
    const user = await this.users.findByEmail(email);
    if (user) {
      const token = randomBytes(32).toString('base64url');
      await PasswordResetModel.create({
        _id: sha256(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        usedAt: null,
      });
      const link = `${meta.origin}/reset-password?token=${encodeURIComponent(token)}`;
      // Sent in the background so the answer takes as long for unknown addresses as for known ones.
      void this.mailer.send(resetMail(user, link)).catch((err: unknown) => {
        this.logger.error({ err, userId: user.id }, 'password reset mail failed');
      });
    }
    return { message: FORGOT_PASSWORD_MESSAGE };
  }

  /** Single use, valid 1 hour; ends every session of the account. */
  async resetPassword(input: unknown): Promise<{ message: string }> {
    const { token, newPassword } = parseInput(resetPasswordInput, input);
    const now = new Date();
    const reset = await PasswordResetModel.findOneAndUpdate(
      { _id: sha256(token), usedAt: null, expiresAt: { $gt: now } },
      { $set: { usedAt: now } },
      { returnDocument: 'after' },
    ).lean();
    if (!reset) {
      throw new ServiceError('BAD_USER_INPUT', 'This password reset link is invalid or has expired.', {
        fieldErrors: { token: ['This password reset link is invalid or has expired.'] },
      });
    }
    await this.users.setPassword(reset.userId, newPassword);
    await PasswordResetModel.updateMany({ userId: reset.userId, usedAt: null }, { $set: { usedAt: now } });
    const ended = await revokeAllSessions(reset.userId);
    this.logger.info({ userId: reset.userId.toString(), sessionsEnded: ended }, 'password reset');
    return { message: 'Password reset successful' };
  }

  private async rotate(user: PublicUser, previousToken: string | undefined): Promise<IssuedSession> {
    if (previousToken) await revokeSession(previousToken);
    return createSession(user.id);
  }

  private async limit(key: string, rule: { max: number; windowMs: number }): Promise<void> {
    const { count, resetAt } = await this.limits.hit(key, rule.windowMs);
    if (count > rule.max) throw tooManyRequests(retryAfter(resetAt));
  }
}

function resetMail(user: PublicUser, link: string) {
  return {
    to: user.email,
    subject: 'Reset your Thesis Studio password',
    link,
    text: [
      `Hello ${user.username},`,
      '',
      'Someone asked to reset the password of your Thesis Studio account. To choose a new password, open:',
      '',
      link,
      '',
      'The link is valid for 1 hour and works once. If you did not ask for this, ignore this mail;',
      'your password stays as it is.',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(user.username)},</p><p>Someone asked to reset the password of your Thesis Studio account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link is valid for 1 hour and works once. If you did not ask for this, ignore this mail; your password stays as it is.</p>`,
  };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
