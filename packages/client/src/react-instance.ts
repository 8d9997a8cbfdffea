// Lets an end-to-end test prove React is a true singleton across the shell and every remote.

declare global {
  interface Window {
    __TS_REACT__?: Set<unknown>;
  }
}

/**
 * Records the React this bundle runs on into window.__TS_REACT__; the set's size is the number of
 * React copies on the page. Federation may hand each bundle its own wrapper object around the one
 * shared module, so the entry recorded is React's Component class, which exists once per copy.
 */
export function reportReactInstance(react: { Component: unknown }): number {
  if (typeof window === 'undefined') return 0;
  window.__TS_REACT__ ??= new Set();
  window.__TS_REACT__.add(react.Component);
  return window.__TS_REACT__.size;
}
