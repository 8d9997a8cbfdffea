// SourceIndex on the embedded engine: ranking, filters, removal, and the persisted index shared by
// instances (another instance's change is seen; a new instance searches without re-indexing).
import { Types } from 'mongoose';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logSink } from '../../../testing/fixtures.js';
import { useTestDatabase } from '../../../testing/database.js';
import { IndexChunkModel, IndexHeadModel, PassageModel } from './retrieval.model.js';
import { SourceIndex, type ExtractedPart } from './index.js';

useTestDatabase();

const id = () => new Types.ObjectId().toString();

/** Filler prose that matches none of the test queries. */
function filler(words: number, seed: number): string {
  const vocabulary = 'team board plan quarter meeting project office market review team update week'.split(
    ' ',
  );
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    const word = vocabulary[(i * 7 + seed) % vocabulary.length]!;
    out.push(i % 12 === 11 ? `${word}.` : i % 12 === 0 ? word[0]!.toUpperCase() + word.slice(1) : word);
  }
  return `${out.join(' ')}.`;
}

const part = (text: string, page: number | null = null, heading: string | null = null): ExtractedPart => ({
  text,
  page,
  heading,
});

let thesis: string;
let sink: ReturnType<typeof logSink>;
let index: SourceIndex;
const sources = { fuel: id(), drivers: id(), tracking: id() };

async function indexThree(target: SourceIndex = index): Promise<void> {
  await target.indexSource(thesis, sources.fuel, [
    part(`${filler(150, 1)} Diesel prices rose 14% in the second quarter, and fuel surcharges followed.`, 1),
    part(`${filler(180, 2)}`, 2),
  ]);
  await target.indexSource(thesis, sources.drivers, [
    part(
      `${filler(120, 3)} The shortage of qualified drivers keeps wages climbing in every region.`,
      null,
      'Labour',
    ),
  ]);
  await target.indexSource(thesis, sources.tracking, [
    part(`Customers expect real-time tracking of every parcel. ${filler(140, 4)}`, null, 'Tracking'),
    part(`${filler(200, 5)} Tracking pilots priced per parcel disappointed two customers.`, null, 'Pilots'),
  ]);
}

beforeEach(() => {
  thesis = id();
  sink = logSink('debug');
  index = new SourceIndex({ logger: sink.logger });
});

describe('indexing and ranking', () => {
  it('stores passages with their location and word counts, and ranks the passage holding the words first', async () => {
    const result = await index.indexSource(thesis, sources.fuel, [
      part(`${filler(150, 1)} Diesel prices rose 14% in the second quarter.`, 3),
      part(filler(180, 2), 4),
    ]);
    const stored = await PassageModel.find({ sourceId: new Types.ObjectId(sources.fuel) })
      .sort({ ordinal: 1 })
      .lean();
    expect(stored.map((p) => [p.ordinal, p.location.label, p.words])).toEqual([
      [0, 'p. 3', stored[0]!.words],
      [1, 'p. 4', stored[1]!.words],
    ]);
    expect(result).toEqual({ passages: 2, words: stored[0]!.words + stored[1]!.words });
    expect(stored[0]!.embedding).toBeUndefined();

    await indexThree();
    const hits = await index.search(thesis, 'diesel price increase', { limit: 5 });
    expect(hits[0]).toMatchObject({ sourceId: sources.fuel, score: expect.any(Number) });
    const [first] = await index.passages([hits[0]!.passageId]);
    expect(first).toMatchObject({
      thesisId: thesis,
      sourceId: sources.fuel,
      location: { page: 1, heading: null, label: 'p. 1' },
    });
    expect(first!.text).toContain('Diesel prices rose 14%');
    expect(first!.words).toBeGreaterThan(100);
  });

  it('matches word forms through stemming and ranks by relevance; a query of nothing indexed finds nothing', async () => {
    await indexThree();
    const tracking = await index.search(thesis, 'tracked parcels pricing', { limit: 3 });
    // Both tracking passages first (parcels, tracking); the fuel passage shares only "prices".
    expect(tracking.map((h) => h.sourceId)).toEqual([sources.tracking, sources.tracking, sources.fuel]);
    expect(tracking[0]!.score).toBeGreaterThan(tracking[1]!.score);
    const [best] = await index.passages([tracking[0]!.passageId]);
    expect(best!.text).toContain('Tracking pilots priced per parcel');
    expect(best!.location.label).toBe('Pilots');

    expect(await index.search(thesis, 'Driver shortages', { limit: 3 })).toMatchObject([
      { sourceId: sources.drivers },
    ]);
    expect(await index.search(thesis, 'photosynthesis', { limit: 3 })).toEqual([]);
    expect(await index.search(thesis, 'the and of it', { limit: 3 })).toEqual([]);
    expect(await index.search(thesis, '   ', { limit: 3 })).toEqual([]);
    expect(await index.search(id(), 'diesel', { limit: 3 })).toEqual([]);
    expect(await index.search('not-an-id', 'diesel', { limit: 3 })).toEqual([]);
  });

  it('honours the limit and limits to, or excludes, sources', async () => {
    await indexThree();
    const all = await index.search(thesis, 'team board plan', { limit: 100 });
    expect(all).toHaveLength(5);
    expect(await index.search(thesis, 'team board plan', { limit: 2 })).toEqual(all.slice(0, 2));
    const without = await index.search(thesis, 'team board plan', {
      limit: 100,
      excludeSourceIds: [sources.fuel],
    });
    expect(without.map((h) => h.sourceId).sort()).toEqual(
      [sources.drivers, sources.tracking, sources.tracking].sort(),
    );
    const only = await index.search(thesis, 'team board plan diesel', {
      limit: 100,
      sourceIds: [sources.fuel, sources.drivers],
      excludeSourceIds: [sources.drivers],
    });
    expect(new Set(only.map((h) => h.sourceId))).toEqual(new Set([sources.fuel]));
    expect(await index.search(thesis, 'diesel', { limit: 5, sourceIds: [] })).toEqual([]);
    expect(await index.search(thesis, 'diesel', { limit: 5, excludeSourceIds: [sources.fuel] })).toEqual([]);
  });

  it('theses do not see each other’s passages', async () => {
    await indexThree();
    const other = id();
    await index.indexSource(other, id(), [part(`${filler(120, 9)} Diesel costs at the other company.`)]);
    const hits = await index.search(thesis, 'diesel', { limit: 10 });
    expect(hits.map((h) => h.sourceId)).toEqual([sources.fuel]);
    expect((await index.search(other, 'diesel', { limit: 10 })).map((h) => h.sourceId)).not.toContain(
      sources.fuel,
    );
  });

  it('indexing a source again replaces its passages', async () => {
    await indexThree();
    await index.indexSource(thesis, sources.fuel, [part(`${filler(130, 1)} Electric trucks cut fuel use.`)]);
    expect(await index.search(thesis, 'diesel', { limit: 5 })).toEqual([]);
    const hits = await index.search(thesis, 'electric trucks', { limit: 5 });
    expect(hits.map((h) => h.sourceId)).toEqual([sources.fuel]);
    expect(await PassageModel.countDocuments({ sourceId: new Types.ObjectId(sources.fuel) })).toBe(1);
  });
});

describe('removal', () => {
  it('a removed source is gone from passages and results; the rest still answer', async () => {
    await indexThree();
    const before = await index.search(thesis, 'diesel', { limit: 5 });
    await index.removeSource(thesis, sources.fuel);
    expect(await index.search(thesis, 'diesel', { limit: 5 })).toEqual([]);
    expect(await index.passages(before.map((h) => h.passageId))).toEqual([]);
    expect(await PassageModel.countDocuments({ sourceId: new Types.ObjectId(sources.fuel) })).toBe(0);
    expect(await index.search(thesis, 'drivers', { limit: 5 })).toMatchObject([
      { sourceId: sources.drivers },
    ]);
    // A fresh instance (restart) agrees.
    expect(await new SourceIndex().search(thesis, 'diesel', { limit: 5 })).toEqual([]);
    // Removing an unknown source, or twice, is harmless.
    await index.removeSource(thesis, sources.fuel);
    await index.removeSource(thesis, id());
    await index.removeSource(id(), id());
    expect((await index.search(thesis, 'tracking', { limit: 5 })).length).toBe(2);
  });

  it('removing theses deletes their passages and index, and nothing of other theses', async () => {
    await indexThree();
    const other = id();
    await index.indexSource(other, id(), [part(`${filler(120, 9)} Diesel at the other company.`)]);
    await index.removeThesis([thesis, 'not-an-id']);
    expect(await PassageModel.countDocuments({ thesisId: new Types.ObjectId(thesis) })).toBe(0);
    expect(await IndexHeadModel.countDocuments({ _id: new Types.ObjectId(thesis) })).toBe(0);
    expect(await IndexChunkModel.countDocuments({ thesisId: new Types.ObjectId(thesis) })).toBe(0);
    expect(await index.search(thesis, 'diesel', { limit: 5 })).toEqual([]);
    expect(await index.search(other, 'diesel', { limit: 5 })).toHaveLength(1);
    await index.removeThesis([]);
  });
});

describe('the persisted index', () => {
  it('survives a restart: a new instance searches from the stored index without re-indexing', async () => {
    await indexThree();
    const head = await IndexHeadModel.findById(thesis).lean();
    expect(head).toMatchObject({ revision: 3, documents: 5, chunks: 1 });
    expect(await IndexChunkModel.countDocuments({ thesisId: new Types.ObjectId(thesis) })).toBe(1);
    const expected = await index.search(thesis, 'diesel drivers tracking', { limit: 5 });

    const restartedLog = logSink('debug');
    const restarted = new SourceIndex({ logger: restartedLog.logger });
    expect(await restarted.search(thesis, 'diesel drivers tracking', { limit: 5 })).toEqual(expected);
    expect(restartedLog.lines().map((line) => line.msg)).toEqual(['search index loaded']);
    expect((await IndexHeadModel.findById(thesis).lean())?.revision).toBe(3);
    // Loaded once, then served from memory while the revision stays the same.
    await restarted.search(thesis, 'fuel', { limit: 5 });
    expect(restartedLog.lines()).toHaveLength(1);
  });

  it('two instances on one database see each other’s changes (a stale cache reloads)', async () => {
    const a = new SourceIndex();
    const b = new SourceIndex();
    await a.indexSource(thesis, sources.fuel, [part(`${filler(120, 1)} Diesel prices rose.`)]);
    expect(await b.search(thesis, 'diesel', { limit: 5 })).toMatchObject([{ sourceId: sources.fuel }]);
    await b.indexSource(thesis, sources.drivers, [part(`${filler(120, 2)} Drivers are scarce.`)]);
    // a still holds revision 1 in memory; the revision check makes it reload revision 2.
    expect(await a.search(thesis, 'drivers', { limit: 5 })).toMatchObject([{ sourceId: sources.drivers }]);
    await a.removeSource(thesis, sources.drivers);
    expect(await b.search(thesis, 'drivers', { limit: 5 })).toEqual([]);
    expect(await b.search(thesis, 'diesel', { limit: 5 })).toHaveLength(1);
  });

  it('concurrent changes from several instances lose no source', async () => {
    const instances = [new SourceIndex(), new SourceIndex(), new SourceIndex()];
    const ids = Array.from({ length: 9 }, () => id());
    await Promise.all(
      ids.map((sourceId, i) =>
        instances[i % 3]!.indexSource(thesis, sourceId, [part(`${filler(110, i)} Marker term${i} here.`)]),
      ),
    );
    const fresh = new SourceIndex();
    for (const [i, sourceId] of ids.entries())
      expect(await fresh.search(thesis, `term${i}`, { limit: 3 })).toMatchObject([{ sourceId }]);
    const head = await IndexHeadModel.findById(thesis).lean();
    expect(head).toMatchObject({ revision: 9, documents: 9 });
    // Only the current build's chunks remain (losers deleted theirs, winners the build they replaced).
    expect(await IndexChunkModel.countDocuments({ thesisId: new Types.ObjectId(thesis) })).toBe(head!.chunks);

    // Removals racing with additions.
    const extra = id();
    await Promise.all([
      instances[0]!.removeSource(thesis, ids[0]!),
      instances[1]!.removeSource(thesis, ids[1]!),
      instances[2]!.indexSource(thesis, extra, [part(`${filler(110, 3)} Marker extra here.`)]),
    ]);
    expect(await fresh.search(thesis, 'term0 term1', { limit: 3 })).toEqual([]);
    expect(await fresh.search(thesis, 'extra', { limit: 3 })).toMatchObject([{ sourceId: extra }]);
    expect((await IndexHeadModel.findById(thesis).lean())?.documents).toBe(8);
  });

  it('a writer that loses the race applies its change again on the newer revision', async () => {
    const a = new SourceIndex({ logger: sink.logger });
    const b = new SourceIndex();
    await a.indexSource(thesis, sources.fuel, [part(`${filler(120, 1)} Diesel prices rose.`)]);
    // Between a's read of revision 1 and its commit, b commits revision 2.
    const updateOne = IndexHeadModel.updateOne.bind(IndexHeadModel);
    let raced = false;
    const spy = vi.spyOn(IndexHeadModel, 'updateOne').mockImplementation(((
      ...args: Parameters<typeof updateOne>
    ) => {
      if (raced) return updateOne(...args);
      raced = true;
      return b
        .indexSource(thesis, sources.drivers, [part(`${filler(120, 2)} Drivers are scarce.`)])
        .then(() => updateOne(...args));
    }) as never);
    try {
      await a.indexSource(thesis, sources.tracking, [part(`${filler(120, 3)} Tracking parcels.`)]);
    } finally {
      spy.mockRestore();
    }
    expect(
      sink.lines().filter((line) => line.msg === 'search index changed meanwhile; applying again'),
    ).toHaveLength(1);
    expect(await IndexHeadModel.findById(thesis).lean()).toMatchObject({ revision: 3, documents: 3 });
    const fresh = new SourceIndex();
    for (const [query, sourceId] of [
      ['diesel', sources.fuel],
      ['drivers', sources.drivers],
      ['parcels', sources.tracking],
    ] as const)
      expect(await fresh.search(thesis, query, { limit: 3 })).toMatchObject([{ sourceId }]);
  });

  it('rebuilds from the passages when the index is missing or does not match them', async () => {
    await indexThree();
    // Lost index (e.g. a crash before the first commit): rebuilt on the next search.
    await IndexHeadModel.deleteMany({});
    await IndexChunkModel.deleteMany({});
    const restarted = new SourceIndex({ logger: sink.logger });
    expect(await restarted.search(thesis, 'diesel', { limit: 5 })).toMatchObject([
      { sourceId: sources.fuel },
    ]);
    expect(await IndexHeadModel.findById(thesis).lean()).toMatchObject({ revision: 1, documents: 5 });
    // Passages deleted behind the index's back: a loading instance notices and rebuilds.
    await PassageModel.deleteMany({ sourceId: new Types.ObjectId(sources.fuel) });
    const another = new SourceIndex({ logger: sink.logger });
    expect(await another.search(thesis, 'diesel', { limit: 5 })).toEqual([]);
    expect(await IndexHeadModel.findById(thesis).lean()).toMatchObject({ revision: 2, documents: 3 });
    expect(sink.lines().filter((line) => String(line.msg).includes('rebuilding'))).toHaveLength(2);
  });

  it('stores a large index in several chunks and reads it back', async () => {
    const small = new SourceIndex({ chunkBytes: 512 });
    await indexThree(small);
    const head = await IndexHeadModel.findById(thesis).lean();
    expect(head!.chunks).toBe(Math.ceil(head!.bytes / 512));
    expect(head!.chunks).toBeGreaterThan(1);
    expect(await IndexChunkModel.countDocuments({ thesisId: new Types.ObjectId(thesis) })).toBe(head!.chunks);
    expect(await new SourceIndex().search(thesis, 'diesel', { limit: 5 })).toMatchObject([
      { sourceId: sources.fuel },
    ]);
  });
});
