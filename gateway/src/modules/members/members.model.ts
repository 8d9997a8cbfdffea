// Project memberships (issue 29): who besides its owner may see a project, and as what. Persistence only.
import { Schema } from 'mongoose';
import { MEMBER_ROLES } from '../../shared/access/policy.js';
import { declareModel, type CreatedRecord } from '../../shared/model.js';

const membershipSchema = new Schema(
  {
    projectId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    role: { type: String, enum: MEMBER_ROLES, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'memberships', versionKey: false },
);
membershipSchema.index({ projectId: 1, userId: 1 }, { unique: true });
membershipSchema.index({ userId: 1 });

export type MembershipRecord = CreatedRecord<typeof membershipSchema>;

export const MembershipModel = declareModel<MembershipRecord>('Membership', membershipSchema);
