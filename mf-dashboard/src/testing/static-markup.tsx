// Test support for this remote's component tests: a component rendered to static HTML inside the
// providers the shell gives it (Apollo with no server behind it, auth, router, tooltips).
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { AuthProvider } from '@thesis-studio/client';
import { TooltipProvider } from '@thesis-studio/ui';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

export function renderMarkup(element: ReactElement): string {
  return renderToStaticMarkup(
    <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() })}>
      <AuthProvider>
        <MemoryRouter>
          <TooltipProvider>{element}</TooltipProvider>
        </MemoryRouter>
      </AuthProvider>
    </ApolloProvider>,
  );
}

/** Noon `days` calendar days before today (local time). */
export function daysAgo(days: number): Date {
  const at = new Date();
  at.setDate(at.getDate() - days);
  at.setHours(12, 0, 0, 0);
  return at;
}
