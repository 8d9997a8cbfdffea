// Lets an end-to-end test prove React is a true singleton across the shell and every remote.

declare global {
  interface Window {
    __TS_REACT__?: Set<unknown>;
  }
}

/** Records the React module object this bundle sees; the set's size is the number of React copies. */
export function reportReactInstance(react: unknown): number {
  if (typeof window === 'undefined') return 0;
  window.__TS_REACT__ ??= new Set();
  window.__TS_REACT__.add(react);
  return window.__TS_REACT__.size;
}
