// An app's server bundle (<app>/server-dist/server.js, built with the app: serverBundleConfig in
// @thesis-studio/mf-config): React components the gateway renders pages with, loaded from the static root
// and loaded again after a rebuild. The gateway holds no copy of the components it renders.
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export interface LoadedBundle<T> {
  /** Changes with every build of the bundle (its modification time). */
  version: number;
  exports: T;
}

/**
 * A loader of the bundle at `file`: null when it is not there (not built, or an app deployed elsewhere),
 * a rejected promise when it is not what `accept` takes.
 */
export function serverBundleLoader<T>(
  file: string,
  accept: (module: unknown) => module is T,
): () => Promise<LoadedBundle<T> | null> {
  let loaded: { mtimeMs: number; bundle: Promise<LoadedBundle<T>> } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return Promise.resolve(null);
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      // The query makes a rebuilt bundle a new module (Node caches modules by URL).
      const bundle = import(`${pathToFileURL(file).href}?v=${mtimeMs}`).then((module: unknown) => {
        if (!accept(module)) throw new Error(`${file} does not export what the gateway renders with`);
        return { version: mtimeMs, exports: module };
      });
      loaded = { mtimeMs, bundle };
    }
    return loaded.bundle;
  };
}

/** Whether `module` exports a function named `name`. */
export const exportsFunction =
  <T>(name: string) =>
  (module: unknown): module is T =>
    typeof module === 'object' &&
    module !== null &&
    typeof (module as Record<string, unknown>)[name] === 'function';
