// A chat reply streamed in parts (the owner's chat over a subscription, the readers' chat as server-sent
// events), as the tests read it: the question's message first, the parts as written, then the last one,
// done, with the saved reply.
import { expect } from 'vitest';

interface ReplyPart {
  delta: string;
  content: string;
  done: boolean;
  message: { role: string; content: string } | null;
}

/** What the parts between the question and the last one say, together. */
export const streamedText = (parts: ReadonlyArray<{ delta: string }>): string =>
  parts
    .slice(1, -1)
    .map((part) => part.delta)
    .join('');

/** Checks that `parts` are a whole reply to `question`, streamed in parts; answers the last part. */
export function expectStreamedReply<T extends ReplyPart>(parts: readonly T[], question: string): T {
  expect(parts[0]?.message).toMatchObject({ role: 'user', content: question });
  expect(parts.length).toBeGreaterThan(3);
  const last = parts.at(-1)!;
  expect(last.done).toBe(true);
  expect(last.message).toMatchObject({ role: 'assistant', content: last.content.trim() });
  expect(streamedText(parts)).toBe(last.content);
  return last;
}
