// Browser-facing protections: refuse state-changing requests from other origins (CSRF), and helmet
// headers with a Content-Security-Policy that admits the configured remote origins.
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Env } from '../env.js';
import { remoteEntryOverrides } from '../env.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Origins of remotes deployed elsewhere (REMOTE_* settings with an absolute URL). */
export function remoteOrigins(env: Env): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remoteEntryOverrides(env))) {
    if (url && /^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * Refuses (403) a state-changing request whose Origin is neither this site nor a configured remote
 * origin. Requests without Origin are checked with Sec-Fetch-Site; clients that send neither (curl,
 * server-to-server) carry no ambient browser cookies and pass.
 */
export function sameOriginGuard(env: Env): RequestHandler {
  const trusted = new Set([...remoteOrigins(env), ...(env.PUBLIC_ORIGIN ? [env.PUBLIC_ORIGIN] : [])]);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const own = `${req.protocol}://${req.get('host') ?? ''}`;
    if (origin !== undefined) {
      if (origin === own || trusted.has(origin)) return next();
    } else {
      const site = req.get('sec-fetch-site');
      if (site === undefined || site === 'same-origin' || site === 'none') return next();
    }
    res
      .status(403)
      .json({ message: 'Cross-origin request refused: this action must come from the Thesis Studio site.' });
  };
}

export function securityHeaders(env: Env): RequestHandler {
  const remotes = remoteOrigins(env);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        connectSrc: ["'self'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Remotes' bundles are loaded by shells on other origins when a team deploys one elsewhere.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
}
