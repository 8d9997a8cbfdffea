// The shell's server renderer (gateway/src/app-pages.ts): a signed-in reader's page is the header as that
// reader sees it and the remote's page in <main>, inert and with read-only fields until the app takes
// over (nothing typed or clicked there is lost with it).
import type { AuthUser } from '@thesis-studio/client/auth-store';
import { describe, expect, it } from 'vitest';
import { renderAppPage, SERVER_PAGE_ID, serverPageFields } from './server';

const user = (role: AuthUser['role']): AuthUser => ({
  __typename: 'User',
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  role,
  language: 'USA',
  createdAt: '2026-01-01T00:00:00.000Z',
  capabilities: { administer: role === 'admin' },
});

describe('renderAppPage', () => {
  it('puts the reader’s header around the remote’s page, inert until the app takes over', () => {
    const html = renderAppPage({
      pathname: '/saved-links',
      user: user('user'),
      page: '<section><h1>Saved Links</h1><textarea name="note"></textarea></section>',
    });
    expect(html).toMatch(new RegExp(`^<div id="${SERVER_PAGE_ID}" inert="" aria-busy="true"`));
    expect(html).toContain('ada@example.com');
    expect(html).toMatch(/aria-current="page"[^>]*href="\/saved-links"/);
    expect(html).toContain('<option value="USA" title="English (US)" selected="">USA</option>');
    expect(html).not.toContain('href="/users"');
    expect(html).toContain('<main class="flex flex-1 flex-col"><section><h1>Saved Links</h1>');
    expect(html).toContain('<textarea readonly="" name="note"></textarea>');
  });

  it('shows an admin their navigation', () => {
    const html = renderAppPage({ pathname: '/dashboard', user: user('admin'), page: '' });
    expect(html).toContain('href="/users"');
  });
});

describe('serverPageFields', () => {
  it('makes inputs and text areas read-only, leaves file pickers out, and touches nothing else', () => {
    expect(
      serverPageFields(
        '<input type="text"/><textarea>x</textarea><inputs><p>&lt;input</p>' +
          '<label>Files<input class="sr-only" type="file" accept=".md" data-testid="source-file-input"/></label>',
      ),
    ).toBe(
      '<input readonly="" type="text"/><textarea readonly="">x</textarea><inputs><p>&lt;input</p>' +
        '<label>Files</label>',
    );
  });
});
