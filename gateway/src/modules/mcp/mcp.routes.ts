// /mcp over HTTP (MCP Streamable HTTP: POST messages, GET the server's event stream, DELETE ends the
// session). Every /mcp request carries the
// product's API token — no cookie session is ever read here — and goes through what an API request goes
// through: a token in the URL refused, the per-address, per-account and per-token budgets, a JSON body of
// at most 1 MB. A browser's request is refused unless it comes from the site itself (the MCP
// specification's Origin check against DNS rebinding).
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Env } from '../../env.js';
import { jsonBody } from '../../shared/body-limit.js';
import { HTTP_STATUS } from '../../shared/errors/rest.js';
import { requestBudget } from '../../shared/rate-limit/request-budget.js';
import { originRule } from '../../shared/web-security.js';
import type { RequestMeta } from '../../shared/access/request-auth.js';
import { bearerMiddleware, bearerOf, bearerRequestAuth, hashToken } from '../tokens/index.js';
import { jsonRpcError, type McpService } from './mcp.service.js';

/** What /mcp answers a request without a usable token with (RFC 6750). */
export const MCP_PATH = '/mcp';

const CHALLENGE = 'Bearer realm="Thesis Studio MCP"';
const NO_TOKEN_MESSAGE =
  'The MCP server needs a Thesis Studio API token: send "Authorization: Bearer ts_pat_…" ' +
  '(create one on the API tokens screen, /account/tokens).';
const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused: the MCP server answers pages of this site only.';

const refuse = (res: Response, status: number, message: string, headers: Record<string, string> = {}) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.status(status).json(jsonRpcError(message));
};

export function mcpRoutes(mcp: McpService, env: Env): Router {
  const router = Router();
  const sameSite = originRule(env);
  // Built on the first request: the routes may be listed (OpenAPI and hostile tests) without a service.
  let built:
    { budget: ReturnType<typeof requestBudget>; bearer: ReturnType<typeof bearerMiddleware> } | undefined;
  const lazily =
    (pick: (middleware: NonNullable<typeof built>) => RequestHandler): RequestHandler =>
    (req, res, next) => {
      built ??= {
        budget: requestBudget(mcp.deps.rateLimits, env),
        bearer: bearerMiddleware(mcp.deps.tokens, mcp.deps.rateLimits, env),
      };
      pick(built)(req, res, next);
    };

  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };

  // Browsers send Origin on cross-origin requests; a page elsewhere (or a rebound DNS name) is refused.
  const origin: RequestHandler = (req, res, next) => {
    const given = req.get('origin');
    if (given !== undefined && !sameSite(given, `${req.protocol}://${req.get('host') ?? ''}`))
      return refuse(res, 403, CROSS_ORIGIN_MESSAGE);
    next();
  };

  // The token on every request (not only at initialize): a revoked one stops the session at once.
  const authenticate: RequestHandler = (req, res, next) => {
    const secret = bearerOf(req.headers.authorization);
    if (secret === null) return refuse(res, 401, NO_TOKEN_MESSAGE, { 'WWW-Authenticate': CHALLENGE });
    const meta: RequestMeta = {
      ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      origin: env.PUBLIC_ORIGIN,
      userAgent: req.headers['user-agent'],
      acceptLanguage: req.headers['accept-language'],
    };
    mcp.deps.tokens.resolveBearer(secret).then(async (resolved) => {
      if (!resolved.ok) {
        await mcp.closeIfOwnedBy(req.get('mcp-session-id'), hashToken(secret));
        return refuse(res, 401, resolved.message, {
          'WWW-Authenticate': `${CHALLENGE}, error="invalid_token"`,
        });
      }
      req.auth = bearerRequestAuth(resolved.user, resolved.token, meta);
      res.locals.tokenHash = hashToken(secret);
      next();
    }, next);
  };

  const dispatch = async (req: Request, res: Response) => {
    const { user, apiToken } = req.auth;
    if (!user || !apiToken) return refuse(res, 401, NO_TOKEN_MESSAGE, { 'WWW-Authenticate': CHALLENGE });
    const refusal = await mcp.handle(req, res, req.body, {
      actor: user,
      token: apiToken,
      tokenHash: res.locals.tokenHash as string,
    });
    if (refusal)
      refuse(
        res,
        refusal.status,
        refusal.message,
        refusal.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(refusal.retryAfterSeconds) },
      );
  };

  const guards = [
    noStore,
    lazily(({ budget }) => budget.perIp),
    lazily(({ bearer }) => bearer.refuseTokenInUrl),
    origin,
    authenticate,
    lazily(({ budget }) => budget.perUser),
    lazily(({ bearer }) => bearer.perToken),
  ];
  router.post(
    MCP_PATH,
    ...guards,
    // A body over 1 MB is refused as soon as that is known (413), as the API's are.
    ...jsonBody(1024 * 1024, (res, error) => refuse(res, HTTP_STATUS[error.code], error.message)),
    dispatch,
  );
  router.get(MCP_PATH, ...guards, dispatch);
  router.delete(MCP_PATH, ...guards, dispatch);

  return router;
}
