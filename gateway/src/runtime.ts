// Starts everything the gateway needs, in order (database, pub/sub, services, the job queue, HTTP), and
// stops it in reverse: HTTP + WebSockets, the job queue (running jobs given back), the domains,
// pub/sub, then mongoose and the embedded engine. The job queue is the one of the process
// (shared/jobs.ts): the services define their jobs on it as they are built.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Db } from 'mongodb';
import type { Env } from './env.js';
import { MODULES, composeServices } from './modules/index.js';
import { createGateway, type Gateway } from './server.js';
import { connectDatabase, type Database, type DatabaseTarget } from './shared/database.js';
import { EventBus } from './shared/events.js';
import { JobQueue } from './shared/jobs.js';
import type { GatewayModule } from './shared/module.js';
import type { Services } from './shared/services.js';
import { SessionStore } from './shared/sessions/session-store.js';
import type { Logger } from './shared/logger.js';
import { createPubSub, type PubSub } from './shared/pubsub/index.js';
import { createMailer } from './shared/mailer/mailer.js';
import {
  memoryRateLimitStore,
  mongoRateLimitStore,
  redisRateLimitStore,
} from './shared/rate-limit/rate-limit.js';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';

export interface Runtime {
  gateway: Gateway;
  database: Database;
  pubsub: PubSub;
  services: Services;
  address: AddressInfo;
  /** http://host:port of the listening server (loopback when bound to all interfaces). */
  url: string;
  stop(): Promise<void>;
}

export interface RuntimeOptions {
  logger: Logger;
  /** Overrides the database chosen from env (tests use an in-memory embedded engine). */
  database?: DatabaseTarget;
}

export function databaseTarget(env: Env): DatabaseTarget {
  return env.MONGODB_URI
    ? { kind: 'mongodb', uri: env.MONGODB_URI }
    : { kind: 'embedded', dbPath: path.join(env.DATA_DIR, 'db') };
}

export async function startRuntime(env: Env, options: RuntimeOptions): Promise<Runtime> {
  const { logger } = options;
  const database = await connectDatabase(options.database ?? databaseTarget(env), logger);
  const db = mongoose.connection.db as unknown as Db | undefined;
  if (!db) throw new Error('the gateway needs the database connection');
  // The job collections of before (one per domain) are moved into the queue's.
  const jobs = new JobQueue({
    db,
    logger: logger.child({ component: 'jobs' }),
    adopt: ['research_jobs', 'webhook_jobs'],
  });
  let pubsub: PubSub | undefined;
  let services: Services | undefined;
  /** Modules whose start() ran, stopped in reverse order. */
  const started: GatewayModule[] = [];
  const stopModules = async () => {
    await jobs.stop();
    for (const module of started.splice(0).reverse()) await module.stop?.(services![module.name] as never);
  };
  let redis: Redis | undefined;
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    from: env.MAIL_FROM,
    logger,
  });
  try {
    pubsub = await createPubSub({ redisUrl: env.REDIS_URL, logger });
    if (env.REDIS_URL) {
      redis = new Redis(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
      await redis.connect();
    }
    const rateLimits = redis ? redisRateLimitStore(redis) : mongoRateLimitStore(mongoose.connection);
    services = composeServices({
      database,
      pubsub,
      env,
      logger,
      mailer,
      rateLimits,
      sessions: new SessionStore(),
      events: new EventBus(),
      jobs,
    });
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      const { user, outcome } = await services.users.ensureAdmin({
        email: env.ADMIN_EMAIL,
        password: env.ADMIN_PASSWORD,
      });
      logger.info({ email: user.email, outcome }, 'admin account from ADMIN_EMAIL');
    }
    for (const module of MODULES) {
      await module.start?.(services[module.name] as never);
      started.push(module);
    }
    await jobs.start();
    // The request budget counts every API request: in Redis when shared, else per process (cheap).
    const requestBudgets = redis ? redisRateLimitStore(redis, 'budget') : memoryRateLimitStore();
    const gateway = await createGateway({ env, logger, pubsub, services, requestBudgets });
    const address = await gateway.listen(env.PORT, env.HOST);
    const host = ['0.0.0.0', '::', ''].includes(address.address)
      ? 'localhost'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    const url = `http://${host}:${address.port}`;
    logger.info(
      { url, db: database.kind, pubsub: env.REDIS_URL ? 'redis' : 'in-process' },
      'gateway listening',
    );

    const openPubSub = pubsub;
    const openRedis = redis;
    let stopping: Promise<void> | undefined;
    return {
      gateway,
      database,
      pubsub,
      services,
      address,
      url,
      stop() {
        stopping ??= (async () => {
          await gateway.close();
          await stopModules();
          await openPubSub.close();
          await openRedis?.quit();
          mailer.close();
          await database.close();
        })();
        return stopping;
      },
    };
  } catch (error) {
    await stopModules();
    await pubsub?.close();
    redis?.disconnect();
    mailer.close();
    await database.close();
    throw error;
  }
}
