// Collection and index management: create, drop, dropDatabase, listCollections, *Indexes.
import type { Document } from 'bson';
import { Query } from 'mingo/query';
import type { IndexSpec, JournalOp } from '../../storage/durability.js';
import { Collection, defaultIndexName } from '../collection.js';
import { MongoError } from '../errors.js';
import { queryOptions } from '../mingo-context.js';
import { isNumeric, isPlainObject, toNumber } from '../values.js';
import { cursorReply } from './read.js';
import { collectionArg, handler, type CommandHandler } from './types.js';

const ID_INDEX = { v: 2, key: { _id: 1 }, name: '_id_' };
const INDEX_OPTIONS = new Set([
  'key',
  'name',
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'background',
  'v',
  'ns',
  'hidden',
  'collation',
  'weights',
  'default_language',
  'language_override',
  'textIndexVersion',
]);

function indexSpecOut(spec: IndexSpec): Document {
  return { v: 2, ...spec };
}

/** Validates one createIndexes spec the way mongod does and returns the normalised spec. */
function parseIndexSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw)) throw new MongoError(2, 'index specification must be an object');
  for (const k of Object.keys(raw)) {
    if (!INDEX_OPTIONS.has(k))
      throw new MongoError(
        197,
        `The field '${k}' is not valid for an index specification. Specification: ${JSON.stringify(raw)}`,
      );
  }
  const key = raw.key;
  if (!isPlainObject(key) || Object.keys(key).length === 0)
    throw new MongoError(67, "Error in specification: The 'key' field must be a non-empty object");
  const normKey: Record<string, number | string> = {};
  for (const [f, d] of Object.entries(key)) {
    if (isNumeric(d) && toNumber(d) !== 0) normKey[f] = toNumber(d);
    else if (d === 'hashed') normKey[f] = d;
    else if (typeof d === 'string')
      throw new MongoError(67, `Index type '${d}' on field '${f}' is not supported by this embedded engine`);
    else throw new MongoError(67, `Values in the index key pattern can't be 0 or non-numbers: ${f}`);
  }
  if (raw.collation !== undefined)
    throw new MongoError(67, 'index collations are not supported by this embedded engine');
  if (raw.hidden === true)
    throw new MongoError(67, 'hidden indexes are not supported by this embedded engine');
  const name = raw.name ?? defaultIndexName(normKey);
  if (typeof name !== 'string' || name.length === 0)
    throw new MongoError(2, 'index name must be a non-empty string');
  const spec: IndexSpec = { name, key: normKey };
  if (raw.unique === true || (isNumeric(raw.unique) && toNumber(raw.unique) !== 0)) spec.unique = true;
  if (raw.sparse === true) spec.sparse = true;
  if (raw.partialFilterExpression !== undefined) {
    if (!isPlainObject(raw.partialFilterExpression))
      throw new MongoError(2, 'partialFilterExpression must be an object');
    new Query(raw.partialFilterExpression, queryOptions());
    spec.partialFilterExpression = raw.partialFilterExpression;
  }
  if (raw.expireAfterSeconds !== undefined) {
    if (!isNumeric(raw.expireAfterSeconds) || toNumber(raw.expireAfterSeconds) < 0)
      throw new MongoError(67, 'TTL index expireAfterSeconds option must be a non-negative number');
    spec.expireAfterSeconds = toNumber(raw.expireAfterSeconds);
  }
  if (name === '_id_' || (Object.keys(normKey).length === 1 && '_id' in normKey)) {
    if (spec.unique === true && name !== '_id_')
      throw new MongoError(67, "The field 'unique' is not valid for an _id index specification");
  }
  return spec;
}

function sameKey(a: IndexSpec['key'], b: IndexSpec['key']): boolean {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k, i) => kb[i] === k && a[k] === b[k]);
}

function sameOptions(a: IndexSpec, b: IndexSpec): boolean {
  return (
    Boolean(a.unique) === Boolean(b.unique) &&
    Boolean(a.sparse) === Boolean(b.sparse) &&
    a.expireAfterSeconds === b.expireAfterSeconds &&
    JSON.stringify(a.partialFilterExpression ?? null) === JSON.stringify(b.partialFilterExpression ?? null)
  );
}

function listIndexDocs(coll: Collection): Document[] {
  return [ID_INDEX, ...coll.indexes.map((i) => indexSpecOut(i.spec))];
}

export const DDL_COMMANDS: Record<string, CommandHandler> = {
  create: handler(
    [
      'capped',
      'size',
      'max',
      'validator',
      'validationLevel',
      'validationAction',
      'collation',
      'timeseries',
      'clusteredIndex',
      'viewOn',
      'pipeline',
      'idIndex',
      'autoIndexId',
      'storageEngine',
      'indexOptionDefaults',
      'expireAfterSeconds',
      'changeStreamPreAndPostImages',
    ],
    async ({ engine, db, cmd }) => {
      const name = collectionArg(cmd, 'create', db);
      for (const opt of [
        'capped',
        'validator',
        'collation',
        'timeseries',
        'clusteredIndex',
        'viewOn',
        'pipeline',
        'expireAfterSeconds',
      ]) {
        if (cmd[opt] !== undefined && cmd[opt] !== false)
          throw new MongoError(2, `create option '${opt}' is not supported by this embedded engine`);
      }
      if (engine.getCollection(db, name))
        throw new MongoError(48, `Collection ${db}.${name} already exists.`);
      const ops: JournalOp[] = [];
      engine.ensureCollection(db, name, ops);
      await engine.commit(ops);
      return { ok: 1 };
    },
  ),
  drop: handler([], async ({ engine, db, cmd }) => {
    const name = collectionArg(cmd, 'drop', db);
    const coll = engine.getCollection(db, name);
    if (!coll) return { ok: 1 };
    engine.collections.delete(coll.ns);
    for (const [k, c] of engine.cursors) if (c.ns === coll.ns) engine.cursors.delete(k);
    await engine.commit([{ op: 'dropCollection', ns: coll.ns }]);
    return { nIndexesWas: coll.indexes.length + 1, ns: coll.ns, ok: 1 };
  }),
  dropDatabase: handler([], async ({ engine, db }) => {
    let any = false;
    for (const c of [...engine.collections.values()]) {
      if (c.db === db) {
        engine.collections.delete(c.ns);
        any = true;
      }
    }
    if (any) await engine.commit([{ op: 'dropDatabase', db }]);
    return { dropped: db, ok: 1 };
  }),
  listCollections: handler(
    ['filter', 'nameOnly', 'cursor', 'authorizedCollections'],
    ({ engine, db, cmd }) => {
      const nameOnly = cmd.nameOnly === true;
      let entries: Document[] = [...engine.collections.values()]
        .filter((c) => c.db === db)
        .map((c) =>
          nameOnly
            ? { name: c.name, type: 'collection' }
            : {
                name: c.name,
                type: 'collection',
                options: c.options,
                info: { readOnly: false, uuid: c.uuid },
                idIndex: ID_INDEX,
              },
        );
      if (cmd.filter !== undefined) {
        if (!isPlainObject(cmd.filter))
          throw new MongoError(14, "BSON field 'listCollections.filter' is the wrong type");
        const q = new Query(cmd.filter, queryOptions());
        entries = entries.filter((e) => q.test(e));
      }
      return cursorReply(engine, `${db}.$cmd.listCollections`, entries, cmd.cursor, 'firstBatch');
    },
  ),
  createIndexes: handler(['indexes', 'commitQuorum'], async ({ engine, db, cmd }) => {
    const name = collectionArg(cmd, 'createIndexes', db);
    if (!Array.isArray(cmd.indexes) || cmd.indexes.length === 0)
      throw new MongoError(2, 'Must specify at least one index to create');
    const specs = cmd.indexes.map(parseIndexSpec);
    const ops: JournalOp[] = [];
    const existed = engine.getCollection(db, name) !== undefined;
    const coll = engine.getCollection(db, name) ?? new Collection(db, name, {});
    const before = coll.indexes.length + 1;
    const toCreate: IndexSpec[] = [];
    for (const spec of specs) {
      if (spec.name === '_id_' || sameKey(spec.key, { _id: 1 })) {
        if (spec.name !== '_id_' && !sameKey(spec.key, { _id: 1 }))
          throw new MongoError(86, `Index with name: _id_ already exists with a different key`);
        continue;
      }
      const named =
        coll.indexes.find((i) => i.spec.name === spec.name)?.spec ??
        toCreate.find((s) => s.name === spec.name);
      const byKey =
        coll.indexes.find((i) => sameKey(i.spec.key, spec.key))?.spec ??
        toCreate.find((s) => sameKey(s.key, spec.key));
      if (named) {
        if (!sameKey(named.key, spec.key))
          throw new MongoError(
            86,
            `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(named)}`,
          );
        if (!sameOptions(named, spec))
          throw new MongoError(
            85,
            `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(named)}`,
          );
        continue;
      }
      if (byKey) {
        if (sameOptions(byKey, spec)) continue;
        throw new MongoError(
          85,
          `An existing index has the same key pattern but a different name or options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(byKey)}`,
        );
      }
      toCreate.push(spec);
    }
    const added: string[] = [];
    try {
      for (const spec of toCreate) {
        coll.addIndex(spec);
        added.push(spec.name);
      }
    } catch (err) {
      for (const n of added) coll.dropIndex(n);
      throw err;
    }
    if (!existed) {
      engine.collections.set(coll.ns, coll);
      ops.push({ op: 'createCollection', ns: coll.ns, options: {} });
    }
    for (const spec of toCreate) ops.push({ op: 'createIndex', ns: coll.ns, spec });
    await engine.commit(ops);
    const reply: Document = {
      numIndexesBefore: before,
      numIndexesAfter: coll.indexes.length + 1,
      createdCollectionAutomatically: !existed,
      ok: 1,
    };
    if (toCreate.length === 0) reply.note = 'all indexes already exist';
    return reply;
  }),
  listIndexes: handler(['cursor'], ({ engine, db, cmd }) => {
    const name = collectionArg(cmd, 'listIndexes', db);
    const coll = engine.getCollection(db, name);
    if (!coll) throw new MongoError(26, `ns does not exist: ${db}.${name}`);
    return cursorReply(engine, `${db}.${name}`, listIndexDocs(coll), cmd.cursor, 'firstBatch');
  }),
  dropIndexes: handler(['index'], async ({ engine, db, cmd }) => {
    const name = collectionArg(cmd, 'dropIndexes', db);
    const coll = engine.getCollection(db, name);
    if (!coll) throw new MongoError(26, `ns not found ${db}.${name}`);
    const was = coll.indexes.length + 1;
    const target = cmd.index;
    const names: string[] = [];
    const resolveOne = (t: unknown): string => {
      if (typeof t === 'string') {
        if (t === '_id_') throw new MongoError(72, 'cannot drop _id index');
        if (!coll.indexes.some((i) => i.spec.name === t))
          throw new MongoError(27, `index not found with name [${t}]`);
        return t;
      }
      if (isPlainObject(t)) {
        const found = coll.indexes.find((i) =>
          sameKey(
            i.spec.key,
            Object.fromEntries(
              Object.entries(t).map(([k, v]) => [k, isNumeric(v) ? toNumber(v) : (v as string)]),
            ),
          ),
        );
        if (!found) throw new MongoError(27, `can't find index with key: ${JSON.stringify(t)}`);
        return found.spec.name;
      }
      throw new MongoError(14, "BSON field 'dropIndexes.index' is the wrong type");
    };
    if (target === '*') names.push(...coll.indexes.map((i) => i.spec.name));
    else if (Array.isArray(target)) names.push(...target.map(resolveOne));
    else names.push(resolveOne(target));
    for (const n of names) coll.dropIndex(n);
    await engine.commit(names.map((n) => ({ op: 'dropIndex' as const, ns: coll.ns, name: n })));
    return { nIndexesWas: was, ok: 1 };
  }),
  collStats: handler(['scale'], ({ engine, db, cmd }) => {
    const name = collectionArg(cmd, 'collStats', db);
    const coll = engine.getCollection(db, name);
    if (!coll) throw new MongoError(26, `Collection [${db}.${name}] not found.`);
    return {
      ns: coll.ns,
      count: coll.docs.size,
      size: coll.docs.size * 1024,
      nindexes: coll.indexes.length + 1,
      ok: 1,
    };
  }),
  dbStats: handler(['scale', 'freeStorage'], ({ engine, db }) => {
    const colls = [...engine.collections.values()].filter((c) => c.db === db);
    const objects = colls.reduce((a, c) => a + c.docs.size, 0);
    return {
      db,
      collections: colls.length,
      views: 0,
      objects,
      dataSize: objects * 1024,
      storageSize: objects * 1024,
      indexes: colls.reduce((a, c) => a + c.indexes.length + 1, 0),
      ok: 1,
    };
  }),
};
