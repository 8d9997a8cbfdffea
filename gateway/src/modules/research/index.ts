// The research domain: durable research runs (grounded in the thesis's sources), their plan, phases and
// live progress per thesis.
import { defineModule } from '../../shared/module.js';
import type { AiService } from '../ai/index.js';
import type { CitationsService, SourcesPort, WebPort } from '../citations/index.js';
import type { ThesesService } from '../theses/index.js';
import { researchApi } from './research.api.js';
import { researchRoutes } from './research.routes.js';
import { ResearchService } from './research.service.js';
import { researchResolvers } from './resolvers.js';

export { researchRunAnswer } from './research.schemas.js';
export type { FinishedResearchRun, ResearchPlanView, ResearchService } from './research.service.js';
export { researchPersonalData } from './research.personal-data.js';

export const researchModule = defineModule(import.meta.url, {
  name: 'research',
  resolvers: researchResolvers,
  createService: (
    { pubsub, rateLimits, logger, env, events, jobs },
    ports: {
      theses: ThesesService;
      ai: AiService;
      citations: CitationsService;
      sources: SourcesPort;
      web: WebPort;
    },
  ) =>
    new ResearchService({
      pubsub,
      events,
      theses: ports.theses,
      ai: ports.ai.provider,
      citations: ports.citations,
      sources: ports.sources,
      web: ports.web,
      webPagesPerRun: env.WEB_SOURCES_PER_RUN,
      rateLimits,
      logger,
      jobs,
      leaseMs: env.RESEARCH_LEASE_SECONDS * 1000,
      concurrency: env.RESEARCH_CONCURRENCY,
      runsPerHour: env.RESEARCH_RUNS_PER_HOUR,
    }),
  // Runs are executed by every gateway process (the job queue's 'research-run' jobs): each takes the
  // runs whose lease is free. The queue stops first, so the runs stopping here go back to the queue
  // (and say so) before queue publication stops.
  stop: async (research) => research.stopPublishing(),
  routes: (research, { env }) => researchRoutes(research, env.ENABLE_TEST_HOOKS),
  api: researchApi,
});
