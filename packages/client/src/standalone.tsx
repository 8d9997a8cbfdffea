import type { ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { AppProviders } from './providers.js';

export interface StandaloneAppProps {
  /** Federation name of the remote running alone (mf_thesis). */
  name: string;
  /** The same pages the remote exposes to the shell, keyed by route pattern. */
  pages: Record<string, ComponentType>;
  /** Example URLs for the index page, one per pattern with parameters filled in. */
  examples?: string[];
}

/** A remote on its own (its team's dev server): its own router over its pages, plus an index. */
export function StandaloneApp({ name, pages, examples = Object.keys(pages) }: StandaloneAppProps) {
  return (
    <AppProviders>
      <BrowserRouter>
        <Routes>
          {Object.entries(pages).map(([pattern, Page]) => (
            <Route key={pattern} path={pattern} element={<Page />} />
          ))}
          <Route
            path="*"
            element={
              <main className="mx-auto max-w-2xl p-8">
                <h1 className="text-2xl font-semibold">{name} (standalone)</h1>
                <p className="mt-2 text-muted-foreground">This remote renders these routes:</p>
                <ul className="mt-4 list-disc pl-6">
                  {examples.map((href) => (
                    <li key={href}>
                      <Link className="text-primary underline" to={href}>
                        {href}
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
