// The contract of every remote's exposed './App': `pages`, a page for each route REMOTES gives it.
import type { ComponentType } from 'react';

/** A page in a chunk of its own (a remote's src/pages/<Name>.tsx): its component is the default export. */
export interface PageModule {
  default: ComponentType;
}

/** Loads a page module on demand: the route's code, fetched only when the route is opened. */
export interface PageLoader {
  load: () => Promise<PageModule>;
}

/** A route's page: a component './App' carries itself, or the loader of its own chunk. */
export type RemotePage = ComponentType | PageLoader;

/** A remote's pages keyed by route pattern (`/theses/:slug`). */
export type RemotePages = Readonly<Record<string, RemotePage>>;

/** Whether `page` is a loader (an object with `load`), not a component (a function). */
export const isPageLoader = (page: unknown): page is PageLoader =>
  typeof page === 'object' && page !== null && typeof (page as { load?: unknown }).load === 'function';
