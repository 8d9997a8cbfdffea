// Comments on a shared thesis (spec §7; prepared, no screen sends them yet): anyone with the link
// reads them, oldest first; signed-in readers write them. Rate limited per author.
import { Types } from 'mongoose';
import type { z } from 'zod';
import { requireSignedIn, type Actor } from '../../shared/access/actor.js';
import { authorize, anyone, signedIn, type Policy } from '../../shared/access/policy.js';
import type { RateLimiter, RateLimitStore } from '../../shared/rate-limit/rate-limit.js';
import { parseInput } from '../../shared/validate.js';
import { findSharedThesis, type SharedTheses } from '../readers/index.js';
import { CommentModel, type CommentRecord } from './comments.model.js';
import { COMMENT_LIMITS, addCommentInput, type commentAnswer } from './comments.schemas.js';

const COMMENT_RATE_LIMIT = {
  points: 20,
  durationSeconds: 600,
  message: 'You are commenting too quickly. Please wait a few minutes and try again.',
} as const;

const commentsPolicy: Policy<'read' | 'write', unknown> = { read: anyone, write: signedIn };

/** A comment as readers see it: commentAnswer. */
export type CommentView = z.output<typeof commentAnswer>;

const toView = (record: CommentRecord): CommentView => ({
  id: record._id.toString(),
  content: record.content,
  authorName: record.authorName,
  createdAt: record.createdAt.toISOString(),
});

export class CommentsService {
  private readonly perAuthor: RateLimiter;

  constructor(
    private readonly theses: SharedTheses,
    rateLimits: RateLimitStore,
  ) {
    this.perAuthor = rateLimits.limiter('comment-author', COMMENT_RATE_LIMIT);
  }

  async list(actor: Actor | null, shareUrl: unknown): Promise<CommentView[]> {
    authorize(commentsPolicy, 'read', actor, null);
    const thesis = await findSharedThesis(this.theses, shareUrl);
    const records = await CommentModel.find({ thesisId: thesis.id })
      .sort({ createdAt: 1, _id: 1 })
      .limit(COMMENT_LIMITS.listed)
      .lean<CommentRecord[]>();
    return records.map(toView);
  }

  async add(actor: Actor | null, shareUrl: unknown, input: unknown): Promise<CommentView> {
    authorize(commentsPolicy, 'write', actor, null);
    const author = requireSignedIn(actor);
    const thesis = await findSharedThesis(this.theses, shareUrl);
    const { content } = parseInput(addCommentInput, input);
    await this.perAuthor.consume(author.id);
    const record = await CommentModel.create({
      thesisId: new Types.ObjectId(thesis.id),
      authorId: new Types.ObjectId(author.id),
      authorName: author.username,
      content,
    });
    return toView(record.toObject<CommentRecord>());
  }

  /** The account-deletion step of this domain: the comments the person wrote, on anyone's thesis. */
  async deleteOfAuthor(userId: string): Promise<void> {
    if (Types.ObjectId.isValid(userId))
      await CommentModel.deleteMany({ authorId: new Types.ObjectId(userId) });
  }

  /** The cascade hook: comments go with their thesis. */
  async deleteOfTheses(thesisIds: readonly string[]): Promise<void> {
    await CommentModel.deleteMany({ thesisId: { $in: thesisIds } });
  }
}
