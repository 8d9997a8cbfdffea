import { describe, expect, it, vi } from 'vitest';
import { createRemoteLoader, type RemoteRuntime } from './loader';

const manifest = {
  remotes: [
    { name: 'mf_thesis' as const, entry: 'http://localhost:4000/mf/mf-thesis/remoteEntry.js' },
    { name: 'mf_admin' as const, entry: 'http://localhost:4000/mf/mf-admin/remoteEntry.js' },
  ],
};

function fakeRuntime(overrides: Partial<RemoteRuntime> = {}) {
  return {
    fetchManifest: vi.fn<RemoteRuntime['fetchManifest']>(async () => manifest),
    register: vi.fn<RemoteRuntime['register']>(),
    load: vi.fn<RemoteRuntime['load']>(async (id: string) => ({ pages: { [id]: () => null } })),
    ...overrides,
  };
}

describe('createRemoteLoader', () => {
  it('fetches and registers the manifest once, and loads each remote once', async () => {
    const runtime = fakeRuntime();
    const load = runtime.load;
    const loader = createRemoteLoader(runtime);
    const [a, b, c] = await Promise.all([
      loader.load('mf_thesis'),
      loader.load('mf_thesis'),
      loader.load('mf_admin'),
    ]);
    expect(a).toBe(b);
    expect(Object.keys(c.pages)).toEqual(['mf_admin/App']);
    expect(runtime.fetchManifest).toHaveBeenCalledTimes(1);
    expect(runtime.register).toHaveBeenCalledTimes(1);
    expect(runtime.register).toHaveBeenCalledWith(manifest.remotes, false);
    expect(vi.mocked(load).mock.calls.map(([id]) => id)).toEqual(['mf_thesis/App', 'mf_admin/App']);
  });

  it('keeps a failure until retry; then re-registers the remote under a fresh URL and loads again', async () => {
    const load = vi
      .fn<RemoteRuntime['load']>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ pages: { '/users': () => null } });
    const runtime = fakeRuntime({ load });
    const loader = createRemoteLoader(runtime);
    await expect(loader.load('mf_admin')).rejects.toThrow('Failed to fetch');
    await expect(loader.load('mf_admin')).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(1);
    loader.retry('mf_admin');
    expect(loader.peek('mf_admin')).toBeUndefined();
    const mod = await loader.load('mf_admin');
    expect(Object.keys(mod.pages)).toEqual(['/users']);
    expect(runtime.register).toHaveBeenLastCalledWith(
      [{ name: 'mf_admin', entry: 'http://localhost:4000/mf/mf-admin/remoteEntry.js?retry=1' }],
      true,
    );
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retries the manifest itself when it could not be fetched', async () => {
    const fetchManifest = vi
      .fn<RemoteRuntime['fetchManifest']>()
      .mockRejectedValueOnce(new Error('502: Bad Gateway'))
      .mockResolvedValueOnce(manifest);
    const loader = createRemoteLoader(fakeRuntime({ fetchManifest }));
    await expect(loader.load('mf_thesis')).rejects.toThrow('502: Bad Gateway');
    loader.retry('mf_thesis');
    await expect(loader.load('mf_thesis')).resolves.toHaveProperty('pages');
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });

  it('fails clearly for a remote missing from the manifest or without pages', async () => {
    const loader = createRemoteLoader(fakeRuntime({ load: vi.fn(async () => ({ default: () => null })) }));
    await expect(loader.load('mf_shared')).rejects.toThrow('mf_shared is not listed in /remotes.json');
    await expect(loader.load('mf_thesis')).rejects.toThrow('mf_thesis/App does not export "pages"');
  });
});

describe('loading a route’s page', () => {
  const UsersPage = () => null;
  const AuditPage = () => null;

  it('gives a component the remote carries, and loads a page module once, with its remote', async () => {
    const loadAudit = vi.fn(async () => ({ default: AuditPage }));
    const runtime = fakeRuntime({
      load: vi.fn(async () => ({ pages: { '/users': UsersPage, '/audit': { load: loadAudit } } })),
    });
    const loader = createRemoteLoader(runtime);
    const [users, audit, again] = await Promise.all([
      loader.loadPage('mf_admin', '/users'),
      loader.loadPage('mf_admin', '/audit'),
      loader.loadPage('mf_admin', '/audit'),
    ]);
    expect(users.Page).toBe(UsersPage);
    expect(audit.Page).toBe(AuditPage);
    expect(again).toBe(audit);
    expect(loader.loadPage('mf_admin', '/audit')).toBe(loader.loadPage('mf_admin', '/audit'));
    expect(loadAudit).toHaveBeenCalledTimes(1);
    expect(runtime.load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed page module until retry, then imports it again without reloading its remote', async () => {
    const loadAudit = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module: Audit.js'))
      .mockResolvedValueOnce({ default: AuditPage });
    const runtime = fakeRuntime({
      load: vi.fn(async () => ({ pages: { '/users': UsersPage, '/audit': { load: loadAudit } } })),
    });
    const loader = createRemoteLoader(runtime);
    const users = loader.loadPage('mf_admin', '/users');
    await expect(loader.loadPage('mf_admin', '/audit')).rejects.toThrow('Audit.js');
    await expect(loader.loadPage('mf_admin', '/audit')).rejects.toThrow('Audit.js');
    expect(loadAudit).toHaveBeenCalledTimes(1);
    expect(loader.retry('mf_admin')).toBe('again');
    await expect(loader.loadPage('mf_admin', '/audit')).resolves.toEqual({ Page: AuditPage });
    // The loaded remote and its other pages are kept as they were.
    expect(loader.loadPage('mf_admin', '/users')).toBe(users);
    expect(runtime.load).toHaveBeenCalledTimes(1);
    expect(runtime.register).toHaveBeenCalledTimes(1);
    expect(loadAudit).toHaveBeenCalledTimes(2);
  });

  it('loads the pages again with their remote when the remote itself failed', async () => {
    const load = vi
      .fn<RemoteRuntime['load']>()
      .mockRejectedValueOnce(new Error('Failed to fetch remoteEntry.js'))
      .mockResolvedValueOnce({ pages: { '/users': UsersPage } });
    const loader = createRemoteLoader(fakeRuntime({ load }));
    await expect(loader.loadPage('mf_admin', '/users')).rejects.toThrow('remoteEntry.js');
    loader.retry('mf_admin');
    await expect(loader.loadPage('mf_admin', '/users')).resolves.toEqual({ Page: UsersPage });
  });

  it('fails clearly for a route without a page, a page that is neither a component nor a loader, or a module without one', async () => {
    const runtime = (pages: Record<string, unknown>) => fakeRuntime({ load: vi.fn(async () => ({ pages })) });
    const audit = { load: async () => ({ default: 'not a component' }) };
    const loader = createRemoteLoader(runtime({ '/users': UsersPage, '/audit': audit }));
    await expect(loader.loadPage('mf_admin', '/ideas')).rejects.toThrow(
      'mf_admin does not export a page for /ideas',
    );
    await expect(loader.loadPage('mf_admin', '/audit')).rejects.toThrow(
      'mf_admin: the page module of /audit has no component as its default export',
    );
    await expect(createRemoteLoader(runtime({ '/users': 'UsersPage' })).load('mf_admin')).rejects.toThrow(
      'mf_admin/App: the page of /users is neither a component nor a loader',
    );
  });
});

describe('retrying a remote the document preloaded', () => {
  it('asks for a page reload instead of loading again in the page (its failed chunks stay failed)', async () => {
    const load = vi.fn<RemoteRuntime['load']>().mockRejectedValue(new Error('Failed to fetch'));
    const runtime = fakeRuntime({ load });
    const loader = createRemoteLoader(runtime, (name) => name === 'mf_admin');
    await expect(loader.load('mf_admin')).rejects.toThrow('Failed to fetch');
    expect(loader.retry('mf_admin')).toBe('reload');
    await expect(loader.load('mf_thesis')).rejects.toThrow('Failed to fetch');
    expect(loader.retry('mf_thesis')).toBe('again');
    expect(loader.peek('mf_thesis')).toBeUndefined();
  });
});
