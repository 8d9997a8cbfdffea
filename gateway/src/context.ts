// The GraphQL context: per request (HTTP) or per operation (WebSocket). Cross-cutting pieces and the
// domain services reach resolvers only through it.
import type { RequestAuth } from './modules/auth/index.js';
import type { Logger } from './shared/logger.js';
import type { Services } from './shared/module.js';
import type { PubSub } from './shared/pubsub/index.js';

export type { Services } from './shared/module.js';

export interface GatewayContext {
  requestId: string;
  /** Logger bound to this request's id. */
  logger: Logger;
  pubsub: PubSub;
  services: Services;
  /** Who the request acts as, and the session cookie controls (HTTP only). */
  auth: RequestAuth;
}
