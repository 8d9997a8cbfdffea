// Server-side sessions: an opaque random id in the cookie, its sha256 in MongoDB with a TTL.
import { createHash, randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { SessionModel } from './auth.model.js';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** A session used after half its lifetime has passed is extended (rolling sessions). */
const RENEW_AFTER_MS = SESSION_TTL_MS / 2;

export const sha256 = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(userId: Types.ObjectId | string): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const expiresAt = new Date(now + SESSION_TTL_MS);
  await SessionModel.create({ _id: sha256(token), userId, createdAt: new Date(now), expiresAt });
  return { token, expiresAt };
}

export interface ResolvedSession {
  userId: Types.ObjectId;
  /** Set when the session was just extended: the cookie must be sent again with this expiry. */
  renewedUntil: Date | null;
}

export async function resolveSession(token: string): Promise<ResolvedSession | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const id = sha256(token);
  const session = await SessionModel.findById(id).lean();
  const now = Date.now();
  if (!session || session.expiresAt.getTime() <= now) return null;
  if (session.expiresAt.getTime() - now > SESSION_TTL_MS - RENEW_AFTER_MS) {
    return { userId: session.userId, renewedUntil: null };
  }
  const renewedUntil = new Date(now + SESSION_TTL_MS);
  await SessionModel.updateOne({ _id: id }, { $set: { expiresAt: renewedUntil } });
  return { userId: session.userId, renewedUntil };
}

export async function revokeSession(token: string): Promise<void> {
  await SessionModel.deleteOne({ _id: sha256(token) });
}

export async function revokeAllSessions(userId: Types.ObjectId | string): Promise<number> {
  const { deletedCount } = await SessionModel.deleteMany({ userId });
  return deletedCount;
}
