// The shell preloads each route's first queries with the navigation and the gateway runs them for the page
// it renders (@thesis-studio/client's ROUTE_QUERIES, which `npm run codegen` writes out from the page
// modules' `firstQueries`): they must be the page's own documents, or the page would ask again (or miss
// fields in the cache) — a page's query changed without `npm run codegen` fails here.
import { ROUTE_QUERIES, type FirstQuery } from '@thesis-studio/client/route-preload';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { firstQueries as dashboard } from './pages/DashboardPage';
import { firstQueries as savedLinks } from './pages/SavedLinksPage';
import { firstQueries as questions } from './pages/QuestionsPage';
import { firstQueries as project } from './pages/ProjectPage';

const declared: Record<string, readonly FirstQuery[]> = {
  '/dashboard': dashboard,
  '/saved-links': savedLinks,
  '/questions': questions,
  '/projects/:slug': project,
};

describe('route preload', () => {
  it.each(Object.entries(declared))(
    '%s starts with the queries its page module declares',
    (pattern, queries) => {
      const preloaded = ROUTE_QUERIES[pattern] ?? [];
      expect(preloaded.map(({ query }) => print(query))).toEqual(queries.map(({ query }) => print(query)));
      queries.forEach(({ roles }, index) => {
        if (roles) expect(preloaded[index]?.roles).toEqual(roles);
      });
    },
  );
});
