// One collection: documents in natural order keyed by canonical _id, plus secondary indexes kept as
// hash maps from canonical index key to document ids (used for uniqueness and equality lookups).
import { UUID, type ObjectId, type Document } from 'bson';
import { Query } from 'mingo/query';
import type { IndexSpec } from '../storage/durability.js';
import { MongoError } from './errors.js';
import { queryOptions } from './mingo-context.js';
import { bsonType, canonicalKey, isPlainObject } from './values.js';

export interface IndexState {
  spec: IndexSpec;
  fields: string[];
  /** each field split at its dots */
  paths: string[][];
  /** canonical key -> id of the one document holding it, or a Set when several do (non-unique) */
  entries: Map<string, string | Set<string>>;
  partial: Query | undefined;
}

export function defaultIndexName(key: Record<string, unknown>): string {
  return Object.entries(key)
    .map(
      ([k, v]) =>
        `${k}_${String(typeof v === 'object' && v !== null && 'value' in v ? (v as { value: unknown }).value : v)}`,
    )
    .join('_');
}

function pathValues(doc: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    if (Array.isArray(doc)) {
      if (doc.length === 0) out.push(undefined);
      else for (const x of doc) out.push(x);
    } else out.push(doc);
    return;
  }
  const part = parts[i]!;
  if (Array.isArray(doc)) {
    if (/^\d+$/.test(part) && Number(part) < doc.length) pathValues(doc[Number(part)], parts, i + 1, out);
    let any = false;
    for (const el of doc) {
      if (isPlainObject(el)) {
        any = true;
        pathValues(el[part], parts, i + 1, out);
      }
    }
    if (!any && !/^\d+$/.test(part)) out.push(undefined);
    return;
  }
  if (isPlainObject(doc)) pathValues(doc[part], parts, i + 1, out);
  else out.push(undefined);
}

/** All values a document holds at a dotted path, expanding arrays like a multikey index does. */
function valuesAtPath(doc: Document, path: string): unknown[] {
  const out: unknown[] = [];
  pathValues(doc, path.split('.'), 0, out);
  return out;
}

/** The _id key and every index's keys of one document (undefined where a sparse/partial index skips it). */
export interface DocKeys {
  id: string;
  perIndex: (string[] | undefined)[];
}

function isIndexableScalar(v: unknown): boolean {
  if (v === null || v === undefined) return false;
  const t = typeof v;
  if (t === 'string' || t === 'number' || t === 'boolean') return true;
  if (v instanceof Date) return true;
  const b = bsonType(v);
  return (
    b === 'ObjectId' ||
    b === 'Long' ||
    b === 'Double' ||
    b === 'Decimal128' ||
    b === 'Binary' ||
    b === 'Int32'
  );
}

function formatKeyValue(v: unknown): string {
  if (v === undefined || v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  switch (bsonType(v)) {
    case 'ObjectId':
      return `ObjectId('${(v as ObjectId).toHexString()}')`;
    case 'Long':
    case 'Double':
    case 'Decimal128':
    case 'Int32':
      return String(v);
    default:
      break;
  }
  if (Array.isArray(v)) return `[ ${v.map(formatKeyValue).join(', ')} ]`;
  if (isPlainObject(v))
    return `{ ${Object.entries(v)
      .map(([k, x]) => `${k}: ${formatKeyValue(x)}`)
      .join(', ')} }`;
  return String(v);
}

function addEntry(idx: IndexState, key: string, id: string): void {
  const entry = idx.entries.get(key);
  if (entry === undefined) idx.entries.set(key, id);
  else if (typeof entry === 'string') {
    if (entry !== id) idx.entries.set(key, new Set([entry, id]));
  } else entry.add(id);
}

export class Collection {
  readonly docs = new Map<string, Document>();
  readonly indexes: IndexState[] = [];
  readonly uuid = new UUID();
  constructor(
    readonly db: string,
    readonly name: string,
    public options: Document,
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  static idKey(doc: Document): string {
    return canonicalKey(doc._id);
  }

  /** keysFor(idx, doc).keys without building the value combinations (they only serve error messages). */
  private indexKeys(idx: IndexState, doc: Document): string[] | undefined {
    if (idx.fields.length !== 1) return this.keysFor(idx, doc)?.keys;
    if (idx.partial && !idx.partial.test(doc)) return undefined;
    const vs: unknown[] = [];
    pathValues(doc, idx.paths[0]!, 0, vs);
    if (vs.length === 1) {
      const v = vs[0];
      return idx.spec.sparse && v === undefined ? undefined : [canonicalKey(v)];
    }
    if (idx.spec.sparse && vs.every((v) => v === undefined)) return undefined;
    return [...new Set(vs.map(canonicalKey))];
  }

  /** Canonical keys of `doc` in `idx`; undefined when a sparse/partial index skips the document. */
  keysFor(idx: IndexState, doc: Document): { keys: string[]; values: unknown[][] } | undefined {
    if (idx.partial && !idx.partial.test(doc)) return undefined;
    const perField = idx.fields.map((f) => valuesAtPath(doc, f));
    if (idx.spec.sparse && perField.every((vs) => vs.every((v) => v === undefined))) return undefined;
    if (idx.fields.length === 1) {
      const vs = perField[0]!;
      const keys = [...new Set(vs.map(canonicalKey))];
      return { keys, values: vs.map((v) => [v]) };
    }
    let combos: unknown[][] = [[]];
    for (const vs of perField) {
      const next: unknown[][] = [];
      for (const c of combos) for (const v of vs) next.push([...c, v]);
      combos = next;
    }
    const keys = [...new Set(combos.map((c) => c.map(canonicalKey).join('\u0000')))];
    return { keys, values: combos };
  }

  duplicateError(idx: IndexState | undefined, doc: Document, values?: unknown[]): MongoError {
    const keyPattern: Document = idx ? { ...idx.spec.key } : { _id: 1 };
    const fields = idx ? idx.fields : ['_id'];
    const keyValue: Document = {};
    fields.forEach((f, i) => {
      keyValue[f] = values ? (values[i] ?? null) : (doc[f] ?? null);
    });
    const name = idx ? idx.spec.name : '_id_';
    const shown = fields.map((f) => `${f}: ${formatKeyValue(keyValue[f])}`).join(', ');
    return new MongoError(
      11000,
      `E11000 duplicate key error collection: ${this.ns} index: ${name} dup key: { ${shown} }`,
      { keyPattern, keyValue },
    );
  }

  /**
   * Throws E11000 if `doc` would violate a unique index (ignoring the document with id `selfId`).
   * Returns the document's keys, for put() to reuse while the collection is unchanged.
   */
  checkUnique(doc: Document, selfId?: string): DocKeys {
    const id = Collection.idKey(doc);
    if (id !== selfId && this.docs.has(id)) throw this.duplicateError(undefined, doc);
    const perIndex: (string[] | undefined)[] = [];
    for (const idx of this.indexes) {
      const keys = this.indexKeys(idx, doc);
      perIndex.push(keys);
      if (!idx.spec.unique || !keys) continue;
      for (let i = 0; i < keys.length; i++) {
        const entry = idx.entries.get(keys[i]!);
        if (entry === undefined) continue;
        for (const h of typeof entry === 'string' ? [entry] : entry) {
          if (h !== selfId) {
            const combo =
              idx.fields.length === 1
                ? [valuesAtPath(doc, idx.fields[0]!).find((v) => canonicalKey(v) === keys[i])]
                : this.comboFor(idx, this.keysFor(idx, doc)!, i);
            throw this.duplicateError(idx, doc, combo);
          }
        }
      }
    }
    return { id, perIndex };
  }

  private comboFor(idx: IndexState, k: { keys: string[]; values: unknown[][] }, i: number): unknown[] {
    const key = k.keys[i]!;
    return k.values.find((c) => c.map(canonicalKey).join('\u0000') === key) ?? idx.fields.map(() => null);
  }

  private indexDoc(idx: IndexState, id: string, keys: string[] | undefined): void {
    if (!keys) return;
    for (const key of keys) addEntry(idx, key, id);
  }

  private unindexDoc(idx: IndexState, id: string, doc: Document): void {
    const keys = this.indexKeys(idx, doc);
    if (!keys) return;
    for (const key of keys) {
      const entry = idx.entries.get(key);
      if (entry === undefined) continue;
      if (typeof entry === 'string') {
        if (entry === id) idx.entries.delete(key);
        continue;
      }
      entry.delete(id);
      if (entry.size === 1) idx.entries.set(key, entry.values().next().value!);
      else if (entry.size === 0) idx.entries.delete(key);
    }
  }

  /**
   * Stores a document (already checked for uniqueness). Stored documents are never mutated. `keys`
   * is what checkUnique() returned for this document, if nothing changed the collection since.
   */
  put(doc: Document, keys?: DocKeys): void {
    const id = keys?.id ?? Collection.idKey(doc);
    const old = this.docs.get(id);
    if (old) for (const idx of this.indexes) this.unindexDoc(idx, id, old);
    this.docs.set(id, doc);
    const reuse = keys !== undefined && keys.perIndex.length === this.indexes.length;
    for (let i = 0; i < this.indexes.length; i++) {
      const idx = this.indexes[i]!;
      this.indexDoc(idx, id, reuse ? keys.perIndex[i] : this.indexKeys(idx, doc));
    }
  }

  remove(id: string): Document | undefined {
    const old = this.docs.get(id);
    if (!old) return undefined;
    for (const idx of this.indexes) this.unindexDoc(idx, id, old);
    this.docs.delete(id);
    return old;
  }

  /** Builds an index over existing documents; throws E11000 (nothing changed) on duplicates. */
  addIndex(spec: IndexSpec): void {
    const idx: IndexState = {
      spec,
      fields: Object.keys(spec.key),
      paths: Object.keys(spec.key).map((f) => f.split('.')),
      entries: new Map(),
      partial: spec.partialFilterExpression
        ? new Query(spec.partialFilterExpression, queryOptions())
        : undefined,
    };
    for (const [id, doc] of this.docs) {
      const k = this.keysFor(idx, doc);
      if (!k) continue;
      for (let i = 0; i < k.keys.length; i++) {
        const key = k.keys[i]!;
        const entry = idx.entries.get(key);
        if (spec.unique && entry !== undefined && entry !== id) {
          const combo =
            idx.fields.length === 1
              ? [valuesAtPath(doc, idx.fields[0]!).find((v) => canonicalKey(v) === key)]
              : this.comboFor(idx, k, i);
          throw this.duplicateError(idx, doc, combo);
        }
        addEntry(idx, key, id);
      }
    }
    this.indexes.push(idx);
  }

  dropIndex(name: string): boolean {
    const i = this.indexes.findIndex((x) => x.spec.name === name);
    if (i < 0) return false;
    this.indexes.splice(i, 1);
    return true;
  }

  /**
   * Documents that can possibly match `filter`, using the _id or a secondary hash index when the
   * filter binds every field of the index by equality; undefined means a full scan is needed.
   * `exact` is true when every candidate matches (the filter is nothing but those equalities).
   */
  candidates(
    filter: Document,
    countOnly = false,
  ): { docs: Document[]; exact: boolean; count?: number } | undefined {
    const eqKeys = (field: string): string[] | undefined => {
      if (!(field in filter)) return undefined;
      let v = filter[field];
      if (isPlainObject(v)) {
        const ks = Object.keys(v);
        if (ks.length === 1 && ks[0] === '$eq') v = v.$eq;
        else if (ks.length === 1 && ks[0] === '$in' && Array.isArray(v.$in) && v.$in.every(isIndexableScalar))
          return [...new Set((v.$in as unknown[]).map(canonicalKey))];
        else return undefined;
      }
      return isIndexableScalar(v) ? [canonicalKey(v)] : undefined;
    };
    let filterKeys = 0;
    for (const _ in filter) filterKeys++;
    const idKeys = eqKeys('_id');
    if (idKeys) {
      const out: Document[] = [];
      for (const k of idKeys) {
        const d = this.docs.get(k);
        if (d) out.push(d);
      }
      return { docs: out, exact: filterKeys === 1 };
    }
    for (const idx of this.indexes) {
      if (idx.partial) continue;
      const per = idx.fields.map(eqKeys);
      if (per.some((p) => p === undefined)) continue;
      let keys: string[];
      if (per.length === 1) keys = per[0]!;
      else {
        if (per.some((p) => p!.length !== 1)) continue;
        keys = [per.map((p) => p![0]!).join('\u0000')];
      }
      const entries: Array<string | Set<string>> = [];
      for (const k of keys) {
        const entry = idx.entries.get(k);
        if (entry !== undefined) entries.push(entry);
      }
      const exact =
        filterKeys === idx.fields.length &&
        idx.fields.every((f) => !f.split('.').some((p) => /^\d+$/.test(p)));
      if (countOnly && exact && entries.length <= 1) {
        const only = entries[0];
        return { docs: [], exact, count: only === undefined ? 0 : typeof only === 'string' ? 1 : only.size };
      }
      const out: Document[] = [];
      const take = (id: string): void => {
        const d = this.docs.get(id);
        if (d) out.push(d);
      };
      if (entries.length === 1) {
        const only = entries[0]!;
        if (typeof only === 'string') take(only);
        else for (const id of only) take(id);
      } else if (entries.length > 1) {
        const ids = new Set<string>();
        for (const e of entries) {
          if (typeof e === 'string') ids.add(e);
          else for (const id of e) ids.add(id);
        }
        for (const id of ids) take(id);
      }
      return { docs: out, exact };
    }
    return undefined;
  }
}
