// Which micro-frontend owns which route (product spec §2). The shell reads entry URLs from
// /remotes.json at run time; the route ownership itself is part of the product.

export type RemoteName = 'mf_dashboard' | 'mf_thesis' | 'mf_shared' | 'mf_admin';

export interface RemoteDefinition {
  /** Module Federation container name (a JS identifier). */
  name: RemoteName;
  /** Workspace folder, also the path segment under /mf/ where the gateway serves its build. */
  app: 'mf-dashboard' | 'mf-thesis' | 'mf-shared' | 'mf-admin';
  /** Setting that overrides the remote's entry URL, e.g. REMOTE_MF_THESIS_URL. */
  setting: string;
  /** react-router patterns this remote renders; its exposed './App' exports a page for each. */
  routes: readonly string[];
}

export const REMOTES: readonly RemoteDefinition[] = [
  {
    name: 'mf_dashboard',
    app: 'mf-dashboard',
    setting: 'REMOTE_MF_DASHBOARD_URL',
    routes: ['/dashboard', '/saved-links', '/questions', '/projects/new', '/projects/:slug'],
  },
  {
    name: 'mf_thesis',
    app: 'mf-thesis',
    setting: 'REMOTE_MF_THESIS_URL',
    routes: ['/projects/:slug/theses/new', '/theses/:slug', '/theses/:id/chat'],
  },
  { name: 'mf_shared', app: 'mf-shared', setting: 'REMOTE_MF_SHARED_URL', routes: ['/shared/*'] },
  { name: 'mf_admin', app: 'mf-admin', setting: 'REMOTE_MF_ADMIN_URL', routes: ['/users'] },
];

/** Body of GET /remotes.json. `entry` is the URL of the remote's remoteEntry.js. */
export interface RemotesManifest {
  remotes: Array<{ name: RemoteName; entry: string }>;
}

/** Default entry of a remote when served by the gateway itself. */
export const defaultRemoteEntry = (r: RemoteDefinition): string => `/mf/${r.app}/remoteEntry.js`;
