// GraphQL adapter for project members and invitations (issue 29): thin over MembersService, which
// enforces the policy.
import type { Resolvers } from '../../gql/resolvers.js';
import { allows } from '../../shared/access/policy.js';
import { accessOfView } from '../projects/index.js';
import { membersPolicy } from './members.service.js';

export const membersResolvers: Resolvers = {
  Query: {
    invitation: (_parent, { token }, { auth, services }) => services.members.preview(auth.user, token),
  },
  Mutation: {
    inviteMember: (_parent, { projectId, email, role }, { auth, services }) =>
      services.members.invite(auth.user, projectId, { email, role }, auth.meta.origin),
    changeMemberRole: (_parent, { projectId, userId, role }, { auth, services }) =>
      services.members.changeRole(auth.user, projectId, userId, { role }),
    removeMember: async (_parent, { projectId, userId }, { auth, services }) =>
      (await services.members.remove(auth.user, projectId, userId)).id,
    leaveProject: async (_parent, { projectId }, { auth, services }) => {
      await services.members.remove(auth.user, projectId, auth.user?.id);
      return projectId;
    },
    acceptInvitation: (_parent, { token }, { auth, services }) => services.members.accept(auth.user, token),
    resendInvitation: (_parent, { projectId, invitationId }, { auth, services }) =>
      services.members.resendInvitation(auth.user, projectId, invitationId, auth.meta.origin),
    revokeInvitation: async (_parent, { projectId, invitationId }, { auth, services }) =>
      (await services.members.revokeInvitation(auth.user, projectId, invitationId)).id,
  },
  // The parent project was read through ProjectsService, which checked access to it.
  Project: {
    members: (project, _args, { auth, services }) => services.members.list(auth.user, project.id),
    invitations: (project, _args, { auth, services }) =>
      allows(membersPolicy, 'manage', auth.user, accessOfView(project))
        ? services.members.pendingInvitations(auth.user, project.id)
        : null,
    viewerCanManageMembers: (project, _args, { auth }) =>
      allows(membersPolicy, 'manage', auth.user, accessOfView(project)),
    viewerCanLeave: (project, _args, { auth }) =>
      auth.user !== null && project.ownerId !== auth.user.id && accessOfView(project).memberRole !== null,
  },
};
