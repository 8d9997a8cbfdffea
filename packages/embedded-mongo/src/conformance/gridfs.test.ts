// GridFS through the driver's GridFSBucket (what the gateway keeps sources' files in): uploads in
// chunks, the two indexes the driver creates, whole and ranged downloads, lookups by name and
// metadata, rename, delete, abort, drop, what a missing chunk or file answers, and a large file kept
// across a restart of a durable engine.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../index.js';
import { againstRealMongo, mongo, openTarget, rejection, type Target } from '../testing/target.js';

let target: Target;
let bucket: mongoose.mongo.GridFSBucket;
const CHUNK = 64 * 1024;

beforeAll(async () => {
  target = await openTarget('gridfs');
});
afterAll(async () => {
  await target.close();
});
beforeEach(async () => {
  bucket = new mongo.GridFSBucket(target.db, { bucketName: 'files_test', chunkSizeBytes: CHUNK });
  await bucket.drop().catch(() => undefined);
});

/** Uploads `data` and answers the new file's id. */
async function upload(
  data: Buffer,
  name = 'report.pdf',
  options: mongoose.mongo.GridFSBucketWriteStreamOptions = {},
  into: mongoose.mongo.GridFSBucket = bucket,
): Promise<mongoose.mongo.ObjectId> {
  const stream = into.openUploadStream(name, options);
  await pipeline(Readable.from([data]), stream);
  return stream.id as mongoose.mongo.ObjectId;
}

async function download(stream: mongoose.mongo.GridFSBucketReadStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('uploads', () => {
  it('stores a file as n = 0..k chunks of chunkSizeBytes and one files document', async () => {
    const data = randomBytes(3 * CHUNK + 1234);
    const id = await upload(data, 'report.pdf', { metadata: { thesisId: 't1', role: 'original' } });
    const files = await target.db.collection('files_test.files').find({}).toArray();
    expect(files).toEqual([
      {
        _id: id,
        length: data.length,
        chunkSize: CHUNK,
        uploadDate: expect.any(Date),
        filename: 'report.pdf',
        metadata: { thesisId: 't1', role: 'original' },
      },
    ]);
    const chunks = await target.db
      .collection('files_test.chunks')
      .find({ files_id: id })
      .sort({ n: 1 })
      .toArray();
    expect(chunks.map((chunk) => chunk.n)).toEqual([0, 1, 2, 3]);
    expect(chunks.map((chunk) => (chunk.data as mongoose.mongo.Binary).length())).toEqual([
      CHUNK,
      CHUNK,
      CHUNK,
      1234,
    ]);
    expect(chunks[0]!.data).toBeInstanceOf(mongo.Binary);
  });

  it('creates the indexes the driver asks for: filename+uploadDate, and files_id+n unique', async () => {
    await upload(Buffer.from('x'));
    const fileIndexes = await target.db.collection('files_test.files').listIndexes().toArray();
    const chunkIndexes = await target.db.collection('files_test.chunks').listIndexes().toArray();
    expect(fileIndexes.map((index) => index.key)).toContainEqual({ filename: 1, uploadDate: 1 });
    expect(chunkIndexes).toContainEqual(
      expect.objectContaining({ key: { files_id: 1, n: 1 }, unique: true }),
    );
    const [chunk] = await target.db.collection('files_test.chunks').find({}).toArray();
    const duplicate = await rejection(
      target.db
        .collection('files_test.chunks')
        .insertOne({ files_id: chunk!.files_id, n: 0, data: new mongo.Binary(Buffer.from('y')) }),
    );
    expect(duplicate.code).toBe(11000);
  });

  it('keeps an empty file (no chunks) and a file of exactly one chunk', async () => {
    const empty = await upload(Buffer.alloc(0), 'empty.txt');
    const exact = await upload(Buffer.alloc(CHUNK, 7), 'exact.bin');
    expect(await download(bucket.openDownloadStream(empty))).toEqual(Buffer.alloc(0));
    expect((await download(bucket.openDownloadStream(exact))).equals(Buffer.alloc(CHUNK, 7))).toBe(true);
    expect(await target.db.collection('files_test.chunks').countDocuments({ files_id: empty })).toBe(0);
  });

  it('takes an id given by the caller', async () => {
    const id = new mongo.ObjectId();
    await pipeline(Readable.from([Buffer.from('given id')]), bucket.openUploadStreamWithId(id, 'given.txt'));
    expect((await download(bucket.openDownloadStream(id))).toString()).toBe('given id');
  });

  it('an aborted upload leaves no chunks and no file', async () => {
    const stream = bucket.openUploadStream('partial.bin');
    await new Promise<void>((resolve, reject) =>
      stream.write(randomBytes(2 * CHUNK + 10), (e) => (e ? reject(e) : resolve())),
    );
    await stream.abort();
    expect(await target.db.collection('files_test.chunks').countDocuments({ files_id: stream.id })).toBe(0);
    expect(await bucket.find({ _id: stream.id }).toArray()).toEqual([]);
  });
});

describe('downloads', () => {
  it('reads a whole file and any byte range across chunk boundaries', async () => {
    const data = randomBytes(5 * CHUNK + 77);
    const id = await upload(data);
    expect((await download(bucket.openDownloadStream(id))).equals(data)).toBe(true);
    for (const [start, end] of [
      [0, 1],
      [CHUNK - 3, CHUNK + 3],
      [CHUNK, 2 * CHUNK],
      [2 * CHUNK + 5, 5 * CHUNK + 77],
      [5 * CHUNK, 5 * CHUNK + 77],
    ] as const) {
      const part = await download(bucket.openDownloadStream(id, { start, end }));
      expect(part.equals(data.subarray(start, end)), `${start}–${end}`).toBe(true);
    }
  });

  it('reads a 20 MB file: its chunks come in batches under 16 MiB (far fewer than 101 each)', async () => {
    const big = new mongo.GridFSBucket(target.db, { bucketName: 'big_test' });
    const data = randomBytes(20 * 1024 * 1024);
    const id = await upload(data, 'big.pdf', {}, big);
    const replies: Array<{ n: number; bytes: number }> = [];
    const listener = (event: mongoose.mongo.CommandSucceededEvent) => {
      const cursor = (event.reply as { cursor?: { firstBatch?: unknown[]; nextBatch?: unknown[] } }).cursor;
      const batch = cursor?.firstBatch ?? cursor?.nextBatch;
      if (event.commandName !== 'find' && event.commandName !== 'getMore') return;
      // Chunk batches only (the download first reads the file's own document).
      if (batch && (batch[0] as { files_id?: unknown } | undefined)?.files_id !== undefined)
        replies.push({ n: batch.length, bytes: mongo.BSON.calculateObjectSize({ batch }) });
    };
    target.client.on('commandSucceeded', listener);
    try {
      expect((await download(big.openDownloadStream(id))).equals(data)).toBe(true);
    } finally {
      target.client.off('commandSucceeded', listener);
    }
    expect(replies.reduce((sum, reply) => sum + reply.n, 0)).toBe(Math.ceil(data.length / (255 * 1024)));
    expect(replies.length).toBeGreaterThan(1);
    for (const reply of replies) expect(reply.bytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    await big.drop();
  });

  it('finds files by name (latest or a given revision) and by metadata, sorted', async () => {
    const first = await upload(Buffer.from('first'), 'notes.txt', { metadata: { sourceId: 's1' } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await upload(Buffer.from('second'), 'notes.txt', { metadata: { sourceId: 's2' } });
    expect((await download(bucket.openDownloadStreamByName('notes.txt'))).toString()).toBe('second');
    expect((await download(bucket.openDownloadStreamByName('notes.txt', { revision: 0 }))).toString()).toBe(
      'first',
    );
    expect((await bucket.find({ 'metadata.sourceId': 's1' }).toArray()).map((f) => f._id)).toEqual([first]);
    expect((await bucket.find({}, { sort: { uploadDate: -1 } }).toArray()).map((f) => f._id)).toEqual([
      second,
      first,
    ]);
    expect(
      (
        await bucket
          .find({ 'metadata.sourceId': { $in: ['s1', 's2'] } }, { projection: { _id: 1 } })
          .toArray()
      ).length,
    ).toBe(2);
  });

  it('answers a missing file with FileNotFound and a missing chunk with ChunkIsMissing', async () => {
    const missing = await rejection(download(bucket.openDownloadStream(new mongo.ObjectId())));
    expect(String(missing.message)).toMatch(/FileNotFound|file not found/i);
    const id = await upload(randomBytes(3 * CHUNK));
    await target.db.collection('files_test.chunks').deleteOne({ files_id: id, n: 1 });
    const gap = await rejection(download(bucket.openDownloadStream(id)));
    expect(String(gap.message)).toMatch(/ChunkIsMissing|n: 2|expected n/i);
  });
});

describe('changes', () => {
  it('renames a file, deletes one with its chunks, and drops the bucket', async () => {
    const keep = await upload(Buffer.from('keep'), 'a.txt');
    const gone = await upload(randomBytes(2 * CHUNK), 'b.txt');
    await bucket.rename(keep, 'renamed.txt');
    expect((await bucket.find({ _id: keep }).toArray())[0]?.filename).toBe('renamed.txt');
    await bucket.delete(gone);
    expect(await target.db.collection('files_test.chunks').countDocuments({ files_id: gone })).toBe(0);
    expect(await target.db.collection('files_test.chunks').countDocuments({ files_id: keep })).toBe(1);
    const again = await rejection(bucket.delete(gone));
    expect(String(again.message)).toMatch(/File not found|FileNotFound/i);
    await bucket.drop();
    const names = (await target.db.listCollections().toArray()).map((c) => c.name);
    expect(names).not.toContain('files_test.files');
    expect(names).not.toContain('files_test.chunks');
  });

  it('deletes many files by metadata in one query on files and one on chunks', async () => {
    const ids = await Promise.all(
      ['t1', 't1', 't2'].map((thesisId, index) =>
        upload(randomBytes(CHUNK + index), `f${index}`, { metadata: { thesisId } }),
      ),
    );
    const doomed = await bucket.find({ 'metadata.thesisId': 't1' }).toArray();
    await target.db.collection('files_test.files').deleteMany({ _id: { $in: doomed.map((f) => f._id) } });
    await target.db
      .collection('files_test.chunks')
      .deleteMany({ files_id: { $in: doomed.map((f) => f._id) } });
    expect((await bucket.find({}).toArray()).map((f) => f._id)).toEqual([ids[2]]);
    expect(await target.db.collection('files_test.chunks').countDocuments({})).toBe(2);
  });
});

describe.skipIf(againstRealMongo)('on a durable engine', () => {
  it('keeps a 20 MB file (default 255 KB chunks) across a restart, byte for byte', async () => {
    const dbPath = await mkdtemp(path.join(tmpdir(), 'embedded-gridfs-'));
    const data = randomBytes(20 * 1024 * 1024);
    try {
      let engine = await startEmbeddedMongo({ dbPath });
      let conn = await mongoose.createConnection(engine.uri, { dbName: 'gridfs_durable' }).asPromise();
      const id = await upload(
        data,
        'big.pdf',
        { metadata: { role: 'original' } },
        new mongo.GridFSBucket(conn.db!, { bucketName: 'source_files' }),
      );
      await conn.close();
      await engine.stop();

      engine = await startEmbeddedMongo({ dbPath });
      conn = await mongoose.createConnection(engine.uri, { dbName: 'gridfs_durable' }).asPromise();
      const reopened = new mongo.GridFSBucket(conn.db!, { bucketName: 'source_files' });
      const back = await download(reopened.openDownloadStream(id));
      expect(back.length).toBe(data.length);
      expect(back.equals(data)).toBe(true);
      expect(await conn.db!.collection('source_files.chunks').countDocuments({ files_id: id })).toBe(
        Math.ceil(data.length / (255 * 1024)),
      );
      await conn.close();
      await engine.stop();
    } finally {
      await rm(dbPath, { recursive: true, force: true });
    }
  }, 60_000);
});
