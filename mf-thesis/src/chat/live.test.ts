import { CombinedGraphQLErrors, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { Observable, type Subscriber } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAbort, runLive, SocketUnavailable } from './live';

type Event = { part: { content: string; done: boolean } };
const query = parse('subscription Part { part { content done } }') as TypedDocumentNode<Event, object>;

/** A client whose one subscription is driven by the test through `emit`. */
function scripted() {
  let observer: Subscriber<ApolloClient.SubscribeResult<Event>> | undefined;
  const unsubscribed = vi.fn();
  const client = {
    subscribe: () =>
      new Observable<ApolloClient.SubscribeResult<Event>>((o) => {
        observer = o;
        return unsubscribed;
      }),
  } as unknown as Pick<ApolloClient, 'subscribe'>;
  const emit = (content: string, done = false) => observer?.next({ data: { part: { content, done } } });
  return { client, emit, observer: () => observer!, unsubscribed };
}

afterEach(() => vi.useRealTimers());

describe('runLive', () => {
  it('passes each event on and resolves at the last one, then unsubscribes', async () => {
    const { client, emit, unsubscribed } = scripted();
    const seen: string[] = [];
    const done = runLive({
      client,
      query,
      variables: {},
      onData: (data) => (seen.push(data.part.content), data.part.done),
    });
    emit('Sub');
    emit('Subscriptions');
    emit('Subscriptions win.', true);
    await expect(done).resolves.toBeUndefined();
    expect(seen).toEqual(['Sub', 'Subscriptions', 'Subscriptions win.']);
    expect(unsubscribed).toHaveBeenCalled();
  });

  it('counts a socket failure before any event as the socket being down', async () => {
    const { client, observer } = scripted();
    const done = runLive({ client, query, variables: {}, onData: () => false });
    observer().error(new Error('Socket closed with event 1006'));
    await expect(done).rejects.toBeInstanceOf(SocketUnavailable);
  });

  it('counts silence until the first-event deadline as the socket being down', async () => {
    vi.useFakeTimers();
    const { client, unsubscribed } = scripted();
    const done = runLive({ client, query, variables: {}, onData: () => false, firstEventMs: 500 });
    const check = expect(done).rejects.toBeInstanceOf(SocketUnavailable);
    vi.advanceTimersByTime(500);
    await check;
    expect(unsubscribed).toHaveBeenCalled();
  });

  it('passes the server’s own error on, so the work is not repeated', async () => {
    const { client, observer } = scripted();
    const done = runLive({ client, query, variables: {}, onData: () => false });
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Thesis not found' }] });
    observer().next({ data: undefined, error });
    await expect(done).rejects.toBe(error);
  });

  it('does not fall back once part of the answer has arrived', async () => {
    const { client, emit, observer } = scripted();
    const done = runLive({ client, query, variables: {}, onData: (d) => d.part.done });
    emit('Half');
    observer().error(new Error('Socket closed with event 1006'));
    await expect(done).rejects.not.toBeInstanceOf(SocketUnavailable);
  });

  it('stops with an AbortError when cancelled', async () => {
    const { client, unsubscribed } = scripted();
    const controller = new AbortController();
    const done = runLive({ client, query, variables: {}, onData: () => false, signal: controller.signal });
    controller.abort();
    const error = await done.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    expect(unsubscribed).toHaveBeenCalled();
  });
});
