// The GraphQL context: per request (HTTP) or per operation (WebSocket). Cross-cutting pieces and the
// domain services reach resolvers only through it. A leaf of the import graph: it names only leaf types
// (gql/resolvers.ts is generated against it).
import type { RequestAuth } from './shared/access/request-auth.js';
import type { Logger } from './shared/logger.js';
import type { PubSub } from './shared/pubsub/pubsub.js';
import type { Services } from './shared/services.js';

export interface GatewayContext {
  requestId: string;
  /** Logger bound to this request's id. */
  logger: Logger;
  pubsub: PubSub;
  services: Services;
  /** Who the request acts as, and the session cookie controls (HTTP only). */
  auth: RequestAuth;
}
