// On-disk encoding shared by journal segments and snapshots: checksummed records and the payloads inside them.
import { crc32 } from 'node:zlib';
import type { Document } from 'bson';
import type { DocumentCodec, IndexSpec, JournalOp } from './durability.js';

/**
 * Record frame: magic(4) crc32(4) length(4) payload(length). The checksum covers the length field
 * and the payload, so a torn or bit-flipped length is caught as well.
 */
export const RECORD_MAGIC = Buffer.from([0xd5, 0x45, 0x4d, 0x52]);
export const RECORD_HEADER = 12;
export const MAGIC_U32 = RECORD_MAGIC.readUInt32LE(0);

export const SNAPSHOT_MAGIC = Buffer.from('EMSNAP01', 'latin1');

/** Growable byte buffer that copies every piece in as soon as it is produced. */
export class ByteSink {
  private buf: Buffer;
  length = 0;

  constructor(capacity = 512) {
    this.buf = Buffer.allocUnsafe(capacity);
  }

  /** Starts a record: leaves room for the header. */
  beginRecord(): void {
    this.length = 0;
    this.reserve(RECORD_HEADER);
    this.length = RECORD_HEADER;
  }

  /** Fills in the header and returns the record (a view; valid until the next beginRecord). */
  endRecord(seal = true): Buffer {
    const record = this.buf.subarray(0, this.length);
    RECORD_MAGIC.copy(record, 0);
    record.writeUInt32LE(this.length - RECORD_HEADER, 8);
    if (seal) sealRecord(record);
    return record;
  }

  u8(v: number): void {
    this.reserve(1);
    this.buf[this.length++] = v;
  }
  u32(v: number): void {
    this.reserve(4);
    this.buf.writeUInt32LE(v, this.length);
    this.length += 4;
  }
  f64(v: number): void {
    this.reserve(8);
    this.buf.writeDoubleLE(v, this.length);
    this.length += 8;
  }
  bytes(b: Uint8Array): void {
    this.u32(b.length);
    this.reserve(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }
  string(s: string): void {
    const n = Buffer.byteLength(s, 'utf8');
    this.u32(n);
    this.reserve(n);
    this.buf.write(s, this.length, 'utf8');
    this.length += n;
  }

  private reserve(n: number): void {
    if (this.length + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.length + n));
    this.buf.copy(next, 0, 0, this.length);
    this.buf = next;
  }
}

function sealRecord(record: Buffer): void {
  record.writeUInt32LE(crc32(record.subarray(8)), 4);
}

export function recordChecksumOk(buf: Buffer, at: number, length: number): boolean {
  return crc32(buf.subarray(at + 8, at + RECORD_HEADER + length)) === buf.readUInt32LE(at + 4);
}

const OP_CODES = {
  createCollection: 1,
  dropCollection: 2,
  dropDatabase: 3,
  createIndex: 4,
  dropIndex: 5,
  put: 6,
  delete: 7,
} as const;

type OpName = keyof typeof OP_CODES;
const OP_NAMES = new Map<number, OpName>(Object.entries(OP_CODES).map(([k, v]) => [v, k as OpName]));
const EMPTY = new Uint8Array(0);

function isDocument(v: unknown): v is Document {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function checkString(v: unknown, what: string, index: number): string {
  if (typeof v !== 'string' || v.length === 0) {
    throw new TypeError(`journal op #${index}: ${what} must be a non-empty string`);
  }
  return v;
}

/** Validates one op and returns its [code, name string, argument bytes]. */
function encodeOp(op: JournalOp, codec: DocumentCodec, index: number): [number, string, Uint8Array] {
  if (!isDocument(op)) throw new TypeError(`journal op #${index} must be an object`);
  switch (op.op) {
    case 'createCollection':
      if (!isDocument(op.options))
        throw new TypeError(`journal op #${index}: createCollection needs options`);
      return [OP_CODES.createCollection, checkString(op.ns, 'ns', index), codec.encode(op.options)];
    case 'dropCollection':
      return [OP_CODES.dropCollection, checkString(op.ns, 'ns', index), EMPTY];
    case 'dropDatabase':
      return [OP_CODES.dropDatabase, checkString(op.db, 'db', index), EMPTY];
    case 'createIndex':
      if (!isDocument(op.spec) || typeof op.spec.name !== 'string' || !isDocument(op.spec.key)) {
        throw new TypeError(`journal op #${index}: createIndex needs spec.name and spec.key`);
      }
      return [OP_CODES.createIndex, checkString(op.ns, 'ns', index), codec.encode(op.spec)];
    case 'dropIndex':
      return [
        OP_CODES.dropIndex,
        checkString(op.ns, 'ns', index),
        Buffer.from(checkString(op.name, 'name', index), 'utf8'),
      ];
    case 'put':
      if (!isDocument(op.doc) || !('_id' in op.doc)) {
        throw new TypeError(`journal op #${index}: put needs a document with an _id`);
      }
      if (op.bytes !== undefined && !(op.bytes instanceof Uint8Array))
        throw new TypeError(`journal op #${index}: put bytes must be a Uint8Array`);
      return [OP_CODES.put, checkString(op.ns, 'ns', index), op.bytes ?? codec.encode(op.doc)];
    case 'delete':
      if (op.id === undefined) throw new TypeError(`journal op #${index}: delete needs an id`);
      return [OP_CODES.delete, checkString(op.ns, 'ns', index), codec.encode({ id: op.id })];
    default:
      throw new TypeError(`journal op #${index}: unknown op ${JSON.stringify((op as { op?: unknown }).op)}`);
  }
}

/**
 * One committed batch as a journal record (a fresh buffer), not yet sealed: the writer stamps its
 * group with stampBatch() first. Payload: group(f64) lastOfGroup(u8) count(u32) then per op:
 * code(u8) str(u32 length + utf8) bytes(u32 length + bytes).
 */
export function encodeBatch(ops: JournalOp[], codec: DocumentCodec): Buffer {
  if (!Array.isArray(ops)) throw new TypeError('commit(ops) expects an array of journal ops');
  const encoded: [number, string, Uint8Array][] = [];
  let size = RECORD_HEADER + 8 + 1 + 4;
  for (let i = 0; i < ops.length; i++) {
    const e = encodeOp(ops[i] as JournalOp, codec, i);
    size += 1 + 4 + Buffer.byteLength(e[1], 'utf8') + 4 + e[2].length;
    encoded.push(e);
  }
  const sink = new ByteSink(size);
  sink.beginRecord();
  sink.f64(0);
  sink.u8(0);
  sink.u32(ops.length);
  for (const [code, str, bytes] of encoded) {
    sink.u8(code);
    sink.string(str);
    sink.bytes(bytes);
  }
  return sink.endRecord(false);
}

/**
 * Records which write group a batch went out in, then seals it. Groups are numbered consecutively
 * within a segment, which lets recovery tell a torn unacknowledged group from damaged acknowledged data.
 */
export function stampBatch(record: Buffer, group: number, lastOfGroup: boolean): void {
  record.writeDoubleLE(group, RECORD_HEADER);
  record[RECORD_HEADER + 8] = lastOfGroup ? 1 : 0;
  sealRecord(record);
}

export interface BatchGroup {
  group: number;
  lastOfGroup: boolean;
}

export function batchGroup(payload: Buffer): BatchGroup {
  if (payload.length < 9) throw new Error('journal record too short');
  return { group: payload.readDoubleLE(0), lastOfGroup: payload[8] === 1 };
}

/** Bounds-checked cursor over one record payload. */
export class PayloadReader {
  private at = 0;
  constructor(private readonly buf: Buffer) {}

  u8(): number {
    this.need(1);
    return this.buf[this.at++] as number;
  }
  u32(): number {
    this.need(4);
    const v = this.buf.readUInt32LE(this.at);
    this.at += 4;
    return v;
  }
  f64(): number {
    this.need(8);
    const v = this.buf.readDoubleLE(this.at);
    this.at += 8;
    return v;
  }
  bytes(): Buffer {
    const n = this.u32();
    this.need(n);
    const out = this.buf.subarray(this.at, this.at + n);
    this.at += n;
    return out;
  }
  string(): string {
    return this.bytes().toString('utf8');
  }
  done(): void {
    if (this.at !== this.buf.length)
      throw new Error(`${this.buf.length - this.at} unexpected trailing bytes`);
  }
  private need(n: number): void {
    if (this.at + n > this.buf.length) throw new Error('payload ends early');
  }
}

export function decodeBatch(payload: Buffer, codec: DocumentCodec): JournalOp[] {
  const r = new PayloadReader(payload);
  r.f64();
  r.u8();
  const count = r.u32();
  const ops: JournalOp[] = [];
  for (let i = 0; i < count; i++) {
    const code = r.u8();
    const str = r.string();
    const bytes = r.bytes();
    switch (OP_NAMES.get(code)) {
      case 'createCollection':
        ops.push({ op: 'createCollection', ns: str, options: codec.decode(bytes) });
        break;
      case 'dropCollection':
        ops.push({ op: 'dropCollection', ns: str });
        break;
      case 'dropDatabase':
        ops.push({ op: 'dropDatabase', db: str });
        break;
      case 'createIndex':
        ops.push({ op: 'createIndex', ns: str, spec: codec.decode(bytes) as IndexSpec });
        break;
      case 'dropIndex':
        ops.push({ op: 'dropIndex', ns: str, name: bytes.toString('utf8') });
        break;
      case 'put':
        ops.push({ op: 'put', ns: str, doc: codec.decode(bytes) });
        break;
      case 'delete':
        ops.push({ op: 'delete', ns: str, id: (codec.decode(bytes) as { id: unknown }).id });
        break;
      default:
        throw new Error(`unknown op code ${code}`);
    }
  }
  r.done();
  return ops;
}

// Snapshot payload kinds. A docs record is kind(u8) then (u32 length + document bytes) to its end and
// belongs to the collection record before it.
export const SNAP_COLLECTION = 1;
export const SNAP_DOCS = 2;
export const SNAP_END = 3;

/** kind(u8) ns options indexCount(u32) index... */
export function encodeCollectionRecord(
  ns: string,
  options: Document,
  indexes: IndexSpec[],
  codec: DocumentCodec,
): Buffer {
  const sink = new ByteSink(256);
  sink.beginRecord();
  sink.u8(SNAP_COLLECTION);
  sink.string(ns);
  sink.bytes(codec.encode(options));
  sink.u32(indexes.length);
  for (const spec of indexes) sink.bytes(codec.encode(spec));
  return sink.endRecord();
}

/** kind(u8) generation(u32) collections(u32) documents(f64) */
export function encodeEndRecord(generation: number, collections: number, documents: number): Buffer {
  const sink = new ByteSink(64);
  sink.beginRecord();
  sink.u8(SNAP_END);
  sink.u32(generation);
  sink.u32(collections);
  sink.f64(documents);
  return sink.endRecord();
}
