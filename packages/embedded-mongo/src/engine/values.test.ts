import { Decimal128, Double, Long, MaxKey, MinKey, ObjectId, Binary } from 'bson';
import { Query } from 'mingo/query';
import { describe, expect, it } from 'vitest';
import { mingoOptions, parseSort, sortDocuments } from './mingo-context.js';
import { canonicalKey, compareValues, normalize, typeName } from './values.js';

describe('value model', () => {
  it('normalises int32 to numbers and keeps integral doubles and longs typed', () => {
    const doc = normalize({ a: new Double(2), b: new Double(2.5), c: Long.fromNumber(7) }) as Record<
      string,
      unknown
    >;
    expect(doc.a).toBeInstanceOf(Double);
    expect(doc.b).toBe(2.5);
    expect(doc.c).toBeInstanceOf(Long);
    expect([typeName(1), typeName(doc.a), typeName(doc.c), typeName(Decimal128.fromString('1'))]).toEqual([
      'int',
      'double',
      'long',
      'decimal',
    ]);
  });

  it('compares numbers across int, long, double and decimal', () => {
    expect(compareValues(5, Long.fromNumber(5))).toBe(0);
    expect(compareValues(new Double(5), Decimal128.fromString('5.0'))).toBe(0);
    expect(compareValues(Long.fromNumber(4), 4.5)).toBe(-1);
    expect(canonicalKey(new Double(3))).toBe(canonicalKey(Long.fromNumber(3)));
  });

  it('sorts by MongoDB type order', () => {
    const values = [
      new MaxKey(),
      /x/,
      new Date(0),
      true,
      new ObjectId(),
      new Binary(Buffer.from('a')),
      [1],
      { a: 1 },
      'str',
      3,
      null,
      new MinKey(),
    ];
    const order = sortDocuments(
      values.map((v) => ({ v })),
      parseSort({ v: 1 }),
    ).map((d) => typeName(d.v));
    // arrays sort by their smallest element (1), so [1] lands among the numbers
    expect(order).toEqual([
      'minKey',
      'null',
      'array',
      'int',
      'string',
      'object',
      'binData',
      'objectId',
      'bool',
      'date',
      'regex',
      'maxKey',
    ]);
  });

  it('matches queries with BSON semantics through mingo', () => {
    const docs = [{ n: 1 }, { n: new Double(2) }, { n: Long.fromNumber(3) }, { n: 'x' }, {}];
    const run = (q: Record<string, unknown>): number =>
      docs.filter((d) => new Query(q, mingoOptions()).test(d)).length;
    expect(run({ n: 2 })).toBe(1);
    expect(run({ n: { $gte: 2 } })).toBe(2);
    expect(run({ n: { $in: [3, 'x'] } })).toBe(2);
    expect(run({ n: { $type: 'int' } })).toBe(1);
    expect(run({ n: { $type: 'double' } })).toBe(1);
    expect(run({ n: { $type: 'long' } })).toBe(1);
    expect(run({ n: { $type: 'number' } })).toBe(3);
    expect(run({ n: null })).toBe(1);
    expect(() => run({ n: { $type: 'nope' } })).toThrow(/Unknown type name/);
  });
});
