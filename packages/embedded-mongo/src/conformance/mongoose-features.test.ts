// mongoose features that lean on specific server behaviour: timestamps, bulkWrite, exists,
// syncIndexes, discriminators, cursors with eachAsync, validators on update, lean virtual ids.
import { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../testing/target.js';

let target: Target;

beforeAll(async () => {
  target = await openTarget('mongoose');
});
afterAll(async () => {
  await target.close();
});

describe('mongoose features', () => {
  it('timestamps: createdAt on insert, updatedAt on every update, createdAt on upsert only', async () => {
    const model = target.conn.model('Stamped', new Schema({ title: String }, { timestamps: true }));
    const created = await model.create({ title: 'a' });
    expect(created.get('createdAt')).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await model.updateOne({ _id: created._id }, { $set: { title: 'b' } });
    const updated = await model
      .findById(created._id)
      .lean<{ createdAt: Date; updatedAt: Date; title: string }>();
    expect(updated?.title).toBe('b');
    expect(updated?.createdAt.getTime()).toBe(created.get('createdAt').getTime());
    expect(updated?.updatedAt.getTime()).toBeGreaterThan(created.get('updatedAt').getTime());
    await model.updateOne({ title: 'fresh' }, { $set: { title: 'fresh' } }, { upsert: true });
    const upserted = await model.findOne({ title: 'fresh' }).lean<{ createdAt?: Date; updatedAt?: Date }>();
    expect(upserted?.createdAt).toBeInstanceOf(Date);
    expect(upserted?.updatedAt).toBeInstanceOf(Date);
  });

  it('bulkWrite mixes operations and reports every count', async () => {
    const model = target.conn.model('Bulk', new Schema({ k: String, v: Number, big: Boolean }));
    await model.insertMany([
      { k: 'a', v: 1 },
      { k: 'b', v: 2 },
      { k: 'c', v: 3 },
    ]);
    const res = await model.bulkWrite([
      { insertOne: { document: { k: 'd', v: 4 } } },
      { updateOne: { filter: { k: 'a' }, update: { $inc: { v: 10 } } } },
      { updateMany: { filter: { v: { $gte: 2 } }, update: { $set: { big: true } } } },
      { replaceOne: { filter: { k: 'b' }, replacement: { k: 'b', v: 20 } } },
      { deleteOne: { filter: { k: 'c' } } },
      { updateOne: { filter: { k: 'z' }, update: { $set: { v: 26 } }, upsert: true } },
    ]);
    expect(res).toMatchObject({
      insertedCount: 1,
      matchedCount: 6,
      modifiedCount: 6,
      deletedCount: 1,
      upsertedCount: 1,
    });
    const all = await model.find().sort({ k: 1 }).lean();
    expect(all.map((d) => [d.k, d.v])).toEqual([
      ['a', 11],
      ['b', 20],
      ['d', 4],
      ['z', 26],
    ]);
  });

  it('exists returns the _id or null', async () => {
    const model = target.conn.model('Exists', new Schema({ k: String }));
    const doc = await model.create({ k: 'here' });
    expect(await model.exists({ k: 'here' })).toEqual({ _id: doc._id });
    expect(await model.exists({ k: 'gone' })).toBeNull();
  });

  it('syncIndexes drops indexes no longer declared and builds new ones', async () => {
    const first = new Schema({ a: String, b: String });
    first.index({ a: 1 });
    await target.conn.model('Synced', first, 'synced').syncIndexes();
    target.conn.deleteModel('Synced');
    const second = new Schema({ a: String, b: String });
    second.index({ b: 1 }, { unique: true });
    const model = target.conn.model('Synced', second, 'synced');
    const dropped = await model.syncIndexes();
    expect(dropped).toEqual(['a_1']);
    const names = (await model.listIndexes()).map((i: { name: string }) => i.name).sort();
    expect(names).toEqual(['_id_', 'b_1']);
  });

  it('discriminators share a collection and filter by __t', async () => {
    const base = target.conn.model('Event', new Schema({ at: Date }, { discriminatorKey: '__t' }));
    const click = base.discriminator('Click', new Schema({ x: Number }));
    const view = base.discriminator('View', new Schema({ page: String }));
    await click.create({ at: new Date(), x: 3 });
    await view.create({ at: new Date(), page: '/home' });
    expect(await base.countDocuments()).toBe(2);
    expect(await click.countDocuments()).toBe(1);
    expect((await view.findOne().lean())?.page).toBe('/home');
  });

  it('eachAsync walks a cursor in parallel batches', async () => {
    const model = target.conn.model('Walked', new Schema({ n: Number }));
    await model.insertMany(Array.from({ length: 250 }, (_, n) => ({ n })));
    let sum = 0;
    await model
      .find()
      .batchSize(40)
      .cursor()
      .eachAsync(
        (doc) => {
          sum += doc.n as number;
        },
        { parallel: 4 },
      );
    expect(sum).toBe((249 * 250) / 2);
  });

  it('findByIdAndUpdate with runValidators refuses bad values and applies good ones', async () => {
    const model = target.conn.model('Validated', new Schema({ score: { type: Number, min: 0, max: 10 } }));
    const doc = await model.create({ score: 5 });
    await expect(model.findByIdAndUpdate(doc._id, { score: 11 }, { runValidators: true })).rejects.toThrow(
      /score/,
    );
    const updated = await model.findByIdAndUpdate(
      doc._id,
      { score: 7 },
      { runValidators: true, returnDocument: 'after' },
    );
    expect(updated?.score).toBe(7);
  });

  it('aggregate cursor with allowDiskUse', async () => {
    const model = target.conn.model('Walked');
    const rows = await model
      .aggregate([{ $match: { n: { $lt: 5 } } }, { $sort: { n: -1 } }])
      .allowDiskUse(true);
    expect(rows.map((r) => r.n)).toEqual([4, 3, 2, 1, 0]);
  });
});
