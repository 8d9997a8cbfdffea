import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Double, Int32, Long, MongoClient, MongoServerError, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from './index.js';

let server: EmbeddedMongo;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  server = await startEmbeddedMongo({ ttlMonitorIntervalMs: 50 });
  client = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 5000 });
  db = client.db('unit');
});
afterAll(async () => {
  await client.close();
  await server.stop();
});

async function serverError(p: Promise<unknown>): Promise<MongoServerError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof MongoServerError) return err;
    throw err;
  }
  throw new Error('expected a server error');
}

describe('handshake and admin commands', () => {
  it('answers hello as a writable standalone', async () => {
    const hello = await db.admin().command({ hello: 1 });
    expect(hello).toMatchObject({
      isWritablePrimary: true,
      maxWireVersion: 21,
      minWireVersion: 0,
      maxBsonObjectSize: 16777216,
      maxMessageSizeBytes: 48000000,
      maxWriteBatchSize: 100000,
      logicalSessionTimeoutMinutes: 30,
      ok: 1,
    });
    expect(hello.setName).toBeUndefined();
    expect((await db.admin().command({ buildInfo: 1 })).version).toBe('7.0.0');
  });

  it('refuses unknown commands, unknown fields and transactions like mongod', async () => {
    expect((await serverError(db.command({ frobnicate: 1 }))).code).toBe(59);
    expect((await serverError(db.command({ find: 'x', bogus: 1 }))).code).toBe(40415);
    const tx = await serverError(
      db.command({ insert: 'tx', documents: [{ a: 1 }], txnNumber: Long.fromNumber(1) }),
    );
    expect(tx.code).toBe(20);
    expect(tx.message).toBe('Transaction numbers are only allowed on a replica set member or mongos');
    expect(await db.collection('tx').countDocuments()).toBe(0);
  });
});

describe('writes', () => {
  it('enforces unique indexes with the E11000 shape, ordered and unordered', async () => {
    const c = db.collection('users');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'a@b.c' });
    const err = await serverError(c.insertOne({ email: 'a@b.c' }));
    expect(err.code).toBe(11000);
    expect((await serverError(c.insertMany([{ email: 'x' }, { email: 'a@b.c' }, { email: 'y' }]))).code).toBe(
      11000,
    );
    expect(err.errmsg).toBe(
      'E11000 duplicate key error collection: unit.users index: email_1 dup key: { email: "a@b.c" }',
    );
    expect(err.keyValue).toEqual({ email: 'a@b.c' });
    expect(await c.countDocuments({ email: 'y' })).toBe(0);
    await c
      .insertMany([{ email: 'z' }, { email: 'a@b.c' }, { email: 'w' }], { ordered: false })
      .catch(() => undefined);
    expect(await c.countDocuments({ email: { $in: ['z', 'w'] } })).toBe(2);
    const upd = await serverError(c.updateOne({ email: 'z' }, { $set: { email: 'w' } }));
    expect(upd.code).toBe(11000);
    const idx = await serverError(
      db
        .collection('dups')
        .insertMany([{ k: 1 }, { k: 1 }])
        .then(() => db.collection('dups').createIndex({ k: 1 }, { unique: true })),
    );
    expect(idx.code).toBe(11000);
  });

  it('upserts from filter equality fields with $setOnInsert and reports upserted ids', async () => {
    const c = db.collection('up');
    const r = await c.updateOne(
      { slug: 's1', n: { $gt: 1 } },
      { $set: { a: 1 }, $setOnInsert: { created: true } },
      { upsert: true },
    );
    expect(r.upsertedCount).toBe(1);
    const doc = await c.findOne({ _id: r.upsertedId! });
    expect(doc).toEqual({ _id: r.upsertedId, slug: 's1', a: 1, created: true });
    const again = await c.updateOne(
      { slug: 's1' },
      { $set: { a: 1 }, $setOnInsert: { created: false } },
      { upsert: true },
    );
    expect([again.matchedCount, again.modifiedCount, again.upsertedCount]).toEqual([1, 0, 0]);
  });

  it('supports positional $, arrayFilters and replacement documents', async () => {
    const c = db.collection('arr');
    const { insertedId } = await c.insertOne({
      items: [
        { k: 'a', v: 1 },
        { k: 'b', v: 2 },
      ],
      grades: [80, 95, 100],
    });
    await c.updateOne({ _id: insertedId, 'items.k': 'b' }, { $set: { 'items.$.v': 20 } });
    await c.updateOne(
      { _id: insertedId },
      { $set: { 'grades.$[g]': 0 } },
      { arrayFilters: [{ g: { $gte: 95 } }] },
    );
    expect(await c.findOne({ _id: insertedId }, { projection: { _id: 0 } })).toEqual({
      items: [
        { k: 'a', v: 1 },
        { k: 'b', v: 20 },
      ],
      grades: [80, 0, 0],
    });
    await c.replaceOne({ _id: insertedId }, { only: true });
    expect(await c.findOne({ _id: insertedId })).toEqual({ _id: insertedId, only: true });
  });

  it('findAndModify returns before/after documents and lastErrorObject', async () => {
    const c = db.collection('fam');
    await c.insertMany([
      { q: 1, n: 1 },
      { q: 1, n: 2 },
    ]);
    const r = await c.findOneAndUpdate(
      { q: 1 },
      { $inc: { n: 10 } },
      { sort: { n: -1 }, returnDocument: 'after', includeResultMetadata: true, projection: { _id: 0 } },
    );
    expect(r.value).toEqual({ q: 1, n: 12 });
    expect(r.lastErrorObject).toEqual({ n: 1, updatedExisting: true });
    const removed = await c.findOneAndDelete({ n: 1 });
    expect(removed?.n).toBe(1);
    const ups = await c.findOneAndUpdate(
      { q: 9 },
      { $set: { n: 0 } },
      { upsert: true, includeResultMetadata: true },
    );
    expect(ups.value).toBeNull();
    expect(ups.lastErrorObject?.upserted).toBeDefined();
  });

  it('keeps BSON number types through storage and $type', async () => {
    const c = db.collection('types');
    await c.insertOne({ i: 1, d: new Double(2), l: Long.fromNumber(3), f: 1.5 });
    const raw = await c.findOne({}, { promoteValues: false });
    expect(raw?.i?._bsontype).toBe('Int32');
    expect(raw?.d?._bsontype).toBe('Double');
    expect(raw?.l?._bsontype).toBe('Long');
    expect(await c.countDocuments({ d: { $type: 'double' } })).toBe(1);
    expect(await c.countDocuments({ i: { $type: 'int' }, l: 3, d: 2 })).toBe(1);
    await c.updateOne({}, { $inc: { l: 1 } });
    const after = await c.findOne({}, { promoteValues: false });
    expect(after?.l?._bsontype).toBe('Long');
    expect(after?.l?.toNumber()).toBe(4);
  });
});

describe('reads', () => {
  it('pages through cursors with getMore and killCursors', async () => {
    const c = db.collection('many');
    await c.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
    const cursor = c.find({}, { batchSize: 100 }).sort({ i: -1 });
    const all = await cursor.toArray();
    expect(all.length).toBe(250);
    expect(all[0]?.i).toBe(249);
    const first = await db.command({ find: 'many', batchSize: 10 });
    expect(first.cursor.id).toBeInstanceOf(Long);
    const killed = await db.command({ killCursors: 'many', cursors: [first.cursor.id] });
    expect(killed.cursorsKilled.length).toBe(1);
    expect((await serverError(db.command({ getMore: first.cursor.id, collection: 'many' }))).code).toBe(43);
    expect(
      await c
        .find({ i: { $gte: 10 } })
        .skip(5)
        .limit(3)
        .toArray(),
    ).toHaveLength(3);
  });

  it('runs aggregation pipelines and refuses unknown stages', async () => {
    const c = db.collection('orders');
    await c.insertMany([
      { cust: 'a', amount: 10, tags: ['x', 'y'] },
      { cust: 'a', amount: 5, tags: ['x'] },
      { cust: 'b', amount: 7, tags: [] },
    ]);
    await db.collection('customers').insertMany([{ _id: 'a' as never, name: 'Ann' }]);
    const out = await c
      .aggregate([
        { $match: { amount: { $gt: 1 } } },
        { $group: { _id: '$cust', total: { $sum: '$amount' }, n: { $count: {} } } },
        { $sort: { total: -1 } },
        { $lookup: { from: 'customers', localField: '_id', foreignField: '_id', as: 'c' } },
        { $project: { total: 1, name: { $first: '$c.name' } } },
      ])
      .toArray();
    expect(out).toEqual([
      { _id: 'a', total: 15, name: 'Ann' },
      { _id: 'b', total: 7 },
    ]);
    const unwound = await c.aggregate([{ $unwind: '$tags' }, { $count: 'n' }]).toArray();
    expect(unwound).toEqual([{ n: 3 }]);
    const facet = await c
      .aggregate([{ $facet: { big: [{ $match: { amount: { $gte: 7 } } }, { $count: 'n' }] } }])
      .toArray();
    expect(facet).toEqual([{ big: [{ n: 2 }] }]);
    expect((await serverError(c.aggregate([{ $frobnicate: {} }]).toArray())).code).toBe(40324);
    expect(await c.distinct('cust')).toEqual(['a', 'b']);
  });

  it('lists indexes and collections', async () => {
    expect((await serverError(db.collection('missing').listIndexes().toArray())).code).toBe(26);
    await db.createCollection('named');
    expect((await serverError(db.createCollection('named'))).code).toBe(48);
    const names = await db.listCollections({ name: 'named' }, { nameOnly: true }).toArray();
    expect(names).toEqual([{ name: 'named', type: 'collection' }]);
    const dbs = await client.db('admin').admin().listDatabases();
    expect(dbs.databases.map((d) => d.name)).toContain('unit');
  });
});

describe('TTL and durability', () => {
  it('expires documents through the TTL monitor', async () => {
    const c = db.collection('sessions');
    await c.createIndex({ at: 1 }, { expireAfterSeconds: 1 });
    await c.insertMany([
      { at: new Date(Date.now() - 5000) },
      { at: new Date(Date.now() + 60_000) },
      { at: 'not a date' },
    ]);
    await new Promise((r) => setTimeout(r, 300));
    expect(await c.countDocuments()).toBe(2);
  });

  it('restores documents and indexes from a dbPath after restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-unit-'));
    try {
      let s = await startEmbeddedMongo({ dbPath: dir });
      let cl = await MongoClient.connect(s.uri);
      await cl.db('d').collection('c').createIndex({ k: 1 }, { unique: true });
      await cl
        .db('d')
        .collection('c')
        .insertMany([{ k: 1, d: new Double(1) }, { k: 2 }]);
      await cl.db('d').collection('c').deleteOne({ k: 2 });
      await cl.close();
      await s.stop();
      s = await startEmbeddedMongo({ dbPath: dir });
      cl = await MongoClient.connect(s.uri);
      const c = cl.db('d').collection('c');
      expect(await c.find({}, { projection: { _id: 0 }, promoteValues: false }).toArray()).toEqual([
        { k: new Int32(1), d: new Double(1) },
      ]);
      expect((await serverError(c.insertOne({ k: 1 }))).code).toBe(11000);
      await cl.close();
      await s.stop();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
