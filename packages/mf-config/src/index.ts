// Vite config helpers for the shell (federation host) and the four remotes; see shared.ts for the map.
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type ProxyOptions, type UserConfig } from 'vite';
import { precompress } from './compress.js';
import { installedVersionReader, sharedDependencies } from './shared.js';

export { SHARED_PACKAGES, installedVersionReader, packageOf, sharedDependencies } from './shared.js';
export type { SharedConfig, SharedPackage, VersionReader } from './shared.js';
export { PRECOMPRESS_THRESHOLD, precompress } from './compress.js';

export const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://localhost:4000';

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
    build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
  };
}

export interface RemoteOptions {
  /** Federation container name, a JS identifier (mf_thesis). */
  name: string;
  /** The app folder (import.meta.dirname of its vite.config.ts). */
  dir: string;
  port: number;
  /** The module exposed as './App' (default ./src/App.tsx). */
  app?: string;
}

export function remoteViteConfig({ name, dir, port, app = './src/App.tsx' }: RemoteOptions): UserConfig {
  return {
    ...common(dir),
    base: './',
    plugins: [
      react(),
      tailwindcss(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: { './App': app },
        shared: sharedDependencies(installedVersionReader(dir)),
        shareStrategy: 'loaded-first',
        dts: false,
      }),
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

/** Name of the compile-time constant that carries the shared map into the shell's code. */
export const SHARED_MAP_DEFINE = '__TS_SHARED_DEPENDENCIES__';

/**
 * The shell: a plain vite build (no federation plugin) so the landing page ships without the
 * federation runtime. When a remote route is first visited, the shell lazily starts the runtime,
 * provides its singletons with the same shared map (injected here) and registers the remotes
 * listed in /remotes.json — no remote URL is baked into the build.
 */
export function hostViteConfig({ dir, port }: HostOptions): UserConfig {
  const proxy = gatewayProxy(['/remotes.json', '/healthz']);
  return {
    ...common(dir),
    base: '/',
    define: { [SHARED_MAP_DEFINE]: JSON.stringify(sharedDependencies(installedVersionReader(dir))) },
    plugins: [react(), tailwindcss(), precompress()],
    server: { port, strictPort: true, proxy },
    preview: { port, strictPort: true, proxy },
  };
}
