// MongoDB wire protocol framing: OP_MSG (2013), legacy OP_QUERY (2004) in, OP_MSG / OP_REPLY (1) out.
import { BSON, type Document } from 'bson';
import { normalize } from '../engine/values.js';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;
export const MAX_MESSAGE_SIZE = 48_000_000;
export const MAX_BSON_SIZE = 16 * 1024 * 1024;

const FLAG_CHECKSUM = 1 << 0;
const FLAG_MORE_TO_COME = 1 << 1;
const FLAG_EXHAUST_ALLOWED = 1 << 16;

export class ProtocolError extends Error {}

export interface Header {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export interface CommandMessage {
  kind: 'msg' | 'query';
  requestId: number;
  moreToCome: boolean;
  command: Document;
  /** OP_QUERY only: "db.$cmd" */
  fullCollectionName?: string;
  /**
   * insert only: the BSON bytes of each element of `documents` as received (undefined where an element
   * is not a document), so the journal can store them without encoding the decoded document again.
   * Views into the message buffer: valid while the command is handled.
   */
  rawDocuments?: (Uint8Array | undefined)[];
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    t[i] = c >>> 0;
  }
  return t;
})();

export function crc32c(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const DESERIALIZE_OPTIONS = {
  promoteValues: false,
  promoteBuffers: false,
  bsonRegExp: false,
} as const;

function decodeDocument(bytes: Uint8Array): Document {
  return normalize(BSON.deserialize(bytes, DESERIALIZE_OPTIONS)) as Document;
}

export function readHeader(buf: Buffer): Header {
  return {
    length: buf.readInt32LE(0),
    requestId: buf.readInt32LE(4),
    responseTo: buf.readInt32LE(8),
    opCode: buf.readInt32LE(12),
  };
}

function readDocAt(buf: Buffer, offset: number, end: number): { doc: Document; next: number; bytes: Buffer } {
  if (offset + 5 > end) throw new ProtocolError('truncated BSON document');
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw new ProtocolError('invalid BSON document length');
  if (size > MAX_BSON_SIZE + 16 * 1024) throw new ProtocolError('BSON document too large');
  const bytes = buf.subarray(offset, offset + size);
  return { doc: decodeDocument(bytes), next: offset + size, bytes };
}

/** Size of a BSON element's value of type `type` at `at`, or -1 for a type it does not know. */
function valueSize(buf: Buffer, type: number, at: number): number {
  switch (type) {
    case 0x01: // double
    case 0x09: // date
    case 0x11: // timestamp
    case 0x12: // int64
      return 8;
    case 0x02: // string
    case 0x0d: // code
    case 0x0e: // symbol
      return 4 + buf.readInt32LE(at);
    case 0x03: // document
    case 0x04: // array
    case 0x0f: // code with scope
      return buf.readInt32LE(at);
    case 0x05: // binary
      return 5 + buf.readInt32LE(at);
    case 0x06: // undefined
    case 0x0a: // null
    case 0x7f: // max key
    case 0xff: // min key
      return 0;
    case 0x07: // ObjectId
      return 12;
    case 0x08: // bool
      return 1;
    case 0x0b: {
      // regex: two C strings
      const first = buf.indexOf(0, at);
      return buf.indexOf(0, first + 1) + 1 - at;
    }
    case 0x0c: // DBPointer
      return 4 + buf.readInt32LE(at) + 12;
    case 0x10: // int32
      return 4;
    case 0x13: // decimal128
      return 16;
    default:
      return -1;
  }
}

/**
 * The bytes of each element of the top-level array `field` of an (already validated) BSON document;
 * undefined for elements that are not documents, or entirely when the field is not an array.
 */
export function rawArrayElements(doc: Buffer, field: string): (Uint8Array | undefined)[] | undefined {
  const end = doc.length - 1;
  let at = 4;
  while (at < end) {
    const type = doc[at]!;
    const nameEnd = doc.indexOf(0, at + 1);
    if (nameEnd < 0) return undefined;
    const valueAt = nameEnd + 1;
    const size = valueSize(doc, type, valueAt);
    if (size < 0) return undefined;
    if (type === 0x04 && doc.toString('utf8', at + 1, nameEnd) === field) {
      const out: (Uint8Array | undefined)[] = [];
      const arrayEnd = valueAt + size - 1;
      let p = valueAt + 4;
      while (p < arrayEnd) {
        const t = doc[p]!;
        const keyEnd = doc.indexOf(0, p + 1);
        const elementSize = valueSize(doc, t, keyEnd + 1);
        if (keyEnd < 0 || elementSize < 0) return undefined;
        out.push(t === 0x03 ? doc.subarray(keyEnd + 1, keyEnd + 1 + elementSize) : undefined);
        p = keyEnd + 1 + elementSize;
      }
      return out;
    }
    at = valueAt + size;
  }
  return undefined;
}

/**
 * The same (already validated) BSON document with its _id element moved to the front, the order the
 * engine stores documents in; undefined when it has no _id.
 */
export function withIdFirst(raw: Uint8Array): Uint8Array | undefined {
  const doc = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const end = doc.length - 1;
  let at = 4;
  while (at < end) {
    const nameEnd = doc.indexOf(0, at + 1);
    const size = nameEnd < 0 ? -1 : valueSize(doc, doc[at]!, nameEnd + 1);
    if (size < 0) return undefined;
    const next = nameEnd + 1 + size;
    if (nameEnd === at + 4 && doc.toString('latin1', at + 1, nameEnd) === '_id') {
      if (at === 4) return raw;
      const out = Buffer.allocUnsafe(doc.length);
      out.writeInt32LE(doc.length, 0);
      doc.copy(out, 4, at, next);
      doc.copy(out, 4 + next - at, 4, at);
      doc.copy(out, next, next);
      return out;
    }
    at = next;
  }
  return undefined;
}

/** Parses one complete message (header included). Throws ProtocolError on malformed input. */
export function parseMessage(buf: Buffer): CommandMessage {
  const header = readHeader(buf);
  if (header.opCode === OP_MSG) return parseOpMsg(buf, header);
  if (header.opCode === OP_QUERY) return parseOpQuery(buf, header);
  if (header.opCode === OP_COMPRESSED) throw new ProtocolError('compression is not supported');
  throw new ProtocolError(`unsupported opCode ${header.opCode}`);
}

function parseOpMsg(buf: Buffer, header: Header): CommandMessage {
  if (buf.length < 21) throw new ProtocolError('OP_MSG too short');
  const flags = buf.readUInt32LE(16);
  const known = FLAG_CHECKSUM | FLAG_MORE_TO_COME | FLAG_EXHAUST_ALLOWED;
  // Unknown bits in the low 16 are "required" per the OP_MSG spec and must be rejected.
  if ((flags & 0xffff & ~known) !== 0) throw new ProtocolError(`unsupported OP_MSG flag bits ${flags}`);
  let end = buf.length;
  if (flags & FLAG_CHECKSUM) {
    end -= 4;
    if (end < 21) throw new ProtocolError('OP_MSG too short for checksum');
    const expected = buf.readUInt32LE(end);
    if (crc32c(buf.subarray(0, end)) !== expected) throw new ProtocolError('OP_MSG checksum mismatch');
  }
  let offset = 20;
  let body: Document | undefined;
  let bodyBytes: Buffer | undefined;
  const sequences: Array<[string, Document[], Uint8Array[]]> = [];
  while (offset < end) {
    const kind = buf[offset]!;
    offset += 1;
    if (kind === 0) {
      if (body) throw new ProtocolError('OP_MSG has more than one body section');
      const r = readDocAt(buf, offset, end);
      body = r.doc;
      bodyBytes = r.bytes;
      offset = r.next;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new ProtocolError('truncated document sequence');
      const size = buf.readInt32LE(offset);
      const seqEnd = offset + size;
      if (size < 5 || seqEnd > end) throw new ProtocolError('invalid document sequence length');
      let p = offset + 4;
      const zero = buf.indexOf(0, p);
      if (zero < 0 || zero >= seqEnd) throw new ProtocolError('invalid document sequence identifier');
      const id = buf.toString('utf8', p, zero);
      p = zero + 1;
      const docs: Document[] = [];
      const raw: Uint8Array[] = [];
      while (p < seqEnd) {
        const r = readDocAt(buf, p, seqEnd);
        docs.push(r.doc);
        raw.push(r.bytes);
        p = r.next;
      }
      sequences.push([id, docs, raw]);
      offset = seqEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body || !bodyBytes) throw new ProtocolError('OP_MSG without body section');
  let rawDocuments: (Uint8Array | undefined)[] | undefined;
  for (const [id, docs, raw] of sequences) {
    if (id in body) throw new ProtocolError(`duplicate field ${id} in OP_MSG body and document sequence`);
    body[id] = docs;
    if (id === 'documents') rawDocuments = raw;
  }
  const message: CommandMessage = {
    kind: 'msg',
    requestId: header.requestId,
    moreToCome: (flags & FLAG_MORE_TO_COME) !== 0,
    command: body,
  };
  if (Object.keys(body)[0] === 'insert') {
    rawDocuments ??= Array.isArray(body.documents) ? rawArrayElements(bodyBytes, 'documents') : undefined;
    if (rawDocuments) message.rawDocuments = rawDocuments;
  }
  return message;
}

function parseOpQuery(buf: Buffer, header: Header): CommandMessage {
  let offset = 20;
  const zero = buf.indexOf(0, offset);
  if (zero < 0) throw new ProtocolError('OP_QUERY without collection name');
  const fullCollectionName = buf.toString('utf8', offset, zero);
  offset = zero + 1 + 8; // numberToSkip, numberToReturn
  const { doc } = readDocAt(buf, offset, buf.length);
  let command = doc;
  if (command.$query && typeof command.$query === 'object') command = command.$query as Document;
  return { kind: 'query', requestId: header.requestId, moreToCome: false, command, fullCollectionName };
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.allocUnsafe(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

export function encodeOpMsgReply(responseTo: number, doc: Document): Buffer {
  const body = BSON.serialize(doc, { checkKeys: false, ignoreUndefined: true });
  const out = Buffer.allocUnsafe(16 + 5 + body.length);
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(OP_MSG, 12);
  out.writeUInt32LE(0, 16); // flag bits
  out[20] = 0; // section kind 0: body
  out.set(body, 21);
  return out;
}

export function encodeOpReply(responseTo: number, doc: Document): Buffer {
  const body = BSON.serialize(doc, { checkKeys: false, ignoreUndefined: true });
  const fixed = Buffer.alloc(20);
  fixed.writeInt32LE(0, 0); // responseFlags
  fixed.writeBigInt64LE(0n, 4); // cursorID
  fixed.writeInt32LE(0, 12); // startingFrom
  fixed.writeInt32LE(1, 16); // numberReturned
  return Buffer.concat([header(16 + 20 + body.length, responseTo, OP_REPLY), fixed, body]);
}
