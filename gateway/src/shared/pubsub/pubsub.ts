// Topic-based publish/subscribe used by GraphQL subscriptions. Payloads must be JSON-serialisable
// (the Redis implementation sends them between gateway processes).

export interface PubSub {
  publish<T>(topic: string, payload: T): Promise<void>;
  /**
   * Starts listening immediately. The iterator yields payloads in publish order; calling return()
   * (graphql-ws does so when a client unsubscribes or disconnects) removes the subscription.
   */
  subscribe<T>(topic: string): AsyncIterableIterator<T>;
  /** Number of live subscriptions on this process for `topic`. */
  subscriberCount(topic: string): number;
  /** Ends every open iterator and releases connections. */
  close(): Promise<void>;
}
