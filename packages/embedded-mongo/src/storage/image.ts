// Rebuilds a DatabaseImage from a snapshot and the journal ops replayed over it.
import type { Document } from 'bson';
import type { CollectionImage, DatabaseImage, DocumentCodec, IndexSpec, JournalOp } from './durability.js';

interface CollectionState {
  options: Document;
  indexes: Map<string, IndexSpec>;
  docs: Document[];
  /** built on the first put/delete; from then on the source of truth, in natural order */
  byId: Map<string, Document> | null;
}

const INTEGER_DECIMAL = /^([+-]?\d+)(?:\.0*)?$/;

/**
 * A key under which _id values that MongoDB treats as equal collide: numbers compare by value
 * across int32/double/int64/decimal, everything else by type and content.
 */
function idKey(id: unknown, codec: DocumentCodec): string {
  switch (typeof id) {
    case 'string':
      return 's' + id;
    case 'number':
      return numberKey(id);
    case 'bigint':
      return 'n' + id.toString();
    case 'boolean':
      return id ? 'b1' : 'b0';
  }
  if (id === null || id === undefined) return 'null';
  if (id instanceof Date) return 'D' + id.getTime();
  const type = (id as { _bsontype?: string })._bsontype;
  if (type === 'ObjectId') return 'o' + (id as { toHexString(): string }).toHexString();
  if (type === 'Int32' || type === 'Double') return numberKey((id as { value: number }).value);
  if (type === 'Long') return 'n' + (id as { toBigInt(): bigint }).toBigInt().toString();
  if (type === 'Decimal128') {
    const text = String(id);
    const integer = INTEGER_DECIMAL.exec(text);
    if (integer) return 'n' + BigInt(integer[1] as string).toString();
    const n = Number(text);
    return Number.isFinite(n) && String(n) === text ? 'n' + text : 'd' + text;
  }
  return 'x' + Buffer.from(codec.encode({ id })).toString('latin1');
}

function numberKey(n: number): string {
  return Number.isInteger(n) ? 'n' + BigInt(n).toString() : 'n' + String(n);
}

export class ImageBuilder {
  private readonly collections = new Map<string, CollectionState>();

  constructor(private readonly codec: DocumentCodec) {}

  /** Used while reading a snapshot, which lists each collection once. */
  addCollection(ns: string, options: Document, indexes: IndexSpec[]): CollectionState {
    const state: CollectionState = {
      options,
      indexes: new Map(indexes.map((spec) => [spec.name, spec])),
      docs: [],
      byId: null,
    };
    this.collections.set(ns, state);
    return state;
  }

  apply(ops: JournalOp[]): void {
    for (const op of ops) {
      switch (op.op) {
        case 'createCollection': {
          const existing = this.collections.get(op.ns);
          if (existing) existing.options = op.options;
          else this.addCollection(op.ns, op.options, []);
          break;
        }
        case 'dropCollection':
          this.collections.delete(op.ns);
          break;
        case 'dropDatabase': {
          const prefix = op.db + '.';
          for (const ns of [...this.collections.keys()])
            if (ns.startsWith(prefix)) this.collections.delete(ns);
          break;
        }
        case 'createIndex':
          this.ensure(op.ns).indexes.set(op.spec.name, op.spec);
          break;
        case 'dropIndex':
          this.collections.get(op.ns)?.indexes.delete(op.name);
          break;
        case 'put':
          this.byId(this.ensure(op.ns)).set(idKey(op.doc._id, this.codec), op.doc);
          break;
        case 'delete': {
          const state = this.collections.get(op.ns);
          if (state) this.byId(state).delete(idKey(op.id, this.codec));
          break;
        }
      }
    }
  }

  finish(): DatabaseImage {
    const image: DatabaseImage = new Map();
    for (const [ns, state] of this.collections) {
      const collection: CollectionImage = {
        options: state.options,
        indexes: [...state.indexes.values()],
        docs: state.byId ? [...state.byId.values()] : state.docs,
      };
      image.set(ns, collection);
    }
    return image;
  }

  private ensure(ns: string): CollectionState {
    return this.collections.get(ns) ?? this.addCollection(ns, {}, []);
  }

  private byId(state: CollectionState): Map<string, Document> {
    if (!state.byId) {
      state.byId = new Map();
      for (const doc of state.docs) state.byId.set(idKey(doc._id, this.codec), doc);
      state.docs = [];
    }
    return state.byId;
  }
}
