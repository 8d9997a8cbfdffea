// In-memory value model: int32 and non-int32-looking doubles are JS numbers; integral doubles in
// int32 range stay bson Double (so they re-serialize as double), int64 stays Long, Decimal128 stays
// Decimal128. Everything else is what bson deserializes. This module compares/hashes such values
// the way MongoDB does.
import type { Binary, ObjectId, Timestamp } from 'bson';
import { Decimal128, Double, Long, type Document } from 'bson';

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

export function bsonType(v: unknown): string | undefined {
  if (v === null || typeof v !== 'object') return undefined;
  return (v as { _bsontype?: string })._bsontype;
}

export function isPlainObject(v: unknown): v is Document {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Brings a freshly deserialized (promoteValues:false) value to the in-memory representation. */
export function normalize(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = normalize(v[i]);
    return v;
  }
  const t = bsonType(v);
  if (t === 'Int32') return (v as { value: number }).value;
  if (t === 'Double') {
    const n = (v as Double).value;
    if (Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX) return v;
    return n;
  }
  if (t !== undefined || !isPlainObject(v)) return v;
  for (const k of Object.keys(v)) (v as Document)[k] = normalize((v as Document)[k]);
  return v;
}

/** True when the value holds a numeric wrapper (Double/Long/Decimal128) anywhere. */
export function hasNumericWrappers(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) return v.some(hasNumericWrappers);
  const t = bsonType(v);
  if (t === 'Double' || t === 'Long' || t === 'Decimal128' || t === 'Int32') return true;
  if (t !== undefined || !isPlainObject(v)) return false;
  for (const k in v) if (hasNumericWrappers((v as Document)[k])) return true;
  return false;
}

/** Copy with numeric wrappers turned into JS numbers (for mingo's arithmetic). */
export function demoteNumbers(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(demoteNumbers);
  const t = bsonType(v);
  if (t === 'Double' || t === 'Long' || t === 'Decimal128' || t === 'Int32') return toNumber(v);
  if (t !== undefined || !isPlainObject(v)) return v;
  const out: Document = {};
  for (const k of Object.keys(v)) out[k] = demoteNumbers((v as Document)[k]);
  return out;
}

export function isNumeric(v: unknown): boolean {
  if (typeof v === 'number') return true;
  const t = bsonType(v);
  return t === 'Double' || t === 'Long' || t === 'Decimal128' || t === 'Int32';
}

export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  const t = bsonType(v);
  if (t === 'Double' || t === 'Int32') return (v as Double).value;
  if (t === 'Long') return (v as Long).toNumber();
  if (t === 'Decimal128') return Number((v as Decimal128).toString());
  return NaN;
}

/** MongoDB's canonical type order used by sort and comparisons. */
export function typeOrder(v: unknown): number {
  if (v === undefined || v === null) return 2;
  switch (typeof v) {
    case 'number':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
    case 'object':
      break;
    default:
      return 14;
  }
  if (Array.isArray(v)) return 6;
  if (v instanceof Date) return 10;
  if (v instanceof RegExp) return 12;
  switch (bsonType(v)) {
    case undefined:
      return 5;
    case 'MinKey':
      return 1;
    case 'MaxKey':
      return 13;
    case 'Double':
    case 'Int32':
    case 'Long':
    case 'Decimal128':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'DBRef':
      return 5;
    default:
      return 14;
  }
}

const cmp = (a: number | string, b: number | string): number => (a < b ? -1 : a > b ? 1 : 0);

function compareNumbers(a: unknown, b: unknown): number {
  if (bsonType(a) === 'Long' && bsonType(b) === 'Long') return (a as Long).compare(b as Long);
  const x = toNumber(a);
  const y = toNumber(b);
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return cmp(x, y);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return cmp(a.length, b.length);
}

/** Total order over BSON values following MongoDB's comparison/sort rules. */
export function compareValues(a: unknown, b: unknown): number {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  switch (ta) {
    case 1:
    case 2:
    case 13:
      return 0;
    case 3:
      return compareNumbers(a, b);
    case 4:
      return cmp(String(a), String(b));
    case 5: {
      const ka = Object.keys(a as Document);
      const kb = Object.keys(b as Document);
      const n = Math.min(ka.length, kb.length);
      for (let i = 0; i < n; i++) {
        const kc = cmp(ka[i]!, kb[i]!);
        if (kc !== 0) return kc;
        const c = compareValues((a as Document)[ka[i]!], (b as Document)[kb[i]!]);
        if (c !== 0) return c;
      }
      return cmp(ka.length, kb.length);
    }
    case 6: {
      const xa = a as unknown[];
      const xb = b as unknown[];
      const n = Math.min(xa.length, xb.length);
      for (let i = 0; i < n; i++) {
        const c = compareValues(xa[i], xb[i]);
        if (c !== 0) return c;
      }
      return cmp(xa.length, xb.length);
    }
    case 7: {
      const ba = a as Binary;
      const bb = b as Binary;
      if (ba.position !== bb.position) return cmp(ba.position, bb.position);
      if (ba.sub_type !== bb.sub_type) return cmp(ba.sub_type, bb.sub_type);
      return compareBytes(ba.buffer.subarray(0, ba.position), bb.buffer.subarray(0, bb.position));
    }
    case 8:
      return compareBytes((a as ObjectId).id, (b as ObjectId).id);
    case 9:
      return cmp(Number(a), Number(b));
    case 10:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    case 11:
      return (a as Timestamp).compare(b as Timestamp);
    case 12: {
      const ra = a as { source?: string; pattern?: string; flags?: string; options?: string };
      const rb = b as typeof ra;
      return (
        cmp(ra.source ?? ra.pattern ?? '', rb.source ?? rb.pattern ?? '') ||
        cmp(ra.flags ?? ra.options ?? '', rb.flags ?? rb.options ?? '')
      );
    }
    default:
      return cmp(String(a), String(b));
  }
}

export function valuesEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return compareValues(a, b) === 0 && typeOrder(a) === typeOrder(b);
}

/** A string key such that values MongoDB considers equal map to the same key (hash indexes). */
export function canonicalKey(v: unknown): string {
  if (v === undefined || v === null) return 'z';
  switch (typeof v) {
    case 'number':
      return Number.isNaN(v) ? 'n:NaN' : 'n:' + String(v);
    case 'string':
      return 's:' + v;
    case 'boolean':
      return v ? 'b:1' : 'b:0';
    default:
      break;
  }
  if (Array.isArray(v)) return '[' + v.map(canonicalKey).join(',') + ']';
  if (v instanceof Date) return 'd:' + String(v.getTime());
  if (v instanceof RegExp) return 'r:' + v.source + '/' + v.flags;
  const t = bsonType(v);
  switch (t) {
    case 'ObjectId':
      return 'o:' + (v as ObjectId).toHexString();
    case 'Double':
    case 'Int32':
      return 'n:' + String((v as Double).value);
    case 'Long': {
      const l = v as Long;
      const n = l.toNumber();
      return Number.isSafeInteger(n) ? 'n:' + String(n) : 'n:L' + l.toString();
    }
    case 'Decimal128': {
      const n = Number((v as Decimal128).toString());
      return 'n:' + String(n);
    }
    case 'Binary': {
      const b = v as Binary;
      return (
        'x:' + String(b.sub_type) + ':' + Buffer.from(b.buffer.subarray(0, b.position)).toString('base64')
      );
    }
    case 'Timestamp':
      return 't:' + (v as Timestamp).toString();
    case 'MinKey':
      return 'min';
    case 'MaxKey':
      return 'max';
    case undefined: {
      const o = v as Document;
      return (
        '{' +
        Object.keys(o)
          .map((k) => JSON.stringify(k) + ':' + canonicalKey(o[k]))
          .join(',') +
        '}'
      );
    }
    default:
      return '?' + String(t) + ':' + String(v);
  }
}

/** MongoDB's $type names for a value. */
export function typeName(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  switch (typeof v) {
    case 'number':
      return Number.isInteger(v) && v >= INT32_MIN && v <= INT32_MAX && !Object.is(v, -0) ? 'int' : 'double';
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
    default:
      break;
  }
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  switch (bsonType(v)) {
    case undefined:
      return 'object';
    case 'Double':
      return 'double';
    case 'Int32':
      return 'int';
    case 'Long':
      return 'long';
    case 'Decimal128':
      return 'decimal';
    case 'ObjectId':
      return 'objectId';
    case 'Binary':
      return 'binData';
    case 'Timestamp':
      return 'timestamp';
    case 'MinKey':
      return 'minKey';
    case 'MaxKey':
      return 'maxKey';
    case 'BSONRegExp':
      return 'regex';
    case 'Code':
      return 'javascript';
    case 'BSONSymbol':
      return 'symbol';
    case 'DBRef':
      return 'object';
    default:
      return 'object';
  }
}

const TYPE_ALIASES: Record<number, string> = {
  1: 'double',
  2: 'string',
  3: 'object',
  4: 'array',
  5: 'binData',
  6: 'undefined',
  7: 'objectId',
  8: 'bool',
  9: 'date',
  10: 'null',
  11: 'regex',
  13: 'javascript',
  14: 'symbol',
  16: 'int',
  17: 'timestamp',
  18: 'long',
  19: 'decimal',
  [-1]: 'minKey',
  127: 'maxKey',
};

const KNOWN_TYPE_NAMES = new Set([...Object.values(TYPE_ALIASES), 'number']);

/** Resolves a $type argument (name or number) to a type name; undefined when unknown. */
export function resolveTypeAlias(t: unknown): string | undefined {
  if (typeof t === 'string') return KNOWN_TYPE_NAMES.has(t) ? t : undefined;
  if (isNumeric(t)) return TYPE_ALIASES[toNumber(t)];
  return undefined;
}

export function matchesType(v: unknown, name: string): boolean {
  const actual = typeName(v);
  if (name === 'number')
    return actual === 'int' || actual === 'long' || actual === 'double' || actual === 'decimal';
  return actual === name;
}

/** Deep copy of a document tree; bson value objects are immutable and shared. */
export function cloneDoc<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(cloneDoc) as T;
  if (v instanceof Date) return new Date(v.getTime()) as T;
  if (!isPlainObject(v)) return v;
  const out: Document = {};
  for (const k of Object.keys(v)) out[k] = cloneDoc((v as Document)[k]);
  return out as T;
}

export { INT32_MAX, INT32_MIN, Long, Double, Decimal128 };
