// Password-reset and email-change tokens. Only hashes of the secrets are stored; a TTL index expires them.
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

/** A pending change of an account's email address: the new address confirms it with the mailed token. */
export interface EmailChangeRecord {
  /** sha256 of the token sent to the new address */
  _id: string;
  userId: mongoose.Types.ObjectId;
  newEmail: string;
  expiresAt: Date;
  usedAt: Date | null;
}

const emailChangeSchema = new Schema<EmailChangeRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    newEmail: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { collection: 'email_changes', versionKey: false },
);
emailChangeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const EmailChangeModel = declareModel<EmailChangeRecord>('EmailChange', emailChangeSchema);
