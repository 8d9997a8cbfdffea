// Calls to an OpenAI-compatible server (Chat Completions and speech) with what a production caller
// needs: bounded retries with exponential backoff and full jitter for 429, 5xx, timeouts and dropped
// connections (Retry-After honoured), a timeout per call (per pause for streams), cancellation by
// AbortSignal, structured outputs from zod schemas validated on return (one retry with the problems
// named), token usage logged per call, and a fair, adaptive bound on the calls one process runs at once
// (../scheduler.ts: who a call is for and how soon it is wanted decide its turn; the window adapts to
// the provider's 429/503 answers and rate-limit headers, ../adaptive-limit.ts).
import OpenAI, { APIError, APIPromise, APIUserAbortError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import type { Logger } from '../../logger.js';
import { AdaptiveLimit, readRateLimitHeaders, type CallOutcome } from '../adaptive-limit.js';
import { AiError, throwIfCancelled, type AiCaller, type CallOptions, type Voice } from '../provider.js';
import { ModelScheduler, type Ticket } from '../scheduler.js';

export interface ChatClientOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  ttsModel: string;
  logger: Logger;
  /** A call's time limit; for a stream, the longest wait for its next part. */
  timeoutMs: number;
  /** The most calls this process runs at once (AI_CONCURRENCY): the ceiling of the adaptive window. */
  concurrency: number;
  /** Where the adaptive window starts (default: the ceiling). */
  initialConcurrency?: number;
  /** A scheduler to use instead of one made from `concurrency` (tests, or clients sharing one). */
  scheduler?: ModelScheduler;
  /** Retries after the first attempt (default 3). */
  maxRetries?: number;
  /** First backoff step (default 500 ms), doubled per retry, capped at `maxDelayMs` (default 8 s). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Longest Retry-After honoured (default 30 s); a longer one fails the call at once. */
  maxRetryAfterMs?: number;
  /** For tests: a deterministic jitter (0..1). */
  random?: () => number;
}

export type Messages = ChatCompletionMessageParam[];

/** What a call of this client is given: its signal, who it is for, and (chat calls) its longest answer. */
export interface ClientCallOptions extends CallOptions {
  maxTokens?: number;
}

interface Usage {
  prompt_tokens?: number;
  completion_tokens?: number;
  total_tokens?: number;
}

/** A timer whose signal aborts when it runs out; `reset` restarts it (each part of a stream). */
function deadline(ms: number) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new Error('timeout')), ms);
  };
  arm();
  return {
    signal: controller.signal,
    get expired() {
      return controller.signal.aborted;
    },
    reset: arm,
    clear: () => clearTimeout(timer),
  };
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', cancelled);
      resolve();
    }
    function cancelled() {
      clearTimeout(timer);
      reject(new AiError('CANCELLED', 'The request was cancelled.'));
    }
    signal?.addEventListener('abort', cancelled, { once: true });
  });

/** Retry-After as milliseconds: `retry-after-ms`, or `retry-after` in seconds or as an HTTP date. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (headers?.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

interface Failure {
  retryable: boolean;
  code: AiError['code'];
  /** What went wrong, for logs and the final message. */
  reason: string;
  retryAfterMs?: number;
}

function classify(error: unknown, timedOut: boolean): Failure {
  if (timedOut) return { retryable: true, code: 'TIMEOUT', reason: 'no answer in time' };
  if (error instanceof AiError) return { retryable: false, code: error.code, reason: error.message };
  if (error instanceof APIUserAbortError)
    return { retryable: false, code: 'CANCELLED', reason: 'the request was cancelled' };
  if (error instanceof APIError) {
    const status = error.status;
    if (status === undefined) return { retryable: true, code: 'UNAVAILABLE', reason: 'connection failed' };
    const retryAfter = retryAfterMs(error.headers);
    if (status === 429 || status === 408 || status === 409 || status >= 500)
      return {
        retryable: true,
        code: 'UNAVAILABLE',
        reason: `HTTP ${status}`,
        ...(retryAfter !== undefined ? { retryAfterMs: retryAfter } : {}),
      };
    if (status === 401 || status === 403)
      return { retryable: false, code: 'UNAVAILABLE', reason: `HTTP ${status}: the API key was refused` };
    return { retryable: false, code: 'UNAVAILABLE', reason: `HTTP ${status}: ${error.message}` };
  }
  // fetch failures (reset connections, cut streams) surface as TypeError / generic errors.
  const message = error instanceof Error ? error.message : String(error);
  return { retryable: true, code: 'UNAVAILABLE', reason: message || 'connection failed' };
}

/** How a failed attempt counts for the adaptive window: 429 and 503 are the provider's 'slow down'. */
function outcomeOf(error: unknown): CallOutcome {
  if (error instanceof APIError && error.status !== undefined) {
    const info = readRateLimitHeaders(error.headers);
    return { kind: error.status === 429 || error.status === 503 ? 'overload' : 'other', info };
  }
  return { kind: 'other' };
}

function failureMessage(failure: Failure, attempts: number): string {
  const tries = attempts === 1 ? 'once' : `${attempts} times`;
  switch (failure.code) {
    case 'TIMEOUT':
      return `The AI provider did not answer in time (tried ${tries}). Try again in a moment; if it keeps happening, raise AI_TIMEOUT_SECONDS or check the provider.`;
    case 'CANCELLED':
      return 'The request was cancelled.';
    default:
      return failure.retryable
        ? `The AI provider is unavailable (${failure.reason}; tried ${tries}). Try again in a few minutes.`
        : `The AI provider refused the request (${failure.reason}). Check OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL.`;
  }
}

export class ChatClient {
  readonly model: string;
  readonly ttsModel: string;
  private readonly client: OpenAI;
  readonly scheduler: ModelScheduler;
  private readonly logger: Logger;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly random: () => number;

  constructor(options: ChatClientOptions) {
    this.model = options.model;
    this.ttsModel = options.ttsModel;
    this.logger = options.logger;
    this.timeoutMs = options.timeoutMs;
    this.maxRetries = options.maxRetries ?? 3;
    this.baseDelayMs = options.baseDelayMs ?? 500;
    this.maxDelayMs = options.maxDelayMs ?? 8_000;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;
    this.random = options.random ?? Math.random;
    this.scheduler =
      options.scheduler ??
      new ModelScheduler({
        limit: new AdaptiveLimit({
          ceiling: options.concurrency,
          ...(options.initialConcurrency ? { initial: options.initialConcurrency } : {}),
        }),
      });
    // Our own retries and deadlines (below) replace the SDK's, so the rules above are the only ones.
    this.client = new OpenAI({
      apiKey: options.apiKey,
      ...(options.baseURL ? { baseURL: options.baseURL } : {}),
      maxRetries: 0,
      timeout: options.timeoutMs * 4,
    });
  }

  /** Calls running and waiting for a slot, and the window now (for tests and reporting). */
  get load(): ModelScheduler['load'] {
    return this.scheduler.load;
  }

  /** Any other endpoint's call (embeddings.ts) under this client's retries, deadline and scheduler. */
  call<R>(
    purpose: string,
    options: CallOptions,
    request: (client: OpenAI, signal: AbortSignal) => Promise<R>,
  ): Promise<R> {
    return this.withRetries(purpose, options, async (callSignal, _started, seen) => {
      const pending = request(this.client, callSignal);
      if (!(pending instanceof APIPromise)) return pending;
      const { data, response } = await (pending as APIPromise<R>).withResponse();
      seen(response.headers);
      return data;
    });
  }

  /**
   * One structured answer: the reply must parse as JSON and validate against `schema`. A reply that
   * does not is sent back once with the problems named; a second bad reply fails with INVALID_OUTPUT.
   */
  async structured<S extends z.ZodType>(
    purpose: string,
    messages: Messages,
    schema: S,
    options: ClientCallOptions = {},
  ): Promise<z.output<S>> {
    const format = zodResponseFormat(schema as never, purpose.replace(/[^A-Za-z0-9_-]/g, '_'));
    let conversation = messages;
    let problems = '';
    for (let round = 1; round <= 2; round++) {
      const completion = await this.withRetries(purpose, options, async (signal, started, seen) => {
        const { data: result, response } = await this.client.chat.completions
          .create(
            {
              model: this.model,
              messages: conversation,
              response_format: format,
              ...(options.maxTokens ? { max_completion_tokens: options.maxTokens } : {}),
            },
            { signal },
          )
          .withResponse();
        seen(response.headers);
        this.logUsage(purpose, result.usage ?? undefined, started);
        return result;
      });
      const message = completion.choices[0]?.message;
      if (message?.refusal)
        throw new AiError('REFUSED', `The AI model declined to answer: ${message.refusal.slice(0, 300)}`);
      const text = message?.content ?? '';
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        problems = 'the reply was not valid JSON';
      }
      if (json !== undefined) {
        const parsed = schema.safeParse(json);
        if (parsed.success) return parsed.data;
        problems = parsed.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.join('.') || 'reply'}: ${issue.message}`)
          .join('; ');
      }
      this.logger.warn({ ai: { purpose, round, problems } }, 'model reply failed validation');
      conversation = [
        ...messages,
        { role: 'assistant', content: text },
        {
          role: 'user',
          content: `Your reply did not match the required format (${problems}). Answer again, following the JSON schema and every instruction exactly.`,
        },
      ];
    }
    throw new AiError(
      'INVALID_OUTPUT',
      `The AI model's answer did not have the expected form twice in a row (${problems}). Try again, or choose a more capable model with OPENAI_MODEL.`,
    );
  }

  /**
   * Streams a text answer. Until the first part has arrived a failed call is retried like any other;
   * once text has flowed, a stream that breaks off fails with INTERRUPTED.
   */
  async *streamText(
    purpose: string,
    messages: Messages,
    options: ClientCallOptions = {},
  ): AsyncGenerator<string> {
    for (let attempt = 1; ; attempt++) {
      throwIfCancelled(options.signal);
      let yielded = false;
      let finished = false;
      const ticket = await this.slot(options.caller, options.signal);
      const timer = deadline(this.timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timer.signal]) : timer.signal;
      const started = Date.now();
      let usage: Usage | undefined;
      let outcome: CallOutcome = { kind: 'other' };
      try {
        const { data: stream, response } = await this.client.chat.completions
          .create(
            {
              model: this.model,
              messages,
              stream: true,
              stream_options: { include_usage: true },
              ...(options.maxTokens ? { max_completion_tokens: options.maxTokens } : {}),
            },
            { signal },
          )
          .withResponse();
        outcome = { kind: 'ok', info: readRateLimitHeaders(response.headers) };
        for await (const chunk of stream) {
          timer.reset();
          if (chunk.usage) usage = chunk.usage;
          const choice = chunk.choices[0];
          if (choice?.finish_reason) finished = true;
          const delta = choice?.delta?.content;
          if (delta) {
            yielded = true;
            yield delta;
          }
        }
        if (!finished) throw new Error('the stream ended before the answer was complete');
        this.logUsage(purpose, usage, started);
        return;
      } catch (error) {
        if (outcome.kind !== 'ok') outcome = outcomeOf(error);
        throwIfCancelled(options.signal);
        const failure = classify(error, timer.expired);
        if (yielded) {
          this.logger.warn({ ai: { purpose, reason: failure.reason } }, 'model stream broke off');
          throw new AiError(
            'INTERRUPTED',
            `The AI provider's answer broke off part-way (${failure.reason}). Try again.`,
            { cause: error },
          );
        }
        ticket.release(outcome);
        await this.afterFailure(purpose, failure, attempt, options.signal, error);
      } finally {
        timer.clear();
        // Once the stream's answer began, the provider took the call: it counts as an answer.
        ticket.release(outcome);
      }
    }
  }

  /**
   * MP3 speech from the server's speech API, streamed as it arrives. `instructions` (the language to
   * speak, issue 31) go to the models that take them; tts-1 and tts-1-hd take none and read the
   * language from the text.
   */
  async *speech(
    input: string,
    voice: Voice,
    speed: number,
    options: CallOptions & { instructions?: string } = {},
  ): AsyncGenerator<Uint8Array> {
    const { instructions, ...callOptions } = options;
    const instructed = instructions !== undefined && !/^tts-1(?:-hd)?$/.test(this.ttsModel);
    const response = await this.call('speech', callOptions, (client, signal) =>
      client.audio.speech.create(
        {
          model: this.ttsModel,
          voice,
          input,
          speed,
          response_format: 'mp3',
          ...(instructed ? { instructions } : {}),
        },
        { signal },
      ),
    );
    if (!response.body) return;
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        if (value) yield value;
      }
    } finally {
      reader.releaseLock();
    }
  }

  /** Waits for this call's turn (scheduler.ts); a slot is held per attempt, not during backoff. */
  private slot(caller: AiCaller | undefined, signal: AbortSignal | undefined): Promise<Ticket> {
    return this.scheduler.acquire(caller, signal);
  }

  private async withRetries<R>(
    purpose: string,
    options: CallOptions,
    call: (signal: AbortSignal, started: number, seen: (headers: Headers) => void) => Promise<R>,
  ): Promise<R> {
    const callerSignal = options.signal;
    for (let attempt = 1; ; attempt++) {
      throwIfCancelled(callerSignal);
      const ticket = await this.slot(options.caller, callerSignal);
      const timer = deadline(this.timeoutMs);
      const signal = callerSignal ? AbortSignal.any([callerSignal, timer.signal]) : timer.signal;
      let headers: Headers | undefined;
      try {
        const result = await call(signal, Date.now(), (seen) => (headers = seen));
        ticket.release({ kind: 'ok', info: readRateLimitHeaders(headers) });
        return result;
      } catch (error) {
        ticket.release(outcomeOf(error));
        throwIfCancelled(callerSignal);
        await this.afterFailure(purpose, classify(error, timer.expired), attempt, callerSignal, error);
      } finally {
        timer.clear();
        ticket.release();
      }
    }
  }

  /** Throws when the failure is final; otherwise waits the backoff (or Retry-After) before the next try. */
  private async afterFailure(
    purpose: string,
    failure: Failure,
    attempt: number,
    signal: AbortSignal | undefined,
    error: unknown,
  ): Promise<void> {
    const tooLong = failure.retryAfterMs !== undefined && failure.retryAfterMs > this.maxRetryAfterMs;
    if (!failure.retryable || attempt > this.maxRetries || tooLong) {
      this.logger.warn({ ai: { purpose, attempt, reason: failure.reason } }, 'model call failed');
      throw new AiError(failure.code, failureMessage(failure, attempt), { cause: error });
    }
    const backoff = Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** (attempt - 1));
    const delay = failure.retryAfterMs ?? Math.round(backoff * this.random());
    this.logger.warn(
      { ai: { purpose, attempt, reason: failure.reason, retryInMs: delay } },
      'model call failed; retrying',
    );
    await sleep(delay, signal);
  }

  private logUsage(purpose: string, usage: Usage | undefined, started: number): void {
    this.logger.info(
      {
        ai: {
          purpose,
          model: this.model,
          promptTokens: usage?.prompt_tokens,
          completionTokens: usage?.completion_tokens,
          totalTokens: usage?.total_tokens,
          ms: Date.now() - started,
        },
      },
      'model call',
    );
  }
}
