// Sign-in, registration, sign-out, password reset and a person's own credentials (password, email,
// username; issue 33) (spec §4 Auth, §5, §7), with abuse limits.
import { randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import { requireSignedIn, type Actor } from '../../shared/access/actor.js';
import type { RequestMeta } from '../../shared/access/request-auth.js';
import { EventBus, type UserSignedIn } from '../../shared/events.js';
import { ServiceError, conflict } from '../../shared/errors/service-error.js';
import type { Logger } from '../../shared/logger.js';
import type { Mail, Mailer } from '../../shared/mailer/mailer.js';
import { HOUR, MINUTE } from '../../shared/rate-limit/rate-limit.js';
import type { RateLimiter, RateLimitRule, RateLimitStore } from '../../shared/rate-limit/rate-limit.js';
import { sha256, type IssuedSession, type SessionStore } from '../../shared/sessions/session-store.js';
import { parseInput } from '../../shared/validate.js';
import type { UsersService } from '../users/index.js';
import { EmailChangeModel, PasswordResetModel } from './auth.model.js';
import {
  changeEmailInput,
  changePasswordInput,
  confirmEmailInput,
  forgotPasswordInput,
  loginInput,
  resetPasswordInput,
} from './auth.schemas.js';
import {
  emailChangedMail,
  emailChangeRequestedMail,
  passwordChangedMail,
  confirmEmailMail,
  resetPasswordMail,
} from './auth.mails.js';

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
  /** Current-password checks from a signed-in session (password, email): a borrowed session cannot guess. */
  credentialsPerUser: {
    points: 10,
    durationSeconds: 15 * MINUTE,
    message: 'Too many attempts to change your sign-in details. Please try again later.',
  },
  /** Confirmation links mailed to new addresses: no one mails strangers through the account page. */
  emailChangePerUser: {
    points: 5,
    durationSeconds: HOUR,
    message: 'You have asked for 5 confirmation links this hour. Please try again later.',
  },
  confirmEmailPerIp: { points: 20, durationSeconds: HOUR },
  usernamePerUser: {
    points: 20,
    durationSeconds: HOUR,
    message: 'You have changed your username many times this hour. Please try again later.',
  },
} as const satisfies Record<string, RateLimitRule>;

const RESET_TOKEN_TTL_MS = HOUR * 1000;
const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * HOUR * 1000;
const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
const PASSWORD_CHANGED_MESSAGE = 'Your password is changed. Your other sessions are signed out.';
const INVALID_EMAIL_LINK = 'This confirmation link is invalid, used or has expired.';
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. It is valid for 1 hour.';

export type { RequestMeta } from '../../shared/access/request-auth.js';

/** A successful sign-in or registration, as announced ('user.signed-in'). */
export type SignInEvent = UserSignedIn;

export interface SignedIn {
  user: Actor;
  session: IssuedSession;
}

/**
 * Marks the mailed `token`'s record used at `now` and answers it, or null when the token is unknown,
 * already used or expired: the one atomic step that makes a mailed link single use.
 */
async function useToken<R extends { usedAt: Date | null }>(model: Model<R>, token: string, now: Date) {
  return model
    .findOneAndUpdate(
      { _id: sha256(token), usedAt: null, expiresAt: { $gt: now } },
      { $set: { usedAt: now } },
      { returnDocument: 'after' },
    )
    .lean<R>();
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
      credentialsPerUser: rateLimits.limiter('credentials-user', LIMITS.credentialsPerUser),
      emailChangePerUser: rateLimits.limiter('email-change-user', LIMITS.emailChangePerUser),
      confirmEmailPerIp: rateLimits.limiter('confirm-email-ip', LIMITS.confirmEmailPerIp),
      usernamePerUser: rateLimits.limiter('username-user', LIMITS.usernamePerUser),
    };
  }

  /** An account-deletion step of this domain: the person's password-reset tokens go. */
  async deleteResetsOf(userId: string): Promise<void> {
    await PasswordResetModel.deleteMany({ userId });
  }

  /** An account-deletion step of this domain: the person's pending email changes go. */
  async deleteEmailChangesOf(userId: string): Promise<void> {
    await EmailChangeModel.deleteMany({ userId });
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
      void this.mailer.send(resetPasswordMail(user, link)).catch((err: unknown) => {
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
    const reset = await useToken(PasswordResetModel, token, now);
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

  /**
   * POST /api/user/password, changePassword: the current password first (counted, so a borrowed
   * session cannot guess it at speed), then every other session of the account ends; this one stays.
   * The address is told, so a change the person did not make does not go unnoticed.
   */
  async changePassword(
    actor: Actor | null,
    input: unknown,
    request: { token: string | undefined },
  ): Promise<{ message: string }> {
    const self = requireSignedIn(actor);
    const { currentPassword, newPassword } = parseInput(changePasswordInput, input);
    await this.checkCurrentPassword(self, currentPassword);
    await this.users.setPassword(self.id, newPassword);
    // An API token has no session to keep: then every session ends.
    const ended = request.token
      ? await this.sessions.revokeOthers(self.id, request.token)
      : await this.sessions.revokeAll(self.id);
    // Reset links asked for before the change would undo it: they stop working.
    await PasswordResetModel.updateMany({ userId: self.id, usedAt: null }, { $set: { usedAt: new Date() } });
    this.logger.info({ userId: self.id, sessionsEnded: ended }, 'password changed');
    this.mailInBackground(passwordChangedMail(self), self.id, 'password changed mail failed');
    return { message: PASSWORD_CHANGED_MESSAGE };
  }

  /**
   * POST /api/user/email, requestEmailChange: the current password, then a single-use link (valid
   * 24 hours; only its hash is stored) to the new address, and a note to the current one. The address
   * changes only when the link is opened.
   */
  async requestEmailChange(
    actor: Actor | null,
    input: unknown,
    meta: RequestMeta,
  ): Promise<{ message: string }> {
    const self = requireSignedIn(actor);
    const { newEmail, currentPassword } = parseInput(changeEmailInput, input);
    if (newEmail === self.email) {
      throw new ServiceError('BAD_USER_INPUT', 'That is already your email address.', {
        fieldErrors: { newEmail: ['That is already your email address.'] },
      });
    }
    await this.checkCurrentPassword(self, currentPassword);
    await this.limits.emailChangePerUser.consume(self.id);
    if (await this.users.emailTaken(newEmail, self.id)) {
      throw conflict('An account with this email already exists.', {
        newEmail: ['An account with this email already exists.'],
      });
    }
    const token = randomBytes(32).toString('base64url');
    // One pending change at a time: an earlier link stops working.
    await EmailChangeModel.deleteMany({ userId: self.id });
    await EmailChangeModel.create({
      _id: sha256(token),
      userId: self.id,
      newEmail,
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TOKEN_TTL_MS),
      usedAt: null,
    });
    const link = `${meta.origin}/confirm-email?token=${encodeURIComponent(token)}`;
    this.mailInBackground(confirmEmailMail(self, newEmail, link), self.id, 'email confirmation mail failed');
    this.mailInBackground(emailChangeRequestedMail(self, newEmail), self.id, 'email change notice failed');
    return {
      message: `We have sent a confirmation link to ${newEmail}. Your email changes when you open it (within 24 hours).`,
    };
  }

  /**
   * POST /api/user/email/confirm, confirmEmailChange: the link's token, used once. Whoever holds the
   * link confirms (it went to the new address); the old address is told the change happened.
   */
  async confirmEmailChange(input: unknown, meta: Pick<RequestMeta, 'ip'>): Promise<Actor> {
    const { token } = parseInput(confirmEmailInput, input);
    await this.limits.confirmEmailPerIp.consume(meta.ip);
    const now = new Date();
    const change = await useToken(EmailChangeModel, token, now);
    if (!change) {
      throw new ServiceError('BAD_USER_INPUT', INVALID_EMAIL_LINK, {
        fieldErrors: { token: [INVALID_EMAIL_LINK] },
      });
    }
    const before = await this.users.findById(change.userId);
    if (!before) {
      throw new ServiceError('BAD_USER_INPUT', INVALID_EMAIL_LINK, {
        fieldErrors: { token: [INVALID_EMAIL_LINK] },
      });
    }
    const user = await this.users.setEmail(before.id, change.newEmail);
    this.logger.info({ userId: user.id }, 'email changed');
    this.mailInBackground(emailChangedMail(before, user.email), user.id, 'email changed notice failed');
    return user;
  }

  /** PATCH /api/user, updateMe: the username (the email changes through a confirmation link). */
  async changeUsername(actor: Actor | null, input: unknown): Promise<Actor> {
    const self = requireSignedIn(actor);
    await this.limits.usernamePerUser.consume(self.id);
    return this.users.setUsername(self, input);
  }

  private async checkCurrentPassword(self: Actor, currentPassword: string): Promise<void> {
    await this.limits.credentialsPerUser.consume(self.id);
    if (!(await this.users.verifyCredentials(self.email, currentPassword))) {
      throw new ServiceError('BAD_USER_INPUT', WRONG_CURRENT_PASSWORD, {
        fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD] },
      });
    }
  }

  private mailInBackground(mail: Mail, userId: string, failure: string): void {
    void this.mailer.send(mail).catch((err: unknown) => {
      this.logger.error({ err, userId }, failure);
    });
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
