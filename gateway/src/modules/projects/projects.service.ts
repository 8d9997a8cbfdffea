// Projects (spec §3 Project, §6 roles, §7 calls): who may do what, slugs, computed counts and the
// deletion cascade. The only place REST and GraphQL both call.
import { Types } from 'mongoose';
import { requireSignedIn, type Actor } from '../../shared/access/actor.js';
import {
  allows,
  authorize,
  projectRole,
  projectRoles,
  signedIn,
  type MemberRole,
  type Policy,
  type ProjectAccess,
} from '../../shared/access/policy.js';
import type { EventBus } from '../../shared/events.js';
import { notFound } from '../../shared/errors/service-error.js';
import type { Logger } from '../../shared/logger.js';
import { idOrSlugFilter, insertWithFreeSlug, slugBase } from '../../shared/slug.js';
import { parseInput } from '../../shared/validate.js';
import { administrationPolicy, type UsersService } from '../users/index.js';
import { ProjectModel, countUnreadQuestionsInCollection, type ProjectRecord } from './projects.model.js';
import type { ProjectView } from './projects.mappers.js';
import { createProjectInput, updateProjectInput } from './projects.schemas.js';

export const PROJECT_NOT_FOUND = 'Project not found.';

/**
 * Who may do what with a project (spec §6, issue 29): its owner and members read it, admins change and
 * delete it (its owner and members are told they may not). To anyone else it does not exist. The
 * resource: the project's owner and the actor's membership role; null for list and create.
 */
export const projectsPolicy: Policy<
  'list' | 'create' | 'read' | 'rename' | 'editDescription' | 'delete',
  ProjectAccess | null
> = {
  list: signedIn,
  /** A user's new project is a request: they own it, and admins see it in All Projects. */
  create: signedIn,
  read: projectRoles('owner', 'editor', 'viewer'),
  rename: projectRoles(),
  editDescription: projectRoles(),
  delete: projectRoles(),
};

/** A project's view as a project-scoped rule's resource (its viewer's membership role from viewerRole). */
export const accessOfView = (project: Pick<ProjectView, 'ownerId' | 'viewerRole'>): ProjectAccess => ({
  ownerId: project.ownerId,
  memberRole: project.viewerRole === 'editor' || project.viewerRole === 'viewer' ? project.viewerRole : null,
});

export type { ProjectView } from './projects.mappers.js';

/**
 * A thesis on the project page, as the theses domain answers it (thesisAnswer; the theses domain
 * imports this one, so this one names only what it relies on).
 */
interface ProjectThesis {
  id: string;
  title: string;
}

export type ProjectWithTheses = ProjectView & { theses: ProjectThesis[] };

/** How many of something each project has, by project id. */
type ProjectCounter = (projectIds: readonly Types.ObjectId[]) => Promise<Map<string, number>>;

/**
 * What the projects domain needs of domains composed after it (ports, given where modules are
 * composed): the theses domain's counts and lists, the questions domain's unread counts.
 */
export interface ProjectContents {
  /** The theses domain. */
  countTheses: ProjectCounter;
  /** The theses domain: a project's theses, for the project page. */
  listTheses: (projectId: string) => Promise<ProjectThesis[]>;
  /** The questions domain; until it exists, counted on the `questions` collection. */
  countUnreadQuestions: ProjectCounter;
}

/** A project as other domains need it: its id and owner (no access check). */
export interface ProjectRef {
  id: string;
  slug: string;
  ownerId: string;
}

/** A project with the membership role of the actor it was found for (what project-scoped rules check). */
export type ProjectRefFor = ProjectRef & { memberRole: MemberRole | null };

/**
 * What the projects domain needs of the members domain (composed after it): a person's membership
 * roles, by project id (of the projects given, or of every project they are a member of).
 */
export interface ProjectMemberships {
  rolesOf(userId: string, projectIds?: readonly string[]): Promise<Map<string, MemberRole>>;
}

export class ProjectsService {
  private readonly contents: ProjectContents;

  constructor(
    private readonly users: Pick<UsersService, 'findById'>,
    /** Runs 'project.deleting' before (and after) a project goes. */
    private readonly events: Pick<EventBus, 'run'>,
    private readonly logger: Logger,
    contents: Omit<ProjectContents, 'countUnreadQuestions'> &
      Partial<Pick<ProjectContents, 'countUnreadQuestions'>>,
    /** The members domain; without it (tests of this domain alone) nobody is a member. */
    private readonly memberships: ProjectMemberships = { rolesOf: async () => new Map() },
  ) {
    this.contents = { countUnreadQuestions: countUnreadQuestionsInCollection, ...contents };
  }

  /**
   * Who administers (admins): every project (All Projects). Users: their own and those shared with them
   * (their `viewerRole` says how). Most recently updated first.
   */
  async list(actor: Actor | null): Promise<ProjectView[]> {
    authorize(projectsPolicy, 'list', actor, null);
    const who = requireSignedIn(actor);
    const everyProject = allows(administrationPolicy, 'administer', who, null);
    const roles = await this.memberships.rolesOf(who.id);
    const shared = [...roles.keys()].map((id) => new Types.ObjectId(id));
    const filter = everyProject
      ? {}
      : { $or: [{ ownerId: new Types.ObjectId(who.id) }, { _id: { $in: shared } }] };
    const projects = await ProjectModel.find(filter).sort({ updatedAt: -1, _id: -1 }).lean<ProjectRecord[]>();
    return this.views(projects, who, roles);
  }

  async get(actor: Actor | null, idOrSlug: unknown): Promise<ProjectView> {
    const project = await this.visible(actor, idOrSlug, 'read');
    const [view] = await this.views([project], actor, project.roles);
    return view!;
  }

  /** The project with its theses (GET /api/projects/{id or slug}). */
  async getWithTheses(actor: Actor | null, idOrSlug: unknown): Promise<ProjectWithTheses> {
    const project = await this.get(actor, idOrSlug);
    return { ...project, theses: await this.contents.listTheses(project.id) };
  }

  async create(actor: Actor | null, input: unknown): Promise<ProjectView> {
    authorize(projectsPolicy, 'create', actor, null);
    const owner = requireSignedIn(actor);
    const { name, description } = parseInput(createProjectInput, input);
    const project = await insertWithFreeSlug(
      slugBase(name, 'project'),
      (family) => ProjectModel.distinct('slug', { slug: family }),
      (slug) => ProjectModel.create({ slug, name, description, ownerId: new Types.ObjectId(owner.id) }),
    );
    this.logger.info({ actorId: owner.id, projectId: project.id }, 'project created');
    const [view] = await this.views([project.toObject<ProjectRecord>()], owner, new Map());
    return view!;
  }

  /** Rename and description edits: admins only (spec §6). The slug stays as it was. */
  async update(actor: Actor | null, idOrSlug: unknown, input: unknown): Promise<ProjectView> {
    const project = await this.visible(actor, idOrSlug, 'read');
    const fields: Record<string, unknown> = typeof input === 'object' && input !== null ? { ...input } : {};
    // A project written back as GET answered it carries its name and description unchanged: that is
    // no rename (shared/read-only.ts).
    if ('name' in fields && fields.name !== project.name)
      authorize(projectsPolicy, 'rename', actor, project, PROJECT_NOT_FOUND);
    if ('description' in fields && fields.description !== project.description)
      authorize(projectsPolicy, 'editDescription', actor, project, PROJECT_NOT_FOUND);
    const changes = parseInput(updateProjectInput, input);
    const updated = await ProjectModel.findOneAndUpdate(
      { _id: project._id },
      { $set: changes },
      { returnDocument: 'after' },
    ).lean<ProjectRecord>();
    if (!updated) throw notFound(PROJECT_NOT_FOUND);
    const [view] = await this.views([updated], actor, project.roles);
    return view!;
  }

  /**
   * Deletes the project and everything hanging off it: dependents first (each domain's hook), then
   * the project, then the hooks once more for anything created while it was being deleted (a thesis
   * created after the first pass; thesis creation re-checks its project after inserting).
   */
  async remove(actor: Actor | null, idOrSlug: unknown): Promise<{ id: string }> {
    const project = await this.visible(actor, idOrSlug, 'delete');
    const id = project._id.toString();
    await this.events.run('project.deleting', id);
    await ProjectModel.deleteOne({ _id: project._id });
    await this.events.run('project.deleting', id);
    this.logger.info({ actorId: actor?.id, projectId: id }, 'project deleted');
    return { id };
  }

  /**
   * The account-deletion step of this domain: every project the person owns goes, each with everything
   * hanging off it, as `remove` deletes one. Returns how many.
   */
  async deleteAllOfOwner(ownerId: string): Promise<number> {
    if (!Types.ObjectId.isValid(ownerId)) return 0;
    let deleted = 0;
    for (;;) {
      const batch = await ProjectModel.find({ ownerId: new Types.ObjectId(ownerId) }, { _id: 1 })
        .limit(100)
        .lean<Array<{ _id: Types.ObjectId }>>();
      if (batch.length === 0) return deleted;
      for (const { _id } of batch) {
        const id = _id.toString();
        await this.events.run('project.deleting', id);
        await ProjectModel.deleteOne({ _id });
        await this.events.run('project.deleting', id);
        deleted += 1;
      }
      this.logger.info({ ownerId, projects: batch.length }, 'projects of a deleted account deleted');
    }
  }

  /** For other domains: a project by id or slug, with its owner, without any access check. */
  async findRef(idOrSlug: unknown): Promise<ProjectRef | null> {
    const filter = idOrSlugFilter(idOrSlug);
    if (!filter) return null;
    const project = await ProjectModel.findOne(filter, { slug: 1, ownerId: 1 }).lean<ProjectRecord>();
    return project
      ? { id: project._id.toString(), slug: project.slug, ownerId: project.ownerId.toString() }
      : null;
  }

  /**
   * For other domains: a project by id or slug with the actor's membership role in it, for their
   * project-scoped rules (no access check here).
   */
  async findRefFor(actor: Actor | null, idOrSlug: unknown): Promise<ProjectRefFor | null> {
    const project = await this.findRef(idOrSlug);
    if (!project) return null;
    return { ...project, memberRole: await this.memberRoleOf(actor, project.id, project) };
  }

  /** The actor's membership role in the project; not looked up for its owner, admins or nobody. */
  private async memberRoleOf(
    actor: Actor | null,
    projectId: string,
    project: ProjectAccess,
  ): Promise<MemberRole | null> {
    if (!actor || projectRole(actor, project) !== null) return null;
    return (await this.memberships.rolesOf(actor.id, [projectId])).get(projectId) ?? null;
  }

  /** For other domains: a project's name (the shared view shows it), without any access check. */
  async nameOf(projectId: string): Promise<string | null> {
    if (!Types.ObjectId.isValid(projectId)) return null;
    const project = await ProjectModel.findOne({ _id: projectId }, { name: 1 }).lean<ProjectRecord>();
    return project ? project.name : null;
  }

  /** Marks activity inside a project (a thesis created, edited or deleted): the dashboard's updated date. */
  async touch(projectId: string): Promise<void> {
    await ProjectModel.updateOne(
      { _id: projectId },
      { $set: { updatedAt: new Date() } },
      { timestamps: false },
    );
  }

  /** Finds the project and applies the policy; missing and someone else's both answer not found. */
  private async visible(
    actor: Actor | null,
    idOrSlug: unknown,
    action: 'read' | 'delete',
  ): Promise<ProjectRecord & { memberRole: MemberRole | null; roles: Map<string, MemberRole> }> {
    requireSignedIn(actor);
    const filter = idOrSlugFilter(idOrSlug);
    const project = filter ? await ProjectModel.findOne(filter).lean<ProjectRecord>() : null;
    if (!project) throw notFound(PROJECT_NOT_FOUND);
    const memberRole = await this.memberRoleOf(actor, project._id.toString(), project);
    authorize(projectsPolicy, action, actor, { ...project, memberRole }, PROJECT_NOT_FOUND);
    const roles = new Map<string, MemberRole>(memberRole ? [[project._id.toString(), memberRole]] : []);
    return { ...project, memberRole, roles };
  }

  /** The projects as `viewer` sees them; `roles`: the viewer's membership roles by project id. */
  private async views(
    projects: readonly ProjectRecord[],
    viewer: Actor | null,
    roles: ReadonlyMap<string, MemberRole>,
  ): Promise<ProjectView[]> {
    if (projects.length === 0) return [];
    const ids = projects.map((project) => project._id);
    const ownerIds = [...new Set(projects.map((project) => project.ownerId.toString()))];
    const [theses, unread, owners] = await Promise.all([
      this.contents.countTheses(ids),
      this.contents.countUnreadQuestions(ids),
      Promise.all(ownerIds.map(async (ownerId) => [ownerId, await this.users.findById(ownerId)] as const)),
    ]);
    const emails = new Map(owners.map(([ownerId, user]) => [ownerId, user?.email ?? null]));
    return projects.map((project) => {
      const id = project._id.toString();
      const ownerId = project.ownerId.toString();
      // Only ever asked for a viewer the project is visible to (list, get, create, update).
      const viewerRole = projectRole(viewer, { ownerId, memberRole: roles.get(id) ?? null }) ?? 'admin';
      const member = viewerRole === 'editor' || viewerRole === 'viewer';
      return {
        id,
        slug: project.slug,
        name: project.name,
        description: project.description ?? '',
        ownerId,
        userEmail: emails.get(ownerId) ?? null,
        viewerRole,
        thesesCount: theses.get(id) ?? 0,
        // Readers' questions are the owner's (questions domain): a member has none to read.
        unreadQuestionsCount: member ? 0 : (unread.get(id) ?? 0),
        createdAt: project.createdAt.toISOString(),
        updatedAt: project.updatedAt.toISOString(),
      };
    });
  }
}
