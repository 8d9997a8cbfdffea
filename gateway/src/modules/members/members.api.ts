// The REST contract of project members and invitations (GatewayModule.api; see shared/openapi/contract.ts).
import { z } from 'zod';
import { deletedAnswer, objectIdString } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import {
  acceptedAnswer,
  changeRoleInput,
  invitationAnswer,
  invitationPreviewAnswer,
  inviteMemberInput,
  memberAnswer,
} from './members.schemas.js';

const projectPath = z.object({
  id: z.string().meta({ description: 'The project’s id (24 hexadecimal characters) or its slug.' }),
});
const memberPath = projectPath.extend({
  userId: objectIdString.meta({ description: 'The member’s user id.' }),
});
const invitationPath = projectPath.extend({
  invitationId: objectIdString.meta({ description: 'The invitation’s id.' }),
});
const tokenPath = z.object({
  token: z.string().meta({ description: 'The token of the invitation link (/invitations/{token}).' }),
});

export const membersApi = defineApi(
  {
    name: 'Members',
    description:
      'Who a project is shared with (issue 29): editors and viewers, invited by email by the project’s owner.',
  },
  {
    listMembers: {
      method: 'get',
      path: '/api/projects/{id}/members',
      summary: 'A project’s members',
      description: 'Its owner first, then its editors and viewers. Any member may ask.',
      access: 'user',
      params: projectPath,
      responses: { 200: { description: 'The members.', schema: memberAnswer.array() } },
      errors: [404],
    },
    inviteMember: {
      method: 'post',
      path: '/api/projects/{id}/members',
      summary: 'Invite someone by email',
      description:
        'The owner (or an admin) invites an address as editor or viewer: a mail carries a single-use link valid 7 days. A pending invitation of the same address is replaced. Capped per hour (429).',
      access: 'user',
      params: projectPath,
      body: inviteMemberInput,
      responses: { 201: { description: 'The pending invitation.', schema: invitationAnswer } },
      errors: [400, 403, 404, 409, 429],
    },
    changeMemberRole: {
      method: 'patch',
      path: '/api/projects/{id}/members/{userId}',
      summary: 'Change a member’s role',
      access: 'user',
      params: memberPath,
      body: changeRoleInput,
      responses: { 200: { description: 'The member with their new role.', schema: memberAnswer } },
      errors: [400, 403, 404, 409],
    },
    removeMember: {
      method: 'delete',
      path: '/api/projects/{id}/members/{userId}',
      summary: 'Remove a member, or leave',
      description:
        'The owner (or an admin) removes a member; a member leaves with their own id. The owner cannot.',
      access: 'user',
      params: memberPath,
      responses: { 200: { description: 'The removed member’s user id.', schema: deletedAnswer } },
      errors: [403, 404, 409],
    },
    listInvitations: {
      method: 'get',
      path: '/api/projects/{id}/invitations',
      summary: 'A project’s pending invitations',
      access: 'user',
      params: projectPath,
      responses: {
        200: { description: 'Unused, unexpired, newest first.', schema: invitationAnswer.array() },
      },
      errors: [403, 404],
    },
    revokeInvitation: {
      method: 'delete',
      path: '/api/projects/{id}/invitations/{invitationId}',
      summary: 'Revoke an invitation',
      access: 'user',
      params: invitationPath,
      responses: { 200: { description: 'The revoked invitation’s id.', schema: deletedAnswer } },
      errors: [403, 404],
    },
    resendInvitation: {
      method: 'post',
      path: '/api/projects/{id}/invitations/{invitationId}/resend',
      summary: 'Send an invitation again',
      description:
        'A pending invitation gets a fresh link (the old one stops working) valid 7 more days, mailed again. Counts towards the hourly cap (429).',
      access: 'user',
      params: invitationPath,
      responses: { 200: { description: 'The renewed invitation.', schema: invitationAnswer } },
      errors: [403, 404, 429],
    },
    previewInvitation: {
      method: 'get',
      path: '/api/invitations/{token}',
      summary: 'What an invitation link offers',
      description:
        'For whoever holds the link: the project’s name, who invited, the role, the invited address and the expiry. A forged link answers 404; an expired or used one 409.',
      access: 'public',
      params: tokenPath,
      responses: { 200: { description: 'The invitation.', schema: invitationPreviewAnswer } },
      errors: [404, 409],
    },
    acceptInvitation: {
      method: 'post',
      path: '/api/invitations/{token}/accept',
      summary: 'Accept an invitation',
      description:
        'By the signed-in account with the invited address only (another account: 403). A forged link answers 404; an expired or used one 409.',
      access: 'user',
      params: tokenPath,
      responses: { 200: { description: 'The project it opened, and the role.', schema: acceptedAnswer } },
      errors: [403, 404, 409],
    },
  },
);
