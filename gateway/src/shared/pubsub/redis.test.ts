// Runs the PubSub contract against a real redis-server spawned for this file
// (install it with `apt-get install -y redis-server`).
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { pubSubContract } from './pubsub.contract.js';
import type { PubSub } from './pubsub.js';
import { RedisPubSub } from './redis.js';
import { freePort, startRedisServer, type RedisServer } from '../../testing/redis-server.js';

const logger = createLogger('silent');
let redisServer: RedisServer | undefined;
let url: string;
let probe: Redis;

/** The channel has a subscriber on the Redis side (PUBSUB NUMSUB), i.e. SUBSCRIBE went through. */
async function subscribedOnServer(channel: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const reply = (await probe.call('PUBSUB', 'NUMSUB', channel)) as [string, number];
    if (Number(reply[1]) > 0) return;
    if (Date.now() > deadline) throw new Error(`no Redis subscriber on ${channel}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  redisServer = await startRedisServer();
  url = redisServer.url;
  probe = new Redis(url);
});

afterAll(async () => {
  probe?.disconnect();
  await redisServer?.stop();
});

describe('RedisPubSub', () => {
  const prefixes = new WeakMap<PubSub, string>();
  pubSubContract({
    create: async () => {
      const channelPrefix = `contract-${Math.random().toString(36).slice(2)}:`;
      const pubsub = await RedisPubSub.connect({ url, logger, channelPrefix });
      prefixes.set(pubsub, channelPrefix);
      return pubsub;
    },
    ready: (pubsub, topic) => subscribedOnServer(`${prefixes.get(pubsub) ?? ''}${topic}`),
  });

  it('delivers between two gateway processes (separate connections) sharing one Redis', async () => {
    const a = await RedisPubSub.connect({ url, logger, channelPrefix: 'shared:' });
    const b = await RedisPubSub.connect({ url, logger, channelPrefix: 'shared:' });
    try {
      const iterator = b.subscribe<{ percent: number }>('research-progress:42');
      await subscribedOnServer('shared:research-progress:42');
      await a.publish('research-progress:42', { percent: 18 });
      expect(await iterator.next()).toEqual({ value: { percent: 18 }, done: false });
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('unsubscribes from Redis when the last local subscriber leaves', async () => {
    const pubsub = await RedisPubSub.connect({ url, logger, channelPrefix: 'unsub:' });
    try {
      const first = pubsub.subscribe('topic');
      const second = pubsub.subscribe('topic');
      await subscribedOnServer('unsub:topic');
      await first.return?.();
      await subscribedOnServer('unsub:topic');
      await second.return?.();
      const deadline = Date.now() + 5_000;
      let count = 1;
      while (count > 0 && Date.now() < deadline) {
        const reply = (await probe.call('PUBSUB', 'NUMSUB', 'unsub:topic')) as [string, number];
        count = Number(reply[1]);
        if (count > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(count).toBe(0);
    } finally {
      await pubsub.close();
    }
  });

  it('fails to connect with a message naming REDIS_URL', async () => {
    const port = await freePort();
    await expect(RedisPubSub.connect({ url: `redis://127.0.0.1:${port}`, logger })).rejects.toThrow(
      /Cannot connect to Redis at REDIS_URL/,
    );
  });
});
