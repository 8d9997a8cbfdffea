// The sources domain: a thesis's source library (documents, pasted text, web pages), its extraction
// in worker threads and its passages' retrieval for research and both chats.
import { defineModule } from '../../shared/module.js';
import type { ModuleDeps } from '../../shared/module.js';
import type { AiService } from '../ai/index.js';
import type { ThesesService } from '../theses/index.js';
import type { UsersService } from '../users/index.js';
import { SourceExtractor } from './extract/index.js';
import { SourceIndex } from './retrieval/index.js';
import { sourcesResolvers } from './resolvers.js';
import { SourceFiles } from './sources.files.js';
import { sourcesApi } from './sources.api.js';
import { sourcesRoutes } from './sources.routes.js';
import { SourcesService, type SourcesSettings } from './sources.service.js';

export { SourcesService, type PassageHit, type SourceView, type WebPage } from './sources.service.js';
export { sourcesPersonalData } from './sources.personal-data.js';

export { passageHitAnswer, sourceAnswer } from './sources.schemas.js';

const sourcesSettings = (env: ModuleDeps['env']): SourcesSettings => ({
  maxFileBytes: env.SOURCES_MAX_FILE_MB * 1024 * 1024,
  maxPerThesis: env.SOURCES_MAX_PER_THESIS,
  maxWordsPerThesis: env.SOURCES_MAX_WORDS_PER_THESIS,
  maxPages: env.SOURCES_MAX_PAGES,
  // Long enough for a queued extraction, its time limit and indexing (embedding calls included).
  leaseMs: (env.SOURCES_EXTRACT_TIMEOUT_SECONDS * 2 + 600) * 1000,
});

/**
 * What the sources domain needs of others (a type, not an interface: the composition's declaration
 * spells it out where it derives Services).
 */
type SourcesNeeds = {
  ai: AiService;
  theses: ThesesService;
  users: UsersService;
};

/** Builds the service (its reactions to deletions are subscribed in modules/composition.ts). */
function createSourcesService({ env, logger }: ModuleDeps, ports: SourcesNeeds): SourcesService {
  const embed = ports.ai.provider.embed.bind(ports.ai.provider);
  const index = new SourceIndex({ embed, embeddingModel: env.OPENAI_EMBEDDING_MODEL, logger });
  const extractor = new SourceExtractor({
    timeoutSeconds: env.SOURCES_EXTRACT_TIMEOUT_SECONDS,
    memoryMb: env.SOURCES_EXTRACT_MEMORY_MB,
  });
  const sources = new SourcesService(
    ports.theses,
    ports.users,
    index,
    extractor,
    new SourceFiles(),
    sourcesSettings(env),
    logger,
  );
  return sources;
}

export const sourcesModule = defineModule(import.meta.url, {
  name: 'sources',
  resolvers: sourcesResolvers,
  createService: createSourcesService,
  start: (sources) => sources.start(),
  stop: (sources) => sources.stop(),
  routes: (sources, { env }) => sourcesRoutes(sources, { maxFileBytes: sourcesSettings(env).maxFileBytes }),
  api: sourcesApi,
});
