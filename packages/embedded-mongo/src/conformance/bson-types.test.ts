// BSON type fidelity: numeric types round-trip, $type tells them apart, numbers compare across types,
// and sorting follows MongoDB's cross-type order.
import { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mongo, openTarget, type Target } from '../testing/target.js';

const { Int32, Double, Long, Decimal128, Binary, ObjectId, MinKey, MaxKey, BSONRegExp, Timestamp, UUID } =
  mongo;
let target: Target;

beforeAll(async () => {
  target = await openTarget('bson');
  await target.db.collection('numbers').insertMany([
    { _id: 'i' as never, v: new Int32(1) },
    { _id: 'd' as never, v: new Double(1) },
    { _id: 'l' as never, v: Long.fromInt(1) },
    { _id: 'm' as never, v: Decimal128.fromString('1') },
    { _id: 's' as never, v: '1' },
    { _id: 'h' as never, v: new Double(1.5) },
  ]);
});
afterAll(async () => {
  await target.close();
});

const idsOf = async (filter: object) =>
  (await target.db.collection('numbers').find(filter).toArray()).map((d) => String(d._id)).sort();

describe('numeric types', () => {
  it('round-trip Int32, Double, Long and Decimal128 exactly', async () => {
    const coll = target.db.collection('roundtrip');
    await coll.insertOne({
      _id: 1 as never,
      i: new Int32(-7),
      d: new Double(5),
      l: Long.fromString('9007199254740993'),
      lmin: Long.fromString('-9223372036854775808'),
      dec: Decimal128.fromString('0.1'),
      big: Decimal128.fromString('1234567890123456789012345678.9'),
      nan: new Double(Number.NaN),
      negZero: new Double(-0),
    });
    const doc = await coll.findOne({ _id: 1 as never }, { promoteValues: false });
    expect(doc?.i).toBeInstanceOf(Int32);
    expect(doc?.i.valueOf()).toBe(-7);
    expect(doc?.d).toBeInstanceOf(Double);
    expect(doc?.d.valueOf()).toBe(5);
    expect(doc?.l).toBeInstanceOf(Long);
    expect(doc?.l.toString()).toBe('9007199254740993');
    expect(doc?.lmin.toString()).toBe('-9223372036854775808');
    expect(doc?.dec).toBeInstanceOf(Decimal128);
    expect(doc?.dec.toString()).toBe('0.1');
    expect(doc?.big.toString()).toBe('1234567890123456789012345678.9');
    expect(Number.isNaN(doc?.nan.valueOf())).toBe(true);
    expect(Object.is(doc?.negZero.valueOf(), -0)).toBe(true);
    const asBigInt = await coll.findOne({ _id: 1 as never }, { useBigInt64: true });
    expect(asBigInt?.l).toBe(9007199254740993n);
  });

  it('$type distinguishes int, double, long and decimal; "number" matches them all', async () => {
    expect(await idsOf({ v: { $type: 'int' } })).toEqual(['i']);
    expect(await idsOf({ v: { $type: 'double' } })).toEqual(['d', 'h']);
    expect(await idsOf({ v: { $type: 'long' } })).toEqual(['l']);
    expect(await idsOf({ v: { $type: 'decimal' } })).toEqual(['m']);
    expect(await idsOf({ v: { $type: 'string' } })).toEqual(['s']);
    expect(await idsOf({ v: { $type: 'number' } })).toEqual(['d', 'h', 'i', 'l', 'm']);
    expect(await idsOf({ v: { $type: 16 } })).toEqual(['i']);
    expect(await idsOf({ v: { $type: 1 } })).toEqual(['d', 'h']);
    expect(await idsOf({ v: { $type: ['int', 'long'] } })).toEqual(['i', 'l']);
  });

  it('numbers of every type compare by value, never equal to strings', async () => {
    expect(await idsOf({ v: 1 })).toEqual(['d', 'i', 'l', 'm']);
    expect(await idsOf({ v: Long.fromInt(1) })).toEqual(['d', 'i', 'l', 'm']);
    expect(await idsOf({ v: Decimal128.fromString('1.0') })).toEqual(['d', 'i', 'l', 'm']);
    expect(await idsOf({ v: { $gt: 1 } })).toEqual(['h']);
    expect(await idsOf({ v: { $gte: new Int32(1), $lt: Decimal128.fromString('1.6') } })).toEqual([
      'd',
      'h',
      'i',
      'l',
      'm',
    ]);
    expect(await idsOf({ v: { $in: [Decimal128.fromString('1.5')] } })).toEqual(['h']);
  });

  it('$inc keeps the type rules: int + int stays int, int + double becomes double, overflow widens to long, long + int stays long', async () => {
    const coll = target.db.collection('inc_types');
    await coll.insertOne({
      _id: 1 as never,
      a: new Int32(1),
      b: new Int32(1),
      c: new Int32(2147483647),
      l: Long.fromNumber(3),
    });
    await coll.updateOne(
      { _id: 1 as never },
      { $inc: { a: new Int32(2), b: new Double(0.5), c: new Int32(1), l: new Int32(1) } },
    );
    const doc = await coll.findOne({ _id: 1 as never }, { promoteValues: false });
    expect(doc?.a).toBeInstanceOf(Int32);
    expect(doc?.a.valueOf()).toBe(3);
    expect(doc?.b).toBeInstanceOf(Double);
    expect(doc?.b.valueOf()).toBe(1.5);
    expect(doc?.c).toBeInstanceOf(Long);
    expect(doc?.c.toString()).toBe('2147483648');
    expect(doc?.l).toBeInstanceOf(Long);
    expect(doc?.l.toNumber()).toBe(4);
  });

  it('mongoose Int32, Double, BigInt and Decimal128 paths store those BSON types', async () => {
    const schema = new Schema({
      i: Schema.Types.Int32,
      d: Schema.Types.Double,
      big: BigInt,
      dec: Schema.Types.Decimal128,
      n: Number,
    });
    const model = target.conn.model('Measure', schema);
    const created = await model.create({ i: 3, d: 4, big: 1234567890123456789n, dec: '9.99', n: 2.5 });
    const found = await model.findById(created._id);
    expect(found?.i).toBe(3);
    expect(Number(found?.d)).toBe(4);
    expect(found?.big).toBe(1234567890123456789n);
    expect(found?.dec?.toString()).toBe('9.99');
    const coll = target.db.collection('measures');
    expect(
      await coll.countDocuments({ i: { $type: 'int' }, d: { $type: 'double' }, big: { $type: 'long' } }),
    ).toBe(1);
    expect(await coll.countDocuments({ dec: { $type: 'decimal' }, n: { $type: 'double' } })).toBe(1);
  });
});

describe('other types', () => {
  it('round-trip Date, ObjectId, Binary, UUID, boolean, null, regex, Timestamp, MinKey/MaxKey and nesting', async () => {
    const coll = target.db.collection('others');
    const oid = new ObjectId();
    const uuid = new UUID();
    const when = new Date('2024-02-29T12:34:56.789Z');
    await coll.insertOne({
      _id: 1 as never,
      when,
      oid,
      bin: new Binary(Buffer.from([0, 1, 2, 255])),
      uuid,
      yes: true,
      no: false,
      nothing: null,
      re: new BSONRegExp('^a.c$', 'im'),
      ts: new Timestamp({ t: 1_700_000_000, i: 3 }),
      lo: new MinKey(),
      hi: new MaxKey(),
      nested: { arr: [1, 'two', { three: [3] }], empty: {}, emptyArr: [] },
    });
    const doc = await coll.findOne({ _id: 1 as never }, { bsonRegExp: true });
    expect(doc?.when).toEqual(when);
    expect(doc?.oid).toEqual(oid);
    expect(Buffer.from((doc?.bin as InstanceType<typeof Binary>).buffer)).toEqual(
      Buffer.from([0, 1, 2, 255]),
    );
    expect((doc?.uuid as InstanceType<typeof Binary>).sub_type).toBe(4);
    expect((doc?.uuid as InstanceType<typeof Binary>).toUUID().toHexString()).toBe(uuid.toHexString());
    expect(doc?.yes).toBe(true);
    expect(doc?.no).toBe(false);
    expect(doc?.nothing).toBeNull();
    expect(doc?.re).toMatchObject({ pattern: '^a.c$', options: 'im' });
    expect(doc?.ts).toEqual(new Timestamp({ t: 1_700_000_000, i: 3 }));
    expect(doc?.lo).toBeInstanceOf(MinKey);
    expect(doc?.hi).toBeInstanceOf(MaxKey);
    expect(doc?.nested).toEqual({ arr: [1, 'two', { three: [3] }], empty: {}, emptyArr: [] });
  });

  it('$type finds each of those types', async () => {
    const coll = target.db.collection('others');
    for (const [field, type] of [
      ['when', 'date'],
      ['oid', 'objectId'],
      ['bin', 'binData'],
      ['yes', 'bool'],
      ['nothing', 'null'],
      ['re', 'regex'],
      ['ts', 'timestamp'],
      ['lo', 'minKey'],
      ['hi', 'maxKey'],
      ['nested', 'object'],
      ['nested.arr', 'array'],
    ] as const) {
      expect(await coll.countDocuments({ [field]: { $type: type } }), `${field} is ${type}`).toBe(1);
    }
  });
});

describe('sort across types', () => {
  const mixed = [
    { _id: 1, v: 'abc' },
    { _id: 2, v: new Int32(3) },
    { _id: 3, v: true },
    { _id: 4, v: null },
    { _id: 5, v: new MaxKey() },
    { _id: 6, v: new Date('2020-01-01T00:00:00Z') },
    { _id: 7, v: new ObjectId('64b7f0c2a1b2c3d4e5f60718') },
    { _id: 8, v: { a: 1 } },
    { _id: 9, v: new Double(1.5) },
    { _id: 10, v: new Binary(Buffer.from('x')) },
    { _id: 11, v: Long.fromInt(2) },
    { _id: 12, v: new BSONRegExp('x', '') },
    { _id: 13, v: new MinKey() },
    { _id: 14, v: Decimal128.fromString('2.5') },
    { _id: 15, v: 'Abc' },
    { _id: 16, v: false },
    { _id: 17, v: new Timestamp({ t: 1, i: 1 }) },
    { _id: 18 },
  ];
  // MinKey < null (and missing) < numbers < strings < objects < binData < ObjectId < boolean < Date
  // < Timestamp < regex < MaxKey; strings compare by bytes, so 'Abc' < 'abc'.
  const ascending = [13, 4, 18, 9, 11, 14, 2, 15, 1, 8, 10, 7, 16, 3, 6, 17, 12, 5];

  beforeAll(async () => {
    await target.db.collection('mixed').insertMany(mixed as never[]);
  });

  it('ascending', async () => {
    const docs = await target.db.collection('mixed').find().sort({ v: 1, _id: 1 }).toArray();
    expect(docs.map((d) => d._id)).toEqual(ascending);
  });

  it('descending', async () => {
    const docs = await target.db
      .collection('mixed')
      .find({ _id: { $ne: 18 as never } })
      .sort({ v: -1 })
      .toArray();
    expect(docs.map((d) => d._id)).toEqual(ascending.filter((id) => id !== 18).reverse());
  });

  it('range operators only match values of the same type bracket', async () => {
    const ids = async (filter: object) =>
      (await target.db.collection('mixed').find(filter).toArray())
        .map((d) => d._id)
        .sort((a, b) => Number(a) - Number(b));
    expect(await ids({ v: { $gt: 2 } })).toEqual([2, 14]);
    expect(await ids({ v: { $lt: 'b' } })).toEqual([1, 15]);
    expect(await ids({ v: { $gte: new Date(0) } })).toEqual([6]);
    expect(await ids({ v: { $lte: true } })).toEqual([3, 16]);
  });
});
