import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.js';
import {
  adminOfVisible,
  adminOnly,
  anyone,
  authorize,
  ownerOrAdmin,
  signedIn,
  type Policy,
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
