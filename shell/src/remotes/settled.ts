// A promise read during render without Suspense. React reveals a Suspense boundary's content on a
// "retry" render, and holds every retry until 300 ms after the last fallback it showed (anywhere on the
// page: the header's lazy menu counts too) — on a cold load that hold, not the network, was the wait
// between the route's code arriving and its page showing. A component that renders its own fallback
// and re-renders with an ordinary update when the promise settles is committed at once. That update is
// a transition, so React renders the (often large) page in short slices, not in one long task.
import { startTransition, useEffect, useReducer } from 'react';

export type Settled<T> =
  { status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };

const states = new WeakMap<Promise<unknown>, Settled<unknown>>();

/** What `promise` has settled to so far (tracked from the first call on). */
export function settledOf<T>(promise: Promise<T>): Settled<T> {
  let state = states.get(promise) as Settled<T> | undefined;
  if (!state) {
    state = { status: 'pending' };
    states.set(promise, state);
    promise.then(
      (value) => states.set(promise, { status: 'fulfilled', value }),
      (reason: unknown) => states.set(promise, { status: 'rejected', reason }),
    );
  }
  return state;
}

/**
 * `promise`'s state now, re-rendering the caller once it settles. A rejection is thrown, to the nearest
 * error boundary; `undefined` while pending (the caller renders its own fallback).
 */
export function usePromiseValue<T>(promise: Promise<T>): T | undefined {
  const state = settledOf(promise);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const pending = state.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    let live = true;
    const update = () => {
      if (live) startTransition(rerender);
    };
    promise.then(update, update);
    return () => {
      live = false;
    };
  }, [promise, pending]);
  if (state.status === 'rejected') throw state.reason;
  return state.status === 'fulfilled' ? state.value : undefined;
}
