// The session cookie and the per-request view of who is signed in (REST, GraphQL over HTTP and WS).
import type { IncomingHttpHeaders } from 'node:http';
import { parseCookie } from 'cookie';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Env } from '../../env.js';
import type { Actor } from '../../shared/access/actor.js';
import { badUserInput } from '../../shared/errors/service-error.js';
import type { IssuedSession } from '../../shared/sessions/session-store.js';
import type { AuthService, RequestMeta } from './auth.service.js';

export const SESSION_COOKIE = 'ts_session';

export interface RequestAuth {
  user: Actor | null;
  /** The session id the request carried, if any. */
  token: string | undefined;
  meta: RequestMeta;
  /** Sends a new session cookie (HTTP only). */
  startSession(session: IssuedSession): void;
  /** Clears the session cookie (HTTP only). */
  endSession(): void;
}

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
    return parseCookie(header)[SESSION_COOKIE] || undefined;
  } catch {
    return undefined;
  }
}

const originOf = (env: Env, req: Request) =>
  env.PUBLIC_ORIGIN ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;

function setCookie(req: Request, res: Response, session: IssuedSession) {
  res.cookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    expires: session.expiresAt,
  });
}

/** Resolves the session cookie into req.auth on every request that reaches the API. */
export function sessionMiddleware(auth: AuthService, env: Env): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const token = readSessionToken(req.headers);
    const meta = { ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', origin: originOf(env, req) };
    auth
      .currentUser(token)
      .then((current) => {
        if (current?.renewedUntil && token) setCookie(req, res, { token, expiresAt: current.renewedUntil });
        if (token && !current) res.clearCookie(SESSION_COOKIE, { path: '/' });
        req.auth = {
          user: current?.user ?? null,
          token,
          meta,
          startSession: (session) => setCookie(req, res, session),
          endSession: () =>
            res.clearCookie(SESSION_COOKIE, {
              httpOnly: true,
              sameSite: 'lax',
              secure: req.secure,
              path: '/',
            }),
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
  return { user: current?.user ?? null, token, meta, startSession: httpOnly, endSession: httpOnly };
}
