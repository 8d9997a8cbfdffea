// The GraphQL context: per request (HTTP) or per operation (WebSocket). Cross-cutting pieces and the
// domain services reach resolvers only through it.
import type { Logger } from './shared/logger.js';
import type { PubSub } from './shared/pubsub/index.js';
import type { ResearchService } from './modules/research/research.service.js';
import type { SystemService } from './modules/system/system.service.js';
import type { AuthService } from './modules/auth/auth.service.js';
import type { RequestAuth } from './modules/auth/http-session.js';
import type { UsersService } from './modules/users/users.service.js';

export interface Services {
  system: SystemService;
  research: ResearchService;
  auth: AuthService;
  users: UsersService;
}

export interface GatewayContext {
  requestId: string;
  /** Logger bound to this request's id. */
  logger: Logger;
  pubsub: PubSub;
  services: Services;
  /** Who the request acts as, and the session cookie controls (HTTP only). */
  auth: RequestAuth;
}
