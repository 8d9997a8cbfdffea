// Password-reset and email-change tokens. Only hashes of the secrets are stored; a TTL index expires them.
import type mongoose from 'mongoose';
import { Schema } from 'mongoose';
import { expiringModel } from '../../shared/model.js';

/** A single-use token mailed for an account: only its hash is kept, until it is used or expires. */
interface MailedTokenRecord {
  /** sha256 of the token sent by mail */
  _id: string;
  userId: mongoose.Types.ObjectId;
  expiresAt: Date;
  usedAt: Date | null;
}

export type PasswordResetRecord = MailedTokenRecord;

const mailedTokenFields = {
  _id: { type: String, required: true },
  userId: { type: Schema.Types.ObjectId, required: true, index: true },
  expiresAt: { type: Date, required: true },
  usedAt: { type: Date, default: null },
};

export const PasswordResetModel = expiringModel<PasswordResetRecord>(
  'PasswordReset',
  'password_resets',
  mailedTokenFields,
);

/**
 * A pending change of an account's email address: the new address confirms it with the mailed token
 * (its `_id` is the sha256 of the token sent to the new address).
 */
export interface EmailChangeRecord extends MailedTokenRecord {
  newEmail: string;
}

export const EmailChangeModel = expiringModel<EmailChangeRecord>('EmailChange', 'email_changes', {
  ...mailedTokenFields,
  newEmail: { type: String, required: true },
});
