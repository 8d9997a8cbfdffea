// Read commands: find, getMore, killCursors, aggregate, count, distinct.
import { BSON, Long, type Document } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { Query } from 'mingo/query';
import type { Collection } from '../collection.js';
import { MongoError } from '../errors.js';
import type { Engine } from '../engine.js';
import { mingoOptions, parseSort, queryOptions, sortDocuments } from '../mingo-context.js';
import { MAX_BSON_SIZE } from '../../wire/protocol.js';
import { compileProjection } from '../projection.js';
import {
  canonicalKey,
  cloneDoc,
  demoteNumbers,
  hasNumericWrappers,
  isNumeric,
  isPlainObject,
  toNumber,
  typeName,
} from '../values.js';
import { collectionArg, handler, type CommandHandler } from './types.js';

const DEFAULT_BATCH = 101;
/** The documents of one batch at most, leaving room in the 16 MiB reply for the cursor's fields. */
const MAX_BATCH_BYTES = MAX_BSON_SIZE - 1024 * 1024;

function optionalInt(cmd: Document, field: string, cmdName: string, min = 0): number | undefined {
  const v = cmd[field];
  if (v === undefined || v === null) return undefined;
  if (!isNumeric(v))
    throw new MongoError(
      14,
      `BSON field '${cmdName}.${field}' is the wrong type '${typeName(v)}', expected types '[long, int, decimal, double]'`,
    );
  const n = toNumber(v);
  if (!Number.isFinite(n) || n < min) throw new MongoError(2, `${field} must be >= ${min}`);
  return Math.trunc(n);
}

export function filterOf(cmd: Document, field: string, cmdName: string): Document {
  const f = cmd[field];
  if (f === undefined || f === null) return {};
  if (!isPlainObject(f))
    throw new MongoError(
      14,
      `BSON field '${cmdName}.${field}' is the wrong type '${typeName(f)}', expected type 'object'`,
    );
  return f;
}

/** Documents of `coll` matching `filter`, via an index when one applies; natural order otherwise. */
export function matchDocuments(coll: Collection | undefined, filter: Document, limit = Infinity): Document[] {
  const found = coll?.candidates(filter);
  if (found?.exact) return found.docs.length > limit ? found.docs.slice(0, limit) : found.docs;
  const test = compileFilter(filter);
  const out: Document[] = [];
  if (!coll || limit <= 0) return out;
  const candidates = found?.docs ?? coll.docs.values();
  for (const d of candidates) {
    if (test(d)) {
      out.push(d);
      if (out.length >= limit) break;
    }
  }
  return out;
}

/** How many documents of `coll` match `filter` (at most `limit`), without collecting them. */
function countMatches(coll: Collection | undefined, filter: Document, limit = Infinity): number {
  const found = coll?.candidates(filter, true);
  if (found?.exact) return Math.min(found.count ?? found.docs.length, limit);
  const test = compileFilter(filter);
  if (!coll || limit <= 0) return 0;
  if (test === matchAll) return Math.min(coll.docs.size, limit);
  const candidates = found?.docs ?? coll.docs.values();
  let n = 0;
  for (const d of candidates) if (test(d) && ++n >= limit) break;
  return n;
}

const matchAll = (): boolean => true;

/** A compiled filter; the empty filter needs no mingo query at all. */
function compileFilter(filter: Document): (d: Document) => boolean {
  for (const _ in filter) {
    const q = new Query(filter, queryOptions());
    return (d) => q.test(d);
  }
  return matchAll;
}

export function makeProjector(
  projection: Document | undefined,
  filter: Document = {},
): (batch: Document[]) => Document[] {
  if (!projection || Object.keys(projection).length === 0) return (b) => b;
  const compiled = compileProjection(projection, filter);
  const apply = compiled.apply;
  if (apply) return (batch) => batch.map(apply);
  const proj = demoteNumbers(projection) as Document;
  const q = new Query({}, queryOptions());
  q.find([{ _id: 1 }], proj).all();
  return (batch) => {
    const projected = q.find(batch.map(cloneDoc), proj).all() as Document[];
    // mingo emits fields in projection order; MongoDB keeps the document's own field order.
    return projected.map((p, i) => {
      const src = batch[i]!;
      const out: Document = {};
      for (const k of Object.keys(src)) if (k in p) out[k] = p[k];
      for (const k of Object.keys(p)) if (!(k in out)) out[k] = p[k];
      return out;
    });
  };
}

function takeBatch(
  engineDocs: Document[],
  pos: number,
  batchSize: number | undefined,
  project: (b: Document[]) => Document[],
): { batch: Document[]; next: number } {
  const limit = batchSize && batchSize > 0 ? batchSize : Infinity;
  const raw: Document[] = [];
  let bytes = 0;
  let i = pos;
  while (i < engineDocs.length && raw.length < limit) {
    const d = engineDocs[i]!;
    // A batch stays within one BSON document's size, however few documents that is (at least one):
    // large documents such as GridFS chunks (255 KB each) fill it long before 101 of them.
    bytes += BSON.calculateObjectSize(d);
    if (raw.length > 0 && bytes > MAX_BATCH_BYTES) break;
    raw.push(d);
    i++;
  }
  return { batch: project(raw), next: i };
}

export function cursorReply(
  engine: Engine,
  ns: string,
  docs: Document[],
  cursorOpt: unknown,
  key: 'firstBatch',
  project: (b: Document[]) => Document[] = (b) => b,
  singleBatch = false,
): Document {
  let batchSize: number | undefined = DEFAULT_BATCH;
  if (cursorOpt !== undefined) {
    if (!isPlainObject(cursorOpt))
      throw new MongoError(14, "BSON field 'cursor' is the wrong type, expected type 'object'");
    const b = optionalInt(cursorOpt, 'batchSize', 'cursor');
    if (b !== undefined) batchSize = b;
  }
  return cursorReplyWithBatch(engine, ns, docs, batchSize, key, project, singleBatch);
}

function cursorReplyWithBatch(
  engine: Engine,
  ns: string,
  docs: Document[],
  batchSize: number | undefined,
  key: 'firstBatch',
  project: (b: Document[]) => Document[],
  singleBatch: boolean,
): Document {
  const first = batchSize === 0 ? { batch: [], next: 0 } : takeBatch(docs, 0, batchSize, project);
  const id = singleBatch ? Long.ZERO : engine.registerCursor(ns, docs, first.next, project);
  return { cursor: { [key]: first.batch, id, ns }, ok: 1 };
}

const FIND_FIELDS = [
  'filter',
  'sort',
  'projection',
  'skip',
  'limit',
  'batchSize',
  'singleBatch',
  'hint',
  'let',
  'collation',
  'allowDiskUse',
  'noCursorTimeout',
  'allowPartialResults',
  'readOnce',
  'returnKey',
  'showRecordId',
  'tailable',
  'awaitData',
  'min',
  'max',
  'oplogReplay',
];

function refuse(cmd: Document, cmdName: string, fields: string[]): void {
  for (const f of fields) {
    const v = cmd[f];
    if (v === undefined || v === false || v === null) continue;
    if (f === 'collation' && isPlainObject(v) && (v.locale === 'simple' || Object.keys(v).length === 0))
      continue;
    throw new MongoError(2, `${cmdName} option '${f}' is not supported by this embedded engine`);
  }
}

function aggregationInput(engine: Engine, db: string): (name: string) => Document[] {
  return (name) => {
    const c = engine.getCollection(db, name);
    if (!c) return [];
    return [...c.docs.values()].map((d) =>
      hasNumericWrappers(d) ? (demoteNumbers(d) as Document) : cloneDoc(d),
    );
  };
}

const SUPPORTED_STAGES = new Set([
  '$match',
  '$group',
  '$sort',
  '$skip',
  '$limit',
  '$project',
  '$unwind',
  '$lookup',
  '$count',
  '$facet',
  '$addFields',
  '$set',
  '$unset',
  '$replaceRoot',
  '$replaceWith',
  '$sortByCount',
  '$bucket',
  '$bucketAuto',
  '$sample',
  '$redact',
  '$graphLookup',
  '$unionWith',
  '$documents',
  '$densify',
  '$fill',
  '$setWindowFields',
]);

function checkPipeline(pipeline: unknown): Document[] {
  if (!Array.isArray(pipeline)) throw new MongoError(14, "'pipeline' option must be specified as an array");
  for (const stage of pipeline) {
    if (!isPlainObject(stage))
      throw new MongoError(14, "Each element of the 'pipeline' array must be an object");
    const keys = Object.keys(stage);
    if (keys.length !== 1)
      throw new MongoError(40323, 'A pipeline stage specification object must contain exactly one field.');
    const name = keys[0]!;
    if (name === '$changeStream')
      throw new MongoError(40573, 'The $changeStream stage is only supported on replica sets');
    if (name === '$out' || name === '$merge')
      throw new MongoError(
        40324,
        `Unrecognized pipeline stage name: '${name}' (not supported by this embedded engine)`,
      );
    if (!SUPPORTED_STAGES.has(name))
      throw new MongoError(40324, `Unrecognized pipeline stage name: '${name}'`);
    if (name === '$facet') for (const sub of Object.values(stage.$facet as Document)) checkPipeline(sub);
    if (name === '$lookup' && isPlainObject(stage.$lookup) && stage.$lookup.pipeline)
      checkPipeline(stage.$lookup.pipeline);
  }
  return pipeline as Document[];
}

/** Stages that never modify the documents they are given, so their input need not be copied. */
const READ_ONLY_STAGES = new Set(['$match', '$group', '$count', '$sort', '$skip', '$limit', '$sortByCount']);

function nonNegativeInt(v: unknown): number | undefined {
  if (!isNumeric(v)) return undefined;
  const n = toNumber(v);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

/**
 * Recognises the driver's countDocuments pipeline — [$match?, $skip?, $limit?, {$group: {_id: <constant>,
 * n: {$sum: 1}}}] — so it can be answered by counting, without materialising documents.
 */
function countPipeline(
  pipeline: Document[],
): { filter: Document; skip: number; limit: number; id: unknown; field: string } | undefined {
  let i = 0;
  let filter: Document = {};
  let skip = 0;
  let limit = Infinity;
  const stage = (name: string): unknown => {
    const st = pipeline[i];
    return st && name in st ? st[name] : undefined;
  };
  const m = stage('$match');
  if (m !== undefined) {
    if (!isPlainObject(m)) return undefined;
    filter = m;
    i++;
  }
  const sk = stage('$skip');
  if (sk !== undefined) {
    const n = nonNegativeInt(sk);
    if (n === undefined) return undefined;
    skip = n;
    i++;
  }
  const li = stage('$limit');
  if (li !== undefined) {
    const n = nonNegativeInt(li);
    if (n === undefined || n === 0) return undefined;
    limit = n;
    i++;
  }
  const g = stage('$group');
  if (i !== pipeline.length - 1 || !isPlainObject(g)) return undefined;
  const keys = Object.keys(g);
  if (keys.length !== 2 || keys[0] !== '_id') return undefined;
  const id = g._id;
  if (!(
    id === null ||
    typeof id === 'number' ||
    typeof id === 'boolean' ||
    (typeof id === 'string' && !id.startsWith('$'))
  ))
    return undefined;
  const field = keys[1]!;
  const acc = g[field];
  if (field.includes('.') || field.startsWith('$') || !isPlainObject(acc)) return undefined;
  const accKeys = Object.keys(acc);
  if (accKeys.length !== 1 || accKeys[0] !== '$sum' || acc.$sum !== 1) return undefined;
  return { filter, skip, limit, id, field };
}

export const READ_COMMANDS: Record<string, CommandHandler> = {
  find: handler(FIND_FIELDS, ({ engine, db, cmd }) => {
    const name = collectionArg(cmd, 'find', db);
    refuse(cmd, 'find', ['collation', 'returnKey', 'showRecordId', 'tailable', 'awaitData', 'min', 'max']);
    const filter = filterOf(cmd, 'filter', 'find');
    const skip = optionalInt(cmd, 'skip', 'find') ?? 0;
    let limit = optionalInt(cmd, 'limit', 'find') ?? 0;
    const batchSize = optionalInt(cmd, 'batchSize', 'find');
    const projection =
      cmd.projection === undefined || cmd.projection === null
        ? undefined
        : filterOf(cmd, 'projection', 'find');
    const sort =
      cmd.sort !== undefined && cmd.sort !== null && Object.keys(cmd.sort as Document).length > 0
        ? parseSort(cmd.sort)
        : undefined;
    engine.opcounters.query++;
    const coll = engine.getCollection(db, name);
    let docs = matchDocuments(coll, filter, sort || limit === 0 ? Infinity : skip + limit);
    if (sort) docs = sortDocuments(docs, sort);
    if (skip > 0 || limit > 0) docs = docs.slice(skip, limit > 0 ? skip + limit : undefined);
    const project = makeProjector(projection, filter);
    const singleBatch = cmd.singleBatch === true;
    if (singleBatch && limit === 0) limit = batchSize ?? DEFAULT_BATCH;
    return cursorReplyWithBatch(
      engine,
      `${db}.${name}`,
      docs,
      singleBatch ? Math.max(limit, batchSize ?? 0) || undefined : (batchSize ?? DEFAULT_BATCH),
      'firstBatch',
      project,
      singleBatch,
    );
  }),
  getMore: handler(
    ['collection', 'batchSize', 'maxTimeMS', 'term', 'lastKnownCommittedOpTime'],
    ({ engine, db, cmd }) => {
      const idv = cmd.getMore;
      if (!(idv instanceof Long) && typeof idv !== 'number')
        throw new MongoError(14, "BSON field 'getMore.getMore' is the wrong type, expected type 'long'");
      const collection = collectionArg(cmd, 'collection', db);
      const key = (idv instanceof Long ? idv : Long.fromNumber(idv)).toString();
      const cursor = engine.cursors.get(key);
      if (!cursor) throw new MongoError(43, `cursor id ${key} not found`);
      if (cursor.ns !== `${db}.${collection}` && !cursor.ns.startsWith(`${db}.$cmd`))
        throw new MongoError(
          13,
          `Requested getMore on namespace '${db}.${collection}', but cursor belongs to a different namespace ${cursor.ns}`,
        );
      engine.opcounters.getmore++;
      const batchSize = optionalInt(cmd, 'batchSize', 'getMore');
      const { batch, next } = takeBatch(cursor.docs, cursor.pos, batchSize, cursor.project);
      cursor.pos = next;
      cursor.lastUsed = Date.now();
      let id = cursor.id;
      if (next >= cursor.docs.length) {
        engine.cursors.delete(key);
        id = Long.ZERO;
      }
      return { cursor: { nextBatch: batch, id, ns: cursor.ns }, ok: 1 };
    },
  ),
  killCursors: handler(['cursors'], ({ engine, db, cmd }) => {
    collectionArg(cmd, 'killCursors', db);
    if (!Array.isArray(cmd.cursors))
      throw new MongoError(14, "BSON field 'killCursors.cursors' is missing or the wrong type");
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const c of cmd.cursors as unknown[]) {
      const id = c instanceof Long ? c : Long.fromNumber(toNumber(c));
      if (engine.cursors.delete(id.toString())) killed.push(id);
      else notFound.push(id);
    }
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  }),
  aggregate: handler(
    ['pipeline', 'cursor', 'explain', 'allowDiskUse', 'hint', 'let', 'collation', 'bypassDocumentValidation'],
    ({ engine, db, cmd }) => {
      if (cmd.explain === true) throw new MongoError(2, 'explain is not supported by this embedded engine');
      refuse(cmd, 'aggregate', ['collation']);
      const pipeline = checkPipeline(cmd.pipeline);
      if (cmd.cursor === undefined)
        throw new MongoError(
          9,
          "The 'cursor' option is required, except for aggregate with the explain argument",
        );
      const target = cmd.aggregate;
      let input: Document[] = [];
      let ns: string;
      let stages = pipeline;
      if (isNumeric(target) && toNumber(target) === 1) {
        if (pipeline[0] && !('$documents' in pipeline[0]))
          throw new MongoError(
            2,
            `${Object.keys(pipeline[0])[0]} is not supported as a collection-less aggregation stage`,
          );
        ns = `${db}.$cmd.aggregate`;
      } else {
        const name = collectionArg(cmd, 'aggregate', db);
        ns = `${db}.${name}`;
        const coll = engine.getCollection(db, name);
        const counting = countPipeline(pipeline);
        if (counting) {
          engine.opcounters.command++;
          const n = Math.max(
            0,
            countMatches(coll, counting.filter, counting.skip + counting.limit) - counting.skip,
          );
          const out = n === 0 ? [] : [{ _id: counting.id, [counting.field]: n }];
          return cursorReply(engine, ns, out, cmd.cursor, 'firstBatch');
        }
        const first = pipeline[0];
        if (first && '$match' in first && isPlainObject(first.$match)) {
          input = matchDocuments(coll, first.$match);
          stages = pipeline.slice(1);
        } else input = coll ? [...coll.docs.values()] : [];
        const readOnly = stages.every((st) => READ_ONLY_STAGES.has(Object.keys(st)[0]!));
        input = input.map((d) =>
          hasNumericWrappers(d) ? (demoteNumbers(d) as Document) : readOnly ? d : cloneDoc(d),
        );
      }
      engine.opcounters.command++;
      const variables = isPlainObject(cmd.let) ? cmd.let : undefined;
      const agg = new Aggregator(
        stages,
        mingoOptions({
          collectionResolver: aggregationInput(engine, db) as never,
          ...(variables ? { variables } : {}),
        }),
      );
      const out = agg.run(input) as Document[];
      return cursorReply(engine, ns, out, cmd.cursor, 'firstBatch');
    },
  ),
  count: handler(['query', 'limit', 'skip', 'hint', 'collation', 'fields'], ({ engine, db, cmd }) => {
    const name = collectionArg(cmd, 'count', db);
    refuse(cmd, 'count', ['collation']);
    const filter = filterOf(cmd, 'query', 'count');
    const skip = optionalInt(cmd, 'skip', 'count') ?? 0;
    const limit = Math.abs(toNumber(cmd.limit ?? 0));
    const coll = engine.getCollection(db, name);
    let n = countMatches(coll, filter, limit > 0 ? skip + limit : Infinity);
    n = Math.max(0, n - skip);
    if (limit > 0) n = Math.min(n, limit);
    return { n, ok: 1 };
  }),
  distinct: handler(['key', 'query', 'collation', 'hint'], ({ engine, db, cmd }) => {
    const name = collectionArg(cmd, 'distinct', db);
    refuse(cmd, 'distinct', ['collation']);
    if (typeof cmd.key !== 'string')
      throw new MongoError(
        14,
        "BSON field 'distinct.key' is missing or the wrong type, expected type 'string'",
      );
    const key = cmd.key;
    const docs = matchDocuments(engine.getCollection(db, name), filterOf(cmd, 'query', 'distinct'));
    const values: unknown[] = [];
    const seen = new Set<string>();
    const add = (v: unknown): void => {
      if (v === undefined) return;
      const k = canonicalKey(v);
      if (seen.has(k)) return;
      seen.add(k);
      values.push(v);
    };
    for (const d of docs) {
      for (const v of valuesAtPathDistinct(d, key)) add(v);
    }
    return { values, ok: 1 };
  }),
};

function valuesAtPathDistinct(doc: Document, path: string): unknown[] {
  const out: unknown[] = [];
  const walk = (v: unknown, parts: string[]): void => {
    if (parts.length === 0) {
      if (Array.isArray(v)) out.push(...v);
      else out.push(v);
      return;
    }
    if (Array.isArray(v)) {
      for (const x of v) walk(x, parts);
      return;
    }
    if (isPlainObject(v)) walk(v[parts[0]!], parts.slice(1));
  };
  walk(doc, path.split('.'));
  return out;
}
