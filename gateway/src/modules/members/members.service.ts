// Project members (issue 29): the memberships of a project, invitations by email, the role a person
// has in a project, and what goes when a project or an account does. The only place REST and GraphQL
// both call.
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { requireSignedIn, type Actor } from '../../shared/access/actor.js';
import {
  authorize,
  projectRoles,
  type MemberRole,
  type Policy,
  type ProjectAccess,
} from '../../shared/access/policy.js';
import { conflict, forbidden, notFound } from '../../shared/errors/service-error.js';
import type { EventBus } from '../../shared/events.js';
import type { Logger } from '../../shared/logger.js';
import type { Mailer } from '../../shared/mailer/mailer.js';
import type { RateLimiter, RateLimitStore } from '../../shared/rate-limit/rate-limit.js';
import { sha256 } from '../../shared/sessions/session-store.js';
import { parseInput } from '../../shared/validate.js';
import {
  PROJECT_NOT_FOUND,
  projectIdsOf,
  type ProjectMemberships,
  type ProjectRefFor,
  type ProjectsService,
} from '../projects/index.js';
import type { UsersService } from '../users/index.js';
import { invitationMail } from './invitation.mail.js';
import { projectClosedMail } from './project-closed.mail.js';
import {
  InvitationModel,
  MembershipModel,
  type InvitationRecord,
  type MembershipRecord,
} from './members.model.js';
import { changeRoleInput, invitationTokenInput, inviteMemberInput } from './members.schemas.js';
import type { z } from 'zod';
import type {
  acceptedAnswer,
  invitationAnswer,
  invitationPreviewAnswer,
  memberAnswer,
} from './members.schemas.js';

export type MemberView = z.output<typeof memberAnswer>;
export type InvitationView = z.output<typeof invitationAnswer>;
export type AcceptedView = z.output<typeof acceptedAnswer>;
export type InvitationPreview = z.output<typeof invitationPreviewAnswer>;

/** How long an invitation link works. */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Invitations one person may send per hour, over every project. */
export const INVITATIONS_PER_HOUR = 20;

const MEMBER_NOT_FOUND = 'Member not found.';
const INVITATION_NOT_FOUND = 'Invitation not found.';
const LINK_NOT_VALID = 'This invitation link is not valid.';
const OWNER_STAYS = 'The owner cannot leave or be removed from their own project.';
const ALREADY_USED = 'This invitation has already been used.';
const EXPIRED = 'This invitation has expired. Ask the project’s owner for a new one.';

/**
 * Who may do what with a project's members (issue 29): its members see who else is in it; its owner
 * (and admins) invite, revoke invitations, change roles and remove members. Leaving is each member's
 * own. To anyone else the project does not exist.
 */
export const membersPolicy: Policy<'list' | 'manage', ProjectAccess | null> = {
  list: projectRoles('owner', 'editor', 'viewer'),
  manage: projectRoles('owner'),
};

type Projects = Pick<ProjectsService, 'findRefFor' | 'nameOf'>;
type Users = Pick<UsersService, 'findById' | 'findByEmail'>;

const toInvitationView = (invitation: InvitationRecord): InvitationView => ({
  id: invitation._id.toString(),
  projectId: invitation.projectId.toString(),
  email: invitation.email,
  role: invitation.role as MemberRole,
  createdAt: invitation.createdAt.toISOString(),
  expiresAt: invitation.expiresAt.toISOString(),
});

export class MembersService implements ProjectMemberships {
  private readonly invitationsPerHour: RateLimiter;

  constructor(
    private readonly projects: Projects,
    private readonly users: Users,
    private readonly mailer: Mailer,
    rateLimits: RateLimitStore,
    /** Announces 'member.added' and 'member.removed'. */
    private readonly events: Pick<EventBus, 'announce'>,
    private readonly logger: Logger,
  ) {
    this.invitationsPerHour = rateLimits.limiter('invitations-user', {
      points: INVITATIONS_PER_HOUR,
      durationSeconds: 60 * 60,
      message: `At most ${INVITATIONS_PER_HOUR} invitations an hour. Please try again later.`,
    });
  }

  /** The project, if the actor may `action` its members; missing and hidden both answer not found. */
  private async project(
    actor: Actor | null,
    idOrSlug: unknown,
    action: keyof typeof membersPolicy,
  ): Promise<ProjectRefFor> {
    requireSignedIn(actor);
    const project = await this.projects.findRefFor(actor, idOrSlug);
    if (!project) throw notFound(PROJECT_NOT_FOUND);
    authorize(membersPolicy, action, actor, project, PROJECT_NOT_FOUND);
    return project;
  }

  /** GET /api/projects/{id}/members: the owner first, then the members in the order they joined. */
  async list(actor: Actor | null, projectIdOrSlug: unknown): Promise<MemberView[]> {
    const project = await this.project(actor, projectIdOrSlug, 'list');
    const memberships = await MembershipModel.find({ projectId: new Types.ObjectId(project.id) })
      .sort({ createdAt: 1, _id: 1 })
      .lean<MembershipRecord[]>();
    const owner = await this.users.findById(project.ownerId);
    const projectCreated = new Types.ObjectId(project.id).getTimestamp();
    const rows: MemberView[] = owner
      ? [
          {
            userId: owner.id,
            username: owner.username,
            email: owner.email,
            role: 'owner',
            since: projectCreated.toISOString(),
          },
        ]
      : [];
    for (const membership of memberships) {
      const user = await this.users.findById(membership.userId.toString());
      if (!user) continue;
      rows.push({
        userId: user.id,
        username: user.username,
        email: user.email,
        role: membership.role as MemberRole,
        since: membership.createdAt.toISOString(),
      });
    }
    return rows;
  }

  /**
   * POST /api/projects/{id}/members: invites an address with a role. Mails a single-use link valid 7
   * days (`origin` + /invitations/{token}); only its sha256 is stored. A pending invitation of the
   * same address is replaced.
   */
  async invite(
    actor: Actor | null,
    projectIdOrSlug: unknown,
    input: unknown,
    origin: string,
  ): Promise<InvitationView> {
    const project = await this.project(actor, projectIdOrSlug, 'manage');
    const { email, role } = parseInput(inviteMemberInput, input);
    const invitee = await this.users.findByEmail(email);
    if (invitee && invitee.id === project.ownerId)
      throw conflict('That address is the project owner’s.', { email: ['That is the owner’s address.'] });
    if (invitee && (await this.rolesOf(invitee.id, [project.id])).has(project.id))
      throw conflict('That person is already a member of this project.', {
        email: ['Already a member of this project.'],
      });
    await this.invitationsPerHour.consume(actor!.id);
    const projectId = new Types.ObjectId(project.id);
    await InvitationModel.deleteMany({ projectId, email, acceptedAt: null });
    const token = randomBytes(32).toString('base64url');
    const invitation = await InvitationModel.create({
      projectId,
      email,
      role,
      tokenHash: sha256(token),
      invitedBy: new Types.ObjectId(actor!.id),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    await this.mailInvitation(actor!, project.id, { email, role }, token, origin);
    this.logger.info({ actorId: actor!.id, projectId: project.id, role }, 'member invited');
    return toInvitationView(invitation.toObject<InvitationRecord>());
  }

  /** Mails the invitation's link (in the background: a failed mail is logged). */
  private async mailInvitation(
    actor: Actor,
    projectId: string,
    invitation: { email: string; role: MemberRole },
    token: string,
    origin: string,
  ): Promise<void> {
    const mail = invitationMail({
      to: invitation.email,
      inviter: actor.username,
      projectName: (await this.projects.nameOf(projectId)) ?? 'a project',
      role: invitation.role,
      link: `${origin}/invitations/${token}`,
      // The invitee's own language if they have an account, else the inviter's (issue 31 item 5).
      language: (await this.users.findByEmail(invitation.email))?.language ?? actor.language,
    });
    void this.mailer.send(mail).catch((err: unknown) => {
      this.logger.error({ err, projectId }, 'invitation mail failed');
    });
  }

  /**
   * POST /api/projects/{id}/invitations/{invitationId}/resend: a pending (unused) invitation gets a
   * fresh token and 7 more days, and is mailed again; its old link stops working. Counts towards the
   * hourly cap.
   */
  async resendInvitation(
    actor: Actor | null,
    projectIdOrSlug: unknown,
    invitationId: unknown,
    origin: string,
  ): Promise<InvitationView> {
    const project = await this.project(actor, projectIdOrSlug, 'manage');
    if (typeof invitationId !== 'string' || !Types.ObjectId.isValid(invitationId))
      throw notFound(INVITATION_NOT_FOUND);
    const filter = {
      _id: new Types.ObjectId(invitationId),
      projectId: new Types.ObjectId(project.id),
      acceptedAt: null,
    };
    if (!(await InvitationModel.exists(filter))) throw notFound(INVITATION_NOT_FOUND);
    await this.invitationsPerHour.consume(actor!.id);
    const token = randomBytes(32).toString('base64url');
    const renewed = await InvitationModel.findOneAndUpdate(
      filter,
      {
        $set: {
          tokenHash: sha256(token),
          invitedBy: new Types.ObjectId(actor!.id),
          expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
        },
      },
      { new: true },
    ).lean<InvitationRecord>();
    if (!renewed) throw notFound(INVITATION_NOT_FOUND);
    const role = renewed.role as MemberRole;
    await this.mailInvitation(actor!, project.id, { email: renewed.email, role }, token, origin);
    this.logger.info({ actorId: actor!.id, projectId: project.id, role }, 'invitation resent');
    return toInvitationView(renewed);
  }

  /** The invitation a link's token names: a forged link NOT_FOUND, an expired or used one CONFLICT. */
  private async pendingByToken(token: unknown): Promise<InvitationRecord> {
    const parsed = invitationTokenInput.safeParse(token);
    if (!parsed.success) throw notFound(LINK_NOT_VALID);
    const invitation = await InvitationModel.findOne({
      tokenHash: sha256(parsed.data),
    }).lean<InvitationRecord>();
    if (!invitation) throw notFound(LINK_NOT_VALID);
    if (invitation.acceptedAt) throw conflict(ALREADY_USED);
    if (invitation.expiresAt.getTime() <= Date.now()) throw conflict(EXPIRED);
    return invitation;
  }

  /**
   * GET /api/invitations/{token}, Query.invitation: what the acceptance page shows to whoever holds the
   * link — the project's name, who invited, the role, the invited address, the expiry — and whether
   * the signed-in account (if any) is the invited one.
   */
  async preview(actor: Actor | null, token: unknown): Promise<InvitationPreview> {
    const invitation = await this.pendingByToken(token);
    const projectName = await this.projects.nameOf(invitation.projectId.toString());
    if (projectName === null) throw notFound(LINK_NOT_VALID);
    const inviter = invitation.invitedBy ? await this.users.findById(invitation.invitedBy.toString()) : null;
    return {
      projectName,
      inviterUsername: inviter?.username ?? null,
      role: invitation.role as MemberRole,
      email: invitation.email,
      expiresAt: invitation.expiresAt.toISOString(),
      viewerIsInvitee: actor ? actor.email === invitation.email : null,
    };
  }

  /** GET …/invitations, Project.invitations: the pending (unused, unexpired) ones, newest first. */
  async pendingInvitations(actor: Actor | null, projectIdOrSlug: unknown): Promise<InvitationView[]> {
    const project = await this.project(actor, projectIdOrSlug, 'manage');
    const invitations = await InvitationModel.find({
      projectId: new Types.ObjectId(project.id),
      acceptedAt: null,
      expiresAt: { $gt: new Date() },
    })
      .sort({ createdAt: -1, _id: -1 })
      .lean<InvitationRecord[]>();
    return invitations.map(toInvitationView);
  }

  /** DELETE /api/projects/{id}/invitations/{invitationId}: its link stops working. */
  async revokeInvitation(
    actor: Actor | null,
    projectIdOrSlug: unknown,
    invitationId: unknown,
  ): Promise<{ id: string }> {
    const project = await this.project(actor, projectIdOrSlug, 'manage');
    if (typeof invitationId !== 'string' || !Types.ObjectId.isValid(invitationId))
      throw notFound(INVITATION_NOT_FOUND);
    const removed = await InvitationModel.findOneAndDelete({
      _id: new Types.ObjectId(invitationId),
      projectId: new Types.ObjectId(project.id),
      acceptedAt: null,
    }).lean<InvitationRecord>();
    if (!removed) throw notFound(INVITATION_NOT_FOUND);
    this.logger.info({ actorId: actor!.id, projectId: project.id }, 'invitation revoked');
    return { id: invitationId };
  }

  /**
   * POST /api/invitations/{token}/accept: by the signed-in account with the invited address only; the
   * link then works no more. A forged link answers NOT_FOUND; an expired or used one CONFLICT; another
   * account FORBIDDEN.
   */
  async accept(actor: Actor | null, token: unknown): Promise<AcceptedView> {
    const who = requireSignedIn(actor);
    const invitation = await this.pendingByToken(token);
    if (invitation.email !== who.email)
      throw forbidden(
        'This invitation was sent to another email address. Sign in with that address to accept it.',
      );
    const project = await this.projects.findRefFor(who, invitation.projectId.toString());
    if (!project) throw notFound(PROJECT_NOT_FOUND);
    if (project.ownerId === who.id) throw conflict('You own this project already.');
    const claimed = await InvitationModel.findOneAndUpdate(
      { _id: invitation._id, acceptedAt: null, expiresAt: { $gt: new Date() } },
      { $set: { acceptedAt: new Date() } },
    ).lean<InvitationRecord>();
    if (!claimed) throw conflict(ALREADY_USED);
    const role = invitation.role as MemberRole;
    await this.add(project.id, who.id, role);
    this.logger.info({ actorId: who.id, projectId: project.id, role }, 'invitation accepted');
    await this.events.announce('member.added', { projectId: project.id, userId: who.id, role }, (error) => {
      this.logger.error({ err: error, projectId: project.id }, 'member.added listener failed');
    });
    return { projectId: project.id, projectSlug: project.slug, role };
  }

  /** PATCH /api/projects/{id}/members/{userId}: the owner (or an admin) changes a member's role. */
  async changeRole(
    actor: Actor | null,
    projectIdOrSlug: unknown,
    userId: unknown,
    input: unknown,
  ): Promise<MemberView> {
    const project = await this.project(actor, projectIdOrSlug, 'manage');
    const { role } = parseInput(changeRoleInput, input);
    if (userId === project.ownerId) throw conflict('The owner’s role cannot be changed.');
    const membership = await this.membership(project.id, userId);
    await MembershipModel.updateOne({ _id: membership._id }, { $set: { role } });
    const user = await this.users.findById(membership.userId.toString());
    this.logger.info({ actorId: actor!.id, projectId: project.id, role }, 'member role changed');
    return {
      userId: membership.userId.toString(),
      username: user?.username ?? '',
      email: user?.email ?? '',
      role,
      since: membership.createdAt.toISOString(),
    };
  }

  /**
   * DELETE /api/projects/{id}/members/{userId}: the owner (or an admin) removes a member, or a member
   * leaves (their own id). The owner can do neither to themselves.
   */
  async remove(actor: Actor | null, projectIdOrSlug: unknown, userId: unknown): Promise<{ id: string }> {
    const who = requireSignedIn(actor);
    const leaving = userId === who.id;
    const project = await this.project(actor, projectIdOrSlug, leaving ? 'list' : 'manage');
    if (userId === project.ownerId) throw conflict(OWNER_STAYS);
    const membership = await this.membership(project.id, userId);
    await MembershipModel.deleteOne({ _id: membership._id });
    this.logger.info({ actorId: who.id, projectId: project.id, leaving }, 'member removed');
    const removed = {
      projectId: project.id,
      userId: membership.userId.toString(),
      actorId: who.id,
      left: leaving,
    };
    await this.events.announce('member.removed', removed, (error) => {
      this.logger.error({ err: error, projectId: project.id }, 'member.removed listener failed');
    });
    return { id: membership.userId.toString() };
  }

  private async membership(projectId: string, userId: unknown): Promise<MembershipRecord> {
    if (typeof userId !== 'string' || !Types.ObjectId.isValid(userId)) throw notFound(MEMBER_NOT_FOUND);
    const membership = await MembershipModel.findOne({
      projectId: new Types.ObjectId(projectId),
      userId: new Types.ObjectId(userId),
    }).lean<MembershipRecord>();
    if (!membership) throw notFound(MEMBER_NOT_FOUND);
    return membership;
  }

  /** A person's membership roles by project id: in the projects given, or in every project. */
  async rolesOf(userId: string, projectIds?: readonly string[]): Promise<Map<string, MemberRole>> {
    if (!Types.ObjectId.isValid(userId)) return new Map();
    const ids = projectIds?.filter((id) => Types.ObjectId.isValid(id));
    if (ids?.length === 0) return new Map();
    const memberships = await MembershipModel.find(
      {
        userId: new Types.ObjectId(userId),
        ...(ids ? { projectId: { $in: ids.map((id) => new Types.ObjectId(id)) } } : {}),
      },
      { projectId: 1, role: 1 },
    ).lean<Array<Pick<MembershipRecord, 'projectId' | 'role'>>>();
    return new Map(memberships.map((m) => [m.projectId.toString(), m.role as MemberRole]));
  }

  /**
   * Makes the person a member of the project with `role` (or changes their role). The caller has
   * checked who may, and that the person is not the project's owner.
   */
  async add(projectId: string, userId: string, role: MemberRole): Promise<void> {
    await MembershipModel.updateOne(
      { projectId: new Types.ObjectId(projectId), userId: new Types.ObjectId(userId) },
      { $set: { role } },
      { upsert: true },
    );
  }

  /** The people a project is shared with (their user ids, in the order they joined). */
  async memberIdsOf(projectId: string): Promise<string[]> {
    if (!Types.ObjectId.isValid(projectId)) return [];
    const memberships = await MembershipModel.find(
      { projectId: new Types.ObjectId(projectId) },
      { userId: 1 },
    )
      .sort({ createdAt: 1, _id: 1 })
      .lean<Array<Pick<MembershipRecord, 'userId'>>>();
    return memberships.map((m) => m.userId.toString());
  }

  /**
   * The account-deletion step before the person's projects go (issue 29): nothing moves to a member
   * silently, so each member of each project the person owns is mailed that it was deleted and why. A
   * mail that fails is logged; the deletion goes on.
   */
  async tellMembersOfClosedAccount(user: { id: string }): Promise<void> {
    if (!Types.ObjectId.isValid(user.id)) return;
    for (const projectId of await projectIdsOf(new Types.ObjectId(user.id))) {
      const id = projectId.toString();
      const memberIds = await this.memberIdsOf(id);
      if (memberIds.length === 0) continue;
      const projectName = (await this.projects.nameOf(id)) ?? 'A project';
      for (const memberId of memberIds) {
        const member = await this.users.findById(memberId);
        if (!member) continue;
        const mail = projectClosedMail({ to: member.email, projectName, language: member.language });
        await this.mailer.send(mail).catch((err: unknown) => {
          this.logger.error({ err, projectId: id }, 'project closed mail to a member failed');
        });
      }
      this.logger.info({ projectId: id, members: memberIds.length }, 'members told of a closed account');
    }
  }

  /** On 'project.deleting': the project's memberships and invitations. */
  async deleteOfProject(projectId: string): Promise<void> {
    if (!Types.ObjectId.isValid(projectId)) return;
    await MembershipModel.deleteMany({ projectId: new Types.ObjectId(projectId) });
    await InvitationModel.deleteMany({ projectId: new Types.ObjectId(projectId) });
  }

  /**
   * The account-deletion step of this domain: the person's memberships, the invitations sent to their
   * address and the pending ones they sent (no link of theirs works after them), and their name on the
   * accepted ones they sent.
   */
  async deleteOfUser(user: { id: string; email: string }): Promise<void> {
    if (!Types.ObjectId.isValid(user.id)) return;
    const userId = new Types.ObjectId(user.id);
    const { deletedCount } = await MembershipModel.deleteMany({ userId });
    await InvitationModel.deleteMany({ email: user.email });
    await InvitationModel.deleteMany({ invitedBy: userId, acceptedAt: null });
    await InvitationModel.updateMany({ invitedBy: userId }, { $set: { invitedBy: null } });
    if (deletedCount > 0)
      this.logger.info(
        { userId: user.id, memberships: deletedCount },
        'memberships of a deleted account deleted',
      );
  }
}
