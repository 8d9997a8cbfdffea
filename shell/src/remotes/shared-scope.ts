// What the shell provides to the federation share scope: its own copies of every singleton, so a
// remote's React, router, Apollo, ui kit and client runtime are the shell's. This module is part of the
// lazily loaded remote machinery, never of the landing page.
import * as ApolloClient from '@apollo/client';
import * as ApolloClientReact from '@apollo/client/react';
import * as ThesisStudioClient from '@thesis-studio/client';
import * as ThesisStudioUi from '@thesis-studio/ui';
import * as GraphQL from 'graphql';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactRouter from 'react-router';

/**
 * Every singleton is handed over as the module the shell itself runs, marked loaded: with
 * 'loaded-first' a remote then always receives it. (Offered lazily instead, a remote could be given
 * its own copy of the client runtime — a second auth store and toast store on the page.)
 */
const providers: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react-router': ReactRouter,
  graphql: GraphQL,
  '@apollo/client': ApolloClient,
  '@apollo/client/react': ApolloClientReact,
  '@thesis-studio/ui': ThesisStudioUi,
  '@thesis-studio/client': ThesisStudioClient,
};

export interface SharedMapEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
}

/** Share keys of the runtime: every package of the map plus the subpaths remotes import. */
export function sharedScopeEntries(map: Record<string, SharedMapEntry>) {
  return Object.fromEntries(
    Object.entries(providers).map(([key, lib]) => {
      const config = map[key] ?? map[key.split('/')[0] ?? key];
      if (!config) throw new Error(`shared map has no entry for ${key}`);
      const base = {
        version: config.version,
        scope: 'default',
        shareConfig: { singleton: config.singleton, requiredVersion: config.requiredVersion },
      };
      return [key, { ...base, lib: () => lib as never, loaded: true }];
    }),
  );
}
