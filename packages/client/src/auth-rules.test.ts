import { describe, expect, it } from 'vitest';
import {
  defaultAuthTab,
  missingAuthFields,
  protectedRouteDecision,
  shouldLeaveAuthPage,
  takeAuthRedirect,
  validatePasswordReset,
} from './auth-rules.js';
import type { AuthState, AuthUser } from './auth-store.js';
import { memoryStorage } from './memory-storage.js';
import { testUser } from './test-user.js';

const user = testUser();
const admin: AuthUser = { ...user, id: 'a1', role: 'admin', capabilities: { administer: true } };
const loading: AuthState = { status: 'loading', user: null, signedOut: false };
const ready = (u: AuthUser | null, signedOut = false): AuthState => ({ status: 'ready', user: u, signedOut });

describe('protectedRouteDecision', () => {
  it('shows a spinner while the user is loading', () => {
    expect(protectedRouteDecision(loading, 'signed-in', '/dashboard')).toEqual({ kind: 'spinner' });
  });

  it('renders the page for a user and sends visitors to /auth remembering the path', () => {
    expect(protectedRouteDecision(ready(user), 'signed-in', '/dashboard')).toEqual({ kind: 'render' });
    expect(protectedRouteDecision(ready(null), 'signed-in', '/projects/a?x=1')).toEqual({
      kind: 'redirect',
      to: '/auth',
      remember: '/projects/a?x=1',
    });
  });

  it('does not remember the page a visitor just signed out on', () => {
    expect(protectedRouteDecision(ready(null, true), 'signed-in', '/users')).toEqual({
      kind: 'redirect',
      to: '/auth',
    });
  });

  it('sends non-admins from admin routes to /dashboard and lets admins in', () => {
    expect(protectedRouteDecision(ready(user), 'admin', '/users')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(protectedRouteDecision(ready(admin), 'admin', '/users')).toEqual({ kind: 'render' });
    expect(protectedRouteDecision(ready(null), 'admin', '/users')).toMatchObject({
      to: '/auth',
      remember: '/users',
    });
  });

  it('always renders public routes, even while loading', () => {
    expect(protectedRouteDecision(loading, 'public', '/shared/a/b')).toEqual({ kind: 'render' });
  });
});

describe('takeAuthRedirect', () => {
  it('returns the stored path once, then /dashboard', () => {
    const session = memoryStorage({ authRedirect: '/projects/acme' });
    expect(takeAuthRedirect(session)).toBe('/projects/acme');
    expect(session.data.has('authRedirect')).toBe(false);
    expect(takeAuthRedirect(session)).toBe('/dashboard');
  });

  it('ignores paths that would leave the site', () => {
    for (const bad of ['//evil.test/x', 'https://evil.test', '/\\evil.test', 'dashboard']) {
      expect(takeAuthRedirect(memoryStorage({ authRedirect: bad }))).toBe('/dashboard');
    }
  });
});

describe('defaultAuthTab', () => {
  it('is Sign In without a pending shared thesis', () => {
    expect(defaultAuthTab(memoryStorage(), memoryStorage())).toBe('signin');
  });

  it('is Sign Up for a first-time visitor with a shared thesis pending, Sign In once used before', () => {
    const session = memoryStorage({ sharedThesisData: '{"thesisId":"t1"}' });
    expect(defaultAuthTab(session, memoryStorage())).toBe('signup');
    expect(defaultAuthTab(session, memoryStorage({ hasUsedThesisStudio: 'true' }))).toBe('signin');
  });
});

describe('shouldLeaveAuthPage', () => {
  it('is true for a signed-in user without a pending shared thesis only', () => {
    expect(shouldLeaveAuthPage(ready(user), memoryStorage())).toBe(true);
    expect(shouldLeaveAuthPage(ready(user), memoryStorage({ sharedThesisData: '{}' }))).toBe(false);
    expect(shouldLeaveAuthPage(ready(null), memoryStorage())).toBe(false);
    expect(shouldLeaveAuthPage(loading, memoryStorage())).toBe(false);
  });
});

describe('validatePasswordReset', () => {
  it('needs a token, 8 characters and matching entries, in that order', () => {
    expect(validatePasswordReset({ token: null, password: 'short', confirm: 'x' })).toEqual({
      title: 'Invalid token',
      description: 'Reset token is missing',
    });
    expect(validatePasswordReset({ token: 't', password: '1234567', confirm: '1234567' })).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 8 characters long',
    });
    expect(validatePasswordReset({ token: 't', password: '12345678', confirm: '12345679' })).toEqual({
      title: "Passwords don't match",
      description: 'Please make sure both passwords are the same',
    });
    expect(validatePasswordReset({ token: 't', password: '12345678', confirm: '12345678' })).toBeNull();
  });
});

describe('missingAuthFields', () => {
  it('names the fields that are empty after trimming', () => {
    expect(missingAuthFields({ email: ' ', password: 'p', name: '' })).toEqual(['email', 'name']);
    expect(missingAuthFields({ email: 'a@b.c', password: 'p' })).toEqual([]);
  });
});
