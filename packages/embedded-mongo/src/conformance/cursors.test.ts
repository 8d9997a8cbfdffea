// Cursors over more than one batch: getMore, batchSize, limit across batches, killCursors.
import { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mongo, openTarget, rejection, type Target } from '../testing/target.js';

const TOTAL = 1_500;
let target: Target;
const itemSchema = new Schema({ n: Number, label: String });
const model = () => target.conn.model('Item', itemSchema);

const sent = (name: string) => target.commands.filter((c) => c.commandName === name);
const asLong = (id: unknown) => (mongo.Long.isLong(id) ? id : mongo.Long.fromNumber(Number(id)));

beforeAll(async () => {
  target = await openTarget('cursors');
  await model().insertMany(Array.from({ length: TOTAL }, (_, n) => ({ n, label: `item-${n}` })));
});
afterAll(async () => {
  await target.close();
});

describe('cursors', () => {
  it('returns all 1,500 documents in order through getMore', async () => {
    target.commands.length = 0;
    const docs = await model().find().sort({ n: 1 }).lean();
    expect(docs).toHaveLength(TOTAL);
    expect(docs.map((d) => d.n)).toEqual(Array.from({ length: TOTAL }, (_, n) => n));
    expect(sent('getMore').length).toBeGreaterThanOrEqual(1);
  });

  it('honours batchSize on find and every getMore', async () => {
    target.commands.length = 0;
    let seen = 0;
    for await (const doc of model().find().sort({ n: -1 }).batchSize(100).lean().cursor()) {
      expect(doc.n).toBe(TOTAL - 1 - seen);
      seen += 1;
    }
    expect(seen).toBe(TOTAL);
    const find = sent('find');
    expect(find).toHaveLength(1);
    expect(find[0]?.command.batchSize).toBe(100);
    const getMores = sent('getMore');
    // 100 in the first batch, 14 full getMores, possibly one more that finds the end
    expect(getMores.length).toBeGreaterThanOrEqual(14);
    expect(getMores.length).toBeLessThanOrEqual(15);
    for (const g of getMores) expect(g.command.batchSize).toBe(100);
  });

  it('stops at limit even when it spans batches', async () => {
    const docs = await model()
      .find({ n: { $gte: 1000 } })
      .sort({ n: 1 })
      .limit(250)
      .batchSize(100)
      .lean();
    expect(docs.map((d) => d.n)).toEqual(Array.from({ length: 250 }, (_, i) => 1000 + i));
  });

  it('answers getMore on a raw cursor and closes it with id 0 at the end', async () => {
    const first = await target.db.command({
      find: 'items',
      filter: { n: { $lt: 5 } },
      sort: { n: 1 },
      batchSize: 2,
    });
    expect(first.cursor.ns).toBe(`${target.dbName}.items`);
    expect(first.cursor.firstBatch.map((d: { n: number }) => d.n)).toEqual([0, 1]);
    const id = asLong(first.cursor.id);
    expect(id.isZero()).toBe(false);
    const more = await target.db.command({ getMore: id, collection: 'items', batchSize: 10 });
    expect(more.cursor.nextBatch.map((d: { n: number }) => d.n)).toEqual([2, 3, 4]);
    expect(asLong(more.cursor.id).isZero()).toBe(true);
  });

  it('returns cursor id 0 when the first batch holds everything', async () => {
    const res = await target.db.command({ find: 'items', filter: { n: { $lt: 3 } } });
    expect(res.cursor.firstBatch).toHaveLength(3);
    expect(asLong(res.cursor.id).isZero()).toBe(true);
  });

  it('killCursors kills an open cursor; a later getMore fails with CursorNotFound (43)', async () => {
    const first = await target.db.command({ find: 'items', filter: {}, batchSize: 2 });
    const id = asLong(first.cursor.id);
    const killed = await target.db.command({ killCursors: 'items', cursors: [id] });
    expect(killed.cursorsKilled.map((c: unknown) => asLong(c).toString())).toEqual([id.toString()]);
    expect(killed.cursorsNotFound).toEqual([]);
    const err = await rejection(target.db.command({ getMore: id, collection: 'items' }));
    expect(err).toBeInstanceOf(mongo.MongoServerError);
    expect(err.code).toBe(43);
    expect(err.codeName).toBe('CursorNotFound');
  });

  it('killCursors reports unknown ids as not found', async () => {
    const bogus = mongo.Long.fromString('123456789012345');
    const res = await target.db.command({ killCursors: 'items', cursors: [bogus] });
    expect(res.cursorsKilled).toEqual([]);
    expect(res.cursorsNotFound.map((c: unknown) => asLong(c).toString())).toEqual([bogus.toString()]);
  });

  it('the driver kills a cursor that is closed before it is exhausted', async () => {
    target.commands.length = 0;
    const cursor = target.db.collection('items').find({}, { batchSize: 5 });
    expect(await cursor.next()).not.toBeNull();
    await cursor.close();
    const kills = sent('killCursors');
    expect(kills).toHaveLength(1);
    const id = asLong(kills[0]?.command.cursors[0]);
    const err = await rejection(target.db.command({ getMore: id, collection: 'items' }));
    expect(err.code).toBe(43);
  });
});
