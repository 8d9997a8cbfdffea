// startEmbeddedMongo: the server's identity, in memory or on a dbPath; what a dbPath keeps across
// stop() and start, and the dbPath lock. What MongoDB itself does is tested in ./conformance.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  Decimal128,
  Double,
  Int32,
  Long,
  MongoClient,
  MongoServerError,
  ObjectId,
  type Document,
} from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from './index.js';

type Engine = Awaited<ReturnType<typeof startEmbeddedMongo>>;
let dbPath: string;
const engines: Engine[] = [];
const clients: MongoClient[] = [];

beforeEach(async () => {
  dbPath = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-durable-'));
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  for (const e of engines.splice(0)) await e.stop();
  await rm(dbPath, { recursive: true, force: true });
});

async function open(options: { dbPath?: string } = { dbPath }) {
  const engine = await startEmbeddedMongo(options);
  engines.push(engine);
  const client = new MongoClient(engine.uri, { serverSelectionTimeoutMS: 5_000 });
  clients.push(client);
  await client.connect();
  return { engine, client };
}

async function restart(current: { engine: Engine; client: MongoClient }) {
  await current.client.close();
  clients.splice(clients.indexOf(current.client), 1);
  await current.engine.stop();
  engines.splice(engines.indexOf(current.engine), 1);
  return open();
}

describe('durability across restarts', () => {
  it('keeps documents, updates, deletes, BSON types, collections and indexes', async () => {
    let s = await open();
    const db = s.client.db('app');
    const oid = new ObjectId();
    await db.collection('users').createIndex({ email: 1 }, { unique: true });
    await db.collection('users').createIndex({ expiresAt: 1 }, { expireAfterSeconds: 3600 });
    await db.collection('users').insertMany([
      {
        _id: oid,
        email: 'a@x',
        i: new Int32(7),
        l: Long.fromString('9007199254740993'),
        d: Decimal128.fromString('1.10'),
      },
      { email: 'b@x', tags: ['x', 'y'] },
      { email: 'c@x' },
    ]);
    await db.collection('users').updateOne({ email: 'b@x' }, { $push: { tags: 'z' } } as Document);
    await db.collection('users').deleteOne({ email: 'c@x' });
    await db.collection('gone').insertOne({ a: 1 });
    await db.collection('gone').drop();
    await db.createCollection('empty');
    await s.client.db('dropped').collection('c').insertOne({ a: 1 });
    await s.client.db('dropped').dropDatabase();

    s = await restart(s);
    const after = s.client.db('app');
    const a = await after.collection('users').findOne({ _id: oid }, { promoteValues: false });
    expect(a?.i).toBeInstanceOf(Int32);
    expect(a?.l.toString()).toBe('9007199254740993');
    expect(a?.d.toString()).toBe('1.10');
    expect((await after.collection('users').findOne({ email: 'b@x' }))?.tags).toEqual(['x', 'y', 'z']);
    expect(await after.collection('users').countDocuments()).toBe(2);
    expect((await after.listCollections().toArray()).map((c) => c.name).sort()).toEqual(['empty', 'users']);
    const indexes = await after.collection('users').listIndexes().toArray();
    expect(indexes.map((i) => i.name)).toEqual(['_id_', 'email_1', 'expiresAt_1']);
    expect(indexes[2]).toMatchObject({ expireAfterSeconds: 3600 });
    const dup = await after
      .collection('users')
      .insertOne({ email: 'a@x' })
      .catch((e: unknown) => e);
    expect(dup).toBeInstanceOf(MongoServerError);
    expect(dup).toMatchObject({ code: 11000, keyValue: { email: 'a@x' } });
    const dbs = (await s.client.db('admin').admin().listDatabases()).databases.map((d) => d.name);
    expect(dbs).not.toContain('dropped');
  });

  it('journals inserted documents as stored: _id first, types and nesting intact', async () => {
    let s = await open();
    const coll = () => s.client.db('app').collection('raw');
    const nested = { i: new Int32(1), d: new Double(2), l: Long.fromNumber(3), a: [{ x: 'y' }] };
    await coll().insertMany([
      { _id: 'first' as never, nested },
      { before: 1, _id: 'moved' as never, nested },
      { noId: true, nested },
    ]);
    s = await restart(s);
    const docs = await coll().find({}, { promoteValues: false }).toArray();
    expect(docs.map((d) => Object.keys(d)[0])).toEqual(['_id', '_id', '_id']);
    expect(docs.map((d) => d._id)[1]).toBe('moved');
    expect(Object.keys(docs[1]!)).toEqual(['_id', 'before', 'nested']);
    for (const d of docs) {
      expect(d.nested.i).toBeInstanceOf(Int32);
      expect(d.nested.d).toBeInstanceOf(Double);
      expect(d.nested.l).toBeInstanceOf(Long);
      expect(d.nested.a).toEqual([{ x: 'y' }]);
    }
  });

  it('keeps everything through enough writes to checkpoint, and across two restarts', async () => {
    let s = await open();
    const coll = () => s.client.db('bulk').collection('docs');
    const body = 'b'.repeat(2_000);
    for (let batch = 0; batch < 10; batch++) {
      await coll().insertMany(Array.from({ length: 500 }, (_, i) => ({ n: batch * 500 + i, body })));
    }
    await coll().updateMany({ n: { $lt: 1000 } }, { $set: { touched: true } });
    await coll().deleteMany({ n: { $gte: 4500 } });
    s = await restart(s);
    expect(await coll().countDocuments()).toBe(4500);
    expect(await coll().countDocuments({ touched: true })).toBe(1000);
    await coll().insertOne({ n: -1 });
    s = await restart(s);
    expect(await coll().countDocuments()).toBe(4501);
    expect(await coll().findOne({ n: 4499 }, { projection: { _id: 0, n: 1 } })).toEqual({ n: 4499 });
  });

  it('writes made concurrently are all kept', async () => {
    let s = await open();
    const coll = () => s.client.db('concurrent').collection('c');
    await Promise.all(Array.from({ length: 300 }, (_, n) => coll().insertOne({ _id: n as never })));
    s = await restart(s);
    expect(await coll().countDocuments()).toBe(300);
  });

  it('refuses a second engine on a dbPath in use, and allows it after stop()', async () => {
    const first = await open();
    const refused = await startEmbeddedMongo({ dbPath }).then(
      async (e: Engine) => {
        await e.stop();
        return undefined;
      },
      (error: unknown) => error as Error,
    );
    expect(refused).toBeInstanceOf(Error);
    expect(refused?.message).toMatch(/lock|in use|already/i);
    expect(refused?.message).toContain(dbPath);
    expect(await first.client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
    await restart(first);
  });

  it('an in-memory engine starts empty every time', async () => {
    const s = await open({});
    await s.client.db('mem').collection('c').insertOne({ a: 1 });
    const other = await open({});
    expect(other.engine.port).not.toBe(s.engine.port);
    expect(await other.client.db('mem').collection('c').countDocuments()).toBe(0);
  });
});

describe('server identity', () => {
  it('reports itself as a standalone writable primary that supports sessions', async () => {
    const { client, engine } = await open({});
    expect(engine.uri).toMatch(/^mongodb:\/\//);
    expect(engine.uri).toContain(String(engine.port));
    const hello = await client.db('admin').command({ hello: 1 });
    expect(hello).toMatchObject({
      ok: 1,
      isWritablePrimary: true,
      maxWireVersion: 21,
      minWireVersion: 0,
      logicalSessionTimeoutMinutes: 30,
    });
    expect(hello.setName).toBeUndefined();
    expect(hello.msg).toBeUndefined();
    expect((await client.db('admin').command({ buildInfo: 1 })).version).toBe('7.0.0');
  });

  it('refuses to create a collection that exists with 48, like mongod before 7.0', async () => {
    const { client } = await open({});
    await client.db('app').createCollection('named');
    const again = await client
      .db('app')
      .createCollection('named')
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(MongoServerError);
    expect(again).toMatchObject({ code: 48 });
  });

  it('reports group-commit counters in serverStatus on a dbPath, none in memory', async () => {
    const memory = await open({});
    await memory.client.db('app').collection('c').insertOne({ a: 1 });
    const inMemory = await memory.client.db('admin').command({ serverStatus: 1 });
    expect(inMemory.embeddedJournal).toBeUndefined();
    const durable = await open();
    await durable.client.db('app').collection('c').insertOne({ a: 1 });
    const onDisk = await durable.client.db('admin').command({ serverStatus: 1 });
    expect(onDisk.embeddedJournal).toMatchObject({ commits: 1 });
    expect(onDisk.embeddedJournal.fsyncs).toBeGreaterThanOrEqual(1);
  });

  it('stop() closes the port', async () => {
    const { client, engine } = await open({});
    await client.close();
    await engine.stop();
    engines.splice(engines.indexOf(engine), 1);
    const late = new MongoClient(engine.uri, { serverSelectionTimeoutMS: 500 });
    await expect(late.connect()).rejects.toThrow();
    await late.close();
  });
});
