import {
  Binary,
  BSON,
  BSONRegExp,
  Code,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
  type Document,
} from 'bson';
import { describe, expect, it } from 'vitest';
import { OP_MSG, parseMessage, rawArrayElements, withIdFirst } from './protocol.js';

function opMsg(body: Document, sequences: Array<[string, Document[]]> = []): Buffer {
  const parts: Buffer[] = [Buffer.from([0]), Buffer.from(BSON.serialize(body))];
  for (const [id, docs] of sequences) {
    const payload = Buffer.concat([Buffer.from(`${id}\0`, 'utf8'), ...docs.map((d) => BSON.serialize(d))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(4 + payload.length);
    parts.push(Buffer.from([1]), size, payload);
  }
  const rest = Buffer.concat(parts);
  const head = Buffer.alloc(20);
  head.writeInt32LE(20 + rest.length, 0);
  head.writeInt32LE(7, 4);
  head.writeInt32LE(OP_MSG, 12);
  return Buffer.concat([head, rest]);
}

const every = {
  double: new Double(1.5),
  string: 'héllo',
  doc: { a: 1 },
  array: [1, 'x'],
  binary: new Binary(Buffer.from([1, 2, 3]), 4),
  undef: undefined,
  oid: new ObjectId(),
  bool: true,
  date: new Date(5),
  nil: null,
  regex: new BSONRegExp('a.c', 'i'),
  code: new Code('x()'),
  codeScope: new Code('y()', { z: 1 }),
  int: new Int32(3),
  ts: new Timestamp({ t: 1, i: 2 }),
  long: Long.fromNumber(9),
  dec: Decimal128.fromString('1.10'),
  min: new MinKey(),
  max: new MaxKey(),
};

describe('raw BSON of inserted documents', () => {
  it('slices each element of a top-level array after fields of every BSON type', () => {
    const docs = [
      { _id: 1, every },
      { _id: 2, s: 'two' },
    ];
    const bytes = Buffer.from(BSON.serialize({ insert: 'c', ...every, documents: [...docs, 42], tail: 1 }));
    const raw = rawArrayElements(bytes, 'documents');
    expect(raw).toHaveLength(3);
    expect(Buffer.from(raw![0]!)).toEqual(Buffer.from(BSON.serialize(docs[0]!)));
    expect(Buffer.from(raw![1]!)).toEqual(Buffer.from(BSON.serialize(docs[1]!)));
    expect(raw![2]).toBeUndefined();
    expect(rawArrayElements(bytes, 'missing')).toBeUndefined();
    expect(rawArrayElements(bytes, 'string')).toBeUndefined();
  });

  it('gives an insert its documents bytes from the body or from a document sequence', () => {
    const docs = [
      { _id: new ObjectId(), n: new Int32(1) },
      { _id: 'b', d: new Double(2) },
    ];
    const inBody = parseMessage(opMsg({ insert: 'c', documents: docs, $db: 'x' }));
    expect(inBody.rawDocuments?.map((b) => Buffer.from(b!))).toEqual(
      docs.map((d) => Buffer.from(BSON.serialize(d))),
    );
    const inSequence = parseMessage(opMsg({ insert: 'c', $db: 'x' }, [['documents', docs]]));
    expect(inSequence.command.documents).toHaveLength(2);
    expect(inSequence.rawDocuments?.map((b) => Buffer.from(b!))).toEqual(
      docs.map((d) => Buffer.from(BSON.serialize(d))),
    );
    expect(parseMessage(opMsg({ find: 'c', documents: docs, $db: 'x' })).rawDocuments).toBeUndefined();
  });
});

describe('withIdFirst', () => {
  it('moves the _id element to the front, byte for byte what the reordered document encodes to', () => {
    const doc = { a: 1, nested: { _id: 'inner' }, _id: new ObjectId(), z: 'last' };
    const moved = withIdFirst(BSON.serialize(doc));
    const { _id, ...rest } = doc;
    expect(Buffer.from(moved!)).toEqual(Buffer.from(BSON.serialize({ _id, ...rest })));
    const first = BSON.serialize({ _id: 1, a: 2 });
    expect(withIdFirst(first)).toBe(first);
    expect(withIdFirst(BSON.serialize({ a: 1, _idx: 2 }))).toBeUndefined();
  });
});
