// Policy tables: each domain lists, per action, who may do it. A rule answers for one actor and
// (optionally) one resource; `authorize` turns the answer into the error the caller gets. A resource
// the actor may not see answers NOT_FOUND, exactly like one that does not exist.
import { ServiceError, forbidden, unauthenticated } from '../errors/service-error.js';
import type { Actor } from './actor.js';

type Decision = 'allow' | 'unauthenticated' | 'forbidden' | 'hidden';

export type Rule<R> = (actor: Actor | null, resource: R) => Decision;

export type Policy<A extends string, R> = Record<A, Rule<R>>;

/** Anyone, signed in or not. */
export const anyone: Rule<unknown> = () => 'allow';

/** Any signed-in user. */
export const signedIn: Rule<unknown> = (actor) => (actor ? 'allow' : 'unauthenticated');

/** Admins only; others are told they may not (the resource itself is not secret). */
export const adminOnly: Rule<unknown> = (actor) =>
  !actor ? 'unauthenticated' : actor.role === 'admin' ? 'allow' : 'forbidden';

/** Admins, or the resource's owner; to anyone else the resource does not exist. */
export const ownerOrAdmin =
  <R>(ownerIdOf: (resource: R) => string): Rule<R> =>
  (actor, resource) =>
    !actor
      ? 'unauthenticated'
      : actor.role === 'admin' || ownerIdOf(resource) === actor.id
        ? 'allow'
        : 'hidden';

/** Admins only, after the owner check: the owner is told they may not, strangers see nothing. */
export const adminOfVisible =
  <R>(ownerIdOf: (resource: R) => string): Rule<R> =>
  (actor, resource) => {
    const visible = ownerOrAdmin(ownerIdOf)(actor, resource);
    if (visible !== 'allow') return visible;
    return actor?.role === 'admin' ? 'allow' : 'forbidden';
  };

/** A project member's role (issue 29); the owner is the project's owner field, not a membership. */
export type MemberRole = 'editor' | 'viewer';
export const MEMBER_ROLES: readonly MemberRole[] = ['editor', 'viewer'];

/** What the actor is in a project: its owner, an admin, a member, or nothing (then it does not exist). */
export type ProjectRole = 'owner' | 'admin' | MemberRole;

/**
 * A project as the project-scoped rules see it: its owner, and the membership role of the actor the
 * rule is asked for (resolved for that actor; null or absent when they are no member).
 */
export interface ProjectAccess {
  ownerId: { toString(): string };
  memberRole?: MemberRole | null;
}

/**
 * The actor's role in a project: owner from the project's owner field, admin from the actor, else
 * their membership role, else null (the project is hidden from them).
 */
export function projectRole(actor: Actor | null, project: ProjectAccess | null): ProjectRole | null {
  if (!actor || !project) return null;
  if (project.ownerId.toString() === actor.id) return 'owner';
  if (actor.role === 'admin') return 'admin';
  return project.memberRole ?? null;
}

/**
 * Admins, and the roles listed; a member without the power is told they may not, anyone else sees no
 * project at all.
 */
export const projectRoles =
  (...allowed: ReadonlyArray<Exclude<ProjectRole, 'admin'>>): Rule<ProjectAccess | null> =>
  (actor, project) => {
    if (!actor) return 'unauthenticated';
    const role = projectRole(actor, project);
    if (role === null) return 'hidden';
    // An admin keeps their powers in a project they own too (its role reads 'owner').
    return actor.role === 'admin' || (role !== 'admin' && allowed.includes(role)) ? 'allow' : 'forbidden';
  };

/** Whether `policy[action]` lets `actor` act on `resource`: what a `viewerCan…` GraphQL field answers. */
export const allows = <A extends string, R>(
  policy: Policy<A, R>,
  action: A,
  actor: Actor | null,
  resource: R,
): boolean => policy[action](actor, resource) === 'allow';

/**
 * Applies `policy[action]`; throws UNAUTHENTICATED, FORBIDDEN or NOT_FOUND (with `notFoundMessage`)
 * unless allowed.
 */
export function authorize<A extends string, R>(
  policy: Policy<A, R>,
  action: A,
  actor: Actor | null,
  resource: R,
  notFoundMessage = 'Not found.',
): void {
  const decision = policy[action](actor, resource);
  if (decision === 'allow') return;
  if (decision === 'unauthenticated') throw unauthenticated();
  if (decision === 'forbidden') throw forbidden();
  throw new ServiceError('NOT_FOUND', notFoundMessage);
}
