import type { Document } from 'bson';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentCodec } from '../engine/codec.js';
import { openDurability, type DatabaseImage, type StorageDurability } from './index.js';

let dir: string;
const open: StorageDurability[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'em-ckpt-'));
});

afterEach(async () => {
  for (const d of open.splice(0)) await d.close();
  await rm(dir, { recursive: true, force: true });
});

async function start(checkpointThresholdBytes?: number) {
  const d = await openDurability({ dbPath: dir, codec: documentCodec, checkpointThresholdBytes });
  open.push(d);
  const image = await d.load();
  return { d, image };
}

async function reopen() {
  for (const d of open.splice(0)) await d.close();
  return start();
}

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
    const { d } = await start(32 << 10);
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
    let { d } = await start(16 << 10);
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
