// Contract tests of the OpenAI-compatible path against a local fake server: structured outputs,
// streaming, validation retries, 429 with Retry-After, 5xx, timeouts, cut streams, cancellation,
// bounded concurrency and usage logging. Nothing leaves 127.0.0.1.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { logSink } from '../../../testing/fixtures.js';
import { rejectionOf } from '../../../testing/service-errors.js';
import { AiError, type AnswerCitations } from '../provider.js';
import { reply } from '../testing/fake-openai.js';
import { fakeChatClient, useFakeOpenAi } from '../testing/use-fake-openai.js';
import { retryAfterMs, type ChatClientOptions } from './chat-client.js';
import { OpenAiProvider, SECTION_MIN_WORDS } from './openai-provider.js';

const fake = useFakeOpenAi();
let sink: ReturnType<typeof logSink>;

const client = (options: Partial<ChatClientOptions> = {}) =>
  fakeChatClient(fake, {
    logger: sink.logger,
    baseDelayMs: 20,
    maxDelayMs: 100,
    random: () => 1,
    ...options,
  });

const answerSchema = z.object({ answer: z.string(), confidence: z.number().min(0).max(1) });
const ask = [{ role: 'user' as const, content: 'How sure are you?' }];

async function collectText(parts: AsyncIterable<string | AnswerCitations>): Promise<string> {
  let text = '';
  for await (const part of parts) if (typeof part === 'string') text += part;
  return text;
}

const failure = (promise: Promise<unknown>) => rejectionOf(promise, AiError, 'the call');

beforeAll(() => {
  sink = logSink('debug');
});

describe('structured outputs', () => {
  it('sends a strict JSON schema made from the zod schema and returns the validated reply', async () => {
    fake.scripts.push(reply.content(JSON.stringify({ answer: 'Fairly', confidence: 0.7 })));
    const result = await client().structured('self_check', ask, answerSchema);
    expect(result).toEqual({ answer: 'Fairly', confidence: 0.7 });
    const format = fake.requests[0]!.body.response_format!;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({
      name: 'self_check',
      strict: true,
      schema: {
        type: 'object',
        properties: { answer: { type: 'string' }, confidence: { type: 'number' } },
        required: ['answer', 'confidence'],
        additionalProperties: false,
      },
    });
    expect(fake.requests[0]!.body.model).toBe('fake-model');
  });

  it('a reply that fails validation is sent back once with its problems, and the second reply is used', async () => {
    fake.scripts.push(reply.content(JSON.stringify({ answer: 'Very', confidence: 7 })));
    fake.scripts.push(reply.content(JSON.stringify({ answer: 'Very', confidence: 0.9 })));
    expect(await client().structured('self_check', ask, answerSchema)).toEqual({
      answer: 'Very',
      confidence: 0.9,
    });
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]!.body.messages;
    expect(retry.at(-2)).toMatchObject({ role: 'assistant', content: '{"answer":"Very","confidence":7}' });
    expect(retry.at(-1)!.content).toMatch(/did not match the required format \(confidence: /);
  });

  it('two replies that fail validation (or are not JSON) end in INVALID_OUTPUT with a message', async () => {
    fake.scripts.push(reply.content('not json at all'));
    fake.scripts.push(reply.content(JSON.stringify({ answer: 3 })));
    const error = await failure(client().structured('self_check', ask, answerSchema));
    expect(error.code).toBe('INVALID_OUTPUT');
    expect(error.message).toMatch(/did not have the expected form twice/);
    expect(error.message).toMatch(/OPENAI_MODEL/);
    expect(fake.requests).toHaveLength(2);
  });

  it('logs token usage per call', async () => {
    fake.scripts.push(reply.content(JSON.stringify({ answer: 'Yes', confidence: 1 })));
    await client().structured('usage_check', ask, answerSchema);
    const line = sink
      .lines()
      .find((l) => (l.ai as { purpose?: string } | undefined)?.purpose === 'usage_check');
    expect(line).toMatchObject({
      msg: 'model call',
      ai: { model: 'fake-model', promptTokens: 100, totalTokens: expect.any(Number) },
    });
  });
});

describe('retries', () => {
  it('429 with Retry-After: waits the time it names, then succeeds', async () => {
    fake.scripts.push(reply.status(429, { 'retry-after': '1' }));
    fake.scripts.push(reply.content(JSON.stringify({ answer: 'Later', confidence: 0.5 })));
    const started = Date.now();
    expect(await client().structured('self_check', ask, answerSchema)).toMatchObject({ answer: 'Later' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.requests).toHaveLength(2);
  });

  it('500s are retried with backoff, a bounded number of times, then fail with UNAVAILABLE', async () => {
    for (let i = 0; i < 4; i++) fake.scripts.push(reply.status(500));
    const error = await failure(client({ maxRetries: 3 }).structured('self_check', ask, answerSchema));
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toMatch(/HTTP 500; tried 4 times/);
    expect(fake.requests).toHaveLength(4);
  });

  it('a 500 followed by a good answer succeeds', async () => {
    fake.scripts.push(reply.status(503));
    fake.scripts.push(reply.content(JSON.stringify({ answer: 'Back', confidence: 0.4 })));
    expect(await client().structured('self_check', ask, answerSchema)).toMatchObject({ answer: 'Back' });
  });

  it('a 400 is not retried', async () => {
    fake.scripts.push(reply.status(400, {}, 'bad model name'));
    const error = await failure(client().structured('self_check', ask, answerSchema));
    expect(error.message).toMatch(/refused the request \(HTTP 400/);
    expect(fake.requests).toHaveLength(1);
  });

  it('a call with no answer times out, is retried, then fails with TIMEOUT', async () => {
    fake.scripts.push(reply.hang(), reply.hang());
    const started = Date.now();
    const error = await failure(
      client({ timeoutMs: 300, maxRetries: 1 }).structured('self_check', ask, answerSchema),
    );
    expect(error.code).toBe('TIMEOUT');
    expect(fake.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('reads Retry-After as seconds, milliseconds or an HTTP date', () => {
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }))).toBe(2000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '150', 'retry-after': '9' }))).toBe(150);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:03 GMT' }), now)).toBe(3000);
    expect(retryAfterMs(new Headers())).toBeUndefined();
  });
});

describe('streaming', () => {
  it('streams the answer part by part', async () => {
    fake.latency = { firstTokenMs: 0, tokensPerSecond: 2000 };
    const parts: string[] = [];
    for await (const part of client().streamText('chat', ask)) parts.push(part);
    expect(parts.length).toBeGreaterThan(10);
    expect(parts.join('')).toBe(fake.contentFor(fake.requests[0]!.body));
    expect(fake.requests[0]!.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });

  it('a stream cut mid-way fails with INTERRUPTED after the text that came', async () => {
    fake.scripts.push(reply.cutStream(5));
    const parts: string[] = [];
    const error = await failure(
      (async () => {
        for await (const part of client().streamText('chat', ask)) parts.push(part);
      })(),
    );
    expect(error.code).toBe('INTERRUPTED');
    expect(parts).toHaveLength(5);
    expect(fake.requests).toHaveLength(1);
  });

  it('a stream that fails before its first part is retried', async () => {
    fake.scripts.push(reply.status(502));
    const text = await collectText(client().streamText('chat', ask));
    expect(text.length).toBeGreaterThan(100);
    expect(fake.requests).toHaveLength(2);
  });

  it('a stream that pauses longer than the timeout fails', async () => {
    fake.latency = { firstTokenMs: 0, tokensPerSecond: 2 };
    const error = await failure(
      collectText(client({ timeoutMs: 200, maxRetries: 0 }).streamText('chat', ask)),
    );
    expect(['INTERRUPTED', 'TIMEOUT']).toContain(error.code);
  });
});

describe('cancellation and concurrency', () => {
  it('aborting the signal cancels the call: the server sees the connection close', async () => {
    fake.scripts.push(reply.hang());
    const controller = new AbortController();
    const pending = client().structured('self_check', ask, answerSchema, { signal: controller.signal });
    await expect.poll(() => fake.requests.length).toBe(1);
    controller.abort();
    const error = await failure(pending);
    expect(error.code).toBe('CANCELLED');
    await fake.requests[0]!.aborted;
  });

  it('aborting a stream mid-way closes its connection', async () => {
    fake.latency = { firstTokenMs: 0, tokensPerSecond: 20 };
    const controller = new AbortController();
    const parts: string[] = [];
    await failure(
      (async () => {
        for await (const part of client().streamText('chat', ask, { signal: controller.signal })) {
          parts.push(part);
          if (parts.length === 2) controller.abort();
        }
      })(),
    );
    await fake.requests[0]!.aborted;
    expect(parts).toHaveLength(2);
  });

  it('runs at most `concurrency` calls at once; the others wait', async () => {
    fake.latency = { firstTokenMs: 150, tokensPerSecond: Number.POSITIVE_INFINITY };
    const limited = client({ concurrency: 2 });
    await Promise.all(
      Array.from({ length: 6 }, () => {
        fake.scripts.push(reply.content(JSON.stringify({ answer: 'x', confidence: 0 })));
        return limited.structured('self_check', ask, answerSchema);
      }),
    );
    expect(fake.requests).toHaveLength(6);
    expect(fake.maxActive).toBe(2);
  });
});

describe('OpenAiProvider', () => {
  it('drops links and URLs from streamed answers', async () => {
    fake.scripts.push(
      reply.content(
        'See [the report](https://example.com/r) and https://evil.example/x for more. Margins hold.',
      ),
    );
    const provider = new OpenAiProvider(client());
    const text = await collectText(
      provider.answer({
        question: 'Why?',
        thesis: { title: 'T', content: 'Body' },
        history: [],
        passages: [],
      }),
    );
    expect(text).not.toMatch(/https?:|example\.|\]\(/);
    expect(text).toContain('See the report and');
    expect(text).toContain('Margins hold.');
  });

  it('writes a section with the words asked for, and the timeline as a table', async () => {
    const provider = new OpenAiProvider(client());
    const brief = { title: 'T', idea: 'I', context: 'C', intellectualChallenge: 'Q?' };
    const evidence = await provider.writeSection({
      kind: 'evidence',
      brief,
      basis: { question: 'Framed.' },
      questions: [],
      passages: [],
    });
    expect(evidence.markdown.split(/\s+/).length).toBeGreaterThanOrEqual(400);
    expect(fake.requests[0]!.body.messages[1]!.content).toContain('## The central question\nFramed.');
    const timeline = await provider.writeSection({
      kind: 'timeline',
      brief,
      basis: {},
      questions: [],
      passages: [],
    });
    expect(timeline.markdown.split('\n').slice(0, 2)).toEqual([
      '| Timeline | Activities | Milestone |',
      '| --- | --- | --- |',
    ]);
    expect(timeline.markdown.split('\n')).toHaveLength(7);
  });

  it('the sections’ minimum lengths add up to an article of at least 2,000 words', () => {
    expect(Object.values(SECTION_MIN_WORDS).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2000);
  });

  it('a section shorter than asked is sent back once; twice short fails', async () => {
    const provider = new OpenAiProvider(client());
    const brief = { title: 'T', idea: 'I', context: 'C', intellectualChallenge: 'Q?' };
    fake.scripts.push(
      reply.content(JSON.stringify({ body: 'Too short.' })),
      reply.content(JSON.stringify({ body: 'Still.' })),
    );
    const error = await failure(
      provider.writeSection({ kind: 'risks', brief, basis: {}, questions: [], passages: [] }),
    );
    expect(error.code).toBe('INVALID_OUTPUT');
    expect(error.message).toMatch(/body: has 1 words; write at least 280/);
  });
});
