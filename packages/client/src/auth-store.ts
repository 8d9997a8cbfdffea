// Who is signed in, once per page (a federation singleton through @thesis-studio/client). This file
// stays free of Apollo so the landing page can check the session with a plain fetch (spec §3, §4).
import { useEffect, useSyncExternalStore } from 'react';

export type Role = 'user' | 'admin';

export interface AuthUser {
  id: string;
  username: string;
  email: string;
  role: Role;
  createdAt: string;
}

/** Spec §3 browser storage keys. */
export const STORAGE_KEYS = {
  hasUsedProduct: 'hasUsedThesisStudio',
  authRedirect: 'authRedirect',
  sharedThesisData: 'sharedThesisData',
} as const;

export type AuthState =
  | { status: 'loading'; user: null; signedOut: false }
  | { status: 'ready'; user: AuthUser | null; signedOut: boolean };

type Listener = () => void;

export type CurrentUserLoader = () => Promise<AuthUser | null>;

/** The auth state machine: loading, then a user or null; set by loads, sign-in and sign-out. */
export function createAuthStore() {
  let state: AuthState = { status: 'loading', user: null, signedOut: false };
  // Bumped by every explicit change, so a load that started before a sign-in cannot undo it.
  let version = 0;
  let restLoad: Promise<void> | undefined;
  const listeners = new Set<Listener>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const setUser = (user: AuthUser | null, options: { signedOut?: boolean } = {}) => {
    version += 1;
    state = { status: 'ready', user, signedOut: options.signedOut ?? false };
    emit();
  };

  /** Runs `loader`; its answer applies unless the user was set explicitly meanwhile. Errors mean null. */
  const load = async (loader: CurrentUserLoader): Promise<void> => {
    const started = version;
    let user: AuthUser | null;
    try {
      user = await loader();
    } catch {
      user = null;
    }
    if (version !== started) return;
    if (state.status === 'ready' && sameUser(state.user, user)) return;
    state = { status: 'ready', user, signedOut: false };
    emit();
  };

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setUser,
    load,
    /** The first call loads through `loader` (GET /api/user by default); later calls reuse it. */
    ensureLoaded(loader: CurrentUserLoader = fetchCurrentUser) {
      restLoad ??= load(loader);
      return restLoad;
    },
  };
}

function sameUser(a: AuthUser | null, b: AuthUser | null) {
  if (a === null || b === null) return a === b;
  return a.id === b.id && a.email === b.email && a.role === b.role && a.username === b.username;
}

/** GET /api/user: the current user or null (a 401 also means null, spec §7). */
export async function fetchCurrentUser(): Promise<AuthUser | null> {
  const response = await fetch('/api/user', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return (await response.json()) as AuthUser | null;
}

export const authStore = createAuthStore();

/** The auth state without Apollo: for the shell's header and landing page. */
export function useAuthState(): AuthState {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
  useEffect(() => {
    void authStore.ensureLoaded();
  }, []);
  return state;
}
