// In-process PubSub: fan-out to the iterators of this process only.
import type { PubSub } from './pubsub.js';

/** Events a slow subscriber may have waiting before the oldest are dropped. */
const MAX_BUFFERED = 1000;

class Subscription<T> implements AsyncIterableIterator<T> {
  private readonly buffer: T[] = [];
  private readonly waiting: Array<(result: IteratorResult<T>) => void> = [];
  private done = false;

  constructor(private readonly onEnd: (subscription: Subscription<T>) => void) {}

  push(payload: T): void {
    if (this.done) return;
    const resolve = this.waiting.shift();
    if (resolve) {
      resolve({ value: payload, done: false });
      return;
    }
    this.buffer.push(payload);
    if (this.buffer.length > MAX_BUFFERED) this.buffer.shift();
  }

  end(): void {
    if (this.done) return;
    this.done = true;
    this.buffer.length = 0;
    for (const resolve of this.waiting.splice(0)) resolve({ value: undefined, done: true });
    this.onEnd(this);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.buffer.length > 0) return Promise.resolve({ value: this.buffer.shift() as T, done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error?: unknown): Promise<IteratorResult<T>> {
    this.end();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}

export class InProcessPubSub implements PubSub {
  private readonly topics = new Map<string, Set<Subscription<unknown>>>();

  /** Called when a topic gains its first subscriber / loses its last one (used by the Redis bridge). */
  constructor(
    private readonly hooks: { onFirst?: (topic: string) => void; onLast?: (topic: string) => void } = {},
  ) {}

  publish<T>(topic: string, payload: T): Promise<void> {
    this.deliver(topic, payload);
    return Promise.resolve();
  }

  /** Hands a payload to this process's subscribers of `topic`. */
  deliver(topic: string, payload: unknown): void {
    const subscribers = this.topics.get(topic);
    if (!subscribers) return;
    for (const subscriber of subscribers) subscriber.push(payload);
  }

  subscribe<T>(topic: string): AsyncIterableIterator<T> {
    let subscribers = this.topics.get(topic);
    const isFirst = !subscribers;
    if (!subscribers) {
      subscribers = new Set();
      this.topics.set(topic, subscribers);
    }
    const subscription = new Subscription<T>((ended) => {
      const current = this.topics.get(topic);
      if (!current?.delete(ended as Subscription<unknown>) || current.size > 0) return;
      this.topics.delete(topic);
      this.hooks.onLast?.(topic);
    });
    subscribers.add(subscription as Subscription<unknown>);
    if (isFirst) this.hooks.onFirst?.(topic);
    return subscription;
  }

  subscriberCount(topic: string): number {
    return this.topics.get(topic)?.size ?? 0;
  }

  topicNames(): string[] {
    return [...this.topics.keys()];
  }

  close(): Promise<void> {
    for (const subscribers of [...this.topics.values()]) {
      for (const subscriber of [...subscribers]) subscriber.end();
    }
    return Promise.resolve();
  }
}
