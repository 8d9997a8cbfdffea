// The citations domain: the checked citations of a thesis's article (issues 17 and 22) — stored when
// research saves, judged by the model, re-checked on edits, shown (as far as visible) on shared views.
import { defineModule } from '../../shared/module.js';
import { citationsApi } from './citations.api.js';
import { citationsRoutes } from './citations.routes.js';
import { CitationsService, CLAIM_CHECK_LIMIT } from './citations.service.js';
import type { AiService } from '../ai/index.js';
import type { ThesesService } from '../theses/index.js';
import type { SourcesPort } from './ports.js';
import { citationsResolvers } from './resolvers.js';

export {
  CitationsService,
  EMPTY_SUMMARY,
  PASSAGE_GONE,
  citationView,
  citedPassage,
  type CitationSummary,
  type CitationView,
  type SharedCitations,
} from './citations.service.js';
export {
  citationAnswer,
  citationSummaryAnswer,
  sharedCitationAnswer,
  thesisCitationsAnswer,
} from './citations.schemas.js';
export type { SearchKind, SourceRef, SourcesPort, WebPort } from './ports.js';
export { citationsPersonalData } from './citations.personal-data.js';

export const citationsModule = defineModule(import.meta.url, {
  name: 'citations',
  resolvers: citationsResolvers,
  createService: (
    { logger, env, rateLimits },
    ports: {
      theses: ThesesService;
      ai: AiService;
      sources: SourcesPort;
      /** The sharing domain: drops a thesis's cached shared view when its citations change. */
      invalidateShared: (thesisId: string) => void;
    },
  ) =>
    new CitationsService({
      theses: ports.theses,
      ai: ports.ai.provider,
      sources: ports.sources,
      invalidateShared: ports.invalidateShared,
      hiddenTopics: env.SHARED_HIDDEN_TOPICS,
      logger: logger.child({ component: 'citations' }),
      checkLimit: rateLimits.limiter('citations-check-user', CLAIM_CHECK_LIMIT),
    }),
  routes: (citations) => citationsRoutes(citations),
  api: citationsApi,
});
