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
// react-router is offered as its declarative-mode API only: a namespace import would keep all of it
// (data routers, framework and server APIs) in the chunk the landing page loads (~30 KB gzip more).
import {
  BrowserRouter,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  HashRouter,
  href,
  isRouteErrorResponse,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  parsePath,
  renderMatches,
  resolvePath,
  Route,
  Router,
  Routes,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';

/** What remotes receive as 'react-router' (shared-scope.test.ts checks every remote import is here). */
export const reactRouterForRemotes = {
  BrowserRouter,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  HashRouter,
  href,
  isRouteErrorResponse,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  parsePath,
  renderMatches,
  resolvePath,
  Route,
  Router,
  Routes,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
};

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
  'react-router': reactRouterForRemotes,
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
