// The same contract for both stores: MongoDB (embedded engine) and a real redis-server.
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/database.js';
import { startRedisServer, type RedisServer } from '../../testing/redis-server.js';
import { rejectionOf } from '../../testing/service-errors.js';
import { ServiceError } from '../errors/service-error.js';
import { mongoRateLimitStore, redisRateLimitStore, type RateLimitStore } from './rate-limit.js';

let redisServer: RedisServer;
let redis: Redis;

useTestDatabase();
beforeAll(async () => {
  redisServer = await startRedisServer();
  redis = new Redis(redisServer.url);
});
afterAll(async () => {
  redis?.disconnect();
  await redisServer?.stop();
});

const stores: Array<[string, () => RateLimitStore]> = [
  ['MongoDB', () => mongoRateLimitStore(mongoose.connection)],
  ['Redis', () => redisRateLimitStore(redis, `test-${Math.random().toString(36).slice(2)}`)],
];

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2)}`;

const refusal = (promise: Promise<unknown>) => rejectionOf(promise, ServiceError, 'the hit');

describe.each(stores)('%s rate-limit store', (_name, make) => {
  it('counts hits per key within one window and refuses past the limit with a retry time', async () => {
    const limiter = make().limiter(unique('count'), {
      points: 2,
      durationSeconds: 60,
      message: 'Slow down.',
    });
    await limiter.consume('a');
    await limiter.consume('a');
    await limiter.consume('b');
    expect(await limiter.count('a')).toBe(2);
    expect(await limiter.count('b')).toBe(1);
    const refused = await refusal(limiter.consume('a'));
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toBe('Slow down.');
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('keeps limiters with different names apart', async () => {
    const store = make();
    const name = unique('names');
    const one = store.limiter(`${name}-1`, { points: 1, durationSeconds: 60 });
    const two = store.limiter(`${name}-2`, { points: 1, durationSeconds: 60 });
    await one.consume('k');
    await two.consume('k');
    expect(await one.count('k')).toBe(1);
  });

  it('starts a new window once the last one ended, and resets on demand', async () => {
    const limiter = make().limiter(unique('window'), { points: 5, durationSeconds: 1 });
    await limiter.consume('k');
    await limiter.consume('k');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await limiter.count('k')).toBe(0);
    await limiter.consume('k');
    expect(await limiter.count('k')).toBe(1);
    await limiter.reset('k');
    expect(await limiter.count('k')).toBe(0);
  });

  it('forgets every counter whose key names an account id or email, in any limiter and any case', async () => {
    const store = make();
    const byEmail = store.limiter(unique('forget-email'), { points: 5, durationSeconds: 60 });
    const byUser = store.limiter(unique('forget-user'), { points: 5, durationSeconds: 60 });
    await byEmail.consume('ada@x.io');
    await byEmail.consume('bob@x.io');
    await byUser.consume('user:0123456789abcdef01234567:thesis');
    expect(await store.forget('ADA@x.io')).toBe(1);
    expect(await store.forget('0123456789abcdef01234567')).toBe(1);
    expect(await byEmail.count('ada@x.io')).toBe(0);
    expect(await byUser.count('user:0123456789abcdef01234567:thesis')).toBe(0);
    expect(await byEmail.count('bob@x.io')).toBe(1);
    // Regular-expression characters are taken literally.
    expect(await store.forget('.*')).toBe(0);
    expect(await byEmail.count('bob@x.io')).toBe(1);
  });

  it('lets exactly the limit through when hits race', async () => {
    const limiter = make().limiter(unique('race'), { points: 10, durationSeconds: 60 });
    const outcomes = await Promise.allSettled(Array.from({ length: 25 }, () => limiter.consume('k')));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    expect(await limiter.count('k')).toBe(25);
  });
});
