import { describe, expect, it } from 'vitest';
import { appNavItems } from './nav';

describe('appNavItems', () => {
  it('gives every signed-in user Dashboard, Saved Links and Questions', () => {
    expect(appNavItems('user')).toEqual([
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/saved-links', label: 'Saved Links' },
      { to: '/questions', label: 'Questions' },
    ]);
  });

  it('adds Users, Ideas and Audit for admins', () => {
    expect(appNavItems('admin').map((item) => item.to)).toEqual([
      '/dashboard',
      '/saved-links',
      '/questions',
      '/users',
      '/ideas',
      '/audit',
    ]);
  });
});
