// Test support for this remote's page tests: a page rendered as a signed-in person meets it, over a
// scripted GraphQL link (each operation answered by the test's script, and recorded), inside the
// providers the shell gives it (Apollo, auth, router) with the toaster.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { authStore, AuthProvider, type AuthUser } from '@thesis-studio/client';
import { Toaster } from '@thesis-studio/ui';
import { unmountAll } from '@thesis-studio/ui/test-dom';
import { act, type ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Observable } from 'rxjs';
import { afterEach, beforeAll, beforeEach } from 'vitest';

export interface ScriptedOperation {
  name: string;
  variables: Record<string, unknown>;
}

/** Answers one GraphQL operation by its name: `{ data }` or `{ errors }`. */
type Answer = (name: string, variables: Record<string, unknown>) => object;

/**
 * Renders `routes` (path → page) in `root`, starting at the first path, with every GraphQL operation
 * answered by `answer`. Returns the operations asked, in order (filled as they are asked).
 */
export function renderScriptedPage(
  root: Root,
  routes: Record<string, ReactElement>,
  answer: Answer,
): ScriptedOperation[] {
  const operations: ScriptedOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        operations.push({ name, variables: operation.variables });
        observer.next(answer(name, operation.variables) as never);
        observer.complete();
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const paths = Object.keys(routes);
  act(() =>
    root.render(
      <ApolloProvider client={client}>
        <AuthProvider>
          <MemoryRouter initialEntries={paths.slice(0, 1)}>
            <Routes>
              {paths.map((path) => (
                <Route key={path} path={path} element={routes[path]} />
              ))}
            </Routes>
          </MemoryRouter>
        </AuthProvider>
        <Toaster />
      </ApolloProvider>,
    ),
  );
  return operations;
}

/** `user` is signed in for each test of the file (the store's first `me` load is this stub's, so no
 *  request leaves the test) and signed out after it, once its page is unmounted and the document
 *  emptied. */
export function signedInForEachTest(user: AuthUser) {
  beforeAll(() => authStore.ensureLoaded(async () => user));
  beforeEach(() => authStore.setUser(user));
  afterEach(() => {
    unmountAll();
    document.body.innerHTML = '';
    authStore.setUser(null);
  });
}
