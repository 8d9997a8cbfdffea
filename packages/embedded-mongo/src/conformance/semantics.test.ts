// The subtle parts of MongoDB's query, sort, projection, update and insert semantics: arrays, null
// versus missing, array sort keys, projection operators, path creation, and document limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mongo, openTarget, rejection, type Target } from '../testing/target.js';

let target: Target;
const coll = (name: string) => target.db.collection<Record<string, unknown> & { _id: number }>(name);
const ids = async (name: string, filter: object) =>
  (await coll(name).find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);

beforeAll(async () => {
  target = await openTarget('semantics');
  await coll('arrays').insertMany([
    { _id: 1, a: [1, 5, 9], s: 'x' },
    { _id: 2, a: [2, 3, 4.5], s: 'y' },
    { _id: 3, a: 4 },
    { _id: 4, a: null },
    { _id: 5 },
    { _id: 6, a: [], s: 'Z' },
    { _id: 7, a: [[1, 2], 7] },
  ]);
  await coll('orders').insertMany([
    {
      _id: 1,
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 5 },
      ],
    },
    { _id: 2, items: [{ sku: 'b', qty: 1 }] },
  ]);
});
afterAll(async () => {
  await target.close();
});

describe('queries over arrays, null and missing fields', () => {
  it('range conditions on an array may be met by different elements; $elemMatch needs one element', async () => {
    expect(await ids('arrays', { a: { $gt: 8 } })).toEqual([1]);
    expect(await ids('arrays', { a: { $gt: 3, $lt: 5 } })).toEqual([1, 2, 3]);
    expect(await ids('arrays', { a: { $elemMatch: { $gt: 3, $lt: 5 } } })).toEqual([2]);
  });

  it('null matches null and missing; $ne null and $exists do not treat them alike', async () => {
    expect(await ids('arrays', { a: null })).toEqual([4, 5]);
    expect(await ids('arrays', { a: { $in: [null] } })).toEqual([4, 5]);
    expect(await ids('arrays', { a: { $ne: null } })).toEqual([1, 2, 3, 6, 7]);
    expect(await ids('arrays', { a: { $exists: true } })).toEqual([1, 2, 3, 4, 6, 7]);
    expect(await ids('arrays', { a: { $type: 'null' } })).toEqual([4]);
  });

  it('$not and $nin match documents where no element qualifies, including missing fields', async () => {
    expect(await ids('arrays', { a: { $not: { $gt: 3 } } })).toEqual([4, 5, 6]);
    expect(await ids('arrays', { a: { $nin: [1, 4] } })).toEqual([2, 4, 5, 6, 7]);
  });

  it('array equality, nested arrays and positions in paths', async () => {
    expect(await ids('arrays', { a: [1, 2] })).toEqual([7]);
    expect(await ids('arrays', { a: 1 })).toEqual([1]);
    expect(await ids('arrays', { a: 7 })).toEqual([7]);
    expect(await ids('arrays', { a: { $size: 2 } })).toEqual([7]);
    expect(await ids('arrays', { 'a.0': 1 })).toEqual([1]);
    expect(await ids('arrays', { 'a.0.1': 2 })).toEqual([7]);
    expect(await ids('arrays', { a: { $type: 'array' } })).toEqual([1, 2, 6, 7]);
  });

  it('strings compare by bytes, and $in accepts regular expressions', async () => {
    expect(await ids('arrays', { s: { $gt: 'X' } })).toEqual([1, 2, 6]);
    expect(await ids('arrays', { s: { $in: [/^x/, 'y'] } })).toEqual([1, 2]);
  });

  it('dotted paths reach into arrays of subdocuments', async () => {
    expect(await ids('orders', { 'items.sku': 'b' })).toEqual([1, 2]);
    expect(await ids('orders', { 'items.sku': 'b', 'items.qty': 1 })).toEqual([1, 2]);
    expect(await ids('orders', { items: { $elemMatch: { sku: 'b', qty: 1 } } })).toEqual([2]);
    expect((await coll('orders').distinct('items.sku')).sort()).toEqual(['a', 'b']);
  });
});

describe('sorting by array fields', () => {
  beforeAll(async () => {
    await coll('sorting').insertMany([
      { _id: 1, v: [3, 8] },
      { _id: 2, v: 5 },
      { _id: 3, v: [] },
      { _id: 4, v: null },
      { _id: 5, v: [1, 10] },
      { _id: 6 },
    ]);
  });

  it('ascending uses the smallest element; an empty array sorts before null and missing', async () => {
    const docs = await coll('sorting').find().sort({ v: 1, _id: 1 }).toArray();
    expect(docs.map((d) => d._id)).toEqual([3, 4, 6, 5, 1, 2]);
  });

  it('descending uses the largest element', async () => {
    const docs = await coll('sorting').find().sort({ v: -1, _id: 1 }).toArray();
    expect(docs.map((d) => d._id)).toEqual([5, 1, 2, 4, 6, 3]);
  });
});

describe('projection operators', () => {
  it('$slice keeps the other fields', async () => {
    expect(await coll('arrays').findOne({ _id: 1 }, { projection: { a: { $slice: 2 } } })).toEqual({
      _id: 1,
      a: [1, 5],
      s: 'x',
    });
    expect(await coll('arrays').findOne({ _id: 1 }, { projection: { a: { $slice: -1 }, s: 0 } })).toEqual({
      _id: 1,
      a: [9],
    });
  });

  it('$elemMatch and positional $ return the first matching element only', async () => {
    expect(
      await coll('orders').findOne(
        { _id: 1 },
        { projection: { items: { $elemMatch: { qty: { $gte: 1 } } } } },
      ),
    ).toEqual({ _id: 1, items: [{ sku: 'a', qty: 1 }] });
    expect(await coll('arrays').findOne({ _id: 1, a: { $gt: 4 } }, { projection: { 'a.$': 1 } })).toEqual({
      _id: 1,
      a: [5],
    });
  });

  it('an inclusion path through an array of subdocuments keeps that field of each element', async () => {
    expect(await coll('orders').findOne({ _id: 1 }, { projection: { 'items.sku': 1, _id: 0 } })).toEqual({
      items: [{ sku: 'a' }, { sku: 'b' }],
    });
  });

  it('mixing inclusion and exclusion is refused (31254)', async () => {
    const err = await rejection(coll('arrays').findOne({ _id: 1 }, { projection: { a: 1, s: 0 } }));
    expect(err).toBeInstanceOf(mongo.MongoServerError);
    expect(err.code).toBe(31254);
  });
});

describe('update paths', () => {
  it('$set past the end of an array pads it with nulls', async () => {
    await coll('paths').insertOne({ _id: 1, arr: [1] });
    await coll('paths').updateOne({ _id: 1 }, { $set: { 'arr.3': 'x' } });
    expect((await coll('paths').findOne({ _id: 1 }))?.arr).toEqual([1, null, null, 'x']);
  });

  it('$unset of a missing field changes nothing; $inc of a missing field creates it', async () => {
    await coll('paths').insertOne({ _id: 2, a: 1 });
    expect(await coll('paths').updateOne({ _id: 2 }, { $unset: { nope: '' } })).toMatchObject({
      modifiedCount: 0,
    });
    await coll('paths').updateOne({ _id: 2 }, { $inc: { 'c.d': 2 } } as never);
    expect(await coll('paths').findOne({ _id: 2 })).toEqual({ _id: 2, a: 1, c: { d: 2 } });
  });

  it('$set of a field below a scalar fails with 28 PathNotViable', async () => {
    await coll('paths').insertOne({ _id: 3, a: 1 });
    const err = await rejection(coll('paths').updateOne({ _id: 3 }, { $set: { 'a.b': 2 } }));
    expect(err.code).toBe(28);
  });

  it('$push onto a non-array fails with 2 BadValue', async () => {
    await coll('paths').insertOne({ _id: 4, a: 'text' });
    const err = await rejection(coll('paths').updateOne({ _id: 4 }, { $push: { a: 1 } } as never));
    expect(err.code).toBe(2);
    expect((await coll('paths').findOne({ _id: 4 }))?.a).toBe('text');
  });

  it('array operators refuse a field that is not an array, and change nothing', async () => {
    await coll('paths').insertOne({ _id: 10, s: 'text', n: 5, arr: [1, 2] });
    const refused = async (update: object, code: number) => {
      const err = await rejection(coll('paths').updateOne({ _id: 10 }, update as never));
      expect(err.code, JSON.stringify(update)).toBe(code);
    };
    await refused({ $addToSet: { n: 1 } }, 2);
    await refused({ $push: { s: { $each: [1] } } }, 2);
    await refused({ $pull: { s: 'x' } }, 2);
    await refused({ $pullAll: { n: [1] } }, 2);
    await refused({ $pullAll: { arr: 1 } }, 2);
    await refused({ $pop: { s: 1 } }, 14);
    await refused({ $pop: { arr: 2 } }, 9);
    await refused({ $inc: { s: 1 } }, 14);
    await refused({ $currentDate: { at: 'yes' } }, 2);
    await refused({ $set: { n: 6 }, $push: { s: 1 } }, 2);
    expect(await coll('paths').findOne({ _id: 10 })).toEqual({ _id: 10, s: 'text', n: 5, arr: [1, 2] });
  });

  it('paths may not pass through scalars, null or arrays by field name', async () => {
    await coll('paths').insertOne({ _id: 11, n: 5, z: null, arr: [1, 2], subs: [{ x: 1 }] });
    const refused = async (update: object) => {
      const err = await rejection(coll('paths').updateOne({ _id: 11 }, update as never));
      expect(err.code, JSON.stringify(update)).toBe(28);
    };
    await refused({ $inc: { 'n.c': 1 } });
    await refused({ $set: { 'z.c': 1 } });
    await refused({ $set: { 'arr.c': 1 } });
    await refused({ $push: { 'subs.x': 1 } });
    await refused({ $set: { 'arr.0.c': 1 } });
    expect(await coll('paths').updateOne({ _id: 11 }, { $unset: { 'n.c': '' } })).toMatchObject({
      modifiedCount: 0,
    });
    await coll('paths').updateOne({ _id: 11 }, { $set: { 'subs.0.y': 2, 'arr.1': 3 } });
    expect(await coll('paths').findOne({ _id: 11 })).toEqual({
      _id: 11,
      n: 5,
      z: null,
      arr: [1, 3],
      subs: [{ x: 1, y: 2 }],
    });
  });

  it('$rename needs a string target off the source path and not through arrays', async () => {
    await coll('paths').insertOne({ _id: 12, a: 1, list: [{ b: 1 }] });
    const code = async (update: object) =>
      (await rejection(coll('paths').updateOne({ _id: 12 }, update as never))).code;
    expect(await code({ $rename: { a: 5 } })).toBe(2);
    expect(await code({ $rename: { a: 'a' } })).toBe(2);
    expect(await code({ $rename: { 'list.b': 'c' } })).toBe(2);
    expect(await code({ $rename: { a: 'list.0.c' } })).toBe(2);
    expect(await coll('paths').findOne({ _id: 12 })).toEqual({ _id: 12, a: 1, list: [{ b: 1 }] });
  });

  it('an aggregation-pipeline update computes from the document', async () => {
    await coll('paths').insertOne({ _id: 5, x: 2, y: 3 });
    await coll('paths').updateOne({ _id: 5 }, [{ $set: { total: { $add: ['$x', '$y'] } } }, { $unset: 'y' }]);
    expect(await coll('paths').findOne({ _id: 5 })).toEqual({ _id: 5, x: 2, total: 5 });
  });

  it('a document may not grow beyond 16 MB through an update', async () => {
    const big = 'x'.repeat(9 * 1024 * 1024);
    await coll('paths').insertOne({ _id: 6, a: big });
    const err = await rejection(coll('paths').updateOne({ _id: 6 }, { $set: { b: big } }));
    expect(err).toBeInstanceOf(mongo.MongoServerError);
    expect(await coll('paths').countDocuments({ _id: 6, b: { $exists: true } })).toBe(0);
  });
});

describe('insert rules', () => {
  it('refuses an array as _id with 2 BadValue', async () => {
    const err = await rejection(coll('ins').insertOne({ _id: [1, 2] as never }));
    expect(err.code).toBe(2);
    expect(await coll('ins').countDocuments()).toBe(0);
  });

  it('_id values of different numeric types collide when equal', async () => {
    await coll('ins').insertOne({ _id: 1 });
    const err = await rejection(coll('ins').insertOne({ _id: new mongo.Double(1) as never }));
    expect(err.code).toBe(11000);
  });

  it('accepts writeConcern majority with journaling on a single server', async () => {
    const res = await coll('ins').insertOne({ _id: 2 }, { writeConcern: { w: 'majority', j: true } });
    expect(res.acknowledged).toBe(true);
    await coll('ins').updateOne({ _id: 2 }, { $set: { a: 1 } }, { writeConcern: { w: 1 } });
    expect(await coll('ins').findOne({ _id: 2 })).toEqual({ _id: 2, a: 1 });
  });

  it('collation makes comparisons case-insensitive at strength 2, or is refused out loud', async () => {
    await coll('collated').insertMany([
      { _id: 1, name: 'ada' },
      { _id: 2, name: 'ADA' },
      { _id: 3, name: 'bob' },
    ]);
    const found = await coll('collated')
      .find({ name: 'Ada' }, { collation: { locale: 'en', strength: 2 } })
      .sort({ _id: 1 })
      .toArray()
      .catch((error: unknown) => error);
    // never silently ignored: either MongoDB's answer or an explicit refusal
    if (found instanceof mongo.MongoServerError) expect(found.message).toMatch(/collation/);
    else expect((found as { _id: number }[]).map((d) => d._id)).toEqual([1, 2]);
  });
});
