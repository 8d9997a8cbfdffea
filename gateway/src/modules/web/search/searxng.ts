// SearXNG (self-hosted meta search): GET {SEARXNG_URL}/search?q=…&format=json. The JSON format must be
// enabled in the instance's settings.yml (deploy/searxng/settings.yml does). The instance is the
// operator's own, so its host is admitted even on an internal address; the pages it finds are not.
import { z } from 'zod';
import type { OutboundPolicy } from '../../../shared/outbound/safe-fetch.js';
import {
  callSearchApi,
  cleanHits,
  hostEntry,
  SearchError,
  type SearchOptions,
  type SearchProvider,
} from './provider.js';

const answerSchema = z.object({
  results: z.array(
    z.object({
      url: z.string(),
      title: z.string().nullish(),
      content: z.string().nullish(),
    }),
  ),
});

export class SearxngSearch implements SearchProvider {
  readonly kind = 'searxng';
  private readonly baseUrl: string;

  constructor(private readonly options: { baseUrl: string; policy: OutboundPolicy }) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async search(query: string, { limit, signal }: SearchOptions) {
    const params = new URLSearchParams({ q: query, format: 'json', categories: 'general' });
    const json = await callSearchApi(
      'searxng',
      'SearXNG',
      `${this.baseUrl}/search?${params}`,
      {
        policy: this.options.policy,
        extraAllowedHosts: [hostEntry(this.baseUrl)],
        ...(signal ? { signal } : {}),
      },
      null,
    );
    const parsed = answerSchema.safeParse(json);
    if (!parsed.success) throw new SearchError('searxng', 'SearXNG answered JSON without a results list.');
    return cleanHits(
      parsed.data.results.map((r) => ({ url: r.url, title: r.title ?? '', snippet: r.content ?? '' })),
      limit,
    );
  }
}
