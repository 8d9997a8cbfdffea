// Rate limits shared by every gateway instance, on rate-limiter-flexible: counters in MongoDB, or in
// Redis when REDIS_URL is set. A hit is counted atomically before the caller is let through, so
// concurrent requests cannot slip past a limit.
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import {
  RateLimiterMemory,
  RateLimiterMongo,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors/service-error.js';

/** The windows rules are written in, in seconds (`durationSeconds`). */
export const MINUTE = 60;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface RateLimitRule {
  /** Hits allowed per window. */
  points: number;
  /** Window length in seconds (fractions allowed). */
  durationSeconds: number;
  /** Shown with the 429; defaults to a generic "try again later". A function is given the ms until a hit is allowed again. */
  message?: string | ((msBeforeNext: number) => string);
}

export interface RateLimiter {
  /** Counts one hit for `key`; throws TOO_MANY_REQUESTS (with Retry-After) once the limit is passed. */
  consume(key: string): Promise<void>;
  /** Hits counted for `key` in the current window (0 when none). */
  count(key: string): Promise<number>;
  /** Forgets `key`'s hits (e.g. failed sign-ins after a successful one). */
  reset(key: string): Promise<void>;
}

export interface RateLimitStore {
  /** A limiter named `name` (its keys are kept apart from other limiters'). */
  limiter(name: string, rule: RateLimitRule): RateLimiter;
  /**
   * Forgets every counter, of any limiter, whose key contains `fragment` (any case): a deleted
   * account's id and email (issue 21). Returns how many went. In-process counters are never stored
   * and end with their window, so the memory store forgets none.
   */
  forget(fragment: string): Promise<number>;
}

/** `text` as a regular expression matching it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const retryAfterSeconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

function wrap(limiter: RateLimiterAbstract, rule: RateLimitRule): RateLimiter {
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (rejection) {
        // The library rejects with a RateLimiterRes when the limit is passed, with an Error otherwise.
        if (rejection instanceof RateLimiterRes)
          throw tooManyRequests(
            retryAfterSeconds(rejection),
            typeof rule.message === 'function' ? rule.message(rejection.msBeforeNext) : rule.message,
          );
        throw rejection;
      }
    },
    async count(key) {
      return (await limiter.get(key))?.consumedPoints ?? 0;
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/** Counters in the `rate_limiter` collection of the gateway's database (a TTL index expires them). */
export function mongoRateLimitStore(connection: Connection): RateLimitStore {
  return {
    async forget(fragment) {
      const db = connection.db;
      if (!db || !fragment) return 0;
      const { deletedCount } = await db
        .collection('rate_limiter')
        .deleteMany({ key: { $regex: literally(fragment), $options: 'i' } });
      return deletedCount;
    },
    limiter(name, rule) {
      return wrap(
        new RateLimiterMongo({
          storeClient: connection.getClient(),
          dbName: connection.db?.databaseName,
          tableName: 'rate_limiter',
          keyPrefix: name,
          points: rule.points,
          duration: rule.durationSeconds,
        }),
        rule,
      );
    },
  };
}

export function redisRateLimitStore(redis: Redis, prefix = 'ratelimit'): RateLimitStore {
  return {
    async forget(fragment) {
      if (!fragment) return 0;
      const needle = fragment.toLowerCase();
      let forgotten = 0;
      for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }) as AsyncIterable<
        string[]
      >) {
        const matching = keys.filter((key) => key.toLowerCase().includes(needle));
        if (matching.length > 0) forgotten += await redis.del(...matching);
      }
      return forgotten;
    },
    limiter(name, rule) {
      return wrap(
        new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${prefix}:${name}`,
          points: rule.points,
          duration: rule.durationSeconds,
        }),
        rule,
      );
    },
  };
}

/** Counters in this process only: for budgets where each gateway instance may count on its own. */
export function memoryRateLimitStore(): RateLimitStore {
  return {
    forget: async () => 0,
    limiter(name, rule) {
      return wrap(
        new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.durationSeconds }),
        rule,
      );
    },
  };
}
