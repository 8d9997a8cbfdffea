// The listeners of a store (the auth store, the language store): added one by one, each add returning
// its own removal (useSyncExternalStore's subscribe), and called all at once.
export function listenerSet<L extends (...args: never[]) => void>() {
  const listeners = new Set<L>();
  return {
    add(listener: L): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    call(...args: Parameters<L>): void {
      for (const listener of listeners) listener(...args);
    },
  };
}
