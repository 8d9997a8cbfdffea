// Who a request acts as, and the two checks every domain needs: signed in, and admin. A domain type:
// it imports nothing from gql/ (GraphQL's `User` is mapped from it, not the other way round).
import type { Language, Role } from '@thesis-studio/domain';
import { forbidden, unauthenticated } from '../errors/service-error.js';

export type { Role };
/** What a personal API token lets a request do (issue 19): read only, or read and write. */
export type TokenScope = 'read' | 'write';

/** A person's account as every domain sees it (no password hash, no secrets). */
export interface AccountUser {
  id: string;
  username: string;
  /** Lower-cased, as stored. */
  email: string;
  role: Role;
  language: Language;
  /** ISO-8601 */
  createdAt: string;
}

/**
 * The signed-in user a request acts as (resolved fresh from the database on every request). What the
 * request may do beyond the person's role, when it came with an API token, is `RequestAuth.apiToken`
 * (its scope; see shared/access/request-auth.ts).
 */
export type Actor = AccountUser;

export function requireSignedIn(actor: Actor | null): Actor {
  if (!actor) throw unauthenticated();
  return actor;
}

export function requireAdmin(actor: Actor | null, message = 'Only admins can do that.'): Actor {
  const signedIn = requireSignedIn(actor);
  if (signedIn.role !== 'admin') throw forbidden(message);
  return signedIn;
}
