// mingo configured for the engine's value model: comparison, membership, $type and $sort follow
// BSON semantics (numbers compare across int/long/double/decimal, MongoDB type order) instead of
// mingo's JS-centric defaults. Every other operator is mingo's own.
import { Context } from 'mingo/core';
import type { Options } from 'mingo/types';
import { Lazy } from 'mingo/lazy';
import { Query } from 'mingo/query';
import { resolve } from 'mingo/util';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { badValue } from './errors.js';
import { compareValues, matchesType, resolveTypeAlias, typeOrder, valuesEqual } from './values.js';

type Pred = (o: unknown) => boolean;
type AnyObj = Record<string, unknown>;

const DIGITS = /^\d+$/;

/**
 * Calls `visit` with every value MongoDB considers when matching `parts` (from `parts[i]` on) against
 * `v`, stopping at the first `true`; `byIndex` tells that `v` was reached by an array index. Arrays
 * met along the path are traversed one level (their subdocuments are searched for the next field); the value at the end of the path is offered whole and, when it is an
 * array reached by field name, element by element (one level only: nested arrays are not flattened).
 * `undefined` stands for a missing field.
 */
function walkPath(
  v: unknown,
  parts: string[],
  i: number,
  byIndex: boolean,
  visit: (v: unknown) => boolean,
): boolean {
  if (i === parts.length) {
    if (visit(v)) return true;
    if (!byIndex && Array.isArray(v)) {
      for (let k = 0; k < v.length; k++) if (visit(v[k])) return true;
    }
    return false;
  }
  const part = parts[i]!;
  if (Array.isArray(v)) {
    if (DIGITS.test(part)) {
      const idx = Number(part);
      if (idx < v.length) return walkPath(v[idx], parts, i + 1, true, visit);
      for (const el of v)
        if (isPlainDoc(el) && part in el && walkPath(el[part], parts, i + 1, false, visit)) return true;
      return visit(undefined);
    }
    for (let k = 0; k < v.length; k++) {
      const el = v[k];
      if (isPlainDoc(el) && walkPath(el[part], parts, i + 1, false, visit)) return true;
    }
    return false;
  }
  if (isPlainDoc(v)) return walkPath(v[part], parts, i + 1, false, visit);
  return visit(undefined);
}

function isPlainDoc(v: unknown): v is AnyObj {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  return (
    (v as { _bsontype?: unknown })._bsontype === undefined && !(v instanceof Date) && !(v instanceof RegExp)
  );
}

function fieldPredicate(selector: string, test: (v: unknown) => boolean): Pred {
  if (selector.includes('__proto__')) throw badValue(`invalid field path: ${selector}`);
  const parts = selector.split('.');
  if (parts.length === 1) {
    return (o) => {
      const v = (o as AnyObj)[selector];
      if (test(v)) return true;
      if (Array.isArray(v)) for (let k = 0; k < v.length; k++) if (test(v[k])) return true;
      return false;
    };
  }
  return (o) => walkPath(o, parts, 0, false, test);
}

function eqValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (b === null) return a === undefined;
  switch (typeof b) {
    case 'string':
      return typeof a === 'string' ? false : valuesEqual(a, b);
    case 'number':
      if (typeof a === 'number') return a !== a && b !== b;
      if (typeof a === 'string' || typeof a === 'boolean' || a === undefined || a === null) return false;
      break;
    default:
      break;
  }
  return valuesEqual(a, b);
}

function inTest(list: unknown[]): (a: unknown) => boolean {
  return (a) => {
    for (const b of list) {
      if (b instanceof RegExp) {
        if (typeof a === 'string' && b.test(a)) return true;
      } else if (eqValue(a, b)) return true;
    }
    return false;
  };
}

function rangeTest(b: unknown, ok: (c: number) => boolean): (a: unknown) => boolean {
  const t = typeOrder(b);
  return (a) => typeOrder(a) === t && ok(compareValues(a, b));
}

// mingo's ComputeOptions class is not exported; the first compiled $eq hands it to us so a shared
// options instance can be reused (building options from a Context copies every operator table).
let computeOptionsClass: { init(o: unknown): unknown } | undefined;
const $eq = (selector: string, value: unknown, options?: unknown): Pred => {
  computeOptionsClass ??= (options as { constructor: { init(o: unknown): unknown } } | undefined)
    ?.constructor;
  return fieldPredicate(selector, (a) => eqValue(a, value));
};
const $ne = (selector: string, value: unknown): Pred => {
  const p = fieldPredicate(selector, (a) => eqValue(a, value));
  return (o) => !p(o);
};
const $in = (selector: string, value: unknown): Pred => {
  if (!Array.isArray(value)) throw badValue('$in needs an array');
  return fieldPredicate(selector, inTest(value));
};
const $nin = (selector: string, value: unknown): Pred => {
  if (!Array.isArray(value)) throw badValue('$nin needs an array');
  const p = fieldPredicate(selector, inTest(value));
  return (o) => !p(o);
};
const $gt = (s: string, v: unknown): Pred =>
  fieldPredicate(
    s,
    rangeTest(v, (c) => c > 0),
  );
const $gte = (s: string, v: unknown): Pred =>
  fieldPredicate(
    s,
    rangeTest(v, (c) => c >= 0),
  );
const $lt = (s: string, v: unknown): Pred =>
  fieldPredicate(
    s,
    rangeTest(v, (c) => c < 0),
  );
const $lte = (s: string, v: unknown): Pred =>
  fieldPredicate(
    s,
    rangeTest(v, (c) => c <= 0),
  );
const $type = (selector: string, value: unknown): Pred => {
  const names = (Array.isArray(value) ? value : [value]).map((t) => {
    const name = resolveTypeAlias(t);
    if (!name) throw badValue(`Unknown type name alias: ${String(t)}`);
    return name;
  });
  return fieldPredicate(selector, (x) => x !== undefined && names.some((n) => matchesType(x, n)));
};

/** Sort key of an empty array: below null and missing in both directions, like BSON undefined. */
const EMPTY_ARRAY_KEY = Symbol('empty array');

/** Sort key for one field: arrays sort by their smallest (asc) or largest (desc) element. */
function sortValue(v: unknown, dir: number): unknown {
  if (!Array.isArray(v)) return v;
  if (v.length === 0) return EMPTY_ARRAY_KEY;
  let best = v[0];
  for (const x of v) {
    const c = compareValues(x, best);
    if (dir > 0 ? c < 0 : c > 0) best = x;
  }
  return best;
}

function compareSortKeys(a: unknown, b: unknown): number {
  if (a === EMPTY_ARRAY_KEY || b === EMPTY_ARRAY_KEY) {
    if (a === b) return 0;
    const other = a === EMPTY_ARRAY_KEY ? b : a;
    const otherFirst = typeOrder(other) <= 1;
    return (a === EMPTY_ARRAY_KEY) === otherFirst ? 1 : -1;
  }
  return compareValues(a, b);
}

export type SortSpec = Array<[string, number]>;

export function parseSort(spec: unknown): SortSpec {
  if (spec === null || typeof spec !== 'object' || Array.isArray(spec))
    throw badValue('sort must be an object');
  const out: SortSpec = [];
  for (const [k, v] of Object.entries(spec as AnyObj)) {
    const n = Number(
      typeof v === 'object' && v !== null && 'value' in v ? (v as { value: unknown }).value : v,
    );
    if (n !== 1 && n !== -1) {
      if (typeof v === 'object' && v !== null && '$meta' in v) throw badValue('$meta sort is not supported');
      throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    }
    out.push([k, n]);
  }
  if (out.length === 0) throw badValue('$sort stage must have at least one sort key');
  return out;
}

export function sortDocuments<T>(docs: T[], spec: SortSpec): T[] {
  const keyed = docs.map((d, i) => ({
    d,
    i,
    k: spec.map(([path, dir]) => sortValue(resolve(d as AnyObj, path), dir)),
  }));
  keyed.sort((x, y) => {
    for (let j = 0; j < spec.length; j++) {
      const c = compareSortKeys(x.k[j], y.k[j]);
      if (c !== 0) return c * spec[j]![1];
    }
    return x.i - y.i;
  });
  return keyed.map((x) => x.d);
}

const $sortStage = (coll: ReturnType<typeof Lazy>, expr: unknown): ReturnType<typeof Lazy> => {
  const spec = parseSort(expr);
  return coll.transform((items: unknown[]) => Lazy(sortDocuments(items, spec)));
};

/** $count emits nothing when no document reaches it (mingo would emit a zero count). */
const $countStage = (coll: ReturnType<typeof Lazy>, expr: unknown): ReturnType<typeof Lazy> => {
  if (typeof expr !== 'string' || expr.length === 0 || expr.startsWith('$') || expr.includes('.'))
    throw badValue('$count field name must be a non-empty string that does not start with $ or contain .');
  return coll.transform((items: unknown[]) => Lazy(items.length === 0 ? [] : [{ [expr]: items.length }]));
};

const ENGINE_QUERY_OPS = { $eq, $ne, $in, $nin, $gt, $gte, $lt, $lte, $type };

const engineContext: Context = Context.init({
  query: { ...(queryOperators as AnyObj), ...ENGINE_QUERY_OPS } as never,
  pipeline: { ...(pipelineOperators as AnyObj), $sort: $sortStage, $count: $countStage } as never,
  accumulator: accumulatorOperators as never,
  expression: expressionOperators as never,
  projection: projectionOperators as never,
  window: windowOperators as never,
});

export function mingoOptions(extra: Partial<Options> = {}): Partial<Options> {
  return { context: engineContext, useStrictMode: true, ...extra };
}

new Query({ probe: { $eq: 1 } }, mingoOptions());
const sharedQueryOptions = computeOptionsClass
  ? (computeOptionsClass.init(mingoOptions()) as Partial<Options>)
  : undefined;

/** Options for `new Query(...)`: a prebuilt instance, so compiling a filter does not copy the context. */
export function queryOptions(): Partial<Options> {
  return sharedQueryOptions ?? mingoOptions();
}
