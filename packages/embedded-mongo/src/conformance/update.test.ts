// update: operators, multi, upsert (incl. $setOnInsert and the document built from the filter),
// replacement documents, arrayFilters, positional $, and the errors MongoDB raises.
import type mongoose from 'mongoose';
import { Schema } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mongo, openTarget, rejection, type Target } from '../testing/target.js';

let target: Target;
const orderSchema = new Schema({
  ref: String,
  status: String,
  visits: Number,
  items: [new Schema({ sku: String, qty: Number }, { _id: false })],
});
const orders = () => target.conn.model('Order', orderSchema);
const raw = () => target.db.collection('raw_updates');

beforeAll(async () => {
  target = await openTarget('update', { durable: true });
});
afterAll(async () => {
  await target.close();
});
beforeEach(async () => {
  await orders().deleteMany({});
  await raw().deleteMany({});
});

describe('update operators', () => {
  it('applies $set, $unset, $inc, $mul, $min, $max, $rename and $currentDate', async () => {
    await raw().insertOne({
      _id: 1 as never,
      a: 1,
      b: 'x',
      n: 10,
      m: 3,
      lo: 5,
      hi: 5,
      old: 'v',
      nested: { k: 1 },
    });
    const res = await raw().updateOne(
      { _id: 1 as never },
      {
        $set: { a: 2, 'nested.j': 2, 'deep.er.path': true },
        $unset: { b: '' },
        $inc: { n: 5, fresh: 1 },
        $mul: { m: 2 },
        $min: { lo: 3 },
        $max: { hi: 4 },
        $rename: { old: 'renamed' },
        $currentDate: { touched: true },
      },
    );
    expect(res).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null });
    const doc = await raw().findOne({ _id: 1 as never });
    expect(doc).toMatchObject({
      a: 2,
      n: 15,
      fresh: 1,
      m: 6,
      lo: 3,
      hi: 5,
      renamed: 'v',
      nested: { k: 1, j: 2 },
      deep: { er: { path: true } },
    });
    expect(doc).not.toHaveProperty('b');
    expect(doc).not.toHaveProperty('old');
    expect(doc?.touched).toBeInstanceOf(Date);
  });

  it('applies array operators $push ($each/$sort/$slice), $addToSet, $pull, $pullAll and $pop', async () => {
    await raw().insertOne({
      _id: 2 as never,
      list: [3, 1],
      set: ['a'],
      scores: [1, 5, 8, 2],
      q: [1, 2, 3],
      s: [1, 2, 3],
    });
    await raw().updateOne({ _id: 2 as never }, {
      $push: { list: { $each: [5, 0, 4], $sort: 1, $slice: -3 } },
      $addToSet: { set: { $each: ['a', 'b', 'b'] } },
      $pull: { scores: { $gte: 5 } },
      $pullAll: { q: [1, 3] },
      $pop: { s: -1 },
    } as mongoose.mongo.Document);
    expect(await raw().findOne({ _id: 2 as never })).toEqual({
      _id: 2,
      list: [3, 4, 5],
      set: ['a', 'b'],
      scores: [1, 2],
      q: [2],
      s: [2, 3],
    });
  });

  it('reports modifiedCount 0 when the update changes nothing', async () => {
    await raw().insertOne({ _id: 3 as never, a: 1 });
    expect(await raw().updateOne({ _id: 3 as never }, { $set: { a: 1 } })).toMatchObject({
      matchedCount: 1,
      modifiedCount: 0,
    });
    expect(await raw().updateOne({ _id: 404 as never }, { $set: { a: 1 } })).toMatchObject({
      matchedCount: 0,
      modifiedCount: 0,
      upsertedId: null,
    });
  });

  it('updateMany changes every match; updateOne only the first', async () => {
    await orders().insertMany([
      { ref: 'a', status: 'open', visits: 0 },
      { ref: 'b', status: 'open', visits: 0 },
      { ref: 'c', status: 'closed', visits: 0 },
    ]);
    expect(await orders().updateMany({ status: 'open' }, { $inc: { visits: 1 } })).toMatchObject({
      matchedCount: 2,
      modifiedCount: 2,
    });
    expect(await orders().updateOne({ status: 'open' }, { $inc: { visits: 1 } })).toMatchObject({
      matchedCount: 1,
      modifiedCount: 1,
    });
    const visits = (await orders().find().sort({ ref: 1 }).lean()).map((o) => o.visits);
    expect(visits.sort()).toEqual([0, 1, 2]);
    const raw = await target.db.command({
      update: 'orders',
      updates: [{ q: { status: 'closed' }, u: { $set: { visits: 9 } }, multi: true }],
    });
    expect(raw).toMatchObject({ ok: 1, n: 1, nModified: 1 });
  });
});

describe('upsert', () => {
  it('builds the inserted document from the equality fields of the filter plus $set and $setOnInsert', async () => {
    const res = await raw().updateOne(
      { sku: 'a1', 'dims.w': 3, qty: { $gt: 5 }, color: { $eq: 'red' }, $and: [{ kind: 'pen' }] },
      { $set: { name: 'first' }, $setOnInsert: { createdBy: 'seed' } },
      { upsert: true },
    );
    expect(res).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1 });
    expect(res.upsertedId).toBeInstanceOf(mongo.ObjectId);
    const doc = await raw().findOne({ _id: res.upsertedId as never });
    expect(doc).toEqual({
      _id: res.upsertedId,
      sku: 'a1',
      dims: { w: 3 },
      color: 'red',
      kind: 'pen',
      name: 'first',
      createdBy: 'seed',
    });
  });

  it('ignores $setOnInsert when the upsert matches an existing document', async () => {
    await raw().updateOne(
      { sku: 'b1' },
      { $set: { name: 'one' }, $setOnInsert: { createdBy: 'seed' } },
      { upsert: true },
    );
    const res = await raw().updateOne(
      { sku: 'b1' },
      { $set: { name: 'two' }, $setOnInsert: { createdBy: 'other' } },
      { upsert: true },
    );
    expect(res).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null });
    const unchanged = await raw().updateOne(
      { sku: 'b1' },
      { $set: { name: 'two' }, $setOnInsert: { createdBy: 'third' } },
      { upsert: true },
    );
    expect([unchanged.matchedCount, unchanged.modifiedCount, unchanged.upsertedCount]).toEqual([1, 0, 0]);
    expect(await raw().find({ sku: 'b1' }).project({ _id: 0 }).toArray()).toEqual([
      { sku: 'b1', name: 'two', createdBy: 'seed' },
    ]);
  });

  it('uses an _id given in the filter', async () => {
    const res = await raw().updateOne({ _id: 'custom' as never }, { $inc: { n: 1 } }, { upsert: true });
    expect(res.upsertedId).toBe('custom');
    expect(await raw().findOne({ _id: 'custom' as never })).toEqual({ _id: 'custom', n: 1 });
  });

  it('upserts through mongoose updateOne and through a replacement document', async () => {
    const res = await orders().updateOne({ ref: 'u1' }, { $set: { status: 'new' } }, { upsert: true });
    expect(res.upsertedCount).toBe(1);
    expect(await orders().findOne({ ref: 'u1' }).lean()).toMatchObject({ ref: 'u1', status: 'new' });
    const replaced = await raw().replaceOne({ sku: 'r1' }, { sku: 'r1', v: 1 }, { upsert: true });
    expect(replaced.upsertedCount).toBe(1);
    expect(await raw().findOne({ sku: 'r1' }, { projection: { _id: 0 } })).toEqual({ sku: 'r1', v: 1 });
  });

  it('updateMany with upsert inserts exactly one document when nothing matches', async () => {
    const res = await raw().updateMany({ group: 'g' }, { $set: { seen: true } }, { upsert: true });
    expect(res.upsertedCount).toBe(1);
    expect(await raw().countDocuments({ group: 'g', seen: true })).toBe(1);
  });
});

describe('replacement documents', () => {
  it('replaceOne swaps every field but _id', async () => {
    await raw().insertOne({ _id: 7 as never, a: 1, b: 2, c: { d: 3 } });
    const res = await raw().replaceOne({ a: 1 }, { z: 26 });
    expect(res).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await raw().findOne({ _id: 7 as never })).toEqual({ _id: 7, z: 26 });
  });

  it('mongoose replaceOne', async () => {
    const order = await orders().create({ ref: 'x', status: 'open', visits: 3 });
    await orders().replaceOne({ _id: order._id }, { ref: 'x2' });
    const doc = await orders().findById(order._id).lean();
    expect(doc?.ref).toBe('x2');
    expect(doc).not.toHaveProperty('status');
    expect(doc).not.toHaveProperty('visits');
  });
});

describe('array element updates', () => {
  it('updates the first matching element with the positional $ operator', async () => {
    const order = await orders().create({
      ref: 'p',
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 1 },
        { sku: 'b', qty: 5 },
      ],
    });
    const res = await orders().updateOne(
      { _id: order._id, 'items.sku': 'b' },
      { $inc: { 'items.$.qty': 10 } },
    );
    expect(res.modifiedCount).toBe(1);
    const doc = await orders().findById(order._id).lean();
    expect(doc?.items.map((i) => i.qty)).toEqual([1, 11, 5]);
  });

  it('positional $ with $elemMatch in the filter', async () => {
    await raw().insertOne({
      _id: 8 as never,
      grades: [
        { g: 80, m: 1 },
        { g: 85, m: 2 },
        { g: 90, m: 3 },
      ],
    });
    await raw().updateOne(
      { _id: 8 as never, grades: { $elemMatch: { g: { $gte: 85 }, m: { $gte: 2 } } } },
      {
        $set: { 'grades.$.top': true },
      },
    );
    const doc = await raw().findOne({ _id: 8 as never });
    expect(doc?.grades).toEqual([
      { g: 80, m: 1 },
      { g: 85, m: 2, top: true },
      { g: 90, m: 3 },
    ]);
  });

  it('updates elements chosen by arrayFilters, and all elements with $[]', async () => {
    const order = await orders().create({
      ref: 'af',
      items: [
        { sku: 'a', qty: 40 },
        { sku: 'b', qty: 90 },
        { sku: 'c', qty: 45 },
      ],
    });
    await orders().updateOne(
      { _id: order._id },
      { $set: { 'items.$[low].qty': 50 } },
      { arrayFilters: [{ 'low.qty': { $lt: 50 } }] },
    );
    expect((await orders().findById(order._id).lean())?.items.map((i) => i.qty)).toEqual([50, 90, 50]);
    await orders().updateOne({ _id: order._id }, { $inc: { 'items.$[].qty': 1 } });
    expect((await orders().findById(order._id).lean())?.items.map((i) => i.qty)).toEqual([51, 91, 51]);
  });

  it('arrayFilters reach nested arrays', async () => {
    await raw().insertOne({ _id: 9 as never, rows: [{ cells: [1, 5, 9] }, { cells: [7, 2] }] });
    await raw().updateOne(
      { _id: 9 as never },
      { $set: { 'rows.$[].cells.$[big]': 0 } },
      { arrayFilters: [{ big: { $gte: 5 } }] },
    );
    expect((await raw().findOne({ _id: 9 as never }))?.rows).toEqual([
      { cells: [1, 0, 0] },
      { cells: [0, 2] },
    ]);
  });
});

describe('update errors', () => {
  it('refuses to change _id (66 ImmutableField)', async () => {
    await raw().insertOne({ _id: 10 as never, a: 1 });
    const err = await rejection(raw().updateOne({ _id: 10 as never }, { $set: { _id: 11 } }));
    expect(err).toBeInstanceOf(mongo.MongoServerError);
    expect(err.code).toBe(66);
    expect(await raw().findOne({ _id: 10 as never })).toEqual({ _id: 10, a: 1 });
  });

  it('refuses $inc on a non-numeric value (14 TypeMismatch)', async () => {
    await raw().insertOne({ _id: 11 as never, a: 'text' });
    const err = await rejection(raw().updateOne({ _id: 11 as never }, { $inc: { a: 1 } }));
    expect(err.code).toBe(14);
  });

  it('refuses two operators on the same path (40 ConflictingUpdateOperators)', async () => {
    await raw().insertOne({ _id: 12 as never, a: 1 });
    const err = await rejection(raw().updateOne({ _id: 12 as never }, { $set: { a: 2 }, $inc: { a: 1 } }));
    expect(err.code).toBe(40);
  });

  it('refuses an unknown update operator (9 FailedToParse)', async () => {
    await raw().insertOne({ _id: 13 as never, a: 1 });
    const err = await rejection(raw().updateOne({ _id: 13 as never }, { $frobnicate: { a: 1 } } as never));
    expect(err.code).toBe(9);
  });
});
