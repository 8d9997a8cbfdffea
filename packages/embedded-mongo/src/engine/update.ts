// Applies update documents (operators, replacements, pipelines) to copies of stored documents and
// builds upsert documents from a filter's equality fields. Operator semantics come from mingo.
import { ObjectId, type Document } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { update as mingoUpdate } from 'mingo/updater';
import { MongoError, failedToParse } from './errors.js';
import { mingoOptions } from './mingo-context.js';
import {
  Decimal128,
  Double,
  INT32_MAX,
  INT32_MIN,
  Long,
  bsonType,
  cloneDoc,
  compareValues,
  isNumeric,
  isPlainObject,
  toNumber,
  typeName,
  valuesEqual,
} from './values.js';

const UPDATE_OPERATORS = new Set([
  '$addToSet',
  '$bit',
  '$currentDate',
  '$inc',
  '$max',
  '$min',
  '$mul',
  '$pop',
  '$pull',
  '$pullAll',
  '$push',
  '$rename',
  '$set',
  '$setOnInsert',
  '$unset',
]);
const PIPELINE_UPDATE_STAGES = new Set([
  '$addFields',
  '$set',
  '$project',
  '$unset',
  '$replaceRoot',
  '$replaceWith',
]);

export type UpdateKind = 'operators' | 'replacement' | 'pipeline';

export function classifyUpdate(u: unknown): UpdateKind {
  if (Array.isArray(u)) {
    for (const stage of u) {
      if (!isPlainObject(stage) || Object.keys(stage).length !== 1)
        throw failedToParse('Each element of the update pipeline must be an object with exactly one stage');
      const name = Object.keys(stage)[0]!;
      if (!PIPELINE_UPDATE_STAGES.has(name))
        throw new MongoError(2, `${name} is not allowed to be used within an update`);
    }
    return 'pipeline';
  }
  if (!isPlainObject(u)) throw failedToParse('Update argument must be either an object or an array');
  const keys = Object.keys(u);
  const ops = keys.filter((k) => k.startsWith('$'));
  if (ops.length === 0) return 'replacement';
  if (ops.length !== keys.length) {
    const bad = keys.find((k) => !k.startsWith('$'))!;
    throw failedToParse(
      `Unknown modifier: ${bad}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
  }
  for (const op of ops) {
    if (!UPDATE_OPERATORS.has(op))
      throw failedToParse(
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    if (!isPlainObject(u[op]))
      throw failedToParse(`Modifiers operate on fields but we found type ${typeof u[op]} instead`);
  }
  return 'operators';
}

function getPath(doc: Document, path: string): unknown {
  let cur: unknown = doc;
  for (const p of path.split('.')) {
    if (!isPlainObject(cur)) return undefined;
    cur = cur[p];
  }
  return cur;
}

function setPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur: Document = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const p = parts[i]!;
    if (!isPlainObject(cur[p])) cur[p] = {};
    cur = cur[p] as Document;
  }
  cur[parts[parts.length - 1]!] = value;
}

function numericKind(v: unknown): 'int' | 'long' | 'double' | 'decimal' | undefined {
  const t = typeName(v);
  return t === 'int' || t === 'long' || t === 'double' || t === 'decimal' ? t : undefined;
}

/**
 * $inc/$mul: mingo does JS arithmetic, so operands are demoted to numbers first and the result gets
 * MongoDB's type back (int op int stays int unless it overflows to long; long wins over int; double
 * wins over both). Non-numeric operands are refused with 14 TypeMismatch like mongod.
 */
function arithmeticFixups(doc: Document, mod: Document): Array<() => void> {
  const after: Array<() => void> = [];
  for (const op of ['$inc', '$mul'] as const) {
    const spec = mod[op];
    if (!isPlainObject(spec)) continue;
    for (const [path, by] of Object.entries(spec)) {
      const byKind = numericKind(by);
      if (!byKind)
        throw new MongoError(
          14,
          `Cannot ${op === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${path}: ${String(by)}}`,
        );
      if (path.includes('$')) continue;
      const cur = getPath(doc, path);
      const curKind = cur === undefined ? (op === '$inc' ? byKind : 'int') : numericKind(cur);
      if (!curKind)
        throw new MongoError(
          14,
          `Cannot apply ${op} to a value of non-numeric type. {_id: ${String(doc._id)}} has the field '${path}' of non-numeric type ${typeName(cur)}`,
        );
      if (cur !== undefined && typeof cur !== 'number') setPath(doc, path, toNumber(cur));
      if (typeof by !== 'number') spec[path] = toNumber(by);
      const kinds = [curKind, byKind];
      const resultKind = kinds.includes('decimal')
        ? 'decimal'
        : kinds.includes('double')
          ? 'double'
          : kinds.includes('long')
            ? 'long'
            : 'int';
      after.push(() => {
        const v = getPath(doc, path);
        if (typeof v !== 'number' || !Number.isFinite(v)) return;
        if (resultKind === 'decimal') setPath(doc, path, Decimal128.fromString(String(v)));
        else if (resultKind === 'double') {
          if (Number.isInteger(v) && v >= INT32_MIN && v <= INT32_MAX) setPath(doc, path, new Double(v));
        } else if (Number.isInteger(v) && (resultKind === 'long' || v < INT32_MIN || v > INT32_MAX)) {
          setPath(doc, path, Long.fromNumber(v));
        }
      });
    }
  }
  return after;
}

function describe(doc: Document): string {
  return `{_id: ${String(doc._id)}}`;
}

/**
 * Walks `path` in `doc` the way mongod does before applying an operator: returns the value at the
 * path (undefined when missing) or throws 28 PathNotViable when the path would have to pass through
 * a scalar, or through an array by field name. Paths with positional parts are checked up to them.
 */
function walkForUpdate(doc: Document, path: string, creates: boolean): { value: unknown; exact: boolean } {
  const parts = path.split('.');
  let cur: unknown = doc;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.startsWith('$')) return { value: undefined, exact: false };
    if (cur === undefined) return { value: undefined, exact: true };
    if (Array.isArray(cur)) {
      if (!/^\d+$/.test(part)) {
        if (!creates) return { value: undefined, exact: false };
        throw new MongoError(
          28,
          `Cannot create field '${part}' in element {${parts.slice(0, i).join('.')}: [...]} of document ${describe(doc)}`,
        );
      }
      cur = cur[Number(part)];
      continue;
    }
    if (isPlainObject(cur)) {
      cur = cur[part];
      continue;
    }
    if (!creates) return { value: undefined, exact: false };
    throw new MongoError(
      28,
      `Cannot create field '${part}' in element {${parts[i - 1] ?? ''}: ${typeName(cur) === 'string' ? JSON.stringify(cur) : String(cur)}} of document ${describe(doc)}`,
    );
  }
  return { value: cur, exact: true };
}

const CREATING_OPERATORS = new Set([
  '$set',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$push',
  '$addToSet',
  '$currentDate',
  '$bit',
  '$setOnInsert',
]);

/** Argument checks mongod makes while parsing the update, before conflicts and types are looked at. */
function parseOperators(mod: Document): void {
  for (const [op, spec] of Object.entries(mod)) {
    for (const [path, arg] of Object.entries(spec as Document)) {
      if (path.length === 0 || path.split('.').some((p) => p.length === 0))
        throw new MongoError(56, `An empty update path is not valid.`);
      switch (op) {
        case '$rename':
          if (typeof arg !== 'string')
            throw new MongoError(2, `The 'to' field for $rename must be a string: ${path}: ${String(arg)}`);
          if (arg === path)
            throw new MongoError(2, `The source and target field for $rename must differ: ${path}: ${arg}`);
          if (path.includes('$') || arg.includes('$'))
            throw new MongoError(
              2,
              `The source and target field for $rename cannot contain positional operators`,
            );
          if (path.startsWith(arg + '.') || arg.startsWith(path + '.'))
            throw new MongoError(
              2,
              `The source and target field for $rename must not be on the same path: ${path}: ${arg}`,
            );
          break;
        case '$push':
        case '$addToSet':
          if (isPlainObject(arg) && '$each' in arg && !Array.isArray(arg.$each))
            throw new MongoError(
              2,
              `The argument to $each in ${op} must be an array but it was of type: ${typeName(arg.$each)}`,
            );
          break;
        case '$pop': {
          const n = isNumeric(arg) ? toNumber(arg) : NaN;
          if (n !== 1 && n !== -1) throw failedToParse(`$pop expects 1 or -1, found: ${String(arg)}`);
          break;
        }
        case '$pullAll':
          if (!Array.isArray(arg))
            throw new MongoError(2, `$pullAll requires an array argument but was given a ${typeName(arg)}`);
          break;
        case '$currentDate':
          if (
            arg !== true &&
            arg !== false &&
            !(
              isPlainObject(arg) &&
              Object.keys(arg).length === 1 &&
              (arg.$type === 'date' || arg.$type === 'timestamp')
            )
          )
            throw new MongoError(
              2,
              `${String(arg)} is not valid type for $currentDate. Please use a boolean ('true') or a $type expression ({$type: 'timestamp/date'}).`,
            );
          break;
        case '$bit':
          if (!isPlainObject(arg) || Object.keys(arg).some((k) => k !== 'and' && k !== 'or' && k !== 'xor'))
            throw new MongoError(2, `The $bit modifier only supports 'and', 'or', and 'xor'`);
          break;
        default:
          break;
      }
    }
  }
}

/** mongod's type checks, which mingo's updater skips: refuse the update instead of ignoring parts of it. */
function validateOperators(doc: Document, mod: Document): void {
  for (const [op, spec] of Object.entries(mod)) {
    for (const [path, arg] of Object.entries(spec as Document)) {
      if (op === '$rename') {
        const to = arg as string;
        for (const [p, which] of [
          [path, 'source'],
          [to, 'destination'],
        ] as const) {
          const parts = p.split('.');
          let cur: unknown = doc;
          for (let i = 0; i < parts.length && isPlainObject(cur); i++) {
            cur = cur[parts[i]!];
            if (Array.isArray(cur) && i < parts.length - 1)
              throw new MongoError(
                2,
                `The ${which} field cannot be an array element, '${p}' in doc with ${parts.slice(0, i + 1).join('.')} being an array`,
              );
          }
        }
        if (walkForUpdate(doc, path, false).value !== undefined) walkForUpdate(doc, to, true);
        continue;
      }
      const { value, exact } = walkForUpdate(doc, path, CREATING_OPERATORS.has(op));
      if (!exact || value === undefined) continue;
      switch (op) {
        case '$push':
        case '$addToSet':
          if (!Array.isArray(value))
            throw new MongoError(
              2,
              `The field '${path}' must be an array but is of type ${typeName(value)} in document ${describe(doc)}`,
            );
          break;
        case '$pop':
          if (!Array.isArray(value))
            throw new MongoError(
              14,
              `Path '${path}' contains an element of non-array type '${typeName(value)}'`,
            );
          break;
        case '$pull':
        case '$pullAll':
          if (!Array.isArray(value)) throw new MongoError(2, `Cannot apply ${op} to a non-array value`);
          break;
        case '$bit':
          if (typeName(value) !== 'int' && typeName(value) !== 'long')
            throw new MongoError(
              14,
              `Cannot apply $bit to a value of non-integral type. ${describe(doc)} has the field ${path} of non-integer type ${typeName(value)}`,
            );
          break;
        default:
          break;
      }
    }
  }
}

/** 40 ConflictingUpdateOperators when two operators touch the same path or one path contains another. */
function checkConflicts(mod: Document): void {
  const seen: string[] = [];
  for (const [op, spec] of Object.entries(mod)) {
    const paths = Object.keys(spec as Document);
    if (op === '$rename') paths.push(...Object.values(spec as Document).map(String));
    for (const p of paths) {
      const clash = seen.find((q) => q === p || q.startsWith(p + '.') || p.startsWith(q + '.'));
      if (clash !== undefined)
        throw new MongoError(40, `Updating the path '${p}' would create a conflict at '${clash}'`);
      seen.push(p);
    }
  }
}

const SIMPLE_OPERATORS = new Set(['$set', '$unset', '$inc', '$mul', '$min', '$max', '$currentDate']);

function isSimple(mod: Document, arrayFilters: Document[] | undefined): boolean {
  if (arrayFilters && arrayFilters.length > 0) return false;
  for (const [op, spec] of Object.entries(mod)) {
    if (!SIMPLE_OPERATORS.has(op)) return false;
    for (const [path, arg] of Object.entries(spec as Document)) {
      if (path.includes('$')) return false;
      if (op === '$currentDate' && isPlainObject(arg) && arg.$type === 'timestamp') return false;
    }
  }
  return true;
}

type Container = Record<string, unknown>;

/** Replaces every object/array on the way to the leaf of `parts` by a copy, once. */
function ownPath(root: Document, parts: string[], owned: Set<object>): void {
  let cur: Container = root;
  for (let i = 0; i < parts.length - 1; i++) {
    const k = parts[i]!;
    const child = cur[k];
    if (child === null || typeof child !== 'object') return;
    let mine = child as Container;
    if (!owned.has(child)) {
      if (Array.isArray(child)) mine = child.slice() as unknown as Container;
      else if (isPlainObject(child)) mine = { ...child };
      else return;
      owned.add(mine);
      cur[k] = mine;
    }
    cur = mine;
  }
}

/** The container holding the last part of `parts`, created on the way when `create`. */
function parentOf(root: Document, parts: string[], create: boolean): Container | undefined {
  let cur: Container = root;
  for (let i = 0; i < parts.length - 1; i++) {
    const k = parts[i]!;
    let child = cur[k];
    if (child === undefined || child === null) {
      if (!create) return undefined;
      child = {};
      assign(cur, k, child);
    }
    if (typeof child !== 'object') return undefined;
    cur = child as Container;
  }
  return cur;
}

function assign(container: Container, key: string, value: unknown): void {
  if (Array.isArray(container)) {
    const idx = Number(key);
    while (container.length < idx) container.push(null);
  }
  container[key] = value;
}

/** MongoDB (5.0+) applies update fields in lexicographic order, numeric field names numerically. */
function comparePaths(a: string, b: string): number {
  const pa = a.split('.');
  const pb = b.split('.');
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const x = pa[i]!;
    const y = pb[i]!;
    if (x === y) continue;
    if (/^\d+$/.test(x) && /^\d+$/.test(y)) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  return pa.length - pb.length;
}

/** Applies $set/$unset/$inc/$mul/$min/$max/$currentDate (already validated, numbers demoted). */
function applySimple(doc: Document, mod: Document): void {
  const entries: Array<[string, string, unknown]> = [];
  for (const [op, spec] of Object.entries(mod))
    for (const [path, arg] of Object.entries(spec as Document)) entries.push([op, path, arg]);
  if (entries.length > 1) entries.sort((x, y) => comparePaths(x[1], y[1]));
  for (const [op, path, arg] of entries) {
    const parts = path.split('.');
    const leaf = parts[parts.length - 1]!;
    if (op === '$unset') {
      const parent = parentOf(doc, parts, false);
      if (!parent || !(leaf in parent)) continue;
      if (Array.isArray(parent)) parent[leaf] = null;
      else delete parent[leaf];
      continue;
    }
    const parent = parentOf(doc, parts, true)!;
    const cur = parent[leaf];
    switch (op) {
      case '$set':
        assign(parent, leaf, arg);
        break;
      case '$inc':
        assign(parent, leaf, cur === undefined ? arg : (cur as number) + (arg as number));
        break;
      case '$mul':
        assign(parent, leaf, cur === undefined ? 0 : (cur as number) * (arg as number));
        break;
      case '$min':
        if (cur === undefined || compareValues(arg, cur) < 0) assign(parent, leaf, arg);
        break;
      case '$max':
        if (cur === undefined || compareValues(arg, cur) > 0) assign(parent, leaf, arg);
        break;
      case '$currentDate':
        assign(parent, leaf, new Date());
        break;
      default:
        throw new MongoError(1, `unexpected update operator ${op}`);
    }
  }
}

export interface ApplyResult {
  doc: Document;
  modified: boolean;
}

export function applyUpdate(
  original: Document,
  u: Document | Document[],
  kind: UpdateKind,
  opts: { arrayFilters?: Document[]; filter: Document; inserting: boolean },
): ApplyResult {
  let next: Document;
  if (kind === 'replacement') {
    const rep = u as Document;
    if ('_id' in rep && !valuesEqual(rep._id, original._id))
      throw new MongoError(
        66,
        `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${String(rep._id)}`,
      );
    next = { _id: original._id, ...cloneDoc(rep) };
    if (original._id === undefined) delete next._id;
  } else if (kind === 'pipeline') {
    const out = new Aggregator(u as Document[], mingoOptions()).run([cloneDoc(original)]);
    next = (out[0] ?? {}) as Document;
  } else {
    const mod = { ...(u as Document) };
    const setOnInsert = mod.$setOnInsert as Document | undefined;
    delete mod.$setOnInsert;
    if (opts.inserting && setOnInsert && Object.keys(setOnInsert).length > 0) {
      mod.$set = { ...((mod.$set as Document | undefined) ?? {}), ...setOnInsert };
    }
    for (const op of Object.keys(mod)) if (Object.keys(mod[op] as Document).length === 0) delete mod[op];
    next = original;
    if (Object.keys(mod).length > 0) {
      const copy: Document = {};
      for (const k of Object.keys(mod)) copy[k] = { ...(mod[k] as Document) };
      parseOperators(copy);
      checkConflicts(copy);
      // Simple operators on plain paths copy only the objects along those paths (copy-on-write);
      // anything else goes to mingo's updater on a deep copy.
      const simple = isSimple(copy, opts.arrayFilters);
      const owned = new Set<object>();
      if (simple) {
        next = { ...original };
        for (const spec of Object.values(copy))
          for (const path of Object.keys(spec as Document)) ownPath(next, path.split('.'), owned);
      } else next = cloneDoc(original);
      validateOperators(next, copy);
      const fix = arithmeticFixups(next, copy);
      for (const path of Object.keys({
        ...(copy.$set ?? {}),
        ...(copy.$inc ?? {}),
        ...(copy.$unset ?? {}),
      })) {
        if (path === '_id' || path.startsWith('_id.')) {
          if (!(copy.$set && path === '_id' && valuesEqual((copy.$set as Document)._id, original._id)))
            throw new MongoError(
              66,
              `Performing an update on the path '${path}' would modify the immutable field '_id'`,
            );
          delete (copy.$set as Document)._id;
        }
      }
      if (simple) applySimple(next, copy);
      else
        mingoUpdate(
          next,
          copy as never,
          opts.arrayFilters,
          opts.inserting ? undefined : (opts.filter as never),
          {
            cloneMode: 'copy',
            queryOptions: mingoOptions(),
          },
        );
      for (const f of fix) f();
    }
  }
  if (original._id !== undefined && !valuesEqual(next._id, original._id))
    throw new MongoError(
      66,
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${String(next._id)}`,
    );
  return { doc: next, modified: !docsIdentical(original, next) };
}

function docsIdentical(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => docsIdentical(x, b[i]));
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k, i) => kb[i] === k && docsIdentical(a[k], b[k]));
  }
  if (typeof a === 'number' || typeof b === 'number') return typeof a === typeof b && Object.is(a, b);
  return bsonType(a) === bsonType(b) && valuesEqual(a, b);
}

function collectEqualities(filter: Document, out: Document): void {
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$and' && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) collectEqualities(sub, out);
      continue;
    }
    if (k.startsWith('$')) continue;
    if (isPlainObject(v) && Object.keys(v).some((x) => x.startsWith('$'))) {
      if ('$eq' in v) setPath(out, k, cloneDoc(v.$eq));
      continue;
    }
    setPath(out, k, cloneDoc(v));
  }
}

/** The document an upsert inserts: the filter's equality fields, then the update applied. */
export function buildUpsertDoc(
  filter: Document,
  u: Document | Document[],
  kind: UpdateKind,
  arrayFilters?: Document[],
): Document {
  let base: Document = {};
  if (kind === 'replacement') {
    const id = isPlainObject(filter._id) && '$eq' in filter._id ? filter._id.$eq : filter._id;
    const rep = cloneDoc(u as Document);
    base = '_id' in rep ? rep : id !== undefined && !isPlainObject(id) ? { _id: id, ...rep } : rep;
  } else {
    collectEqualities(filter, base);
    base = applyUpdate(base, u, kind, { arrayFilters, filter, inserting: true }).doc;
  }
  if (base._id === undefined) base = { _id: new ObjectId(), ...base };
  else if (Object.keys(base)[0] !== '_id') {
    const { _id, ...rest } = base;
    base = { _id, ...rest };
  }
  return base;
}
