// Which micro-frontend owns which route and who may open it (product spec §2), one entry per remote.
// The table is remotes.json, so node scripts (dev ports, size bench) read the same data; the shell
// reads entry URLs at run time from the manifest the gateway writes into index.html (or from
// /remotes.json), never from here.
import table from './remotes.json' with { type: 'json' };

/** Who may open a route: anyone, a signed-in user, or an admin. */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

export const ROUTE_ACCESS: readonly RouteAccess[] = ['public', 'signed-in', 'admin'];

/** Module Federation container name of a remote (mf_thesis). */
export type RemoteName = string;

/** Gateway setting that overrides a remote's entry URL. */
export type RemoteSetting = `REMOTE_${string}_URL`;

export interface RemoteDefinition {
  /** Module Federation container name (a JS identifier): the app folder with `_` for `-`. */
  name: RemoteName;
  /** Workspace folder, also the path segment under /mf/ where the gateway serves its build. */
  app: string;
  /** Setting that overrides the remote's entry URL: REMOTE_<NAME>_URL. */
  setting: RemoteSetting;
  /** Port of the remote's own vite dev server (and preview). */
  devPort: number;
  /** react-router patterns this remote renders; its exposed './App' exports a page for each. */
  routes: readonly string[];
  /** Who may open each of `routes`. */
  access: Readonly<Record<string, RouteAccess>>;
  /**
   * The page module of each route whose page loads on its own (its own chunk): `remotePageFile(page)` in
   * the remote's folder. A route without one is rendered by a component its './App' exports itself.
   */
  pages: Readonly<Record<string, string>>;
}

/** A page module's name: a component name (ThesisPage), also its file name under src/pages/. */
const PAGE_NAME = /^[A-Z][A-Za-z0-9]*$/;

/**
 * Where a remote keeps the page module named `page`, from the remote's folder. Its './App' loads it with
 * `import.meta.glob('./pages/*.tsx')` (remotePageLoaders), so each is a chunk of its own, and the gateway
 * finds that chunk under this key in the remote's .vite/manifest.json to hint it for the route.
 */
export const remotePageFile = (page: string): string => `src/pages/${page}.tsx`;

/** `remotePageFile(page)` as src/App.tsx imports it (the key import.meta.glob gives it). */
const pageModuleKey = (page: string): string => `./pages/${page}.tsx`;

const isRouteAccess = (value: unknown): value is RouteAccess =>
  (ROUTE_ACCESS as readonly unknown[]).includes(value);

/** Checks the remotes table; a mistake in it names the entry and the rule it breaks. */
export function parseRemotes(data: unknown): RemoteDefinition[] {
  if (!Array.isArray(data)) throw new Error('remotes.json must be an array of remotes');
  const seen = { name: new Set<unknown>(), devPort: new Set<unknown>(), route: new Set<string>() };
  return data.map((entry: unknown, index) => {
    const { name, app, setting, devPort, routes } = (entry ?? {}) as Record<string, unknown>;
    const fail = (rule: string): never => {
      throw new Error(`remotes.json [${index}] (${String(name)}): ${rule}`);
    };
    if (typeof app !== 'string' || !/^mf-[a-z][a-z0-9-]*$/.test(app))
      fail('app must be a folder "mf-<name>"');
    const expectedName = String(app).replaceAll('-', '_');
    if (name !== expectedName) fail(`name must be "${expectedName}"`);
    const expectedSetting = `REMOTE_${expectedName.toUpperCase()}_URL`;
    if (setting !== expectedSetting) fail(`setting must be "${expectedSetting}"`);
    if (typeof devPort !== 'number' || !Number.isInteger(devPort) || devPort < 1024 || devPort > 65535) {
      fail('devPort must be a whole number between 1024 and 65535');
    }
    if (seen.name.has(name)) fail('name is listed twice');
    if (seen.devPort.has(devPort)) fail(`devPort ${String(devPort)} is used by another remote`);
    seen.name.add(name);
    seen.devPort.add(devPort);
    if (!routes || typeof routes !== 'object' || Object.keys(routes).length === 0) {
      fail('routes must map at least one route pattern to its access');
    }
    const access: Record<string, RouteAccess> = {};
    const pages: Record<string, string> = {};
    for (const [pattern, entry] of Object.entries(routes as Record<string, unknown>)) {
      if (!pattern.startsWith('/')) fail(`route "${pattern}" must start with "/"`);
      const { access: rule, page } =
        entry && typeof entry === 'object'
          ? (entry as Record<string, unknown>)
          : { access: entry, page: undefined };
      if (!isRouteAccess(rule)) fail(`route "${pattern}" must be one of ${ROUTE_ACCESS.join(', ')}`);
      if (page !== undefined) {
        if (typeof page !== 'string' || !PAGE_NAME.test(page)) {
          fail(`route "${pattern}": page must be a component name (ThesisPage)`);
        }
        if (Object.values(pages).includes(page as string)) fail(`page "${String(page)}" is listed twice`);
        pages[pattern] = page as string;
      }
      if (seen.route.has(pattern)) fail(`route "${pattern}" is owned by another remote`);
      seen.route.add(pattern);
      access[pattern] = rule as RouteAccess;
    }
    return {
      name: expectedName,
      app: app as string,
      setting: expectedSetting as RemoteSetting,
      devPort: devPort as number,
      routes: Object.keys(access),
      access,
      pages,
    };
  });
}

export const REMOTES: readonly RemoteDefinition[] = parseRemotes(table);

/**
 * A remote's './App' pages for the routes whose page loads on its own: each route's loader of its page
 * module, from `modules` = `import.meta.glob('./pages/*.tsx')` in the remote's src/App.tsx. Throws when
 * a page the table names has no module, so a remote cannot ship without it.
 */
export function remotePageLoaders<M>(
  remoteName: RemoteName,
  modules: Readonly<Record<string, () => Promise<M>>>,
  remotes: readonly RemoteDefinition[] = REMOTES,
): Record<string, { load: () => Promise<M> }> {
  const remote = remotes.find((r) => r.name === remoteName);
  if (!remote) throw new Error(`${remoteName} is not in remotes.json`);
  return Object.fromEntries(
    Object.entries(remote.pages).map(([pattern, page]) => {
      const load = modules[pageModuleKey(page)];
      if (!load)
        throw new Error(`${remoteName}: the page of ${pattern} is missing (${remotePageFile(page)})`);
      return [pattern, { load }];
    }),
  );
}

/** Body of GET /remotes.json. `entry` is the URL of the remote's remoteEntry.js. */
export interface RemotesManifest {
  remotes: Array<{ name: RemoteName; entry: string }>;
}

/** Default entry of a remote when served by the gateway itself. */
export const defaultRemoteEntry = (r: RemoteDefinition): string => `/mf/${r.app}/remoteEntry.js`;

/** Id of the inline <script type="application/json"> in index.html that carries the remotes manifest. */
export const REMOTES_MANIFEST_ELEMENT_ID = 'remotes-manifest';

/** A remote route that matched a path: the remote, its pattern and the pattern's decoded params. */
export interface RemoteRouteMatch {
  remote: RemoteDefinition;
  pattern: string;
  params: Record<string, string>;
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/** How specific a pattern is (as react-router ranks): a static segment beats `:param`, which beats `*`. */
const specificity = (pattern: string): number =>
  segmentsOf(pattern).reduce((score, s) => score + (s === '*' ? -2 : s.startsWith(':') ? 3 : 10), 0);

const decode = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** Params of `pattern` (`/theses/:slug`, `/shared/*`) for `pathname`, or undefined when it does not match. */
export function matchRoutePattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    if (part === '*') {
      const rest = have.slice(index).map(decode);
      if (rest.includes(undefined)) return undefined;
      params['*'] = rest.join('/');
      return params;
    }
    const segment = have[index];
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) {
      const value = decode(segment);
      if (value === undefined) return undefined;
      params[part.slice(1)] = value;
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return undefined;
    }
  }
  return have.length === want.length ? params : undefined;
}

/** The remote route that renders `pathname` (the most specific pattern wins), or undefined. */
export function matchRemoteRoute(
  pathname: string,
  remotes: readonly RemoteDefinition[] = REMOTES,
): RemoteRouteMatch | undefined {
  let best: (RemoteRouteMatch & { score: number }) | undefined;
  for (const remote of remotes) {
    for (const pattern of remote.routes) {
      const params = matchRoutePattern(pattern, pathname);
      const score = specificity(pattern);
      if (params && (!best || score > best.score)) best = { remote, pattern, params, score };
    }
  }
  if (!best) return undefined;
  const { remote, pattern, params } = best;
  return { remote, pattern, params };
}
