// Input shapes for Query Research (spec §5 chat message: trimmed, non-empty).
import { z } from 'zod';
import { multiLineText } from '../../shared/text.js';

export const CHAT_LIMITS = {
  /** Characters in one question. */
  message: 4_000,
  /** Earlier turns sent with a question. */
  history: 10,
  /** Messages a chat answers with (the most recent). */
  listed: 200,
} as const;

export const sendMessageInput = z.strictObject({
  content: multiLineText('content', { max: CHAT_LIMITS.message, required: true }).transform((text) =>
    text.trim(),
  ),
  role: z.literal('user', { error: "role must be 'user'." }).default('user'),
});
