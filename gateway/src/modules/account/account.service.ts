// A person's data, end to end (issue 21): deleting an account (self-service and by an admin, one
// cascade), exporting it, the sessions it is signed in with, and the audit trail. The only place
// REST and GraphQL both call.
import { createHash } from 'node:crypto';
import mongoose, { Types } from 'mongoose';
import type { AccountSession, AuditPage, MyDataSummary } from '../../gql/resolvers.js';
import { requireAdmin, requireSignedIn, type Actor } from '../../shared/access/actor.js';
import { adminOnly, authorize, signedIn, type Policy } from '../../shared/access/policy.js';
import { ServiceError, forbidden, notFound } from '../../shared/errors/service-error.js';
import type { Logger } from '../../shared/logger.js';
import { HOUR, MINUTE } from '../../shared/rate-limit/rate-limit.js';
import type { RateLimiter, RateLimitRule, RateLimitStore } from '../../shared/rate-limit/rate-limit.js';
import { sha256, type SessionRecord, type SessionStore } from '../../shared/sessions/session-store.js';
import { parseInput } from '../../shared/validate.js';
import type { RoleChange, UsersService } from '../users/index.js';
import { LAST_ADMIN_MESSAGE, userIdSchema } from '../users/index.js';
import { deleteMyAccountInput, SESSION_VIEW_ID } from './account.schemas.js';
import type { AuditLog } from './audit.js';
import { deletedParty, partyOf } from './audit.js';
import type { AccountDeletions } from './deletion.js';
import { type DeletionOutcome } from './deletion.js';
import { buildExport, type ExportSources } from './export.js';
import { describeUserAgent } from './user-agent.js';

/** Abuse limits of this domain. */
export const ACCOUNT_LIMITS = {
  exportPerUser: {
    points: 3,
    durationSeconds: HOUR,
    message: 'You can download your data 3 times an hour. Please try again later.',
  },
  /** Password checks before deleting: a stolen session cannot guess the password at speed. */
  deletePasswordPerUser: {
    points: 5,
    durationSeconds: 15 * MINUTE,
    message: 'Too many attempts to delete this account. Please try again later.',
  },
} as const satisfies Record<string, RateLimitRule>;

const SESSION_NOT_FOUND = 'Session not found.';
const WRONG_PASSWORD = 'The password is not correct.';
const ACCOUNT_DELETED_MESSAGE = 'Your account and everything in it have been deleted.';
const ACCOUNT_DELETION_PENDING_MESSAGE =
  'Your account is being deleted: you are signed out, and the rest of your data goes within minutes.';
const OWN_ACCOUNT_BY_ADMIN =
  'You cannot delete your own account here. Use "Delete my account" in your account settings.';

/** Who may do what in this domain: the signed-in person with their own data; admins with others'. */
const accountPolicy: Policy<
  'deleteOwn' | 'deleteOther' | 'export' | 'sessions' | 'ownAudit' | 'audit',
  unknown
> = {
  deleteOwn: signedIn,
  deleteOther: adminOnly,
  export: signedIn,
  sessions: signedIn,
  ownAudit: signedIn,
  audit: adminOnly,
};

/** The request a call comes with: the user, the session cookie's token and the address. */
export interface AccountRequest {
  user: Actor | null;
  token: string | undefined;
  meta: { ip: string };
}

/** AccountSession.id: derived from the stored id (itself a hash of the secret), so it reveals neither. */
const sessionViewId = (storedId: string): string =>
  createHash('sha256').update(`session-view:${storedId}`).digest('base64url').slice(0, 32);

const toSessionView = (session: SessionRecord, currentStoredId: string | null): AccountSession => {
  const info = describeUserAgent(session.userAgent);
  return {
    id: sessionViewId(session._id),
    browser: info.browser,
    os: info.os,
    platform: info.platform,
    approximateIp: session.approximateIp ?? null,
    signedInAt: session.createdAt.toISOString(),
    lastSeenAt: (session.lastSeenAt ?? session.createdAt).toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    current: session._id === currentStoredId,
  };
};

export interface AccountServiceDeps {
  users: UsersService;
  sessions: SessionStore;
  rateLimits: RateLimitStore;
  deletions: AccountDeletions;
  audit: AuditLog;
  logger: Logger;
  /** What the other domains put in a person's export (see export.ts). */
  exports: ExportSources;
}

/** Awaits an object's promises together: the same keys, each with its value. */
async function allOf<T extends Record<string, unknown>>(promises: {
  [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const entries = await Promise.all(
    Object.entries(promises).map(async ([key, promise]) => [key, await promise] as const),
  );
  return Object.fromEntries(entries) as T;
}

export class AccountService {
  readonly audit: AuditLog;
  readonly deletions: AccountDeletions;
  private readonly users: UsersService;
  private readonly sessions: SessionStore;
  readonly logger: Logger;
  private readonly exports: ExportSources;
  private readonly limits: Record<keyof typeof ACCOUNT_LIMITS, RateLimiter>;

  constructor(deps: AccountServiceDeps) {
    this.users = deps.users;
    this.sessions = deps.sessions;
    this.deletions = deps.deletions;
    this.audit = deps.audit;
    this.logger = deps.logger;
    this.exports = deps.exports;
    this.limits = {
      exportPerUser: deps.rateLimits.limiter('account-export-user', ACCOUNT_LIMITS.exportPerUser),
      deletePasswordPerUser: deps.rateLimits.limiter(
        'account-delete-user',
        ACCOUNT_LIMITS.deletePasswordPerUser,
      ),
    };
  }

  /**
   * DELETE /api/user, deleteMyAccount: the password typed again, then the whole cascade. The last
   * admin may not. The caller clears the cookie; every other session has ended with the account.
   */
  async deleteMyAccount(request: AccountRequest, input: unknown): Promise<{ message: string }> {
    authorize(accountPolicy, 'deleteOwn', request.user, null);
    const self = requireSignedIn(request.user);
    const { password } = parseInput(deleteMyAccountInput, input);
    await this.limits.deletePasswordPerUser.consume(self.id);
    if (!(await this.users.verifyCredentials(self.email, password))) {
      throw new ServiceError('BAD_USER_INPUT', WRONG_PASSWORD, {
        fieldErrors: { password: [WRONG_PASSWORD] },
      });
    }
    await this.users.stepDownForDeletion(self.id, LAST_ADMIN_MESSAGE);
    await this.audit.record({
      action: 'account_deleted',
      actor: deletedParty(self.id),
      subject: deletedParty(self.id),
      ip: request.meta.ip,
    });
    const outcome = await this.runDeletion({
      userId: self.id,
      email: self.email,
      kind: 'self',
      actorId: null,
    });
    return { message: outcome === 'done' ? ACCOUNT_DELETED_MESSAGE : ACCOUNT_DELETION_PENDING_MESSAGE };
  }

  /** DELETE /api/admin/users/{id}, deleteUser: an admin deletes someone else's account, the same cascade. */
  async deleteUser(request: Pick<AccountRequest, 'user' | 'meta'>, userId: unknown): Promise<Actor> {
    authorize(accountPolicy, 'deleteOther', request.user, null, 'User not found.');
    const admin = requireAdmin(request.user, 'Only admins can manage users.');
    const id = parseInput(userIdSchema, userId);
    if (id === admin.id) throw forbidden(OWN_ACCOUNT_BY_ADMIN);
    const user = await this.users.findById(id);
    if (!user) throw notFound('User not found.');
    await this.users.stepDownForDeletion(
      user.id,
      'This is the last admin account: make another account admin first.',
    );
    await this.audit.record({
      action: 'account_deleted',
      actor: partyOf(admin),
      subject: deletedParty(user.id),
      ip: request.meta.ip,
    });
    await this.runDeletion({ userId: user.id, email: user.email, kind: 'admin', actorId: admin.id });
    this.logger.info({ actorId: admin.id, userId: user.id }, 'user deleted by admin');
    return user;
  }

  /** myData: what deleting the account would remove, counted, and whether it may be deleted. */
  async myData(actor: Actor | null): Promise<MyDataSummary> {
    authorize(accountPolicy, 'deleteOwn', actor, null);
    const self = requireSignedIn(actor);
    const db = mongoose.connection.db;
    if (!db) throw new Error('account: the database is not connected');
    const userId = new Types.ObjectId(self.id);
    const count = (name: string, filter: Record<string, unknown>) =>
      db.collection(name).countDocuments(filter);
    const projectIds = (
      await db
        .collection('projects')
        .find({ ownerId: userId }, { projection: { _id: 1 } })
        .toArray()
    ).map((project) => project._id);
    const thesisIds = (
      await db
        .collection('theses')
        .find({ projectId: { $in: projectIds } }, { projection: { _id: 1 } })
        .toArray()
    ).map((thesis) => thesis._id);
    const email = new RegExp(`^${self.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
    const [counted, lastAdmin] = await Promise.all([
      allOf({
        sources: count('sources', { thesisId: { $in: thesisIds } }),
        savedLinks: count('saved_links', { userId }),
        comments: count('comments', { authorId: userId }),
        questionsSent: count('questions', { $or: [{ senderId: userId }, { senderEmail: email }] }),
        questionsReceived: count('questions', { projectId: { $in: projectIds } }),
        readerChats: db
          .collection('reader_messages')
          .distinct('thesisId', { reader: `user:${self.id}` })
          .then((ids) => ids.length),
        sessions: this.sessions.listOf(self.id).then((list) => list.length),
      }),
      this.users.isLastAdmin(self.id),
    ]);
    return {
      projects: projectIds.length,
      theses: thesisIds.length,
      ...counted,
      canDelete: !lastAdmin,
      deletionBlockedReason: lastAdmin ? LAST_ADMIN_MESSAGE : null,
    };
  }

  /** GET /api/user/export: the ZIP's stream, once the hourly limit lets it. */
  async exportData(actor: Actor | null): Promise<{ stream: NodeJS.ReadableStream; fileName: string }> {
    authorize(accountPolicy, 'export', actor, null);
    const self = requireSignedIn(actor);
    await this.limits.exportPerUser.consume(self.id);
    this.logger.info({ userId: self.id }, 'data export started');
    return buildExport(self, { sessions: this.sessions, audit: this.audit, sources: this.exports });
  }

  /** GET /api/user/sessions, mySessions: this one first, then by last seen. */
  async listSessions(request: AccountRequest): Promise<AccountSession[]> {
    authorize(accountPolicy, 'sessions', request.user, null);
    const self = requireSignedIn(request.user);
    const current = request.token ? sha256(request.token) : null;
    const views = (await this.sessions.listOf(self.id)).map((session) => toSessionView(session, current));
    return [...views.filter((view) => view.current), ...views.filter((view) => !view.current)];
  }

  /**
   * DELETE /api/user/sessions/{id}, endMySession: ends one of the person's sessions. `current` says
   * whether it was this request's own (the caller then clears the cookie).
   */
  async endSession(request: AccountRequest, viewId: unknown): Promise<{ current: boolean }> {
    authorize(accountPolicy, 'sessions', request.user, null);
    const self = requireSignedIn(request.user);
    if (typeof viewId !== 'string' || !SESSION_VIEW_ID.test(viewId)) throw notFound(SESSION_NOT_FOUND);
    const session = (await this.sessions.listOf(self.id)).find((s) => sessionViewId(s._id) === viewId);
    if (!session || !(await this.sessions.revokeStored(self.id, session._id)))
      throw notFound(SESSION_NOT_FOUND);
    return { current: request.token !== undefined && sha256(request.token) === session._id };
  }

  /** DELETE /api/user/sessions, endMyOtherSessions: every session but this one; how many ended. */
  async endOtherSessions(request: AccountRequest): Promise<number> {
    authorize(accountPolicy, 'sessions', request.user, null);
    const self = requireSignedIn(request.user);
    if (!request.token) return this.sessions.revokeAll(self.id);
    return this.sessions.revokeOthers(self.id, request.token);
  }

  /** GET /api/admin/audit, auditLog: admins only. */
  async auditLog(actor: Actor | null, filter: unknown, page: unknown): Promise<AuditPage> {
    authorize(accountPolicy, 'audit', actor, null);
    return this.audit.list(filter, page);
  }

  /** GET /api/user/audit, myAuditEntries: the person's own entries. */
  async myAudit(actor: Actor | null, page: unknown): Promise<AuditPage> {
    authorize(accountPolicy, 'ownAudit', actor, null);
    return this.audit.listOwn(requireSignedIn(actor), page);
  }

  /** The users domain's listener: every role change goes in the audit trail. */
  async roleChanged(change: RoleChange): Promise<void> {
    await this.audit.record({
      action: 'role_changed',
      actor: change.actor ? partyOf(change.actor) : null,
      subject: partyOf(change.subject),
      fromRole: change.from,
      toRole: change.to,
      ip: change.ip,
    });
  }

  /**
   * For the API-tokens domain (not built yet): an admin revoked someone's token. The entry type is
   * ready; that domain calls this when it revokes one.
   */
  async tokenRevoked(
    admin: Actor,
    owner: Pick<Actor, 'id' | 'username' | 'email'>,
    token: { id: string; name: string },
    ip: string | null,
  ): Promise<void> {
    await this.audit.record({
      action: 'token_revoked',
      actor: partyOf(admin),
      subject: partyOf(owner),
      tokenId: token.id,
      tokenName: token.name,
      ip,
    });
  }

  private async runDeletion(request: Parameters<AccountDeletions['run']>[0]): Promise<DeletionOutcome> {
    const outcome = await this.deletions.run(request);
    if (outcome !== 'done') {
      // The account itself is gone (its step is first); the rest is finished by its job.
      this.logger.warn(
        { userId: request.userId, outcome },
        'account deletion left to finish in the background',
      );
    }
    return outcome;
  }
}
