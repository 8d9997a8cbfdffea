// The same fixed-window contract for both stores: MongoDB (embedded engine) and a real redis-server.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestDatabase } from '../../test-support/database.js';
import { startRedisServer, type RedisServer } from '../../testing/redis-server.js';
import { mongoRateLimitStore, redisRateLimitStore, type RateLimitStore } from './rate-limit.js';

let db: Awaited<ReturnType<typeof connectTestDatabase>>;
let redisServer: RedisServer;
let redis: Redis;

beforeAll(async () => {
  db = await connectTestDatabase();
  redisServer = await startRedisServer();
  redis = new Redis(redisServer.url);
});
afterAll(async () => {
  redis?.disconnect();
  await redisServer?.stop();
  await db?.disconnect();
});

const stores: Array<[string, () => RateLimitStore]> = [
  ['MongoDB', () => mongoRateLimitStore()],
  ['Redis', () => redisRateLimitStore(redis, `test-${Math.random().toString(36).slice(2)}:`)],
];

describe.each(stores)('%s rate-limit store', (_name, make) => {
  it('counts hits per key within one window', async () => {
    const store = make();
    const key = `k-${Math.random()}`;
    const first = await store.hit(key, 60_000);
    const second = await store.hit(key, 60_000);
    await store.hit(`${key}-other`, 60_000);
    expect(first.count).toBe(1);
    expect(second.count).toBe(2);
    expect(second.resetAt.getTime()).toBeGreaterThan(Date.now());
    expect(second.resetAt.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    expect((await store.get(key))?.count).toBe(2);
  });

  it('starts a new window once the last one ended, and resets on demand', async () => {
    const store = make();
    const key = `w-${Math.random()}`;
    await store.hit(key, 150);
    await store.hit(key, 150);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await store.get(key)).toBeNull();
    expect((await store.hit(key, 150)).count).toBe(1);
    await store.reset(key);
    expect(await store.get(key)).toBeNull();
  });

  it('counts concurrent first hits exactly', async () => {
    const store = make();
    const key = `c-${Math.random()}`;
    const counts = await Promise.all(Array.from({ length: 10 }, () => store.hit(key, 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
