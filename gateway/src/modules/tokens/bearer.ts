// Requests made with a personal API token (issue 19 part 1): `Authorization: Bearer ts_pat_…` on /api,
// /graphql and in graphql-ws' connection_init payload. Such a request is authenticated by its token
// alone (cookies are neither read nor set), is not subject to the cookie's origin rule (browsers never
// attach the header by themselves), counts against the token's own budget, and a read token is refused
// every state-changing call. A token in a URL is refused before anything else looks at the request.
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import type { Env } from '../../env.js';
import { HTTP_STATUS, sendServiceError } from '../../shared/errors/rest.js';
import { ServiceError, badUserInput } from '../../shared/errors/service-error.js';
import type { RateLimitStore } from '../../shared/rate-limit/rate-limit.js';
import type { RequestAuth, RequestMeta } from '../../shared/access/request-auth.js';
import type { ApiTokenAuth, TokensService } from './tokens.service.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const READ_ONLY_MESSAGE =
  'This API token is read-only: it cannot change anything. Use a token with the write scope.';
export const TOKEN_IN_URL_MESSAGE =
  'API tokens are never accepted in a URL (they end up in logs and browser history). ' +
  'Send it in the Authorization header: "Authorization: Bearer ts_pat_…". Revoke this token now.';
const BUDGET_MESSAGE = 'Too many requests with this API token. Please slow down and try again shortly.';
const NO_SESSION_MESSAGE = 'A request made with an API token has no session: it cannot sign in or out.';
const NO_VISITOR_MESSAGE = 'A request made with an API token acts as its account, not as a visitor.';

/**
 * The API token of an Authorization header, `Bearer ts_pat_…`, or null. Other credentials (another
 * scheme, or a bearer that is not ours, e.g. one an authenticating proxy adds) are left alone: such a
 * request goes on as a cookie request, under the origin rule.
 */
export function bearerOf(header: string | undefined): string | null {
  const credential = header === undefined ? undefined : /^\s*bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  return credential?.startsWith('ts_pat_') ? credential : null;
}

/**
 * A WebSocket's connection_init payload: `{ "authorization": "Bearer ts_pat_…" }` (the key in any
 * case; the token alone is accepted too).
 */
function bearerOfConnectionParams(params: Readonly<Record<string, unknown>> | undefined): string | null {
  if (!params) return null;
  const key = Object.keys(params).find((name) => name.toLowerCase() === 'authorization');
  const value = key === undefined ? undefined : params[key];
  if (typeof value !== 'string') return null;
  return bearerOf(value) ?? (/^ts_pat_/.test(value.trim()) ? value.trim() : null);
}

/** The request auth of a valid token: its user; no cookie, session or visitor. */
export function bearerRequestAuth(
  user: RequestAuth['user'],
  token: ApiTokenAuth,
  meta: RequestMeta,
): RequestAuth {
  const noSession = () => {
    throw badUserInput(NO_SESSION_MESSAGE);
  };
  return {
    user,
    token: undefined,
    meta,
    apiToken: token,
    startSession: noSession,
    endSession: noSession,
    visitorId: undefined,
    ensureVisitorId: () => {
      throw badUserInput(NO_VISITOR_MESSAGE);
    },
  };
}

const containsToken = (text: string): boolean => {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // Undecodable: judged as sent.
  }
  return /ts_pat_/i.test(text) || /ts_pat_/i.test(decoded);
};

/** A refusal in the shape the path's clients read: REST `{ message }`, GraphQL `{ errors }`; same status. */
function refuse(req: Request, res: Response, error: ServiceError): void {
  if (req.baseUrl !== '/graphql') return sendServiceError(res, error);
  if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  const extensions = {
    code: error.code,
    ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
  };
  res.status(HTTP_STATUS[error.code]).json({ errors: [{ message: error.message, extensions }] });
}

export interface BearerMiddleware {
  /** 400 for a token anywhere in the URL (path or query string), before it is used or logged further. */
  refuseTokenInUrl: RequestHandler;
  /** Runs `guard` (the cookie's origin rule) only for requests without a bearer credential. */
  unlessBearer(guard: RequestHandler): RequestHandler;
  /** Authenticates a bearer request by its token (401 when it is not valid); others go to `session`. */
  orSession(session: RequestHandler): RequestHandler;
  /** Counts a bearer request against its token's budget (API_BUDGET_PER_TOKEN a minute; 429 past it). */
  perToken: RequestHandler;
  /** Refuses (403) a state-changing REST call made with a read token. */
  readScope: RequestHandler;
}

export function bearerMiddleware(
  tokens: Pick<TokensService, 'resolveBearer'>,
  budgets: RateLimitStore,
  env: Pick<Env, 'API_BUDGET_PER_TOKEN' | 'PUBLIC_ORIGIN'>,
): BearerMiddleware {
  const limiter = budgets.limiter('budget-token', {
    points: env.API_BUDGET_PER_TOKEN,
    durationSeconds: 60,
    message: BUDGET_MESSAGE,
  });
  return {
    refuseTokenInUrl: (req, res, next) => {
      if (containsToken(req.originalUrl)) return refuse(req, res, badUserInput(TOKEN_IN_URL_MESSAGE));
      next();
    },
    unlessBearer: (guard) => (req, res, next) =>
      bearerOf(req.headers.authorization) === null ? guard(req, res, next) : next(),
    orSession: (session) => (req, res, next) => {
      const secret = bearerOf(req.headers.authorization);
      if (secret === null) return session(req, res, next);
      const meta: RequestMeta = {
        ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        origin: env.PUBLIC_ORIGIN,
        userAgent: req.headers['user-agent'],
        acceptLanguage: req.headers['accept-language'],
      };
      tokens.resolveBearer(secret).then((resolved) => {
        if (!resolved.ok) {
          res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
          return refuse(req, res, new ServiceError('UNAUTHENTICATED', resolved.message));
        }
        req.auth = bearerRequestAuth(resolved.user, resolved.token, meta);
        next();
      }, next);
    },
    perToken: (req, res, next) => {
      const token = req.auth?.apiToken;
      if (!token) return next();
      limiter.consume(token.id).then(
        () => next(),
        (error: unknown) => (error instanceof ServiceError ? refuse(req, res, error) : next(error)),
      );
    },
    readScope: (req, res, next) => {
      if (req.auth?.apiToken?.scope === 'read' && req.baseUrl === '/api' && !SAFE_METHODS.has(req.method))
        return refuse(req, res, new ServiceError('FORBIDDEN', READ_ONLY_MESSAGE));
      next();
    },
  };
}

/** GraphQL over HTTP: a read token's mutation is refused (403, FORBIDDEN) before anything runs. */
export const readScopePlugin: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (operation?.operation === 'mutation' && contextValue.auth.apiToken?.scope === 'read') {
          throw new GraphQLError(READ_ONLY_MESSAGE, {
            extensions: { code: 'FORBIDDEN', http: { status: 403 } },
          });
        }
      },
    };
  },
};

/** What a graphql-ws connection or operation acts as: its bearer token when connection_init carried one. */
export type WebSocketBearer =
  { kind: 'none' } | { kind: 'token'; auth: RequestAuth } | { kind: 'refused'; message: string };

export async function webSocketBearer(
  tokens: Pick<TokensService, 'resolveBearer'>,
  connectionParams: Readonly<Record<string, unknown>> | undefined,
  meta: RequestMeta,
): Promise<WebSocketBearer> {
  const secret = bearerOfConnectionParams(connectionParams);
  if (secret === null) return { kind: 'none' };
  const resolved = await tokens.resolveBearer(secret);
  if (!resolved.ok) return { kind: 'refused', message: resolved.message };
  return { kind: 'token', auth: bearerRequestAuth(resolved.user, resolved.token, meta) };
}

/** Mutations a read token may not send over graphql-ws: the same message as over HTTP. */
export const readOnlyWebSocketError = () =>
  new GraphQLError(READ_ONLY_MESSAGE, { extensions: { code: 'FORBIDDEN' } });
