// Tavily: POST https://api.tavily.com/search with the API key as a Bearer token.
import { z } from 'zod';
import type { OutboundPolicy } from '../../../shared/outbound/safe-fetch.js';
import {
  callSearchApi,
  cleanHits,
  SearchError,
  type SearchOptions,
  type SearchProvider,
} from './provider.js';

export const TAVILY_BASE_URL = 'https://api.tavily.com';

const answerSchema = z.object({
  results: z.array(
    z.object({
      url: z.string(),
      title: z.string().nullish(),
      content: z.string().nullish(),
    }),
  ),
});

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
    const parsed = answerSchema.safeParse(json);
    if (!parsed.success) throw new SearchError('tavily', 'Tavily answered JSON without a results list.');
    return cleanHits(
      parsed.data.results.map((r) => ({ url: r.url, title: r.title ?? '', snippet: r.content ?? '' })),
      limit,
    );
  }
}
