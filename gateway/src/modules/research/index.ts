// The research domain: research runs and their live progress per thesis.
import { defineModule, loadSdl } from '../../shared/module.js';
import { researchTestHookRoutes } from './research.routes.js';
import { ResearchService } from './research.service.js';
import { researchResolvers } from './resolvers.js';

export { ResearchService } from './research.service.js';

declare module '../../shared/module.js' {
  interface Services {
    research: ResearchService;
  }
}

export const researchModule = defineModule({
  name: 'research',
  typeDefs: loadSdl(import.meta.url, 'research.graphql'),
  resolvers: researchResolvers,
  createService: ({ pubsub }) => new ResearchService(pubsub),
  // Test hooks only: the e2e suite drives progress through them (ENABLE_TEST_HOOKS).
  routes: (research, { env }) => researchTestHookRoutes(research, env.ENABLE_TEST_HOOKS),
});
