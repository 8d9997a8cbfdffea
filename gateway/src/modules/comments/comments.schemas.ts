// Input shapes for comments on a shared thesis.
import { z } from 'zod';
import { multiLineText } from '../../shared/text.js';

export const COMMENT_LIMITS = { content: 2_000, listed: 500 } as const;

export const addCommentInput = z.strictObject({
  content: multiLineText('Comment', { max: COMMENT_LIMITS.content, required: true }).transform((text) =>
    text.trim(),
  ),
});

/** A comment as readers see it (GraphQL `Comment`, the REST answer). */
export const commentAnswer = z
  .object({ id: z.string(), content: z.string(), authorName: z.string(), createdAt: z.iso.datetime() })
  .meta({ id: 'Comment' });
