// The readers domain: each reader's own Query Research chat about a shared thesis, and what readers
// asked, for the thesis's owner.
import { defineModule } from '../../shared/module.js';
import type { AiService } from '../ai/index.js';
import type { CitationsService, SourcesPort } from '../citations/index.js';
import type { ThesesService } from '../theses/index.js';
import { readersApi } from './readers.api.js';
import { readersRoutes } from './readers.routes.js';
import { ReadersService } from './readers.service.js';
import { readersResolvers } from './resolvers.js';

export { ReadersService, type ReaderAuth } from './readers.service.js';
export { findSharedThesis, type SharedTheses } from './shared-thesis.js';
export { readersPersonalData } from './readers.personal-data.js';

export const readersModule = defineModule(import.meta.url, {
  name: 'readers',
  resolvers: readersResolvers,
  createService: (
    { rateLimits, env, logger },
    ports: { ai: AiService; theses: ThesesService; sources: SourcesPort; citations: CitationsService },
  ) =>
    new ReadersService(ports.ai.provider, ports.theses, rateLimits, env, {
      sources: () => ports.sources,
      citations: () => ports.citations,
      logger: logger.child({ component: 'readers' }),
    }),
  routes: (readers) => readersRoutes(readers),
  api: readersApi,
});
