// Query Research (spec §2 thesis page, §7 /api/theses/{id}/messages): the owner's chat about a thesis.
// The assistant answers from the thesis (a model: grounded on its content; offline: the best-matching
// passages, quoted). Questions are rate limited per user; a caller that goes away cancels the reply,
// which is then not saved.
import type { Types } from 'mongoose';
import type { Actor } from '../../shared/access/actor.js';
import { requireSignedIn } from '../../shared/access/actor.js';
import { asServiceError, type AiProvider } from '../../shared/ai/index.js';
import type { RateLimitStore, RateLimiter } from '../../shared/rate-limit/rate-limit.js';
import { parseInput } from '../../shared/validate.js';
import type { ThesesService } from '../theses/index.js';
import { ChatMessageModel, type ChatMessageRecord } from './chat.model.js';
import { CHAT_LIMITS, sendMessageInput } from './chat.schemas.js';

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

export const CHAT_RATE_LIMITS = {
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
  createdAt: message.createdAt.toISOString(),
});

type Theses = Pick<ThesesService, 'get'>;

export class ChatService {
  private readonly limit: RateLimiter;

  constructor(
    private readonly ai: AiProvider,
    private readonly theses: Theses,
    rateLimits: RateLimitStore,
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
    const reply = this.ask(actor, thesis.id, input, signal);
    // REST answers only once the reply is complete (and saved).
    for (let step = await reply.next(); !step.done; step = await reply.next());
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
   * Checks everything a question needs (signed in, the thesis visible, the input, the limit) before
   * anything streams, so a refusal is an error of the operation itself; returns the reply to stream.
   */
  async prepareReply(
    actor: Actor | null,
    idOrSlug: unknown,
    input: unknown,
  ): Promise<(signal?: AbortSignal) => AsyncGenerator<ChatReplyEvent>> {
    const user = requireSignedIn(actor);
    const thesis = await this.theses.get(actor, idOrSlug);
    const { content: question } = parseInput(sendMessageInput, input);
    await this.limit.consume(user.id);
    const ai = this.ai;
    return async function* reply(signal) {
      const history = (
        await ChatMessageModel.find({ thesisId: thesis.id })
          .sort({ createdAt: -1, _id: -1 })
          .limit(CHAT_LIMITS.history)
          .lean<ChatMessageRecord[]>()
      )
        .reverse()
        .map((message) => ({ role: message.role as 'user' | 'assistant', content: message.content }));
      const asked = await ChatMessageModel.create({ thesisId: thesis.id, role: 'user', content: question });
      yield { delta: '', content: '', done: false, message: toView(asked.toObject<ChatMessageRecord>()) };
      let answer = '';
      try {
        for await (const delta of ai.answer(
          { question, thesis: { title: thesis.title, content: thesis.content }, history },
          { signal },
        )) {
          answer += delta;
          yield { delta, content: answer, done: false, message: null };
        }
      } catch (error) {
        throw asServiceError(error);
      }
      const answered = await ChatMessageModel.create({
        thesisId: thesis.id,
        role: 'assistant',
        content: answer.trim() || '(no answer)',
      });
      yield {
        delta: '',
        content: answer,
        done: true,
        message: toView(answered.toObject<ChatMessageRecord>()),
      };
    };
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
