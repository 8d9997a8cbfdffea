// Brave Search: GET https://api.search.brave.com/res/v1/web/search with the X-Subscription-Token header.
import { z } from 'zod';
import { callSearchApi, cleanHits, KeyedSearch, SearchError, type SearchOptions } from './provider.js';

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

export class BraveSearch extends KeyedSearch {
  readonly kind = 'brave';
  protected readonly productUrl = BRAVE_BASE_URL;

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
