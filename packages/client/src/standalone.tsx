// A remote on its own (its team's dev server or standalone deploy): its pages under its own router.
import { FullPageSpinner } from '@thesis-studio/ui';
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { AppProviders } from './providers.js';
import { isPageLoader, type RemotePages } from './remote-pages.js';

export interface StandaloneAppProps {
  /** Federation name of the remote running alone (mf_thesis). */
  name: string;
  /** The same pages the remote exposes to the shell, keyed by route pattern. */
  pages: RemotePages;
}

/** Each page as a component; a page in its own chunk loads when its route is opened. */
const pageComponents = (pages: RemotePages): Array<[string, ComponentType]> =>
  Object.entries(pages).map(([pattern, page]) => [pattern, isPageLoader(page) ? lazy(page.load) : page]);

/** A URL that opens `pattern`: each :param becomes example-<param>, a trailing * example/link. */
export function exampleUrl(pattern: string): string {
  return pattern.replace(/:(\w+)/g, 'example-$1').replace(/\*$/, 'example/link');
}

/** The remote's router over its pages, plus an index linking to each page. */
function StandaloneApp({ name, pages }: { name: string; pages: Array<[string, ComponentType]> }) {
  return (
    <AppProviders>
      <BrowserRouter>
        <Routes>
          {pages.map(([pattern, Page]) => (
            <Route
              key={pattern}
              path={pattern}
              element={
                <Suspense fallback={<FullPageSpinner />}>
                  <Page />
                </Suspense>
              }
            />
          ))}
          <Route
            path="*"
            element={
              <main className="mx-auto max-w-2xl p-8">
                <h1 className="text-2xl font-semibold">{name} (standalone)</h1>
                <p className="mt-2 text-muted-foreground">This remote renders these routes:</p>
                <ul className="mt-4 list-disc pl-6">
                  {pages.map(([pattern]) => (
                    <li key={pattern}>
                      <Link className="text-primary underline" to={exampleUrl(pattern)}>
                        {exampleUrl(pattern)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </main>
            }
          />
        </Routes>
      </BrowserRouter>
    </AppProviders>
  );
}

/** Renders the standalone app into index.html's #root (a remote's bootstrap). */
export function renderStandalone({ name, pages }: StandaloneAppProps): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <StandaloneApp name={name} pages={pageComponents(pages)} />
    </StrictMode>,
  );
}
