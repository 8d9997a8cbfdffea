// Server-side sessions: an opaque random id in the cookie, its sha256 in MongoDB with a TTL. One store,
// injected into the services that start, resolve or end sessions (auth, users).
import { createHash, randomBytes } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type mongoose from 'mongoose';
import { Schema, type Types } from 'mongoose';
import { expiringModel } from '../model.js';

const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** A session used after half its lifetime has passed is extended (rolling sessions). */
const RENEW_AFTER_MS = SESSION_TTL_MS / 2;

export const sha256 = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

/** Sessions' last-seen time is written at most this often (a request is not a database write). */
export const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;
/** The longest User-Agent kept (the list of sessions shows browser and OS from it). */
const MAX_USER_AGENT = 512;

export interface SessionRecord {
  /** sha256 of the opaque session id held in the cookie */
  _id: string;
  userId: mongoose.Types.ObjectId;
  createdAt: Date;
  expiresAt: Date;
  /** The browser's User-Agent at sign-in (truncated), for the list of sessions. */
  userAgent?: string | null;
  /** The address at sign-in, approximated (IPv4 /24, IPv6 /48): never the full address. */
  approximateIp?: string | null;
  /** Last request made with it (to within LAST_SEEN_EVERY_MS). */
  lastSeenAt?: Date | null;
}

/** Where a session was started from (sign-in, registration). */
export interface SessionOrigin {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export const SessionModel = expiringModel<SessionRecord>('Session', 'sessions', {
  _id: { type: String, required: true },
  userId: { type: Schema.Types.ObjectId, required: true, index: true },
  createdAt: { type: Date, required: true },
  expiresAt: { type: Date, required: true },
  userAgent: { type: String, default: null },
  approximateIp: { type: String, default: null },
  lastSeenAt: { type: Date, default: null },
});

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export interface ResolvedSession {
  userId: Types.ObjectId;
  /** The stored id (sha256 of the token). */
  id: string;
  /** Set when the session was just extended: the cookie must be sent again with this expiry. */
  renewedUntil: Date | null;
}

const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * An address made approximate: IPv4 (and IPv4-mapped IPv6) to its /24, IPv6 to its /48, as CIDR
 * text; null when it is not an address.
 */
export function approximateIp(ip: string): string | null {
  if (!ipaddr.isValid(ip)) return null;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  if (address.kind() === 'ipv4') {
    const [a, b, c] = (address as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (address as ipaddr.IPv6).parts.slice(0, 3);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0, 0]).toString()}/48`;
}

export class SessionStore {
  async create(userId: Types.ObjectId | string, origin: SessionOrigin = {}): Promise<IssuedSession> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    const expiresAt = new Date(now + SESSION_TTL_MS);
    await SessionModel.create({
      _id: sha256(token),
      userId,
      createdAt: new Date(now),
      expiresAt,
      userAgent: origin.userAgent ? origin.userAgent.slice(0, MAX_USER_AGENT) : null,
      approximateIp: origin.ip ? approximateIp(origin.ip) : null,
      lastSeenAt: new Date(now),
    });
    return { token, expiresAt };
  }

  async resolve(token: string): Promise<ResolvedSession | null> {
    if (!SESSION_TOKEN.test(token)) return null;
    const id = sha256(token);
    const session = await SessionModel.findById(id).lean();
    const now = Date.now();
    if (!session || session.expiresAt.getTime() <= now) return null;
    const seen = !session.lastSeenAt || now - session.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS;
    if (session.expiresAt.getTime() - now > SESSION_TTL_MS - RENEW_AFTER_MS) {
      if (seen) await SessionModel.updateOne({ _id: id }, { $set: { lastSeenAt: new Date(now) } });
      return { userId: session.userId, id, renewedUntil: null };
    }
    const renewedUntil = new Date(now + SESSION_TTL_MS);
    await SessionModel.updateOne(
      { _id: id },
      { $set: { expiresAt: renewedUntil, lastSeenAt: new Date(now) } },
    );
    return { userId: session.userId, id, renewedUntil };
  }

  /** A user's live sessions, most recently seen first. */
  async listOf(userId: Types.ObjectId | string): Promise<SessionRecord[]> {
    return SessionModel.find({ userId, expiresAt: { $gt: new Date() } })
      .sort({ lastSeenAt: -1, createdAt: -1 })
      .lean<SessionRecord[]>();
  }

  /** Ends one session of a user by its stored id; false when it is not theirs or already gone. */
  async revokeStored(userId: Types.ObjectId | string, storedId: string): Promise<boolean> {
    const { deletedCount } = await SessionModel.deleteOne({ _id: storedId, userId });
    return deletedCount === 1;
  }

  /** Ends every session of a user but the one with this token; returns how many. */
  async revokeOthers(userId: Types.ObjectId | string, keepToken: string): Promise<number> {
    const { deletedCount } = await SessionModel.deleteMany({ userId, _id: { $ne: sha256(keepToken) } });
    return deletedCount;
  }

  async revoke(token: string): Promise<void> {
    await SessionModel.deleteOne({ _id: sha256(token) });
  }

  /** Ends every session of a user (password reset, role change, deletion); returns how many. */
  async revokeAll(userId: Types.ObjectId | string): Promise<number> {
    const { deletedCount } = await SessionModel.deleteMany({ userId });
    return deletedCount;
  }
}
