// Behaviour every PubSub implementation must have; run by each implementation's test file.
import { expect, it } from 'vitest';
import type { PubSub } from './pubsub.js';

interface ContractOptions {
  create(): Promise<PubSub>;
  /** Resolves once a subscription on `topic` is live end to end (Redis: SUBSCRIBE acknowledged). */
  ready(pubsub: PubSub, topic: string): Promise<void>;
}

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out: ${what}`)), ms)),
  ]);

/** Resolves with `true` if the iterator yields something within `ms`, else `false`. */
async function yieldsWithin(iterator: AsyncIterator<unknown>, ms: number): Promise<boolean> {
  const next = iterator.next().then((result) => !result.done);
  return Promise.race([next, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
}

export function pubSubContract({ create, ready }: ContractOptions): void {
  /** A test on a pub/sub of its own, closed after it whatever happens. */
  const withPubSub = (title: string, test: (pubsub: PubSub) => Promise<void>) =>
    it(title, async () => {
      const pubsub = await create();
      try {
        await test(pubsub);
      } finally {
        await pubsub.close();
      }
    });

  withPubSub('delivers payloads in order to every subscriber of the topic', async (pubsub) => {
    const a = pubsub.subscribe<{ n: number }>('t1');
    const b = pubsub.subscribe<{ n: number }>('t1');
    await ready(pubsub, 't1');
    await pubsub.publish('t1', { n: 1 });
    await pubsub.publish('t1', { n: 2 });
    for (const iterator of [a, b]) {
      expect(await withTimeout(iterator.next(), 2000, 'first')).toEqual({ value: { n: 1 }, done: false });
      expect(await withTimeout(iterator.next(), 2000, 'second')).toEqual({ value: { n: 2 }, done: false });
    }
  });

  withPubSub('keeps topics isolated', async (pubsub) => {
    const one = pubsub.subscribe<string>('thesis:1');
    const two = pubsub.subscribe<string>('thesis:2');
    await ready(pubsub, 'thesis:1');
    await ready(pubsub, 'thesis:2');
    await pubsub.publish('thesis:1', 'for one');
    expect(await withTimeout(one.next(), 2000, 'one')).toEqual({ value: 'for one', done: false });
    expect(await yieldsWithin(two, 300)).toBe(false);
  });

  withPubSub('works with for-await and removes the subscription when the loop breaks', async (pubsub) => {
    const received: number[] = [];
    const iterator = pubsub.subscribe<number>('loop');
    await ready(pubsub, 'loop');
    const loop = (async () => {
      for await (const n of iterator) {
        received.push(n);
        if (n === 3) break;
      }
    })();
    for (const n of [1, 2, 3]) await pubsub.publish('loop', n);
    await withTimeout(loop, 2000, 'loop');
    expect(received).toEqual([1, 2, 3]);
    expect(pubsub.subscriberCount('loop')).toBe(0);
  });

  withPubSub('return() ends a pending next() and stops delivery to that iterator only', async (pubsub) => {
    const leaving = pubsub.subscribe<string>('cleanup');
    const staying = pubsub.subscribe<string>('cleanup');
    await ready(pubsub, 'cleanup');
    expect(pubsub.subscriberCount('cleanup')).toBe(2);
    const pending = leaving.next();
    await leaving.return?.();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(pubsub.subscriberCount('cleanup')).toBe(1);
    await pubsub.publish('cleanup', 'still here');
    expect(await withTimeout(staying.next(), 2000, 'staying')).toEqual({
      value: 'still here',
      done: false,
    });
    expect(await leaving.next()).toEqual({ value: undefined, done: true });
    await staying.return?.();
    expect(pubsub.subscriberCount('cleanup')).toBe(0);
  });

  it('close() ends every open iterator', async () => {
    const pubsub = await create();
    const iterator = pubsub.subscribe('closing');
    await ready(pubsub, 'closing');
    const pending = iterator.next();
    await pubsub.close();
    expect(await withTimeout(pending, 2000, 'pending')).toEqual({ value: undefined, done: true });
    expect(pubsub.subscriberCount('closing')).toBe(0);
  });
}
