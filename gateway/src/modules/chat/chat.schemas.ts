// Input shapes for Query Research (spec §5 chat message: trimmed, non-empty).
import { z } from 'zod';
import { multiLineText } from '../../shared/text.js';
import { citationAnswer } from '../citations/index.js';

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

/** A chat message (the owner's chat and a reader's): GraphQL `ChatMessage`, the REST answer. */
export const chatMessageAnswer = z
  .object({
    id: z.string(),
    role: z.enum(['user', 'assistant']),
    content: z.string(),
    citations: z.array(citationAnswer).meta({
      description: 'An answer’s citations, by its [n] markers (numbered per message); [] for questions.',
    }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ChatMessage' });

/** One event of a reply as it is written (GraphQL `ChatReplyEvent`, a server-sent event's data). */
export const chatReplyEventAnswer = z
  .object({
    delta: z.string().meta({ description: 'What this event adds.' }),
    content: z.string().meta({ description: 'The reply so far.' }),
    done: z.boolean(),
    message: chatMessageAnswer
      .nullable()
      .meta({ description: 'The saved question first, then the saved reply with `done: true`.' }),
  })
  .meta({ id: 'ChatReplyEvent' });
