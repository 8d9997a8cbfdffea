// Contract tests of POST /v1/embeddings against the local fake server: batching and order, float and
// base64 answers, bad answers, retries through the chat client, and the providers without embeddings.
import { pino } from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { logSink } from '../../../testing/fixtures.js';
import { createAiProvider } from '../index.js';
import { AiError } from '../provider.js';
import { FAKE_EMBEDDING_DIMS, fakeEmbedding, reply } from '../testing/fake-openai.js';
import { fakeChatClient, useFakeOpenAi } from '../testing/use-fake-openai.js';
import { Embeddings } from './embeddings.js';

const fake = useFakeOpenAi();
let sink: ReturnType<typeof logSink>;

const chat = () =>
  fakeChatClient(fake, {
    logger: sink.logger,
    baseDelayMs: 10,
    maxDelayMs: 20,
    random: () => 1,
  });

beforeEach(() => {
  sink = logSink();
});

describe('Embeddings', () => {
  it('sends texts in batches to the embedding model and returns one vector per text, in order', async () => {
    const embeddings = new Embeddings(chat(), { model: 'fake-embed', logger: sink.logger, batchSize: 2 });
    const texts = ['Diesel prices rose.', 'Drivers are scarce.', 'Parcels are tracked.', 'Fuel costs.', ''];
    const vectors = await embeddings.embed(texts);
    expect(vectors).toHaveLength(5);
    vectors.forEach((vector, i) => {
      expect(vector).toBeInstanceOf(Float32Array);
      expect(vector).toHaveLength(FAKE_EMBEDDING_DIMS);
      expect(Array.from(vector)).toEqual(Array.from(fakeEmbedding(texts[i] || ' ')));
    });
    expect(fake.embeddingInputs()).toEqual([texts.slice(0, 2), texts.slice(2, 4), [' ']]);
    expect(fake.requests.map((r) => [r.path, r.body.model, r.body.encoding_format])).toEqual(
      Array(3).fill(['/v1/embeddings', 'fake-embed', 'float']),
    );
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer sk-test');
    const calls = sink
      .lines()
      .filter((line) => (line.ai as { purpose?: string } | undefined)?.purpose === 'embeddings');
    expect(calls).toHaveLength(3);
    expect(calls[0]!.ai).toMatchObject({ model: 'fake-embed', texts: 2, promptTokens: expect.any(Number) });
    expect(await embeddings.embed([])).toEqual([]);
  });

  it('reads base64 vectors from servers that send them', async () => {
    const vector = fakeEmbedding('base64 please');
    fake.scripts.push((_exchange, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'list',
          data: [{ object: 'embedding', index: 0, embedding: Buffer.from(vector.buffer).toString('base64') }],
        }),
      );
    });
    const embeddings = new Embeddings(chat(), { model: 'fake-embed', logger: sink.logger });
    const [read] = await embeddings.embed(['base64 please']);
    expect(Array.from(read!)).toEqual(Array.from(vector));
  });

  it('fails with INVALID_OUTPUT when the answer does not hold one vector per text', async () => {
    const embeddings = new Embeddings(chat(), { model: 'fake-embed', logger: sink.logger });
    fake.scripts.push((_exchange, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: [{ index: 0, embedding: [0.1, 0.2] }] }));
    });
    const error = await embeddings.embed(['one', 'two']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).code).toBe('INVALID_OUTPUT');
    expect((error as AiError).message).toContain('OPENAI_EMBEDDING_MODEL');
    fake.scripts.push((_exchange, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: [{ index: 0, embedding: ['x', 'y'] }] }));
    });
    expect(((await embeddings.embed(['one']).catch((e: unknown) => e)) as AiError).code).toBe(
      'INVALID_OUTPUT',
    );
  });

  it('retries a failed call like every model call, and gives up with a clear error', async () => {
    const embeddings = new Embeddings(chat(), { model: 'fake-embed', logger: sink.logger });
    fake.scripts.push(reply.status(503), reply.status(429, { 'retry-after-ms': '5' }));
    expect(await embeddings.embed(['retried'])).toHaveLength(1);
    expect(fake.requests).toHaveLength(3);
    fake.scripts.push(reply.status(401));
    const error = (await embeddings.embed(['refused']).catch((e: unknown) => e)) as AiError;
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toContain('Check OPENAI_API_KEY');
  });

  it('cancels with the caller’s signal', async () => {
    const embeddings = new Embeddings(chat(), { model: 'fake-embed', logger: sink.logger });
    fake.scripts.push(reply.hang());
    const controller = new AbortController();
    const pending = embeddings.embed(['slow'], { signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 50);
    expect(((await pending) as AiError).code).toBe('CANCELLED');
  });
});

describe('embed on the providers', () => {
  const settings = {
    OPENAI_MODEL: 'fake-model',
    OPENAI_TTS_MODEL: 'fake-tts',
    AI_CONCURRENCY: 2,
    AI_TIMEOUT_SECONDS: 5,
  };
  const silent = pino({ level: 'silent' });

  it('the OpenAI-compatible provider embeds with OPENAI_EMBEDDING_MODEL', async () => {
    const provider = createAiProvider(
      {
        ...settings,
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.url,
        OPENAI_EMBEDDING_MODEL: 'fake-embed-3',
      },
      silent,
    );
    const vectors = await provider.embed(['Diesel prices rose.']);
    expect(vectors?.map((v) => Array.from(v))).toEqual([Array.from(fakeEmbedding('Diesel prices rose.'))]);
    expect(fake.requests.map((r) => r.body.model)).toEqual(['fake-embed-3']);
    await provider.close();
  });

  it("is null with the model 'none' (no request) and on the offline engine", async () => {
    const none = createAiProvider(
      { ...settings, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, OPENAI_EMBEDDING_MODEL: 'none' },
      silent,
    );
    expect(await none.embed(['x'])).toBeNull();
    expect(fake.requests).toHaveLength(0);
    const offline = createAiProvider(
      {
        ...settings,
        OPENAI_API_KEY: undefined,
        OPENAI_BASE_URL: undefined,
        OPENAI_EMBEDDING_MODEL: 'fake-embed',
      },
      silent,
    );
    expect(offline.engine).toBe('offline');
    expect(await offline.embed(['x'])).toBeNull();
    await offline.close();
  });
});
