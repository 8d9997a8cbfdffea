// Retrieval with embeddings, against the local fake OpenAI-compatible server (its embedding model
// folds a few synonyms, so "automobile" is close to "car" while BM25 sees no shared word).
import { Types } from 'mongoose';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiProvider, type AiProvider } from '../../../shared/ai/index.js';
import {
  FAKE_EMBEDDING_DIMS,
  fakeEmbedding,
  FakeOpenAi,
  reply,
} from '../../../shared/ai/testing/fake-openai.js';
import { useTestDatabase } from '../../../testing/database.js';
import { logSink } from '../../../testing/fixtures.js';
import { PassageModel } from './retrieval.model.js';
import { SourceIndex, type SourceIndexOptions } from './index.js';

useTestDatabase();

let fake: FakeOpenAi;
let provider: AiProvider;
let sink: ReturnType<typeof logSink>;
let thesis: string;

const id = () => new Types.ObjectId().toString();
const TEXTS = {
  /** The passage the question is about, in other words. */
  sales: 'Automobile sales grew strongly in the north.',
  /** About vehicles and revenue too, without the query's words. */
  revenue: 'Vehicle revenue figures for the dealer network were published in March.',
  /** Says "car" three times, but is about parking. */
  parking: 'The car park charges a car fee for every car and every visitor.',
  /** Nothing to do with it. */
  board: 'Board meeting notes on office plans for next quarter.',
};
const SOURCES = { sales: id(), revenue: id(), parking: id(), board: id() };
type Name = keyof typeof TEXTS;

const sourceIndex = (options: SourceIndexOptions = {}) =>
  new SourceIndex({
    embed: (texts, o) => provider.embed(texts, o),
    embeddingModel: 'fake-embed',
    logger: sink.logger,
    ...options,
  });

async function indexAll(index: SourceIndex): Promise<void> {
  for (const name of Object.keys(TEXTS) as Name[])
    await index.indexSource(thesis, SOURCES[name], [{ text: TEXTS[name], page: null, heading: null }]);
}

const names = (hits: Array<{ sourceId: string }>) =>
  hits.map((hit) => (Object.keys(SOURCES) as Name[]).find((name) => SOURCES[name] === hit.sourceId));

beforeAll(async () => {
  fake = await new FakeOpenAi().start();
  provider = createAiProvider(
    {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: 'fake-model',
      OPENAI_TTS_MODEL: 'fake-tts',
      OPENAI_EMBEDDING_MODEL: 'fake-embed',
      AI_CONCURRENCY: 4,
      AI_TIMEOUT_SECONDS: 5,
    },
    pino({ level: 'silent' }),
  );
});
afterAll(async () => {
  await provider.close();
  await fake.stop();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.scripts.length = 0;
  sink = logSink();
  thesis = id();
});

describe('retrieval with embeddings', () => {
  it('embeds passages when they are indexed and stores the vectors with the model name', async () => {
    await indexAll(sourceIndex());
    expect(fake.embeddingInputs()).toEqual(Object.values(TEXTS).map((text) => [text]));
    const stored = await PassageModel.find({ thesisId: new Types.ObjectId(thesis) }).lean();
    expect(stored).toHaveLength(4);
    for (const passage of stored) {
      expect(passage.embeddingModel).toBe('fake-embed');
      const bytes = Buffer.from((passage.embedding as unknown as { buffer: Uint8Array }).buffer);
      expect(bytes.length).toBe(FAKE_EMBEDDING_DIMS * 4);
      const vector = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
      expect(Array.from(vector)).toEqual(Array.from(fakeEmbedding(passage.text)));
    }
  });

  it('embeds the query and fuses the rankings, which puts the synonym passage first where BM25 alone does not', async () => {
    const fused = sourceIndex();
    await indexAll(fused);
    fake.requests.length = 0;

    // BM25 alone (no embedding model): the parking passage wins on "car" said three times.
    const bm25Only = new SourceIndex();
    expect(names(await bm25Only.search(thesis, 'car sales', { limit: 4 }))).toEqual(['parking', 'sales']);

    const hits = await fused.search(thesis, 'car sales', { limit: 4 });
    expect(fake.embeddingInputs()).toEqual([['car sales']]);
    // sales: BM25 #2 + embedding #1; parking: BM25 #1 + embedding #3; revenue: embedding #2 only.
    expect(names(hits)).toEqual(['sales', 'parking', 'revenue']);
    expect(hits[0]!.score).toBeCloseTo(1 / 62 + 1 / 61, 10);
    expect(hits[1]!.score).toBeCloseTo(1 / 61 + 1 / 63, 10);
    expect(hits[2]!.score).toBeCloseTo(1 / 62, 10);
    // The board notes are not similar enough to enter the embedding ranking.
    expect(names(await fused.search(thesis, 'photosynthesis in plants', { limit: 4 }))).toEqual([]);

    // The same query again: its vector comes from memory.
    fake.requests.length = 0;
    await fused.search(thesis, 'car sales', { limit: 4 });
    expect(fake.requests).toHaveLength(0);
    // Vectors are loaded from the database by another instance too (a restart).
    expect(names(await sourceIndex().search(thesis, 'car sales', { limit: 1 }))).toEqual(['sales']);
  });

  it('a thesis without passages costs no embedding call', async () => {
    const index = sourceIndex();
    expect(await index.search(thesis, 'car sales', { limit: 4 })).toEqual([]);
    await index.indexSource(thesis, SOURCES.sales, [{ text: TEXTS.sales, page: null, heading: null }]);
    await index.removeSource(thesis, SOURCES.sales);
    fake.requests.length = 0;
    expect(await index.search(thesis, 'car sales', { limit: 4 })).toEqual([]);
    expect(await sourceIndex().search(thesis, 'car sales', { limit: 4 })).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('filters embedding hits by source like BM25 hits', async () => {
    const index = sourceIndex();
    await indexAll(index);
    expect(
      names(await index.search(thesis, 'car sales', { limit: 4, excludeSourceIds: [SOURCES.sales] })),
    ).toEqual(['parking', 'revenue']);
    expect(
      names(await index.search(thesis, 'car sales', { limit: 4, sourceIds: [SOURCES.revenue] })),
    ).toEqual(['revenue']);
  });

  it('a removed source leaves the embedding ranking too (on every instance)', async () => {
    const index = sourceIndex();
    const other = sourceIndex();
    await indexAll(index);
    expect(names(await other.search(thesis, 'car sales', { limit: 4 }))[0]).toBe('sales');
    await index.removeSource(thesis, SOURCES.sales);
    expect(names(await other.search(thesis, 'car sales', { limit: 4 }))).toEqual(['parking', 'revenue']);
  });

  it('when the query cannot be embedded, BM25 answers alone (logged)', async () => {
    const index = sourceIndex();
    await indexAll(index);
    fake.scripts.push(reply.status(400, {}, 'bad embedding request'));
    expect(names(await index.search(thesis, 'car sales', { limit: 4 }))).toEqual(['parking', 'sales']);
    expect(sink.lines().map((line) => line.msg)).toContain(
      'the query could not be embedded; BM25 answers alone',
    );
    // For the next minute, searches do not wait for the failing server.
    fake.requests.length = 0;
    expect(names(await index.search(thesis, 'car sales', { limit: 4 }))).toEqual(['parking', 'sales']);
    expect(fake.requests).toHaveLength(0);
  });

  it('a search does not wait long for a slow embedding server', async () => {
    await indexAll(sourceIndex());
    const index = sourceIndex({ queryTimeoutMs: 150 });
    fake.scripts.push(reply.hang());
    const started = Date.now();
    expect(names(await index.search(thesis, 'car sales', { limit: 4 }))).toEqual(['parking', 'sales']);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(
      sink.lines().find((line) => line.msg === 'the query could not be embedded; BM25 answers alone'),
    ).toMatchObject({ timedOut: true });
    // A caller that goes away is no failure of the server: the next search embeds its query again.
    const other = sourceIndex();
    const controller = new AbortController();
    fake.scripts.push(reply.hang());
    const cancelled = other.search(thesis, 'car sales', { limit: 4, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(names(await cancelled)).toEqual(['parking', 'sales']);
    expect(names(await other.search(thesis, 'car sales', { limit: 4 }))).toEqual([
      'sales',
      'parking',
      'revenue',
    ]);
  });

  it('when passages cannot be embedded, they are stored and searched by BM25 (logged)', async () => {
    const index = sourceIndex();
    fake.scripts.push(reply.status(400, {}, 'bad embedding request'));
    await index.indexSource(thesis, SOURCES.sales, [{ text: TEXTS.sales, page: null, heading: null }]);
    const [stored] = await PassageModel.find({ thesisId: new Types.ObjectId(thesis) }).lean();
    expect(stored?.embedding).toBeUndefined();
    expect(stored?.embeddingModel).toBeUndefined();
    expect(sink.lines().map((line) => line.msg)).toContain(
      'passages could not be embedded; they are searched by BM25 only',
    );
    // No vectors: the synonym alone finds nothing. The search embeds its query, then tries the
    // passage again in the background (and fails again).
    fake.scripts.push(
      (exchange, res, server) => server.answer(exchange, res),
      reply.status(400, {}, 'again'),
    );
    expect(await index.search(thesis, 'revenue', { limit: 4 })).toEqual([]);
    await index.idle();
    expect(sink.lines().map((line) => line.msg)).toContain(
      'passages could not be embedded; trying again later',
    );
    // Not retried on every search; BM25 still answers.
    const requests = fake.requests.length;
    expect(names(await index.search(thesis, 'sales figures', { limit: 4 }))).toEqual(['sales']);
    await index.idle();
    expect(fake.requests.length).toBe(requests + 1); // the query only
  });

  it('passages stored without vectors get them on a search once the model answers; every instance then fuses', async () => {
    // Indexed while no embedding model was set.
    await indexAll(new SourceIndex());
    expect(fake.requests).toHaveLength(0);
    const index = sourceIndex();
    const other = sourceIndex();
    // Two instances search while no passage has a vector: BM25 alone; each then embeds in the background.
    const first = await Promise.all([
      index.search(thesis, 'car sales', { limit: 4 }),
      other.search(thesis, 'car sales', { limit: 4 }),
    ]);
    expect(first.map(names)).toEqual([
      ['parking', 'sales'],
      ['parking', 'sales'],
    ]);
    await Promise.all([index.idle(), other.idle()]);
    const stored = await PassageModel.find({ thesisId: new Types.ObjectId(thesis) }).lean();
    expect(stored.map((p) => p.embeddingModel)).toEqual(Array(4).fill('fake-embed'));
    expect(sink.lines().filter((line) => line.msg === 'passages embedded').length).toBeGreaterThanOrEqual(1);
    expect(names(await index.search(thesis, 'car sales', { limit: 4 }))).toEqual([
      'sales',
      'parking',
      'revenue',
    ]);
    expect(names(await other.search(thesis, 'car sales', { limit: 4 }))).toEqual([
      'sales',
      'parking',
      'revenue',
    ]);
    // Nothing left to embed: searching again sends only new queries.
    fake.requests.length = 0;
    await index.search(thesis, 'automobile revenue', { limit: 4 });
    await index.idle();
    expect(fake.embeddingInputs()).toEqual([['automobile revenue']]);
  });

  it('vectors of another embedding model are not compared', async () => {
    await indexAll(sourceIndex());
    const otherModel = sourceIndex({ embeddingModel: 'another-model' });
    expect(names(await otherModel.search(thesis, 'car sales', { limit: 4 }))).toEqual(['parking', 'sales']);
    // ... they are embedded again with the model now set.
    await otherModel.idle();
    const stored = await PassageModel.find({ thesisId: new Types.ObjectId(thesis) }).lean();
    expect(stored.map((p) => p.embeddingModel)).toEqual(Array(4).fill('another-model'));
  });
});
