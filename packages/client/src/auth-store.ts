// Who is signed in, once per page (a federation singleton through @thesis-studio/client). The one
// loader is the GraphQL `me` query, sent as text with a plain fetch: this file stays free of Apollo so
// the landing page can check the session without it (spec §3, §4).
import { useEffect, useSyncExternalStore } from 'react';
import { takeEarlyResponse } from './early-requests.js';
import { listenerSet } from './listeners.js';
import type { AuthStore_UserFragment, MeQuery } from './gql/graphql.js';
import { startingLocale, type LanguageVariant } from './language-storage.js';

export const GRAPHQL_PATH = '/graphql';

/** The current user; the fragment is also what sign-in and sign-up answer with (auth.tsx). */
export const ME_QUERY = /* GraphQL */ `
  query Me {
    me {
      ...AuthStore_user
    }
  }

  fragment AuthStore_user on User {
    id
    username
    email
    role
    language
    createdAt
    capabilities {
      administer
    }
  }
`;

export type AuthUser = AuthStore_UserFragment;
/**
 * What the signed-in user may do (`User.capabilities`, computed by the API from its policy): the apps
 * render from these, never from the role (the browser does not decide access).
 */
export type Capabilities = Omit<AuthUser['capabilities'], '__typename'>;

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
  let firstLoad: Promise<void> | undefined;
  const listeners = listenerSet<Listener>();
  const emit = () => listeners.call();

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
    subscribe: listeners.add,
    setUser,
    load,
    /** The first call loads through `loader` (`me` by default); later calls reuse it. */
    ensureLoaded(loader: CurrentUserLoader = fetchCurrentUser) {
      firstLoad ??= load(loader);
      return firstLoad;
    },
  };
}

function sameUser(a: AuthUser | null, b: AuthUser | null) {
  if (a === null || b === null) return a === b;
  return (
    a.id === b.id &&
    a.email === b.email &&
    a.role === b.role &&
    a.username === b.username &&
    a.capabilities.administer === b.capabilities.administer
  );
}

/** One GraphQL operation sent as text with the session cookie (no Apollo here, see above). */
function postGraphql(body: { query: string; operationName: string; variables?: Record<string, unknown> }) {
  return fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
      'Accept-Language': startingLocale(),
    },
    body: JSON.stringify(body),
  });
}

/** Runs `me` on the gateway: the signed-in user, or null for a visitor. A failed request throws. */
export async function fetchCurrentUser(): Promise<AuthUser | null> {
  // A page the gateway rendered carries the answer (early-requests.ts): the user it was rendered for.
  const embedded = (await takeEarlyResponse('Me', {})) as { data?: MeQuery | null } | undefined;
  if (embedded?.data?.me) return embedded.data.me;
  const response = await postGraphql({ query: ME_QUERY, operationName: 'Me' });
  const body = (await response.json().catch(() => null)) as {
    data?: MeQuery | null;
    errors?: Array<{ message: string }>;
  } | null;
  const error = body?.errors?.[0]?.message;
  if (!response.ok || !body || error !== undefined) {
    throw new Error(`${response.status}: ${error ?? response.statusText}`);
  }
  return body.data?.me ?? null;
}

export const authStore = createAuthStore();

const SET_LANGUAGE = /* GraphQL */ `
  mutation SetLanguage($language: Language!) {
    setLanguage(language: $language) {
      id
      language
    }
  }
`;

/**
 * Keeps the reader's language and the signed-in account's in step (spec §1): when an account signs
 * in, its stored variant applies on this device; each variant the reader then picks is saved on it.
 */
export function syncAccountLanguage(
  store: Pick<ReturnType<typeof createAuthStore>, 'getState' | 'subscribe'>,
  language: {
    apply(variant: LanguageVariant): void;
    onChosen(listener: (variant: LanguageVariant) => void): () => void;
  },
  save: (variant: LanguageVariant) => Promise<unknown>,
): () => void {
  let appliedFor: string | null = null;
  const applyAccount = () => {
    const { user } = store.getState();
    if (user && user.id !== appliedFor) language.apply(user.language);
    appliedFor = user?.id ?? null;
  };
  applyAccount();
  const stopAuth = store.subscribe(applyAccount);
  const stopChosen = language.onChosen((variant) => {
    if (store.getState().user) void save(variant).catch(() => undefined);
  });
  return () => {
    stopAuth();
    stopChosen();
  };
}

/** Saves the variant on the signed-in account (`setLanguage`). */
export async function saveAccountLanguage(variant: LanguageVariant): Promise<void> {
  const response = await postGraphql({
    query: SET_LANGUAGE,
    operationName: 'SetLanguage',
    variables: { language: variant },
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
}

/** The auth state, loading it on first use; needs no Apollo (the shell's header and landing page). */
export function useAuthState(): AuthState {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
  useEffect(() => {
    void authStore.ensureLoaded();
  }, []);
  return state;
}
