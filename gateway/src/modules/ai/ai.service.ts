// The AI endpoints (spec §7): wizard drafts (whole or streamed), key-insights summaries (cached 10
// minutes by content) and read-aloud speech (cached by text, voice, speed and engine). Every operation
// is rate limited per user, or per IP for anonymous speech; anonymous callers may only have text from
// the shared thesis they name read aloud.
import { createHash } from 'node:crypto';
import {
  THESIS_LANGUAGE_ENGLISH_NAMES,
  isEnglishThesis,
  thesisLanguageForInterface,
  type Language,
} from '@thesis-studio/domain';
import { LRUCache } from 'lru-cache';
import { requireSignedIn, type Actor } from '../../shared/access/actor.js';
import {
  SpeechCache,
  asServiceError,
  stripMarkdown,
  throwIfCancelled,
  withAiErrors,
  type AiProvider,
} from '../../shared/ai/index.js';
import { espeakVoiceFor } from '../../shared/ai/offline/speech/voices.js';
import { serviceUnavailable, unauthenticated } from '../../shared/errors/service-error.js';
import type { Logger } from '../../shared/logger.js';
import type { RateLimitRule, RateLimitStore, RateLimiter } from '../../shared/rate-limit/rate-limit.js';
import { convertProse } from '../../shared/spelling.js';
import { parseInput } from '../../shared/validate.js';
import type { ThesesService } from '../theses/index.js';
import {
  generateSummaryInput,
  generateThesisContentInput,
  textToSpeechInput,
  type TextToSpeechInput,
} from './ai.schemas.js';

/** The speech endpoint's answer when the offline engine has no voice for the thesis's language. */
const noOfflineVoice = (language: keyof typeof THESIS_LANGUAGE_ENGLISH_NAMES): string =>
  `No voice for ${THESIS_LANGUAGE_ENGLISH_NAMES[language]} is available offline.`;

const SLOW_DOWN = 'You are using the AI too quickly. Please wait a moment and try again.';

/** Per-user (per-IP for anonymous speech) limits of the AI endpoints. */
export const AI_RATE_LIMITS = {
  draftPerUser: { points: 30, durationSeconds: 600, message: SLOW_DOWN },
  summaryPerUser: { points: 120, durationSeconds: 600, message: SLOW_DOWN },
  speechPerUser: { points: 200, durationSeconds: 600, message: SLOW_DOWN },
  speechPerIp: { points: 60, durationSeconds: 600, message: SLOW_DOWN },
} as const satisfies Record<string, RateLimitRule>;

/** Spec §9: summaries are cached 10 minutes. */
const SUMMARY_TTL_MS = 10 * 60 * 1000;
/** The most of a text a summary reads. */
const SUMMARY_INPUT_CHARS = 60_000;

export interface DraftEvent {
  delta: string;
  content: string;
  done: boolean;
}

export interface Speech {
  /** The whole audio when it was cached, else the stream as it is made. */
  audio: Buffer | AsyncIterable<Uint8Array>;
  cached: boolean;
}

type Theses = Pick<ThesesService, 'sharedText'>;

// Words only: a cue card's speech text punctuates list items and table rows differently from the
// Markdown it came from ('Q1: Pilot; Decision.' for '| Q1 | Pilot | Decision |'), and leaves out
// table headers.
const squash = (text: string) =>
  stripMarkdown(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export class AiService {
  private readonly limits: Record<keyof typeof AI_RATE_LIMITS, RateLimiter>;
  private readonly summaries = new LRUCache<string, string[]>({ max: 1000, ttl: SUMMARY_TTL_MS });
  private readonly summariesInFlight = new Map<string, Promise<string[]>>();
  readonly speechCache = new SpeechCache();

  constructor(
    readonly provider: AiProvider,
    private readonly theses: Theses,
    rateLimits: RateLimitStore,
    private readonly logger: Logger,
    /** The offline engine's voice for a language (issue 31); null: it has none. */
    private readonly offlineVoice: typeof espeakVoiceFor = espeakVoiceFor,
  ) {
    this.limits = {
      draftPerUser: rateLimits.limiter('ai-draft-user', AI_RATE_LIMITS.draftPerUser),
      summaryPerUser: rateLimits.limiter('ai-summary-user', AI_RATE_LIMITS.summaryPerUser),
      speechPerUser: rateLimits.limiter('ai-speech-user', AI_RATE_LIMITS.speechPerUser),
      speechPerIp: rateLimits.limiter('ai-speech-ip', AI_RATE_LIMITS.speechPerIp),
    };
  }

  status(): { engine: AiProvider['engine']; model: string } {
    return { engine: this.provider.engine, model: this.provider.model };
  }

  /** POST /api/ai/generate-thesis-content: the whole draft. */
  async generateThesisContent(
    actor: Actor | null,
    input: unknown,
    signal?: AbortSignal,
  ): Promise<{ content: string }> {
    let content = '';
    for await (const event of this.streamThesisContent(actor, input, signal)) content = event.content;
    return { content };
  }

  /** The draft as it is written: one event per part, then one with done: true. */
  async *streamThesisContent(
    actor: Actor | null,
    input: unknown,
    signal?: AbortSignal,
  ): AsyncGenerator<DraftEvent> {
    yield* (await this.prepareDraft(actor, input))(signal);
  }

  /** Checks the caller, the input and the limit before anything streams; returns the draft to stream. */
  async prepareDraft(
    actor: Actor | null,
    input: unknown,
  ): Promise<(signal?: AbortSignal) => AsyncGenerator<DraftEvent>> {
    const user = requireSignedIn(actor);
    const parsed = parseInput(generateThesisContentInput, input);
    const { step } = parsed;
    // The draft is in the new thesis's language: the one chosen in the wizard, else the person's (issue 31).
    const data = {
      ...parsed.data,
      language: parsed.data.language ?? thesisLanguageForInterface(user.language),
    };
    await this.limits.draftPerUser.consume(user.id);
    const provider = this.provider;
    return async function* draft(signal) {
      let content = '';
      try {
        const caller = { userId: user.id, runId: 'wizard', priority: 'interactive' as const };
        for await (const delta of provider.draft(step, data, { signal, caller })) {
          content += delta;
          yield { delta, content, done: false };
        }
      } catch (error) {
        throw asServiceError(error);
      }
      yield { delta: '', content: content.trim(), done: true };
    };
  }

  /**
   * POST /api/generate-summary: key insights as '• ' lines (signed-in users only, spec §6), written in
   * the thesis's language (`thesisLanguage`, issue 31); an English thesis's in `language`'s spelling
   * when one is given (GraphQL), else as the engine wrote them.
   */
  async generateSummary(
    actor: Actor | null,
    input: unknown,
    { signal, language }: { signal?: AbortSignal; language?: Language } = {},
  ): Promise<{ summary: string; insights: string[] }> {
    const user = requireSignedIn(actor);
    const { content, thesisLanguage } = parseInput(generateSummaryInput, input);
    await this.limits.summaryPerUser.consume(user.id);
    const text = content.slice(0, SUMMARY_INPUT_CHARS);
    // Without a language the key is as before (British English).
    const key = createHash('sha256')
      .update(
        `${this.provider.engine}\0${this.provider.model}\0${thesisLanguage ? `${thesisLanguage}\0` : ''}${text}`,
      )
      .digest('base64url');
    let insights = this.summaries.get(key);
    if (!insights) {
      // Concurrent requests for the same content share one model call.
      let pending = this.summariesInFlight.get(key);
      if (!pending) {
        const caller = { userId: user.id, runId: 'summary', priority: 'interactive' as const };
        const options = { signal, caller, ...(thesisLanguage ? { language: thesisLanguage } : {}) };
        pending = withAiErrors(() => this.provider.summarize(text, options)).finally(() =>
          this.summariesInFlight.delete(key),
        );
        this.summariesInFlight.set(key, pending);
      }
      insights = (await pending)
        .map((insight) => stripMarkdown(insight).replace(/\s+/g, ' ').trim())
        .filter(Boolean);
      if (insights.length > 0) this.summaries.set(key, insights);
    }
    // The cache keeps the insights as written: one model call serves readers of both variants.
    // UK/US spelling is for English theses only.
    if (language && (!thesisLanguage || isEnglishThesis(thesisLanguage)))
      insights = await convertProse(insights, language);
    return { summary: insights.map((insight) => `• ${insight}`).join('\n'), insights };
  }

  /**
   * POST /api/text-to-speech: MP3 of the text (its first 4,000 characters). Signed-in users may have
   * any text spoken; anonymous callers only text of the shared thesis named by `shareUrl`.
   */
  async textToSpeech(
    actor: Actor | null,
    input: unknown,
    meta: { ip: string },
    signal?: AbortSignal,
  ): Promise<Speech> {
    const request = parseInput(textToSpeechInput, input);
    if (actor) await this.limits.speechPerUser.consume(actor.id);
    else {
      await this.limits.speechPerIp.consume(meta.ip);
      await this.requireSharedText(request);
    }
    const language = request.language;
    // The offline engine speaks the languages it has an eSpeak voice for (issue 31).
    if (language && this.provider.engine === 'offline' && !this.offlineVoice(request.voice, language))
      throw serviceUnavailable(noOfflineVoice(language));
    // Without a language the key is as before (British English).
    const key = SpeechCache.key({
      ...request,
      ...(language ? { voice: `${request.voice}/${language}` } : {}),
      engine: this.provider.engine,
      model: this.provider.model,
    });
    const cached = this.speechCache.get(key);
    if (cached) return { audio: cached, cached: true };
    throwIfCancelled(signal);
    const caller = {
      userId: actor ? actor.id : `ip:${meta.ip}`,
      runId: 'speech',
      priority: 'interactive' as const,
    };
    return { audio: this.recorded(key, this.provider.speak(request, { signal, caller })), cached: false };
  }

  /** Passes the audio through, and caches it once it is complete. */
  private async *recorded(key: string, audio: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    const parts: Uint8Array[] = [];
    try {
      for await (const part of audio) {
        parts.push(part);
        yield part;
      }
    } catch (error) {
      throw asServiceError(error);
    }
    this.speechCache.set(key, Buffer.concat(parts));
    this.logger.debug({ bytes: this.speechCache.bytes }, 'speech cached');
  }

  private async requireSharedText(request: TextToSpeechInput): Promise<void> {
    const refusal = unauthenticated(
      'Sign in to listen, or open the shared thesis whose text you want read aloud.',
    );
    if (!request.shareUrl) throw refusal;
    const shared = await this.theses.sharedText(request.shareUrl);
    if (!shared) throw refusal;
    // Sentence by sentence: a card's text joins list items, table rows and paragraphs as sentences.
    const wanted = request.text
      .split(/(?<=[.!?])\s+|\n+/)
      .map(squash)
      .filter(Boolean);
    const available = [shared.title, shared.summary, shared.content].map(squash);
    if (wanted.length === 0 || !wanted.every((piece) => available.some((text) => text.includes(piece))))
      throw refusal;
  }
}
