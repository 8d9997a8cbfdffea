// Durability in a dbPath: journal segments with group commit, snapshots that retire them, recovery.
import type { Document } from 'bson';
import { constants } from 'node:fs';
import { open, readdir, rename, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseImage, DocumentCodec, IndexSpec, JournalOp } from './durability.js';
import {
  ByteSink,
  batchGroup,
  decodeBatch,
  encodeBatch,
  encodeCollectionRecord,
  encodeEndRecord,
  PayloadReader,
  SNAP_COLLECTION,
  SNAP_DOCS,
  SNAP_END,
  SNAPSHOT_MAGIC,
  stampBatch,
  type BatchGroup,
} from './format.js';
import { ImageBuilder } from './image.js';
import type { DbPathLock } from './lock.js';
import { findValidRecord, readRecords } from './reader.js';
import type { DurabilityStats, StorageDurability } from './types.js';

const SEGMENT_FILE = /^journal-(\d{6,})\.log$/;
const SNAPSHOT_FILE = /^snapshot-(\d{6,})\.snap$/;
const SNAPSHOT_TEMP_FILE = /^snapshot-\d{6,}\.snap\.tmp$/;
const SNAPSHOT_CHUNK = 1 << 20;
/**
 * Journal segments are opened O_DSYNC where the platform has it: each group's write then returns only
 * once the data is on disk, one system call (and one thread-pool round trip) instead of write + fdatasync.
 */
const DSYNC: number | undefined = (constants as { O_DSYNC?: number }).O_DSYNC;
const SEGMENT_APPEND = DSYNC === undefined ? 'a' : constants.O_WRONLY | constants.O_APPEND | DSYNC;
const SEGMENT_CREATE =
  DSYNC === undefined
    ? 'wx'
    : constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_EXCL | DSYNC;

/** Makes written journal bytes durable: nothing to do when the segment is O_DSYNC. */
async function syncSegment(fh: FileHandle): Promise<void> {
  if (DSYNC === undefined) await fh.datasync();
}

const segmentName = (gen: number) => `journal-${String(gen).padStart(6, '0')}.log`;
const snapshotName = (gen: number) => `snapshot-${String(gen).padStart(6, '0')}.snap`;

interface PendingCommit {
  bytes: Buffer;
  resolve: () => void;
  reject: (err: Error) => void;
}

interface Rotation {
  /** the group being written when the checkpoint was asked for, repeated at the head of the new segment */
  carry: Buffer | null;
  resolve: (gen: number) => void;
  reject: (err: Error) => void;
}

interface PreparedCollection {
  header: Buffer;
  docs: Document[];
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

async function writeAll(fh: FileHandle, data: Buffer): Promise<void> {
  let done = 0;
  while (done < data.length) {
    const { bytesWritten } = await fh.write(data, done, data.length - done);
    done += bytesWritten;
  }
}

/**
 * Layout of dbPath: journal-N.log segments (records = committed batches), snapshot-N.snap holding
 * the state as of the start of segment N (so it makes every segment below N redundant), and the
 * lock file. Exactly one segment is open for appends at a time.
 */
export class FileDurability implements StorageDurability {
  private state: 'open' | 'loading' | 'ready' | 'closing' | 'closed' = 'open';
  private fh: FileHandle | null = null;
  private generation = 0;
  private readonly segmentBytes = new Map<number, number>();
  private queue: PendingCommit[] = [];
  private readonly rotations: Rotation[] = [];
  private running = false;
  private readonly idleWaiters: (() => void)[] = [];
  private inFlight: Buffer | null = null;
  private nextGroup = 1;
  private failure: Error | null = null;
  private checkpointRun: Promise<void> | null = null;
  private closing: Promise<void> | null = null;
  private readonly counters = {
    commits: 0,
    groups: 0,
    fsyncs: 0,
    bytes: 0,
    checkpoints: 0,
    truncatedBytes: 0,
  };

  constructor(
    readonly dbPath: string,
    private readonly codec: DocumentCodec,
    private readonly checkpointThresholdBytes: number,
    private readonly lock: DbPathLock,
  ) {}

  async load(): Promise<DatabaseImage> {
    if (this.state !== 'open') {
      throw new Error(this.state === 'closed' ? 'durability is closed' : 'load() may be called only once');
    }
    this.state = 'loading';
    let image: DatabaseImage;
    try {
      image = await this.recover();
    } catch (err) {
      await this.fh?.close();
      this.fh = null;
      if (this.state === 'loading') this.state = 'open';
      throw err;
    }
    if (this.state !== 'loading') {
      await this.fh?.close();
      this.fh = null;
      throw new Error(`durability for ${this.dbPath} was closed while load() ran`);
    }
    this.state = 'ready';
    return image;
  }

  commit(ops: JournalOp[]): Promise<void> {
    if (this.state !== 'ready') return Promise.reject(this.notReady('commit()'));
    if (this.failure) return Promise.reject(this.failedError());
    let bytes: Buffer;
    try {
      bytes = encodeBatch(ops, this.codec);
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
    this.counters.commits++;
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ bytes, resolve, reject });
      this.kick();
    });
  }

  wantsCheckpoint(): boolean {
    return (
      this.state === 'ready' && !this.checkpointRun && this.journalBytes() >= this.checkpointThresholdBytes
    );
  }

  /**
   * Commits that reach commit() after this call land in a new segment; the snapshot of `image`
   * then retires every older segment. A call made while another checkpoint runs waits for that
   * one and writes nothing itself (the journal still holds everything, so nothing is lost).
   */
  async checkpoint(image: DatabaseImage): Promise<void> {
    if (this.state !== 'ready') throw this.notReady('checkpoint()');
    if (this.checkpointRun) {
      await this.checkpointRun.catch(() => undefined);
      return;
    }
    const prepared = this.prepareSnapshot(image);
    const rotated = this.requestRotation();
    const run = this.writeCheckpoint(prepared, rotated);
    this.checkpointRun = run;
    try {
      await run;
    } finally {
      this.checkpointRun = null;
    }
  }

  close(): Promise<void> {
    if (this.state === 'closed') return Promise.resolve();
    if (!this.closing) {
      this.state = 'closing';
      this.closing = (async () => {
        if (this.checkpointRun) await this.checkpointRun.catch(() => undefined);
        if (this.running) await new Promise<void>((wake) => this.idleWaiters.push(wake));
        try {
          await this.fh?.close();
        } finally {
          this.fh = null;
          await this.lock.release();
          this.state = 'closed';
        }
      })();
    }
    return this.closing;
  }

  stats(): DurabilityStats {
    return { ...this.counters, journalBytes: this.journalBytes() };
  }

  // ---- group commit -------------------------------------------------------------------------

  private kick(): void {
    if (this.running) return;
    this.running = true;
    // Start on a microtask so commits issued in the same tick share the first write.
    queueMicrotask(() => void this.drain());
  }

  /** The single writer: one durable write (O_DSYNC, or write + fdatasync) per group of queued commits. */
  private async drain(): Promise<void> {
    for (;;) {
      const rotation = this.rotations.shift();
      if (rotation) {
        await this.rotate(rotation);
        continue;
      }
      if (this.queue.length === 0) break;
      const group = this.queue;
      this.queue = [];
      await this.writeGroup(group);
    }
    this.running = false;
    for (const wake of this.idleWaiters.splice(0)) wake();
  }

  private async writeGroup(group: PendingCommit[]): Promise<void> {
    const groupNumber = this.nextGroup++;
    group.forEach((c, i) => stampBatch(c.bytes, groupNumber, i === group.length - 1));
    const data =
      group.length === 1 ? (group[0] as PendingCommit).bytes : Buffer.concat(group.map((c) => c.bytes));
    this.inFlight = data;
    try {
      if (this.failure) throw this.failure;
      const fh = this.fh;
      if (!fh) throw new Error('journal is not open');
      await writeAll(fh, data);
      this.counters.groups++;
      await syncSegment(fh);
      this.counters.fsyncs++;
      this.counters.bytes += data.length;
      this.segmentBytes.set(this.generation, (this.segmentBytes.get(this.generation) ?? 0) + data.length);
    } catch (err) {
      // After a failed write or fsync the file's state is unknown: refuse everything from now on.
      this.failure ??= err instanceof Error ? err : new Error(String(err));
      const failed = this.failedError();
      for (const c of group) c.reject(failed);
      return;
    } finally {
      this.inFlight = null;
    }
    for (const c of group) c.resolve();
  }

  private failedError(): Error {
    return new Error(`journal in ${this.dbPath} is unusable after a failed write: ${message(this.failure)}`, {
      cause: this.failure,
    });
  }

  private notReady(what: string): Error {
    if (this.state === 'open' || this.state === 'loading')
      return new Error(`${what} called before load() finished`);
    return new Error(`${what} called on a closed durability (${this.dbPath})`);
  }

  private journalBytes(): number {
    let total = 0;
    for (const n of this.segmentBytes.values()) total += n;
    return total;
  }

  // ---- checkpoint ---------------------------------------------------------------------------

  private requestRotation(): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      this.rotations.push({ carry: this.inFlight, resolve, reject });
      this.kick();
    });
  }

  private async rotate(rotation: Rotation): Promise<void> {
    const gen = this.generation + 1;
    const path = join(this.dbPath, segmentName(gen));
    let fh: FileHandle | null = null;
    try {
      if (this.failure) throw this.failedError();
      fh = await open(path, SEGMENT_CREATE);
      if (rotation.carry) {
        await writeAll(fh, rotation.carry);
        await syncSegment(fh);
        this.counters.fsyncs++;
      }
      await this.syncDir();
      const old = this.fh;
      this.fh = fh;
      this.generation = gen;
      this.segmentBytes.set(gen, rotation.carry?.length ?? 0);
      await old?.close();
      rotation.resolve(gen);
    } catch (err) {
      if (fh && this.fh !== fh) {
        await fh.close().catch(() => undefined);
        await rm(path, { force: true }).catch(() => undefined);
      }
      rotation.reject(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /** Copies what the snapshot needs now, so later changes to the engine's structures cannot tear it. */
  private prepareSnapshot(image: DatabaseImage): PreparedCollection[] {
    if (!(image instanceof Map))
      throw new TypeError('checkpoint(image) expects a Map of namespace → collection');
    const prepared: PreparedCollection[] = [];
    for (const [ns, coll] of image) {
      if (typeof ns !== 'string' || !coll || !Array.isArray(coll.docs) || !Array.isArray(coll.indexes)) {
        throw new TypeError(`checkpoint(image): entry ${String(ns)} is not a collection image`);
      }
      prepared.push({
        header: encodeCollectionRecord(ns, coll.options ?? {}, coll.indexes, this.codec),
        docs: coll.docs.slice(),
      });
    }
    return prepared;
  }

  private async writeCheckpoint(prepared: PreparedCollection[], rotated: Promise<number>): Promise<void> {
    const gen = await rotated;
    const finalPath = join(this.dbPath, snapshotName(gen));
    const tempPath = `${finalPath}.tmp`;
    const fh = await open(tempPath, 'w');
    try {
      await writeAll(fh, SNAPSHOT_MAGIC);
      const sink = new ByteSink(SNAPSHOT_CHUNK + (64 << 10));
      let documents = 0;
      for (const coll of prepared) {
        await writeAll(fh, coll.header);
        let pending = 0;
        sink.beginRecord();
        sink.u8(SNAP_DOCS);
        for (const doc of coll.docs) {
          sink.bytes(this.codec.encode(doc));
          pending++;
          if (sink.length >= SNAPSHOT_CHUNK) {
            await writeAll(fh, sink.endRecord());
            sink.beginRecord();
            sink.u8(SNAP_DOCS);
            pending = 0;
          }
        }
        if (pending > 0) await writeAll(fh, sink.endRecord());
        documents += coll.docs.length;
      }
      await writeAll(fh, encodeEndRecord(gen, prepared.length, documents));
      await fh.sync();
      await fh.close();
      await rename(tempPath, finalPath);
      await this.syncDir();
    } catch (err) {
      await fh.close().catch(() => undefined);
      await rm(tempPath, { force: true });
      throw err;
    }
    for (const old of [...this.segmentBytes.keys()]) {
      if (old >= gen) continue;
      await rm(join(this.dbPath, segmentName(old)), { force: true });
      this.segmentBytes.delete(old);
    }
    for (const name of await readdir(this.dbPath)) {
      const m = SNAPSHOT_FILE.exec(name);
      if (m && Number(m[1]) < gen) await rm(join(this.dbPath, name), { force: true });
    }
    await this.syncDir();
    this.counters.checkpoints++;
  }

  private async syncDir(): Promise<void> {
    const dir = await open(this.dbPath, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }

  // ---- recovery -----------------------------------------------------------------------------

  private async recover(): Promise<DatabaseImage> {
    const segments = new Set<number>();
    const snapshots: number[] = [];
    for (const name of await readdir(this.dbPath)) {
      let m = SEGMENT_FILE.exec(name);
      if (m) segments.add(Number(m[1]));
      else if ((m = SNAPSHOT_FILE.exec(name))) snapshots.push(Number(m[1]));
      else if (SNAPSHOT_TEMP_FILE.test(name)) await rm(join(this.dbPath, name), { force: true });
    }
    snapshots.sort((a, b) => b - a);
    const newestSegment = Math.max(0, ...segments);

    // Newest snapshot that reads back intact; an older one only helps if no segment after it is gone.
    let builder: ImageBuilder | null = null;
    let base = 0;
    let snapshotError: unknown = null;
    for (const gen of snapshots) {
      if (snapshotError && !this.segmentsContiguous(segments, gen, newestSegment)) break;
      try {
        builder = await this.readSnapshot(gen);
        base = gen;
        break;
      } catch (err) {
        snapshotError ??= err;
      }
    }
    if (!builder) {
      if (snapshotError) throw snapshotError;
      builder = new ImageBuilder(this.codec);
    }

    const first = base === 0 ? 1 : base;
    for (const gen of segments) {
      if (gen < first) await rm(join(this.dbPath, segmentName(gen)), { force: true });
    }
    if (segments.size > 0 || base > 0) {
      for (let gen = first; gen <= Math.max(newestSegment, first); gen++) {
        if (!segments.has(gen)) {
          const why = base > 0 ? `after ${snapshotName(base)}` : 'with no snapshot';
          throw new Error(
            `journal segment ${join(this.dbPath, segmentName(gen))} is missing (${why}); ` +
              'the database cannot be recovered without it',
          );
        }
      }
    }
    for (let gen = first; gen <= newestSegment; gen++) {
      await this.replaySegment(gen, gen === newestSegment, builder);
    }

    if (newestSegment >= first) {
      this.generation = newestSegment;
      this.fh = await open(join(this.dbPath, segmentName(newestSegment)), SEGMENT_APPEND);
    } else {
      this.generation = first;
      this.fh = await open(join(this.dbPath, segmentName(first)), SEGMENT_CREATE);
      this.segmentBytes.set(first, 0);
      await this.syncDir();
    }
    return builder.finish();
  }

  private segmentsContiguous(segments: Set<number>, from: number, to: number): boolean {
    for (let gen = from; gen <= to; gen++) if (!segments.has(gen)) return false;
    return segments.has(from);
  }

  private async replaySegment(gen: number, isLast: boolean, builder: ImageBuilder): Promise<void> {
    const path = join(this.dbPath, segmentName(gen));
    const fh = await open(path, isLast ? 'r+' : 'r');
    try {
      let previous: BatchGroup | null = null;
      const outcome = await readRecords(fh, 0, (payload, offset) => {
        let ops: JournalOp[];
        try {
          previous = batchGroup(payload);
          ops = decodeBatch(payload, this.codec);
        } catch (err) {
          throw new Error(
            `journal ${path}: record at offset ${offset} passed its checksum but cannot be decoded (${message(err)})`,
          );
        }
        builder.apply(ops);
        this.nextGroup = Math.max(this.nextGroup, previous.group + 1);
      });
      if (outcome.bad) {
        const { offset, reason } = outcome.bad;
        const before = previous as BatchGroup | null;
        // The damaged record belongs to the group after `before` (or to its group, if unfinished).
        // Only the last group written can be torn: it was never fsynced, so never acknowledged.
        const damagedGroup = before ? (before.lastOfGroup ? before.group + 1 : before.group) : null;
        const later = await this.recordsAfter(fh, offset, outcome.size);
        const torn = isLast && later.every((r) => r.group === damagedGroup);
        if (!torn) {
          const after = later[0]
            ? `valid records follow at offset ${later[0].offset}`
            : 'later journal segments follow it';
          throw new Error(
            `journal ${path} is corrupt at offset ${offset} (${reason}) and ${after}; refusing to start ` +
              'rather than silently drop acknowledged writes. Restore the file from a backup, or move it ' +
              'aside to accept losing the writes it holds.',
          );
        }
        await fh.truncate(outcome.validEnd);
        await fh.datasync();
        this.counters.truncatedBytes += outcome.size - outcome.validEnd;
      }
      this.segmentBytes.set(gen, outcome.validEnd);
    } finally {
      await fh.close();
    }
  }

  /** Every intact record after a damaged one at `from`, with the write group it belongs to. */
  private async recordsAfter(
    fh: FileHandle,
    from: number,
    size: number,
  ): Promise<{ offset: number; group: number }[]> {
    const found: { offset: number; group: number }[] = [];
    let at = await findValidRecord(fh, from + 1, size);
    while (at !== -1) {
      const outcome = await readRecords(fh, at, (payload, offset) => {
        let group = Number.NaN;
        try {
          group = batchGroup(payload).group;
        } catch {
          // not a batch record: counts as foreign data, which no group matches
        }
        found.push({ offset, group });
      });
      if (!outcome.bad) break;
      at = await findValidRecord(fh, outcome.bad.offset + 1, size);
    }
    return found;
  }

  private async readSnapshot(gen: number): Promise<ImageBuilder> {
    const path = join(this.dbPath, snapshotName(gen));
    const fh = await open(path, 'r');
    try {
      const head = Buffer.alloc(SNAPSHOT_MAGIC.length);
      const { bytesRead } = await fh.read(head, 0, head.length, 0);
      if (bytesRead !== head.length || !head.equals(SNAPSHOT_MAGIC)) {
        throw new Error(`snapshot ${path} is not an embedded-mongo snapshot (bad file header)`);
      }
      const builder = new ImageBuilder(this.codec);
      let docs: Document[] | null = null;
      let end: { gen: number; collections: number; documents: number } | null = null;
      let collections = 0;
      let documents = 0;
      const outcome = await readRecords(fh, SNAPSHOT_MAGIC.length, (payload, offset) => {
        try {
          if (end) throw new Error('data after the end record');
          const kind = payload[0];
          if (kind === SNAP_COLLECTION) {
            const r = new PayloadReader(payload.subarray(1));
            const ns = r.string();
            const options = this.codec.decode(r.bytes());
            const indexes: IndexSpec[] = [];
            for (let n = r.u32(); n > 0; n--) indexes.push(this.codec.decode(r.bytes()) as IndexSpec);
            r.done();
            docs = builder.addCollection(ns, options, indexes).docs;
            collections++;
          } else if (kind === SNAP_DOCS) {
            if (!docs) throw new Error('documents before any collection');
            let at = 1;
            while (at < payload.length) {
              if (at + 4 > payload.length) throw new Error('document length cut short');
              const len = payload.readUInt32LE(at);
              if (at + 4 + len > payload.length) throw new Error('document runs past its record');
              docs.push(this.codec.decode(payload.subarray(at + 4, at + 4 + len)));
              documents++;
              at += 4 + len;
            }
          } else if (kind === SNAP_END) {
            const r = new PayloadReader(payload.subarray(1));
            end = { gen: r.u32(), collections: r.u32(), documents: r.f64() };
            r.done();
          } else {
            throw new Error(`unknown record kind ${String(kind)}`);
          }
        } catch (err) {
          throw new Error(`snapshot ${path} is unreadable at offset ${offset}: ${message(err)}`);
        }
      });
      if (outcome.bad) {
        throw new Error(
          `snapshot ${path} is corrupt at offset ${outcome.bad.offset} (${outcome.bad.reason})`,
        );
      }
      const summary = end as { gen: number; collections: number; documents: number } | null;
      if (!summary) throw new Error(`snapshot ${path} is incomplete (no end record)`);
      if (summary.gen !== gen || summary.collections !== collections || summary.documents !== documents) {
        throw new Error(`snapshot ${path} does not match its end record`);
      }
      return builder;
    } finally {
      await fh.close();
    }
  }
}
