// Who a request acts as, and the two checks every domain needs: signed in, and admin.
import type { User } from '../../gql/resolvers.js';
import { forbidden, unauthenticated } from '../errors/service-error.js';

/** The signed-in user a request acts as (resolved fresh from the database on every request). */
export type Actor = User;

export function requireSignedIn(actor: Actor | null): Actor {
  if (!actor) throw unauthenticated();
  return actor;
}

export function requireAdmin(actor: Actor | null, message = 'Only admins can do that.'): Actor {
  const signedIn = requireSignedIn(actor);
  if (signedIn.role !== 'admin') throw forbidden(message);
  return signedIn;
}
