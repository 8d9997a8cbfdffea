import { describe, expect, it } from 'vitest';
import { matchRemoteRoute, parseRemotes, remotePageFile, remotePageLoaders, REMOTES } from './remotes.js';

const remote = (overrides: Record<string, unknown> = {}) => ({
  name: 'mf_notes',
  app: 'mf-notes',
  setting: 'REMOTE_MF_NOTES_URL',
  devPort: 5009,
  routes: { '/notes': { access: 'signed-in', page: 'NotesPage' }, '/notes/public/*': 'public' },
  ...overrides,
});

describe('REMOTES', () => {
  it('lists the four remotes with their dev ports and the access of every route (spec §2)', () => {
    expect(REMOTES.map((r) => [r.name, r.app, r.setting, r.devPort])).toEqual([
      ['mf_dashboard', 'mf-dashboard', 'REMOTE_MF_DASHBOARD_URL', 5001],
      ['mf_thesis', 'mf-thesis', 'REMOTE_MF_THESIS_URL', 5002],
      ['mf_shared', 'mf-shared', 'REMOTE_MF_SHARED_URL', 5003],
      ['mf_admin', 'mf-admin', 'REMOTE_MF_ADMIN_URL', 5004],
    ]);
    const access = Object.assign({}, ...REMOTES.map((r) => r.access)) as Record<string, string>;
    expect(Object.entries(access).filter(([, rule]) => rule !== 'signed-in')).toEqual([
      ['/invitations/:token', 'public'],
      ['/shared/*', 'public'],
      ['/users', 'admin'],
      ['/ideas', 'admin'],
      ['/audit', 'admin'],
    ]);
  });
});

describe('parseRemotes', () => {
  it('gives each remote its routes in table order, their access and the page modules that load alone', () => {
    const [notes] = parseRemotes([remote()]);
    expect(notes?.routes).toEqual(['/notes', '/notes/public/*']);
    expect(notes?.access).toEqual({ '/notes': 'signed-in', '/notes/public/*': 'public' });
    expect(notes?.pages).toEqual({ '/notes': 'NotesPage' });
  });

  it('names the entry and the broken rule', () => {
    expect(() => parseRemotes({})).toThrow('must be an array');
    expect(() => parseRemotes([remote({ app: 'notes' })])).toThrow('[0] (mf_notes): app must be a folder');
    expect(() => parseRemotes([remote({ name: 'notes' })])).toThrow('name must be "mf_notes"');
    expect(() => parseRemotes([remote({ setting: 'NOTES_URL' })])).toThrow(
      'setting must be "REMOTE_MF_NOTES_URL"',
    );
    expect(() => parseRemotes([remote({ devPort: 80 })])).toThrow('devPort must be a whole number');
    expect(() => parseRemotes([remote({ routes: {} })])).toThrow('routes must map at least one');
    expect(() => parseRemotes([remote({ routes: { '/notes': 'staff' } })])).toThrow(
      'route "/notes" must be one of public, signed-in, admin',
    );
    expect(() => parseRemotes([remote({ routes: { '/notes': { page: 'NotesPage' } } })])).toThrow(
      'route "/notes" must be one of public, signed-in, admin',
    );
    for (const page of ['notes', '../Notes', 'Notes.tsx', 7]) {
      expect(() => parseRemotes([remote({ routes: { '/notes': { access: 'public', page } } })])).toThrow(
        'route "/notes": page must be a component name',
      );
    }
    const twice = { access: 'public', page: 'NotesPage' };
    expect(() => parseRemotes([remote({ routes: { '/notes': twice, '/notes/all': twice } })])).toThrow(
      'page "NotesPage" is listed twice',
    );
  });

  it('refuses a second remote with the same name, dev port or route', () => {
    const other = { name: 'mf_more', app: 'mf-more', setting: 'REMOTE_MF_MORE_URL', devPort: 5010 };
    expect(() => parseRemotes([remote(), remote()])).toThrow('[1] (mf_notes): name is listed twice');
    expect(() => parseRemotes([remote(), remote({ ...other, devPort: 5009 })])).toThrow(
      'devPort 5009 is used by another remote',
    );
    expect(() => parseRemotes([remote(), remote({ ...other, routes: { '/notes': 'admin' } })])).toThrow(
      'route "/notes" is owned by another remote',
    );
  });
});

describe('remotePageLoaders', () => {
  const remotes = parseRemotes([remote()]);
  const notesPage = async () => ({ default: 'the notes page' });

  it('gives each route with a page module the loader of ./pages/<page>.tsx', async () => {
    expect(remotePageFile('NotesPage')).toBe('src/pages/NotesPage.tsx');
    const pages = remotePageLoaders('mf_notes', { './pages/NotesPage.tsx': notesPage }, remotes);
    expect(Object.keys(pages)).toEqual(['/notes']);
    await expect(pages['/notes']?.load()).resolves.toEqual({ default: 'the notes page' });
  });

  it('fails for a page module the table names but the remote lacks, and for an unknown remote', () => {
    expect(() => remotePageLoaders('mf_notes', { './pages/Other.tsx': notesPage }, remotes)).toThrow(
      'mf_notes: the page of /notes is missing (src/pages/NotesPage.tsx)',
    );
    expect(() => remotePageLoaders('mf_more', {}, remotes)).toThrow('mf_more is not in remotes.json');
  });
});

describe('matchRemoteRoute', () => {
  it('finds the remote, pattern and decoded params of a path', () => {
    const match = matchRemoteRoute('/theses/caf%C3%A9-hub');
    expect([match?.remote.name, match?.pattern, match?.params]).toEqual([
      'mf_thesis',
      '/theses/:slug',
      { slug: 'café-hub' },
    ]);
    expect(matchRemoteRoute('/dashboard/')?.pattern).toBe('/dashboard');
    expect(matchRemoteRoute('/Dashboard')?.pattern).toBe('/dashboard');
    expect(matchRemoteRoute('/theses/abc/chat')?.params).toEqual({ id: 'abc' });
    expect(matchRemoteRoute('/shared/a/b')).toMatchObject({ pattern: '/shared/*', params: { '*': 'a/b' } });
  });

  it('prefers a static segment to a param, as react-router does', () => {
    expect(matchRemoteRoute('/projects/new')?.pattern).toBe('/projects/new');
    expect(matchRemoteRoute('/projects/new-ideas')).toMatchObject({
      pattern: '/projects/:slug',
      params: { slug: 'new-ideas' },
    });
    expect(matchRemoteRoute('/projects/p/theses/new')?.remote.name).toBe('mf_thesis');
  });

  it('matches nothing for the shell’s own pages, unknown paths and undecodable params', () => {
    for (const path of ['/', '/auth', '/nope', '/dashboard/extra', '/theses', '/theses/%E0%A4%A']) {
      expect(matchRemoteRoute(path), path).toBeUndefined();
    }
  });
});
