// Registers remotes from the manifest at run time and loads their './App' module, with a real retry.
import { init, loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteName, RemotesManifest } from '@thesis-studio/domain';
import type { ComponentType } from 'react';
import { sharedScope } from 'virtual:thesis-studio/shared-scope';
import { readRemotesManifest } from './manifest';

/** The contract of every remote's exposed './App'. */
export interface RemoteAppModule {
  pages: Record<string, ComponentType>;
}

function assertRemoteAppModule(name: string, value: unknown): RemoteAppModule {
  const pages = (value as { pages?: unknown } | null | undefined)?.pages;
  if (!pages || typeof pages !== 'object') {
    throw new Error(`${name}/App does not export "pages"`);
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
export function documentPreloadedChunks(name: RemoteName): boolean {
  if (typeof document === 'undefined') return false;
  return [...document.querySelectorAll('link[rel="preload"][data-preload-remote]')].some(
    (link) => link.getAttribute('data-preload-remote') === name,
  );
}

/** What a Retry does: load the remote again in the page, or load the page again. */
export type RetryKind = 'again' | 'reload';

/**
 * Loads each remote once. A failed load stays failed (React may re-render the failing page) until
 * `retry` forgets it; the next load then fetches the manifest and the entry again, cache-busted. A
 * remote whose chunks the document preloaded is retried by reloading the page (`retry` says so).
 */
export function createRemoteLoader(
  runtime: RemoteRuntime = federationRuntime,
  preloadedByDocument: (name: RemoteName) => boolean = documentPreloadedChunks,
) {
  let manifest: Promise<RemotesManifest> | undefined;
  let manifestFailed = false;
  const modules = new Map<RemoteName, Promise<RemoteAppModule>>();
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
    if (cached) return cached;
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
    modules.set(name, promise);
    return promise;
  };

  /** Forgets a failed load of `name` (and a failed manifest) so the next load tries again. */
  const retry = (name: RemoteName): RetryKind => {
    if (preloadedByDocument(name)) return 'reload';
    modules.delete(name);
    attempts.set(name, (attempts.get(name) ?? 0) + 1);
    if (manifestFailed) {
      manifest = undefined;
      manifestFailed = false;
    }
    return 'again';
  };

  return { load, retry, peek: (name: RemoteName) => modules.get(name) };
}

export const remoteLoader = createRemoteLoader();
