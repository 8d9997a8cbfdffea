// The audit trail (issue 21 §5): role changes, account deletions, token revocations by admins and
// sign-ins from a new browser, appended to audit_log with who, what, whom, when and the actor's IP.
// Admins read and filter it; each person reads the entries about them or made by them. Entries are
// never changed, except that a deleted account's name and email are scrubbed (its id stays).
import { Types } from 'mongoose';
import type { AuditEntry, AuditPage } from '../../gql/resolvers.js';
import type { Actor } from '../../shared/access/actor.js';
import { parseInput } from '../../shared/validate.js';
import type { AuditActionName } from '@thesis-studio/domain';
import {
  AuditEntryModel,
  KnownBrowserModel,
  type AuditEntryRecord,
  type AuditPartyRecord,
} from './account.model.js';
import { auditFilterInput, auditPageInput, toBound } from './account.schemas.js';
import { describeUserAgent } from './user-agent.js';

const DEFAULT_AUDIT_PAGE = 50;

/** A filter on audit_log (dotted paths into actor and subject). */
type Filter = Record<string, unknown>;

/** Who an entry names: an account as it is now. */
export const partyOf = (user: Pick<Actor, 'id' | 'username' | 'email'>): AuditPartyRecord => ({
  id: user.id,
  name: user.username,
  email: user.email,
  deleted: false,
});

/** A deleted account: its id only. */
export const deletedParty = (id: string): AuditPartyRecord => ({
  id,
  name: null,
  email: null,
  deleted: true,
});

export interface AuditRecordInput {
  action: AuditActionName;
  actor: AuditPartyRecord | null;
  subject: AuditPartyRecord;
  ip?: string | null;
  fromRole?: string | null;
  toRole?: string | null;
  browser?: string | null;
  os?: string | null;
  tokenId?: string | null;
  tokenName?: string | null;
}

const toEntry = (record: AuditEntryRecord, options: { showIp: boolean }): AuditEntry => ({
  id: record._id.toString(),
  action: record.action,
  actor: record.actor ? { ...record.actor, deleted: record.actor.deleted ?? false } : null,
  subject: { ...record.subject, deleted: record.subject.deleted ?? false },
  fromRole: (record.fromRole as AuditEntry['fromRole']) ?? null,
  toRole: (record.toRole as AuditEntry['toRole']) ?? null,
  browser: record.browser ?? null,
  os: record.os ?? null,
  tokenId: record.tokenId ?? null,
  tokenName: record.tokenName ?? null,
  ip: options.showIp ? (record.ip ?? null) : null,
  createdAt: record.createdAt.toISOString(),
});

/** An account id or an email, as a filter on one party of an entry. */
function partyFilter(field: 'actor' | 'subject', value: string): Filter {
  return /^[0-9a-f]{24}$/i.test(value)
    ? { [`${field}.id`]: value.toLowerCase() }
    : { [`${field}.email`]: value.toLowerCase() };
}

export class AuditLog {
  async record(input: AuditRecordInput): Promise<void> {
    await AuditEntryModel.create({
      action: input.action,
      actor: input.actor,
      subject: input.subject,
      fromRole: input.fromRole ?? null,
      toRole: input.toRole ?? null,
      browser: input.browser ?? null,
      os: input.os ?? null,
      tokenId: input.tokenId ?? null,
      tokenName: input.tokenName ?? null,
      ip: input.ip ?? null,
      createdAt: new Date(),
    });
  }

  /**
   * A sign-in: records the browser and OS (names) as known for the account, and an entry when they
   * were not known before. The first session of an account (registration) is not news.
   */
  async signedIn(
    user: Actor,
    meta: { ip: string; userAgent?: string | undefined },
    first: boolean,
  ): Promise<boolean> {
    const info = describeUserAgent(meta.userAgent);
    const inserted = await KnownBrowserModel.updateOne(
      { userId: new Types.ObjectId(user.id), key: info.key },
      { $setOnInsert: { firstSeenAt: new Date() } },
      { upsert: true },
    ).catch((error: unknown) => {
      // Two sign-ins from the same new browser at once: the other one recorded it.
      if ((error as { code?: unknown }).code === 11000) return { upsertedCount: 0 };
      throw error;
    });
    if (inserted.upsertedCount === 0 || first) return false;
    await this.record({
      action: 'new_browser_sign_in',
      actor: partyOf(user),
      subject: partyOf(user),
      ip: meta.ip,
      browser: info.browser,
      os: info.os,
    });
    return true;
  }

  /** Admins: every entry, newest first, filtered and paged. */
  async list(filterInput: unknown, pageInput: unknown): Promise<AuditPage> {
    const filter = parseInput(auditFilterInput, filterInput ?? {});
    const conditions: Array<Filter> = [];
    if (filter.action) conditions.push({ action: filter.action });
    if (filter.actor) conditions.push(partyFilter('actor', filter.actor));
    if (filter.subject) conditions.push(partyFilter('subject', filter.subject));
    if (filter.from) conditions.push({ createdAt: { $gte: new Date(filter.from) } });
    if (filter.to) conditions.push({ createdAt: { $lt: toBound(filter.to) } });
    return this.page(conditions, pageInput, () => true);
  }

  /** A person's own entries: about them or made by them. The IP only of what they did themselves. */
  async listOwn(user: Actor, pageInput: unknown): Promise<AuditPage> {
    return this.page(
      [{ $or: [{ 'actor.id': user.id }, { 'subject.id': user.id }] }],
      pageInput,
      (record) => record.actor?.id === user.id,
    );
  }

  /** Entries about or by an account (the export), oldest first, as a cursor. */
  cursorOf(userId: string) {
    return AuditEntryModel.find({ $or: [{ 'actor.id': userId }, { 'subject.id': userId }] })
      .sort({ createdAt: 1, _id: 1 })
      .lean<AuditEntryRecord>()
      .cursor();
  }

  /** A deleted account: the entries naming it keep its id, never its name or email. */
  async scrub(userId: string): Promise<void> {
    for (const field of ['actor', 'subject'] as const) {
      await AuditEntryModel.updateMany(
        { [`${field}.id`]: userId },
        { $set: { [`${field}.name`]: null, [`${field}.email`]: null, [`${field}.deleted`]: true } },
        { auditScrub: true } as never,
      );
    }
  }

  /** Forgets the browsers an account signed in from (its deletion). */
  async forgetBrowsers(userId: string): Promise<void> {
    if (Types.ObjectId.isValid(userId))
      await KnownBrowserModel.deleteMany({ userId: new Types.ObjectId(userId) });
  }

  private async page(
    conditions: Array<Filter>,
    pageInput: unknown,
    showIp: (record: AuditEntryRecord) => boolean,
  ): Promise<AuditPage> {
    const page = parseInput(auditPageInput, pageInput ?? {});
    const limit = page.limit ?? DEFAULT_AUDIT_PAGE;
    const base: Filter = conditions.length > 0 ? { $and: conditions } : {};
    const after: Array<Filter> = [];
    if (page.cursor) {
      const [time, id] = page.cursor.split('_') as [string, string];
      const at = new Date(Number(time));
      const before = new Types.ObjectId(id);
      after.push({ $or: [{ createdAt: { $lt: at } }, { createdAt: at, _id: { $lt: before } }] });
    }
    const query: Filter = after.length > 0 ? { $and: [base, ...after] } : base;
    const [records, total] = await Promise.all([
      AuditEntryModel.find(query as never)
        .sort({ createdAt: -1, _id: -1 })
        .limit(limit + 1)
        .lean<AuditEntryRecord[]>(),
      AuditEntryModel.countDocuments(base as never),
    ]);
    const shown = records.slice(0, limit);
    const last = shown[shown.length - 1];
    return {
      entries: shown.map((record) => toEntry(record, { showIp: showIp(record) })),
      total,
      nextCursor:
        records.length > limit && last ? `${last.createdAt.getTime()}_${last._id.toString()}` : null,
    };
  }
}
