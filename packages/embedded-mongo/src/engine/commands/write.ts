// Write commands: insert, update, delete, findAndModify. Each applies its changes in memory,
// then awaits the journal commit before replying (acknowledged means journaled).
import { BSON, ObjectId, type Document } from 'bson';
import { MAX_BSON_SIZE, withIdFirst } from '../../wire/protocol.js';
import { documentCodec } from '../codec.js';
import type { JournalOp } from '../../storage/durability.js';
import { Collection } from '../collection.js';
import { MongoError, toMongoError } from '../errors.js';
import type { Engine } from '../engine.js';
import { parseSort, sortDocuments } from '../mingo-context.js';
import { applyUpdate, buildUpsertDoc, classifyUpdate } from '../update.js';
import { isNumeric, isPlainObject, toNumber } from '../values.js';
import { filterOf, makeProjector, matchDocuments } from './read.js';
import { collectionArg, handler, type CommandHandler } from './types.js';

interface WriteError {
  index: number;
  code: number;
  errmsg: string;
  [k: string]: unknown;
}

function writeError(index: number, err: unknown): WriteError {
  const e = toMongoError(err);
  return { index, code: e.code, errmsg: e.message, ...e.extra };
}

function ordered(cmd: Document): boolean {
  return (
    cmd.ordered === undefined ||
    cmd.ordered === null ||
    cmd.ordered === true ||
    (isNumeric(cmd.ordered) && toNumber(cmd.ordered) !== 0)
  );
}

/**
 * Runs each statement of a write batch, collecting its write errors (an ordered batch stops at the
 * first), then commits whatever the statements changed, failed ones included, like mongod.
 */
async function runBatch(
  engine: Engine,
  cmd: Document,
  stmts: Document[],
  ops: JournalOp[],
  run: (stmt: Document, index: number) => void,
): Promise<WriteError[]> {
  const errors: WriteError[] = [];
  const stopOnError = ordered(cmd);
  for (let i = 0; i < stmts.length; i++) {
    try {
      run(stmts[i]!, i);
    } catch (err) {
      errors.push(writeError(i, err));
      if (stopOnError) break;
    }
  }
  await engine.commit(ops);
  return errors;
}

function docsArray(cmd: Document, field: string, cmdName: string): Document[] {
  const v = cmd[field];
  if (!Array.isArray(v))
    throw new MongoError(14, `BSON field '${cmdName}.${field}' is missing or the wrong type`);
  if (v.length === 0)
    throw new MongoError(16, `Write batch sizes must be between 1 and 100000. Got 0 operations.`);
  if (v.length > 100000)
    throw new MongoError(16, `Write batch sizes must be between 1 and 100000. Got ${v.length} operations.`);
  for (const d of v)
    if (!isPlainObject(d))
      throw new MongoError(14, `BSON field '${cmdName}.${field}' element is the wrong type`);
  return v as Document[];
}

/**
 * Checks that `doc` may be stored (size, _id, field names) and returns its BSON for the journal:
 * `raw` when the bytes came off the wire, else encoded once here (the size check reads its length);
 * undefined when the engine keeps no journal.
 */
function storable(engine: Engine, doc: Document, updated = false, raw?: Uint8Array): Uint8Array | undefined {
  let bytes = raw;
  if (bytes === undefined && engine.journaled) {
    try {
      bytes = documentCodec.encode(doc);
    } catch {
      // too large for the serializer's buffer (or not serializable): the checks below report it
    }
  }
  if ((bytes?.length ?? BSON.calculateObjectSize(doc, { ignoreUndefined: true })) > MAX_BSON_SIZE)
    throw updated
      ? new MongoError(17419, `Resulting document after update is larger than ${MAX_BSON_SIZE}`)
      : new MongoError(
          10334,
          `object to insert too large. size in bytes: ${BSON.calculateObjectSize(doc)}, max size: ${MAX_BSON_SIZE}`,
        );
  const id = doc._id;
  if (Array.isArray(id)) throw new MongoError(2, "can't use an array for _id");
  if (id instanceof RegExp) throw new MongoError(2, "can't use a regex for _id");
  if (isPlainObject(id))
    for (const k of Object.keys(id))
      if (k.startsWith('$'))
        throw new MongoError(
          52,
          `_id fields may not contain '$'-prefixed fields: ${k} is not valid for storage.`,
        );
  for (const k of Object.keys(doc)) {
    if (k.startsWith('$')) throw new MongoError(52, `Document can't have $ prefixed field names: ${k}`);
  }
  return bytes;
}

function putOp(ns: string, doc: Document, bytes: Uint8Array | undefined): JournalOp {
  return bytes === undefined ? { op: 'put', ns, doc } : { op: 'put', ns, doc, bytes };
}

function withId(doc: Document): Document {
  if (doc._id !== undefined) {
    if (Object.keys(doc)[0] === '_id') return doc;
    const { _id, ...rest } = doc;
    return { _id, ...rest };
  }
  return { _id: new ObjectId(), ...doc };
}

/** Applies one update statement; returns counts and an upserted id if one was inserted. */
function updateOne(
  engine: Engine,
  db: string,
  name: string,
  stmt: Document,
  ops: JournalOp[],
): { n: number; nModified: number; upserted?: unknown } {
  if (!isPlainObject(stmt)) throw new MongoError(14, 'update statement must be an object');
  for (const k of Object.keys(stmt)) {
    if (!['q', 'u', 'multi', 'upsert', 'arrayFilters', 'collation', 'hint', 'c', 'sort'].includes(k))
      throw new MongoError(40415, `BSON field 'update.updates.${k}' is an unknown field.`);
  }
  if (stmt.collation !== undefined)
    throw new MongoError(2, "update option 'collation' is not supported by this embedded engine");
  const filter = filterOf(stmt, 'q', 'update.updates');
  const u = stmt.u as Document | Document[];
  if (u === undefined)
    throw new MongoError(40414, "BSON field 'update.updates.u' is missing but a required field");
  const kind = classifyUpdate(u);
  const multi = stmt.multi === true;
  if (multi && kind === 'replacement')
    throw new MongoError(9, 'multi update is not supported for replacement-style update');
  const arrayFilters = Array.isArray(stmt.arrayFilters) ? (stmt.arrayFilters as Document[]) : undefined;
  const coll = engine.getCollection(db, name);
  let matched = matchDocuments(coll, filter, multi || stmt.sort ? Infinity : 1);
  if (stmt.sort !== undefined && !multi) matched = sortDocuments(matched, parseSort(stmt.sort)).slice(0, 1);
  if (matched.length === 0) {
    if (stmt.upsert !== true) return { n: 0, nModified: 0 };
    const target = engine.ensureCollection(db, name, ops);
    const doc = buildUpsertDoc(filter, u, kind, arrayFilters);
    const bytes = storable(engine, doc);
    target.put(doc, target.checkUnique(doc));
    ops.push(putOp(target.ns, doc, bytes));
    engine.opcounters.insert++;
    return { n: 1, nModified: 0, upserted: doc._id };
  }
  const c = coll!;
  let nModified = 0;
  for (const old of matched) {
    const { doc, modified } = applyUpdate(old, u, kind, { arrayFilters, filter, inserting: false });
    if (!modified) continue;
    const bytes = storable(engine, doc, true);
    const selfId = Collection.idKey(old);
    c.put(doc, c.checkUnique(doc, selfId));
    ops.push(putOp(c.ns, doc, bytes));
    nModified++;
  }
  engine.opcounters.update++;
  return { n: matched.length, nModified };
}

export const WRITE_COMMANDS: Record<string, CommandHandler> = {
  insert: handler(['documents', 'ordered', 'bypassDocumentValidation'], async (ctx) => {
    const { engine, db, cmd } = ctx;
    const name = collectionArg(cmd, 'insert', db);
    const docs = docsArray(cmd, 'documents', 'insert');
    const raw = ctx.rawDocuments?.length === docs.length ? ctx.rawDocuments : undefined;
    const ops: JournalOp[] = [];
    const coll = engine.ensureCollection(db, name, ops);
    let n = 0;
    const errors = await runBatch(engine, cmd, docs, ops, (sent, i) => {
      const doc = withId(sent);
      // The received bytes are the stored document's BSON unless withId() had to add or move _id.
      const received = raw?.[i];
      const bytes = storable(
        engine,
        doc,
        false,
        received && (doc === sent ? received : sent._id !== undefined ? withIdFirst(received) : undefined),
      );
      coll.put(doc, coll.checkUnique(doc));
      ops.push(putOp(coll.ns, doc, bytes));
      n++;
      engine.opcounters.insert++;
    });
    const reply: Document = { n, ok: 1 };
    if (errors.length) reply.writeErrors = errors;
    return reply;
  }),
  update: handler(['updates', 'ordered', 'bypassDocumentValidation', 'let'], async ({ engine, db, cmd }) => {
    const name = collectionArg(cmd, 'update', db);
    const stmts = docsArray(cmd, 'updates', 'update');
    if (cmd.let !== undefined)
      throw new MongoError(2, "update option 'let' is not supported by this embedded engine");
    const ops: JournalOp[] = [];
    const upserted: Document[] = [];
    let n = 0;
    let nModified = 0;
    // A failed multi-update keeps the documents it already changed, like mongod.
    const errors = await runBatch(engine, cmd, stmts, ops, (stmt, i) => {
      const r = updateOne(engine, db, name, stmt, ops);
      n += r.n;
      nModified += r.nModified;
      if (r.upserted !== undefined) upserted.push({ index: i, _id: r.upserted });
    });
    const reply: Document = { n, nModified, ok: 1 };
    if (upserted.length) reply.upserted = upserted;
    if (errors.length) reply.writeErrors = errors;
    return reply;
  }),
  delete: handler(['deletes', 'ordered', 'let'], async ({ engine, db, cmd }) => {
    const name = collectionArg(cmd, 'delete', db);
    const stmts = docsArray(cmd, 'deletes', 'delete');
    if (cmd.let !== undefined)
      throw new MongoError(2, "delete option 'let' is not supported by this embedded engine");
    const ops: JournalOp[] = [];
    let n = 0;
    const errors = await runBatch(engine, cmd, stmts, ops, (stmt) => {
      for (const k of Object.keys(stmt)) {
        if (!['q', 'limit', 'collation', 'hint'].includes(k))
          throw new MongoError(40415, `BSON field 'delete.deletes.${k}' is an unknown field.`);
      }
      if (stmt.collation !== undefined)
        throw new MongoError(2, "delete option 'collation' is not supported by this embedded engine");
      const limit = toNumber(stmt.limit);
      if (limit !== 0 && limit !== 1)
        throw new MongoError(
          9,
          `The limit field in delete objects must be 0 or 1. Got ${String(stmt.limit)}`,
        );
      const coll = engine.getCollection(db, name);
      const docs = matchDocuments(coll, filterOf(stmt, 'q', 'delete.deletes'), limit === 1 ? 1 : Infinity);
      for (const d of docs) {
        coll!.remove(Collection.idKey(d));
        ops.push({ op: 'delete', ns: coll!.ns, id: d._id });
        n++;
        engine.opcounters.delete++;
      }
    });
    const reply: Document = { n, ok: 1 };
    if (errors.length) reply.writeErrors = errors;
    return reply;
  }),
  findAndModify: handler(
    [
      'query',
      'sort',
      'remove',
      'update',
      'new',
      'fields',
      'upsert',
      'arrayFilters',
      'bypassDocumentValidation',
      'collation',
      'hint',
      'let',
    ],
    async ({ engine, db, cmd }) => {
      const name = collectionArg(cmd, 'findAndModify', db);
      if (cmd.collation !== undefined)
        throw new MongoError(2, "findAndModify option 'collation' is not supported by this embedded engine");
      if (cmd.let !== undefined)
        throw new MongoError(2, "findAndModify option 'let' is not supported by this embedded engine");
      const filter = filterOf(cmd, 'query', 'findAndModify');
      const remove = cmd.remove === true;
      const u = cmd.update as Document | Document[] | undefined;
      if (remove && u !== undefined) throw new MongoError(9, 'Cannot specify both an update and remove=true');
      if (!remove && u === undefined)
        throw new MongoError(9, 'Either an update or remove=true must be specified');
      if (remove && cmd.upsert === true)
        throw new MongoError(9, 'Cannot specify both upsert=true and remove=true');
      if (remove && cmd.new === true)
        throw new MongoError(
          9,
          "Cannot specify both new=true and remove=true; 'remove' always returns the deleted document",
        );
      const project = makeProjector(
        cmd.fields === undefined || cmd.fields === null
          ? undefined
          : filterOf(cmd, 'fields', 'findAndModify'),
        filter,
      );
      const coll = engine.getCollection(db, name);
      const sort =
        cmd.sort !== undefined && cmd.sort !== null && Object.keys(cmd.sort as Document).length > 0
          ? parseSort(cmd.sort)
          : undefined;
      let matched = matchDocuments(coll, filter, sort ? Infinity : 1);
      if (sort) matched = sortDocuments(matched, sort);
      const target = matched[0];
      const ops: JournalOp[] = [];
      const out = (d: Document | undefined): Document | null => (d ? project([d])[0]! : null);
      if (remove) {
        if (target) {
          coll!.remove(Collection.idKey(target));
          ops.push({ op: 'delete', ns: coll!.ns, id: target._id });
          engine.opcounters.delete++;
        }
        await engine.commit(ops);
        return { lastErrorObject: { n: target ? 1 : 0 }, value: out(target), ok: 1 };
      }
      const kind = classifyUpdate(u);
      const arrayFilters = Array.isArray(cmd.arrayFilters) ? (cmd.arrayFilters as Document[]) : undefined;
      if (!target) {
        if (cmd.upsert !== true)
          return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
        const c = engine.ensureCollection(db, name, ops);
        const doc = buildUpsertDoc(filter, u!, kind, arrayFilters);
        const bytes = storable(engine, doc);
        c.put(doc, c.checkUnique(doc));
        ops.push(putOp(c.ns, doc, bytes));
        engine.opcounters.insert++;
        await engine.commit(ops);
        return {
          lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
          value: cmd.new === true ? out(doc) : null,
          ok: 1,
        };
      }
      const { doc, modified } = applyUpdate(target, u!, kind, { arrayFilters, filter, inserting: false });
      if (modified) {
        const bytes = storable(engine, doc, true);
        coll!.put(doc, coll!.checkUnique(doc, Collection.idKey(target)));
        ops.push(putOp(coll!.ns, doc, bytes));
      }
      engine.opcounters.update++;
      await engine.commit(ops);
      return {
        lastErrorObject: { n: 1, updatedExisting: true },
        value: out(cmd.new === true ? doc : target),
        ok: 1,
      };
    },
  ),
};
