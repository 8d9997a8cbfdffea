// Vite config helpers for the shell (federation host) and every remote; see shared.ts for the map.
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import { REMOTES } from '@thesis-studio/domain';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type ProxyOptions, type UserConfig } from 'vite';
import { precompress } from './compress.js';
import { standaloneRuntimeCorePlugin } from './remote-runtime.js';
import { HOST_ONLY_PACKAGES, installedVersionReader, sharedDependencies } from './shared.js';
import { graphqlDocumentsPlugin } from './graphql-documents.js';
import { sharedScopePlugin } from './shared-scope.js';
import { standalonePagePlugin } from './standalone-page.js';

export { PRECOMPRESS_THRESHOLD, precompress } from './compress.js';

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://localhost:4000';

/** /graphql (HTTP + graphql-ws) and REST go to the gateway in dev and preview. */
function gatewayProxy(extraPaths: string[] = []): Record<string, ProxyOptions> {
  const proxy: Record<string, ProxyOptions> = {
    '/graphql': { target: GATEWAY_URL, ws: true, changeOrigin: true },
    '/api': { target: GATEWAY_URL, changeOrigin: true },
  };
  for (const path of extraPaths) proxy[path] = { target: GATEWAY_URL, changeOrigin: true };
  return proxy;
}

const cors = { origin: '*' };

function common(dir: string): UserConfig {
  return {
    root: dir,
    // 'source' lets workspace packages (e.g. @thesis-studio/domain) resolve to their TypeScript.
    resolve: { conditions: ['source', ...defaultClientConditions] },
    // manifest: the gateway reads .vite/manifest.json to hint a route's chunks (modulepreload) in index.html.
    build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, manifest: true },
  };
}

/** What every app's build starts with: React, Tailwind and its GraphQL documents precompiled. */
const appPlugins = () => [react(), tailwindcss(), graphqlDocumentsPlugin()];

export interface RemoteOptions {
  /** Federation container name, a JS identifier (mf_thesis); its dev port is the one REMOTES gives it. */
  name: string;
  /** What its own page's title names after "Thesis Studio · " (the remote on its own). */
  title: string;
  /** The app folder (import.meta.dirname of its vite.config.ts). */
  dir: string;
}

/**
 * The shared map as a remote declares it. The ui kit is declared non-singleton here only: the federation
 * plugin bundles a workspace singleton that another shared package depends on (@thesis-studio/client
 * imports the ui kit) into the remote's load path eagerly, so every remote downloaded its own ~46 KB copy
 * although the shell provides it. Non-singleton, its fallback is a dynamic import taken only when no
 * provider is in the share scope (the remote on its own); the shell's copy is marked loaded, and with
 * 'loaded-first' the remote still receives that one instance. The host-only packages are left out.
 */
export function remoteSharedDependencies(dir: string) {
  const shared: Partial<ReturnType<typeof sharedDependencies>> = sharedDependencies(
    installedVersionReader(dir),
  );
  for (const hostOnly of HOST_ONLY_PACKAGES) delete shared[hostOnly];
  return { ...shared, '@thesis-studio/ui': { ...shared['@thesis-studio/ui']!, singleton: false } };
}

/** A remote: exposes ./src/App.tsx as './App' from remoteEntry.js, with the one shared map. */
export function remoteViteConfig({ name, title, dir }: RemoteOptions): UserConfig {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`mf-config: ${name} is not in REMOTES (packages/domain/src/remotes.json)`);
  const port = remote.devPort;
  return {
    ...common(dir),
    base: './',
    plugins: [
      ...appPlugins(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        shared: remoteSharedDependencies(dir),
        shareStrategy: 'loaded-first',
        // The runtime-core comes from the shell (or, standalone, from standaloneRuntimeCorePlugin).
        experiments: { externalRuntime: true },
        dts: false,
      }),
      standaloneRuntimeCorePlugin(),
      standalonePagePlugin(`Thesis Studio · ${title}`),
      precompress(),
    ],
    server: {
      port,
      strictPort: true,
      origin: `http://localhost:${port}`,
      cors,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: gatewayProxy(),
    },
    preview: {
      port,
      strictPort: true,
      cors,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: gatewayProxy(),
    },
  };
}

export interface HostOptions {
  dir: string;
  port: number;
}

/**
 * The shell: a plain vite build (no federation plugin) so the landing page ships without the
 * federation runtime. When a remote route is first visited, the shell lazily starts the runtime,
 * provides its singletons with the same shared map (SHARED_SCOPE_MODULE) and registers the remotes
 * listed in /remotes.json — no remote URL is baked into the build.
 */
export function hostViteConfig({ dir, port }: HostOptions): UserConfig {
  const proxy = gatewayProxy(['/remotes.json', '/healthz']);
  return {
    ...common(dir),
    base: '/',
    plugins: [
      ...appPlugins(),
      sharedScopePlugin(sharedDependencies(installedVersionReader(dir))),
      precompress(),
    ],
    server: { port, strictPort: true, proxy },
    preview: { port, strictPort: true, proxy },
  };
}

export interface IslandsOptions {
  /** The app folder (import.meta.dirname of its vite config). */
  dir: string;
  /** The boot script, relative to `dir` (src/islands/boot.ts). */
  entry: string;
  /** Under the app's dist/, where the gateway finds the islands' manifest (islands). */
  outDir: string;
}

/**
 * A page's islands (issue 32): a plain vite build, no federation and no shared scope, of one small boot
 * script whose islands (and React) are chunks it imports when they are needed. It goes next to the
 * remote's build (dist/<outDir>/, with its own .vite/manifest.json) and is served with it.
 */
export function islandsViteConfig({ dir, entry, outDir }: IslandsOptions): UserConfig {
  return {
    root: dir,
    base: './',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    publicDir: false,
    plugins: [react(), graphqlDocumentsPlugin(), precompress()],
    build: {
      target: 'es2022',
      outDir: `dist/${outDir}`,
      emptyOutDir: true,
      manifest: true,
      // Its own build: nothing to share with the remote's (whose chunks expect the federation runtime).
      rollupOptions: { input: { boot: `${dir}/${entry}` } },
    },
  };
}
