// Cancellation plumbing between transports and model calls: an AbortSignal that fires when an HTTP
// client goes away, and an async iterator whose return() (graphql-ws calls it when a subscriber
// leaves) aborts the model call at once instead of waiting for its next part.
import type { Request, Response } from 'express';

/** Aborts when the client disconnects before the response is complete. */
export function clientGone(req: Request, res: Response): AbortSignal {
  const controller = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) controller.abort();
  };
  res.once('close', onClose);
  req.once('aborted', () => controller.abort());
  return controller.signal;
}

/** Runs `produce` with a signal that aborts when the consumer stops iterating early. */
export function cancellable<T>(produce: (signal: AbortSignal) => AsyncIterable<T>): AsyncIterableIterator<T> {
  const controller = new AbortController();
  const inner = produce(controller.signal)[Symbol.asyncIterator]();
  const iterator: AsyncIterableIterator<T> = {
    next: () => inner.next(),
    async return(value?: unknown) {
      controller.abort();
      await inner.return?.(value).catch(() => undefined);
      return { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      controller.abort();
      if (inner.throw) return inner.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
