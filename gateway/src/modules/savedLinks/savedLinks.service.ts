// Saved links (spec §2 Saved Links page, §4 saved toggle, §7 /api/saved-links, /api/theses/{id}/saved):
// a signed-in user keeps links to theses they can reach — through a current share link, or their
// own — one per thesis. Each user sees and removes only their own. A link whose thesis is deleted or
// whose share link is revoked or replaced is kept and answers available: false.
import { Types } from 'mongoose';
import type { z } from 'zod';
import { requireSignedIn, type Actor } from '../../shared/access/actor.js';
import { authorize, signedIn, type Policy } from '../../shared/access/policy.js';
import { ServiceError, notFound } from '../../shared/errors/service-error.js';
import { parseInput } from '../../shared/validate.js';
import { THESIS_NOT_FOUND, type ThesesService } from '../theses/index.js';
import { SavedLinkModel, type SavedLinkRecord } from './savedLinks.model.js';
import {
  SAVED_LINK_LIMITS,
  objectIdSchema,
  saveLinkInput,
  type savedLinkAnswer,
  type savedStateAnswer,
} from './savedLinks.schemas.js';

const SAVED_LINK_NOT_FOUND = 'Saved link not found.';

/** Saved links are personal: every action is the signed-in user's own (admins included). */
const savedLinksPolicy: Policy<'list' | 'save' | 'remove' | 'savedState', unknown> = {
  list: signedIn,
  save: signedIn,
  remove: signedIn,
  savedState: signedIn,
};

/** A saved link as its owner sees it: savedLinkAnswer. */
export type SavedLinkView = z.output<typeof savedLinkAnswer>;

/** Whether the signed-in user saved a thesis: savedStateAnswer. */
export type SavedState = z.output<typeof savedStateAnswer>;

type Theses = Pick<ThesesService, 'findShared' | 'get'>;

const DUPLICATE_KEY = 11000;

export class SavedLinksService {
  constructor(private readonly theses: Theses) {}

  /** GET /api/saved-links, savedLinks: newest first. */
  async list(actor: Actor | null): Promise<SavedLinkView[]> {
    authorize(savedLinksPolicy, 'list', actor, null);
    const user = requireSignedIn(actor);
    const records = await SavedLinkModel.find({ userId: user.id })
      .sort({ createdAt: -1, _id: -1 })
      .limit(SAVED_LINK_LIMITS.perUser)
      .lean<SavedLinkRecord[]>();
    return Promise.all(records.map((record) => this.view(record)));
  }

  /**
   * POST /api/saved-links, saveLink. Allowed for the thesis behind `shareUrl` when that link is live,
   * or for a thesis the user may open (their own; admins any), saved with its current share link.
   */
  async save(actor: Actor | null, input: unknown): Promise<{ link: SavedLinkView; created: boolean }> {
    authorize(savedLinksPolicy, 'save', actor, null);
    const user = requireSignedIn(actor);
    const data = parseInput(saveLinkInput, input);
    const shareUrl = await this.reachableShareUrl(actor, data.thesisId, data.shareUrl);
    const existing = await this.findOfUser(user.id, data.thesisId);
    if (existing) return { link: await this.view(existing), created: false };
    try {
      const record = await SavedLinkModel.create({
        userId: new Types.ObjectId(user.id),
        thesisId: new Types.ObjectId(data.thesisId),
        title: data.title,
        shareUrl,
        projectName: data.projectName,
      });
      return { link: await this.view(record.toObject<SavedLinkRecord>()), created: true };
    } catch (error) {
      // Saved twice at once: the other request's link is the one.
      const raced =
        (error as { code?: unknown }).code === DUPLICATE_KEY
          ? await this.findOfUser(user.id, data.thesisId)
          : null;
      if (!raced) throw error;
      return { link: await this.view(raced), created: false };
    }
  }

  /** DELETE /api/saved-links/{id}, removeSavedLink: only the user's own. */
  async remove(actor: Actor | null, id: unknown): Promise<{ id: string }> {
    authorize(savedLinksPolicy, 'remove', actor, null);
    const user = requireSignedIn(actor);
    if (!objectIdSchema.safeParse(id).success) throw notFound(SAVED_LINK_NOT_FOUND);
    const removed = await SavedLinkModel.deleteOne({ _id: id as string, userId: user.id });
    if (removed.deletedCount !== 1) throw notFound(SAVED_LINK_NOT_FOUND);
    return { id: id as string };
  }

  /** GET /api/theses/{id}/saved, thesisSaved: whether the user saved this thesis. */
  async savedState(actor: Actor | null, thesisId: unknown): Promise<SavedState> {
    authorize(savedLinksPolicy, 'savedState', actor, null);
    const user = requireSignedIn(actor);
    if (!objectIdSchema.safeParse(thesisId).success) throw notFound(THESIS_NOT_FOUND);
    const record = await this.findOfUser(user.id, thesisId as string);
    return { saved: record !== null, savedLinkId: record ? record._id.toString() : null };
  }

  /** The account-deletion step of this domain: the person's own saved links. */
  async deleteOfUser(userId: string): Promise<void> {
    if (Types.ObjectId.isValid(userId))
      await SavedLinkModel.deleteMany({ userId: new Types.ObjectId(userId) });
  }

  private findOfUser(userId: string, thesisId: string): Promise<SavedLinkRecord | null> {
    return SavedLinkModel.findOne({ userId, thesisId }).lean<SavedLinkRecord>().exec();
  }

  /** The share link to keep, or NOT_FOUND when the user cannot reach the thesis. */
  private async reachableShareUrl(actor: Actor | null, thesisId: string, shareUrl: string): Promise<string> {
    const shared = shareUrl ? await this.theses.findShared(shareUrl) : null;
    if (shared?.id === thesisId) return shareUrl;
    try {
      return (await this.theses.get(actor, thesisId)).shareUrl;
    } catch (error) {
      if (error instanceof ServiceError && error.code === 'NOT_FOUND') throw notFound(THESIS_NOT_FOUND);
      throw error;
    }
  }

  private async view(record: SavedLinkRecord): Promise<SavedLinkView> {
    const thesisId = record.thesisId.toString();
    const shared = record.shareUrl ? await this.theses.findShared(record.shareUrl) : null;
    return {
      id: record._id.toString(),
      thesisId,
      title: record.title,
      shareUrl: record.shareUrl ?? '',
      projectName: record.projectName ?? '',
      createdAt: record.createdAt.toISOString(),
      available: shared?.id === thesisId,
    };
  }
}
