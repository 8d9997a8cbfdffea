// Input shapes for comments on a shared thesis.
import { z } from 'zod';
import { multiLineText } from '../../shared/text.js';

export const COMMENT_LIMITS = { content: 2_000, listed: 500 } as const;

export const addCommentInput = z.strictObject({
  content: multiLineText('Comment', { max: COMMENT_LIMITS.content, required: true }).transform((text) =>
    text.trim(),
  ),
});
