// Query Research (spec §2 thesis page, §7 /api/theses/{id}/messages): the owner's chat about a thesis.
// The assistant answers from the thesis and the passages of its sources retrieved for the question
// (a model: grounded on both, citing the passages; offline: the best-matching paragraphs and source
// sentences, quoted and cited), and says so when neither holds anything on it. Answers keep only the
// citations that hold (issue 17 §6). Questions are rate limited per user; a caller that goes away
// cancels the reply, which is then not saved.
import { randomUUID } from 'node:crypto';
import type { Types } from 'mongoose';
import type { Actor } from '../../shared/access/actor.js';
import { requireSignedIn } from '../../shared/access/actor.js';
import type { AiProvider } from '../../shared/ai/index.js';
import type { Logger } from '../../shared/logger.js';
import type { RateLimitStore, RateLimiter } from '../../shared/rate-limit/rate-limit.js';
import { parseInput } from '../../shared/validate.js';
import type { CitationsService, SourcesPort } from '../citations/index.js';
import type { ThesesService, ThesisView } from '../theses/index.js';
import { citationView, retrieverFor } from './chat.evidence.js';
import { ChatMessageModel, type ChatMessageRecord } from './chat.model.js';
import { CHAT_LIMITS, sendMessageInput } from './chat.schemas.js';
import {
  drainReply,
  storedChatLog,
  streamReply,
  type ChatLog,
  type ChatMessageView,
  type ChatReplyEvent,
} from './chat.reply.js';

export type { ChatMessageView, ChatReplyEvent } from './chat.reply.js';

/** What the model reads of the thesis: its title, its text and the language it answers in (issue 31). */
const thesisOfChat = (thesis: Pick<ThesisView, 'title' | 'content' | 'language'>) => ({
  title: thesis.title,
  content: thesis.content,
  language: thesis.language,
});

const CHAT_RATE_LIMITS = {
  questionsPerUser: {
    points: 40,
    durationSeconds: 600,
    message: 'You are asking questions too quickly. Please wait a moment and try again.',
  },
} as const;

const toView = (message: ChatMessageRecord): ChatMessageView => ({
  id: message._id.toString(),
  role: message.role as 'user' | 'assistant',
  content: message.content,
  citations: (message.citations ?? []).map((c) => citationView(c as never)),
  createdAt: message.createdAt.toISOString(),
});

type Theses = Pick<ThesesService, 'get'>;

export interface ChatEvidence {
  /** The sources domain's retrieval, looked up when a question comes (undefined: no sources domain). */
  sources?: () => Pick<SourcesPort, 'retrieve'> | undefined;
  /** The article's citations (the readers' chat leaves out sources cited only where a link hides). */
  citations?: () => Pick<CitationsService, 'ofThesis'> | undefined;
  logger?: Logger;
}

export class ChatService {
  private readonly limit: RateLimiter;

  constructor(
    private readonly ai: AiProvider,
    private readonly theses: Theses,
    rateLimits: RateLimitStore,
    private readonly evidence: ChatEvidence = {},
  ) {
    this.limit = rateLimits.limiter('chat-user', CHAT_RATE_LIMITS.questionsPerUser);
  }

  /** GET /api/theses/{id}/messages: the chat, oldest first. */
  async list(actor: Actor | null, idOrSlug: unknown): Promise<ChatMessageView[]> {
    const thesis = await this.theses.get(actor, idOrSlug);
    return this.messagesOf(thesis.id);
  }

  /** POST /api/theses/{id}/messages: asks, and answers the chat once the reply is complete. */
  async send(
    actor: Actor | null,
    idOrSlug: unknown,
    input: unknown,
    signal?: AbortSignal,
  ): Promise<ChatMessageView[]> {
    const thesis = await this.theses.get(actor, idOrSlug);
    // REST answers only once the reply is complete (and saved).
    await drainReply(this.ask(actor, thesis.id, input, signal));
    return this.messagesOf(thesis.id);
  }

  /** Saves the question, then streams the reply; the reply is saved once complete. */
  async *ask(
    actor: Actor | null,
    idOrSlug: unknown,
    input: unknown,
    signal?: AbortSignal,
  ): AsyncGenerator<ChatReplyEvent> {
    yield* (await this.prepareReply(actor, idOrSlug, input))(signal);
  }

  /**
   * One question answered as the owner's chat answers it (from the thesis and the passages of its
   * sources, keeping only the citations that hold), without joining the chat: an agent's question (MCP
   * `ask_thesis`) leaves the owner's conversation as it was, so a read-only token changes nothing. The
   * same access rule, input rules and per-person limit as a chat question.
   */
  async answerOnce(
    actor: Actor | null,
    idOrSlug: unknown,
    input: unknown,
    signal?: AbortSignal,
  ): Promise<ChatMessageView> {
    let answer: ChatMessageView | undefined;
    const unsaved: ChatLog = {
      recent: async () => [],
      add: async (role, content, citations = []) => {
        const message = { id: randomUUID(), role, content, citations, createdAt: new Date().toISOString() };
        if (role === 'assistant') answer = message;
        return message;
      },
    };
    await drainReply((await this.prepareReply(actor, idOrSlug, input, unsaved))(signal));
    if (!answer) throw new Error('the reply ended without an answer');
    return answer;
  }

  /**
   * Checks everything a question needs (signed in, the thesis visible, the input, the limit) before
   * anything streams, so a refusal is an error of the operation itself; returns the reply to stream.
   */
  async prepareReply(
    actor: Actor | null,
    idOrSlug: unknown,
    input: unknown,
    /** Where the question and answer go: the thesis's chat unless given. */
    given?: ChatLog,
  ): Promise<(signal?: AbortSignal) => AsyncGenerator<ChatReplyEvent>> {
    const user = requireSignedIn(actor);
    const thesis = await this.theses.get(actor, idOrSlug);
    const { content: question } = parseInput(sendMessageInput, input);
    await this.limit.consume(user.id);
    const log: ChatLog = given ?? storedChatLog(ChatMessageModel, { thesisId: thesis.id }, toView);
    const caller = { userId: user.id, runId: `chat:${thesis.id}`, priority: 'interactive' as const };
    const retrieve = retrieverFor(() => this.evidence.sources?.(), thesis.id, {
      ...(this.evidence.logger ? { logger: this.evidence.logger } : {}),
      caller,
    });
    return (signal) =>
      streamReply(this.ai, thesisOfChat(thesis), question, log, {
        retrieve,
        caller,
        ...(signal ? { signal } : {}),
      });
  }

  /** The cascade hook: a deleted thesis's chat goes with it. */
  async deleteChats(thesisIds: readonly string[]): Promise<void> {
    await ChatMessageModel.deleteMany({ thesisId: { $in: thesisIds } });
  }

  private async messagesOf(thesisId: string | Types.ObjectId): Promise<ChatMessageView[]> {
    const latest = await ChatMessageModel.find({ thesisId })
      .sort({ createdAt: -1, _id: -1 })
      .limit(CHAT_LIMITS.listed)
      .lean<ChatMessageRecord[]>();
    return latest.reverse().map(toView);
  }
}
