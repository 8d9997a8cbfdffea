// A part of a remote's page that is not yet on screen as the gateway rendered it — a lazily loaded part
// whose chunk is still on its way — holds the server's page: the shell shows the app in the page's place
// only once nothing holds it (shell/src/remotes/ServerRendered.tsx), so the page does not lose the part
// for a moment and get it back. Kept on the page's global object, so every copy of this module (the
// shell's, a remote's) counts the same holds.
const STORE = '__thesisStudioServerPageHolds';

interface Holds {
  count: number;
  released: Set<() => void>;
}

const holds = (): Holds => {
  const scope = globalThis as typeof globalThis & { [STORE]?: Holds };
  scope[STORE] ??= { count: 0, released: new Set() };
  return scope[STORE];
};

/** Holds the server's page until the returned function is called (calling it again does nothing). */
export function holdServerPage(): () => void {
  const state = holds();
  state.count += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.count -= 1;
    if (state.count === 0) for (const listener of [...state.released]) listener();
  };
}

/** Whether anything holds the server's page. */
export const serverPageHeld = (): boolean => holds().count > 0;

/** Calls `listener` each time the last hold is released; returns the unsubscribe function. */
export function onServerPageReleased(listener: () => void): () => void {
  const state = holds();
  state.released.add(listener);
  return () => {
    state.released.delete(listener);
  };
}
