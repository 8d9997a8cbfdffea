// Sign-in, registration, sign-out and password reset (spec §4 Auth, §5, §7), with abuse limits.
import { randomBytes } from 'node:crypto';
import type { Actor } from '../../shared/access/actor.js';
import type { RequestMeta } from '../../shared/access/request-auth.js';
import { EventBus, type UserSignedIn } from '../../shared/events.js';
import { ServiceError } from '../../shared/errors/service-error.js';
import { escapeHtml } from '../../shared/html.js';
import type { Logger } from '../../shared/logger.js';
import type { Mailer } from '../../shared/mailer/mailer.js';
import type { RateLimiter, RateLimitRule, RateLimitStore } from '../../shared/rate-limit/rate-limit.js';
import { sha256, type IssuedSession, type SessionStore } from '../../shared/sessions/session-store.js';
import { parseInput } from '../../shared/validate.js';
import type { UsersService } from '../users/index.js';
import { PasswordResetModel } from './auth.model.js';
import { forgotPasswordInput, loginInput, resetPasswordInput } from './auth.schemas.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Abuse limits (issue: accounts and access, rule 6). Durations in seconds. */
export const LIMITS = {
  signInPerIp: { points: 60, durationSeconds: 15 * MINUTE },
  failedSignInPerEmail: {
    points: 10,
    durationSeconds: 15 * MINUTE,
    message: 'Too many failed sign-in attempts. Please try again later.',
  },
  registerPerIp: { points: 20, durationSeconds: HOUR },
  forgotPasswordPerEmail: { points: 3, durationSeconds: HOUR },
  forgotPasswordPerIp: { points: 20, durationSeconds: HOUR },
  resetPasswordPerIp: { points: 20, durationSeconds: HOUR },
} as const satisfies Record<string, RateLimitRule>;

export const RESET_TOKEN_TTL_MS = HOUR * 1000;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. It is valid for 1 hour.';

export type { RequestMeta } from '../../shared/access/request-auth.js';

/** A successful sign-in or registration, as announced ('user.signed-in'). */
export type SignInEvent = UserSignedIn;

export interface SignedIn {
  user: Actor;
  session: IssuedSession;
}

export class AuthService {
  private readonly limits: Record<keyof typeof LIMITS, RateLimiter>;
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionStore,
    rateLimits: RateLimitStore,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
    /** Where sign-ins are announced ('user.signed-in'). */
    private readonly events: Pick<EventBus, 'announce'> = new EventBus(),
  ) {
    this.limits = {
      signInPerIp: rateLimits.limiter('signin-ip', LIMITS.signInPerIp),
      failedSignInPerEmail: rateLimits.limiter('signin-email', LIMITS.failedSignInPerEmail),
      registerPerIp: rateLimits.limiter('register-ip', LIMITS.registerPerIp),
      forgotPasswordPerEmail: rateLimits.limiter('forgot-email', LIMITS.forgotPasswordPerEmail),
      forgotPasswordPerIp: rateLimits.limiter('forgot-ip', LIMITS.forgotPasswordPerIp),
      resetPasswordPerIp: rateLimits.limiter('reset-ip', LIMITS.resetPasswordPerIp),
    };
  }

  /** The account-deletion step of this domain: the person's password-reset tokens go. */
  async deleteResetsOf(userId: string): Promise<void> {
    await PasswordResetModel.deleteMany({ userId });
  }

  /** The user behind a session cookie, or null (unknown, expired, or the account is gone). */
  async currentUser(token: string | undefined): Promise<{ user: Actor; renewedUntil: Date | null } | null> {
    if (!token) return null;
    const session = await this.sessions.resolve(token);
    if (!session) return null;
    const user = await this.users.findById(session.userId);
    if (!user) {
      await this.sessions.revoke(token);
      return null;
    }
    return { user, renewedUntil: session.renewedUntil };
  }

  async register(input: unknown, meta: RequestMeta, previousToken?: string): Promise<SignedIn> {
    await this.limits.registerPerIp.consume(meta.ip);
    const user = await this.users.register(input);
    const session = await this.rotate(user, previousToken, meta);
    await this.signedIn({ user, meta, kind: 'register' });
    return { user, session };
  }

  /**
   * A successful sign-in always gets a fresh session id; the one the browser held before ends. Every
   * attempt counts against the email before the password is checked (so racing attempts cannot pass
   * the limit); a successful one clears the count.
   */
  async login(input: unknown, meta: RequestMeta, previousToken?: string): Promise<SignedIn> {
    const { email, password } = parseInput(loginInput, input);
    await this.limits.signInPerIp.consume(meta.ip);
    await this.limits.failedSignInPerEmail.consume(email);
    const user = await this.users.verifyCredentials(email, password);
    if (!user) throw new ServiceError('UNAUTHENTICATED', 'Invalid email or password.');
    await this.limits.failedSignInPerEmail.reset(email);
    const session = await this.rotate(user, previousToken, meta);
    await this.signedIn({ user, meta, kind: 'login' });
    return { user, session };
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.sessions.revoke(token);
  }

  /** Answers the same whether or not the address has an account (no account enumeration). */
  async forgotPassword(input: unknown, meta: RequestMeta): Promise<{ message: string }> {
    const { email } = parseInput(forgotPasswordInput, input);
    await this.limits.forgotPasswordPerIp.consume(meta.ip);
    await this.limits.forgotPasswordPerEmail.consume(email);
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
  async resetPassword(input: unknown, meta: Pick<RequestMeta, 'ip'>): Promise<{ message: string }> {
    const { token, newPassword } = parseInput(resetPasswordInput, input);
    await this.limits.resetPasswordPerIp.consume(meta.ip);
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
    const ended = await this.sessions.revokeAll(reset.userId);
    this.logger.info({ userId: reset.userId.toString(), sessionsEnded: ended }, 'password reset');
    return { message: 'Password reset successful' };
  }

  private async rotate(
    user: Actor,
    previousToken: string | undefined,
    meta: RequestMeta,
  ): Promise<IssuedSession> {
    if (previousToken) await this.sessions.revoke(previousToken);
    return this.sessions.create(user.id, { ip: meta.ip, userAgent: meta.userAgent });
  }

  private async signedIn(event: SignInEvent): Promise<void> {
    await this.events.announce('user.signed-in', event, (err) => {
      this.logger.error({ err, userId: event.user.id }, 'sign-in listener failed');
    });
  }
}

function resetMail(user: Actor, link: string) {
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
