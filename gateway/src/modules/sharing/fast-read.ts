// The shared read from memory, before express: GET /api/shared/{shareUrl} whose entry is cached and
// fresh is answered here with the same headers the full stack would send (security headers, ETag,
// no-cache, 304). Anything else — a miss, a stale entry, a query string, an odd Accept-Encoding —
// goes through the full stack. Hits are not logged one by one and not counted in the request budget:
// they cost less than counting them would.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { RequestHandler } from 'express';
import type { Env } from '../../env.js';
import { requestIdOf } from '../../shared/request-id.js';
import { securityHeaders } from '../../shared/web-security.js';
import { SUBRESOURCES } from './sharing.routes.js';
import type { SharingService } from './sharing.service.js';

const PREFIX = '/api/shared/';

/** Raw headers, name and value alternating (what writeHead takes fastest). */
type Headers = string[];

const common = (etag: string): Headers => [
  'Content-Type',
  'application/json; charset=utf-8',
  'Cache-Control',
  'no-cache',
  'ETag',
  etag,
  'Vary',
  'Accept-Encoding',
];

/** What `middleware` sets on a response to a GET over http or https (it must finish synchronously). */
function headersOf(middleware: RequestHandler, secure: boolean): Headers {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
      return res;
    },
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    hasHeader: (name: string) => headers.has(name.toLowerCase()),
  };
  let finished = false;
  middleware({ secure, method: 'GET', headers: {} } as never, res as never, () => {
    finished = true;
  });
  if (!finished) throw new Error('the security headers middleware did not finish synchronously');
  return [...headers].flat();
}

/** True when the If-None-Match header names `etag` (or is *). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** br, gzip or identity for a plain Accept-Encoding list; undefined for one with weights (full stack). */
function encodingFor(accept: string | undefined): 'br' | 'gzip' | 'identity' | undefined {
  if (!accept) return 'identity';
  if (accept.includes(';')) return undefined;
  const names = accept.split(',').map((name) => name.trim().toLowerCase());
  return names.includes('br') ? 'br' : names.includes('gzip') ? 'gzip' : 'identity';
}

export function sharedReadFastPath(
  sharing: SharingService,
  env: Env,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const security = securityHeaders(env);
  const plain = headersOf(security, false);
  const secure = headersOf(security, true);

  return (req, res) => {
    const url = req.url;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url?.startsWith(PREFIX) || url.includes('?'))
      return false;
    let shareUrl: string;
    try {
      shareUrl = decodeURIComponent(url.slice(PREFIX.length));
    } catch {
      return false;
    }
    const segments = shareUrl.split('/');
    if (segments.length > 1 && SUBRESOURCES.has(segments.at(-1) ?? '')) return false;
    const entry = sharing.cached(shareUrl);
    const encoding = encodingFor(req.headers['accept-encoding']);
    if (!entry || encoding === undefined) return false;

    const forwardedProto = req.headers['x-forwarded-proto'];
    const https =
      (req.socket as TLSSocket).encrypted === true ||
      (env.TRUST_PROXY &&
        typeof forwardedProto === 'string' &&
        forwardedProto.split(',')[0]?.trim().toLowerCase() === 'https');
    const payload = entry.json;
    const headers = [...(https ? secure : plain), 'x-request-id', requestIdOf(req), ...common(payload.etag)];
    const ifNoneMatch = req.headers['if-none-match'];
    // As express decides freshness: a request saying Cache-Control: no-cache wants the body.
    const reload = /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '');
    if (typeof ifNoneMatch === 'string' && !reload && matches(ifNoneMatch, payload.etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const body = encoding === 'br' ? payload.br : encoding === 'gzip' ? payload.gzip : payload.identity;
    if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
    headers.push('Content-Length', String(body.length));
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
