// The readers' chat of a shared thesis (spec §2 shared page, §7 /api/shared/{shareUrl}/messages): each
// reader — a signed-in user by account, an anonymous visitor by the ts_visitor cookie — has their own
// chat with the AI, answered from the text the share link shows (theses.sharedText, hidden parts left
// out) and the passages of the thesis's sources retrieved for the question — never one that names a
// hidden topic (SHARED_HIDDEN_TOPICS), nor one from a source the article cites only in parts the link
// hides; answers cite them like the owner's chat. Readers see the cited passages only, with opaque
// source ids. Questions are limited per reader, per IP and per thesis per day. The owner sees what
// readers asked, without who asked.
import { createHash } from 'node:crypto';
import type { Env } from '../../env.js';
import type { Actor } from '../../shared/access/actor.js';
import type { AiProvider } from '../../shared/ai/index.js';
import { notFound, unauthenticated } from '../../shared/errors/service-error.js';
import { DAY } from '../../shared/rate-limit/rate-limit.js';
import type { RateLimiter, RateLimitStore } from '../../shared/rate-limit/rate-limit.js';
import { parseInput } from '../../shared/validate.js';
import type { RequestAuth } from '../../shared/access/request-auth.js';
import {
  citationView,
  drainReply,
  retrieverFor,
  sourcesLeftOut,
  storedChatLog,
  streamReply,
  type ChatEvidence,
  type ChatMessageView,
  type ChatReplyEvent,
} from '../chat/index.js';
import type { CitationView } from '../citations/index.js';
import type { ThesesService } from '../theses/index.js';
import { ReaderMessageModel, type ReaderMessageRecord } from './readers.model.js';
import { READERS_LIMITS, readerMessageInput } from './readers.schemas.js';
import { topicMatcher } from '../../shared/topics.js';
import { SHARED_THESIS_NOT_FOUND } from '../sharing/index.js';
import { findSharedThesis } from './shared-thesis.js';

/** Who is reading: the request's user, visitor cookie and address. */
export type ReaderAuth = Pick<RequestAuth, 'user' | 'meta' | 'visitorId' | 'ensureVisitorId'>;

export interface ReaderQuestionView {
  content: string;
  createdAt: string;
}

export type ReaderChatSettings = Pick<
  Env,
  'READER_CHAT_PER_READER' | 'READER_CHAT_PER_IP' | 'READER_CHAT_PER_THESIS_DAILY'
> &
  Partial<Pick<Env, 'SHARED_HIDDEN_TOPICS'>>;

const TEN_MINUTES = 600;
const TOO_QUICK = 'You are asking questions too quickly. Please wait a few minutes and try again.';
const THESIS_BUSY =
  'This shared thesis has answered as many questions as it can today. Please try again tomorrow.';

/** An id a reader may see: stable within a thesis (markers of one source group together), revealing nothing. */
const opaqueId = (thesisId: string, id: string) =>
  createHash('sha256').update(`${thesisId}:${id}`).digest('hex').slice(0, 24);

/** A citation as a reader sees it: the cited passage, never the source's or the passage's real id. */
const readerCitation = (thesisId: string, stored: CitationView): CitationView => {
  const view = citationView(stored);
  return {
    ...view,
    sourceId: opaqueId(thesisId, view.sourceId),
    passageId: opaqueId(thesisId, view.passageId),
  };
};

const toView = (message: ReaderMessageRecord): ChatMessageView => ({
  id: message._id.toString(),
  role: message.role as 'user' | 'assistant',
  content: message.content,
  citations: (message.citations ?? []).map((c) =>
    readerCitation(message.thesisId.toString(), c as CitationView),
  ),
  createdAt: message.createdAt.toISOString(),
});

/** A reader's chat key; the visitor id is a bearer secret, so only its hash is stored. */
const readerKey = (user: Actor | null, visitorId: string | undefined): string | null =>
  user
    ? `user:${user.id}`
    : visitorId
      ? `visitor:${createHash('sha256').update(visitorId).digest('base64url')}`
      : null;

type Theses = Pick<ThesesService, 'findShared' | 'sharedText' | 'get'>;

export class ReadersService {
  private readonly perReader: RateLimiter;
  private readonly perIp: RateLimiter;
  private readonly perThesis: RateLimiter;
  /** Passages naming one of these topics never reach a reader's model call. */
  private readonly hidden: RegExp | null;

  constructor(
    private readonly ai: AiProvider,
    private readonly theses: Theses,
    rateLimits: RateLimitStore,
    settings: ReaderChatSettings,
    private readonly evidence: ChatEvidence = {},
  ) {
    this.hidden = topicMatcher(settings.SHARED_HIDDEN_TOPICS ?? []);
    this.perReader = rateLimits.limiter('reader-chat', {
      points: settings.READER_CHAT_PER_READER,
      durationSeconds: TEN_MINUTES,
      message: TOO_QUICK,
    });
    this.perIp = rateLimits.limiter('reader-chat-ip', {
      points: settings.READER_CHAT_PER_IP,
      durationSeconds: TEN_MINUTES,
      message: TOO_QUICK,
    });
    this.perThesis = rateLimits.limiter('reader-chat-thesis', {
      points: settings.READER_CHAT_PER_THESIS_DAILY,
      durationSeconds: DAY,
      message: THESIS_BUSY,
    });
  }

  /** GET /api/shared/{shareUrl}/messages: the reader's own chat, oldest first. */
  async list(auth: ReaderAuth, shareUrl: unknown): Promise<ChatMessageView[]> {
    const thesis = await findSharedThesis(this.theses, shareUrl);
    const reader = readerKey(auth.user, auth.visitorId);
    return reader ? this.messagesOf(thesis.id, reader) : [];
  }

  /** POST /api/shared/{shareUrl}/messages: asks, and answers the reader's chat once the reply is saved. */
  async send(
    auth: ReaderAuth,
    shareUrl: unknown,
    input: unknown,
    signal?: AbortSignal,
  ): Promise<ChatMessageView[]> {
    const reply = await this.prepareReply(auth, shareUrl, input);
    await drainReply(reply.stream(signal));
    return this.messagesOf(reply.thesisId, reply.reader);
  }

  /**
   * Checks the link, the question and the limits before anything streams (so a refusal is an error
   * answer, not a broken stream), then gives the reply to stream. An anonymous visitor without a
   * cookie gets one here.
   */
  async prepareReply(
    auth: ReaderAuth,
    shareUrl: unknown,
    input: unknown,
  ): Promise<{
    thesisId: string;
    reader: string;
    stream: (signal?: AbortSignal) => AsyncGenerator<ChatReplyEvent>;
  }> {
    const thesis = await findSharedThesis(this.theses, shareUrl);
    const { content: question } = parseInput(readerMessageInput, input);
    const reader = readerKey(auth.user, auth.user ? undefined : (auth.visitorId ?? auth.ensureVisitorId()));
    if (!reader) throw unauthenticated();
    await this.perReader.consume(`${thesis.id}:${reader}`);
    await this.perIp.consume(auth.meta.ip);
    await this.perThesis.consume(thesis.id);
    // The visible text only: hidden sections and topics never reach the model.
    const visible = await this.theses.sharedText(thesis.shareUrl);
    if (!visible) throw notFound(SHARED_THESIS_NOT_FOUND);
    const log = storedChatLog(ReaderMessageModel, { thesisId: thesis.id, reader }, toView);
    // A reader's questions are their own interactive calls (fair between readers and everyone else).
    const caller = {
      userId: `reader:${reader}`,
      runId: `shared:${thesis.id}`,
      priority: 'interactive' as const,
    };
    const retrieve = retrieverFor(() => this.evidence.sources?.(), thesis.id, {
      caller,
      hidden: this.hidden,
      excludeSourceIds: async () => {
        const article = this.evidence.citations?.();
        return article ? sourcesLeftOut((await article.ofThesis(thesis.id)).citations, visible.content) : [];
      },
      ...(this.evidence.logger ? { logger: this.evidence.logger } : {}),
    });
    return {
      thesisId: thesis.id,
      reader,
      stream: (signal) =>
        streamReply(
          this.ai,
          { title: visible.title, content: visible.content, language: thesis.language },
          question,
          log,
          {
            retrieve,
            caller,
            ...(signal ? { signal } : {}),
          },
        ),
    };
  }

  /** What readers asked about the thesis, newest first, without who asked (its owner and admins). */
  async readerQuestions(actor: Actor | null, thesisId: unknown): Promise<ReaderQuestionView[]> {
    const thesis = await this.theses.get(actor, thesisId);
    const asked = await ReaderMessageModel.find(
      { thesisId: thesis.id, role: 'user' },
      { content: 1, createdAt: 1 },
    )
      .sort({ createdAt: -1, _id: -1 })
      .limit(READERS_LIMITS.readerQuestions)
      .lean<ReaderMessageRecord[]>();
    return asked.map((message) => ({ content: message.content, createdAt: message.createdAt.toISOString() }));
  }

  /** The account-deletion step of this domain: the chats the person had as a signed-in reader. */
  async deleteOfReaderAccount(userId: string): Promise<void> {
    await ReaderMessageModel.deleteMany({ reader: `user:${userId}` });
  }

  /** The cascade hook: readers' chats go with their thesis. */
  async deleteOfTheses(thesisIds: readonly string[]): Promise<void> {
    await ReaderMessageModel.deleteMany({ thesisId: { $in: thesisIds } });
  }

  private async messagesOf(thesisId: string, reader: string): Promise<ChatMessageView[]> {
    const latest = await ReaderMessageModel.find({ thesisId, reader })
      .sort({ createdAt: -1, _id: -1 })
      .limit(READERS_LIMITS.listed)
      .lean<ReaderMessageRecord[]>();
    return latest.reverse().map(toView);
  }
}
