// Web search behind one interface: SearXNG, Tavily or Brave, chosen by settings. Every API call goes
// through the outbound guard (safeFetch).
import { z } from 'zod';
import type { Env } from '../../../env.js';
import {
  OutboundError,
  safeFetch,
  type FetchResult,
  type OutboundPolicy,
  type SafeFetchOptions,
} from '../../../shared/outbound/safe-fetch.js';

export type SearchProviderKind = 'searxng' | 'tavily' | 'brave';
export type SearchKind = SearchProviderKind | 'none';

export interface SearchHit {
  url: string;
  title: string;
  snippet: string;
}

export interface SearchOptions {
  /** Results wanted (a provider may return fewer). */
  limit: number;
  signal?: AbortSignal;
}

export interface SearchProvider {
  readonly kind: SearchProviderKind;
  search(query: string, options: SearchOptions): Promise<SearchHit[]>;
}

/**
 * A search API called with a key at the product's address (`productUrl`); `options.baseUrl` is for
 * tests (a local fake).
 */
export abstract class KeyedSearch implements SearchProvider {
  abstract readonly kind: SearchProviderKind;
  protected abstract readonly productUrl: string;

  constructor(protected readonly options: { apiKey: string; policy: OutboundPolicy; baseUrl?: string }) {}

  /** Where the API is called, without a trailing slash. */
  protected get baseUrl(): string {
    return (this.options.baseUrl ?? this.productUrl).replace(/\/+$/, '');
  }

  abstract search(query: string, options: SearchOptions): Promise<SearchHit[]>;
}

/** A search that failed (provider down, key refused, answer not understood), with what to do about it. */
export class SearchError extends Error {
  constructor(
    readonly provider: SearchProviderKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SearchError';
  }
}

const PROVIDER_ORDER: readonly SearchProviderKind[] = ['searxng', 'tavily', 'brave'];

type SearchSettings = Pick<Env, 'SEARCH_PROVIDER' | 'SEARXNG_URL' | 'TAVILY_API_KEY' | 'BRAVE_API_KEY'>;

export function isConfigured(kind: SearchProviderKind, env: SearchSettings): boolean {
  if (kind === 'searxng') return Boolean(env.SEARXNG_URL);
  if (kind === 'tavily') return Boolean(env.TAVILY_API_KEY);
  return Boolean(env.BRAVE_API_KEY);
}

/**
 * The search provider in use: SEARCH_PROVIDER when it is set (and configured), else the first
 * configured of searxng, tavily, brave; 'none' when there is none.
 */
export function searchProviderKind(env: SearchSettings): SearchKind {
  if (env.SEARCH_PROVIDER === 'none') return 'none';
  if (env.SEARCH_PROVIDER) return isConfigured(env.SEARCH_PROVIDER, env) ? env.SEARCH_PROVIDER : 'none';
  return PROVIDER_ORDER.find((kind) => isConfigured(kind, env)) ?? 'none';
}

/** Runs one API call through the guard and returns its JSON, or throws SearchError with a useful message. */
export async function callSearchApi(
  provider: SearchProviderKind,
  label: string,
  url: string,
  options: SafeFetchOptions,
  keyHint: string | null,
): Promise<unknown> {
  let answer: FetchResult;
  try {
    answer = await safeFetch(url, { ...options, purpose: 'api' });
  } catch (error) {
    if (error instanceof OutboundError && error.code === 'CANCELLED') throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new SearchError(provider, `${label} search failed: ${reason}`, { cause: error });
  }
  if (answer.status === 401 || answer.status === 403) {
    throw new SearchError(
      provider,
      keyHint
        ? `${label} refused the API key (${answer.status}): check ${keyHint}.`
        : `${label} refused the search (${answer.status}): enable the JSON format in its settings (search.formats: [html, json]).`,
    );
  }
  if (answer.status === 429) {
    throw new SearchError(
      provider,
      `${label} says too many searches (429): wait, or raise the plan's limit.`,
    );
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new SearchError(provider, `${label} answered ${answer.status}; try again later.`);
  }
  try {
    return JSON.parse(answer.text ?? '');
  } catch (error) {
    throw new SearchError(provider, `${label} answered something other than JSON.`, { cause: error });
  }
}

/** Keeps http(s) results with a usable address, first occurrence of each, at most `limit`. */
export function cleanHits(hits: SearchHit[], limit: number): SearchHit[] {
  const seen = new Set<string>();
  const kept: SearchHit[] = [];
  for (const hit of hits) {
    let url: URL;
    try {
      url = new URL(hit.url);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    url.hash = '';
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    kept.push({ url: url.href, title: hit.title.trim(), snippet: hit.snippet.trim() });
    if (kept.length >= limit) break;
  }
  return kept;
}

/** The host:port entry admitting a configured base URL (e.g. the self-hosted SearXNG on an internal network). */
export function hostEntry(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.hostname.toLowerCase()}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

const resultsAnswer = z.object({
  results: z.array(
    z.object({
      url: z.string(),
      title: z.string().nullish(),
      content: z.string().nullish(),
    }),
  ),
});

/** The hits of an answer that lists `results` of { url, title, content }: SearXNG's and Tavily's. */
export function resultsListHits(
  provider: SearchProviderKind,
  label: string,
  json: unknown,
  limit: number,
): SearchHit[] {
  const parsed = resultsAnswer.safeParse(json);
  if (!parsed.success) throw new SearchError(provider, `${label} answered JSON without a results list.`);
  return cleanHits(
    parsed.data.results.map((r) => ({ url: r.url, title: r.title ?? '', snippet: r.content ?? '' })),
    limit,
  );
}
