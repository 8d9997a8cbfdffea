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

/**
 * Invitations to a project (issue 29): an address, the role it is offered, and the sha256 of the
 * single-use token its mail carries (the token itself is never stored). Valid 7 days; accepting sets
 * `acceptedAt`; revoking deletes it.
 */
const invitationSchema = new Schema(
  {
    projectId: { type: Schema.Types.ObjectId, required: true },
    /** Lower-cased. */
    email: { type: String, required: true },
    role: { type: String, enum: MEMBER_ROLES, required: true },
    tokenHash: { type: String, required: true },
    invitedBy: { type: Schema.Types.ObjectId, default: null },
    expiresAt: { type: Date, required: true },
    acceptedAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'invitations', versionKey: false },
);
invitationSchema.index({ tokenHash: 1 }, { unique: true });
invitationSchema.index({ projectId: 1, email: 1 });
invitationSchema.index({ email: 1 });
invitationSchema.index({ invitedBy: 1 });

export type InvitationRecord = CreatedRecord<typeof invitationSchema>;

export const InvitationModel = declareModel<InvitationRecord>('Invitation', invitationSchema);
