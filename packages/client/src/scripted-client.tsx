// Test support for the apps' page tests: an Apollo client whose link the test scripts (each operation
// is handed over with its observer: answer it, fail it, or leave it open), and a page rendered over
// it inside a router, as the shell would render it.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Observable, type Subscriber } from 'rxjs';

export type ScriptedLink = (operation: ApolloLink.Operation, observer: Subscriber<ApolloLink.Result>) => void;

export function scriptedClient(script: ScriptedLink): ApolloClient {
  const link = new ApolloLink(
    (operation) => new Observable<ApolloLink.Result>((observer) => script(operation, observer)),
  );
  return new ApolloClient({ cache: new InMemoryCache(), link });
}

/**
 * Renders `routes` (path pattern → element) in `root` at `path`, over `client`; `beside` (the toaster)
 * goes next to the router.
 */
export function renderRoutes(
  root: Root,
  client: ApolloClient,
  path: string,
  routes: Record<string, ReactNode>,
  beside?: ReactNode,
): void {
  act(() =>
    root.render(
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {Object.entries(routes).map(([pattern, element]) => (
              <Route key={pattern} path={pattern} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
        {beside}
      </ApolloProvider>,
    ),
  );
}
