// Theses (spec §3 Thesis, §6 roles, §7 calls): who may do what, slugs, share links, versioned edits
// and the deletion cascade. The only place REST and GraphQL both call.
import { randomBytes } from 'node:crypto';
import {
  THESIS_CHANGED_ELSEWHERE_MESSAGE,
  thesisLanguageForInterface,
  thesisLanguageOf,
  type ThesisConflictCurrent,
  type ThesisLanguage,
  type ThesisStatus,
} from '@thesis-studio/domain';
import { Types } from 'mongoose';
import { requireSignedIn, type Actor } from '../../shared/access/actor.js';
import { authorize, projectRoles, type Policy, type ProjectAccess } from '../../shared/access/policy.js';
import type { EventBus, ThesisEdited, ThesisListChange } from '../../shared/events.js';
import { badUserInput, notFound, staleEdit } from '../../shared/errors/service-error.js';
import type { Logger } from '../../shared/logger.js';
import { InProcessPubSub, type PubSub } from '../../shared/pubsub/index.js';
import { idOrSlugFilter, insertWithFreeSlug, slugBase } from '../../shared/slug.js';
import { parseInput } from '../../shared/validate.js';
import { PROJECT_NOT_FOUND, type ProjectRefFor, type ProjectsService } from '../projects/index.js';
import type { ThesisView } from './theses.mappers.js';
import { ThesisModel, type ThesisRecord } from './theses.model.js';
import { createThesisInput, expectedVersionInput, updateThesisInput } from './theses.schemas.js';
import { ThesisReadings } from './readings.js';
import {
  ThesisLive,
  type ThesisChangeEvent,
  type ThesisChangeKind,
  type ThesisPresenceEvent,
} from './theses.live.js';

/** Who a research run's saves name (as its revisions do). */
const RESEARCH_AUTHOR = 'AI research';
/** Who last saved a thesis, once their account is deleted. */
const DELETED_EDITOR = 'Deleted user';

export const THESIS_NOT_FOUND = 'Thesis not found.';

/**
 * Who may do what with the theses of a project (spec §6, issue 29), by the actor's role in it: its
 * owner and admins everything; editors write (edit, restore, sources, research, share links); viewers
 * read (and chat, and read sources and citations). A member without the power is told they may not;
 * to anyone else the thesis (or, when creating one, the project) does not exist.
 */
export const thesesPolicy: Policy<
  'create' | 'read' | 'edit' | 'delete' | 'research' | 'share',
  ProjectAccess | null
> = {
  create: projectRoles('owner', 'editor'),
  read: projectRoles('owner', 'editor', 'viewer'),
  edit: projectRoles('owner', 'editor'),
  delete: projectRoles('owner'),
  research: projectRoles('owner', 'editor'),
  share: projectRoles('owner', 'editor'),
};

/** What the actor may be asked to be allowed to do with a thesis (`thesesPolicy`, less create). */
export type ThesisAction = Exclude<keyof typeof thesesPolicy, 'create'>;

export type { ThesisView } from './theses.mappers.js';

const toThesisView = (thesis: ThesisRecord): ThesisView => ({
  id: thesis._id.toString(),
  projectId: thesis.projectId.toString(),
  slug: thesis.slug,
  title: thesis.title,
  idea: thesis.idea ?? '',
  summary: thesis.summary ?? '',
  content: thesis.content ?? '',
  status: thesis.status,
  context: thesis.context ?? '',
  intellectualChallenge: thesis.intellectualChallenge ?? '',
  language: thesisLanguageOf(thesis.language),
  shareUrl: thesis.shareUrl ?? '',
  hiddenSections: [...(thesis.hiddenSections ?? [])],
  createdAt: thesis.createdAt.toISOString(),
  updatedAt: thesis.updatedAt.toISOString(),
  version: thesis.version,
});

/** The thesis as it is now, sent with CONFLICT to an edit made on an older version. */
const currentOf = (thesis: ThesisRecord): ThesisConflictCurrent => ({
  version: thesis.version,
  title: thesis.title,
  content: thesis.content ?? '',
  intellectualChallenge: thesis.intellectualChallenge ?? '',
  updatedAt: thesis.updatedAt.toISOString(),
  updatedBy: thesis.updatedByName
    ? { id: thesis.updatedById ? thesis.updatedById.toString() : null, name: thesis.updatedByName }
    : null,
});

/** What a write records of who made it. */
const savedBy = (actor: Actor | null) => ({
  updatedById: actor ? new Types.ObjectId(actor.id) : null,
  updatedByName: actor ? actor.username : RESEARCH_AUTHOR,
});

/** 128 random bits, URL-safe, as two segments: `<11 chars>/<11 chars>` (the shared route spans segments). */
export const newShareUrl = (): string =>
  `${randomBytes(8).toString('base64url')}/${randomBytes(8).toString('base64url')}`;

type Projects = Pick<ProjectsService, 'findRef' | 'findRefFor' | 'touch'>;

const THESIS_ID_MESSAGE = 'thesisId must be a thesis id or slug of at most 128 characters.';

/** A subscription's thesis argument: a non-empty string (anything else is bad input, never a 500). */
const liveThesisId = (value: unknown): string => {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 128)
    throw badUserInput(THESIS_ID_MESSAGE, { thesisId: [THESIS_ID_MESSAGE] });
  return value.trim();
};

/** A saved change of title, content or central question, as announced ('thesis.edited'). */
export type ThesisEdit = ThesisEdited;

/** Theses are deleted in batches of this many when their project goes. */
const DELETE_BATCH = 500;

/** A shared thesis's text as a reader may see it. */
export interface SharedText {
  title: string;
  summary: string;
  content: string;
}

/** What theses needs of a domain composed after it. */
export interface ThesesPorts {
  /** The sharing domain: what a reader of a share link may see (the only one that knows what is hidden). */
  sharedText(shareUrl: string): Promise<SharedText | null>;
}

export class ThesesService {
  /** Thesis.reading (readings.ts): for a thesis this service has already let the caller read. */
  readonly readings = new ThesisReadings();
  /** Saved changes and presence, live (theses.live.ts). */
  readonly live: ThesisLive;

  constructor(
    private readonly projects: Projects,
    /** Announces saved edits ('thesis.edited') and runs 'theses.deleting' before theses go. */
    private readonly events: Pick<EventBus, 'announce' | 'run'>,
    private readonly logger: Logger,
    private readonly ports?: ThesesPorts,
    pubsub: PubSub = new InProcessPubSub(),
  ) {
    this.live = new ThesisLive(pubsub);
  }

  /**
   * Tells everyone who has the thesis open that it changed (GraphQL `thesisChanged`): every edit,
   * restore, research save, sharing change and research plan change. The write stands whatever happens.
   */
  async changed(
    thesisId: string,
    version: number,
    kind: ThesisChangeKind,
    actor: Pick<Actor, 'id' | 'username'> | null,
  ): Promise<void> {
    const event: ThesisChangeEvent = {
      thesisId,
      version,
      kind,
      byUserId: actor?.id ?? null,
      byName: actor?.username ?? RESEARCH_AUTHOR,
      at: new Date().toISOString(),
    };
    await this.live.publishChange(event).catch((error: unknown) => {
      this.logger.error({ err: error, thesisId }, 'thesis change not published');
    });
  }

  /** For the research domain: its plan of the thesis changed (no new version; who changed it). */
  async planChanged(actor: Actor, thesis: Pick<ThesisView, 'id' | 'version'>): Promise<void> {
    await this.changed(thesis.id, thesis.version, 'plan', actor);
  }

  /** thesisChanged: the saved changes of a thesis the actor may read (others: NOT_FOUND). */
  async subscribeChanges(
    actor: Actor | null,
    idOrSlug: unknown,
  ): Promise<AsyncIterableIterator<ThesisChangeEvent>> {
    const { thesis } = await this.visible(actor, liveThesisId(idOrSlug), 'read');
    return this.live.changes(thesis._id.toString());
  }

  /**
   * thesisPresence: while it lives, the actor is among those who have the thesis open; it yields who
   * they are. Readers with access only (others: NOT_FOUND).
   */
  async subscribePresence(
    actor: Actor | null,
    idOrSlug: unknown,
  ): Promise<AsyncIterableIterator<ThesisPresenceEvent>> {
    const { thesis } = await this.visible(actor, liveThesisId(idOrSlug), 'read');
    const reader = requireSignedIn(actor);
    return this.live.presence(thesis._id.toString(), { userId: reader.id, username: reader.username });
  }

  /** Announces that a person's thesis list changed ('thesis.list-changed'); the write stands. */
  private listChanged(change: ThesisListChange): void {
    void this.events.announce('thesis.list-changed', change, (error) => {
      this.logger.error({ err: error, thesisId: change.thesisId }, 'thesis list listener failed');
    });
  }

  /**
   * Creates a thesis in a project (POST /api/projects/{id}/theses): status draft, version 1, in the
   * language asked for or else the creator's interface language (issue 31).
   */
  async create(actor: Actor | null, projectIdOrSlug: unknown, input: unknown): Promise<ThesisView> {
    const creator = requireSignedIn(actor);
    const project = await this.projects.findRefFor(actor, projectIdOrSlug);
    if (!project) throw notFound(PROJECT_NOT_FOUND);
    authorize(thesesPolicy, 'create', actor, project, PROJECT_NOT_FOUND);
    const parsed = parseInput(createThesisInput, input);
    const data = { ...parsed, language: parsed.language ?? thesisLanguageForInterface(creator.language) };
    const projectId = new Types.ObjectId(project.id);
    // A duplicate key is retried with a fresh slug and a fresh share link alike.
    const thesis = await insertWithFreeSlug(
      slugBase(data.title, 'thesis'),
      (family) => ThesisModel.distinct('slug', { slug: family }),
      (slug) => ThesisModel.create({ ...data, slug, projectId, shareUrl: newShareUrl() }),
    );
    // The project may have gone while this was inserted (its cascade ran first): take it back.
    if (!(await this.projects.findRef(project.id))) {
      await this.deleteTheses([thesis._id], project.ownerId);
      throw notFound(PROJECT_NOT_FOUND);
    }
    await this.projects.touch(project.id);
    this.logger.info({ actorId: actor?.id, projectId: project.id, thesisId: thesis.id }, 'thesis created');
    this.listChanged({ thesisId: thesis.id as string, ownerId: project.ownerId });
    return toThesisView(thesis.toObject<ThesisRecord>());
  }

  async get(actor: Actor | null, idOrSlug: unknown): Promise<ThesisView> {
    const { thesis } = await this.visible(actor, idOrSlug, 'read');
    return toThesisView(thesis);
  }

  /**
   * For other domains: the thesis, if the actor may `action` it (e.g. 'edit' before adding a source);
   * a member without the power gets FORBIDDEN, anyone else NOT_FOUND.
   */
  async getFor(actor: Actor | null, idOrSlug: unknown, action: ThesisAction): Promise<ThesisView> {
    const { thesis } = await this.visible(actor, idOrSlug, action);
    return toThesisView(thesis);
  }

  /**
   * Edits title, content, the central question or the language. With `expectedVersion` the edit applies only to
   * that version (else CONFLICT carrying the thesis as it is now, ThesisConflictCurrent, and nothing is
   * written); without it the last write wins. `kind`: what the change is announced as.
   */
  async update(
    actor: Actor | null,
    idOrSlug: unknown,
    input: unknown,
    expectedVersion?: unknown,
    options: { change?: string; kind?: ThesisChangeKind } = {},
  ): Promise<ThesisView> {
    const { thesis, project } = await this.visible(actor, idOrSlug, 'edit');
    const changes = parseInput(updateThesisInput, input);
    const { version } = parseInput(expectedVersionInput, { version: expectedVersion ?? undefined });
    const updated = await ThesisModel.findOneAndUpdate(
      { _id: thesis._id, ...(version !== undefined ? { version } : {}) },
      { $set: { ...changes, ...savedBy(actor) }, $inc: { version: 1 } },
      { returnDocument: 'after' },
    ).lean<ThesisRecord>();
    if (!updated) {
      const current = await ThesisModel.findById(thesis._id).lean<ThesisRecord>();
      if (current) throw staleEdit(THESIS_CHANGED_ELSEWHERE_MESSAGE, { ...currentOf(current) });
      throw notFound(THESIS_NOT_FOUND);
    }
    // A change of language alone is no change of the texts (history keeps none; the shared view is redone).
    const { language: _language, ...texts } = changes;
    await this.edited({ before: thesis, changes: texts, actor, change: options.change });
    await this.changed(updated._id.toString(), updated.version, options.kind ?? 'edit', actor);
    await this.projects.touch(project.id);
    if (changes.title !== undefined && changes.title !== thesis.title)
      this.listChanged({ thesisId: updated._id.toString(), ownerId: project.ownerId });
    return toThesisView(updated);
  }

  /** Deletes the thesis and what hangs off it (dependents first). */
  async remove(actor: Actor | null, idOrSlug: unknown): Promise<{ id: string }> {
    const { thesis, project } = await this.visible(actor, idOrSlug, 'delete');
    await this.deleteTheses([thesis._id], project.ownerId);
    await this.projects.touch(project.id);
    this.logger.info({ actorId: actor?.id, thesisId: thesis._id.toString() }, 'thesis deleted');
    return { id: thesis._id.toString() };
  }

  /** For other domains (webhooks): a thesis and its project's owner, without any access check. */
  async withOwner(thesisId: string): Promise<{ thesis: ThesisView; ownerId: string } | null> {
    if (!Types.ObjectId.isValid(thesisId)) return null;
    const thesis = await ThesisModel.findById(thesisId).lean<ThesisRecord>();
    const project = thesis ? await this.projects.findRef(thesis.projectId.toString()) : null;
    return thesis && project ? { thesis: toThesisView(thesis), ownerId: project.ownerId } : null;
  }

  /** For other domains (the claim check): what a thesis is written in, without any access check. */
  async languageOf(thesisId: string): Promise<ThesisLanguage> {
    if (!Types.ObjectId.isValid(thesisId)) return thesisLanguageOf(undefined);
    const thesis = await ThesisModel.findById(thesisId, { language: 1 }).lean<
      Pick<ThesisRecord, 'language'>
    >();
    return thesisLanguageOf(thesis?.language);
  }

  /** For the research domain: the thesis, if the actor may research it (its project's owner, admins). */
  async authorizeResearch(actor: Actor | null, idOrSlug: unknown): Promise<ThesisView> {
    const { thesis } = await this.visible(actor, idOrSlug, 'research');
    return toThesisView(thesis);
  }

  /**
   * For the research domain (the caller holds the run): sets the thesis's research status and the
   * content and summary written so far; every change counts as an edit (version + 1). False when the
   * thesis is gone. `run`: which run wrote it (see ThesisEdited.run).
   */
  async saveResearch(
    thesisId: string,
    changes: { status?: ThesisStatus; content?: string; summary?: string },
    run?: string,
  ): Promise<boolean> {
    if (!Types.ObjectId.isValid(thesisId)) return false;
    const before = await ThesisModel.findOneAndUpdate(
      { _id: thesisId },
      { $set: { ...changes, ...savedBy(null) }, $inc: { version: 1 } },
      {
        returnDocument: 'before',
        projection: { title: 1, content: 1, intellectualChallenge: 1, version: 1, status: 1, projectId: 1 },
      },
    ).lean<ThesisEdit['before'] & Pick<ThesisRecord, 'status' | 'projectId'>>();
    if (before && changes.content !== undefined)
      await this.edited({
        before,
        changes: { content: changes.content },
        actor: null,
        ...(run !== undefined ? { run } : {}),
      });
    if (before && changes.status !== undefined && changes.status !== before.status) {
      const project = await this.projects.findRef(before.projectId.toString());
      this.listChanged({ thesisId: thesisId, ownerId: project?.ownerId ?? null });
    }
    if (before) await this.changed(thesisId, before.version + 1, 'research', null);
    return before !== null;
  }

  /** The edit is saved whatever a listener does; a listener's failure is logged. */
  private async edited(edit: ThesisEdit): Promise<void> {
    await this.events.announce('thesis.edited', edit, (error) => {
      this.logger.error({ err: error, thesisId: edit.before._id.toString() }, 'thesis edit listener failed');
    });
  }

  /**
   * For read-aloud and the readers' chat on a shared page: what a reader of the share link may see
   * (hidden sections and topics left out, as the sharing domain decides), or null.
   */
  async sharedText(shareUrl: string): Promise<SharedText | null> {
    if (!this.ports) throw new Error('theses: built without the sharing port (sharedText)');
    return this.ports.sharedText(String(shareUrl));
  }

  /** For the sharing domain: the thesis behind a live share link, without any access check. */
  async findShared(shareUrl: string): Promise<ThesisView | null> {
    if (typeof shareUrl !== 'string' || shareUrl === '') return null;
    const thesis = await ThesisModel.findOne({ shareUrl }).lean<ThesisRecord>();
    return thesis ? toThesisView(thesis) : null;
  }

  /**
   * For the sharing domain: sets the share link (null revokes it) or the hidden sections of a thesis
   * the actor may edit; version + 1.
   */
  async saveSharing(
    actor: Actor | null,
    idOrSlug: unknown,
    changes: { shareUrl?: string | null; hiddenSections?: string[] },
  ): Promise<{ before: ThesisView; after: ThesisView }> {
    const { thesis, project } = await this.visible(actor, idOrSlug, 'share');
    const { shareUrl, hiddenSections } = changes;
    const updated = await ThesisModel.findOneAndUpdate(
      { _id: thesis._id },
      {
        ...(shareUrl === null ? { $unset: { shareUrl: 1 } } : {}),
        $set: {
          ...(typeof shareUrl === 'string' ? { shareUrl } : {}),
          ...(hiddenSections ? { hiddenSections } : {}),
        },
        $inc: { version: 1 },
      },
      { returnDocument: 'after' },
    ).lean<ThesisRecord>();
    if (!updated) throw notFound(THESIS_NOT_FOUND);
    await this.projects.touch(project.id);
    await this.changed(updated._id.toString(), updated.version, 'sharing', actor);
    return { before: toThesisView(thesis), after: toThesisView(updated) };
  }

  /** Drops the share-link index of earlier versions (unique over every thesis, so one revoked link at most). */
  async dropLegacyShareIndex(): Promise<boolean> {
    const indexes = await ThesisModel.collection.indexes().catch(() => []);
    const legacy = indexes.find((index) => index.name === 'shareUrl_1' && !index.partialFilterExpression);
    if (!legacy) return false;
    await ThesisModel.collection.dropIndex('shareUrl_1');
    await ThesisModel.createIndexes();
    return true;
  }

  /** A project's theses, newest first (the caller has checked access to the project). */
  async listOfProject(projectId: string): Promise<ThesisView[]> {
    const theses = await ThesisModel.find({ projectId })
      .sort({ createdAt: -1, _id: -1 })
      .lean<ThesisRecord[]>();
    return theses.map(toThesisView);
  }

  async countByProject(projectIds: readonly Types.ObjectId[]): Promise<Map<string, number>> {
    const rows = await ThesisModel.aggregate<{ _id: Types.ObjectId; count: number }>([
      { $match: { projectId: { $in: projectIds } } },
      { $group: { _id: '$projectId', count: { $sum: 1 } } },
    ]);
    return new Map(rows.map((row) => [row._id.toString(), row.count]));
  }

  /**
   * The account-deletion step of this domain: theses of other projects this person last saved keep
   * their text but no longer name them (their own theses go with their projects).
   */
  async forgetEditor(userId: string): Promise<void> {
    if (!Types.ObjectId.isValid(userId)) return;
    await ThesisModel.updateMany(
      { updatedById: new Types.ObjectId(userId) },
      { $set: { updatedById: null, updatedByName: DELETED_EDITOR } },
    );
  }

  /** On 'project.deleting': the project's theses and what hangs off them. */
  async deleteAllOfProject(projectId: string): Promise<void> {
    const ownerId = (await this.projects.findRef(projectId))?.ownerId ?? null;
    for (;;) {
      const batch = await ThesisModel.find({ projectId }, { _id: 1 })
        .limit(DELETE_BATCH)
        .lean<Array<{ _id: Types.ObjectId }>>();
      if (batch.length === 0) return;
      await this.deleteTheses(
        batch.map((thesis) => thesis._id),
        ownerId,
      );
    }
  }

  private async deleteTheses(ids: readonly Types.ObjectId[], ownerId: string | null): Promise<void> {
    if (ids.length > 0)
      await this.events.run(
        'theses.deleting',
        ids.map((id) => id.toString()),
      );
    await ThesisModel.deleteMany({ _id: { $in: ids } });
    for (const id of ids) this.listChanged({ thesisId: id.toString(), ownerId });
  }

  /** Finds the thesis and applies the policy through its project; missing and someone else's are alike. */
  private async visible(
    actor: Actor | null,
    idOrSlug: unknown,
    action: ThesisAction,
  ): Promise<{ thesis: ThesisRecord; project: ProjectRefFor }> {
    requireSignedIn(actor);
    const filter = idOrSlugFilter(idOrSlug);
    const thesis = filter ? await ThesisModel.findOne(filter).lean<ThesisRecord>() : null;
    // A thesis whose project is gone (a deletion cut short) is not shown either.
    const project = thesis ? await this.projects.findRefFor(actor, thesis.projectId.toString()) : null;
    if (!thesis || !project) throw notFound(THESIS_NOT_FOUND);
    authorize(thesesPolicy, action, actor, project, THESIS_NOT_FOUND);
    return { thesis, project };
  }
}

/** Builds the service; who reacts to its events, and its ports, are wired where modules are composed. */
export function createThesesService(
  projects: Projects,
  events: Pick<EventBus, 'announce' | 'run'>,
  logger: Logger,
  ports?: ThesesPorts,
  pubsub?: PubSub,
): ThesesService {
  return new ThesesService(projects, events, logger, ports, pubsub);
}
