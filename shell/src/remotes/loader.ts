// Registers remotes from the manifest at run time and loads their './App' module and a route's page
// (which may be a chunk of its own), with a real retry.
import { init, loadRemote, registerRemotes } from '@module-federation/runtime';
import { isPageLoader, type RemotePages } from '@thesis-studio/client';
import type { RemoteName, RemotesManifest } from '@thesis-studio/domain';
import type { ComponentType } from 'react';
import { sharedScope } from 'virtual:thesis-studio/shared-scope';
import { readRemotesManifest } from './manifest';

/** The contract of every remote's exposed './App' (RemotePages in @thesis-studio/client). */
export interface RemoteAppModule {
  pages: RemotePages;
}

/** A route's page once its code is loaded (one object per route: RemotePage renders `Page`). */
export interface LoadedPage {
  Page: ComponentType;
}

const isComponent = (value: unknown): value is ComponentType => typeof value === 'function';

function assertRemoteAppModule(name: string, value: unknown): RemoteAppModule {
  const pages = (value as { pages?: unknown } | null | undefined)?.pages;
  if (!pages || typeof pages !== 'object') {
    throw new Error(`${name}/App does not export "pages"`);
  }
  for (const [pattern, page] of Object.entries(pages)) {
    if (!isComponent(page) && !isPageLoader(page)) {
      throw new Error(`${name}/App: the page of ${pattern} is neither a component nor a loader`);
    }
  }
  return value as RemoteAppModule;
}

export interface RemoteRuntime {
  fetchManifest: () => Promise<RemotesManifest>;
  register: (remotes: Array<{ name: string; entry: string }>, force: boolean) => void;
  load: (id: string) => Promise<unknown>;
}

let started = false;

/** Starts the federation runtime once, providing the shell's singletons (loaded-first). */
function startRuntime() {
  if (started) return;
  init({
    name: 'shell',
    remotes: [],
    shared: sharedScope,
    shareStrategy: 'loaded-first',
  });
  started = true;
}

const federationRuntime: RemoteRuntime = {
  fetchManifest: () => readRemotesManifest(),
  register: (remotes, force) => {
    startRuntime();
    registerRemotes(
      remotes.map((r) => ({ ...r, type: 'module' })),
      { force },
    );
  },
  load: (id) => loadRemote(id),
};

/**
 * Whether index.html preloaded `name`'s chunks (the gateway's `<link rel="preload" data-preload-remote>`
 * hints). Chromium keeps a failed preload for the rest of the document, and the remote's entry imports
 * its chunks under those same URLs: such a remote is retried by loading the page again.
 */
function documentPreloadedChunks(name: RemoteName): boolean {
  if (typeof document === 'undefined') return false;
  return [...document.querySelectorAll('link[rel="preload"][data-preload-remote]')].some(
    (link) => link.getAttribute('data-preload-remote') === name,
  );
}

/** What a Retry does: load the remote again in the page, or load the page again. */
export type RetryKind = 'again' | 'reload';

/** A load kept with whether it failed (known once it has settled). */
interface Tracked<T> {
  promise: Promise<T>;
  failed: boolean;
}

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const load: Tracked<T> = { promise, failed: false };
  promise.catch(() => {
    load.failed = true;
  });
  return load;
}

/**
 * Loads each remote once, and each route's page once: the component its './App' carries, or its page
 * module (a chunk of its own). A failed load stays failed (React may re-render the failing page) until
 * `retry` forgets it; the next load then fetches again — a remote's manifest and entry cache-busted, a
 * page module by importing it again (a failed dynamic import is fetched anew). A remote whose chunks the
 * document preloaded is retried by reloading the page (`retry` says so).
 */
export function createRemoteLoader(
  runtime: RemoteRuntime = federationRuntime,
  preloadedByDocument: (name: RemoteName) => boolean = documentPreloadedChunks,
) {
  let manifest: Promise<RemotesManifest> | undefined;
  let manifestFailed = false;
  const modules = new Map<RemoteName, Tracked<RemoteAppModule>>();
  const pages = new Map<RemoteName, Map<string, Tracked<LoadedPage>>>();
  const attempts = new Map<RemoteName, number>();

  const registeredManifest = () => {
    manifest ??= runtime.fetchManifest().then((m) => {
      runtime.register(m.remotes, false);
      return m;
    });
    manifest.catch(() => {
      manifestFailed = true;
    });
    return manifest;
  };

  const load = (name: RemoteName): Promise<RemoteAppModule> => {
    const cached = modules.get(name);
    if (cached) return cached.promise;
    const attempt = attempts.get(name) ?? 0;
    const promise = registeredManifest()
      .then((m) => {
        const remote = m.remotes.find((r) => r.name === name);
        if (!remote) throw new Error(`${name} is not listed in /remotes.json`);
        if (attempt > 0) {
          // A failed module fetch may be cached by the browser; re-register under a fresh URL.
          const entry = new URL(remote.entry);
          entry.searchParams.set('retry', String(attempt));
          runtime.register([{ name, entry: entry.href }], true);
        }
        return runtime.load(`${name}/App`);
      })
      .then((mod) => assertRemoteAppModule(name, mod));
    modules.set(name, tracked(promise));
    return promise;
  };

  /** The page `name` renders for the route `pattern`, once its './App' and (if apart) its module are loaded. */
  const loadPage = (name: RemoteName, pattern: string): Promise<LoadedPage> => {
    let remotePages = pages.get(name);
    if (!remotePages) {
      remotePages = new Map();
      pages.set(name, remotePages);
    }
    const cached = remotePages.get(pattern);
    if (cached) return cached.promise;
    const promise = load(name).then(async ({ pages: exported }) => {
      const page = exported[pattern];
      if (!page) throw new Error(`${name} does not export a page for ${pattern}`);
      if (!isPageLoader(page)) return { Page: page };
      const module = await page.load();
      if (!isComponent(module.default)) {
        throw new Error(`${name}: the page module of ${pattern} has no component as its default export`);
      }
      return { Page: module.default };
    });
    remotePages.set(pattern, tracked(promise));
    return promise;
  };

  /** Forgets the failed loads of `name` (its './App', its pages, a failed manifest) so the next load tries again. */
  const retry = (name: RemoteName): RetryKind => {
    if (preloadedByDocument(name)) return 'reload';
    const remote = modules.get(name);
    // A loaded './App' stays: only a page module failed, and importing it again fetches it again.
    if (!remote || remote.failed) {
      modules.delete(name);
      attempts.set(name, (attempts.get(name) ?? 0) + 1);
    }
    // A page fails with its remote too (it waits for the remote's './App').
    const remotePages = pages.get(name);
    for (const [pattern, page] of remotePages ?? []) if (page.failed) remotePages?.delete(pattern);
    if (manifestFailed) {
      manifest = undefined;
      manifestFailed = false;
    }
    return 'again';
  };

  return { load, loadPage, retry, peek: (name: RemoteName) => modules.get(name)?.promise };
}

export const remoteLoader = createRemoteLoader();
