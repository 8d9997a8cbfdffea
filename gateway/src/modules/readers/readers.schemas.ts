// Input shapes for the readers' chat: a question is a chat message (spec §5: trimmed, non-empty).
import { z } from 'zod';

export { sendMessageInput as readerMessageInput } from '../chat/index.js';

/** Messages a reader's chat answers with (the most recent), and reader questions the owner sees. */
export const READERS_LIMITS = { listed: 200, readerQuestions: 500, shareUrl: 200 } as const;

/** A share link's path as sent; anything else names no shared thesis. */
export const shareUrlSchema = z.string().min(1).max(READERS_LIMITS.shareUrl);
