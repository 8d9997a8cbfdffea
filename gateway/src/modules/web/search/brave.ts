// Brave Search: GET https://api.search.brave.com/res/v1/web/search with the X-Subscription-Token header.
import { z } from 'zod';
import type { OutboundPolicy } from '../../../shared/outbound/safe-fetch.js';
import {
  callSearchApi,
  cleanHits,
  SearchError,
  type SearchOptions,
  type SearchProvider,
} from './provider.js';

const BRAVE_BASE_URL = 'https://api.search.brave.com';

const answerSchema = z.object({
  web: z
    .object({
      results: z.array(
        z.object({
          url: z.string(),
          title: z.string().nullish(),
          description: z.string().nullish(),
        }),
      ),
    })
    .nullish(),
});

/** Brave marks query words in snippets with <strong>. */
const stripTags = (text: string) => text.replace(/<[^>]*>/g, '');

export class BraveSearch implements SearchProvider {
  readonly kind = 'brave';
  private readonly baseUrl: string;

  /** `baseUrl` is for tests (a local fake); the product always calls api.search.brave.com. */
  constructor(private readonly options: { apiKey: string; policy: OutboundPolicy; baseUrl?: string }) {
    this.baseUrl = (options.baseUrl ?? BRAVE_BASE_URL).replace(/\/+$/, '');
  }

  async search(query: string, { limit, signal }: SearchOptions) {
    const params = new URLSearchParams({ q: query, count: String(Math.min(Math.max(limit, 1), 20)) });
    const json = await callSearchApi(
      'brave',
      'Brave Search',
      `${this.baseUrl}/res/v1/web/search?${params}`,
      {
        policy: this.options.policy,
        headers: { 'x-subscription-token': this.options.apiKey },
        ...(signal ? { signal } : {}),
      },
      'BRAVE_API_KEY',
    );
    const parsed = answerSchema.safeParse(json);
    if (!parsed.success) throw new SearchError('brave', 'Brave Search answered JSON in an unexpected shape.');
    return cleanHits(
      (parsed.data.web?.results ?? []).map((r) => ({
        url: r.url,
        title: stripTags(r.title ?? ''),
        snippet: stripTags(r.description ?? ''),
      })),
      limit,
    );
  }
}
