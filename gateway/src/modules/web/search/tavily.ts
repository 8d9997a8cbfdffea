// Tavily: POST https://api.tavily.com/search with the API key as a Bearer token.
import { callSearchApi, KeyedSearch, type SearchOptions, resultsListHits } from './provider.js';

const TAVILY_BASE_URL = 'https://api.tavily.com';

export class TavilySearch extends KeyedSearch {
  readonly kind = 'tavily';
  protected readonly productUrl = TAVILY_BASE_URL;

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
