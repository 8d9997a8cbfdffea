// insert / find (filter, sort, skip, limit, projection) / count / distinct / delete / findAndModify.
import { Schema } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mongo, openTarget, type Target } from '../testing/target.js';

interface Person {
  name: string;
  age: number;
  city: string;
  tags?: string[];
  address?: { zip: string; street: string };
}

const people: Person[] = [
  {
    name: 'ada',
    age: 36,
    city: 'london',
    tags: ['math', 'code'],
    address: { zip: 'N1', street: 'Upper St' },
  },
  { name: 'bob', age: 25, city: 'paris', tags: ['art'] },
  { name: 'cy', age: 41, city: 'london', tags: [] },
  { name: 'dee', age: 25, city: 'rome', tags: ['code'] },
  { name: 'eve', age: 30, city: 'paris' },
];

let target: Target;
const personSchema = new Schema<Person>({
  name: String,
  age: Number,
  city: String,
  tags: { type: [String], default: undefined },
  address: { type: new Schema({ zip: String, street: String }, { _id: false }), default: undefined },
});
const model = () => target.conn.model<Person>('Person', personSchema);

beforeAll(async () => {
  target = await openTarget('crud');
});
afterAll(async () => {
  await target.close();
});
beforeEach(async () => {
  await model().deleteMany({});
  await model().insertMany(people);
});

const names = async (filter: Record<string, unknown>) =>
  (await model().find(filter).sort({ name: 1 }).lean()).map((p) => p.name);

describe('insert', () => {
  it('assigns an ObjectId _id and stores what was sent', async () => {
    const created = await model().create({ name: 'fay', age: 22, city: 'oslo' });
    expect(created._id).toBeInstanceOf(mongo.ObjectId);
    const found = await model().findById(created._id).lean();
    expect(found).toEqual({ _id: created._id, name: 'fay', age: 22, city: 'oslo', __v: 0 });
  });

  it('keeps a client-supplied _id of any type and rejects a duplicate _id with 11000', async () => {
    const raw = target.db.collection('raw_ids');
    await raw.insertOne({ _id: 'string-id' as never, v: 1 });
    await raw.insertOne({ _id: 42 as never, v: 2 });
    await raw.insertOne({ _id: { a: 1, b: 2 } as never, v: 3 });
    expect(await raw.findOne({ _id: 'string-id' as never })).toEqual({ _id: 'string-id', v: 1 });
    expect(await raw.findOne({ _id: { a: 1, b: 2 } as never })).toEqual({ _id: { a: 1, b: 2 }, v: 3 });
    const err = await raw.insertOne({ _id: 42 as never, v: 9 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(mongo.MongoServerError);
    expect(err).toMatchObject({ code: 11000, keyValue: { _id: 42 } });
  });

  it('insertMany reports every inserted id', async () => {
    const res = await target.db.collection('raw_many').insertMany([{ a: 1 }, { a: 2 }, { a: 3 }]);
    expect(res.insertedCount).toBe(3);
    expect(Object.keys(res.insertedIds)).toEqual(['0', '1', '2']);
  });

  it('moves _id to the front of a stored document and keeps field order otherwise', async () => {
    const raw = target.db.collection('raw_order');
    await raw.insertOne({ z: 1, a: 2, _id: 'x' as never, m: { y: 1, b: 2 } });
    const doc = await raw.findOne({});
    expect(Object.keys(doc ?? {})).toEqual(['_id', 'z', 'a', 'm']);
    expect(Object.keys((doc?.m ?? {}) as object)).toEqual(['y', 'b']);
  });
});

describe('find filters', () => {
  it('matches equality, comparison and set operators', async () => {
    expect(await names({ city: 'london' })).toEqual(['ada', 'cy']);
    expect(await names({ age: { $gte: 30 } })).toEqual(['ada', 'cy', 'eve']);
    expect(await names({ age: { $gt: 25, $lt: 40 } })).toEqual(['ada', 'eve']);
    expect(await names({ age: { $in: [25, 41] } })).toEqual(['bob', 'cy', 'dee']);
    expect(await names({ age: { $nin: [25, 41] } })).toEqual(['ada', 'eve']);
    expect(await names({ city: { $ne: 'london' } })).toEqual(['bob', 'dee', 'eve']);
    expect(await names({ age: { $not: { $gt: 30 } } })).toEqual(['bob', 'dee', 'eve']);
  });

  it('matches logical operators', async () => {
    expect(await names({ $or: [{ age: 25 }, { city: 'london' }] })).toEqual(['ada', 'bob', 'cy', 'dee']);
    expect(await names({ $and: [{ city: 'paris' }, { age: { $gt: 26 } }] })).toEqual(['eve']);
    expect(await names({ $nor: [{ city: 'paris' }, { age: 41 }] })).toEqual(['ada', 'dee']);
  });

  it('matches arrays by element, $all, $size and $elemMatch', async () => {
    expect(await names({ tags: 'code' })).toEqual(['ada', 'dee']);
    expect(await names({ tags: { $all: ['code', 'math'] } })).toEqual(['ada']);
    expect(await names({ tags: { $size: 0 } })).toEqual(['cy']);
    expect(await names({ tags: { $elemMatch: { $eq: 'art' } } })).toEqual(['bob']);
    expect(await names({ 'tags.0': 'code' })).toEqual(['dee']);
  });

  it('matches $exists, null and dotted paths into embedded documents', async () => {
    expect(await names({ tags: { $exists: false } })).toEqual(['eve']);
    expect(await names({ address: null })).toEqual(['bob', 'cy', 'dee', 'eve']);
    expect(await names({ 'address.zip': 'N1' })).toEqual(['ada']);
    expect(await names({ address: { zip: 'N1', street: 'Upper St' } })).toEqual(['ada']);
    // whole-document equality is order-sensitive (native driver: mongoose would reorder to schema order)
    const people = target.db.collection('people');
    expect(await people.countDocuments({ address: { zip: 'N1', street: 'Upper St' } })).toBe(1);
    expect(await people.countDocuments({ address: { street: 'Upper St', zip: 'N1' } })).toBe(0);
  });

  it('matches $regex and $expr', async () => {
    expect(await names({ name: /^(d|e)/ })).toEqual(['dee', 'eve']);
    expect(await names({ name: { $regex: '^A', $options: 'i' } })).toEqual(['ada']);
    expect(await names({ $expr: { $gt: ['$age', 35] } })).toEqual(['ada', 'cy']);
  });
});

describe('find options', () => {
  it('sorts on several keys, then skips and limits', async () => {
    const all = await model().find().sort({ age: -1, name: 1 }).lean();
    expect(all.map((p) => p.name)).toEqual(['cy', 'ada', 'eve', 'bob', 'dee']);
    const page = await model().find().sort({ age: 1, name: 1 }).skip(1).limit(2).lean();
    expect(page.map((p) => p.name)).toEqual(['dee', 'eve']);
    expect(await model().find().sort({ name: 1 }).skip(10).lean()).toEqual([]);
  });

  it('projects by inclusion and by exclusion', async () => {
    const included = await model().find({ name: 'ada' }, { name: 1, 'address.zip': 1, _id: 0 }).lean();
    expect(included).toEqual([{ name: 'ada', address: { zip: 'N1' } }]);
    const withId = await model().findOne({ name: 'bob' }, { age: 1 }).lean();
    expect(Object.keys(withId ?? {}).sort()).toEqual(['_id', 'age']);
    const excluded = await model().findOne({ name: 'ada' }, { tags: 0, address: 0, city: 0 }).lean();
    expect(Object.keys(excluded ?? {}).sort()).toEqual(['__v', '_id', 'age', 'name']);
  });

  it('returns null from findOne when nothing matches', async () => {
    expect(await model().findOne({ name: 'nobody' }).lean()).toBeNull();
  });
});

describe('counting and distinct', () => {
  it('countDocuments with a filter, skip and limit', async () => {
    expect(await model().countDocuments()).toBe(5);
    expect(await model().countDocuments({ city: 'paris' })).toBe(2);
    expect(await model().countDocuments({ city: 'nowhere' })).toBe(0);
    expect(await target.db.collection('people').countDocuments({}, { skip: 1, limit: 3 })).toBe(3);
  });

  it('estimatedDocumentCount', async () => {
    expect(await model().estimatedDocumentCount()).toBe(5);
    expect(await target.db.collection('never_created').estimatedDocumentCount()).toBe(0);
  });

  it('distinct flattens arrays and honours a filter', async () => {
    expect((await model().distinct('city')).sort()).toEqual(['london', 'paris', 'rome']);
    expect((await model().distinct('tags')).sort()).toEqual(['art', 'code', 'math']);
    expect((await model().distinct('name', { age: 25 })).sort()).toEqual(['bob', 'dee']);
    expect(await model().distinct('name', { age: 99 })).toEqual([]);
  });
});

describe('delete', () => {
  it('deleteOne removes one matching document, deleteMany all of them', async () => {
    expect(await model().deleteOne({ city: 'paris' })).toMatchObject({ acknowledged: true, deletedCount: 1 });
    expect(await model().countDocuments({ city: 'paris' })).toBe(1);
    expect(await model().deleteMany({ age: { $lt: 40 } })).toMatchObject({ deletedCount: 3 });
    expect(await names({})).toEqual(['cy']);
    expect(await model().deleteMany({ age: 1000 })).toMatchObject({ deletedCount: 0 });
  });
});

describe('findOneAndUpdate / findOneAndDelete (findAndModify)', () => {
  it('returns the document before or after the update, choosing by sort', async () => {
    const before = await model()
      .findOneAndUpdate({ age: 25 }, { $inc: { age: 1 } }, { sort: { name: -1 } })
      .lean();
    expect(before).toMatchObject({ name: 'dee', age: 25 });
    const after = await model()
      .findOneAndUpdate({ age: 25 }, { $set: { city: 'lyon' } }, { returnDocument: 'after' })
      .lean();
    expect(after).toMatchObject({ name: 'bob', age: 25, city: 'lyon' });
    expect(await model().findOne({ name: 'dee' }).lean()).toMatchObject({ age: 26 });
  });

  it('returns null when nothing matches, and upserts when asked', async () => {
    expect(
      await model()
        .findOneAndUpdate({ name: 'zed' }, { $set: { age: 1 } })
        .lean(),
    ).toBeNull();
    const upserted = await model()
      .findOneAndUpdate({ name: 'zed' }, { $set: { age: 50 } }, { upsert: true, returnDocument: 'after' })
      .lean();
    expect(upserted).toMatchObject({ name: 'zed', age: 50 });
    expect(upserted?._id).toBeInstanceOf(mongo.ObjectId);
  });

  it('applies a projection to the returned document', async () => {
    const doc = await model()
      .findOneAndUpdate(
        { name: 'ada' },
        { $set: { age: 37 } },
        { projection: { age: 1 }, returnDocument: 'after' },
      )
      .lean();
    expect(Object.keys(doc ?? {}).sort()).toEqual(['_id', 'age']);
    expect(doc?.age).toBe(37);
    // mongoose drops `_id: 0` from findOneAndUpdate projections, so check exclusion with the driver
    const native = await target.db
      .collection('people')
      .findOneAndUpdate(
        { name: 'bob' },
        { $set: { age: 26 } },
        { projection: { age: 1, _id: 0 }, returnDocument: 'after' },
      );
    expect(native).toEqual({ age: 26 });
  });

  it('reports lastErrorObject with includeResultMetadata', async () => {
    const people = target.db.collection('people');
    const updated = await people.findOneAndUpdate(
      { age: 25 },
      { $inc: { age: 10 } },
      {
        sort: { name: -1 },
        returnDocument: 'after',
        includeResultMetadata: true,
        projection: { _id: 0, name: 1, age: 1 },
      },
    );
    expect(updated.value).toEqual({ name: 'dee', age: 35 });
    expect(updated.lastErrorObject).toEqual({ n: 1, updatedExisting: true });
    const upserted = await people.findOneAndUpdate(
      { name: 'zed' },
      { $set: { age: 1 } },
      { upsert: true, includeResultMetadata: true },
    );
    expect(upserted.value).toBeNull();
    expect(upserted.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false });
    expect(upserted.lastErrorObject?.upserted).toBeInstanceOf(mongo.ObjectId);
  });

  it('findOneAndDelete removes and returns the first document in sort order', async () => {
    const deleted = await model()
      .findOneAndDelete({ city: 'london' }, { sort: { age: 1 } })
      .lean();
    expect(deleted).toMatchObject({ name: 'ada' });
    expect(await names({ city: 'london' })).toEqual(['cy']);
    expect(await model().findOneAndDelete({ city: 'atlantis' }).lean()).toBeNull();
  });

  it('findOneAndReplace replaces the whole document but keeps _id', async () => {
    const original = await model().findOne({ name: 'bob' }).lean();
    const replaced = await model()
      .findOneAndReplace({ name: 'bob' }, { name: 'rob', age: 26, city: 'nice' }, { returnDocument: 'after' })
      .lean();
    expect(replaced).toMatchObject({ _id: original?._id, name: 'rob', age: 26, city: 'nice' });
    expect(replaced).not.toHaveProperty('tags');
  });
});
