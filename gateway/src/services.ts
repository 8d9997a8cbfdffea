// Builds the domain services once per process; resolvers and routes reach them through the context.
import type { Services } from './context.js';
import { aiProviderKind, type Env } from './env.js';
import { ResearchService } from './modules/research/research.service.js';
import { SystemService } from './modules/system/system.service.js';
import type { Database } from './shared/database.js';
import type { PubSub } from './shared/pubsub/index.js';
import { AuthService } from './modules/auth/auth.service.js';
import { UsersService } from './modules/users/users.service.js';
import type { Logger } from './shared/logger.js';
import type { Mailer } from './shared/mailer/mailer.js';
import type { RateLimitStore } from './shared/rate-limit/rate-limit.js';

export function createServices(deps: {
  database: Pick<Database, 'kind' | 'isConnected'>;
  pubsub: PubSub;
  env: Env;
  logger: Logger;
  mailer: Mailer;
  rateLimits: RateLimitStore;
}): Services {
  const users = new UsersService(deps.logger);
  return {
    system: new SystemService(deps.database, aiProviderKind(deps.env)),
    research: new ResearchService(deps.pubsub),
    users,
    auth: new AuthService(users, deps.rateLimits, deps.mailer, deps.logger),
  };
}
