// Project members (issue 29): the memberships of a project, the role a person has in one, and what
// goes when a project or an account does. The only place REST and GraphQL both call.
import { Types } from 'mongoose';
import type { MemberRole } from '../../shared/access/policy.js';
import type { Logger } from '../../shared/logger.js';
import type { ProjectMemberships } from '../projects/index.js';
import { MembershipModel, type MembershipRecord } from './members.model.js';

export class MembersService implements ProjectMemberships {
  constructor(private readonly logger: Logger) {}

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

  /** On 'project.deleting': the project's memberships. */
  async deleteOfProject(projectId: string): Promise<void> {
    if (!Types.ObjectId.isValid(projectId)) return;
    await MembershipModel.deleteMany({ projectId: new Types.ObjectId(projectId) });
  }

  /** The account-deletion step of this domain: the person's memberships. */
  async deleteOfUser(userId: string): Promise<void> {
    if (!Types.ObjectId.isValid(userId)) return;
    const { deletedCount } = await MembershipModel.deleteMany({ userId: new Types.ObjectId(userId) });
    if (deletedCount > 0)
      this.logger.info({ userId, memberships: deletedCount }, 'memberships of a deleted account deleted');
  }
}
