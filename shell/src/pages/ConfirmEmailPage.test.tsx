// @vitest-environment happy-dom
// /confirm-email over a scripted GraphQL link: the press confirms (not the page load), the signed-in
// person's record takes the new address, and a refused token shows the server's words.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { AuthProvider, authStore } from '@thesis-studio/client';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Observable } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testUser } from '@thesis-studio/client/test-user';
import { button, click, mount, settle, unmountAll } from '@thesis-studio/ui/test-dom';
import { ConfirmEmailScreen } from './ConfirmEmailPage';

const USER = testUser();

function renderAt(path: string, answer: (token: string) => object) {
  const operations: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        operations.push(operation.operationName ?? '');
        observer.next(answer(String(operation.variables.token)));
        observer.complete();
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const { root } = mount();
  act(() =>
    root.render(
      <ApolloProvider client={client}>
        <AuthProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/confirm-email" element={<ConfirmEmailScreen />} />
            </Routes>
          </MemoryRouter>
        </AuthProvider>
      </ApolloProvider>,
    ),
  );
  return operations;
}

const text = () => document.body.textContent ?? '';

beforeAll(async () => {
  await authStore.ensureLoaded(async () => null);
});

afterEach(() => {
  unmountAll();
  document.body.innerHTML = '';
  authStore.setUser(null);
});

describe('ConfirmEmailPage', () => {
  it('confirms on the press only, and the signed-in record takes the new address', async () => {
    authStore.setUser(USER);
    const operations = renderAt('/confirm-email?token=tok-1', (token) => ({
      data: { confirmEmailChange: { ...USER, email: `new-${token}@example.com` } },
    }));
    expect(text()).toContain('Confirm Your New Email');
    expect(operations).toEqual([]);
    act(() => click(button(document.body, 'Confirm Email')));
    await settle(() => expect(text()).toContain('Email Changed'));
    expect(text()).toContain('new-tok-1@example.com');
    expect(operations).toEqual(['AuthProviderConfirmEmail']);
    expect(authStore.getState().user?.email).toBe('new-tok-1@example.com');
    expect(button(document.body, 'Go to Account')).toBeTruthy();
  });

  it("shows the server's words when the link is used or expired", async () => {
    renderAt('/confirm-email?token=old', () => ({
      errors: [{ message: 'This confirmation link has expired or was already used.' }],
    }));
    act(() => click(button(document.body, 'Confirm Email')));
    await settle(() => expect(document.querySelector('[role="alert"]')?.textContent).toContain('expired'));
    expect(button(document.body, 'Confirm Email').disabled).toBe(false);
  });

  it('without a token says the link is invalid', () => {
    renderAt('/confirm-email', () => ({}));
    expect(text()).toContain('Invalid Confirmation Link');
    expect(button(document.body, 'Go to Sign In')).toBeTruthy();
  });
});
