// Password-reset tokens. Only hashes of the secrets are stored; a TTL index expires them.
import type mongoose from 'mongoose';
import { Schema } from 'mongoose';
import { declareModel } from '../../shared/model.js';

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

export const PasswordResetModel = declareModel<PasswordResetRecord>('PasswordReset', passwordResetSchema);
