// aggregate: $match $group $sort $skip $limit $project $unwind $lookup $count $facet $addFields/$set.
import { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mongo, openTarget, type Target } from '../testing/target.js';

const Decimal128Ctor = mongo.Decimal128;

let target: Target;
const saleSchema = new Schema({ cust: String, item: String, qty: Number, price: Number, tags: [String] });
const customerSchema = new Schema({ _id: String, name: String });
const sales = () => target.conn.model('Sale', saleSchema);
const customers = () => target.conn.model('Customer', customerSchema);

beforeAll(async () => {
  target = await openTarget('aggregate');
  await sales().insertMany([
    { cust: 'c1', item: 'pen', qty: 2, price: 1.5, tags: ['office', 'cheap'] },
    { cust: 'c1', item: 'book', qty: 1, price: 12, tags: ['read'] },
    { cust: 'c2', item: 'pen', qty: 10, price: 1.5, tags: ['office'] },
    { cust: 'c3', item: 'lamp', qty: 1, price: 30, tags: [] },
  ]);
  await customers().insertMany([
    { _id: 'c1', name: 'Ana' },
    { _id: 'c2', name: 'Ben' },
    { _id: 'c4', name: 'Dov' },
  ]);
});
afterAll(async () => {
  await target.close();
});

describe('aggregate', () => {
  it('$group with every accumulator', async () => {
    const rows = await sales().aggregate([
      { $sort: { item: 1 } },
      {
        $group: {
          _id: '$cust',
          qty: { $sum: '$qty' },
          n: { $sum: 1 },
          avgPrice: { $avg: '$price' },
          minPrice: { $min: '$price' },
          maxPrice: { $max: '$price' },
          items: { $push: '$item' },
          itemSet: { $addToSet: '$item' },
          first: { $first: '$item' },
          last: { $last: '$item' },
        },
      },
      { $sort: { _id: 1 } },
    ]);
    expect(rows.map((r) => ({ ...r, itemSet: [...(r.itemSet as string[])].sort() }))).toEqual([
      {
        _id: 'c1',
        qty: 3,
        n: 2,
        avgPrice: 6.75,
        minPrice: 1.5,
        maxPrice: 12,
        items: ['book', 'pen'],
        itemSet: ['book', 'pen'],
        first: 'book',
        last: 'pen',
      },
      {
        _id: 'c2',
        qty: 10,
        n: 1,
        avgPrice: 1.5,
        minPrice: 1.5,
        maxPrice: 1.5,
        items: ['pen'],
        itemSet: ['pen'],
        first: 'pen',
        last: 'pen',
      },
      {
        _id: 'c3',
        qty: 1,
        n: 1,
        avgPrice: 30,
        minPrice: 30,
        maxPrice: 30,
        items: ['lamp'],
        itemSet: ['lamp'],
        first: 'lamp',
        last: 'lamp',
      },
    ]);
  });

  it('$group by null with expressions; $sum ignores non-numbers and $avg of nothing is null', async () => {
    const rows = await sales().aggregate([
      {
        $group: {
          _id: null,
          revenue: { $sum: { $multiply: ['$qty', '$price'] } },
          sumOfStrings: { $sum: '$item' },
          avgMissing: { $avg: '$missing' },
          count: { $sum: 1 },
        },
      },
    ]);
    expect(rows).toEqual([{ _id: null, revenue: 60, sumOfStrings: 0, avgMissing: null, count: 4 }]);
  });

  it('$group by a compound key', async () => {
    const rows = await sales().aggregate([
      { $group: { _id: { item: '$item', price: '$price' }, n: { $sum: 1 } } },
      { $sort: { '_id.item': 1 } },
    ]);
    expect(rows).toEqual([
      { _id: { item: 'book', price: 12 }, n: 1 },
      { _id: { item: 'lamp', price: 30 }, n: 1 },
      { _id: { item: 'pen', price: 1.5 }, n: 2 },
    ]);
  });

  it('$match, $sort, $skip, $limit and $project with computed fields', async () => {
    const rows = await sales().aggregate([
      { $match: { qty: { $gte: 1 } } },
      { $sort: { qty: -1, item: 1 } },
      { $skip: 1 },
      { $limit: 2 },
      {
        $project: { _id: 0, item: 1, total: { $multiply: ['$qty', '$price'] }, loud: { $toUpper: '$item' } },
      },
    ]);
    expect(rows).toEqual([
      { item: 'pen', total: 3, loud: 'PEN' },
      { item: 'book', total: 12, loud: 'BOOK' },
    ]);
  });

  it('$project by exclusion', async () => {
    const rows = await sales().aggregate([
      { $match: { item: 'lamp' } },
      { $project: { tags: 0, __v: 0, _id: 0 } },
    ]);
    expect(rows).toEqual([{ cust: 'c3', item: 'lamp', qty: 1, price: 30 }]);
  });

  it('$unwind drops empty arrays unless preserveNullAndEmptyArrays', async () => {
    const plain = await sales().aggregate([{ $unwind: '$tags' }, { $project: { _id: 0, item: 1, tags: 1 } }]);
    expect(plain).toHaveLength(4);
    expect(plain).toContainEqual({ item: 'pen', tags: 'cheap' });
    const kept = await sales().aggregate([
      { $unwind: { path: '$tags', preserveNullAndEmptyArrays: true, includeArrayIndex: 'i' } },
      { $match: { item: { $in: ['lamp', 'book'] } } },
      { $project: { _id: 0, item: 1, tags: 1, i: 1 } },
      { $sort: { item: 1 } },
    ]);
    expect(kept).toEqual([
      { item: 'book', tags: 'read', i: 0 },
      { item: 'lamp', i: null },
    ]);
  });
});

describe('aggregate: joins, counts and facets', () => {
  it('$lookup joins from another collection, with an empty array when nothing matches', async () => {
    const rows = await sales().aggregate([
      { $match: { item: { $in: ['book', 'lamp'] } } },
      { $lookup: { from: 'customers', localField: 'cust', foreignField: '_id', as: 'customer' } },
      { $project: { _id: 0, item: 1, customer: 1 } },
      { $sort: { item: 1 } },
    ]);
    expect(rows).toEqual([
      { item: 'book', customer: [{ _id: 'c1', name: 'Ana', __v: 0 }] },
      { item: 'lamp', customer: [] },
    ]);
  });

  it('$count as a $group accumulator, and $first over the array a $lookup produced', async () => {
    const rows = await sales().aggregate([
      { $group: { _id: '$cust', qty: { $sum: '$qty' }, n: { $count: {} } } },
      { $sort: { qty: -1 } },
      { $lookup: { from: 'customers', localField: '_id', foreignField: '_id', as: 'c' } },
      { $project: { qty: 1, n: 1, name: { $first: '$c.name' } } },
    ]);
    expect(rows).toEqual([
      { _id: 'c2', qty: 10, n: 1, name: 'Ben' },
      { _id: 'c1', qty: 3, n: 2, name: 'Ana' },
      { _id: 'c3', qty: 1, n: 1 },
    ]);
  });

  it('$count gives one document, or none when nothing reaches it', async () => {
    expect(await sales().aggregate([{ $match: { item: 'pen' } }, { $count: 'pens' }])).toEqual([{ pens: 2 }]);
    expect(await sales().aggregate([{ $match: { item: 'none' } }, { $count: 'n' }])).toEqual([]);
  });

  it('$facet runs sub-pipelines over the same input', async () => {
    const rows = await sales().aggregate([
      {
        $facet: {
          byItem: [{ $group: { _id: '$item', n: { $sum: 1 } } }, { $sort: { _id: 1 } }],
          total: [{ $count: 'n' }],
          none: [{ $match: { qty: 1000 } }],
        },
      },
    ]);
    expect(rows).toEqual([
      {
        byItem: [
          { _id: 'book', n: 1 },
          { _id: 'lamp', n: 1 },
          { _id: 'pen', n: 2 },
        ],
        total: [{ n: 4 }],
        none: [],
      },
    ]);
  });

  it('$addFields and $set add fields and keep the others', async () => {
    const rows = await sales().aggregate([
      { $match: { item: 'book' } },
      { $addFields: { total: { $multiply: ['$qty', '$price'] } } },
      { $set: { qty: { $add: ['$qty', 1] }, 'meta.flag': true } },
      { $project: { _id: 0, __v: 0 } },
    ]);
    expect(rows).toEqual([
      { cust: 'c1', item: 'book', qty: 2, price: 12, tags: ['read'], total: 12, meta: { flag: true } },
    ]);
  });

  it('an aggregate over a missing collection yields nothing', async () => {
    expect(
      await target.db
        .collection('missing')
        .aggregate([{ $match: {} }])
        .toArray(),
    ).toEqual([]);
  });

  it('handles more results than one batch', async () => {
    const rows = await target.db
      .collection('sales')
      .aggregate([{ $project: { n: { $range: [0, 400] } } }, { $unwind: '$n' }], {
        cursor: { batchSize: 50 },
      })
      .toArray();
    expect(rows).toHaveLength(1600);
  });
});

describe('aggregate expressions and more stages', () => {
  it('$lookup with let and a pipeline', async () => {
    const rows = await customers().aggregate([
      { $match: { _id: 'c1' } },
      {
        $lookup: {
          from: 'sales',
          let: { cid: '$_id' },
          pipeline: [
            { $match: { $expr: { $eq: ['$cust', '$$cid'] } } },
            { $project: { _id: 0, item: 1 } },
            { $sort: { item: 1 } },
          ],
          as: 'bought',
        },
      },
      { $project: { _id: 0, name: 1, bought: 1 } },
    ]);
    expect(rows).toEqual([{ name: 'Ana', bought: [{ item: 'book' }, { item: 'pen' }] }]);
  });

  it('conditional, string, array and date expressions', async () => {
    const rows = await sales().aggregate([
      { $match: { item: 'pen', cust: 'c1' } },
      {
        $project: {
          _id: 0,
          size: { $cond: [{ $gte: ['$qty', 5] }, 'bulk', 'single'] },
          label: { $concat: ['$item', '-', '$cust'] },
          missing: { $ifNull: ['$nothing', 'n/a'] },
          tagCount: { $size: '$tags' },
          firstTag: { $arrayElemAt: ['$tags', 0] },
          upperTags: { $map: { input: '$tags', as: 't', in: { $toUpper: '$$t' } } },
          longTags: { $filter: { input: '$tags', as: 't', cond: { $gt: [{ $strLenCP: '$$t' }, 5] } } },
          hasOffice: { $in: ['office', '$tags'] },
          day: { $dateToString: { format: '%Y-%m-%d', date: new Date('2024-03-05T10:00:00Z') } },
          asText: { $toString: '$qty' },
        },
      },
    ]);
    expect(rows).toEqual([
      {
        size: 'single',
        label: 'pen-c1',
        missing: 'n/a',
        tagCount: 2,
        firstTag: 'office',
        upperTags: ['OFFICE', 'CHEAP'],
        longTags: ['office'],
        hasOffice: true,
        day: '2024-03-05',
        asText: '2',
      },
    ]);
  });

  it('$replaceRoot, $sortByCount and grouping on a missing field', async () => {
    expect(await sales().aggregate([{ $sortByCount: '$item' }, { $sort: { count: -1, _id: 1 } }])).toEqual([
      { _id: 'pen', count: 2 },
      { _id: 'book', count: 1 },
      { _id: 'lamp', count: 1 },
    ]);
    expect(
      await sales().aggregate([
        { $match: { item: 'lamp' } },
        { $replaceRoot: { newRoot: { who: '$cust', what: '$item' } } },
      ]),
    ).toEqual([{ who: 'c3', what: 'lamp' }]);
    expect(await sales().aggregate([{ $group: { _id: '$nothing', n: { $sum: 1 } } }])).toEqual([
      { _id: null, n: 4 },
    ]);
  });

  it('$group puts numerically equal values of different types in one group', async () => {
    const coll = target.db.collection('mixed_numbers');
    await coll.insertMany([{ v: 1 }, { v: 1.0 }, { v: 1.5 }]);
    await coll.insertOne({ v: Decimal128Ctor.fromString('1') });
    const rows = await coll
      .aggregate([{ $group: { _id: '$v', n: { $sum: 1 } } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(rows.map((r) => [Number(r._id.toString()), r.n])).toEqual([
      [1, 3],
      [1.5, 1],
    ]);
  });

  it('$unwind treats a scalar as a one-element array and drops missing fields', async () => {
    const coll = target.db.collection('unwind_scalars');
    await coll.insertMany([
      { _id: 1, t: 'solo' } as never,
      { _id: 2 } as never,
      { _id: 3, t: ['a', 'b'] } as never,
    ]);
    const rows = await coll.aggregate([{ $unwind: '$t' }, { $sort: { _id: 1, t: 1 } }]).toArray();
    expect(rows).toEqual([
      { _id: 1, t: 'solo' },
      { _id: 3, t: 'a' },
      { _id: 3, t: 'b' },
    ]);
  });
});
