// Runs a streamed GraphQL subscription (an AI draft or chat reply) to its end, and tells a socket that
// is down apart from an answer from the server, so callers can fall back to the one-shot mutation.
import {
  CombinedGraphQLErrors,
  type ApolloClient,
  type OperationVariables,
  type TypedDocumentNode,
} from '@apollo/client';

/** Nothing came over the socket: it is down, refused the subscription, or never answered in time. */
export class SocketUnavailable extends Error {
  constructor(reason: string) {
    super(`Live updates unavailable: ${reason}`);
    this.name = 'SocketUnavailable';
  }
}

export interface LiveOptions<TData, TVariables extends OperationVariables> {
  client: Pick<ApolloClient, 'subscribe'>;
  query: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  /** Called with each event; returns true on the last one. */
  onData: (data: TData) => boolean;
  /** Cancels the subscription (the server cancels the work too); the promise then rejects with an AbortError. */
  signal?: AbortSignal;
  /** How long to wait for the first event before counting the socket as down. */
  firstEventMs?: number;
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

export const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * Resolves once `onData` reports the last event. Rejects with SocketUnavailable when the socket fails or
 * stays silent before the first event; with the server's error when it answered with one (the caller
 * must not repeat the work then); with an AbortError when `signal` aborts.
 */
export function runLive<TData, TVariables extends OperationVariables>({
  client,
  query,
  variables,
  onData,
  signal,
  firstEventMs = 10_000,
}: LiveOptions<TData, TVariables>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    let received = false;
    let settled = false;
    // Filled once subscribe() returns; an event may arrive (and settle) before that.
    const live: { subscription?: { unsubscribe(): void } } = {};
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      live.subscription?.unsubscribe();
      if (error === undefined) resolve();
      else reject(error);
    };
    const fail = (error: unknown) => {
      if (CombinedGraphQLErrors.is(error) || received) finish(error);
      else finish(new SocketUnavailable(error instanceof Error ? error.message : String(error)));
    };
    const onAbort = () => finish(abortError());
    const timer = setTimeout(() => {
      if (!received) finish(new SocketUnavailable(`no answer within ${firstEventMs} ms`));
    }, firstEventMs);
    signal?.addEventListener('abort', onAbort);
    live.subscription = client.subscribe({ query, variables }).subscribe({
      next: (result) => {
        if (result.error) {
          fail(result.error);
          return;
        }
        if (result.data === undefined) return;
        received = true;
        try {
          if (onData(result.data as TData)) finish();
        } catch (error) {
          finish(error);
        }
      },
      error: fail,
      complete: () =>
        fail(received ? new Error('The stream ended early.') : 'the stream ended before any event'),
    });
    if (settled) live.subscription.unsubscribe();
  });
}
