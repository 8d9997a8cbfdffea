// The chat client's calls through the fair scheduler and the adaptive window, against the local fake
// server: answers' rate-limit headers and 429s change the window; who a call is for decides its turn.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { logSink } from '../../../testing/fixtures.js';
import type { AiCaller } from '../provider.js';
import { reply, type Script } from '../testing/fake-openai.js';
import { fakeChatClient, useFakeOpenAi } from '../testing/use-fake-openai.js';
import type { ChatClientOptions } from './chat-client.js';
import { Embeddings } from './embeddings.js';

const fake = useFakeOpenAi();
const sink = logSink('silent');

const client = (options: Partial<ChatClientOptions> = {}) =>
  fakeChatClient(fake, {
    logger: sink.logger,
    timeoutMs: 5_000,
    concurrency: 8,
    baseDelayMs: 10,
    maxDelayMs: 20,
    random: () => 1,
    ...options,
  });

const schema = z.object({ answer: z.string() });
const ask = (text: string) => [{ role: 'user' as const, content: text }];
const answer = JSON.stringify({ answer: 'yes' });

/** A scripted answer with extra response headers. */
const withHeaders =
  (headers: Record<string, string>): Script =>
  (exchange, res, server) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return exchange.body.stream
      ? server.stream(res, 'A short streamed answer.', exchange.aborted)
      : server.complete(res, answer, exchange.aborted);
  };

/** An answer held until `open()` is called. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const script: Script = async (exchange, res, server) => {
    await opened;
    await server.complete(res, answer, exchange.aborted);
  };
  return { script, open };
}

describe('the adaptive window', () => {
  it('a 429 with Retry-After halves the window; the call is retried after it and succeeds', async () => {
    const c = client();
    fake.scripts.push(reply.status(429, { 'retry-after-ms': '50' }), reply.content(answer));
    expect(await c.structured('check', ask('q'), schema)).toEqual({ answer: 'yes' });
    expect(fake.requests).toHaveLength(2);
    expect(c.load.limit).toBe(4);
  });

  it('a 503 halves it too; a 500 does not', async () => {
    const c = client();
    fake.scripts.push(reply.status(500), reply.content(answer));
    await c.structured('check', ask('q'), schema);
    expect(c.load.limit).toBe(8);
    fake.scripts.push(reply.status(503), reply.content(answer));
    await c.structured('check', ask('q'), schema);
    expect(c.load.limit).toBe(4);
  });

  it('a success whose headers say the token budget is nearly spent narrows the window', async () => {
    const c = client();
    fake.scripts.push(
      withHeaders({
        'x-ratelimit-limit-tokens': '100000',
        'x-ratelimit-remaining-tokens': '2000',
        'x-ratelimit-reset-tokens': '20ms',
      }),
    );
    await c.structured('check', ask('q'), schema);
    expect(c.load.limit).toBe(4);
  });

  it('reads the headers of streamed answers and of other endpoints (embeddings) too', async () => {
    const c = client();
    fake.intercept = () =>
      withHeaders({ 'x-ratelimit-limit-requests': '100', 'x-ratelimit-remaining-requests': '1' });
    for await (const part of c.streamText('chat', ask('q'))) expect(typeof part).toBe('string');
    expect(c.load.limit).toBe(4);
    fake.intercept = (exchange) =>
      exchange.path.endsWith('/embeddings')
        ? (exchange2, res, server) => {
            res.setHeader('x-ratelimit-limit-requests', '100');
            res.setHeader('x-ratelimit-remaining-requests', '0');
            res.setHeader('x-ratelimit-reset-requests', '30ms');
            return server.embeddings(exchange2, res);
          }
        : undefined;
    const vectors = await new Embeddings(c, { model: 'fake-embedding', logger: sink.logger }).embed(['a']);
    expect(vectors).toHaveLength(1);
    expect(c.load.limit).toBe(2);
  });
});

describe('who a call is for', () => {
  it('with one slot, an interactive call waiting goes before a background call queued earlier', async () => {
    const c = client({ concurrency: 1 });
    const held = gate();
    fake.scripts.push(held.script, reply.content(answer), reply.content(answer));
    const research: AiCaller = { userId: 'ann', runId: 'run-1', priority: 'background' };
    const chat: AiCaller = { userId: 'bob', priority: 'interactive' };
    const first = c.structured('section', ask('first section'), schema, { caller: research });
    await expect.poll(() => fake.requests.length).toBe(1);
    const second = c.structured('section', ask('second section'), schema, { caller: research });
    const question = c.structured('answer', ask('a reader question'), schema, { caller: chat });
    await expect.poll(() => c.load.pending).toBe(2);
    held.open();
    await Promise.all([first, second, question]);
    expect(fake.requests.map((r) => r.body.messages[0]!.content)).toEqual([
      'first section',
      'a reader question',
      'second section',
    ]);
  });

  it('with one slot, two users’ runs take turns however many calls one of them queued', async () => {
    const c = client({ concurrency: 1 });
    const held = gate();
    fake.scripts.push(held.script, ...Array.from({ length: 6 }, () => reply.content(answer)));
    const ann = (run: number): AiCaller => ({ userId: 'ann', runId: `run-${run}`, priority: 'background' });
    const bob: AiCaller = { userId: 'bob', runId: 'run-b', priority: 'background' };
    const calls = [c.structured('s', ask('ann 0'), schema, { caller: ann(0) })];
    await expect.poll(() => fake.requests.length).toBe(1);
    for (let i = 1; i <= 4; i++) calls.push(c.structured('s', ask(`ann ${i}`), schema, { caller: ann(i) }));
    calls.push(c.structured('s', ask('bob 1'), schema, { caller: bob }));
    calls.push(c.structured('s', ask('bob 2'), schema, { caller: bob }));
    await expect.poll(() => c.load.pending).toBe(6);
    held.open();
    await Promise.all(calls);
    expect(fake.requests.map((r) => r.body.messages[0]!.content)).toEqual([
      'ann 0',
      'ann 1',
      'bob 1',
      'ann 2',
      'bob 2',
      'ann 3',
      'ann 4',
    ]);
  });
});
