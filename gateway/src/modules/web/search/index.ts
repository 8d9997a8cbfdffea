// The search provider of this gateway, from settings.
import type { Env } from '../../../env.js';
import type { OutboundPolicy } from '../../../shared/outbound/safe-fetch.js';
import { BraveSearch } from './brave.js';
import { searchProviderKind, type SearchProvider } from './provider.js';
import { SearxngSearch } from './searxng.js';
import { TavilySearch } from './tavily.js';

export * from './provider.js';
export { BraveSearch } from './brave.js';
export { SearxngSearch } from './searxng.js';
export { TavilySearch } from './tavily.js';

type SearchSettings = Pick<Env, 'SEARCH_PROVIDER' | 'SEARXNG_URL' | 'TAVILY_API_KEY' | 'BRAVE_API_KEY'>;

/** The configured provider (see searchProviderKind), or null for no web search. */
export function createSearchProvider(env: SearchSettings, policy: OutboundPolicy): SearchProvider | null {
  switch (searchProviderKind(env)) {
    case 'searxng':
      return new SearxngSearch({ baseUrl: env.SEARXNG_URL!, policy });
    case 'tavily':
      return new TavilySearch({ apiKey: env.TAVILY_API_KEY!, policy });
    case 'brave':
      return new BraveSearch({ apiKey: env.BRAVE_API_KEY!, policy });
    case 'none':
      return null;
  }
}
