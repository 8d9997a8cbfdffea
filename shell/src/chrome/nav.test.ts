import { describe, expect, it } from 'vitest';
import { appNavItems } from './nav';

describe('appNavItems', () => {
  it('gives every signed-in user Dashboard, Saved Links and Questions', () => {
    expect(appNavItems({ administer: false })).toEqual([
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/saved-links', label: 'Saved Links' },
      { to: '/questions', label: 'Questions' },
    ]);
  });

  it('adds Users, Ideas and Audit for those who administer', () => {
    expect(appNavItems({ administer: true }).map((item) => item.to)).toEqual([
      '/dashboard',
      '/saved-links',
      '/questions',
      '/users',
      '/ideas',
      '/audit',
    ]);
  });
});
