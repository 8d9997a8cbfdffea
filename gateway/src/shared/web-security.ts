// Browser-facing protections: one origin rule for state-changing HTTP requests and WebSocket upgrades
// (CSRF / cross-site WebSocket hijacking), and the security headers (helmet's CSP admitting the
// configured remote origins, HSTS over https, Permissions-Policy, CORP, no-store on personal answers).
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Env } from '../env.js';
import { remoteEntryOverrides } from '../env.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Origins of remotes deployed elsewhere (REMOTE_* settings with an absolute URL). */
function remoteOrigins(env: Env): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remoteEntryOverrides(env))) {
    if (url && /^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * The site's origin rule: a browser request may act only when its Origin is this site (the origin it
 * was sent to, or PUBLIC_ORIGIN) or a configured remote origin. `null` and foreign origins are refused.
 */
export function originRule(env: Env): (origin: string, ownOrigin: string) => boolean {
  const trusted = new Set([...remoteOrigins(env), env.PUBLIC_ORIGIN]);
  return (origin, ownOrigin) => origin === ownOrigin || trusted.has(origin);
}

const CROSS_ORIGIN_MESSAGE =
  'Cross-origin request refused: this action must come from the Thesis Studio site.';

/**
 * Refuses (403) a state-changing request whose Origin fails the origin rule. Requests without Origin
 * are checked with Sec-Fetch-Site; clients that send neither (curl, server-to-server) carry no
 * ambient browser cookies and pass.
 */
export function sameOriginGuard(env: Env): RequestHandler {
  const allowed = originRule(env);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin !== undefined) {
      if (allowed(origin, `${req.protocol}://${req.get('host') ?? ''}`)) return next();
    } else {
      const site = req.get('sec-fetch-site');
      if (site === undefined || site === 'same-origin' || site === 'none') return next();
    }
    res.status(403).json({ message: CROSS_ORIGIN_MESSAGE });
  };
}

/** Content types a browser may send cross-site without a CORS preflight (a "simple request"). */
const SIMPLE_CONTENT_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
]);
/** Either of these (Apollo Server's names) tells us a script set headers, so a preflight ran. */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

const GRAPHQL_CSRF_MESSAGE =
  'This operation has been blocked as a potential Cross-Site Request Forgery (CSRF): a request that ' +
  "carries this site's cookies must either send a Content-Type other than " +
  'application/x-www-form-urlencoded, multipart/form-data or text/plain, or a non-empty ' +
  'Apollo-Require-Preflight (or X-Apollo-Operation-Name) header. Integrators: send your API token ' +
  '(Authorization: Bearer ts_pat_…) and no cookies, and GET queries need neither.';

/**
 * /graphql's CSRF rule (Apollo Server's, applied where it protects someone): a request that carries
 * cookies — a browser's ambient credentials, which a page on another site can make it send with a
 * "simple" GET or form POST — must show that a script set its headers (a non-simple Content-Type or a
 * preflight header), else 400. A request with an API token or without cookies has no ambient
 * credentials to abuse: it runs as sent, so integrators' GET queries need no special header
 * (GraphQL over HTTP's optional GET support, graphql-http's audit).
 */
export function graphqlCsrfGuard(isBearer: (req: Parameters<RequestHandler>[0]) => boolean): RequestHandler {
  return (req, res, next) => {
    if (!req.headers.cookie || isBearer(req)) return next();
    const contentType = req.headers['content-type'];
    if (contentType !== undefined) {
      const essence = contentType.split(';')[0]!.trim().toLowerCase();
      if (!SIMPLE_CONTENT_TYPES.has(essence)) return next();
    }
    if (PREFLIGHT_HEADERS.some((name) => (req.get(name) ?? '').length > 0)) return next();
    res
      .status(400)
      .json({ errors: [{ message: GRAPHQL_CSRF_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
  };
}

/**
 * The same rule for a WebSocket upgrade (browsers always send Origin on one): null when allowed,
 * else why not. `secure` says whether the upgrade arrived over https (directly or via a trusted proxy).
 */
export function webSocketOriginRefusal(env: Env, req: IncomingMessage, secure: boolean): string | null {
  const origin = req.headers.origin;
  if (origin === undefined) {
    const site = req.headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin' || site === 'none' ? null : CROSS_ORIGIN_MESSAGE;
  }
  const own = `${secure ? 'https' : 'http'}://${req.headers.host ?? ''}`;
  return originRule(env)(origin, own) ? null : CROSS_ORIGIN_MESSAGE;
}

/** Features the product does not use are denied to every frame (audio playback needs none of these). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'ambient-light-sensor=()',
  'autoplay=(self)',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(env: Env): RequestHandler {
  const remotes = remoteOrigins(env);
  const base = helmet({
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
    // Same-origin by default; the remotes' bundles under /mf/ are opened up by the static routes,
    // since shells on other origins load them when a team deploys a remote elsewhere.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // Set below, only when the request arrived over https.
    hsts: false,
  });
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    base(req, res, next);
  };
}

/**
 * API answers depend on who asks (the session cookie), so no cache may keep them unless a route says
 * otherwise (public, revalidated answers set their own Cache-Control).
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
