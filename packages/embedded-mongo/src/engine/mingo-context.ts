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

function fieldPredicate(selector: string, test: (v: unknown) => boolean): Pred {
  return (o) => test(resolve(o as AnyObj, selector, { unwrapArray: true }));
}

function flattenOnce(v: unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const x of v) if (Array.isArray(x)) out.push(...(x as unknown[]));
  return out;
}

export function eqMatch(a: unknown, b: unknown): boolean {
  if (b === null) {
    if (a === null || a === undefined) return true;
    if (Array.isArray(a)) return a.some((x) => x === null || x === undefined);
    return false;
  }
  if (valuesEqual(a, b)) return true;
  if (Array.isArray(a)) {
    if (a.some((x) => valuesEqual(x, b))) return true;
    return flattenOnce(a).some((x) => valuesEqual(x, b));
  }
  return false;
}

function inMatch(a: unknown, list: unknown[]): boolean {
  for (const b of list) {
    if (b instanceof RegExp) {
      const vals = Array.isArray(a) ? a : [a];
      if (vals.some((v) => typeof v === 'string' && b.test(v))) return true;
    } else if (eqMatch(a, b)) return true;
  }
  return false;
}

function rangeMatch(a: unknown, b: unknown, ok: (c: number) => boolean): boolean {
  const t = typeOrder(b);
  const check = (v: unknown): boolean => typeOrder(v) === t && ok(compareValues(v, b));
  if (check(a)) return true;
  if (Array.isArray(a)) return a.some(check) || flattenOnce(a).some(check);
  return false;
}

// mingo's ComputeOptions class is not exported; the first compiled $eq hands it to us so a shared
// options instance can be reused (building options from a Context copies every operator table).
let computeOptionsClass: { init(o: unknown): unknown } | undefined;
const $eq = (selector: string, value: unknown, options?: unknown): Pred => {
  computeOptionsClass ??= (options as { constructor: { init(o: unknown): unknown } } | undefined)
    ?.constructor;
  return fieldPredicate(selector, (a) => eqMatch(a, value));
};
const $ne = (selector: string, value: unknown): Pred => fieldPredicate(selector, (a) => !eqMatch(a, value));
const $in = (selector: string, value: unknown): Pred => {
  if (!Array.isArray(value)) throw badValue('$in needs an array');
  return fieldPredicate(selector, (a) => inMatch(a, value));
};
const $nin = (selector: string, value: unknown): Pred => {
  if (!Array.isArray(value)) throw badValue('$nin needs an array');
  return fieldPredicate(selector, (a) => !inMatch(a, value));
};
const $gt = (s: string, v: unknown): Pred => fieldPredicate(s, (a) => rangeMatch(a, v, (c) => c > 0));
const $gte = (s: string, v: unknown): Pred => fieldPredicate(s, (a) => rangeMatch(a, v, (c) => c >= 0));
const $lt = (s: string, v: unknown): Pred => fieldPredicate(s, (a) => rangeMatch(a, v, (c) => c < 0));
const $lte = (s: string, v: unknown): Pred => fieldPredicate(s, (a) => rangeMatch(a, v, (c) => c <= 0));
const $type = (selector: string, value: unknown): Pred => {
  const names = (Array.isArray(value) ? value : [value]).map((t) => {
    const name = resolveTypeAlias(t);
    if (!name) throw badValue(`Unknown type name alias: ${String(t)}`);
    return name;
  });
  return (o) => {
    const v = resolve(o as AnyObj, selector, { unwrapArray: true });
    const one = (x: unknown): boolean => names.some((n) => matchesType(x, n));
    if (v === undefined) return false;
    return one(v) || (Array.isArray(v) && v.some(one));
  };
};

/** Sort key for one field: arrays sort by their smallest (asc) or largest (desc) element. */
function sortValue(v: unknown, dir: number): unknown {
  if (!Array.isArray(v)) return v;
  if (v.length === 0) return undefined;
  let best = v[0];
  for (const x of v) {
    const c = compareValues(x, best);
    if (dir > 0 ? c < 0 : c > 0) best = x;
  }
  return best;
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
      const c = compareValues(x.k[j], y.k[j]);
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

export const engineContext: Context = Context.init({
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
