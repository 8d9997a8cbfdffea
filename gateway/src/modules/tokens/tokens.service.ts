// Personal API tokens (issue 19 part 1): a signed-in person creates tokens in a browser session (never
// with a token), lists and revokes them; admins list and revoke anyone's (recorded in the audit trail).
// A request carrying `Authorization: Bearer ts_pat_…` is resolved here to its user and scope. The only
// place REST and GraphQL both call.
import { createHash, randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import type { z } from 'zod';
import type { Actor } from '../../shared/access/actor.js';
import type { ApiTokenAuth } from '../../shared/access/request-auth.js';
import { requireSignedIn } from '../../shared/access/actor.js';
import { adminOnly, authorize, ownerOrAdmin, signedIn, type Policy } from '../../shared/access/policy.js';
import { conflict, forbidden, notFound } from '../../shared/errors/service-error.js';
import type { Logger } from '../../shared/logger.js';
import { parseInput } from '../../shared/validate.js';
import type { UsersService } from '../users/index.js';
import { ApiTokenModel, type ApiTokenRecord } from './tokens.model.js';
import {
  TOKEN_BYTES,
  TOKEN_LIMITS,
  TOKEN_PATTERN,
  TOKEN_PREFIX,
  createTokenInput,
  objectIdSchema,
  type apiTokenAnswer,
  type createdApiTokenAnswer,
} from './tokens.schemas.js';

const TOKEN_NOT_FOUND = 'API token not found.';
const USER_NOT_FOUND = 'User not found.';
export const TOKENS_NEED_A_SESSION =
  'API tokens are created in a signed-in browser session (the API tokens screen), not with a token.';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a revoked or expired token's record stays (its requests answer "revoked"/"expired"). */
const KEEP_AFTER_END_MS = 30 * DAY_MS;
/** lastUsedAt is written at most this often (a request is not a database write). */
const LAST_USED_EVERY_MS = 60 * 1000;
/** Characters of the secret (after ts_pat_) shown in lists. */
const PREFIX_SHOWN = 6;

/** Who may do what: a person with their own tokens; admins with anyone's. */
const tokensPolicy: Policy<'create' | 'listOwn' | 'listOfUser' | 'revoke', { userId: string } | null> = {
  create: signedIn,
  listOwn: signedIn,
  listOfUser: adminOnly,
  revoke: ownerOrAdmin((token) => token?.userId ?? ''),
};

/** What a list shows of a token: never its secret or hash (apiTokenAnswer). */
export type ApiTokenView = z.output<typeof apiTokenAnswer>;

/** The answer to creating a token: the one time its secret is shown (createdApiTokenAnswer). */
export type CreatedApiToken = z.output<typeof createdApiTokenAnswer>;

/** The token a request was made with (RequestAuth.apiToken). */
export type { ApiTokenAuth } from '../../shared/access/request-auth.js';

/** A bearer token resolved: its user and token, or why it is refused (401). */
export type BearerResolution =
  { ok: true; user: Actor; token: ApiTokenAuth } | { ok: false; message: string };

/** The request a call comes with: who, whether through a token, and from where. */
export interface TokensRequest {
  user: Actor | null;
  apiToken?: ApiTokenAuth | undefined;
  meta: { ip: string };
}

/** The account domain's audit trail, when it is listed (it is built after this module). */
export interface AuditPort {
  tokenRevoked(
    admin: Actor,
    owner: Pick<Actor, 'id' | 'username' | 'email'>,
    token: { id: string; name: string },
    ip: string | null,
  ): Promise<void>;
}

export const hashToken = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

export const BEARER_MESSAGES = {
  malformed:
    'The Authorization header does not hold a Thesis Studio API token: send "Authorization: Bearer ts_pat_…".',
  unknown: 'This API token is not valid. Create a new one on the API tokens screen.',
  revoked: 'This API token was revoked. Create a new one on the API tokens screen.',
  expired: (at: Date) =>
    `This API token expired on ${at.toISOString().slice(0, 10)}. Create a new one on the API tokens screen.`,
} as const;

const toView = (record: ApiTokenRecord, now = Date.now()): ApiTokenView => ({
  id: record._id.toString(),
  name: record.name,
  scope: record.scope,
  prefix: `${TOKEN_PREFIX}${record.prefix}…`,
  createdAt: record.createdAt.toISOString(),
  expiresAt: record.expiresAt?.toISOString() ?? null,
  lastUsedAt: record.lastUsedAt?.toISOString() ?? null,
  expired: record.expiresAt !== null && record.expiresAt.getTime() <= now,
});

export class TokensService {
  constructor(
    private readonly users: Pick<UsersService, 'findById'>,
    private readonly logger: Logger,
    /** The audit trail, looked up when needed (its module is listed after this one). */
    private readonly audit: () => AuditPort | undefined,
  ) {}

  /** POST /api/tokens, createApiToken: only in a browser session; the secret is in this answer only. */
  async create(request: TokensRequest, input: unknown): Promise<CreatedApiToken> {
    authorize(tokensPolicy, 'create', request.user, null);
    const user = requireSignedIn(request.user);
    if (request.apiToken) throw forbidden(TOKENS_NEED_A_SESSION);
    const data = parseInput(createTokenInput, input);
    const active = await ApiTokenModel.countDocuments({
      userId: new Types.ObjectId(user.id),
      revokedAt: null,
    });
    if (active >= TOKEN_LIMITS.perUser) {
      throw conflict(
        `You have ${TOKEN_LIMITS.perUser} API tokens, the most an account may hold: revoke one first.`,
      );
    }
    const random = randomBytes(TOKEN_BYTES).toString('base64url');
    const token = `${TOKEN_PREFIX}${random}`;
    const createdAt = new Date();
    const expiresAt =
      data.expiresInDays === null ? null : new Date(createdAt.getTime() + data.expiresInDays * DAY_MS);
    const record = await ApiTokenModel.create({
      userId: new Types.ObjectId(user.id),
      name: data.name,
      scope: data.scope,
      hash: hashToken(token),
      prefix: random.slice(0, PREFIX_SHOWN),
      createdAt,
      expiresAt,
      lastUsedAt: null,
      revokedAt: null,
      purgeAt: expiresAt ? new Date(expiresAt.getTime() + KEEP_AFTER_END_MS) : null,
    });
    this.logger.info(
      { actorId: user.id, tokenId: record.id as string, scope: data.scope },
      'api token created',
    );
    return { ...toView(record.toObject<ApiTokenRecord>()), token };
  }

  /** GET /api/tokens, apiTokens: the person's own tokens, newest first (revoked ones are gone). */
  async listOwn(actor: Actor | null): Promise<ApiTokenView[]> {
    authorize(tokensPolicy, 'listOwn', actor, null);
    return this.listOf(requireSignedIn(actor).id);
  }

  /** GET /api/users/{userId}/tokens, apiTokens(userId): admins, any account's tokens. */
  async listOfUser(actor: Actor | null, userId: unknown): Promise<ApiTokenView[]> {
    if (actor && userId === actor.id) return this.listOwn(actor);
    authorize(tokensPolicy, 'listOfUser', actor, null);
    if (!objectIdSchema.safeParse(userId).success || !(await this.users.findById(userId as string)))
      throw notFound(USER_NOT_FOUND);
    return this.listOf(userId as string);
  }

  /**
   * DELETE /api/tokens/{id}, revokeApiToken: the owner's own token, or anyone's for admins (recorded in
   * the audit trail). Takes effect on the next request made with it, on every gateway.
   */
  async revoke(request: TokensRequest, id: unknown): Promise<{ id: string }> {
    const actor = requireSignedIn(request.user);
    const record = objectIdSchema.safeParse(id).success
      ? await ApiTokenModel.findOne({ _id: id as string, revokedAt: null }).lean<ApiTokenRecord>()
      : null;
    authorize(
      tokensPolicy,
      'revoke',
      actor,
      record ? { userId: record.userId.toString() } : null,
      TOKEN_NOT_FOUND,
    );
    if (!record) throw notFound(TOKEN_NOT_FOUND);
    const now = new Date();
    const revoked = await ApiTokenModel.updateOne(
      { _id: record._id, revokedAt: null },
      { $set: { revokedAt: now, purgeAt: new Date(now.getTime() + KEEP_AFTER_END_MS) } },
    );
    if (revoked.modifiedCount !== 1) throw notFound(TOKEN_NOT_FOUND);
    const ownerId = record.userId.toString();
    this.logger.info({ actorId: actor.id, tokenId: record._id.toString(), ownerId }, 'api token revoked');
    if (ownerId !== actor.id) {
      const owner = await this.users.findById(ownerId);
      if (owner) {
        await this.audit()?.tokenRevoked(
          actor,
          owner,
          { id: record._id.toString(), name: record.name },
          request.meta.ip,
        );
      }
    }
    return { id: record._id.toString() };
  }

  /** The user and token behind a bearer secret, or why it is refused; notes when it was last used. */
  async resolveBearer(secret: string): Promise<BearerResolution> {
    if (!TOKEN_PATTERN.test(secret)) return { ok: false, message: BEARER_MESSAGES.malformed };
    const record = await ApiTokenModel.findOne({ hash: hashToken(secret) }).lean<ApiTokenRecord>();
    if (!record) return { ok: false, message: BEARER_MESSAGES.unknown };
    if (record.revokedAt) return { ok: false, message: BEARER_MESSAGES.revoked };
    const now = Date.now();
    if (record.expiresAt && record.expiresAt.getTime() <= now)
      return { ok: false, message: BEARER_MESSAGES.expired(record.expiresAt) };
    const user = await this.users.findById(record.userId);
    if (!user) return { ok: false, message: BEARER_MESSAGES.unknown };
    if (!record.lastUsedAt || now - record.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
      await ApiTokenModel.updateOne({ _id: record._id }, { $set: { lastUsedAt: new Date(now) } });
    }
    return { ok: true, user, token: { id: record._id.toString(), name: record.name, scope: record.scope } };
  }

  /**
   * Whether a token still works (not revoked, not expired, its account there): for connections that
   * outlive one request, such as an MCP session's event stream, checked before they carry anything.
   */
  async isActive(tokenId: string): Promise<boolean> {
    if (!Types.ObjectId.isValid(tokenId)) return false;
    const record = await ApiTokenModel.findOne({ _id: tokenId, revokedAt: null }).lean<ApiTokenRecord>();
    if (!record || (record.expiresAt && record.expiresAt.getTime() <= Date.now())) return false;
    return (await this.users.findById(record.userId.toString())) !== null;
  }

  /** The account-deletion step of this domain: every token of the person. */
  async deleteOfUser(userId: string): Promise<void> {
    if (Types.ObjectId.isValid(userId))
      await ApiTokenModel.deleteMany({ userId: new Types.ObjectId(userId) });
  }

  private async listOf(userId: string): Promise<ApiTokenView[]> {
    const records = await ApiTokenModel.find({ userId: new Types.ObjectId(userId), revokedAt: null })
      .sort({ createdAt: -1, _id: -1 })
      .lean<ApiTokenRecord[]>();
    const now = Date.now();
    return records.map((record) => toView(record, now));
  }
}
