// create/drop collections, dropDatabase, listCollections, listDatabases, createIndexes/listIndexes/dropIndexes.
import { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mongo, openTarget, rejection, type Target } from '../testing/target.js';

let target: Target;

beforeAll(async () => {
  target = await openTarget('catalog', { durable: true });
});
afterAll(async () => {
  await target.close();
});

const collectionNames = async () => (await target.db.listCollections().toArray()).map((c) => c.name).sort();

describe('collections', () => {
  it('createCollection makes an empty collection that listCollections reports', async () => {
    await target.db.createCollection('explicit');
    const infos = await target.db.listCollections({ name: 'explicit' }).toArray();
    expect(infos).toHaveLength(1);
    expect(infos[0]).toMatchObject({ name: 'explicit', type: 'collection' });
    expect(await target.db.collection('explicit').countDocuments()).toBe(0);
    const namesOnly = await target.db.listCollections({}, { nameOnly: true }).toArray();
    expect(namesOnly.map((c) => c.name)).toContain('explicit');
    expect(await target.db.listCollections({ name: 'explicit' }, { nameOnly: true }).toArray()).toEqual([
      { name: 'explicit', type: 'collection' },
    ]);
  });

  it('an insert creates its collection implicitly', async () => {
    await target.db.collection('implicit').insertOne({ a: 1 });
    expect(await collectionNames()).toContain('implicit');
  });

  it('drop removes the collection, its documents and its indexes', async () => {
    const coll = target.db.collection('doomed');
    await coll.insertOne({ a: 1 });
    await coll.createIndex({ a: 1 });
    expect(await coll.drop()).toBe(true);
    expect(await collectionNames()).not.toContain('doomed');
    expect(await coll.countDocuments()).toBe(0);
    await coll.insertOne({ a: 2 });
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('mongoose creates the collection of a model on init', async () => {
    const model = target.conn.model('Widget', new Schema({ name: String }));
    await model.init();
    expect(await collectionNames()).toContain('widgets');
  });

  it('listCollections filters by name', async () => {
    await target.db.createCollection('alpha');
    await target.db.createCollection('beta');
    const found = await target.db.listCollections({ name: { $in: ['alpha', 'beta', 'gamma'] } }).toArray();
    expect(found.map((c) => c.name).sort()).toEqual(['alpha', 'beta']);
  });
});

describe('databases', () => {
  it('listDatabases shows a database once it holds data; dropDatabase removes it', async () => {
    const otherName = `${target.dbName}_other`;
    const other = target.client.db(otherName);
    await other.collection('things').insertOne({ a: 1 });
    const before = await target.client.db('admin').admin().listDatabases();
    expect(before.databases.map((d) => d.name)).toContain(otherName);
    expect(await other.dropDatabase()).toBe(true);
    const after = await target.client.db('admin').admin().listDatabases();
    expect(after.databases.map((d) => d.name)).not.toContain(otherName);
    expect(await other.listCollections().toArray()).toEqual([]);
    expect(await other.collection('things').countDocuments()).toBe(0);
  });

  it('listDatabases with nameOnly', async () => {
    await target.db.collection('present').insertOne({ a: 1 });
    const res = await target.client.db('admin').command({ listDatabases: 1, nameOnly: true });
    expect(res.ok).toBe(1);
    expect(res.databases.map((d: { name: string }) => d.name)).toContain(target.dbName);
  });
});

describe('indexes', () => {
  it('createIndexes reports counts before and after, and is idempotent', async () => {
    const first = await target.db.command({
      createIndexes: 'indexed',
      indexes: [{ key: { a: 1, b: -1 }, name: 'a_1_b_-1' }],
    });
    expect(first).toMatchObject({
      ok: 1,
      createdCollectionAutomatically: true,
      numIndexesBefore: 1,
      numIndexesAfter: 2,
    });
    const again = await target.db.command({
      createIndexes: 'indexed',
      indexes: [{ key: { a: 1, b: -1 }, name: 'a_1_b_-1' }],
    });
    expect(again).toMatchObject({ ok: 1, numIndexesBefore: 2, numIndexesAfter: 2 });
  });

  it('createIndex names indexes by their keys and listIndexes returns their specs', async () => {
    const coll = target.db.collection('listed');
    expect(await coll.createIndex({ email: 1 }, { unique: true })).toBe('email_1');
    expect(await coll.createIndex({ 'profile.city': 1, age: -1 })).toBe('profile.city_1_age_-1');
    expect(await coll.createIndex({ code: 1 }, { name: 'by_code', sparse: true })).toBe('by_code');
    const specs = await coll.listIndexes().toArray();
    expect(specs.map((s) => s.name)).toEqual(['_id_', 'email_1', 'profile.city_1_age_-1', 'by_code']);
    expect(specs[0]).toMatchObject({ v: 2, key: { _id: 1 }, name: '_id_' });
    expect(specs[1]).toMatchObject({ v: 2, key: { email: 1 }, name: 'email_1', unique: true });
    expect(specs[2]).toMatchObject({ key: { 'profile.city': 1, age: -1 } });
    expect(Object.keys(specs[2]?.key ?? {})).toEqual(['profile.city', 'age']);
    expect(specs[3]).toMatchObject({ key: { code: 1 }, name: 'by_code', sparse: true });
  });

  it('mongoose builds the indexes declared in a schema', async () => {
    const schema = new Schema({ slug: { type: String, unique: true }, owner: String, createdAt: Date });
    schema.index({ owner: 1, createdAt: -1 });
    const model = target.conn.model('Thesis', schema);
    await model.init();
    const names = (await model.listIndexes()).map((i: { name: string }) => i.name);
    expect(names.sort()).toEqual(['_id_', 'owner_1_createdAt_-1', 'slug_1']);
  });

  it('listIndexes on a missing collection fails with 26 NamespaceNotFound', async () => {
    const err = await rejection(target.db.collection('no_such_collection').listIndexes().toArray());
    expect(err).toBeInstanceOf(mongo.MongoServerError);
    expect(err.code).toBe(26);
    expect(err.codeName).toBe('NamespaceNotFound');
  });

  it('an index with an existing name but other keys fails with 86 IndexKeySpecsConflict', async () => {
    const coll = target.db.collection('conflicts');
    await coll.createIndex({ a: 1 }, { name: 'mine' });
    const err = await rejection(coll.createIndex({ b: 1 }, { name: 'mine' }));
    expect(err.code).toBe(86);
  });

  it('the same keys with other options fails with 85 IndexOptionsConflict', async () => {
    const coll = target.db.collection('conflicts2');
    await coll.createIndex({ a: 1 });
    const err = await rejection(coll.createIndex({ a: 1 }, { unique: true }));
    expect(err.code).toBe(85);
  });

  it('dropIndex removes one index; an unknown name fails with 27 IndexNotFound; _id_ cannot be dropped', async () => {
    const coll = target.db.collection('dropping');
    await coll.createIndex({ a: 1 });
    await coll.createIndex({ b: 1 });
    await coll.dropIndex('a_1');
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'b_1']);
    const missing = await rejection(coll.dropIndex('nope_1'));
    expect(missing.code).toBe(27);
    expect(missing.codeName).toBe('IndexNotFound');
    const idIndex = await rejection(coll.dropIndex('_id_'));
    expect(idIndex).toBeInstanceOf(mongo.MongoServerError);
  });

  it('dropIndexes "*" removes every index except _id_', async () => {
    const coll = target.db.collection('dropping_all');
    await coll.createIndexes([{ key: { a: 1 } }, { key: { b: 1 } }, { key: { c: 1 }, unique: true }]);
    await coll.dropIndexes();
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('indexed and unindexed queries return the same answers', async () => {
    const coll = target.db.collection('same_answers');
    await coll.insertMany(Array.from({ length: 300 }, (_, i) => ({ i, m: i % 7, s: `s${i % 11}` })));
    const filters = [{ m: 3 }, { m: { $gt: 4 } }, { m: { $in: [1, 6] }, s: 's2' }, { s: { $gte: 's5' } }];
    const unindexed = await Promise.all(filters.map((f) => coll.find(f).sort({ i: 1 }).toArray()));
    await coll.createIndex({ m: 1 });
    await coll.createIndex({ s: 1, m: 1 });
    const indexed = await Promise.all(filters.map((f) => coll.find(f).sort({ i: 1 }).toArray()));
    expect(indexed).toEqual(unindexed);
    expect(unindexed[0]).toHaveLength(43);
  });
});
