// MongoDB wire protocol framing: OP_MSG (2013), legacy OP_QUERY (2004) in, OP_MSG / OP_REPLY (1) out.
import { BSON, type Document } from 'bson';
import { normalize } from '../engine/values.js';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
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

export const DESERIALIZE_OPTIONS = {
  promoteValues: false,
  promoteBuffers: false,
  bsonRegExp: false,
} as const;

export function decodeDocument(bytes: Uint8Array): Document {
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

function readDocAt(buf: Buffer, offset: number, end: number): { doc: Document; next: number } {
  if (offset + 5 > end) throw new ProtocolError('truncated BSON document');
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw new ProtocolError('invalid BSON document length');
  if (size > MAX_BSON_SIZE + 16 * 1024) throw new ProtocolError('BSON document too large');
  return { doc: decodeDocument(buf.subarray(offset, offset + size)), next: offset + size };
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
  const sequences: Array<[string, Document[]]> = [];
  while (offset < end) {
    const kind = buf[offset]!;
    offset += 1;
    if (kind === 0) {
      if (body) throw new ProtocolError('OP_MSG has more than one body section');
      const r = readDocAt(buf, offset, end);
      body = r.doc;
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
      while (p < seqEnd) {
        const r = readDocAt(buf, p, seqEnd);
        docs.push(r.doc);
        p = r.next;
      }
      sequences.push([id, docs]);
      offset = seqEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without body section');
  for (const [id, docs] of sequences) {
    if (id in body) throw new ProtocolError(`duplicate field ${id} in OP_MSG body and document sequence`);
    body[id] = docs;
  }
  return {
    kind: 'msg',
    requestId: header.requestId,
    moreToCome: (flags & FLAG_MORE_TO_COME) !== 0,
    command: body,
  };
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
  const flags = Buffer.alloc(5);
  return Buffer.concat([header(16 + 5 + body.length, responseTo, OP_MSG), flags, body]);
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
