// The ai domain: wizard drafts, key insights and read-aloud speech, and which AI engine is in use.
import { createAiProvider } from '../../shared/ai/index.js';
import { defineModule } from '../../shared/module.js';
import { aiApi } from './ai.api.js';
import { aiRoutes } from './ai.routes.js';
import type { ThesesService } from '../theses/index.js';
import { AiService } from './ai.service.js';
import { aiResolvers } from './resolvers.js';

export { AiService } from './ai.service.js';

export const aiModule = defineModule(import.meta.url, {
  name: 'ai',
  resolvers: aiResolvers,
  // The one AI provider of this gateway; research and chat reach it through this service.
  createService: ({ env, logger, rateLimits }, { theses }: { theses: ThesesService }) =>
    new AiService(createAiProvider(env, logger), theses, rateLimits, logger),
  stop: (ai) => ai.provider.close(),
  routes: (ai) => aiRoutes(ai),
  api: aiApi,
});
