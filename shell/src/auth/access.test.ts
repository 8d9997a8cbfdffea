import { REMOTES } from '@thesis-studio/domain';
import { describe, expect, it } from 'vitest';
import { remoteRouteAccess } from './access';

describe('remoteRouteAccess', () => {
  it('protects every remote route except /shared/* and /invitations/:token, and /users, /ideas and /audit are admin only', () => {
    const access = Object.fromEntries(REMOTES.flatMap((r) => r.routes).map((p) => [p, remoteRouteAccess(p)]));
    expect(access).toEqual({
      '/dashboard': 'signed-in',
      '/saved-links': 'signed-in',
      '/questions': 'signed-in',
      '/projects/new': 'signed-in',
      '/projects/:slug': 'signed-in',
      '/account': 'signed-in',
      '/account/tokens': 'signed-in',
      '/invitations/:token': 'public',
      '/projects/:slug/theses/new': 'signed-in',
      '/theses/:slug': 'signed-in',
      '/theses/:id/chat': 'signed-in',
      '/shared/*': 'public',
      '/users': 'admin',
      '/ideas': 'admin',
      '/audit': 'admin',
    });
  });
});
