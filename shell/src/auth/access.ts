// Which remote routes need a signed-in user, and which an admin (spec §2).
import type { RouteAccess } from '@thesis-studio/client/auth-rules';

/** Public pages owned by remotes: the shared-thesis view. */
const PUBLIC_REMOTE_ROUTES = new Set(['/shared/*']);
const ADMIN_ROUTES = new Set(['/users']);

export function remoteRouteAccess(pattern: string): RouteAccess {
  if (PUBLIC_REMOTE_ROUTES.has(pattern)) return 'public';
  if (ADMIN_ROUTES.has(pattern)) return 'admin';
  return 'signed-in';
}
