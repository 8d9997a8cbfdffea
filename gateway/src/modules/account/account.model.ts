// The account domain's collections: deletion jobs (account_deletions), the audit trail (audit_log,
// append-only) and the browsers each account has signed in from (known_browsers). Persistence only.
import type mongoose from 'mongoose';
import { Schema, type Types } from 'mongoose';
import { declareModel, recordSchema } from '../../shared/model.js';
import { AUDIT_ACTIONS, ROLES, type AuditActionName } from '@thesis-studio/domain';

/**
 * A deletion in progress: who, and which steps are done. Written before the first step and removed
 * once the last one is done, so a deletion cut short resumes (on the next start, or by another
 * gateway process once the lease lapses) where it stopped.
 */
export interface AccountDeletionRecord {
  _id: Types.ObjectId;
  userId: string;
  /** Lower-cased; kept only while the deletion runs (records found by email are deleted with it). */
  email: string;
  kind: 'self' | 'admin';
  /** The admin who deleted the account (kind 'admin'). */
  actorId: string | null;
  stepsDone: string[];
  attempts: number;
  lastError: string | null;
  /** The gateway process running it, and until when (renewed after every step). */
  leaseOwner: string | null;
  leaseUntil: Date | null;
  startedAt: Date;
  updatedAt: Date;
}

const deletionSchema = recordSchema<AccountDeletionRecord>('account_deletions', {
  userId: { type: String, required: true, unique: true },
  email: { type: String, required: true },
  kind: { type: String, enum: ['self', 'admin'], required: true },
  actorId: { type: String, default: null },
  stepsDone: { type: [String], default: [] },
  attempts: { type: Number, default: 0 },
  lastError: { type: String, default: null },
  leaseOwner: { type: String, default: null },
  leaseUntil: { type: Date, default: null },
  startedAt: { type: Date, required: true },
  updatedAt: { type: Date, required: true },
});

export const AccountDeletionModel = declareModel<AccountDeletionRecord>('AccountDeletion', deletionSchema);

/** Someone an entry names: the id always; the name and email until their account is deleted. */
export interface AuditPartyRecord {
  id: string;
  name: string | null;
  email: string | null;
  deleted: boolean;
}

export interface AuditEntryRecord {
  _id: Types.ObjectId;
  action: AuditActionName;
  /** null: the system (ADMIN_EMAIL at start, the create-admin command). */
  actor: AuditPartyRecord | null;
  subject: AuditPartyRecord;
  fromRole: string | null;
  toRole: string | null;
  browser: string | null;
  os: string | null;
  tokenId: string | null;
  tokenName: string | null;
  /** The actor's address, as the request came (rate limits and abuse need the whole address). */
  ip: string | null;
  createdAt: Date;
}

const partySchema = new Schema<AuditPartyRecord>(
  {
    id: { type: String, required: true },
    name: { type: String, default: null },
    email: { type: String, default: null },
    deleted: { type: Boolean, default: false },
  },
  { _id: false },
);

const auditSchema = recordSchema<AuditEntryRecord>('audit_log', {
  action: { type: String, enum: AUDIT_ACTIONS, required: true },
  actor: { type: partySchema, default: null },
  subject: { type: partySchema, required: true },
  fromRole: { type: String, enum: [...ROLES, null], default: null },
  toRole: { type: String, enum: [...ROLES, null], default: null },
  browser: { type: String, default: null },
  os: { type: String, default: null },
  tokenId: { type: String, default: null },
  tokenName: { type: String, default: null },
  ip: { type: String, default: null },
  createdAt: { type: Date, required: true },
});
auditSchema.index({ createdAt: -1, _id: -1 });
auditSchema.index({ 'actor.id': 1, createdAt: -1 });
auditSchema.index({ 'subject.id': 1, createdAt: -1 });
auditSchema.index({ action: 1, createdAt: -1 });

// Append-only: entries are never replaced or deleted; the one update allowed is the scrub of a
// deleted account's name and email (AuditLog.scrub passes { auditScrub: true }).
const refuse = (operation: string) =>
  function (this: mongoose.Query<unknown, unknown>) {
    if ((this.getOptions() as { auditScrub?: boolean }).auditScrub === true && operation === 'updateMany')
      return;
    throw new Error(`audit_log is append-only: ${operation} is not allowed`);
  };
for (const operation of [
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'deleteOne',
  'deleteMany',
] as const) {
  auditSchema.pre(operation, refuse(operation));
}

export const AuditEntryModel = declareModel<AuditEntryRecord>('AuditEntry', auditSchema);

/** A browser and OS an account has signed in from (the new-browser sign-in check). */
export interface KnownBrowserRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  /** e.g. 'Firefox|macOS' (names, not versions: an update is not a new browser). */
  key: string;
  firstSeenAt: Date;
}

const knownBrowserSchema = recordSchema<KnownBrowserRecord>('known_browsers', {
  userId: { type: Schema.Types.ObjectId, required: true },
  key: { type: String, required: true },
  firstSeenAt: { type: Date, required: true },
});
knownBrowserSchema.index({ userId: 1, key: 1 }, { unique: true });

export const KnownBrowserModel = declareModel<KnownBrowserRecord>('KnownBrowser', knownBrowserSchema);
