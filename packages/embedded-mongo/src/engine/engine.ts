// The engine: in-memory catalog, cursors, TTL monitor and the commit path to durability. Commands
// (./commands) act on it: write commands apply changes in memory, then await commit() before replying.
import { Long, type Document } from 'bson';
import type {
  CollectionImage,
  DatabaseImage,
  Durability,
  IndexSpec,
  JournalOp,
} from '../storage/durability.js';
import { Collection } from './collection.js';
import { MemoryDurability } from '../storage/memory-durability.js';
import { MongoError } from './errors.js';
import { typeName } from './values.js';

export interface EngineOptions {
  durability: Durability;
  ttlMonitorIntervalMs?: number;
  /** idle cursor lifetime, mongod's default is 10 minutes */
  cursorTimeoutMs?: number;
}

export interface CursorState {
  id: Long;
  ns: string;
  docs: Document[];
  pos: number;
  project: (batch: Document[]) => Document[];
  lastUsed: number;
}

export class Engine {
  readonly collections = new Map<string, Collection>();
  readonly cursors = new Map<string, CursorState>();
  readonly durability: Durability;
  readonly startedAt = Date.now();
  private checkpointing: Promise<void> | undefined;
  private timers: NodeJS.Timeout[] = [];
  private nextConnectionId = 1;
  readonly cursorTimeoutMs: number;
  openConnections = 0;
  totalConnections = 0;
  opcounters = { insert: 0, query: 0, update: 0, delete: 0, getmore: 0, command: 0 };
  private commitChain: Promise<void> = Promise.resolve();

  /** false when nothing is written anywhere (no dbPath): writes then need no journal encoding */
  readonly journaled: boolean;

  constructor(private readonly options: EngineOptions) {
    this.durability = options.durability;
    this.journaled = !(options.durability instanceof MemoryDurability);
    this.cursorTimeoutMs = options.cursorTimeoutMs ?? 10 * 60 * 1000;
  }

  async start(): Promise<void> {
    const image = await this.durability.load();
    this.loadImage(image);
    const ttlEvery = this.options.ttlMonitorIntervalMs ?? 1000;
    const ttl = setInterval(() => void this.expireTtl().catch(() => undefined), ttlEvery);
    ttl.unref();
    const cursorSweep = setInterval(() => this.sweepCursors(), Math.min(60_000, this.cursorTimeoutMs));
    cursorSweep.unref();
    this.timers.push(ttl, cursorSweep);
  }

  loadImage(image: DatabaseImage): void {
    for (const [ns, img] of image) {
      const [db, name] = splitNs(ns);
      const coll = new Collection(db, name, img.options ?? {});
      for (const doc of img.docs) coll.put(doc);
      for (const spec of img.indexes) coll.addIndex(spec);
      this.collections.set(ns, coll);
    }
  }

  image(): DatabaseImage {
    const out: DatabaseImage = new Map();
    for (const [ns, c] of this.collections) {
      const img: CollectionImage = {
        options: c.options,
        indexes: c.indexes.map((i) => i.spec),
        docs: Array.from(c.docs.values()),
      };
      out.set(ns, img);
    }
    return out;
  }

  async close(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    await this.commitChain.catch(() => undefined);
    await this.checkpointing?.catch(() => undefined);
    await this.durability.close();
  }

  newConnectionId(): number {
    return this.nextConnectionId++;
  }

  getCollection(db: string, name: string): Collection | undefined {
    return this.collections.get(`${db}.${name}`);
  }

  /** Returns the collection, creating it (and journaling the creation into `ops`) if needed. */
  ensureCollection(db: string, name: string, ops: JournalOp[]): Collection {
    validateCollectionName(db, name);
    const existing = this.getCollection(db, name);
    if (existing) return existing;
    const coll = new Collection(db, name, {});
    this.collections.set(coll.ns, coll);
    ops.push({ op: 'createCollection', ns: coll.ns, options: {} });
    return coll;
  }

  createIndexOn(coll: Collection, spec: IndexSpec, ops: JournalOp[]): void {
    coll.addIndex(spec);
    ops.push({ op: 'createIndex', ns: coll.ns, spec });
  }

  /** Journals one command's changes; resolves once they are durable. */
  async commit(ops: JournalOp[]): Promise<void> {
    if (ops.length === 0) return;
    const p = this.durability.commit(ops);
    this.commitChain = p.catch(() => undefined);
    await p;
    if (!this.checkpointing && this.durability.wantsCheckpoint()) {
      const image = this.image();
      this.checkpointing = this.durability
        .checkpoint(image)
        .catch((err: unknown) => {
          process.emitWarning(`embedded-mongo checkpoint failed: ${String(err)}`);
        })
        .finally(() => {
          this.checkpointing = undefined;
        });
    }
  }

  registerCursor(ns: string, docs: Document[], pos: number, project: (b: Document[]) => Document[]): Long {
    if (pos >= docs.length) return Long.ZERO;
    let id: Long;
    do {
      id = Long.fromBits((Math.random() * 0x100000000) | 0, (Math.random() * 0x7fffffff) | 0);
    } while (id.isZero() || this.cursors.has(id.toString()));
    this.cursors.set(id.toString(), { id, ns, docs, pos, project, lastUsed: Date.now() });
    return id;
  }

  private sweepCursors(): void {
    const cutoff = Date.now() - this.cursorTimeoutMs;
    for (const [k, c] of this.cursors) if (c.lastUsed < cutoff) this.cursors.delete(k);
  }

  /** Removes documents whose TTL-indexed date field is older than expireAfterSeconds. */
  async expireTtl(now = Date.now()): Promise<number> {
    const ops: JournalOp[] = [];
    for (const coll of this.collections.values()) {
      for (const idx of coll.indexes) {
        const secs = idx.spec.expireAfterSeconds;
        if (typeof secs !== 'number' || idx.fields.length !== 1) continue;
        const field = idx.fields[0]!;
        const expired: string[] = [];
        for (const [id, doc] of coll.docs) {
          if (idx.partial && !idx.partial.test(doc)) continue;
          const v = doc[field];
          const dates = (Array.isArray(v) ? v : [v]).filter((x): x is Date => x instanceof Date);
          if (dates.length === 0) continue;
          const earliest = Math.min(...dates.map((d) => d.getTime()));
          if (earliest + secs * 1000 <= now) expired.push(id);
        }
        for (const id of expired) {
          const old = coll.remove(id);
          if (old) ops.push({ op: 'delete', ns: coll.ns, id: old._id });
        }
      }
    }
    await this.commit(ops);
    return ops.length;
  }
}

function splitNs(ns: string): [string, string] {
  const i = ns.indexOf('.');
  return [ns.slice(0, i), ns.slice(i + 1)];
}

export function validateCollectionName(db: string, name: unknown): asserts name is string {
  if (typeof name !== 'string')
    throw new MongoError(73, `collection name has invalid type ${typeName(name)}`);
  if (name.length === 0 || name.includes('\0') || name.startsWith('.') || name.includes('$'))
    throw new MongoError(73, `Invalid namespace specified '${db}.${name}'`);
  if (/[/\\. "$]/.test(db) || db.length === 0) throw new MongoError(73, `Invalid database name: '${db}'`);
}
