// Input and answer shapes of project members and invitations (issue 29). Unknown fields are refused.
import { z } from 'zod';
import { MEMBER_ROLES } from '../../shared/access/policy.js';
import { acceptingReadOnly } from '../../shared/read-only.js';
import { emailSchema } from '../users/index.js';

const role = z.enum(MEMBER_ROLES as ['editor', 'viewer'], {
  message: 'Role must be editor or viewer.',
});

export const inviteMemberInput = z.strictObject({
  email: emailSchema,
  role,
});

export const invitationTokenInput = z
  .string({ message: 'The invitation link is not valid.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The invitation link is not valid.');

/** A member of a project as its members see it; the owner is listed too (role owner). */
export const memberAnswer = z
  .object({
    userId: z.string(),
    username: z.string(),
    email: z.string(),
    role: z.enum(['owner', 'editor', 'viewer']),
    /** ISO-8601: when they joined; the project's creation for its owner. */
    since: z.iso.datetime(),
  })
  .meta({ id: 'ProjectMember' });

/** A pending invitation as the project's owner sees it (never its token). */
export const invitationAnswer = z
  .object({
    id: z.string(),
    projectId: z.string(),
    email: z.string(),
    role: z.enum(['editor', 'viewer']),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'ProjectInvitation' });

/** What accepting an invitation answers: the project it opened, and the role in it. */
export const acceptedAnswer = z
  .object({ projectId: z.string(), projectSlug: z.string(), role: z.enum(['editor', 'viewer']) })
  .meta({ id: 'AcceptedInvitation' });

/**
 * What the acceptance page shows to whoever holds an invitation link (never the token's project id):
 * the project's name, who invited, the role offered, the invited address and the expiry.
 */
export const invitationPreviewAnswer = z
  .object({
    projectName: z.string(),
    /** null when the inviter's account is gone. */
    inviterUsername: z.string().nullable(),
    role: z.enum(['editor', 'viewer']),
    email: z.string(),
    expiresAt: z.iso.datetime(),
    /** Whether the signed-in account has the invited address (it may accept); null when signed out. */
    viewerIsInvitee: z.boolean().nullable(),
  })
  .meta({ id: 'InvitationPreview' });

/** PATCH /api/projects/{id}/members/{userId}: the role; the rest of the member as GET answered it is ignored. */
export const changeRoleInput = acceptingReadOnly(z.strictObject({ role }), memberAnswer);
