// The GraphQL context: per request (HTTP) or per operation (WebSocket). Cross-cutting pieces and the
// domain services reach resolvers only through it.
import type { Logger } from './shared/logger.js';
import type { PubSub } from './shared/pubsub/index.js';
import type { ResearchService } from './modules/research/research.service.js';
import type { SystemService } from './modules/system/system.service.js';

export interface Services {
  system: SystemService;
  research: ResearchService;
}

export interface GatewayContext {
  requestId: string;
  /** Logger bound to this request's id. */
  logger: Logger;
  pubsub: PubSub;
  services: Services;
}
