// Who may open each remote route (spec §2), as REMOTES states it.
import { REMOTES, type RouteAccess } from '@thesis-studio/domain';

const ACCESS = new Map(REMOTES.flatMap((remote) => Object.entries(remote.access)));

/** A pattern missing from REMOTES needs a signed-in user. */
export function remoteRouteAccess(pattern: string): RouteAccess {
  return ACCESS.get(pattern) ?? 'signed-in';
}
