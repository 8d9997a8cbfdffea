import { Binary, Decimal128, Double, Int32, Long, ObjectId, type Document } from 'bson';
import { appendFile, mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentCodec } from '../engine/codec.js';
import { typeName } from '../engine/values.js';
import { openDurability, type JournalOp, type StorageDurability } from './index.js';

let dir: string;
const open: StorageDurability[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'em-journal-'));
});

afterEach(async () => {
  for (const d of open.splice(0)) await d.close();
  await rm(dir, { recursive: true, force: true });
});

async function start(extra: { checkpointThresholdBytes?: number } = {}) {
  const d = await openDurability({ dbPath: dir, codec: documentCodec, ...extra });
  open.push(d);
  const image = await d.load();
  return { d, image };
}

async function reopen() {
  for (const d of open.splice(0)) await d.close();
  return start();
}

const put = (ns: string, doc: Document): JournalOp => ({ op: 'put', ns, doc });
const segment = (n: number) => join(dir, `journal-${String(n).padStart(6, '0')}.log`);

describe('journal', () => {
  it('creates dbPath and replays committed batches in order after a restart', async () => {
    dir = join(dir, 'nested', 'db');
    const { d, image } = await start();
    expect(image.size).toBe(0);
    await d.commit([
      { op: 'createCollection', ns: 'app.theses', options: { validator: { title: { $type: 'string' } } } },
    ]);
    await d.commit([put('app.theses', { _id: 1, title: 'a' }), put('app.theses', { _id: 2, title: 'b' })]);
    await d.commit([put('app.theses', { _id: 3, title: 'c' })]);
    await d.commit([put('app.theses', { _id: 1, title: 'a2' }), { op: 'delete', ns: 'app.theses', id: 2 }]);
    await d.commit([
      { op: 'createIndex', ns: 'app.theses', spec: { name: 'title_1', key: { title: 1 }, unique: true } },
    ]);
    await d.commit([{ op: 'createIndex', ns: 'app.theses', spec: { name: 'x_-1', key: { x: -1 } } }]);
    await d.commit([{ op: 'dropIndex', ns: 'app.theses', name: 'x_-1' }]);
    await d.commit([put('app.links', { _id: 'l1' }), put('other.c', { _id: 'o1' })]);
    await d.commit([{ op: 'dropCollection', ns: 'app.links' }]);
    await d.commit([
      put('gone.a', { _id: 1 }),
      put('gone.b', { _id: 1 }),
      { op: 'dropDatabase', db: 'gone' },
    ]);

    const { image: after } = await reopen();
    expect([...after.keys()].sort()).toEqual(['app.theses', 'other.c']);
    const theses = after.get('app.theses');
    expect(theses?.options).toEqual({ validator: { title: { $type: 'string' } } });
    // decoded into the engine's value model: an int32 is a JS number
    expect(theses?.docs).toEqual([
      { _id: 1, title: 'a2' },
      { _id: 3, title: 'c' },
    ]);
    expect(theses?.indexes).toEqual([{ name: 'title_1', key: { title: 1 }, unique: true }]);
  });

  it('treats numerically equal _ids of different types as the same document', async () => {
    const { d } = await start();
    await d.commit([put('a.b', { _id: new Int32(7), v: 1 }), put('a.b', { _id: 8, v: 1 })]);
    await d.commit([
      put('a.b', { _id: Long.fromNumber(7), v: 2 }),
      { op: 'delete', ns: 'a.b', id: new Double(8) },
    ]);
    const { image } = await reopen();
    expect(image.get('a.b')?.docs).toEqual([{ _id: Long.fromNumber(7), v: 2 }]);
  });

  it('keeps every BSON type distinct through the journal and through a snapshot', async () => {
    const oid = new ObjectId();
    const doc = {
      _id: oid,
      int32: new Int32(5),
      double: new Double(5),
      long: Long.fromString('9007199254740993'),
      decimal: Decimal128.fromString('5.10'),
      date: new Date('2024-02-29T12:34:56.789Z'),
      binary: new Binary(Buffer.from([0, 1, 2, 255]), 0),
      nothing: null,
      nested: { list: [new Int32(1), new Double(1.5), 'x', true] },
    };
    const check = (got: Document | undefined) => {
      expect(got).toBeDefined();
      const g = got as Document;
      expect(g._id).toBeInstanceOf(ObjectId);
      expect((g._id as ObjectId).equals(oid)).toBe(true);
      // the engine's value model: int32 is a JS integer, an integral double stays a Double
      expect(typeName(g.int32)).toBe('int');
      expect(g.int32).toBe(5);
      expect(typeName(g.double)).toBe('double');
      expect(g.double._bsontype).toBe('Double');
      expect(g.long._bsontype).toBe('Long');
      expect(g.long.toString()).toBe('9007199254740993');
      expect(g.decimal._bsontype).toBe('Decimal128');
      expect(g.decimal.toString()).toBe('5.10');
      expect(g.date).toBeInstanceOf(Date);
      expect(g.date.toISOString()).toBe('2024-02-29T12:34:56.789Z');
      expect(g.binary._bsontype).toBe('Binary');
      expect([...g.binary.buffer]).toEqual([0, 1, 2, 255]);
      expect(g.nothing).toBeNull();
      expect(g.nested.list.map(typeName)).toEqual(['int', 'double', 'string', 'bool']);
      expect(g.nested.list).toEqual([1, 1.5, 'x', true]);
      // and it encodes back to exactly the bytes that were committed
      expect(Buffer.from(documentCodec.encode(g))).toEqual(Buffer.from(documentCodec.encode(doc)));
    };
    const { d } = await start();
    await d.commit([put('t.types', doc)]);
    const first = await reopen();
    check(first.image.get('t.types')?.docs[0]);

    await first.d.checkpoint(first.image);
    await expect(stat(segment(1))).rejects.toThrow();
    const second = await reopen();
    check(second.image.get('t.types')?.docs[0]);
  });

  it('groups concurrent commits into one write and one fsync', async () => {
    const { d } = await start();
    await Promise.all(Array.from({ length: 50 }, (_, i) => d.commit([put('g.c', { _id: i })])));
    expect(d.stats()).toMatchObject({ commits: 50, groups: 1, fsyncs: 1 });

    // commits that arrive while a write is in flight form the next group
    const firstCommit = d.commit([put('g.c', { _id: 'lead' })]);
    await new Promise((r) => setImmediate(r));
    const followers = Array.from({ length: 20 }, (_, i) => d.commit([put('g.c', { _id: `f${i}` })]));
    await Promise.all([firstCommit, ...followers]);
    expect(d.stats()).toMatchObject({ commits: 71, groups: 3, fsyncs: 3 });

    const { image } = await reopen();
    expect(image.get('g.c')?.docs).toHaveLength(71);
  });

  it('resolves a commit only once its bytes are in the file', async () => {
    const { d } = await start();
    const before = (await stat(segment(1))).size;
    await d.commit([put('s.c', { _id: 1, text: 'x'.repeat(1000) })]);
    expect((await stat(segment(1))).size).toBeGreaterThan(before + 1000);
  });

  it('flushes queued commits on close and refuses commits afterwards', async () => {
    const { d } = await start();
    const pending = Array.from({ length: 10 }, (_, i) => d.commit([put('c.c', { _id: i })]));
    await d.close();
    await Promise.all(pending);
    await expect(d.commit([put('c.c', { _id: 99 })])).rejects.toThrow(/closed/);
    const { image } = await start();
    expect(image.get('c.c')?.docs).toHaveLength(10);
  });

  it('rejects malformed ops and calls out of order with clear errors', async () => {
    const d = await openDurability({ dbPath: dir, codec: documentCodec });
    open.push(d);
    await expect(d.commit([put('a.b', { _id: 1 })])).rejects.toThrow(/before load\(\)/);
    await d.load();
    await expect(d.load()).rejects.toThrow(/only once/);
    await expect(d.commit([{ op: 'put', ns: 'a.b', doc: { noId: true } }])).rejects.toThrow(
      /op #0: put needs a document with an _id/,
    );
    await expect(d.commit([{ op: 'explode', ns: 'a.b' } as unknown as JournalOp])).rejects.toThrow(
      /unknown op "explode"/,
    );
    await expect(d.commit([put('', { _id: 1 })])).rejects.toThrow(/ns must be a non-empty string/);
    await expect(openDurability({ dbPath: '', codec: documentCodec })).rejects.toThrow(
      /dbPath must be a non-empty string/,
    );
    await expect(openDurability({ dbPath: dir, codec: {} as never })).rejects.toThrow(/codec must provide/);
    await writeFile(join(dir, 'plain-file'), 'x');
    await expect(openDurability({ dbPath: join(dir, 'plain-file'), codec: documentCodec })).rejects.toThrow(
      /exists and is not a directory/,
    );
  });

  it('fails a load() that a close() overtook instead of leaving files open', async () => {
    const d = await openDurability({ dbPath: dir, codec: documentCodec });
    const loading = d.load();
    await d.close();
    await expect(loading).rejects.toThrow(/was closed while load\(\) ran/);
    await expect(d.commit([])).rejects.toThrow(/closed/);
  });

  it('without dbPath loads an empty image and commits at once', async () => {
    const d = await openDurability({ codec: documentCodec });
    expect((await d.load()).size).toBe(0);
    await d.commit([put('a.b', { _id: 1 })]);
    await d.checkpoint(new Map());
    expect(d.wantsCheckpoint()).toBe(false);
    expect(d.stats()).toMatchObject({ commits: 1, fsyncs: 0 });
    await d.close();
    await expect(d.commit([])).rejects.toThrow(/closed/);
  });
});

describe('recovery from damaged journals', () => {
  async function writeThree() {
    const { d } = await start();
    for (let i = 1; i <= 3; i++) await d.commit([put('r.c', { _id: i, text: 'y'.repeat(100) })]);
    await d.close();
    open.length = 0;
    return (await stat(segment(1))).size;
  }

  it('truncates half a record at the end and appends cleanly afterwards', async () => {
    const size = await writeThree();
    const bytes = await readFile(segment(1));
    const recordSize = size / 3;
    // a fourth record cut in the middle, as a crash during write() leaves it
    await appendFile(segment(1), bytes.subarray(0, Math.floor(recordSize / 2)));
    const { d, image } = await start();
    expect(image.get('r.c')?.docs.map((x) => x._id)).toEqual([1, 2, 3]);
    expect(d.stats().truncatedBytes).toBe(Math.floor(recordSize / 2));
    expect((await stat(segment(1))).size).toBe(size);
    await d.commit([put('r.c', { _id: 4 })]);
    const { image: after } = await reopen();
    expect(after.get('r.c')?.docs).toHaveLength(4);
  });

  it('truncates a last record whose checksum does not match', async () => {
    const size = await writeThree();
    const bytes = await readFile(segment(1));
    bytes[size - 5] = (bytes[size - 5] as number) ^ 0xff;
    await writeFile(segment(1), bytes);
    const { image } = await start();
    expect(image.get('r.c')?.docs).toHaveLength(2);
    expect((await stat(segment(1))).size).toBe((size / 3) * 2);
  });

  it('truncates random garbage and a short header at the end', async () => {
    const size = await writeThree();
    await appendFile(segment(1), Buffer.from('garbage after the last record'));
    let { image } = await start();
    expect(image.get('r.c')?.docs).toHaveLength(3);
    await truncate(segment(1), size);
    await appendFile(segment(1), Buffer.from([0xd5, 0x45, 0x4d]));
    ({ image } = await reopen());
    expect(image.get('r.c')?.docs).toHaveLength(3);
    expect((await stat(segment(1))).size).toBe(size);
  });

  it('truncates a torn last write group even when some of its records survived past the damage', async () => {
    const { d } = await start();
    await d.commit([put('r.c', { _id: 0, text: 'first group' })]);
    const lengthBefore = (await stat(segment(1))).size;
    // three commits in one tick go out as one group: one write, one fsync
    await Promise.all([1, 2, 3].map((i) => d.commit([put('r.c', { _id: i, text: 'y'.repeat(100) })])));
    expect(d.stats().groups).toBe(2);
    await d.close();
    open.length = 0;
    // as after a power cut: the group's middle record never reached the disk, its last one did
    const bytes = await readFile(segment(1));
    const record = (bytes.length - lengthBefore) / 3;
    bytes.fill(0, lengthBefore + record, lengthBefore + 2 * record);
    await writeFile(segment(1), bytes);
    const { image } = await start();
    expect(image.get('r.c')?.docs.map((x) => Number(x._id))).toEqual([0, 1]);
    expect((await stat(segment(1))).size).toBe(lengthBefore + record);
  });

  it('refuses to start when a corrupt record is followed by valid ones', async () => {
    const size = await writeThree();
    const bytes = await readFile(segment(1));
    const offset = size / 3;
    bytes[offset + 40] = (bytes[offset + 40] as number) ^ 0x01;
    await writeFile(segment(1), bytes);
    const d = await openDurability({ dbPath: dir, codec: documentCodec });
    open.push(d);
    await expect(d.load()).rejects.toThrow(
      new RegExp(
        `journal ${segment(1)} is corrupt at offset ${offset} \\(checksum mismatch\\) and valid records follow at offset ${(size / 3) * 2}`,
      ),
    );
    expect((await stat(segment(1))).size).toBe(size);
  });
});
