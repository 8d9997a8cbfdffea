// SearXNG (self-hosted meta search): GET {SEARXNG_URL}/search?q=…&format=json. The JSON format must be
// enabled in the instance's settings.yml (deploy/searxng/settings.yml does). The instance is the
// operator's own, so its host is admitted even on an internal address; the pages it finds are not.
import type { OutboundPolicy } from '../../../shared/outbound/safe-fetch.js';
import {
  callSearchApi,
  hostEntry,
  type SearchOptions,
  type SearchProvider,
  resultsListHits,
} from './provider.js';

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
    return resultsListHits('searxng', 'SearXNG', json, limit);
  }
}
