// Sessions and password-reset tokens. Only hashes of the secrets are stored; TTL indexes expire them.
import mongoose, { Schema } from 'mongoose';

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

export interface PasswordResetRecord {
  /** sha256 of the token sent by mail */
  _id: string;
  userId: mongoose.Types.ObjectId;
  expiresAt: Date;
  usedAt: Date | null;
}

const passwordResetSchema = new Schema<PasswordResetRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { collection: 'password_resets', versionKey: false },
);
passwordResetSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const PasswordResetModel =
  (mongoose.models.PasswordReset as mongoose.Model<PasswordResetRecord> | undefined) ??
  mongoose.model<PasswordResetRecord>('PasswordReset', passwordResetSchema);
