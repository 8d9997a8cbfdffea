// Starts a remote route's code and first queries with the navigation, in parallel: the remote's
// './App' and the route's page (their files already preloaded by index.html's hints) and the route's
// GraphQL queries into the shared Apollo cache, neither waiting for the signed-in user nor for the other.
import { matchRemoteRoute } from '@thesis-studio/domain';
import { remoteLoader } from './loader';
import { preloadRouteData } from './route-data';

/**
 * Loads the remote and the page that render `pathname`; a failure is shown by the route (RemoteRoute
 * reads this load).
 */
export function startRemoteLoad(pathname: string): void {
  const match = matchRemoteRoute(pathname);
  if (match) remoteLoader.loadPage(match.remote.name, match.pattern).catch(() => undefined);
}

/** For `pathname` in the navigation `navigationKey` (react-router's location key); idempotent. */
export function startRemoteRoute(pathname: string, navigationKey: string): void {
  startRemoteLoad(pathname);
  preloadRouteData(pathname, navigationKey);
}
