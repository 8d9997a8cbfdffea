// The toaster (part of the ui kit) is kept off the landing page's first load; a landing dialog asks
// for it here when it opens, and the layout mounts it from then on.
import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
