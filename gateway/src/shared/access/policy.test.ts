import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.js';
import {
  adminOfVisible,
  adminOnly,
  anyone,
  authorize,
  ownerOrAdmin,
  projectRole,
  projectRoles,
  signedIn,
  type Policy,
  type ProjectAccess,
} from './policy.js';

const person = (id: string, role: Actor['role'] = 'user'): Actor => ({
  id,
  role,
  language: 'UK',
  email: `${id}@x.io`,
  username: id,
  createdAt: new Date(0).toISOString(),
});

interface Thing {
  ownerId: string;
}
const owned = ownerOrAdmin<Thing>((thing) => thing.ownerId);
const policy: Policy<'read' | 'list' | 'rename' | 'view' | 'create', Thing> = {
  view: anyone,
  list: signedIn,
  create: adminOnly,
  read: owned,
  rename: adminOfVisible<Thing>((thing) => thing.ownerId),
};

const outcome = (action: keyof typeof policy, actor: Actor | null) => {
  try {
    authorize(policy, action, actor, { ownerId: 'owner' }, 'Thing not found.');
    return 'allow';
  } catch (error) {
    return `${(error as { code: string }).code}: ${(error as Error).message}`;
  }
};

describe('policy tables', () => {
  const owner = person('owner');
  const stranger = person('stranger');
  const admin = person('boss', 'admin');

  it.each([
    ['view', null, 'allow'],
    ['list', null, 'UNAUTHENTICATED: You need to sign in to do that.'],
    ['list', stranger, 'allow'],
    ['create', stranger, 'FORBIDDEN: You are not allowed to do that.'],
    ['create', admin, 'allow'],
    ['read', null, 'UNAUTHENTICATED: You need to sign in to do that.'],
    ['read', owner, 'allow'],
    ['read', stranger, 'NOT_FOUND: Thing not found.'],
    ['read', admin, 'allow'],
    ['rename', owner, 'FORBIDDEN: You are not allowed to do that.'],
    ['rename', stranger, 'NOT_FOUND: Thing not found.'],
    ['rename', admin, 'allow'],
  ] as const)('%s as %o → %s', (action, actor, expected) => {
    expect(outcome(action, actor)).toBe(expected);
  });
});

describe('the project-role resolver (issue 29)', () => {
  const owner = person('owner');
  const member = person('member');
  const admin = person('boss', 'admin');
  const project = (memberRole: ProjectAccess['memberRole'] = null): ProjectAccess => ({
    ownerId: 'owner',
    memberRole,
  });

  it('is owner from the project’s owner field, before anything else', () => {
    expect(projectRole(owner, project())).toBe('owner');
    // The owner's own membership, were there one, changes nothing; nor does being an admin.
    expect(projectRole(owner, project('viewer'))).toBe('owner');
    expect(projectRole(person('owner', 'admin'), project())).toBe('owner');
  });

  it('is admin from the actor, whatever their membership', () => {
    expect(projectRole(admin, project())).toBe('admin');
    expect(projectRole(admin, project('viewer'))).toBe('admin');
  });

  it('is the membership role otherwise, and none without one', () => {
    expect(projectRole(member, project('editor'))).toBe('editor');
    expect(projectRole(member, project('viewer'))).toBe('viewer');
    expect(projectRole(member, project())).toBeNull();
    expect(projectRole(member, { ownerId: 'owner' })).toBeNull();
  });

  it('is none for nobody, or no project', () => {
    expect(projectRole(null, project('editor'))).toBeNull();
    expect(projectRole(member, null)).toBeNull();
  });

  const editable: Policy<'edit', ProjectAccess | null> = { edit: projectRoles('owner', 'editor') };
  const attempt = (actor: Actor | null, resource: ProjectAccess) => {
    try {
      authorize(editable, 'edit', actor, resource, 'Project not found.');
      return 'allow';
    } catch (error) {
      return (error as { code: string }).code;
    }
  };

  it.each([
    ['anonymous', null, project('editor'), 'UNAUTHENTICATED'],
    ['the owner', owner, project(), 'allow'],
    ['an admin', admin, project(), 'allow'],
    ['an editor', member, project('editor'), 'allow'],
    ['a viewer (may see, may not edit)', member, project('viewer'), 'FORBIDDEN'],
    ['a non-member (as if missing)', member, project(), 'NOT_FOUND'],
  ] as const)('lets the roles listed and admins act: %s → %s', (_who, actor, resource, expected) => {
    expect(attempt(actor, resource)).toBe(expected);
  });
});
