// Test support: a signed-in person as the auth store holds one (Ada, a plain user who writes UK
// English), for the apps' page tests; a test changes only what it is about.
import type { AuthUser } from './auth-store.js';

export function testUser(changes: Partial<AuthUser> = {}): AuthUser {
  return {
    __typename: 'User',
    id: 'u1',
    username: 'Ada',
    email: 'ada@example.com',
    role: 'user',
    language: 'UK',
    createdAt: '2026-01-01T00:00:00.000Z',
    capabilities: { administer: false },
    ...changes,
  };
}
