// Redis PubSub: one connection publishes, a second one (in subscriber mode) listens. Each topic is
// SUBSCRIBEd while this process has at least one local subscriber; local fan-out reuses InProcessPubSub.
import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import { InProcessPubSub } from './in-process.js';
import type { PubSub } from './pubsub.js';

export interface RedisPubSubOptions {
  url: string;
  logger: Logger;
  /** Prepended to every Redis channel so several products can share one server. */
  channelPrefix?: string;
}

export class RedisPubSub implements PubSub {
  private readonly local: InProcessPubSub;
  private readonly prefix: string;
  private closed = false;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly logger: Logger,
    prefix: string,
  ) {
    this.prefix = prefix;
    this.local = new InProcessPubSub({
      onFirst: (topic) => this.command('subscribe', topic),
      onLast: (topic) => this.command('unsubscribe', topic),
    });
    subscriber.on('message', (channel: string, message: string) => {
      if (!channel.startsWith(this.prefix)) return;
      let payload: unknown;
      try {
        payload = JSON.parse(message);
      } catch {
        this.logger.warn({ channel }, 'dropped a pub/sub message that is not JSON');
        return;
      }
      this.local.deliver(channel.slice(this.prefix.length), payload);
    });
  }

  /** Connects both connections; rejects with a clear message when Redis cannot be reached. */
  static async connect(options: RedisPubSubOptions): Promise<RedisPubSub> {
    const { url, logger } = options;
    const make = (role: string) => {
      const client = new Redis(url, {
        lazyConnect: true,
        maxRetriesPerRequest: 3,
        connectionName: `gateway-${role}`,
      });
      client.on('error', (error: Error) => logger.warn({ err: error, role }, 'redis connection error'));
      return client;
    };
    const publisher = make('publisher');
    const subscriber = make('subscriber');
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Cannot connect to Redis at REDIS_URL (${redactUrl(url)}): ${reason}`, {
        cause: error,
      });
    }
    return new RedisPubSub(publisher, subscriber, logger, options.channelPrefix ?? 'thesis-studio:');
  }

  async publish<T>(topic: string, payload: T): Promise<void> {
    await this.publisher.publish(this.prefix + topic, JSON.stringify(payload));
  }

  subscribe<T>(topic: string): AsyncIterableIterator<T> {
    if (this.closed) throw new Error('PubSub is closed');
    return this.local.subscribe<T>(topic);
  }

  subscriberCount(topic: string): number {
    return this.local.subscriberCount(topic);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.local.close();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }

  private command(kind: 'subscribe' | 'unsubscribe', topic: string): void {
    if (this.closed && kind === 'subscribe') return;
    this.subscriber[kind](this.prefix + topic).catch((error: unknown) => {
      if (!this.closed) this.logger.error({ err: error, topic }, `redis ${kind} failed`);
    });
  }
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'invalid URL';
  }
}
