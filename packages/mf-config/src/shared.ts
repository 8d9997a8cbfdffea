// The one shared-dependency map: every package that must exist exactly once on a page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Shared singletons. '@apollo/client/react' is listed on its own: without it hooks get a second copy. */
export const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  '@apollo/client',
  '@apollo/client/react',
  'graphql',
  '@thesis-studio/ui',
  '@thesis-studio/client',
  // The message catalogues and their formatter (react-intl inside): one copy, the shell's, on a page.
  '@thesis-studio/i18n',
] as const;

export type SharedPackage = (typeof SHARED_PACKAGES)[number];

/**
 * Shared packages the shell provides for its own modules only: no remote module imports them (remotes
 * reach graphql through Apollo, which is the shell's). Declared in a remote, the federation plugin still
 * wrote a wrapper listing every export (graphql-js: ~200 names, 3.6 KB br on every remote route); left
 * out, a remote on its own bundles them where its fallbacks need them. shared.test.ts checks no remote
 * module imports them.
 */
export const HOST_ONLY_PACKAGES: readonly SharedPackage[] = ['graphql'];

/**
 * Modules the federation plugin shares for a remote on its own (JSX runtime, React root API) under the
 * version of their package; the shell provides them beside SHARED_PACKAGES.
 */
export const SHARED_SUBPATHS = ['react/jsx-runtime', 'react-dom/client'] as const;

/**
 * Packages the shell offers as these named exports only. react-router: its declarative-mode API — a
 * namespace import would keep all of it (data routers, framework and server APIs) in the chunk the
 * landing page loads (~30 KB gzip more). The shell's tests check every remote import is listed.
 * graphql: remotes get Apollo (its main user) from the shell and barely import graphql; a namespace
 * import kept all of graphql-js (schema, validation, execution: ~27 KB br) in the chunk every signed-in
 * route loads. Offered: what the sources import, and `version` for the runtime. mf-config's tests check
 * every named import of a SHARED_EXPORTS package in the remotes' and workspace packages' sources is listed.
 */
export const SHARED_EXPORTS: Partial<Record<SharedPackage, readonly string[]>> = {
  // Apollo: what the remotes and workspace packages import (~6 KB br of Apollo kept only for remotes).
  '@apollo/client': [
    'ApolloClient',
    'ApolloLink',
    'CombinedGraphQLErrors',
    'HttpLink',
    'InMemoryCache',
    'ServerError',
  ],
  '@apollo/client/react': ['ApolloProvider', 'useApolloClient', 'useMutation', 'useQuery', 'useSubscription'],
  graphql: ['OperationTypeNode', 'version'],
  'react-router': [
    'BrowserRouter',
    'createPath',
    'createRoutesFromChildren',
    'createRoutesFromElements',
    'createSearchParams',
    'generatePath',
    'HashRouter',
    'href',
    'isRouteErrorResponse',
    'Link',
    'matchPath',
    'matchRoutes',
    'MemoryRouter',
    'Navigate',
    'NavigationType',
    'NavLink',
    'Outlet',
    'parsePath',
    'renderMatches',
    'resolvePath',
    'Route',
    'Router',
    'Routes',
    'UNSAFE_LocationContext',
    'UNSAFE_NavigationContext',
    'UNSAFE_RouteContext',
    'useBeforeUnload',
    'useHref',
    'useInRouterContext',
    'useLinkClickHandler',
    'useLocation',
    'useMatch',
    'useNavigate',
    'useNavigationType',
    'useOutlet',
    'useOutletContext',
    'useParams',
    'useResolvedPath',
    'useRoutes',
    'useSearchParams',
  ],
};

export interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  version: string;
}

/** The package whose package.json carries the version of a (possibly subpath) import. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

export type VersionReader = (packageName: string) => string;

/** Reads the installed version from <appDir>/node_modules/<pkg>/package.json (pnpm links direct deps). */
export function installedVersionReader(appDir: string): VersionReader {
  return (packageName) => {
    const file = join(appDir, 'node_modules', packageName, 'package.json');
    let raw: string;
    try {
      raw = readFileSync(file, 'utf8');
    } catch {
      throw new Error(
        `mf-config: shared package "${packageName}" is not installed for ${appDir} (${file} missing); ` +
          'add it to the app dependencies and run pnpm install',
      );
    }
    const version: unknown = (JSON.parse(raw) as { version?: unknown }).version;
    if (typeof version !== 'string' || !/^\d+\.\d+\.\d+/.test(version)) {
      throw new Error(`mf-config: ${file} has no valid "version"`);
    }
    return version;
  };
}

/** singleton + explicit requiredVersion (^installed) for each shared package. */
export function sharedDependencies(readVersion: VersionReader): Record<SharedPackage, SharedConfig> {
  return Object.fromEntries(
    SHARED_PACKAGES.map((specifier) => {
      const version = readVersion(packageOf(specifier));
      return [specifier, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  ) as Record<SharedPackage, SharedConfig>;
}
