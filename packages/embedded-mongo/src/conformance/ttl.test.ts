// TTL indexes: a background monitor deletes documents whose indexed date is older than expireAfterSeconds.
// MongoDB's monitor runs every 60 s, so against a real server this test waits up to two minutes.
import { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { againstRealMongo, openTarget, waitFor, type Target } from '../testing/target.js';

let target: Target;
const patience = againstRealMongo ? 150_000 : 10_000;

beforeAll(async () => {
  target = await openTarget('ttl', { ttlMonitorIntervalMs: 100 });
});
afterAll(async () => {
  await target.close();
});

describe('TTL', () => {
  it(
    'removes expired documents and keeps the rest',
    async () => {
      const schema = new Schema({ label: String, expiresAt: Schema.Types.Mixed });
      schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
      const sessions = target.conn.model('LoginSession', schema);
      await sessions.init();
      const hour = 3_600_000;
      await sessions.insertMany([
        { label: 'expired', expiresAt: new Date(Date.now() - hour) },
        { label: 'future', expiresAt: new Date(Date.now() + hour) },
        { label: 'not-a-date', expiresAt: 'yesterday' },
        { label: 'missing' },
        {
          label: 'array-with-past-date',
          expiresAt: [new Date(Date.now() + hour), new Date(Date.now() - hour)],
        },
      ]);
      const spec = (await sessions.listIndexes()).find((i: { name: string }) => i.name === 'expiresAt_1');
      expect(spec).toMatchObject({ key: { expiresAt: 1 }, expireAfterSeconds: 0 });

      const gone = await waitFor(
        async () =>
          (await sessions.countDocuments({ label: { $in: ['expired', 'array-with-past-date'] } })) === 0,
        patience - 5_000,
        100,
      );
      expect(gone).toBe(true);
      const left = (await sessions.find().lean()).map((s) => s.label).sort();
      expect(left).toEqual(['future', 'missing', 'not-a-date']);
    },
    patience,
  );

  it(
    'counts expireAfterSeconds from the indexed date',
    async () => {
      const coll = target.db.collection('ttl_offset');
      await coll.createIndex({ createdAt: 1 }, { expireAfterSeconds: 600 });
      await coll.insertMany([
        { label: 'old', createdAt: new Date(Date.now() - 3_600_000) },
        { label: 'recent', createdAt: new Date(Date.now() - 60_000) },
      ]);
      const gone = await waitFor(
        async () => (await coll.countDocuments({ label: 'old' })) === 0,
        patience - 5_000,
        100,
      );
      expect(gone).toBe(true);
      expect(await coll.countDocuments({ label: 'recent' })).toBe(1);
    },
    patience,
  );
});
