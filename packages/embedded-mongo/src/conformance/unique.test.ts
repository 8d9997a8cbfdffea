// Unique indexes on every write path: the error is MongoServerError code 11000 with keyPattern/keyValue.
import { Schema, type Model } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mongo, openTarget, rejection, type Target } from '../testing/target.js';

let target: Target;

interface User {
  email?: string | null;
  name?: string;
}
interface Member {
  org: string;
  handle: string;
}
interface Nick {
  nick?: string | null;
  n?: number;
}
interface Coupon {
  code: string;
  active: boolean;
}

let users: Model<User>;
let members: Model<Member>;
let nicks: Model<Nick>;
let coupons: Model<Coupon>;

beforeAll(async () => {
  target = await openTarget('unique', { durable: true });
  users = target.conn.model<User>(
    'User',
    new Schema<User>({ email: { type: String, unique: true }, name: String }),
  );
  const memberSchema = new Schema<Member>({ org: String, handle: String });
  memberSchema.index({ org: 1, handle: 1 }, { unique: true });
  members = target.conn.model<Member>('Member', memberSchema);
  nicks = target.conn.model<Nick>(
    'Nick',
    new Schema<Nick>({ nick: { type: String, unique: true, sparse: true }, n: Number }),
  );
  const couponSchema = new Schema<Coupon>({ code: String, active: Boolean });
  couponSchema.index({ code: 1 }, { unique: true, partialFilterExpression: { active: true } });
  coupons = target.conn.model<Coupon>('Coupon', couponSchema);
  await Promise.all([users.init(), members.init(), nicks.init(), coupons.init()]);
});
afterAll(async () => {
  await target.close();
});

function expectDuplicate(err: Record<string, unknown> & Error, keyPattern: object, keyValue: object) {
  expect(err).toBeInstanceOf(mongo.MongoServerError);
  expect(err.code).toBe(11000);
  expect(err.keyPattern).toEqual(keyPattern);
  expect(err.keyValue).toEqual(keyValue);
  expect(err.message).toMatch(/^E11000 duplicate key error collection: \S+ index: \S+ dup key: /);
}

describe('unique index: email', () => {
  it('insert (Model.create)', async () => {
    await users.create({ email: 'ins@x', name: 'a' });
    const err = await rejection(users.create({ email: 'ins@x', name: 'b' }));
    expectDuplicate(err, { email: 1 }, { email: 'ins@x' });
    expect(err.message).toBe(
      `E11000 duplicate key error collection: ${target.dbName}.users index: email_1 dup key: { email: "ins@x" }`,
    );
    expect(await users.countDocuments({ email: 'ins@x' })).toBe(1);
  });

  it('insertMany ordered stops at the first duplicate', async () => {
    await users.create({ email: 'om@x' });
    const err = await rejection(
      users.insertMany([{ email: 'om-1@x' }, { email: 'om@x' }, { email: 'om-2@x' }]),
    );
    expect(err).toBeInstanceOf(mongo.MongoServerError);
    expect(err.code).toBe(11000);
    // the driver reports insertMany failures as a bulk error; the per-document errors carry the code and message
    const writeErrors = err.writeErrors as { index: number; code: number; errmsg: string }[];
    expect(writeErrors.map((w) => [w.index, w.code])).toEqual([[1, 11000]]);
    expect(writeErrors[0]?.errmsg).toContain('index: email_1 dup key: { email: "om@x" }');
    expect((await users.find({ email: /^om/ }).lean()).map((u) => u.email).sort()).toEqual([
      'om-1@x',
      'om@x',
    ]);
  });

  it('insertMany unordered inserts everything else and reports every duplicate', async () => {
    await users.create({ email: 'un@x' });
    const err = await rejection(
      users.insertMany([{ email: 'un-1@x' }, { email: 'un@x' }, { email: 'un-2@x' }, { email: 'un-1@x' }], {
        ordered: false,
      }),
    );
    expect(err.code).toBe(11000);
    const writeErrors = err.writeErrors as { index: number; code: number }[];
    expect(writeErrors.map((w) => [w.index, w.code])).toEqual([
      [1, 11000],
      [3, 11000],
    ]);
    expect((await users.find({ email: /^un/ }).lean()).map((u) => u.email).sort()).toEqual([
      'un-1@x',
      'un-2@x',
      'un@x',
    ]);
  });

  it('updateOne', async () => {
    await users.create([{ email: 'up-a@x' }, { email: 'up-b@x' }]);
    const err = await rejection(users.updateOne({ email: 'up-b@x' }, { $set: { email: 'up-a@x' } }));
    expectDuplicate(err, { email: 1 }, { email: 'up-a@x' });
    expect(await users.countDocuments({ email: 'up-b@x' })).toBe(1);
  });

  it('updateMany: the first document changes, the second collides', async () => {
    await users.create([
      { email: 'um-1@x', name: 'um' },
      { email: 'um-2@x', name: 'um' },
    ]);
    const err = await rejection(users.updateMany({ name: 'um' }, { $set: { email: 'um-same@x' } }));
    expect(err.code).toBe(11000);
    expect(await users.countDocuments({ email: 'um-same@x' })).toBe(1);
  });

  it('upsert that inserts', async () => {
    await users.create({ email: 'ups@x' });
    const err = await rejection(
      users.updateOne({ name: 'nobody' }, { $set: { email: 'ups@x' } }, { upsert: true }),
    );
    expectDuplicate(err, { email: 1 }, { email: 'ups@x' });
    expect(await users.countDocuments({ name: 'nobody' })).toBe(0);
  });

  it('findOneAndUpdate', async () => {
    await users.create([{ email: 'fam-a@x' }, { email: 'fam-b@x' }]);
    const err = await rejection(
      users.findOneAndUpdate({ email: 'fam-b@x' }, { $set: { email: 'fam-a@x' } }).exec(),
    );
    expectDuplicate(err, { email: 1 }, { email: 'fam-a@x' });
  });

  it('findOneAndUpdate with upsert', async () => {
    await users.create({ email: 'famu@x' });
    const err = await rejection(
      users.findOneAndUpdate({ name: 'ghost' }, { $set: { email: 'famu@x' } }, { upsert: true }).exec(),
    );
    expectDuplicate(err, { email: 1 }, { email: 'famu@x' });
  });

  it('replaceOne', async () => {
    await users.create([{ email: 'rep-a@x' }, { email: 'rep-b@x' }]);
    const err = await rejection(
      users.replaceOne({ email: 'rep-b@x' }, { email: 'rep-a@x', name: 'r' }).exec(),
    );
    expectDuplicate(err, { email: 1 }, { email: 'rep-a@x' });
    expect(await users.countDocuments({ email: 'rep-b@x' })).toBe(1);
  });

  it('save() of a modified document', async () => {
    await users.create({ email: 'save-a@x' });
    const doc = await users.create({ email: 'save-b@x' });
    doc.email = 'save-a@x';
    const err = await rejection(doc.save());
    expectDuplicate(err, { email: 1 }, { email: 'save-a@x' });
  });

  it('a non-sparse unique index treats a missing field as null, once', async () => {
    const coll = target.db.collection('missing_once');
    await coll.createIndex({ k: 1 }, { unique: true });
    await coll.insertOne({ a: 1 });
    const err = await rejection(coll.insertOne({ a: 2 }));
    expectDuplicate(err, { k: 1 }, { k: null });
  });

  it('unique over an array field indexes each element, and one document may repeat a value', async () => {
    const coll = target.db.collection('array_unique');
    await coll.createIndex({ tags: 1 }, { unique: true });
    await coll.insertOne({ tags: ['a', 'a', 'b'] });
    const err = await rejection(coll.insertOne({ tags: ['c', 'b'] }));
    expectDuplicate(err, { tags: 1 }, { tags: 'b' });
  });

  it('numbers of different BSON types collide when equal', async () => {
    const coll = target.db.collection('numeric_unique');
    await coll.createIndex({ n: 1 }, { unique: true });
    await coll.insertOne({ n: new mongo.Int32(5) });
    const err = await rejection(coll.insertOne({ n: new mongo.Double(5) }));
    expect(err.code).toBe(11000);
  });

  it('building a unique index over existing duplicates fails with 11000', async () => {
    const coll = target.db.collection('late_unique');
    await coll.insertMany([{ k: 1 }, { k: 1 }]);
    const err = await rejection(coll.createIndex({ k: 1 }, { unique: true }));
    expect(err.code).toBe(11000);
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });
});

describe('compound, sparse and partial unique indexes', () => {
  it('compound: only the full key must be unique', async () => {
    await members.create([
      { org: 'o1', handle: 'h' },
      { org: 'o1', handle: 'h2' },
      { org: 'o2', handle: 'h' },
    ]);
    const err = await rejection(members.create({ org: 'o1', handle: 'h' }));
    expectDuplicate(err, { org: 1, handle: 1 }, { org: 'o1', handle: 'h' });
    expect(err.message).toContain('index: org_1_handle_1 dup key: { org: "o1", handle: "h" }');
  });

  it('sparse: documents without the field never collide, but equal values (null too) do', async () => {
    await nicks.create([{ n: 1 }, { n: 2 }, { nick: 'zed' }]);
    const dup = await rejection(nicks.create({ nick: 'zed' }));
    expectDuplicate(dup, { nick: 1 }, { nick: 'zed' });
    await nicks.create({ nick: null });
    const nullDup = await rejection(nicks.create({ nick: null }));
    expectDuplicate(nullDup, { nick: 1 }, { nick: null });
    expect(await nicks.countDocuments()).toBe(4);
  });

  it('partial: only documents matching the filter are constrained', async () => {
    await coupons.create([
      { code: 'X', active: false },
      { code: 'X', active: false },
      { code: 'X', active: true },
    ]);
    const err = await rejection(coupons.create({ code: 'X', active: true }));
    expectDuplicate(err, { code: 1 }, { code: 'X' });
    const viaUpdate = await rejection(coupons.updateOne({ active: false }, { $set: { active: true } }));
    expectDuplicate(viaUpdate, { code: 1 }, { code: 'X' });
    expect(await coupons.countDocuments({ code: 'X', active: true })).toBe(1);
  });
});
