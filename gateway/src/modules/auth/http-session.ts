// The session cookie and the per-request view of who is signed in (REST, GraphQL over HTTP and WS).
import type { IncomingHttpHeaders } from 'node:http';
import { parseCookie } from 'cookie';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Env } from '../../env.js';
import type { RequestAuth, RequestMeta } from '../../shared/access/request-auth.js';
import { badUserInput } from '../../shared/errors/service-error.js';
import type { IssuedSession } from '../../shared/sessions/session-store.js';
import type { AuthService } from './auth.service.js';
import { issueVisitorId, readVisitorId } from './visitor-cookie.js';

const SESSION_COOKIE = 'ts_session';
/** The cookie's name when it is Secure: the __Host- prefix pins it to this host, path / and https. */
const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export type { RequestAuth } from '../../shared/access/request-auth.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by sessionMiddleware for every /api and /graphql request. */
      auth: RequestAuth;
    }
  }
}

export function readSessionToken(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.cookie;
  if (!header) return undefined;
  try {
    const cookies = parseCookie(header);
    return cookies[SECURE_SESSION_COOKIE] || cookies[SESSION_COOKIE] || undefined;
  } catch {
    return undefined;
  }
}

const cookieName = (req: Request) => (req.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

function setCookie(req: Request, res: Response, session: IssuedSession) {
  res.cookie(cookieName(req), session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    expires: session.expiresAt,
  });
}

function clearCookie(req: Request, res: Response) {
  res.clearCookie(cookieName(req), { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
}

/** Resolves the session cookie into req.auth on every request that reaches the API. */
export function sessionMiddleware(auth: AuthService, env: Env): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const token = readSessionToken(req.headers);
    let visitorId = readVisitorId(req.headers);
    const meta = {
      ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      origin: env.PUBLIC_ORIGIN,
      userAgent: req.headers['user-agent'],
      acceptLanguage: req.headers['accept-language'],
    };
    auth
      .currentUser(token)
      .then((current) => {
        if (current?.renewedUntil && token) setCookie(req, res, { token, expiresAt: current.renewedUntil });
        if (token && !current) clearCookie(req, res);
        req.auth = {
          user: current?.user ?? null,
          token,
          meta,
          startSession: (session) => setCookie(req, res, session),
          endSession: () => clearCookie(req, res),
          get visitorId() {
            return visitorId;
          },
          ensureVisitorId: () => (visitorId ??= issueVisitorId(req, res)),
        };
        next();
      })
      .catch(next);
  };
}

/** GraphQL over WebSocket: the user is resolved from the upgrade request's cookie per operation. */
export async function webSocketAuth(
  auth: AuthService,
  headers: IncomingHttpHeaders,
  meta: RequestMeta,
): Promise<RequestAuth> {
  const token = readSessionToken(headers);
  const current = await auth.currentUser(token);
  const httpOnly = () => {
    throw badUserInput('Sign in and out over HTTP, not over the WebSocket.');
  };
  const visitorId = readVisitorId(headers);
  return {
    user: current?.user ?? null,
    token,
    meta,
    startSession: httpOnly,
    endSession: httpOnly,
    visitorId,
    ensureVisitorId: () => {
      if (visitorId) return visitorId;
      throw badUserInput('Open the shared thesis over HTTP first, or sign in.');
    },
  };
}
