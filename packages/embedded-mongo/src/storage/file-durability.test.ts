// FileDurability, opened through openDurability with the engine's codec: the journal and group commit,
// checkpoints and snapshots, recovery from damaged files, and a committing process killed mid-stream.
import type { ChildProcess } from 'node:child_process';
import { Binary, Decimal128, Double, Int32, Long, ObjectId, type Document } from 'bson';
import { appendFile, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentCodec } from '../engine/codec.js';
import { typeName } from '../engine/values.js';
import { commitChildPath, spawnTs, stopChild } from '../testing/cli.js';
import { openDurability, type DatabaseImage, type JournalOp, type StorageDurability } from './index.js';

/** the temp folder of one test; `dir`, the dbPath, is it or a folder inside it */
let root: string;
let dir: string;
const open: StorageDurability[] = [];
const children: ChildProcess[] = [];

beforeEach(async () => {
  root = dir = await mkdtemp(join(tmpdir(), 'em-durability-'));
});

afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of open.splice(0)) await d.close();
  await rm(root, { recursive: true, force: true });
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
    // the rejection is awaited from the start: load() may fail before close() settles
    const loading = expect(d.load()).rejects.toThrow(/was closed while load\(\) ran/);
    await d.close();
    await loading;
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

const files = async () => (await readdir(dir)).filter((f) => f !== 'embedded-mongo.lock').sort();

/** A tiny stand-in for the engine: applies each change in memory, then commits it. */
class Engine {
  readonly docs = new Map<number, Document>();
  constructor(private readonly d: StorageDurability) {}

  put(doc: Document) {
    this.docs.set(doc._id as number, doc);
    return this.d.commit([{ op: 'put', ns: 'k.items', doc }]);
  }
  delete(id: number) {
    this.docs.delete(id);
    return this.d.commit([{ op: 'delete', ns: 'k.items', id }]);
  }
  image(): DatabaseImage {
    return new Map([['k.items', { options: {}, indexes: [], docs: [...this.docs.values()] }]]);
  }
}

const plain = (docs: Document[]) =>
  docs.map((d) => ({ _id: Number(d._id), v: Number(d.v) })).sort((a, b) => a._id - b._id);

describe('checkpoint', () => {
  it('asks for a checkpoint past the threshold, then retires the journal it covers', async () => {
    const { d } = await start({ checkpointThresholdBytes: 32 << 10 });
    const engine = new Engine(d);
    let i = 0;
    while (!d.wantsCheckpoint()) await engine.put({ _id: i++, v: i, text: 'p'.repeat(500) });
    expect(d.stats().journalBytes).toBeGreaterThanOrEqual(32 << 10);
    expect(await files()).toEqual(['journal-000001.log']);

    await d.checkpoint(engine.image());
    expect(d.wantsCheckpoint()).toBe(false);
    expect(await files()).toEqual(['journal-000002.log', 'snapshot-000002.snap']);
    expect(d.stats().journalBytes).toBeLessThan(1000);

    await engine.put({ _id: 'after' as unknown as number, v: 0 });
    await d.checkpoint(engine.image());
    expect(await files()).toEqual(['journal-000003.log', 'snapshot-000003.snap']);
    await engine.delete(0);

    const { image } = await reopen();
    const loaded = image.get('k.items')?.docs ?? [];
    expect(loaded.map((doc) => doc._id)).toEqual([...engine.docs.keys()]);
  });

  it('keeps collections, options, indexes and natural order across several snapshot chunks', async () => {
    const { d } = await start();
    const docs = Array.from({ length: 3000 }, (_, i) => ({ _id: 3000 - i, body: 'q'.repeat(1000) }));
    const image: DatabaseImage = new Map([
      [
        'db.big',
        { options: { capped: false }, indexes: [{ name: 'body_1', key: { body: 1 }, sparse: true }], docs },
      ],
      ['db.empty', { options: {}, indexes: [], docs: [] }],
    ]);
    for (let i = 0; i < docs.length; i += 500) {
      await d.commit(docs.slice(i, i + 500).map((doc) => ({ op: 'put' as const, ns: 'db.big', doc })));
    }
    await d.commit([{ op: 'createCollection', ns: 'db.empty', options: {} }]);
    await d.checkpoint(image);
    const { image: loaded } = await reopen();
    expect([...loaded.keys()]).toEqual(['db.big', 'db.empty']);
    const big = loaded.get('db.big');
    expect(big?.options).toEqual({ capped: false });
    expect(big?.indexes).toEqual([{ name: 'body_1', key: { body: 1 }, sparse: true }]);
    expect(big?.docs.map((doc) => Number(doc._id))).toEqual(docs.map((doc) => doc._id));
    expect(loaded.get('db.empty')?.docs).toEqual([]);
  });

  it('loses nothing when commits keep arriving during checkpoints', async () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let { d } = await start({ checkpointThresholdBytes: 16 << 10 });
    let engine = new Engine(d);
    for (let round = 0; round < 4; round++) {
      // the restart at the end of each round depends on the journal for everything the last
      // checkpoint of the round did not cover
      const checkpoints: Promise<void>[] = [d.checkpoint(engine.image())];
      const worker = async (w: number) => {
        for (let n = 0; n < 150; n++) {
          const id = Math.floor(random() * 2000);
          if (random() < 0.2) await engine.delete(id);
          else await engine.put({ _id: id, v: round * 100_000 + w * 1000 + n, pad: 'r'.repeat(200) });
          if (n % 50 === 25 || d.wantsCheckpoint()) checkpoints.push(d.checkpoint(engine.image()));
        }
      };
      await Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
      await Promise.all(checkpoints);
      expect(d.stats().checkpoints).toBeGreaterThanOrEqual(2);

      const reopened = await reopen();
      expect(plain(reopened.image.get('k.items')?.docs ?? [])).toEqual(plain([...engine.docs.values()]));
      d = reopened.d;
      engine = new Engine(d);
      for (const doc of reopened.image.get('k.items')?.docs ?? []) engine.docs.set(Number(doc._id), doc);
    }
  });

  it('lets a checkpoint requested during another one wait for it', async () => {
    const { d } = await start();
    const engine = new Engine(d);
    await engine.put({ _id: 1, v: 1 });
    await Promise.all([d.checkpoint(engine.image()), d.checkpoint(engine.image())]);
    expect(d.stats().checkpoints).toBe(1);
    expect(await files()).toEqual(['journal-000002.log', 'snapshot-000002.snap']);
  });
});

describe('recovery with snapshots', () => {
  async function withSnapshot() {
    const { d } = await start();
    const engine = new Engine(d);
    for (let i = 0; i < 100; i++) await engine.put({ _id: i, v: i });
    await d.checkpoint(engine.image());
    await engine.put({ _id: 100, v: 100 });
    await d.close();
    open.length = 0;
    return join(dir, 'snapshot-000002.snap');
  }

  it('refuses a corrupt snapshot, naming the file and offset', async () => {
    const snapshot = await withSnapshot();
    const bytes = await readFile(snapshot);
    bytes[200] = (bytes[200] as number) ^ 0x10;
    await writeFile(snapshot, bytes);
    const d = await openDurability({ dbPath: dir, codec: documentCodec });
    open.push(d);
    await expect(d.load()).rejects.toThrow(
      new RegExp(`snapshot ${snapshot} is corrupt at offset \\d+ \\(checksum mismatch\\)`),
    );
  });

  it('refuses a snapshot cut short', async () => {
    const snapshot = await withSnapshot();
    const bytes = await readFile(snapshot);
    await writeFile(snapshot, bytes.subarray(0, bytes.length - 30));
    const d = await openDurability({ dbPath: dir, codec: documentCodec });
    open.push(d);
    await expect(d.load()).rejects.toThrow(
      /snapshot .*snapshot-000002\.snap is (corrupt at offset \d+|incomplete)/,
    );
  });

  it('refuses to start when a journal segment after the snapshot is missing', async () => {
    await withSnapshot();
    await rm(join(dir, 'journal-000002.log'));
    const d = await openDurability({ dbPath: dir, codec: documentCodec });
    open.push(d);
    await expect(d.load()).rejects.toThrow(/journal segment .*journal-000002\.log is missing/);
  });

  it('ignores and removes a snapshot left half-written by a crash', async () => {
    await withSnapshot();
    await writeFile(join(dir, 'snapshot-000003.snap.tmp'), 'half a snapshot');
    const { image } = await start();
    expect(image.get('k.items')?.docs).toHaveLength(101);
    expect(await files()).toEqual(['journal-000002.log', 'snapshot-000002.snap']);
  });
});

async function readAcks(file: string): Promise<number[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => /^\d+$/.test(line))
    .map(Number);
}

/** Runs the committing child until it has acknowledged `target` ids, then SIGKILLs it. */
async function runAndKill(dbPath: string, ackFile: string, firstId: number, target: number): Promise<void> {
  const { child, output } = spawnTs(commitChildPath, [dbPath, ackFile, String(firstId)]);
  children.push(child);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`child exited early (${child.exitCode}): ${output.stderr}`);
    if (Date.now() > deadline) throw new Error(`child too slow; stderr: ${output.stderr}`);
    const acked = (await readAcks(ackFile)).filter((id) => id >= firstId).length;
    if (acked >= target) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  await stopChild(child, 'SIGKILL');
  expect(child.signalCode).toBe('SIGKILL');
}

describe('a committing process killed mid-stream', () => {
  it('loses no acknowledged write when the process is SIGKILLed mid-stream, checkpoints included', async () => {
    const ackFile = join(dir, 'acks.txt');
    const dbPath = join(dir, 'db');
    const targets = [300, 1200, 2500];
    for (const [round, target] of targets.entries()) {
      await runAndKill(dbPath, ackFile, (round + 1) * 1_000_000, target);

      const acked = await readAcks(ackFile);
      const d = await openDurability({ dbPath, codec: documentCodec });
      const image = await d.load();
      const docs = image.get('crash.items')?.docs ?? [];
      const present = new Set(docs.map((doc) => Number(doc._id)));
      expect(present.size).toBe(docs.length);
      const missing = acked.filter((id) => !present.has(id));
      expect(missing).toEqual([]);

      // a batch is there completely or not at all
      const batches = new Map<number, number>();
      for (const doc of docs) batches.set(Number(doc.batch), (batches.get(Number(doc.batch)) ?? 0) + 1);
      for (const doc of docs) expect(batches.get(Number(doc.batch))).toBe(Number(doc.size));
      await d.close();
    }
    const files = await readdir(dbPath);
    expect(files.some((f) => /^snapshot-\d+\.snap$/.test(f))).toBe(true);
  }, 120_000);
});
