// Serves the built front end from the gateway: the shell at /, each remote at /mf/<app>/, the remote
// manifest at /remotes.json and index.html for client-side routes (deep links, reloads). Files built
// with .br/.gz beside them are sent precompressed to clients that accept it. index.html carries the
// remotes manifest and, on a remote's route, preload hints for what that route loads first.
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import cors from 'cors';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import {
  REMOTES,
  REMOTES_MANIFEST_ELEMENT_ID,
  defaultRemoteEntry,
  matchRemoteRoute,
  remotePageFile,
  type RemoteDefinition,
  type RemotesManifest,
} from '@thesis-studio/domain';
import { remoteEntryOverrides, type Env } from './env.js';
import { buildManifestReader } from './shared/build-manifest.js';
import { escapeHtml } from './shared/html.js';
import { jsonScriptTag, metaTag, sendDocument, shellDocument, visitorLanguage } from './shell-document.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Vite names hashed build output assets/<name>-<hash>.<ext>; those never change under one URL. */
const HASHED_ASSET = /(^|[\\/])assets[\\/](.+[\\/])?[^\\/]+[-.][A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/;
/** The suffix of a precompressed variant (x.js.br stands for x.js). */
const ENCODED_VARIANT = /\.(br|gz)$/;

export const cacheControlFor = (relativePath: string): string =>
  HASHED_ASSET.test(relativePath.replace(ENCODED_VARIANT, '')) ? IMMUTABLE : REVALIDATE;

/** Responses answered by these routes; the request logger puts them at debug. */
const staticResponses = new WeakSet<ServerResponse>();
export const isStaticResponse = (res: ServerResponse): boolean => staticResponses.has(res);

/** serve-static over `root`, preferring root/x.br then root/x.gz when the client accepts them. */
const serveBuilt = (root: string): RequestHandler =>
  expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      setHeaders: (res: ServerResponse, filePath: string) => {
        res.setHeader('Cache-Control', cacheControlFor(path.relative(root, filePath)));
      },
    },
  }) as RequestHandler;

/** Paths the SPA fallback never answers: they belong to the API, GraphQL, remotes and health check. */
const NOT_CLIENT_ROUTES = /^\/(api|graphql|mf|healthz)(\/|$)/;

function remotesManifest(env: Env): RemotesManifest {
  const overrides = remoteEntryOverrides(env);
  return {
    remotes: REMOTES.map((remote) => ({
      name: remote.name,
      entry: overrides[remote.setting] ?? defaultRemoteEntry(remote),
    })),
  };
}

/** Head tags every served index.html carries: who operates the site (landing footer, privacy policy). */
export const operatorHeadTags = (env: Env): string =>
  [metaTag('ts-operator', env.OPERATOR_NAME), metaTag('ts-operator-email', env.OPERATOR_EMAIL)].join('');

/** One chunk of a vite build's .vite/manifest.json (`build.manifest`). */
interface ViteManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

export interface StartFiles {
  scripts: string[];
  styles: string[];
}

/** The files of `keys` and of everything they import statically (transitively), with their CSS. */
function staticClosure(manifest: ViteManifest, keys: readonly string[]): StartFiles {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * What a remote fetches to start its './App': remoteEntry.js with its static imports, and the modules
 * the entry imports as soon as the shell asks for './App' (the exposed module and the federation's
 * shared-import map) with theirs. Shared fallbacks (the remote's own React, Apollo…) stay out: the
 * shell provides those, so the browser never fetches them.
 */
export function remoteStartFiles(manifest: ViteManifest): StartFiles {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.file === 'remoteEntry.js');
  if (!entryKey) return { scripts: [], styles: [] };
  return staticClosure(manifest, [entryKey, ...(manifest[entryKey]?.dynamicImports ?? [])]);
}

/**
 * What a route's page module (`page`, a chunk of its own: remotePageFile) fetches beyond the remote's
 * start files: its chunk and the chunks it imports statically, with their CSS. None when the build has
 * no such module (the route's page then comes with './App').
 */
export function remotePageFiles(manifest: ViteManifest, page: string): StartFiles {
  const key = remotePageFile(page);
  if (!manifest[key]) return { scripts: [], styles: [] };
  const start = remoteStartFiles(manifest);
  const files = staticClosure(manifest, [key]);
  return {
    scripts: files.scripts.filter((file) => !start.scripts.includes(file)),
    styles: files.styles.filter((file) => !start.styles.includes(file)),
  };
}

/** The shell's modules a remote route loads (lazily): the route itself and what starts it at start-up. */
const SHELL_REMOTE_ROUTE_MODULES = /(^|\/)remotes\/(RemoteRoute\.tsx|route-start\.ts|route-data\.ts)$/;

/** The shell's chunks for a remote route (and what they import) that the document does not load already. */
export function shellRemoteRouteFiles(manifest: ViteManifest): StartFiles {
  const routeKeys = Object.keys(manifest).filter((key) => SHELL_REMOTE_ROUTE_MODULES.test(key));
  if (routeKeys.length === 0) return { scripts: [], styles: [] };
  const loaded = staticClosure(manifest, ['index.html']);
  const route = staticClosure(manifest, routeKeys);
  return {
    scripts: route.scripts.filter((file) => !loaded.scripts.includes(file)),
    styles: route.styles.filter((file) => !loaded.styles.includes(file)),
  };
}

/** The landing page's module: a chunk of its own (app routes do not load it), preloaded on /. */
const SHELL_LANDING_MODULE = /(^|\/)pages\/LandingPage\.tsx$/;

/** The landing page's chunks (and what they import) that the document does not load already. */
export function shellLandingFiles(manifest: ViteManifest): StartFiles {
  const keys = Object.keys(manifest).filter((key) => SHELL_LANDING_MODULE.test(key));
  if (keys.length === 0) return NO_FILES;
  const loaded = staticClosure(manifest, ['index.html']);
  const landing = staticClosure(manifest, keys);
  return {
    scripts: landing.scripts.filter((file) => !loaded.scripts.includes(file)),
    styles: landing.styles.filter((file) => !loaded.styles.includes(file)),
  };
}

/** `derive` computed once per manifest object (a reader returns the same object until a rebuild). */
function perManifest<T>(derive: (manifest: ViteManifest) => T): (manifest: ViteManifest) => T {
  const derived = new WeakMap<ViteManifest, T>();
  return (manifest) => {
    if (!derived.has(manifest)) derived.set(manifest, derive(manifest));
    return derived.get(manifest) as T;
  };
}

const NO_FILES: StartFiles = { scripts: [], styles: [] };

const modulePreload = (href: string) => `<link rel="modulepreload" href="${escapeHtml(href)}" crossorigin />`;
/**
 * A remote's chunks are fetched ahead (preload), not fetched and parsed as modules (modulepreload): a
 * failed modulepreload stays failed in the page's module map, and Retry re-imports the same chunk URLs.
 */
const scriptPreload = (href: string, remote: string) =>
  `<link rel="preload" as="script" href="${escapeHtml(href)}" crossorigin data-preload-remote="${escapeHtml(remote)}" />`;
const stylePreload = (href: string) =>
  `<link rel="preload" as="style" href="${escapeHtml(href)}" crossorigin />`;
const stylesheet = (href: string) => `<link rel="stylesheet" href="${escapeHtml(href)}" crossorigin />`;

/** The remotes manifest as index.html carries it (so the shell needs no /remotes.json round trip). */
const remotesManifestTag = (env: Env): string =>
  jsonScriptTag(REMOTES_MANIFEST_ELEMENT_ID, remotesManifest(env));

/**
 * What the head gets: `hints` for the app to render the page (the preloads above), or `rendered` for a
 * page the gateway rendered: the manifest and the route's sheets as stylesheets, no script hints. The
 * page is styled once, by every sheet it will have (the remote's loader finds its sheets in place and
 * adds none: adding one restyled the whole rendered page mid-load), and the code it needs later does
 * not compete with its first paint.
 */
export type HeadTagsFor = 'hints' | 'rendered';

/**
 * The head tags index.html gets for `pathname`: the remotes manifest (so the shell needs no
 * /remotes.json round trip) and, when a remote renders the path, preload hints for the shell's remote
 * route chunks, the remote's remoteEntry.js, the chunks its './App' loads at once and the route's page
 * module with its static imports (not the other routes' pages). A remote deployed elsewhere
 * (REMOTE_*_URL) gets a hint for its entry only: the gateway does not know its build. On / the hints
 * are the landing page's chunks.
 */
function remoteHeadTagsFor(env: Env): (pathname: string, mode?: HeadTagsFor) => string {
  const manifest = remotesManifest(env);
  const manifestTag = remotesManifestTag(env);
  const shellManifest = buildManifestReader<ViteManifest>(path.join(env.STATIC_ROOT, 'shell', 'dist'));
  const remoteManifests = new Map(
    REMOTES.map((remote) => [
      remote.name,
      buildManifestReader<ViteManifest>(path.join(env.STATIC_ROOT, remote.app, 'dist')),
    ]),
  );
  // Each index.html request asks for these: the closures are walked once per build, not per request.
  const shellRouteFiles = perManifest(shellRemoteRouteFiles);
  const landingFiles = perManifest(shellLandingFiles);
  const remoteFiles = perManifest(remoteStartFiles);
  const pageFiles = perManifest((own) => {
    const byPage = new Map<string, StartFiles>();
    return (page: string) => {
      let files = byPage.get(page);
      if (!files) {
        files = remotePageFiles(own, page);
        byPage.set(page, files);
      }
      return files;
    };
  });
  const entryOf = (remote: RemoteDefinition) =>
    manifest.remotes.find((r) => r.name === remote.name)?.entry ?? defaultRemoteEntry(remote);

  return (pathname, mode = 'hints') => {
    const match = matchRemoteRoute(pathname);
    if (pathname === '/') {
      const shell = shellManifest();
      const landing = shell ? landingFiles(shell) : NO_FILES;
      return [
        manifestTag,
        ...landing.scripts.map((file) => modulePreload(`/${file}`)),
        ...landing.styles.map((file) => stylePreload(`/${file}`)),
      ].join('');
    }
    if (!match) return manifestTag;
    const { remote, pattern } = match;
    const shell = shellManifest();
    const shellFiles = shell ? shellRouteFiles(shell) : NO_FILES;
    const entry = entryOf(remote);
    const own = entry === defaultRemoteEntry(remote) ? remoteManifests.get(remote.name)?.() : undefined;
    const startFiles = own ? remoteFiles(own) : NO_FILES;
    const page = remote.pages[pattern];
    const routePage = own && page ? pageFiles(own)(page) : NO_FILES;
    const remoteUrl = (file: string) => `/mf/${remote.app}/${file}`;
    const styles = [
      ...shellFiles.styles.map((file) => `/${file}`),
      ...[...startFiles.styles, ...routePage.styles].map(remoteUrl),
    ];
    if (mode === 'rendered') return [manifestTag, ...styles.map(stylesheet)].join('');
    // The remote's entry is re-imported under a fresh URL on Retry, so it may be a modulepreload.
    const modules = [...shellFiles.scripts.map((file) => `/${file}`), entry];
    const chunks = [
      ...startFiles.scripts.filter((file) => file !== 'remoteEntry.js'),
      ...routePage.scripts,
    ].map(remoteUrl);
    return [
      manifestTag,
      ...modules.map(modulePreload),
      ...chunks.map((href) => scriptPreload(href, remote.name)),
      ...styles.map(stylePreload),
    ].join('');
  };
}

const headTagBuilders = new WeakMap<Env, (pathname: string, mode?: HeadTagsFor) => string>();

/** remoteHeadTagsFor(env)(pathname, mode), its manifest readers kept per env. */
export function remoteHeadTags(env: Env, pathname: string, mode: HeadTagsFor = 'hints'): string {
  let build = headTagBuilders.get(env);
  if (!build) {
    build = remoteHeadTagsFor(env);
    headTagBuilders.set(env, build);
  }
  return build(pathname, mode);
}

export function staticRoutes(env: Env): Router {
  const router = Router();
  const manifest = remotesManifest(env);
  router.use((_req, res, next) => {
    staticResponses.add(res);
    next();
  });

  router.get('/remotes.json', (_req, res) => {
    res.set('Cache-Control', REVALIDATE).json(manifest);
  });

  // Remotes are loaded by the shell (possibly from another origin), so /mf/* allows any origin; the
  // rest of the site keeps Cross-Origin-Resource-Policy: same-origin.
  router.use('/mf', cors({ origin: '*' }), (_req, res, next) => {
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  });
  for (const remote of REMOTES) {
    const root = path.join(env.STATIC_ROOT, remote.app, 'dist');
    router.use(`/mf/${remote.app}`, serveBuilt(root));
  }
  router.use('/mf', (req, res) => {
    res.status(404).json({ message: `Not found: ${req.originalUrl.split('?')[0]} (is that remote built?)` });
  });

  const shellRoot = path.join(env.STATIC_ROOT, 'shell', 'dist');
  const shellIndex = path.join(shellRoot, 'index.html');
  const shellStatic = serveBuilt(shellRoot);
  // index.html carries who operates the site (landing footer, privacy policy), the remotes manifest and
  // the route's preload hints: always served rendered.
  const shellIndexDocument = shellDocument(shellIndex);
  const operatorTags = operatorHeadTags(env);
  router.use((req, res, next) =>
    req.path === '/index.html' ? sendShell(req, res, next) : shellStatic(req, res, next),
  );

  const sendShell = (req: Request, res: Response, next: NextFunction) => {
    if (!existsSync(shellIndex)) {
      res
        .status(503)
        .type('text/plain')
        .send(
          `The web app has not been built: ${shellIndex} is missing.\n` +
            'Run the build (`npm run build` at the repository root) and reload.\n',
        );
      return;
    }
    try {
      // In the visitor's language (Accept-Language): <html lang>, and the language the shell starts in.
      sendDocument(
        req,
        res,
        shellIndexDocument(`${operatorTags}${remoteHeadTags(env, req.path)}`, visitorLanguage(req)),
        { vary: ['Accept-Language'] },
      );
    } catch (error) {
      next(error);
    }
  };

  router.get('/', sendShell);
  router.get(/.*/, (req, res, next) => {
    const acceptsHtml = (req.headers.accept ?? '').includes('text/html');
    if (!acceptsHtml || NOT_CLIENT_ROUTES.test(req.path)) {
      next();
      return;
    }
    sendShell(req, res, next);
  });
  return router;
}
