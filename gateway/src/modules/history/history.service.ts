// Thesis history (spec: issue 11, item 4) and export (item 5): every saved change of title, content or
// central question keeps the state it replaced as a revision (the last 50 per thesis); the owner lists
// them and restores one (itself an edit). Exports write the thesis as Markdown, DOCX or PDF.
import { Types } from 'mongoose';
import type { z } from 'zod';
import type { Actor } from '../../shared/access/actor.js';
import { notFound } from '../../shared/errors/service-error.js';
import type { Logger } from '../../shared/logger.js';
import { isObjectIdText } from '../../shared/slug.js';
import { parseInput } from '../../shared/validate.js';
import type { ThesesService, ThesisEdit, ThesisView } from '../theses/index.js';
import { exportDocument } from './export.document.js';
import { toMarkdown } from './export.markdown.js';
import { exportRenderer } from './export.renderer.js';
import { describeChange } from './history.changes.js';
import { RevisionModel, type RevisionRecord } from './history.model.js';
import { exportInput, type ExportFormat, type revisionAnswer } from './history.schemas.js';

const REVISION_NOT_FOUND = 'Version not found.';
/** Revisions kept per thesis; older ones are dropped as new ones come. */
export const HISTORY_LIMIT = 50;
/** Who a revision names once its author's account is deleted. */
const DELETED_AUTHOR = 'Deleted user';
/** Who a research run's revisions name. */
export const RESEARCH_AUTHOR = 'AI research';

/** A revision as clients see it (GraphQL `ThesisRevision`, the REST answer): revisionAnswer. */
export type RevisionView = z.output<typeof revisionAnswer>;

const toRevisionView = (
  revision: Omit<RevisionRecord, 'content' | 'intellectualChallenge'>,
): RevisionView => ({
  id: revision._id.toString(),
  thesisId: revision.thesisId.toString(),
  version: revision.version,
  title: revision.title,
  createdAt: revision.createdAt.toISOString(),
  // Revisions from before authors were recorded name no one rather than failing.
  authorId: revision.authorId ? revision.authorId.toString() : null,
  authorName: revision.authorName ?? '',
  change: revision.change ?? '',
});

export interface ExportFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  md: 'text/markdown; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

type Theses = Pick<ThesesService, 'get' | 'getFor' | 'update'>;

export class HistoryService {
  constructor(
    private readonly theses: Theses,
    private readonly logger: Logger,
  ) {}

  /** The ThesesService listener: keeps the state an edit replaced. */
  async keep(edit: ThesisEdit): Promise<void> {
    const before = {
      title: edit.before.title,
      content: edit.before.content ?? '',
      intellectualChallenge: edit.before.intellectualChallenge ?? '',
    };
    const after = {
      title: edit.changes.title ?? before.title,
      content: edit.changes.content ?? before.content,
      intellectualChallenge: edit.changes.intellectualChallenge ?? before.intellectualChallenge,
    };
    const described = describeChange(before, after, edit.actor === null);
    if (!described) return;
    const thesisId = edit.before._id;
    const run = edit.run ?? null;
    if (edit.actor === null) {
      // A run saves its article section by section: its first save keeps what was there before it;
      // the later ones replace only the run's own text. A run researched again is another run: its
      // first save keeps the previous run's article.
      const newest = await RevisionModel.findOne({ thesisId }, { authorId: 1, run: 1 })
        .sort({ createdAt: -1, _id: -1 })
        .lean<Pick<RevisionRecord, 'authorId' | 'run'>>();
      if (newest && newest.authorId === null && (newest.run ?? null) === run) return;
    }
    await RevisionModel.create({
      thesisId,
      version: edit.before.version,
      ...before,
      authorId: edit.actor ? new Types.ObjectId(edit.actor.id) : null,
      authorName: edit.actor ? edit.actor.username : RESEARCH_AUTHOR,
      run: edit.actor ? null : run,
      change: edit.change ?? described,
    });
    await this.prune(thesisId);
  }

  /** The thesis's revisions, newest first (whoever may read the thesis; NOT_FOUND to others). */
  async list(actor: Actor | null, thesisIdOrSlug: unknown): Promise<RevisionView[]> {
    const thesis = await this.theses.get(actor, thesisIdOrSlug);
    const revisions = await RevisionModel.find(
      { thesisId: new Types.ObjectId(thesis.id) },
      { content: 0, intellectualChallenge: 0 },
    )
      .sort({ createdAt: -1, _id: -1 })
      .limit(HISTORY_LIMIT)
      .lean<Array<Omit<RevisionRecord, 'content' | 'intellectualChallenge'>>>();
    return revisions.map(toRevisionView);
  }

  /**
   * Puts a revision's title, content and central question back: an edit like any other (version + 1,
   * the replaced state becomes a revision). With `expectedVersion` it applies only to that version.
   */
  async restore(
    actor: Actor | null,
    thesisIdOrSlug: unknown,
    revisionId: unknown,
    expectedVersion?: unknown,
  ): Promise<ThesisView> {
    // Restoring is editing (owner, editors, admins): a viewer is told so before any revision is looked up.
    const thesis = await this.theses.getFor(actor, thesisIdOrSlug, 'edit');
    const revision =
      typeof revisionId === 'string' && isObjectIdText(revisionId)
        ? await RevisionModel.findOne({
            _id: revisionId,
            thesisId: new Types.ObjectId(thesis.id),
          }).lean<RevisionRecord>()
        : null;
    if (!revision) throw notFound(REVISION_NOT_FOUND);
    const restored = await this.theses.update(
      actor,
      thesis.id,
      {
        title: revision.title,
        content: revision.content ?? '',
        intellectualChallenge: revision.intellectualChallenge ?? '',
      },
      expectedVersion,
      { change: `Restored version ${revision.version}`, kind: 'restore' },
    );
    this.logger.info(
      { actorId: actor?.id, thesisId: thesis.id, revisionId: revision._id.toString() },
      'thesis revision restored',
    );
    return restored;
  }

  /** The thesis as a file to download: Markdown, DOCX or PDF, named after its slug. */
  async export(actor: Actor | null, thesisIdOrSlug: unknown, format: unknown): Promise<ExportFile> {
    const thesis = await this.theses.get(actor, thesisIdOrSlug);
    const { format: as } = parseInput(exportInput, { format });
    const document = exportDocument(thesis);
    const body =
      as === 'md'
        ? Buffer.from(toMarkdown(document, thesis.content), 'utf8')
        : await exportRenderer.render(as, document);
    return { filename: `${thesis.slug}.${as}`, contentType: CONTENT_TYPES[as], body };
  }

  /**
   * The account-deletion step of this domain: revisions of other people's theses this person's edits
   * replaced (an admin's edits) keep the text but no longer name them.
   */
  async forgetAuthor(userId: string): Promise<void> {
    if (!Types.ObjectId.isValid(userId)) return;
    await RevisionModel.updateMany(
      { authorId: new Types.ObjectId(userId) },
      { $set: { authorId: null, authorName: DELETED_AUTHOR } },
    );
  }

  /** The cascade hook: deleted theses take their history with them. */
  async deleteOfTheses(thesisIds: readonly string[]): Promise<void> {
    await RevisionModel.deleteMany({ thesisId: { $in: thesisIds.map((id) => new Types.ObjectId(id)) } });
  }

  private async prune(thesisId: Types.ObjectId): Promise<void> {
    const stale = await RevisionModel.find({ thesisId }, { _id: 1 })
      .sort({ createdAt: -1, _id: -1 })
      .skip(HISTORY_LIMIT)
      .lean<Array<{ _id: Types.ObjectId }>>();
    if (stale.length > 0) await RevisionModel.deleteMany({ _id: { $in: stale.map((r) => r._id) } });
  }
}
