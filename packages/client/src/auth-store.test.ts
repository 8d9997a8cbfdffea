import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createAuthStore,
  fetchCurrentUser,
  ME_QUERY,
  syncAccountLanguage,
  type AuthUser,
} from './auth-store.js';
import { ME_QUERY_TEXT } from '@thesis-studio/domain';
import { sendEarlyRequests } from './early-requests.js';
import { createLanguageStore } from './language.js';
import { testUser } from './test-user.js';

const ann = testUser({ username: 'ann', email: 'ann@x.test' });
const bob: AuthUser = { ...ann, id: 'u2', username: 'bob', email: 'bob@x.test' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('auth store', () => {
  it('starts loading, then holds the loaded user and tells subscribers', async () => {
    const store = createAuthStore();
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().status));
    expect(store.getState()).toEqual({ status: 'loading', user: null, signedOut: false });
    await store.load(async () => ann);
    expect(store.getState()).toEqual({ status: 'ready', user: ann, signedOut: false });
    expect(seen).toEqual(['ready']);
  });

  it('treats a failed load as signed out', async () => {
    const store = createAuthStore();
    await store.load(async () => {
      throw new Error('network down');
    });
    expect(store.getState()).toMatchObject({ status: 'ready', user: null });
  });

  it('does not let a load that started before a sign-in overwrite it', async () => {
    const store = createAuthStore();
    let answer!: (u: AuthUser | null) => void;
    const pending = store.load(() => new Promise((resolve) => (answer = resolve)));
    store.setUser(bob);
    answer(null);
    await pending;
    expect(store.getState().user).toEqual(bob);
  });

  it('marks a sign-out, and a later sign-in clears the mark', () => {
    const store = createAuthStore();
    store.setUser(null, { signedOut: true });
    expect(store.getState()).toEqual({ status: 'ready', user: null, signedOut: true });
    store.setUser(ann);
    expect(store.getState().signedOut).toBe(false);
  });

  it('ensureLoaded loads once however often it is called', async () => {
    const store = createAuthStore();
    const loader = vi.fn(async () => ann);
    await Promise.all([store.ensureLoaded(loader), store.ensureLoaded(loader)]);
    await store.ensureLoaded(loader);
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('fetchCurrentUser', () => {
  const answer = (body: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status }));

  it('runs the me query on /graphql with cookies; a null me means nobody', async () => {
    const fetchMock = answer({ data: { me: { __typename: 'User', ...ann } } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchCurrentUser()).resolves.toMatchObject(ann);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init.body))).toEqual({ query: ME_QUERY, operationName: 'Me' });
    vi.stubGlobal('fetch', answer({ data: { me: null } }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it('sends the text the gateway runs for a page it renders (@thesis-studio/domain ME_QUERY_TEXT)', () => {
    expect(ME_QUERY.replace(/\s+/g, ' ').trim()).toBe(ME_QUERY_TEXT);
  });

  it('takes the user a page the gateway rendered carries, without a request', async () => {
    const fetchMock = answer({ data: { me: null } });
    vi.stubGlobal('fetch', fetchMock);
    sendEarlyRequests('/auth', fetchMock as unknown as typeof fetch, [
      { operationName: 'Me', variables: {}, body: { data: { me: ann } } },
    ]);
    await expect(fetchCurrentUser()).resolves.toEqual(ann);
    expect(fetchMock).not.toHaveBeenCalled();
    // Once: the next load asks the gateway.
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('throws for a failed request or a GraphQL error, which the store reads as signed out', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    );
    await expect(fetchCurrentUser()).rejects.toThrow('500: Internal Server Error');
    vi.stubGlobal('fetch', answer({ errors: [{ message: 'Database unavailable' }] }));
    await expect(fetchCurrentUser()).rejects.toThrow('200: Database unavailable');
    const store = createAuthStore();
    await store.ensureLoaded();
    expect(store.getState()).toEqual({ status: 'ready', user: null, signedOut: false });
  });
});

describe('syncAccountLanguage', () => {
  const setup = () => {
    const store = createAuthStore();
    const language = createLanguageStore(null);
    const saved: string[] = [];
    syncAccountLanguage(
      store,
      {
        apply: language.applyFromAccount,
        onChosen: (listener) => language.onChange((v, source) => source === 'reader' && listener(v)),
      },
      async (variant) => {
        saved.push(variant);
      },
    );
    return { store, language, saved };
  };

  it("applies the account's variant when it signs in, without saving it back", async () => {
    const { store, language, saved } = setup();
    await store.load(async () => ({ ...ann, language: 'USA' }));
    expect(language.get()).toBe('USA');
    expect(saved).toEqual([]);
  });

  it('saves a variant the reader picks while signed in, and none while signed out', async () => {
    const { store, language, saved } = setup();
    language.choose('USA');
    expect(saved).toEqual([]);
    await store.load(async () => ann);
    expect(language.get()).toBe('UK');
    language.choose('USA');
    expect(saved).toEqual(['USA']);
    store.setUser(null, { signedOut: true });
    language.choose('UK');
    expect(saved).toEqual(['USA']);
  });

  it("applies the next account's variant after a switch of accounts", async () => {
    const { store, language } = setup();
    await store.load(async () => ({ ...ann, language: 'USA' }));
    store.setUser({ ...bob, language: 'UK' });
    expect(language.get()).toBe('UK');
  });
});
