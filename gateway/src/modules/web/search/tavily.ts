// Tavily: POST https://api.tavily.com/search with the API key as a Bearer token.
import type { OutboundPolicy } from '../../../shared/outbound/safe-fetch.js';
import { callSearchApi, type SearchOptions, type SearchProvider, resultsListHits } from './provider.js';

const TAVILY_BASE_URL = 'https://api.tavily.com';

export class TavilySearch implements SearchProvider {
  readonly kind = 'tavily';
  private readonly baseUrl: string;

  /** `baseUrl` is for tests (a local fake); the product always calls api.tavily.com. */
  constructor(private readonly options: { apiKey: string; policy: OutboundPolicy; baseUrl?: string }) {
    this.baseUrl = (options.baseUrl ?? TAVILY_BASE_URL).replace(/\/+$/, '');
  }

  async search(query: string, { limit, signal }: SearchOptions) {
    const json = await callSearchApi(
      'tavily',
      'Tavily',
      `${this.baseUrl}/search`,
      {
        policy: this.options.policy,
        method: 'POST',
        headers: { authorization: `Bearer ${this.options.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          query,
          max_results: Math.min(Math.max(limit, 1), 20),
          search_depth: 'basic',
          topic: 'general',
        }),
        ...(signal ? { signal } : {}),
      },
      'TAVILY_API_KEY',
    );
    return resultsListHits('tavily', 'Tavily', json, limit);
  }
}
