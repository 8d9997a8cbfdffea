// Fixed-window counters shared by every gateway instance: in MongoDB (TTL-expired), or Redis when set.
import type { Redis } from 'ioredis';
import mongoose, { Schema, type Connection, type Model } from 'mongoose';

export interface WindowCount {
  count: number;
  resetAt: Date;
}

export interface RateLimitStore {
  /** Counts one more event for key in its current window (a new window starts when the last one ended). */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current window's count, or null when there is none. */
  get(key: string): Promise<WindowCount | null>;
  reset(key: string): Promise<void>;
}

interface CounterDoc {
  _id: string;
  count: number;
  resetAt: Date;
}

const counterSchema = new Schema<CounterDoc>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    resetAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'rate_limits' },
);
counterSchema.index({ resetAt: 1 }, { expireAfterSeconds: 0 });

export function mongoRateLimitStore(connection: Connection = mongoose.connection): RateLimitStore {
  const Counter =
    (connection.models.RateLimitCounter as Model<CounterDoc> | undefined) ??
    connection.model<CounterDoc>('RateLimitCounter', counterSchema);
  const live = (doc: CounterDoc | null): WindowCount | null =>
    doc && doc.resetAt.getTime() > Date.now() ? { count: doc.count, resetAt: doc.resetAt } : null;

  return {
    async hit(key, windowMs) {
      const now = new Date();
      // A window that ended but was not swept by the TTL monitor yet must not keep counting.
      await Counter.deleteOne({ _id: key, resetAt: { $lte: now } });
      for (let attempt = 0; ; attempt++) {
        try {
          const doc = await Counter.findOneAndUpdate(
            { _id: key },
            { $inc: { count: 1 }, $setOnInsert: { resetAt: new Date(now.getTime() + windowMs) } },
            { upsert: true, returnDocument: 'after' },
          ).lean<CounterDoc>();
          if (!doc) throw new Error(`rate limit counter ${key} was not upserted`);
          return { count: doc.count, resetAt: doc.resetAt };
        } catch (err) {
          // Two first hits racing on one key: the loser retries as an update.
          if ((err as { code?: number }).code === 11000 && attempt < 3) continue;
          throw err;
        }
      }
    },
    async get(key) {
      return live(await Counter.findById(key).lean<CounterDoc>());
    },
    async reset(key) {
      await Counter.deleteOne({ _id: key });
    },
  };
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export function redisRateLimitStore(redis: Redis, prefix = 'ratelimit:'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [
        number,
        number,
      ];
      return { count, resetAt: new Date(Date.now() + Math.max(ttl, 0)) };
    },
    async get(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      if (count === null || ttl <= 0) return null;
      return { count: Number(count), resetAt: new Date(Date.now() + ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
