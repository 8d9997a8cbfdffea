// @vitest-environment happy-dom
// /auth over a scripted GraphQL link: a visitor already signed in is sent on, or — with a shared thesis
// pending — has it saved ('Saving thesis...', 'Thesis saved!', back 1 s later); the forms otherwise.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { AuthProvider, authStore, STORAGE_KEYS } from '@thesis-studio/client';
import { toast, Toaster, TOAST_REMOVE_DELAY_MS } from '@thesis-studio/ui';
import { act, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Observable } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthScreen } from './AuthPage';
import { testUser } from '@thesis-studio/client/test-user';
import { mount, type, unmountAll } from '@thesis-studio/ui/test-dom';

const USER = testUser();

const THESIS = {
  thesisId: 't1',
  title: 'Nordic Entry',
  shareUrl: 'nordic-entry-k3j2',
  projectName: 'Market Entry',
};

let root: Root;
let container: HTMLElement;
let operations: string[];

function Elsewhere() {
  const location = useLocation();
  return <h1>At {location.pathname}</h1>;
}

function renderAuth(saveFails = false) {
  operations = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        operations.push(operation.operationName ?? '');
        if (operation.operationName === 'SharedThesisSaveLink') {
          observer.next(
            saveFails
              ? { errors: [{ message: 'Thesis not found' }] }
              : {
                  data: {
                    saveLink: {
                      __typename: 'SavedLink',
                      id: 's1',
                      ...THESIS,
                      createdAt: '2026-01-02T00:00:00.000Z',
                      available: true,
                    },
                  },
                },
          );
        } else if (operation.operationName === 'AuthProviderLogin') {
          observer.next({ data: { login: USER } });
        }
        observer.complete();
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  act(() =>
    root.render(
      <StrictMode>
        <ApolloProvider client={client}>
          <AuthProvider>
            <MemoryRouter initialEntries={['/auth']}>
              <Routes>
                <Route path="/auth" element={<AuthScreen />} />
                <Route path="*" element={<Elsewhere />} />
              </Routes>
            </MemoryRouter>
            <Toaster />
          </AuthProvider>
        </ApolloProvider>
      </StrictMode>,
    ),
  );
}

const text = () => document.body.textContent ?? '';

/** Lets the mutation, the toast and React settle, then moves the clock on by `ms`. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeAll(async () => {
  // The page's `me` load is settled up front; each test then sets who is signed in.
  await authStore.ensureLoaded(async () => null);
});

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
  window.localStorage.clear();
  ({ root, container } = mount());
});

afterEach(() => {
  // The toast store is page-wide: a toast replaces the last one (one at a time), then is removed.
  act(() => {
    toast({ title: 'end of test' }).dismiss();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
  });
  unmountAll();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
  authStore.setUser(null);
});

describe('/auth with a visitor already signed in', () => {
  it('saves the pending shared thesis once, says so, and goes back to the stored path after 1 s', async () => {
    authStore.setUser(USER);
    window.sessionStorage.setItem(STORAGE_KEYS.sharedThesisData, JSON.stringify(THESIS));
    window.sessionStorage.setItem(STORAGE_KEYS.authRedirect, `/shared/${THESIS.shareUrl}`);
    renderAuth();
    expect(text()).toContain('Saving thesis...');
    expect(container.querySelector('form')).toBeNull();

    await advance(0);
    expect(operations).toEqual(['SharedThesisSaveLink']);
    expect(text()).toContain('Thesis saved!');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.sharedThesisData)).toBeNull();
    // Still saying so (not 'Redirecting to dashboard...') until the second has passed.
    expect(text()).toContain('Saving thesis...');

    await advance(999);
    expect(text()).not.toContain('At /');
    await advance(1);
    expect(text()).toContain(`At /shared/${THESIS.shareUrl}`);
    expect(operations).toEqual(['SharedThesisSaveLink']);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('only logs a failed save and still goes back (to /dashboard without a stored path)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    authStore.setUser(USER);
    window.sessionStorage.setItem(STORAGE_KEYS.sharedThesisData, JSON.stringify(THESIS));
    renderAuth(true);
    await advance(0);
    expect(operations).toEqual(['SharedThesisSaveLink']);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('failed'), expect.anything());
    expect(text()).not.toContain('Thesis saved!');
    await advance(1000);
    expect(text()).toContain('At /dashboard');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('with nothing pending says "Redirecting to dashboard..." and goes to the stored path at once', async () => {
    authStore.setUser(USER);
    window.sessionStorage.setItem(STORAGE_KEYS.authRedirect, '/projects/acme');
    renderAuth();
    expect(text()).toContain('Redirecting to dashboard...');
    await advance(0);
    expect(text()).toContain('At /projects/acme');
    expect(operations).toEqual([]);
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('/auth with a visitor not signed in', () => {
  it('shows the forms with a thesis pending and saves it once after signing in', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.sharedThesisData, JSON.stringify(THESIS));
    window.sessionStorage.setItem(STORAGE_KEYS.authRedirect, `/shared/${THESIS.shareUrl}`);
    window.localStorage.setItem(STORAGE_KEYS.hasUsedProduct, 'true');
    renderAuth();
    expect(text()).not.toContain('Saving thesis...');
    expect(operations).toEqual([]);

    type(container.querySelector<HTMLInputElement>('#signin-email')!, USER.email);
    type(container.querySelector<HTMLInputElement>('#signin-password')!, 'correct horse');
    act(() => container.querySelector<HTMLFormElement>('form')!.requestSubmit());
    await advance(0);
    expect(operations).toEqual(['AuthProviderLogin', 'SharedThesisSaveLink']);
    expect(text()).toContain('Thesis saved!');
    await advance(999);
    expect(text()).not.toContain('At /');
    await advance(1);
    expect(text()).toContain(`At /shared/${THESIS.shareUrl}`);
    expect(operations).toEqual(['AuthProviderLogin', 'SharedThesisSaveLink']);
  });
});
