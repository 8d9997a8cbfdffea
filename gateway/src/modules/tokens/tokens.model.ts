// Personal API tokens (issue 19): only the secret's sha256 is kept, never the secret. Persistence only.
import { Schema, type Types } from 'mongoose';
import { declareModel, recordSchema } from '../../shared/model.js';
import type { TokenScope } from '../../shared/access/actor.js';

export interface ApiTokenRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  name: string;
  scope: TokenScope;
  /** sha256 (base64url) of the whole secret, `ts_pat_…`. */
  hash: string;
  /** The secret's first characters after `ts_pat_`, shown in lists so a person can tell tokens apart. */
  prefix: string;
  createdAt: Date;
  /** null: never expires. */
  expiresAt: Date | null;
  /** Last request made with it (to within LAST_USED_EVERY_MS). */
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  /** When the record itself goes (TTL): a while after it was revoked or expired. */
  purgeAt: Date | null;
}

const apiTokenSchema = recordSchema<ApiTokenRecord>('api_tokens', {
  userId: { type: Schema.Types.ObjectId, required: true },
  name: { type: String, required: true },
  scope: { type: String, enum: ['read', 'write'], required: true },
  hash: { type: String, required: true },
  prefix: { type: String, required: true },
  createdAt: { type: Date, required: true },
  expiresAt: { type: Date, default: null },
  lastUsedAt: { type: Date, default: null },
  revokedAt: { type: Date, default: null },
  purgeAt: { type: Date, default: null },
});
apiTokenSchema.index({ hash: 1 }, { unique: true });
apiTokenSchema.index({ userId: 1, createdAt: -1 });
apiTokenSchema.index({ purgeAt: 1 }, { expireAfterSeconds: 0 });

export const ApiTokenModel = declareModel<ApiTokenRecord>('ApiToken', apiTokenSchema);
