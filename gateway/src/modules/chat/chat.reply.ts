// One Query Research reply, whichever chat it belongs to (the owner's, or a reader's of a shared
// thesis): saves the question, streams the answer grounded on the text given, then saves the answer.
import { asServiceError, type AiProvider, type ChatTurn } from '../../shared/ai/index.js';
import { CHAT_LIMITS } from './chat.schemas.js';

export interface ChatMessageView {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
}

export interface ChatReplyEvent {
  delta: string;
  content: string;
  done: boolean;
  message: ChatMessageView | null;
}

/** Where a chat's messages are kept. */
export interface ChatLog {
  /** The latest `limit` turns, oldest first. */
  recent(limit: number): Promise<ChatTurn[]>;
  add(role: 'user' | 'assistant', content: string): Promise<ChatMessageView>;
}

/**
 * The question's event (its saved message), one event per part of the answer, then a last one
 * (done: true) with the saved answer. Aborting `signal` cancels the model call; the answer is then
 * not saved.
 */
export async function* streamReply(
  ai: AiProvider,
  thesis: { title: string; content: string },
  question: string,
  log: ChatLog,
  signal?: AbortSignal,
): AsyncGenerator<ChatReplyEvent> {
  const history = await log.recent(CHAT_LIMITS.history);
  const asked = await log.add('user', question);
  yield { delta: '', content: '', done: false, message: asked };
  let answer = '';
  try {
    for await (const delta of ai.answer({ question, thesis, history, passages: [] }, { signal })) {
      if (typeof delta !== 'string') continue;
      answer += delta;
      yield { delta, content: answer, done: false, message: null };
    }
  } catch (error) {
    throw asServiceError(error);
  }
  const answered = await log.add('assistant', answer.trim() || '(no answer)');
  yield { delta: '', content: answer, done: true, message: answered };
}

/** Runs a reply to its end (REST and GraphQL mutations answer once the reply is saved). */
export async function drainReply(reply: AsyncGenerator<ChatReplyEvent>): Promise<void> {
  for (let step = await reply.next(); !step.done; step = await reply.next());
}
