// Starts a remote route's code and first queries with the navigation, in parallel: the remote's
// './App' (its files already preloaded by index.html's hints) and the route's GraphQL queries into the
// shared Apollo cache, neither waiting for the signed-in user nor for the other.
import { getApolloClient, preloadRouteQueries } from '@thesis-studio/client';
import { matchRemoteRoute } from '@thesis-studio/domain';
import { remoteLoader } from './loader';

/** For `pathname` in the navigation `navigationKey` (react-router's location key); idempotent. */
export function startRemoteRoute(pathname: string, navigationKey: string): void {
  const match = matchRemoteRoute(pathname);
  if (!match) return;
  // A failed load is shown by the route itself: RemoteRoute reads this same load.
  remoteLoader.load(match.remote.name).catch(() => undefined);
  preloadRouteQueries(getApolloClient(), pathname, navigationKey);
}
