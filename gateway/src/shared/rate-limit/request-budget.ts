// The overall request budget of /api and /graphql: every request counts against its client IP, and
// a signed-in user's requests also against the account (so one user cannot spread a flood over many
// addresses). Past either budget: 429 with Retry-After.
import type { RequestHandler } from 'express';
import type { Env } from '../../env.js';
import { sendServiceError } from '../errors/rest.js';
import { ServiceError } from '../errors/service-error.js';
import type { RateLimitStore } from './rate-limit.js';

const MESSAGE = 'Too many requests. Please slow down and try again shortly.';

export function requestBudget(
  store: RateLimitStore,
  env: Pick<Env, 'API_BUDGET_PER_IP' | 'API_BUDGET_PER_USER'>,
): {
  perIp: RequestHandler;
  perUser: RequestHandler;
  userAllows: (req: Parameters<RequestHandler>[0]) => Promise<boolean>;
} {
  const ipLimiter = store.limiter('budget-ip', {
    points: env.API_BUDGET_PER_IP,
    durationSeconds: 60,
    message: MESSAGE,
  });
  const userLimiter = store.limiter('budget-user', {
    points: env.API_BUDGET_PER_USER,
    durationSeconds: 60,
    message: MESSAGE,
  });
  const guard =
    (
      limiter: typeof ipLimiter,
      keyOf: (req: Parameters<RequestHandler>[0]) => string | null,
    ): RequestHandler =>
    (req, res, next) => {
      const key = keyOf(req);
      if (key === null) return next();
      limiter.consume(key).then(
        () => next(),
        (error: unknown) => {
          if (error instanceof ServiceError) sendServiceError(res, error);
          else next(error);
        },
      );
    };
  return {
    perIp: guard(ipLimiter, (req) => req.ip ?? req.socket.remoteAddress ?? 'unknown'),
    perUser: guard(userLimiter, (req) => req.auth?.user?.id ?? null),
    /**
     * Takes one request from the signed-in user's budget for work done on their behalf outside the API
     * (a page rendered with their data, app-pages.ts): false when none is left, and the caller does less.
     */
    userAllows: async (req) => {
      const id = req.auth?.user?.id;
      if (!id) return true;
      try {
        await userLimiter.consume(id);
        return true;
      } catch (error) {
        if (error instanceof ServiceError) return false;
        throw error;
      }
    },
  };
}
