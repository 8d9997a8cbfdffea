// The web domain: web search providers and gathering result pages into a thesis's sources, every page
// fetched through the outbound guard with robots.txt honoured and a day's cache.
import { outboundPolicy } from '../../shared/outbound/safe-fetch.js';
import { defineModule } from '../../shared/module.js';
import type { SourcesService, SourceView } from '../sources/index.js';
import { webResolvers } from './resolvers.js';
import { createSearchProvider, isConfigured } from './search/index.js';
import { WebPages } from './web.pages.js';
import { WebService } from './web.service.js';

export { searchProviderKind, type SearchKind } from './search/index.js';
export type { WebService } from './web.service.js';

export const webModule = defineModule(import.meta.url, {
  name: 'web',
  resolvers: webResolvers,
  createService: ({ env, logger }, ports: { sources: SourcesService }) => {
    const policy = outboundPolicy(env);
    if (env.SEARCH_PROVIDER && env.SEARCH_PROVIDER !== 'none' && !isConfigured(env.SEARCH_PROVIDER, env)) {
      const setting = { searxng: 'SEARXNG_URL', tavily: 'TAVILY_API_KEY', brave: 'BRAVE_API_KEY' }[
        env.SEARCH_PROVIDER
      ];
      logger.warn(`SEARCH_PROVIDER is ${env.SEARCH_PROVIDER} but ${setting} is not set: web search is off`);
    }
    return new WebService<SourceView>({
      search: createSearchProvider(env, policy),
      pages: new WebPages(policy, logger),
      sources: () => ports.sources,
      logger,
      perRun: env.WEB_SOURCES_PER_RUN,
    });
  },
});
