// Serves the built front end from the gateway: the shell at /, each remote at /mf/<app>/, the remote
// manifest at /remotes.json and index.html for client-side routes (deep links, reloads). Files built
// with .br/.gz beside them are sent precompressed to clients that accept it.
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import cors from 'cors';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { REMOTES, defaultRemoteEntry, type RemotesManifest } from '@thesis-studio/domain';
import { remoteEntryOverrides, type Env } from './env.js';
import { metaTag, sendDocument, shellDocument } from './shell-document.js';

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

export function remotesManifest(env: Env): RemotesManifest {
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
  // index.html carries who operates the site (landing footer, privacy policy): always served rendered.
  const shellIndexDocument = shellDocument(shellIndex, operatorHeadTags(env));
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
      sendDocument(req, res, shellIndexDocument());
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
