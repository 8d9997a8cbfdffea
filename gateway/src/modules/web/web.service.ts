// Web sources for research: searches the configured provider, picks the top distinct results, fetches
// each page through the guard (robots.txt, cache) and hands it to the sources domain, where it becomes a
// source of kind 'web' with the same extraction and passages as the owner's documents.
import { clipAtWord } from '@thesis-studio/domain';
import pLimit from 'p-limit';
import { keyPhrases } from '../../shared/ai/offline/nlp.js';
import type { ThesisBrief } from '../../shared/ai/provider.js';
import { ServiceError } from '../../shared/errors/service-error.js';
import type { Logger } from '../../shared/logger.js';
import { OutboundError } from '../../shared/outbound/safe-fetch.js';
import type { SearchHit, SearchKind, SearchProvider } from './search/index.js';
import type { WebPage } from '../sources/index.js';
import type { WebPages } from './web.pages.js';

/** The fields of a SourceView that gathering reads (the whole view is passed on). */
export interface WebSourceView {
  id: string;
  title: string;
  status: string;
  failureReason: string | null;
  url: string | null;
}

/** What gathering needs of services.sources (SOURCES domain). */
export interface WebSourcesPort<View extends WebSourceView = WebSourceView> {
  addWebPage(thesisId: string, page: WebPage): Promise<View>;
  readyOf(thesisId: string): Promise<View[]>;
}

export interface GatherRequest {
  thesisId: string;
  queries: string[];
  /** Pages to add at most (also capped by WEB_SOURCES_PER_RUN). */
  limit: number;
  signal?: AbortSignal;
}

export interface GatherResult<View extends WebSourceView = WebSourceView> {
  added: View[];
  /** Results not added, each with a reason a person can read (robots.txt, refused address, too large …). */
  skipped: Array<{ url: string; reason: string }>;
  /** Searches that failed (provider down, key refused), with the reason. */
  failedQueries: Array<{ query: string; reason: string }>;
}

export interface WebServiceDeps<View extends WebSourceView> {
  search: SearchProvider | null;
  pages: WebPages;
  /** services.sources, looked up when gathering (the sources domain is built before this one). */
  sources: () => WebSourcesPort<View>;
  logger: Logger;
  /** WEB_SOURCES_PER_RUN. */
  perRun: number;
}

const MAX_QUERIES = 8;
const MAX_QUERY_CHARS = 300;
/** Results asked of the provider per query. */
const RESULTS_PER_QUERY = 10;
/** Pages fetched at once during one gathering (each host also allows only 2 at a time). */
const FETCHES_AT_ONCE = 4;

export class WebService<View extends WebSourceView = WebSourceView> {
  readonly searchKind: SearchKind;
  /**
   * The addresses taken up by the gatherings of a thesis in progress here (a run's phases gather at
   * the same time), each with what became of it: null when it was added, else the reason it was not.
   * A page another gathering took up is neither fetched again nor counted as added twice.
   */
  private readonly claims = new Map<
    string,
    { gatherings: number; pages: Map<string, Promise<string | null>> }
  >();

  constructor(private readonly deps: WebServiceDeps<View>) {
    this.searchKind = deps.search?.kind ?? 'none';
  }

  /**
   * The default search queries for a thesis: its title, then its key phrases (the offline engine's
   * noun phrases over title, idea, context and challenge), each once. Deterministic and cheap, for
   * every engine.
   */
  defaultQueries(brief: ThesisBrief, limit = 4): string[] {
    const queries: string[] = [];
    const add = (query: string) => {
      const cleaned = query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_CHARS);
      if (cleaned.length < 3) return;
      const lower = cleaned.toLowerCase();
      if (queries.some((q) => q.toLowerCase().includes(lower))) return;
      queries.push(cleaned);
    };
    add(brief.title);
    const text = [brief.title, brief.idea, brief.context, brief.intellectualChallenge].join('\n\n');
    for (const phrase of keyPhrases(text, limit * 2)) {
      if (queries.length >= limit) break;
      add(phrase);
    }
    return queries.slice(0, limit);
  }

  /** Searches `queries`, fetches the top distinct results and adds them as web sources of the thesis. */
  async gather(request: GatherRequest): Promise<GatherResult<View>> {
    const { search } = this.deps;
    const result: GatherResult<View> = { added: [], skipped: [], failedQueries: [] };
    const limit = Math.min(Math.max(0, Math.floor(request.limit)), this.deps.perRun);
    const queries = distinct(
      request.queries.map((q) => q.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_CHARS)),
    )
      .filter((q) => q !== '')
      .slice(0, MAX_QUERIES);
    if (!search || limit === 0 || queries.length === 0) return result;
    // Taken up before searching, so the gatherings of a run's phases (started together) meet here.
    const claims = this.claims.get(request.thesisId) ?? { gatherings: 0, pages: new Map() };
    this.claims.set(request.thesisId, claims);
    claims.gatherings += 1;
    try {
      return await this.gatherPages(request, search, queries, limit, claims, result);
    } finally {
      claims.gatherings -= 1;
      if (claims.gatherings === 0) this.claims.delete(request.thesisId);
    }
  }

  private async gatherPages(
    request: GatherRequest,
    search: SearchProvider,
    queries: string[],
    limit: number,
    claims: { pages: Map<string, Promise<string | null>> },
    result: GatherResult<View>,
  ): Promise<GatherResult<View>> {
    const { signal } = request;
    const sources = this.deps.sources();

    // Searches, two at a time; each query's results in rank order.
    const searchAtOnce = pLimit(2);
    const ranked = await Promise.all(
      queries.map((query) =>
        searchAtOnce(async (): Promise<SearchHit[]> => {
          signal?.throwIfAborted();
          try {
            return await search.search(query, { limit: RESULTS_PER_QUERY, ...(signal ? { signal } : {}) });
          } catch (error) {
            if (signal?.aborted) throw error;
            result.failedQueries.push({
              query,
              reason: error instanceof Error ? error.message : String(error),
            });
            return [];
          }
        }),
      ),
    );

    // Round robin over the queries' results, so each query contributes its best pages first.
    const already = new Set((await sources.readyOf(request.thesisId)).map((s) => s.url).filter(Boolean));
    const candidates: SearchHit[] = [];
    const seen = new Set<string>();
    for (let rank = 0; rank < RESULTS_PER_QUERY; rank += 1) {
      for (const hits of ranked) {
        const hit = hits[rank];
        if (!hit || seen.has(hit.url)) continue;
        seen.add(hit.url);
        if (already.has(hit.url)) {
          result.skipped.push({ url: hit.url, reason: 'Already a source of this thesis.' });
          continue;
        }
        candidates.push(hit);
      }
    }

    // Fetch in order until `limit` pages are added; a refused or failed page makes room for the next.
    let next = 0;
    let inFlight = 0;
    const worker = async (): Promise<void> => {
      while (next < candidates.length && result.added.length + inFlight < limit) {
        signal?.throwIfAborted();
        const hit = candidates[next]!;
        next += 1;
        const claimed = claims.pages.get(hit.url);
        if (claimed) {
          // Another gathering of this thesis took it up: its outcome stands for this one too.
          const reason = await claimed;
          result.skipped.push({ url: hit.url, reason: reason ?? 'Already a source of this thesis.' });
          continue;
        }
        inFlight += 1;
        const adding = this.addPage(request.thesisId, hit, sources, signal);
        claims.pages.set(
          hit.url,
          adding.then(
            (outcome) => ('source' in outcome ? null : outcome.reason),
            () => 'The page could not be added.',
          ),
        );
        try {
          const outcome = await adding;
          if ('source' in outcome) result.added.push(outcome.source);
          else result.skipped.push({ url: hit.url, reason: outcome.reason });
        } finally {
          inFlight -= 1;
        }
      }
    };
    await Promise.all(Array.from({ length: FETCHES_AT_ONCE }, worker));
    signal?.throwIfAborted();

    this.deps.logger.info(
      {
        thesisId: request.thesisId,
        provider: search.kind,
        queries: queries.length,
        added: result.added.length,
        skipped: result.skipped.length,
        failedQueries: result.failedQueries.length,
      },
      'web sources gathered',
    );
    return result;
  }

  /**
   * One address a person gives (MCP `add_source_url`): fetched through the outbound guard with
   * robots.txt honoured, and added as a web source of the thesis exactly as a search result would be.
   * The caller has checked that the person may add sources to the thesis. Resolves once the source is
   * ready or failed, or with the reason the page was not added.
   */
  async addAddress(
    thesisId: string,
    address: string,
    signal?: AbortSignal,
  ): Promise<{ source: View } | { reason: string }> {
    return this.addPage(thesisId, { url: address, title: '', snippet: '' }, this.deps.sources(), signal);
  }

  private async addPage(
    thesisId: string,
    hit: SearchHit,
    sources: WebSourcesPort<View>,
    signal: AbortSignal | undefined,
  ): Promise<{ source: View } | { reason: string }> {
    try {
      const page = await this.deps.pages.fetch(hit.url, signal);
      if (page.status < 200 || page.status >= 300)
        return { reason: `The page answered HTTP ${page.status}.` };
      if (page.bytes.length === 0) return { reason: 'The page is empty.' };
      const url = new URL(page.url);
      const site = url.hostname.replace(/^www\./, '');
      const source = await sources.addWebPage(thesisId, {
        url: page.url,
        site,
        title: hit.title || htmlTitle(page.text) || site,
        bytes: page.bytes,
        contentType: page.charset ? `${page.contentType}; charset=${page.charset}` : page.contentType,
        fetchedAt: page.fetchedAt,
      });
      if (source.status === 'failed')
        return { reason: source.failureReason ?? 'The page could not be read.' };
      return { source };
    } catch (error) {
      if (signal?.aborted) throw error;
      if (error instanceof OutboundError) {
        if (error.operatorHint)
          this.deps.logger.info({ url: hit.url, hint: error.operatorHint }, 'web page refused');
        return { reason: error.message };
      }
      if (error instanceof ServiceError) return { reason: error.message };
      this.deps.logger.warn({ err: error, url: hit.url }, 'web page not added');
      return { reason: 'The page could not be added.' };
    }
  }
}

function distinct(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The <title> of an HTML page, whitespace folded. */
function htmlTitle(text: string | undefined): string {
  const title = text ? /<title[^>]*>([^<]*)<\/title>/i.exec(text.slice(0, 20_000))?.[1] : undefined;
  const decoded = (title ?? '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return clipAtWord(decoded, 300);
}
