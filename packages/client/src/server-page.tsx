// A remote's page rendered on the gateway for the signed-in reader who opened it (issue 18): each remote
// builds its own server bundle (src/server.tsx, bundled with React, Apollo and the ui kit), whose
// `renderRemotePage` is this function over the remote's pages. The page renders exactly as in the browser
// — the same components in the same providers, under the route's pattern — from an Apollo cache holding
// the answers the gateway ran for it (the route's first queries, its page module's `firstQueries`),
// for the user it ran them as, in that user's language variant. What the page would ask for beyond those
// answers renders as it does while loading: a server render sends nothing.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { isLanguage } from '@thesis-studio/domain';
import { TooltipProvider } from '@thesis-studio/ui';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { throwError } from 'rxjs';
import { QUERY_DEFAULTS } from './apollo.js';
import { AuthProvider } from './auth.js';
import { authStore, type AuthUser } from './auth-store.js';
import type { EmbeddedAnswer } from './early-requests.js';
import { FIRST_QUERY_DOCUMENTS } from './gql/first-query-documents.js';
import { languageStore } from './language.js';
import { isPageLoader, type RemotePages } from './remote-pages.js';

export interface RemotePageInput {
  /** The route pattern the remote renders (a key of its `pages`). */
  pattern: string;
  /** The path opened, e.g. /projects/q3-plan. */
  pathname: string;
  /** Who the page is rendered for (the `me` answer). */
  user: AuthUser;
  /** The route's early queries as the gateway answered them for `user`. */
  answers: readonly EmbeddedAnswer[];
}

const offline = new ApolloLink(() =>
  throwError(() => new Error('The server renders from the answers it was given; it sends no request.')),
);

/** A client whose cache holds `answers` (each written with the page's document it answers). */
function answeredClient(answers: readonly EmbeddedAnswer[]): ApolloClient {
  const client = new ApolloClient({
    link: offline,
    cache: new InMemoryCache(),
    ssrMode: true,
    defaultOptions: QUERY_DEFAULTS,
  });
  for (const { operationName, variables, body } of answers) {
    const query = FIRST_QUERY_DOCUMENTS[operationName];
    const data = body['data'];
    if (!query || !data || typeof data !== 'object' || body['errors']) continue;
    client.cache.writeQuery({ query, variables, data: data as Record<string, unknown> });
  }
  return client;
}

/**
 * The HTML of `pages[pattern]` at `pathname`, as the shell's <main> would hold it; null when the remote
 * has no such page.
 */
export async function renderRemotePage(
  pages: RemotePages,
  input: RemotePageInput,
  {
    beforeRender,
  }: {
    /** Runs once the page's module is loaded, before it renders (e.g. loading the parts it defers). */
    beforeRender?: () => Promise<void>;
  } = {},
): Promise<string | null> {
  const page = pages[input.pattern];
  if (!page) return null;
  const Page: ComponentType = isPageLoader(page) ? (await page.load()).default : page;
  await beforeRender?.();
  const client = answeredClient(input.answers);
  return renderAsReader(input.user, () =>
    renderToStaticMarkup(
      <StaticRouter location={input.pathname}>
        <ApolloProvider client={client}>
          <AuthProvider>
            <TooltipProvider>
              <Routes>
                <Route path={input.pattern} element={<Page />} />
              </Routes>
            </TooltipProvider>
          </AuthProvider>
        </ApolloProvider>
      </StaticRouter>,
    ),
  );
}

/**
 * `render()` (synchronous) as `user` sees the page: signed in, in their account's spelling variant. The
 * page's stores hold them from here to the render's end, with no await between: no other request's
 * reader can come in between.
 */
export function renderAsReader<T>(user: AuthUser, render: () => T): T {
  authStore.setUser(user);
  if (isLanguage(user.language)) languageStore.applyFromAccount(user.language);
  return render();
}
