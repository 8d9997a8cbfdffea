// The checks every remote's own tests make on its page modules, written once (imported by tests only, as
// `@thesis-studio/client/remote-checks`): the remote's ./App against REMOTES, and the route preload
// against the pages' `firstQueries`.
import { REMOTES } from '@thesis-studio/domain';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isPageLoader } from './remote-pages';
import { ROUTE_QUERIES, type FirstQuery } from './route-preload';

/** `app` (mf-admin, …) exports a page for exactly the routes REMOTES assigns to it, each loading the
 *  component remotes.json names for the route (the gateway hints that module's chunk). */
export function describeRemotePages(app: string, pages: Record<string, unknown>) {
  const name = app.replace('-', '_');
  describe(`${app} ./App`, () => {
    it(`exports a page for exactly the routes REMOTES assigns to ${name}, each loading its own module`, async () => {
      const remote = REMOTES.find((r) => r.name === name);
      expect(Object.keys(pages).sort()).toEqual([...(remote?.routes ?? ['missing'])].sort());
      for (const [pattern, page] of Object.entries(pages)) {
        if (!isPageLoader(page)) throw new Error(`${pattern}: not a page loader`);
        const { default: component } = await page.load();
        expect(component.name, pattern).toBe(remote?.pages[pattern]);
      }
    });
  });
}

/** Each route pattern starts with the queries its page module declares (ROUTE_QUERIES, which
 *  `npm run codegen` writes out from the page modules' `firstQueries`), capability bounds (`when`) and all. */
export function describeRoutePreload(declared: Record<string, readonly FirstQuery[]>) {
  describe('route preload', () => {
    it.each(Object.entries(declared))(
      '%s starts with the queries its page module declares',
      (pattern, queries) => {
        const preloaded = ROUTE_QUERIES[pattern] ?? [];
        expect(preloaded.map(({ query }) => print(query))).toEqual(queries.map(({ query }) => print(query)));
        queries.forEach(({ when }, index) => {
          if (when) expect(preloaded[index]?.when).toEqual(when);
        });
      },
    );
  });
}
