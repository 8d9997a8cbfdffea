import { describe, expect, it } from 'vitest';
import { translatorFor } from '@thesis-studio/i18n';
import { appNavItems } from './nav';

describe('appNavItems', () => {
  it('gives every signed-in user Dashboard, Saved Links and Questions', () => {
    expect(appNavItems({ administer: false }, translatorFor('UK'))).toEqual([
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/saved-links', label: 'Saved Links' },
      { to: '/questions', label: 'Questions' },
    ]);
  });

  it('adds Users, Ideas and Audit for those who administer', () => {
    expect(appNavItems({ administer: true }, translatorFor('UK')).map((item) => item.to)).toEqual([
      '/dashboard',
      '/saved-links',
      '/questions',
      '/users',
      '/ideas',
      '/audit',
    ]);
  });
});

describe('appNavItems in German', () => {
  it('labels the links in the reader’s language', () => {
    expect(appNavItems({ administer: true }, translatorFor('DE')).map((item) => item.label)).toEqual([
      'Dashboard',
      'Gespeicherte Links',
      'Fragen',
      'Benutzer',
      'Ideen',
      'Protokoll',
    ]);
  });
});
