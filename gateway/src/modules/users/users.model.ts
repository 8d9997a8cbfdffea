// User accounts (spec §3 User). Persistence only; rules live in users.service.ts.
import { DEFAULT_LANGUAGE, LANGUAGES, ROLES } from '@thesis-studio/domain';
import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { declareModel } from '../../shared/model.js';

const userSchema = new Schema(
  {
    username: { type: String, required: true, trim: true },
    /** Stored trimmed and lower-cased, so uniqueness is case-insensitive. */
    email: { type: String, required: true, trim: true, lowercase: true, unique: true },
    passwordHash: { type: String, required: true },
    role: { type: String, enum: ROLES, required: true, default: 'user' },
    /** Spelling variant the user reads in (spec §1), chosen in the header. */
    language: { type: String, enum: LANGUAGES, required: true, default: DEFAULT_LANGUAGE },
  },
  { timestamps: true, collection: 'users' },
);

export type UserRecord = InferSchemaType<typeof userSchema> & { _id: mongoose.Types.ObjectId };
export type UserDocument = HydratedDocument<UserRecord>;

export const UserModel = declareModel<UserRecord>('User', userSchema);

/** A one-row claim: whoever inserts it first on an empty database is the first admin. */
const claimSchema = new Schema(
  { _id: { type: String, required: true }, userId: Schema.Types.ObjectId },
  {
    collection: 'claims',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);
export const ClaimModel =
  (mongoose.models.Claim as mongoose.Model<{ _id: string; userId: mongoose.Types.ObjectId }> | undefined) ??
  mongoose.model('Claim', claimSchema);
