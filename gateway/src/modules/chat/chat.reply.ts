// One Query Research reply, whichever chat it belongs to (the owner's, or a reader's of a shared
// thesis): saves the question, retrieves the passages of the thesis's sources for it, streams the
// answer grounded on the thesis text given and those passages (markers shown as they arrive), then
// checks the answer's citations (a marker stays only when its passage was retrieved and holds the
// quoted words), numbers them 1..N for this message and saves the answer with them.
import type { ThesisLanguage } from '@thesis-studio/domain';
import type { Model } from 'mongoose';
import type { z } from 'zod';
import { asServiceError, type AiCaller, type AiProvider, type ChatTurn } from '../../shared/ai/index.js';
import type { ClaimedCitation } from '../../shared/grounding/types.js';
import { dropForeignUrls, groundText, renumber } from '../../shared/grounding/verify.js';
import type { CitationView } from '../citations/index.js';
import { citationViews, type Retrieve } from './chat.evidence.js';
import { CHAT_LIMITS, type chatMessageAnswer, type chatReplyEventAnswer } from './chat.schemas.js';

/** A chat message as clients see it: chatMessageAnswer. */
export type ChatMessageView = z.output<typeof chatMessageAnswer>;

/** One event of a reply as it is written: chatReplyEventAnswer. */
export type ChatReplyEvent = z.output<typeof chatReplyEventAnswer>;

/** Where a chat's messages are kept. */
export interface ChatLog {
  /** The latest `limit` turns, oldest first. */
  recent(limit: number): Promise<ChatTurn[]>;
  add(role: 'user' | 'assistant', content: string, citations?: CitationView[]): Promise<ChatMessageView>;
}

/**
 * A chat log kept in `model`: its messages matching `scope` (a thesis, a thesis and one reader), each
 * new one stored with `scope`'s fields.
 */
export function storedChatLog<R extends { role: string; content: string }>(
  model: Model<R>,
  scope: Record<string, unknown>,
  toView: (record: R) => ChatMessageView,
): ChatLog {
  return {
    recent: async (limit) =>
      (await model.find(scope).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<R[]>())
        .reverse()
        .map((message) => ({ role: message.role as 'user' | 'assistant', content: message.content })),
    add: async (role, content, citations = []) =>
      // The record's fields are the scope's and these; mongoose cannot see that through the generic.
      toView((await model.create({ ...scope, role, content, citations } as unknown as R)).toObject<R>()),
  };
}

export interface ReplyOptions {
  /** The passages of the thesis's sources for the question; none without it. */
  retrieve?: Retrieve;
  /** Aborting it cancels retrieval and the model call; the answer is then not saved. */
  signal?: AbortSignal;
  /** Who asks: the answer's model calls are scheduled as theirs (interactive). */
  caller?: AiCaller;
}

/** The thesis as a chat's model reads it: the article's own markers would clash with the passages' numbers. */
const withoutMarkers = (content: string) => content.replace(/ ?\[\d{1,3}\](?!\()/g, '');

/**
 * The question's event (its saved message), one event per part of the answer, then a last one
 * (done: true) with the saved answer — its text checked and renumbered, its citations attached.
 */
export async function* streamReply(
  ai: AiProvider,
  thesis: { title: string; content: string; language?: ThesisLanguage },
  question: string,
  log: ChatLog,
  options: ReplyOptions = {},
): AsyncGenerator<ChatReplyEvent> {
  const { signal, caller } = options;
  const history = await log.recent(CHAT_LIMITS.history);
  const asked = await log.add('user', question);
  yield { delta: '', content: '', done: false, message: asked };
  let answer = '';
  let claimed: ClaimedCitation[] = [];
  try {
    const passages = options.retrieve ? await options.retrieve(question, signal) : [];
    const request = {
      question,
      thesis: { title: thesis.title, content: withoutMarkers(thesis.content) },
      history,
      passages,
      // The answer, and its citations' checks, are in the thesis's language (issue 31).
      ...(thesis.language ? { language: thesis.language } : {}),
    };
    for await (const part of ai.answer(request, { signal, ...(caller ? { caller } : {}) })) {
      if (typeof part !== 'string') {
        claimed = part.citations;
        continue;
      }
      answer += part;
      yield { delta: part, content: answer, done: false, message: null };
    }
    const grounded = groundText(answer, claimed, passages);
    const { markdowns, citations } = renumber([grounded]);
    let content = markdowns[0] ?? '';
    if (passages.length > 0)
      content = dropForeignUrls(
        content,
        new Set(citations.flatMap((c) => (c.passage.url ? [c.passage.url] : []))),
      );
    const views = await citationViews(ai, citations, signal, caller, thesis.language);
    const answered = await log.add('assistant', content.trim() || '(no answer)', views);
    yield { delta: '', content, done: true, message: answered };
  } catch (error) {
    throw asServiceError(error);
  }
}

/** Runs a reply to its end (REST and GraphQL mutations answer once the reply is saved). */
export async function drainReply(reply: AsyncGenerator<ChatReplyEvent>): Promise<void> {
  for (let step = await reply.next(); !step.done; step = await reply.next());
}
