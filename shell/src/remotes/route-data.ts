// Starts a route's first GraphQL queries into the page's Apollo cache. Its own module (Apollo and the
// route table, not the ui kit or the federation runtime), so at start-up the queries wait for the
// least code; the modules are the same instances the shared '@thesis-studio/client' re-exports.
import { getApolloClient } from '@thesis-studio/client/apollo';
import { preloadRouteQueries } from '@thesis-studio/client/route-preload';

/** For `pathname` in the navigation `navigationKey` (react-router's location key); idempotent. */
export function preloadRouteData(pathname: string, navigationKey: string): void {
  preloadRouteQueries(getApolloClient(), pathname, navigationKey);
}
