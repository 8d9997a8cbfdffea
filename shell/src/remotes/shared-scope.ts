// What the shell provides to the federation share scope: its own copies of every singleton, so a
// remote's React, router, Apollo, ui kit and client runtime are the shell's.
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactRouter from 'react-router';

type ModuleFactory = () => Promise<unknown>;

/** Modules the landing page already holds are provided as they are; the rest load on request. */
const providers: Record<string, { lib: unknown } | { load: ModuleFactory }> = {
  react: { lib: React },
  'react/jsx-runtime': { lib: JsxRuntime },
  'react-dom': { lib: ReactDOM },
  'react-dom/client': { lib: ReactDOMClient },
  'react-router': { lib: ReactRouter },
  graphql: { load: () => import('graphql') },
  '@apollo/client': { load: () => import('@apollo/client') },
  '@apollo/client/react': { load: () => import('@apollo/client/react') },
  '@thesis-studio/ui': { load: () => import('@thesis-studio/ui') },
  '@thesis-studio/client': { load: () => import('@thesis-studio/client') },
};

export interface SharedMapEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
}

/** Share keys of the runtime: every package of the map plus the subpaths remotes import. */
export function sharedScopeEntries(map: Record<string, SharedMapEntry>) {
  return Object.fromEntries(
    Object.entries(providers).map(([key, provider]) => {
      const config = map[key] ?? map[key.split('/')[0] ?? key];
      if (!config) throw new Error(`shared map has no entry for ${key}`);
      const base = {
        version: config.version,
        scope: 'default',
        shareConfig: { singleton: config.singleton, requiredVersion: config.requiredVersion },
      };
      return [
        key,
        'lib' in provider
          ? { ...base, lib: () => provider.lib as never, loaded: true }
          : { ...base, get: () => provider.load().then((mod) => () => mod as never) },
      ];
    }),
  );
}
