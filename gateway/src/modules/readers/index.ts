// The readers domain: each reader's own Query Research chat about a shared thesis, and what readers
// asked, for the thesis's owner.
import { defineModule, loadSdl } from '../../shared/module.js';
import { optionalService, type SourcesPort } from '../citations/index.js';
import { readersApi } from './readers.api.js';
import { readersRoutes } from './readers.routes.js';
import { ReadersService } from './readers.service.js';
import { readersResolvers } from './resolvers.js';

export { ReadersService, type ReaderAuth } from './readers.service.js';
export { findSharedThesis, type SharedThesisRef, type SharedTheses } from './shared-thesis.js';

declare module '../../shared/services.js' {
  interface Services {
    readers: ReadersService;
  }
}

export const readersModule = defineModule({
  name: 'readers',
  typeDefs: loadSdl(import.meta.url, 'readers.graphql'),
  resolvers: readersResolvers,
  createService: ({ services, rateLimits, cascade, env, logger }) => {
    const readers = new ReadersService(services.ai.provider, services.theses, rateLimits, env, {
      sources: () => optionalService<SourcesPort>(services, 'sources'),
      citations: () => services.citations,
      logger: logger.child({ component: 'readers' }),
    });
    cascade.onDeletingTheses((thesisIds) => readers.deleteOfTheses(thesisIds));
    cascade.onDeletingUser('readers.chats', (user) => readers.deleteOfReaderAccount(user.id));
    return readers;
  },
  routes: (readers) => readersRoutes(readers),
  api: readersApi,
});
