// Serves the built front end from the gateway: the shell at /, each remote at /mf/<app>/, the remote
// manifest at /remotes.json and index.html for client-side routes (deep links, reloads).
import { existsSync } from 'node:fs';
import path from 'node:path';
import cors from 'cors';
import express, { Router, type Response } from 'express';
import { REMOTES, defaultRemoteEntry, type RemotesManifest } from '@thesis-studio/domain';
import { remoteEntryOverrides, type Env } from './env.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Vite names hashed build output assets/<name>-<hash>.<ext>; those never change under one URL. */
const HASHED_ASSET = /(^|[\\/])assets[\\/](.+[\\/])?[^\\/]+[-.][A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/;

export const cacheControlFor = (relativePath: string): string =>
  HASHED_ASSET.test(relativePath) ? IMMUTABLE : REVALIDATE;

const staticOptions = (root: string) => ({
  index: false,
  redirect: false,
  setHeaders: (res: Response, filePath: string) => {
    res.setHeader('Cache-Control', cacheControlFor(path.relative(root, filePath)));
  },
});

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

export function staticRoutes(env: Env): Router {
  const router = Router();
  const manifest = remotesManifest(env);

  router.get('/remotes.json', (_req, res) => {
    res.set('Cache-Control', REVALIDATE).json(manifest);
  });

  // Remotes are loaded by the shell (possibly from another origin), so /mf/* allows any origin.
  router.use('/mf', cors({ origin: '*' }));
  for (const remote of REMOTES) {
    const root = path.join(env.STATIC_ROOT, remote.app, 'dist');
    router.use(`/mf/${remote.app}`, express.static(root, staticOptions(root)));
  }
  router.use('/mf', (req, res) => {
    res.status(404).json({ message: `Not found: ${req.originalUrl.split('?')[0]} (is that remote built?)` });
  });

  const shellRoot = path.join(env.STATIC_ROOT, 'shell', 'dist');
  const shellIndex = path.join(shellRoot, 'index.html');
  router.use(express.static(shellRoot, staticOptions(shellRoot)));

  const sendShell = (res: Response) => {
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
    res.set('Cache-Control', REVALIDATE).sendFile(shellIndex);
  };

  router.get('/', (_req, res) => sendShell(res));
  router.get(/.*/, (req, res, next) => {
    const acceptsHtml = (req.headers.accept ?? '').includes('text/html');
    if (!acceptsHtml || NOT_CLIENT_ROUTES.test(req.path)) {
      next();
      return;
    }
    sendShell(res);
  });
  return router;
}
