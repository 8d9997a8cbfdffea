// The documents, model and operations the throughput bench drives, shared by the bench (parent) and
// its client processes (bench/client.ts), so every client issues exactly the same operations.
import { Schema, type Connection, type Model } from 'mongoose';

export interface Entry {
  key: string;
  n: number;
  status: string;
  body: string;
}

/** Documents the lookup and update lines run against (keys key-0 … key-19999). */
export const TOTAL = 20_000;
/** Documents created by the create lines (and their warm-up) have n >= this, so they can be removed. */
export const CREATED_FROM = 1_000_000;

const body = (i: number) => `${i}:`.padEnd(1000, 'abcdefghijklmnopqrstuvwxyz');
export const entryDoc = (i: number): Entry => ({
  key: `key-${i}`,
  n: i,
  status: i % 10 === 0 ? 'open' : 'closed',
  body: body(i),
});

export function entryModel(conn: Connection): Model<Entry> {
  const schema = new Schema<Entry>({
    key: { type: String, unique: true },
    n: Number,
    status: String,
    body: String,
  });
  return conn.model<Entry>('Entry', schema);
}

export const keyOf = (i: number) => `key-${(i * 7919) % TOTAL}`;

export type Scenario = 'create' | 'findOne' | 'updateOne';

/**
 * The operation a client runs for its i-th call. `base` keeps created keys distinct across client
 * processes and runs; `ids` are the _ids of the TOTAL documents (updateOne only).
 */
export function operation(
  scenario: Scenario,
  entries: Model<Entry>,
  base: number,
  ids: unknown[],
): (i: number, warm: boolean) => Promise<unknown> {
  switch (scenario) {
    case 'create':
      return (i, warm) =>
        entries.create(warm ? { ...entryDoc(base + i), status: 'warm-up' } : entryDoc(base + i));
    case 'findOne':
      return async (i) => {
        const key = keyOf(base + i);
        const doc = await entries.findOne({ key }).lean();
        if (doc === null) throw new Error(`missing ${key}`);
      };
    case 'updateOne':
      return async (i) => {
        const r = await entries.updateOne(
          { _id: ids[((base + i) * 104_729) % ids.length] },
          { $inc: { n: 1 } },
        );
        if (r.matchedCount !== 1) throw new Error('updateOne matched nothing');
      };
  }
}
