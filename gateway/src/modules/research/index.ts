// The research domain: durable research runs, their phases and live progress per thesis.
import mongoose from 'mongoose';
import type { Db } from 'mongodb';
import { defineModule, loadSdl } from '../../shared/module.js';
import { researchRoutes } from './research.routes.js';
import { ResearchService } from './research.service.js';
import { researchResolvers } from './resolvers.js';

export { ResearchService, researchProgressTopic } from './research.service.js';
export { RESEARCH_PHASES, progressPercent } from './research.phases.js';

declare module '../../shared/module.js' {
  interface Services {
    research: ResearchService;
  }
}

export const researchModule = defineModule({
  name: 'research',
  typeDefs: loadSdl(import.meta.url, 'research.graphql'),
  resolvers: researchResolvers,
  createService: ({ pubsub, services, rateLimits, logger, env, cascade }) => {
    const research = new ResearchService({
      pubsub,
      theses: services.theses,
      ai: services.ai.provider,
      rateLimits,
      logger,
      leaseMs: env.RESEARCH_LEASE_SECONDS * 1000,
    });
    cascade.onDeletingTheses((thesisIds) => research.deleteRuns(thesisIds));
    return research;
  },
  // Runs are executed by every gateway process: each takes the runs whose lease is free.
  start: async (research) => {
    const db = mongoose.connection.db as unknown as Db | undefined;
    if (!db) throw new Error('research runs need the database connection');
    await research.runner.start(db);
  },
  stop: (research) => research.runner.stop(),
  routes: (research, { env }) => researchRoutes(research, env.ENABLE_TEST_HOOKS),
});
