// find/findAndModify projections: inclusion or exclusion of (dotted) paths, $slice, $elemMatch and the
// positional `$`, applied without copying the parts of a document that are returned unchanged.
// Projections with computed fields (aggregation expressions or literals) are handed to mingo.
import type { Document } from 'bson';
import { Query } from 'mingo/query';
import { MongoError, badValue } from './errors.js';
import { queryOptions } from './mingo-context.js';
import { isNumeric, isPlainObject, toNumber } from './values.js';

type Leaf =
  | { kind: 'include' }
  | { kind: 'exclude' }
  | { kind: 'slice'; skip: number | undefined; limit: number }
  | { kind: 'elemMatch'; query: Query }
  | { kind: 'positional'; query: Query | undefined };

interface Tree {
  leaf?: Leaf;
  children?: Map<string, Tree>;
}

export interface CompiledProjection {
  /** undefined when the projection needs mingo (computed fields) */
  apply: ((doc: Document) => Document) | undefined;
}

function truthy(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (isNumeric(v)) return toNumber(v) !== 0;
  return undefined;
}

function sliceArgs(v: unknown, path: string): { skip: number | undefined; limit: number } {
  if (isNumeric(v)) return { skip: undefined, limit: Math.trunc(toNumber(v)) };
  if (Array.isArray(v) && v.length === 2 && isNumeric(v[0]) && isNumeric(v[1])) {
    const limit = Math.trunc(toNumber(v[1]));
    if (limit <= 0) throw new MongoError(28724, `Invalid $slice syntax for ${path}: limit must be positive`);
    return { skip: Math.trunc(toNumber(v[0])), limit };
  }
  throw new MongoError(28667, `Invalid $slice syntax for ${path}: expected a number or [skip, limit]`);
}

/** Conditions of `filter` (top level and inside $and) that concern `arrayPath`. */
function conditionsOn(filter: Document, arrayPath: string, out: Document[]): void {
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$and' && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) conditionsOn(sub, arrayPath, out);
    } else if (k === arrayPath || k.startsWith(arrayPath + '.')) out.push({ [k]: v });
  }
}

function nested(path: string, value: unknown): Document {
  const parts = path.split('.');
  let out: unknown = value;
  for (let i = parts.length - 1; i >= 0; i--) out = { [parts[i]!]: out };
  return out as Document;
}

function sliceArray(a: unknown[], s: { skip: number | undefined; limit: number }): unknown[] {
  if (s.skip === undefined)
    return s.limit >= 0 ? a.slice(0, s.limit) : a.slice(Math.max(0, a.length + s.limit));
  const start = s.skip >= 0 ? Math.min(s.skip, a.length) : Math.max(0, a.length + s.skip);
  return a.slice(start, start + s.limit);
}

export function compileProjection(projection: Document, filter: Document): CompiledProjection {
  const root: Tree = {};
  let mode: 'include' | 'exclude' | undefined;
  let idLeaf: boolean | undefined;
  let positional = 0;
  const setMode = (m: 'include' | 'exclude', path: string): void => {
    if (mode === undefined) mode = m;
    else if (mode !== m)
      throw m === 'exclude'
        ? new MongoError(31254, `Cannot do exclusion on field ${path} in inclusion projection`)
        : new MongoError(31253, `Cannot do inclusion on field ${path} in exclusion projection`);
  };
  const add = (path: string, leaf: Leaf): void => {
    let node = root;
    for (const part of path.split('.')) {
      if (node.leaf) throw new MongoError(31250, `Path collision at ${path}`);
      node.children ??= new Map();
      let next = node.children.get(part);
      if (!next) node.children.set(part, (next = {}));
      node = next;
    }
    if (node.leaf || node.children) throw new MongoError(31250, `Path collision at ${path}`);
    node.leaf = leaf;
  };
  let computed = false;
  for (const [path, v] of Object.entries(projection)) {
    if (path.length === 0 || path.startsWith('$') || path.includes('..') || path.endsWith('.'))
      throw badValue(`Invalid projection field name '${path}'`);
    const flag = truthy(v);
    if (path.endsWith('.$')) {
      if (flag !== true) throw badValue(`positional projection '${path}' must be included`);
      if (++positional > 1) throw badValue('Cannot specify more than one positional projection per query.');
      const arrayPath = path.slice(0, -2);
      if (arrayPath.includes('$')) throw badValue(`Invalid positional projection '${path}'`);
      const conds: Document[] = [];
      conditionsOn(filter, arrayPath, conds);
      setMode('include', path);
      add(arrayPath, {
        kind: 'positional',
        query: conds.length
          ? new Query(conds.length === 1 ? conds[0]! : { $and: conds }, queryOptions())
          : undefined,
      });
      continue;
    }
    if (path.includes('$')) throw badValue(`Invalid projection field name '${path}'`);
    if (flag !== undefined) {
      if (path === '_id') idLeaf = flag;
      else {
        setMode(flag ? 'include' : 'exclude', path);
        add(path, { kind: flag ? 'include' : 'exclude' });
      }
      continue;
    }
    if (isPlainObject(v)) {
      const keys = Object.keys(v);
      if (keys.length === 1 && keys[0] === '$slice') {
        add(path, { kind: 'slice', ...sliceArgs(v.$slice, path) });
        continue;
      }
      if (keys.length === 1 && keys[0] === '$elemMatch') {
        if (!isPlainObject(v.$elemMatch)) throw badValue('$elemMatch needs an Object');
        if (path.includes('.')) throw badValue('Cannot use $elemMatch projection on a nested field.');
        setMode('include', path);
        add(path, { kind: 'elemMatch', query: new Query(v.$elemMatch, queryOptions()) });
        continue;
      }
      if (keys.length === 1 && keys[0] === '$meta')
        throw badValue('$meta projections are not supported by this embedded engine');
    }
    // a computed field: an expression or a literal
    setMode('include', path);
    computed = true;
  }
  if (computed) return { apply: undefined };
  const inclusion = mode === 'include' || (mode === undefined && idLeaf === true);
  const keepId = idLeaf !== false;
  return {
    apply: (doc) => {
      const out = inclusion ? include(doc, root) : exclude(doc, root);
      if (inclusion && keepId && '_id' in doc && !('_id' in out)) return { _id: doc._id, ...out };
      if (!keepId && '_id' in out) delete out._id;
      return out;
    },
  };
}

function applyLeaf(leaf: Leaf, value: unknown, path: string): { keep: boolean; value?: unknown } {
  switch (leaf.kind) {
    case 'include':
      return { keep: true, value };
    case 'exclude':
      return { keep: false };
    case 'slice':
      return { keep: true, value: Array.isArray(value) ? sliceArray(value, leaf) : value };
    case 'elemMatch': {
      if (!Array.isArray(value)) return { keep: false };
      for (const el of value)
        if (isPlainObject(el) && leaf.query.test(el)) return { keep: true, value: [el] };
      return { keep: false };
    }
    case 'positional': {
      if (!leaf.query) throw badValue(`Positional projection '${path}.$' does not match the query document.`);
      if (!Array.isArray(value))
        throw new MongoError(
          51246,
          `positional operator '${path}.$' couldn't find a matching element in the array`,
        );
      for (const el of value) if (leaf.query.test(nested(path, [el]))) return { keep: true, value: [el] };
      throw new MongoError(
        51246,
        `positional operator '${path}.$' couldn't find a matching element in the array`,
      );
    }
  }
}

function include(doc: Document, tree: Tree, prefix = ''): Document {
  const out: Document = {};
  const children = tree.children;
  if (!children) return out;
  for (const k of Object.keys(doc)) {
    const node = children.get(k);
    if (!node) continue;
    const v = doc[k];
    if (node.leaf) {
      const r = applyLeaf(node.leaf, v, prefix + k);
      if (r.keep) out[k] = r.value;
    } else if (Array.isArray(v)) out[k] = includeArray(v, node, prefix + k + '.');
    else if (isPlainObject(v)) out[k] = include(v, node, prefix + k + '.');
  }
  return out;
}

function includeArray(a: unknown[], node: Tree, prefix: string): unknown[] {
  const out: unknown[] = [];
  for (const el of a) {
    if (Array.isArray(el)) out.push(includeArray(el, node, prefix));
    else if (isPlainObject(el)) out.push(include(el, node, prefix));
  }
  return out;
}

function exclude(doc: Document, tree: Tree, prefix = ''): Document {
  const out: Document = {};
  const children = tree.children;
  for (const k of Object.keys(doc)) {
    const v = doc[k];
    const node = children?.get(k);
    if (!node) out[k] = v;
    else if (node.leaf) {
      const r = applyLeaf(node.leaf, v, prefix + k);
      if (r.keep) out[k] = r.value;
    } else if (Array.isArray(v)) out[k] = excludeArray(v, node, prefix + k + '.');
    else if (isPlainObject(v)) out[k] = exclude(v, node, prefix + k + '.');
    else out[k] = v;
  }
  return out;
}

function excludeArray(a: unknown[], node: Tree, prefix: string): unknown[] {
  return a.map((el) =>
    Array.isArray(el) ? excludeArray(el, node, prefix) : isPlainObject(el) ? exclude(el, node, prefix) : el,
  );
}
