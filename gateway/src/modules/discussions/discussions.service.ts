// Members' comments on a thesis's sections (issue 29): the project's owner, editors, viewers and admins
// read and write them; a comment answers another (one level); its author, the owner and editors
// resolve and reopen it; its author deletes it. `@username` of a member mails them. The owner's inbox
// lists them with their unread state. Never on the share page: nothing here reads a share link. The
// only place REST and GraphQL both call.
import { DEFAULT_LANGUAGE } from '@thesis-studio/domain';
import { splitMarkdownBlocks } from '@thesis-studio/markdown';
import { Types } from 'mongoose';
import type { z } from 'zod';
import { requireSignedIn, type Actor } from '../../shared/access/actor.js';
import {
  allows,
  authorize,
  projectRoles,
  type Policy,
  type ProjectAccess,
} from '../../shared/access/policy.js';
import { badUserInput, forbidden, notFound } from '../../shared/errors/service-error.js';
import type { EventBus, SectionCommentAdded } from '../../shared/events.js';
import type { Logger } from '../../shared/logger.js';
import type { Mailer } from '../../shared/mailer/mailer.js';
import type { RateLimiter, RateLimitStore } from '../../shared/rate-limit/rate-limit.js';
import { parseInput } from '../../shared/validate.js';
import type { MembersService } from '../members/index.js';
import type { ProjectsService } from '../projects/index.js';
import type { UsersService } from '../users/index.js';
import { THESIS_NOT_FOUND, type ThesesService, type ThesisView } from '../theses/index.js';
import { SectionCommentModel, type SectionCommentRecord } from './discussions.model.js';
import {
  SECTION_COMMENT_LIMITS,
  addSectionCommentInput,
  resolveSectionCommentInput,
  sectionCommentsQuery,
  type inboxCommentAnswer,
  type sectionCommentAnswer,
} from './discussions.schemas.js';
import { mentionMail, mentioned } from './mention.mail.js';

export type SectionCommentView = z.output<typeof sectionCommentAnswer>;
export type InboxCommentView = z.output<typeof inboxCommentAnswer>;

const COMMENT_NOT_FOUND = 'Comment not found.';
export const UNKNOWN_SECTION =
  'This thesis has no section with that heading. Comment on one of its sections.';

/** Comments one person may write per 10 minutes, over every thesis. */
export const SECTION_COMMENTS_PER_10_MINUTES = 30;

/**
 * Who may do what with a thesis's section comments: every member (and admins) reads and writes them;
 * the owner and editors resolve anyone's (an author resolves their own); the owner's inbox is theirs.
 * To anyone else the thesis does not exist.
 */
const discussionsPolicy: Policy<'read' | 'write' | 'moderate' | 'inbox', ProjectAccess | null> = {
  read: projectRoles('owner', 'editor', 'viewer'),
  write: projectRoles('owner', 'editor', 'viewer'),
  moderate: projectRoles('owner', 'editor'),
  inbox: projectRoles('owner'),
};

type Theses = Pick<ThesesService, 'getFor' | 'listOfProject'>;
type Projects = Pick<ProjectsService, 'findRefFor'>;
type Members = Pick<MembersService, 'list'>;
type Users = Pick<UsersService, 'findById'>;

/** The section keys of a thesis's content: its `##` headings' texts (packages/markdown's rule). */
export const sectionsOf = (content: string): Set<string> =>
  new Set(splitMarkdownBlocks(content).flatMap((block) => (block.section === '' ? [] : [block.section])));

const isId = (value: unknown): value is string => typeof value === 'string' && Types.ObjectId.isValid(value);

export class DiscussionsService {
  private readonly perAuthor: RateLimiter;

  constructor(
    private readonly theses: Theses,
    private readonly projects: Projects,
    private readonly members: Members,
    private readonly users: Users,
    private readonly mailer: Mailer,
    rateLimits: RateLimitStore,
    /** Announces 'section-comment.added'. */
    private readonly events: Pick<EventBus, 'announce'>,
    private readonly logger: Logger,
  ) {
    this.perAuthor = rateLimits.limiter('section-comment-author', {
      points: SECTION_COMMENTS_PER_10_MINUTES,
      durationSeconds: 600,
      message: 'You are commenting too quickly. Please wait a few minutes and try again.',
    });
  }

  /** The thesis and its project as the actor sees them, if they may `action`; else the thesis is not found. */
  private async thesis(
    actor: Actor | null,
    thesisIdOrSlug: unknown,
    action: 'read' | 'write',
  ): Promise<{ thesis: ThesisView; project: ProjectAccess }> {
    requireSignedIn(actor);
    const thesis = await this.theses.getFor(actor, thesisIdOrSlug, 'read');
    const project = await this.projects.findRefFor(actor, thesis.projectId);
    if (!project) throw notFound(THESIS_NOT_FOUND);
    authorize(discussionsPolicy, action, actor, project, THESIS_NOT_FOUND);
    return { thesis, project };
  }

  private view(
    actor: Actor | null,
    project: ProjectAccess,
    record: SectionCommentRecord,
  ): SectionCommentView {
    const own = actor !== null && record.authorId.toString() === actor.id;
    return {
      id: record._id.toString(),
      thesisId: record.thesisId.toString(),
      section: record.section,
      parentId: record.parentId ? record.parentId.toString() : null,
      authorId: record.authorId.toString(),
      authorName: record.authorName,
      content: record.content,
      resolved: record.resolvedAt !== null,
      resolvedAt: record.resolvedAt ? record.resolvedAt.toISOString() : null,
      createdAt: record.createdAt.toISOString(),
      viewerCanResolve: own || allows(discussionsPolicy, 'moderate', actor, project),
      viewerCanDelete: own,
    };
  }

  /** Whether the actor may comment on the sections of a thesis of this project (Thesis.viewerCanComment). */
  async viewerCanComment(actor: Actor | null, projectId: string): Promise<boolean> {
    const project = await this.projects.findRefFor(actor, projectId);
    return project !== null && allows(discussionsPolicy, 'write', actor, project);
  }

  /** GET /api/theses/{id}/comments, Thesis.comments: oldest first, optionally one section's. */
  async list(
    actor: Actor | null,
    thesisIdOrSlug: unknown,
    query: unknown = {},
  ): Promise<SectionCommentView[]> {
    const { thesis, project } = await this.thesis(actor, thesisIdOrSlug, 'read');
    const { section } = parseInput(sectionCommentsQuery, query ?? {});
    const records = await SectionCommentModel.find({
      thesisId: new Types.ObjectId(thesis.id),
      ...(section !== undefined ? { section } : {}),
    })
      .sort({ createdAt: 1, _id: 1 })
      .limit(SECTION_COMMENT_LIMITS.listed)
      .lean<SectionCommentRecord[]>();
    return records.map((record) => this.view(actor, project, record));
  }

  /**
   * POST /api/theses/{id}/comments: a comment on one of the thesis's sections, or (parentId) an answer
   * to a thread, which takes its thread's section. Members it mentions are mailed.
   */
  async add(
    actor: Actor | null,
    thesisIdOrSlug: unknown,
    input: unknown,
    origin: string,
  ): Promise<SectionCommentView> {
    const { thesis, project } = await this.thesis(actor, thesisIdOrSlug, 'write');
    const author = actor!;
    const data = parseInput(addSectionCommentInput, input);
    let section = data.section;
    let parentId: Types.ObjectId | null = null;
    if (data.parentId) {
      const parent = await SectionCommentModel.findOne({
        _id: new Types.ObjectId(data.parentId),
        thesisId: new Types.ObjectId(thesis.id),
      }).lean<SectionCommentRecord>();
      if (!parent)
        throw badUserInput('The comment you answer no longer exists.', { parentId: ['Not found.'] });
      // One level: an answer to an answer joins its thread.
      parentId = parent.parentId ?? parent._id;
      section = parent.section;
    } else if (!sectionsOf(thesis.content).has(section)) {
      throw badUserInput(UNKNOWN_SECTION, { section: ['Unknown section.'] });
    }
    await this.perAuthor.consume(author.id);
    const record = await SectionCommentModel.create({
      thesisId: new Types.ObjectId(thesis.id),
      projectId: new Types.ObjectId(thesis.projectId),
      section,
      parentId,
      authorId: new Types.ObjectId(author.id),
      authorName: author.username,
      content: data.content,
      ownerRead: project.ownerId.toString() === author.id,
    });
    const comment = record.toObject<SectionCommentRecord>();
    this.logger.info({ actorId: author.id, thesisId: thesis.id }, 'section comment added');
    // Mentions: the project's members (never the author) whose @username the comment holds.
    const others = (await this.members.list(author, thesis.projectId)).filter((m) => m.userId !== author.id);
    const reached = mentioned(comment.content, others);
    if (reached.length > 0)
      await SectionCommentModel.updateOne(
        { _id: comment._id },
        { $set: { mentions: reached.map((person) => new Types.ObjectId(person.userId)) } },
      );
    const added: SectionCommentAdded = {
      commentId: comment._id.toString(),
      thesisId: thesis.id,
      thesisTitle: thesis.title,
      projectId: thesis.projectId,
      section,
      content: comment.content,
      authorName: author.username,
      mentioned: reached.map(({ userId, email }) => ({ userId, email })),
      link: `${origin}/theses/${encodeURIComponent(thesis.slug)}?comments=${encodeURIComponent(section)}`,
    };
    await this.events.announce('section-comment.added', added, (error) => {
      this.logger.error({ err: error, thesisId: thesis.id }, 'section-comment.added listener failed');
    });
    return this.view(actor, project, comment);
  }

  /** On 'section-comment.added': mails each member the comment mentions, in the background. */
  async mailMentions(added: SectionCommentAdded): Promise<void> {
    for (const person of added.mentioned) {
      // In the person's own language (issue 31 item 5); English if their account is gone.
      const account = await this.users.findById(person.userId);
      const mail = mentionMail({
        to: person.email,
        language: account?.language ?? DEFAULT_LANGUAGE,
        author: added.authorName,
        thesisTitle: added.thesisTitle,
        section: added.section,
        content: added.content,
        link: added.link,
      });
      void this.mailer.send(mail).catch((err: unknown) => {
        this.logger.error({ err, thesisId: added.thesisId }, 'mention mail failed');
      });
    }
  }

  private async comment(
    actor: Actor | null,
    thesisIdOrSlug: unknown,
    commentId: unknown,
  ): Promise<{ project: ProjectAccess; record: SectionCommentRecord }> {
    const { thesis, project } = await this.thesis(actor, thesisIdOrSlug, 'read');
    const record = isId(commentId)
      ? await SectionCommentModel.findOne({
          _id: new Types.ObjectId(commentId),
          thesisId: new Types.ObjectId(thesis.id),
        }).lean<SectionCommentRecord>()
      : null;
    if (!record) throw notFound(COMMENT_NOT_FOUND);
    return { project, record };
  }

  /** PATCH /api/theses/{id}/comments/{commentId} `{ resolved }`: its author, the owner, editors, admins. */
  async setResolved(
    actor: Actor | null,
    thesisIdOrSlug: unknown,
    commentId: unknown,
    input: unknown,
  ): Promise<SectionCommentView> {
    const { project, record } = await this.comment(actor, thesisIdOrSlug, commentId);
    const { resolved } = parseInput(resolveSectionCommentInput, input);
    if (!this.view(actor, project, record).viewerCanResolve)
      throw forbidden('Only its author, the project’s owner and editors may resolve a comment.');
    const updated = await SectionCommentModel.findOneAndUpdate(
      { _id: record._id },
      {
        $set: resolved
          ? { resolvedAt: record.resolvedAt ?? new Date(), resolvedBy: new Types.ObjectId(actor!.id) }
          : { resolvedAt: null, resolvedBy: null },
      },
      { returnDocument: 'after' },
    ).lean<SectionCommentRecord>();
    if (!updated) throw notFound(COMMENT_NOT_FOUND);
    return this.view(actor, project, updated);
  }

  /** DELETE /api/theses/{id}/comments/{commentId}: its author only; a thread's answers go with it. */
  async remove(actor: Actor | null, thesisIdOrSlug: unknown, commentId: unknown): Promise<{ id: string }> {
    const { project, record } = await this.comment(actor, thesisIdOrSlug, commentId);
    if (!this.view(actor, project, record).viewerCanDelete)
      throw forbidden('Only its author may delete a comment.');
    await SectionCommentModel.deleteMany({ $or: [{ _id: record._id }, { parentId: record._id }] });
    return { id: record._id.toString() };
  }

  /**
   * Project.sectionComments: the comments members wrote on the project's theses, newest first, with
   * whether the owner has read them; null unless the viewer may see the owner's inbox (owner, admins).
   */
  async inbox(actor: Actor | null, projectId: string): Promise<InboxCommentView[] | null> {
    const project = await this.projects.findRefFor(actor, projectId);
    if (!project || !allows(discussionsPolicy, 'inbox', actor, project)) return null;
    const theses = new Map((await this.theses.listOfProject(projectId)).map((t) => [t.id, t]));
    const records = await SectionCommentModel.find({ projectId: new Types.ObjectId(projectId) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(SECTION_COMMENT_LIMITS.listed)
      .lean<SectionCommentRecord[]>();
    return records.flatMap((record) => {
      const thesis = theses.get(record.thesisId.toString());
      if (!thesis) return [];
      return [
        {
          ...this.view(actor, project, record),
          thesisTitle: thesis.title,
          thesisSlug: thesis.slug,
          isRead: record.ownerRead,
        },
      ];
    });
  }

  /** markSectionCommentRead: the owner (or an admin) marks a comment in their inbox read. */
  async markRead(actor: Actor | null, commentId: unknown): Promise<InboxCommentView> {
    requireSignedIn(actor);
    const record = isId(commentId)
      ? await SectionCommentModel.findById(commentId).lean<SectionCommentRecord>()
      : null;
    const project = record ? await this.projects.findRefFor(actor, record.projectId.toString()) : null;
    if (!record || !project || !allows(discussionsPolicy, 'inbox', actor, project))
      throw notFound(COMMENT_NOT_FOUND);
    await SectionCommentModel.updateOne({ _id: record._id }, { $set: { ownerRead: true } });
    const thesis = await this.theses.getFor(actor, record.thesisId.toString(), 'read');
    return {
      ...this.view(actor, project, record),
      thesisTitle: thesis.title,
      thesisSlug: thesis.slug,
      isRead: true,
    };
  }

  /** The cascade hook: comments go with their thesis. */
  async deleteOfTheses(thesisIds: readonly string[]): Promise<void> {
    const ids = thesisIds.filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id));
    if (ids.length > 0) await SectionCommentModel.deleteMany({ thesisId: { $in: ids } });
  }

  /** On 'project.deleting': whatever is left of the project's comments. */
  async deleteOfProject(projectId: string): Promise<void> {
    if (Types.ObjectId.isValid(projectId))
      await SectionCommentModel.deleteMany({ projectId: new Types.ObjectId(projectId) });
  }

  /**
   * The account-deletion step of this domain: the comments the person wrote (with their threads'
   * answers), their name among the mentioned and as who resolved.
   */
  async deleteOfAuthor(userId: string): Promise<void> {
    if (!Types.ObjectId.isValid(userId)) return;
    const id = new Types.ObjectId(userId);
    const roots = await SectionCommentModel.distinct('_id', { authorId: id, parentId: null });
    await SectionCommentModel.deleteMany({ $or: [{ authorId: id }, { parentId: { $in: roots } }] });
    await SectionCommentModel.updateMany({ mentions: id }, { $pull: { mentions: id } });
    await SectionCommentModel.updateMany({ resolvedBy: id }, { $set: { resolvedBy: null } });
  }
}
