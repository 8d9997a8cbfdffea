// Contract between the engine (in-memory catalog + commands) and the durability layer
// (append-only journal with group commit, snapshots, dbPath lock). Keep both sides to it.
import type { Document } from 'bson';

/** "db.collection" */
type Namespace = string;

export interface IndexSpec {
  name: string;
  key: Record<string, number | string>;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

/** One logical change. A write command's changes are committed together as one batch. */
export type JournalOp =
  | { op: 'createCollection'; ns: Namespace; options: Document }
  | { op: 'dropCollection'; ns: Namespace }
  | { op: 'dropDatabase'; db: string }
  | { op: 'createIndex'; ns: Namespace; spec: IndexSpec }
  | { op: 'dropIndex'; ns: Namespace; name: string }
  /**
   * full document after the change; insert or replace by its _id. `bytes`, when given, is exactly
   * what the codec's encode(doc) would produce (e.g. the BSON received on the wire): stored as is.
   */
  | { op: 'put'; ns: Namespace; doc: Document; bytes?: Uint8Array }
  /** remove the document whose _id equals id */
  | { op: 'delete'; ns: Namespace; id: unknown };

export interface CollectionImage {
  options: Document;
  /** every index except the implicit _id_ one */
  indexes: IndexSpec[];
  /** documents in natural (insertion) order */
  docs: Document[];
}

/** The whole database state: what a snapshot holds and what recovery rebuilds. */
export type DatabaseImage = Map<Namespace, CollectionImage>;

/**
 * Turns documents into bytes and back with full BSON type fidelity (int32 vs double vs int64,
 * Decimal128, ObjectId, Date, Binary, null…). Supplied by the engine, because the engine decides
 * the in-memory representation of values.
 */
export interface DocumentCodec {
  encode(doc: Document): Uint8Array;
  decode(bytes: Uint8Array): Document;
}

export interface Durability {
  /** Recovered state: latest snapshot plus the journal replayed over it (a torn last record is truncated). */
  load(): Promise<DatabaseImage>;
  /**
   * Appends one batch and resolves only once it is on disk (fsync). Concurrent calls are grouped:
   * one write + one fsync per group, not per call. Batches are applied on replay in commit order,
   * a batch entirely or not at all.
   */
  commit(ops: JournalOp[]): Promise<void>;
  /** True when the journal has grown enough that the engine should call checkpoint(). */
  wantsCheckpoint(): boolean;
  /**
   * Writes a snapshot of `image` (taken synchronously by the engine at call time, so it is
   * consistent with every batch committed before this call) and then drops the journal that the
   * snapshot covers. Commits made while the snapshot is being written stay in the journal.
   */
  checkpoint(image: DatabaseImage): Promise<void>;
  /** Flushes pending commits, releases the dbPath lock. */
  close(): Promise<void>;
}

export interface DurabilityOptions {
  /** undefined → in memory: load() gives an empty image and commit() resolves at once. */
  dbPath?: string;
  codec: DocumentCodec;
}
