// Builds the domain services once per process; resolvers and routes reach them through the context.
import type { Services } from './context.js';
import { aiProviderKind, type Env } from './env.js';
import { ResearchService } from './modules/research/research.service.js';
import { SystemService } from './modules/system/system.service.js';
import type { Database } from './shared/database.js';
import type { PubSub } from './shared/pubsub/index.js';

export function createServices(deps: {
  database: Pick<Database, 'kind' | 'isConnected'>;
  pubsub: PubSub;
  env: Env;
}): Services {
  return {
    system: new SystemService(deps.database, aiProviderKind(deps.env)),
    research: new ResearchService(deps.pubsub),
  };
}
