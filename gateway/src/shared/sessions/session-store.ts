// Server-side sessions: an opaque random id in the cookie, its sha256 in MongoDB with a TTL. One store,
// injected into the services that start, resolve or end sessions (auth, users).
import { createHash, randomBytes } from 'node:crypto';
import mongoose, { Schema, type Types } from 'mongoose';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** A session used after half its lifetime has passed is extended (rolling sessions). */
const RENEW_AFTER_MS = SESSION_TTL_MS / 2;

export const sha256 = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

export interface SessionRecord {
  /** sha256 of the opaque session id held in the cookie */
  _id: string;
  userId: mongoose.Types.ObjectId;
  createdAt: Date;
  expiresAt: Date;
}

const sessionSchema = new Schema<SessionRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'sessions', versionKey: false },
);
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const SessionModel =
  (mongoose.models.Session as mongoose.Model<SessionRecord> | undefined) ??
  mongoose.model<SessionRecord>('Session', sessionSchema);

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export interface ResolvedSession {
  userId: Types.ObjectId;
  /** Set when the session was just extended: the cookie must be sent again with this expiry. */
  renewedUntil: Date | null;
}

const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export class SessionStore {
  async create(userId: Types.ObjectId | string): Promise<IssuedSession> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    const expiresAt = new Date(now + SESSION_TTL_MS);
    await SessionModel.create({ _id: sha256(token), userId, createdAt: new Date(now), expiresAt });
    return { token, expiresAt };
  }

  async resolve(token: string): Promise<ResolvedSession | null> {
    if (!SESSION_TOKEN.test(token)) return null;
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

  async revoke(token: string): Promise<void> {
    await SessionModel.deleteOne({ _id: sha256(token) });
  }

  /** Ends every session of a user (password reset, role change, deletion); returns how many. */
  async revokeAll(userId: Types.ObjectId | string): Promise<number> {
    const { deletedCount } = await SessionModel.deleteMany({ userId });
    return deletedCount;
  }
}
