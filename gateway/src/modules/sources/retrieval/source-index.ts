// SourceIndex: a thesis's passages in `source_passages`, ranked by BM25+ (MiniSearch) and, when an
// embedding model is set, by cosine similarity too, the two fused by reciprocal rank fusion.
//
// The BM25 index of each thesis is persisted in MongoDB (retrieval.model.ts): a head document holds the
// revision and the build (chunks of the gzipped MiniSearch JSON) it reads. A change (a source added or
// removed) applies to the revision it read and commits with a compare-and-set on that revision; a
// writer that lost the race applies its change again on the newer revision, so concurrent changes
// (also from other gateway instances) never lose a source. Each instance caches the index it loaded,
// keyed by thesis and revision: a search reads the head's revision (one small query) and reloads when
// another instance moved it. The index survives restarts; a thesis whose index is missing or does not
// match its passages (a crash between the two writes) is rebuilt from the passages on load.
import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import MiniSearch, { type Options } from 'minisearch';
import { Types } from 'mongoose';
import type { Logger } from '../../../shared/logger.js';
import { splitPassages } from './passages.js';
import {
  bytesOf,
  IndexChunkModel,
  IndexHeadModel,
  PassageModel,
  type IndexHeadDocument,
  type PassageDocument,
} from './retrieval.model.js';
import { terms } from './tokenize.js';
import type { AiCaller } from '../../../shared/ai/provider.js';
import type { EmbedFunction, ExtractedPart, PassageRecord, SearchHit, SearchOptions } from './types.js';

const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

/** The k of reciprocal rank fusion: score = Σ 1 / (k + rank). */
const RRF_K = 60;

export interface SourceIndexOptions {
  /** The AI provider's `embed` (e.g. `(texts, o) => ai.provider.embed(texts, o)`); omitted: BM25 only. */
  embed?: EmbedFunction;
  /** The embedding model's name (OPENAI_EMBEDDING_MODEL), stored with each vector: vectors of another model are not compared. */
  embeddingModel?: string;
  /**
   * Least cosine similarity for a passage to enter the embedding ranking (default 0.2, below what
   * OpenAI's text-embedding-3 models give related texts), so a question the sources do not cover is
   * not answered with the least unrelated passages.
   */
  minSimilarity?: number;
  /** Longest wait for a query's vector before BM25 answers alone (default 10 s). */
  queryTimeoutMs?: number;
  /** Memory for cached indexes and vectors, in bytes (default 256 MB). */
  cacheBytes?: number;
  /** Bytes per stored chunk of a serialised index (default 4 MB, well under the 16 MB document limit). */
  chunkBytes?: number;
  logger?: Logger;
}

interface IndexedPassage {
  id: string;
  sourceId: string;
  text: string;
  heading: string;
}

const MINISEARCH: Options<IndexedPassage> = {
  idField: 'id',
  fields: ['text', 'heading'],
  storeFields: ['sourceId'],
  // terms() already lower-cases, drops stop words and stems.
  tokenize: (text) => terms(text),
  processTerm: (term) => term,
  autoVacuum: false,
  // BM25+ (MiniSearch's scoring); a heading match counts, but less than the passage's own words.
  searchOptions: { boost: { text: 1, heading: 0.5 } },
};

/** Candidates each ranking brings to the fusion. */
const FUSION_DEPTH = 50;
const MAX_COMMIT_ATTEMPTS = 20;
/** After a query could not be embedded, searches skip embedding for this long. */
const QUERY_PAUSE_MS = 60_000;

interface Vectors {
  dims: number;
  ids: string[];
  sourceIds: string[];
  /** Row-major, each row of unit length. */
  matrix: Float32Array;
}

interface Entry {
  revision: number;
  index: MiniSearch<IndexedPassage>;
  /** Size of its serialised form (for the cache's bound). */
  bytes: number;
  /** The thesis's passage vectors for the embedding model, loaded on the first search that needs them. */
  vectors?: Promise<Vectors | null>;
  vectorBytes?: number;
}

type Head = Pick<IndexHeadDocument, 'revision' | 'buildId' | 'chunks'>;

/** Thrown inside a commit attempt when another writer moved the revision first. */
class Conflict extends Error {}

const objectId = (id: string): Types.ObjectId | null =>
  Types.ObjectId.isValid(id) ? new Types.ObjectId(id) : null;

function toRecord(doc: PassageDocument): PassageRecord {
  return {
    id: String(doc._id),
    thesisId: String(doc.thesisId),
    sourceId: String(doc.sourceId),
    ordinal: doc.ordinal,
    text: doc.text,
    words: doc.words,
    location: {
      page: doc.location?.page ?? null,
      heading: doc.location?.heading ?? null,
      label: doc.location?.label ?? '',
    },
  };
}

function unit(vector: Float32Array): Float32Array | null {
  let norm = 0;
  for (const x of vector) norm += x * x;
  if (!(norm > 0) || !Number.isFinite(norm)) return null;
  const scale = 1 / Math.sqrt(norm);
  return vector.map((x) => x * scale);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SourceIndex {
  private readonly embedFn: EmbedFunction | undefined;
  private readonly embeddingModel: string;
  private readonly minSimilarity: number;
  private readonly queryTimeoutMs: number;
  /** Until then, searches do not embed their query (the embedding server failed just before). */
  private queryPauseUntil = 0;
  private readonly chunkBytes: number;
  private readonly logger: Logger | undefined;
  private readonly cache: LRUCache<string, Entry>;
  /** Loads in flight, so concurrent searches on a cold cache share one. */
  private readonly loading = new Map<string, Promise<Entry | null>>();
  /** Changes of one thesis made by this instance run one after the other. */
  private readonly writing = new Map<string, Promise<unknown>>();
  private readonly queryVectors = new LRUCache<string, Float32Array>({ max: 500 });
  /** Background embedding of passages that have no vector yet, per thesis. */
  private readonly backfills = new Map<string, Promise<void>>();
  /** Theses whose backfill failed recently (not retried before the time given). */
  private readonly backfillPause = new LRUCache<string, number>({ max: 10_000 });

  constructor(options: SourceIndexOptions = {}) {
    this.embedFn = options.embed;
    this.embeddingModel = options.embeddingModel ?? 'embedding';
    this.minSimilarity = options.minSimilarity ?? 0.2;
    this.queryTimeoutMs = options.queryTimeoutMs ?? 10_000;
    this.chunkBytes = options.chunkBytes ?? 4 * 1024 * 1024;
    this.logger = options.logger;
    this.cache = new LRUCache<string, Entry>({
      maxSize: options.cacheBytes ?? 256 * 1024 * 1024,
      // The live index takes about twenty times its gzipped JSON; vectors their own bytes.
      sizeCalculation: (entry) => Math.max(1, entry.bytes * 20 + (entry.vectorBytes ?? 0)),
    });
  }

  /**
   * Splits a source into passages, stores them (with their vectors when an embedding model is set)
   * and adds them to the thesis's index. Indexing a source again replaces its passages.
   */
  async indexSource(
    thesisId: string,
    sourceId: string,
    parts: ExtractedPart[],
    /** Who the indexing is for (its embedding calls are background work of theirs). */
    caller?: AiCaller,
  ): Promise<{ passages: number; words: number }> {
    const thesis = new Types.ObjectId(thesisId);
    const source = new Types.ObjectId(sourceId);
    const split = splitPassages(parts);
    const vectors = await this.embedPassages(
      split.map((passage) => passage.text),
      caller ?? { userId: `thesis:${thesisId}`, priority: 'background' },
    );
    const docs = split.map((passage, i) => {
      const vector = vectors?.[i];
      return {
        _id: new Types.ObjectId(),
        thesisId: thesis,
        sourceId: source,
        ordinal: passage.ordinal,
        text: passage.text,
        words: passage.words,
        location: passage.location,
        ...(vector
          ? {
              embedding: Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength),
              embeddingModel: this.embeddingModel,
            }
          : {}),
      };
    });
    await PassageModel.deleteMany({ thesisId: thesis, sourceId: source });
    for (let i = 0; i < docs.length; i += 1000) await PassageModel.insertMany(docs.slice(i, i + 1000));
    await this.change(thesisId, (index) => {
      this.discardSource(index, sourceId);
      index.addAll(
        docs.map((doc) => ({
          id: String(doc._id),
          sourceId,
          text: doc.text,
          heading: doc.location.heading ?? '',
        })),
      );
      return index;
    });
    return { passages: docs.length, words: docs.reduce((total, doc) => total + doc.words, 0) };
  }

  /** Removes a source's passages and takes them out of the thesis's index. */
  async removeSource(thesisId: string, sourceId: string): Promise<void> {
    const thesis = objectId(thesisId);
    const source = objectId(sourceId);
    if (!thesis || !source) return;
    // Passages first: a crash in between leaves index entries without passages, which the next load
    // notices (the counts differ) and repairs; the other order could bring removed passages back.
    await PassageModel.deleteMany({ thesisId: thesis, sourceId: source });
    await this.change(thesisId, (index) => (this.discardSource(index, sourceId) > 0 ? index : null));
  }

  /** Everything retrieval keeps for these theses (the cascade when theses are deleted). */
  async removeThesis(thesisIds: string[]): Promise<void> {
    const ids = thesisIds.map(objectId).filter((id): id is Types.ObjectId => id !== null);
    if (ids.length === 0) return;
    await Promise.all([
      PassageModel.deleteMany({ thesisId: { $in: ids } }),
      IndexHeadModel.deleteMany({ _id: { $in: ids } }),
      IndexChunkModel.deleteMany({ thesisId: { $in: ids } }),
    ]);
    for (const id of thesisIds) this.cache.delete(id);
  }

  /**
   * The thesis's passages ranked for `query`, best first: BM25+ alone, or fused with the embedding
   * ranking (RRF, k = 60) when an embedding model is set and both the query and passages have vectors.
   * If the query cannot be embedded, BM25 answers alone (the failure is logged).
   */
  async search(thesisId: string, query: string, options: SearchOptions): Promise<SearchHit[]> {
    const limit = Math.max(0, Math.floor(options.limit));
    if (limit === 0 || !query.trim() || !objectId(thesisId)) return [];
    const only = options.sourceIds ? new Set(options.sourceIds) : null;
    const excluded = new Set(options.excludeSourceIds ?? []);
    const allowed = (sourceId: string) => (only === null || only.has(sourceId)) && !excluded.has(sourceId);
    if (only?.size === 0) return [];

    const entry = await this.current(thesisId);
    // A thesis without passages costs no embedding call.
    if (!entry || entry.index.documentCount === 0) return [];
    const queryVector = this.embedQuery(query, options.signal, options.caller);
    const bm25 = entry.index
      .search(query, { filter: (result) => allowed(String(result.sourceId)) })
      .map((result) => ({
        passageId: String(result.id),
        sourceId: String(result.sourceId),
        score: result.score,
      }));

    const vector = await queryVector;
    const vectors = vector ? await this.vectorsOf(thesisId, entry) : null;
    // Passages indexed before a model was set, or whose embedding failed, get their vectors now.
    if (vector && (vectors?.ids.length ?? 0) < entry.index.documentCount) this.scheduleBackfill(thesisId);
    if (!vector || !vectors || vectors.dims !== vector.length) return bm25.slice(0, limit);

    const nearest = this.nearest(vectors, vector, allowed, Math.max(FUSION_DEPTH, limit));
    return this.fuse(bm25.slice(0, Math.max(FUSION_DEPTH, limit)), nearest).slice(0, limit);
  }

  /** Stored passages by id, in the order asked (unknown ids are left out). */
  async passages(ids: string[]): Promise<PassageRecord[]> {
    const valid = [...new Set(ids)].map(objectId).filter((id): id is Types.ObjectId => id !== null);
    if (valid.length === 0) return [];
    const docs = await PassageModel.find({ _id: { $in: valid } }, { embedding: 0, embeddingModel: 0 })
      .lean<PassageDocument[]>()
      .exec();
    const byId = new Map(docs.map((doc) => [String(doc._id), toRecord(doc)]));
    return ids.flatMap((id) => {
      const record = byId.get(id);
      return record ? [record] : [];
    });
  }

  /**
   * Embeds the thesis's passages that have no vector of the current model (indexed while no model was
   * set, or when embedding failed), then raises the revision so every instance reloads the vectors.
   * Runs by itself, in the background, when a search meets such passages. Returns how many were embedded.
   */
  async embedMissing(
    thesisId: string,
    options: { signal?: AbortSignal; batch?: number } = {},
  ): Promise<number> {
    const embed = this.embedFn;
    const thesis = objectId(thesisId);
    if (!embed || !thesis) return 0;
    const batch = options.batch ?? 256;
    let embedded = 0;
    let lastId: Types.ObjectId | null = null;
    for (;;) {
      const filter: Record<string, unknown> = {
        thesisId: thesis,
        embeddingModel: { $ne: this.embeddingModel },
      };
      if (lastId) filter._id = { $gt: lastId };
      const docs = await PassageModel.find(filter, { text: 1 })
        .sort({ _id: 1 })
        .limit(batch)
        .lean<Array<Pick<PassageDocument, '_id' | 'text'>>>()
        .exec();
      if (docs.length === 0) break;
      lastId = docs[docs.length - 1]!._id;
      const vectors = await embed(
        docs.map((doc) => doc.text),
        options.signal ? { signal: options.signal } : {},
      );
      if (!vectors) break; // no embedding model after all
      if (vectors.length !== docs.length)
        throw new Error(`${vectors.length} vectors for ${docs.length} passages`);
      await PassageModel.bulkWrite(
        docs.map((doc, i) => {
          const vector = vectors[i]!;
          return {
            updateOne: {
              filter: { _id: doc._id },
              update: {
                $set: {
                  embedding: Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength),
                  embeddingModel: this.embeddingModel,
                },
              },
            },
          };
        }),
      );
      embedded += docs.length;
    }
    if (embedded > 0) {
      // A new revision (same build): every instance drops the vectors it holds and reads them again.
      await IndexHeadModel.updateOne(
        { _id: thesis },
        { $inc: { revision: 1 }, $set: { updatedAt: new Date() } },
      );
      this.logger?.info({ thesisId, passages: embedded, model: this.embeddingModel }, 'passages embedded');
    }
    return embedded;
  }

  /** Resolves when the background work this instance started (embedding missing vectors) is done. */
  async idle(): Promise<void> {
    while (this.backfills.size > 0) await Promise.all(this.backfills.values());
  }

  private scheduleBackfill(thesisId: string): void {
    if (this.backfills.has(thesisId) || (this.backfillPause.get(thesisId) ?? 0) > Date.now()) return;
    const run = this.embedMissing(thesisId)
      .then((embedded) => {
        // Nothing to embed (vectors of another size, say): do not look again on every search.
        if (embedded === 0) this.backfillPause.set(thesisId, Date.now() + 10 * 60_000);
      })
      .catch((error: unknown) => {
        this.backfillPause.set(thesisId, Date.now() + 10 * 60_000);
        this.logger?.warn({ err: error, thesisId }, 'passages could not be embedded; trying again later');
      })
      .then(() => {
        this.backfills.delete(thesisId);
      });
    this.backfills.set(thesisId, run);
  }

  /** Builds the thesis's index again from its stored passages. */
  async rebuild(thesisId: string): Promise<void> {
    await this.change(thesisId, () => this.buildFromPassages(thesisId));
  }

  // --- ranking ---------------------------------------------------------------------------------

  private nearest(
    vectors: Vectors,
    query: Float32Array,
    allowed: (sourceId: string) => boolean,
    depth: number,
  ): Array<{ passageId: string; sourceId: string; similarity: number }> {
    const q = unit(query);
    if (!q) return [];
    const { dims, matrix, ids, sourceIds } = vectors;
    const found: Array<{ passageId: string; sourceId: string; similarity: number }> = [];
    for (let row = 0; row < ids.length; row++) {
      const sourceId = sourceIds[row]!;
      if (!allowed(sourceId)) continue;
      let dot = 0;
      const offset = row * dims;
      for (let d = 0; d < dims; d++) dot += matrix[offset + d]! * q[d]!;
      if (dot >= this.minSimilarity) found.push({ passageId: ids[row]!, sourceId, similarity: dot });
    }
    return found.sort((a, b) => b.similarity - a.similarity).slice(0, depth);
  }

  /** Reciprocal rank fusion of the BM25 and embedding rankings; ties keep the BM25 order. */
  private fuse(
    bm25: Array<{ passageId: string; sourceId: string }>,
    nearest: Array<{ passageId: string; sourceId: string }>,
  ): SearchHit[] {
    const fused = new Map<string, { hit: SearchHit; order: number }>();
    const add = (list: Array<{ passageId: string; sourceId: string }>, offset: number) =>
      list.forEach(({ passageId, sourceId }, rank) => {
        const score = 1 / (RRF_K + rank + 1);
        const existing = fused.get(passageId);
        if (existing) existing.hit.score += score;
        else fused.set(passageId, { hit: { passageId, sourceId, score }, order: offset + rank });
      });
    add(bm25, 0);
    add(nearest, bm25.length);
    return [...fused.values()]
      .sort((a, b) => b.hit.score - a.hit.score || a.order - b.order)
      .map((entry) => entry.hit);
  }

  // --- embeddings ------------------------------------------------------------------------------

  private async embedPassages(texts: string[], caller: AiCaller): Promise<Float32Array[] | null> {
    if (!this.embedFn || texts.length === 0) return null;
    try {
      const vectors = await this.embedFn(texts, { caller: { ...caller, priority: 'background' } });
      if (vectors && vectors.length !== texts.length)
        throw new Error(`${vectors.length} vectors for ${texts.length} passages`);
      return vectors;
    } catch (error) {
      this.logger?.warn(
        { err: error, passages: texts.length },
        'passages could not be embedded; they are searched by BM25 only',
      );
      return null;
    }
  }

  /**
   * A search waits for its query's vector (at most queryTimeoutMs): a short call, scheduled as
   * interactive whoever searches, so that it is not queued behind research sections.
   */
  private async embedQuery(
    query: string,
    signal: AbortSignal | undefined,
    caller: AiCaller | undefined,
  ): Promise<Float32Array | null> {
    if (!this.embedFn) return null;
    const key = `${this.embeddingModel}\0${query}`;
    const cached = this.queryVectors.get(key);
    if (cached) return cached;
    if (this.queryPauseUntil > Date.now()) return null;
    // A search does not wait on a slow embedding server for long: past the limit, BM25 answers alone.
    const deadline = AbortSignal.timeout(this.queryTimeoutMs);
    try {
      const [vector] =
        (await this.embedFn([query], {
          signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
          caller: {
            userId: caller?.userId ?? '(search)',
            ...(caller?.runId ? { runId: caller.runId } : {}),
            priority: 'interactive',
          },
        })) ?? [];
      if (vector) this.queryVectors.set(key, vector);
      return vector ?? null;
    } catch (error) {
      if (!signal?.aborted) {
        // The server is failing or slow: the next searches of the coming minute do not wait for it.
        this.queryPauseUntil = Date.now() + QUERY_PAUSE_MS;
        this.logger?.warn(
          { err: error, timedOut: deadline.aborted },
          'the query could not be embedded; BM25 answers alone',
        );
      }
      return null;
    }
  }

  private vectorsOf(thesisId: string, entry: Entry): Promise<Vectors | null> {
    entry.vectors ??= this.loadVectors(thesisId).then(
      (vectors) => {
        entry.vectorBytes = vectors ? vectors.matrix.byteLength : 0;
        // Re-entered so the cache counts the vectors' memory.
        if (this.cache.peek(thesisId) === entry) this.cache.set(thesisId, entry);
        return vectors;
      },
      (error: unknown) => {
        this.logger?.warn(
          { err: error, thesisId },
          'passage vectors could not be loaded; BM25 answers alone',
        );
        entry.vectors = undefined;
        return null;
      },
    );
    return entry.vectors;
  }

  private async loadVectors(thesisId: string): Promise<Vectors | null> {
    const docs = await PassageModel.find(
      { thesisId: new Types.ObjectId(thesisId), embeddingModel: this.embeddingModel },
      { sourceId: 1, embedding: 1 },
    )
      .lean<Array<Pick<PassageDocument, '_id' | 'sourceId' | 'embedding'>>>()
      .exec();
    const rows: Array<{ id: string; sourceId: string; vector: Float32Array }> = [];
    let dims = 0;
    for (const doc of docs) {
      const bytes = bytesOf(doc.embedding);
      if (!bytes || bytes.length === 0 || bytes.length % 4 !== 0) continue;
      const raw = new Float32Array(bytes.length / 4);
      for (let i = 0; i < raw.length; i++) raw[i] = bytes.readFloatLE(i * 4);
      dims ||= raw.length;
      const vector = raw.length === dims ? unit(raw) : null;
      if (vector) rows.push({ id: String(doc._id), sourceId: String(doc.sourceId), vector });
    }
    if (rows.length === 0) return null;
    const matrix = new Float32Array(rows.length * dims);
    rows.forEach((row, i) => matrix.set(row.vector, i * dims));
    return { dims, matrix, ids: rows.map((row) => row.id), sourceIds: rows.map((row) => row.sourceId) };
  }

  // --- the persisted index -----------------------------------------------------------------------

  private discardSource(index: MiniSearch<IndexedPassage>, sourceId: string): number {
    const ids = index
      .search(MiniSearch.wildcard, { filter: (result) => String(result.sourceId) === sourceId })
      .map((result) => result.id as string);
    if (ids.length > 0) index.discardAll(ids);
    return ids.length;
  }

  private async buildFromPassages(thesisId: string): Promise<MiniSearch<IndexedPassage>> {
    const index = new MiniSearch<IndexedPassage>(MINISEARCH);
    const cursor = PassageModel.find(
      { thesisId: new Types.ObjectId(thesisId) },
      { sourceId: 1, text: 1, 'location.heading': 1 },
    )
      .lean<Array<Pick<PassageDocument, '_id' | 'sourceId' | 'text' | 'location'>>>()
      .cursor();
    for await (const doc of cursor)
      index.add({
        id: String(doc._id),
        sourceId: String(doc.sourceId),
        text: doc.text,
        heading: doc.location?.heading ?? '',
      });
    return index;
  }

  /** The thesis's index at its current revision: from the cache when it is current, else loaded. */
  private async current(thesisId: string): Promise<Entry | null> {
    const head = await IndexHeadModel.findById(new Types.ObjectId(thesisId), { revision: 1 }).lean().exec();
    const cached = this.cache.get(thesisId);
    if (cached && head && cached.revision === head.revision) return cached;
    if (!head) {
      // No index yet: passages stored without one (a crash before the first commit) are indexed now.
      if (cached) this.cache.delete(thesisId);
      if (!(await PassageModel.exists({ thesisId: new Types.ObjectId(thesisId) }))) return null;
    }
    let pending = this.loading.get(thesisId);
    if (!pending) {
      pending = this.load(thesisId).finally(() => this.loading.delete(thesisId));
      this.loading.set(thesisId, pending);
    }
    return pending;
  }

  /** Loads the current revision; rebuilds from the passages when it is missing or does not match them. */
  private async load(thesisId: string): Promise<Entry | null> {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const head = await this.readHead(thesisId);
      const entry = head ? await this.readBuild(thesisId, head) : null;
      if (head && !entry) continue; // a newer revision replaced the build while it was read
      const passages = await PassageModel.countDocuments({ thesisId: new Types.ObjectId(thesisId) });
      if (entry && entry.index.documentCount === passages) {
        this.cache.set(thesisId, entry);
        return entry;
      }
      if (!entry && passages === 0) return null;
      this.logger?.warn(
        { thesisId, indexed: entry?.index.documentCount ?? 0, passages },
        'the search index does not match the stored passages; rebuilding it',
      );
      await this.rebuild(thesisId);
      return this.cache.get(thesisId) ?? null;
    }
    throw new Error('The search index changed too often while it was being read; try again.');
  }

  private async readHead(thesisId: string): Promise<Head | null> {
    return IndexHeadModel.findById(new Types.ObjectId(thesisId), { revision: 1, buildId: 1, chunks: 1 })
      .lean<Head>()
      .exec();
  }

  /** The build a head points at, or null when it was replaced (and deleted) meanwhile. */
  private async readBuild(thesisId: string, head: Head): Promise<Entry | null> {
    const chunks = await IndexChunkModel.find({ buildId: head.buildId }, { n: 1, data: 1 })
      .sort({ n: 1 })
      .lean()
      .exec();
    if (chunks.length !== head.chunks) return null;
    const gzipped = Buffer.concat(chunks.map((chunk) => bytesOf(chunk.data) ?? Buffer.alloc(0)));
    const json = (await gunzip(gzipped)).toString('utf8');
    const index = await MiniSearch.loadJSONAsync<IndexedPassage>(json, MINISEARCH);
    this.logger?.debug({ thesisId, revision: head.revision, bytes: gzipped.length }, 'search index loaded');
    return { revision: head.revision, index, bytes: gzipped.length };
  }

  /**
   * Applies `apply` to the thesis's current index and commits the result as the next revision,
   * again on the newer revision whenever another writer committed first. `apply` returns the index to
   * store (the one given, changed, or a new one), or null when there is nothing to change.
   */
  private change(
    thesisId: string,
    apply: (
      index: MiniSearch<IndexedPassage>,
    ) => MiniSearch<IndexedPassage> | null | Promise<MiniSearch<IndexedPassage> | null>,
  ): Promise<void> {
    const previous = this.writing.get(thesisId) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.commit(thesisId, apply));
    const settled = run.catch(() => undefined);
    this.writing.set(thesisId, settled);
    void settled.then(() => {
      if (this.writing.get(thesisId) === settled) this.writing.delete(thesisId);
    });
    return run;
  }

  private async commit(
    thesisId: string,
    apply: (
      index: MiniSearch<IndexedPassage>,
    ) => MiniSearch<IndexedPassage> | null | Promise<MiniSearch<IndexedPassage> | null>,
  ): Promise<void> {
    const thesis = new Types.ObjectId(thesisId);
    for (let attempt = 1; ; attempt++) {
      const head = await this.readHead(thesisId);
      let base: Entry | null = null;
      if (head) {
        const cached = this.cache.get(thesisId);
        base = cached?.revision === head.revision ? cached : await this.readBuild(thesisId, head);
        if (!base) continue; // replaced while read
      }
      // The cached index is changed in place; if the commit loses, it is dropped from the cache.
      const index = await apply(base?.index ?? new MiniSearch<IndexedPassage>(MINISEARCH));
      if (!index) return;
      if (index.dirtCount > 0) await index.vacuum({ batchSize: 10_000, batchWait: 0 });
      const gzipped = await gzip(Buffer.from(JSON.stringify(index), 'utf8'), { level: 1 });
      const buildId = new Types.ObjectId();
      const chunks: Array<{ thesisId: Types.ObjectId; buildId: Types.ObjectId; n: number; data: Buffer }> =
        [];
      for (let offset = 0, n = 0; offset < gzipped.length || n === 0; offset += this.chunkBytes, n++)
        chunks.push({
          thesisId: thesis,
          buildId,
          n,
          data: gzipped.subarray(offset, offset + this.chunkBytes),
        });
      await IndexChunkModel.insertMany(chunks);
      const revision = (head?.revision ?? 0) + 1;
      const fields = {
        revision,
        buildId,
        chunks: chunks.length,
        bytes: gzipped.length,
        documents: index.documentCount,
        updatedAt: new Date(),
      };
      try {
        if (head) {
          const result = await IndexHeadModel.updateOne(
            { _id: thesis, revision: head.revision },
            { $set: fields },
          );
          if (result.matchedCount !== 1) throw new Conflict();
        } else {
          await IndexHeadModel.create({ _id: thesis, ...fields }).catch((error: unknown) => {
            throw (error as { code?: number }).code === 11000 ? new Conflict() : error;
          });
        }
      } catch (error) {
        this.cache.delete(thesisId);
        await IndexChunkModel.deleteMany({ buildId });
        if (!(error instanceof Conflict)) throw error;
        if (attempt >= MAX_COMMIT_ATTEMPTS)
          throw new Error('The search index is being changed by too many writers at once; try again.', {
            cause: error,
          });
        this.logger?.debug({ thesisId, attempt }, 'search index changed meanwhile; applying again');
        await sleep(Math.random() * 20 * attempt);
        continue;
      }
      this.cache.set(thesisId, { revision, index, bytes: gzipped.length });
      // The build this revision replaced; readers still on it notice the missing chunks and re-read.
      if (head) await IndexChunkModel.deleteMany({ buildId: head.buildId });
      return;
    }
  }
}
