// Gathering web sources end to end against local fakes: a fake SearXNG (and Tavily) answering with the
// pages of a fake web; pages that a fetch rule refuses are skipped with their reason and never
// requested; the rest reach the sources domain as web pages it can read.
import iconv from 'iconv-lite';
import { pino } from 'pino';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notFound } from '../../shared/errors/service-error.js';
import type { OutboundPolicy } from '../../shared/outbound/safe-fetch.js';
import { useTestDatabase } from '../../testing/database.js';
import { FAKE_TAVILY_KEY, FakeSearch, type FakeSearchResult } from '../../testing/fake-search.js';
import { FAKE_FACTS, FakeWeb } from '../../testing/fake-web.js';
import { SearxngSearch, TavilySearch, type SearchProvider } from './search/index.js';
import { WebPages } from './web.pages.js';
import type { WebPage } from '../sources/index.js';
import { WebService, type WebSourcesPort, type WebSourceView } from './web.service.js';

useTestDatabase();

interface StoredSource extends WebSourceView {
  thesisId: string;
  kind: 'web';
  site: string;
  fetchedAt: Date;
  contentType: string;
  text: string;
}

/**
 * A stand-in for services.sources honouring the contract of addWebPage: a source of kind 'web' per
 * URL and thesis (the same URL again answers the existing source), read from the bytes in the charset
 * the content type names, resolved once ready or failed.
 */
class SourcesDouble implements WebSourcesPort<StoredSource> {
  readonly sources: StoredSource[] = [];

  async addWebPage(thesisId: string, page: WebPage): Promise<StoredSource> {
    if (thesisId === 'missing') throw notFound('Thesis not found.');
    const existing = this.sources.find((s) => s.thesisId === thesisId && s.url === page.url);
    if (existing) return existing;
    const text = await readable(page);
    const source: StoredSource = {
      id: `src-${this.sources.length + 1}`,
      thesisId,
      kind: 'web',
      title: page.title,
      url: page.url,
      site: page.site,
      fetchedAt: page.fetchedAt,
      contentType: page.contentType,
      text,
      status: text.trim() ? 'ready' : 'failed',
      failureReason: text.trim() ? null : 'This page has no readable text.',
    };
    this.sources.push(source);
    return source;
  }

  async readyOf(thesisId: string): Promise<StoredSource[]> {
    return this.sources.filter((s) => s.thesisId === thesisId && s.status === 'ready');
  }

  byUrl(url: string): StoredSource | undefined {
    return this.sources.find((s) => s.url === url);
  }
}

async function readable(page: WebPage): Promise<string> {
  const [mime = '', ...params] = page.contentType.split(';').map((part) => part.trim());
  if (mime === 'application/pdf')
    return (await extractText(new Uint8Array(page.bytes), { mergePages: true })).text;
  const charset = params.find((p) => p.startsWith('charset='))?.slice('charset='.length) ?? 'utf-8';
  const text = iconv.decode(page.bytes, charset);
  return mime === 'text/html'
    ? text.replace(/<(script|style)[\s\S]*?<\/\1>/gi, '').replace(/<[^>]+>/g, ' ')
    : text;
}

let web: FakeWeb;
let internal: FakeWeb;
let search: FakeSearch;
let sources: SourcesDouble;
let policy: OutboundPolicy;
const logger = pino({ level: 'silent' });

/** Results per query: what each would find on the fake web. */
const results = (query: string): FakeSearchResult[] => {
  const page = (path: string, title = '') => ({ url: web.url(path), title, snippet: `about ${query}` });
  if (query === 'Halvorsen tidal array') {
    return [
      page('/articles/tidal-power.html', 'Halvorsen tidal array: first-year results'),
      page('/private/board-minutes.html', 'Board minutes'),
      page(`/go?to=${encodeURIComponent(internal.url('/admin'))}`, 'Admin'),
      page('/huge.html', 'A very long page'),
      page('/never-ends.html', 'A page that never ends'),
      page('/reports/kestrel-bay.pdf', 'Kestrel Bay grid study'),
      page('/latin1.html'),
      page('/image.png', 'A picture'),
    ];
  }
  if (query === 'grid storage') {
    return [
      page('/articles/grid-storage.html', 'Kestrel Bay batteries'),
      page('/reports/kestrel-bay.pdf', 'Kestrel Bay grid study (again)'),
      page('/meta-charset.html', 'Die Brücke'),
      page('/notes/plain.txt', 'Ferry log'),
    ];
  }
  return [];
};

const service = (provider: SearchProvider | null, perRun = 12) =>
  new WebService<StoredSource>({
    search: provider,
    pages: new WebPages(policy, logger),
    sources: () => sources,
    logger,
    perRun,
  });
const searxng = () => new SearxngSearch({ baseUrl: search.origin, policy });

beforeAll(async () => {
  [web, internal, search] = await Promise.all([FakeWeb.start(), FakeWeb.start(), FakeSearch.start(results)]);
});
afterAll(async () => {
  await Promise.all([web.close(), internal.close(), search.close()]);
});
beforeEach(() => {
  web.requests.length = 0;
  internal.requests.length = 0;
  search.queries.length = 0;
  search.failWith = null;
  sources = new SourcesDouble();
  policy = web.policy(1000);
});

describe('WebService.gather', () => {
  it('adds the pages it may read as web sources and skips the others with their reason, unrequested', async () => {
    const gathered = await service(searxng()).gather({
      thesisId: 'thesis-1',
      queries: ['Halvorsen tidal array', 'grid storage'],
      limit: 12,
    });

    expect(search.queries.map((q) => q.query).sort()).toEqual(['Halvorsen tidal array', 'grid storage']);
    expect(gathered.failedQueries).toEqual([]);
    expect(gathered.added.map((s) => new URL(s.url!).pathname).sort()).toEqual([
      '/articles/grid-storage.html',
      '/articles/tidal-power.html',
      '/latin1.html',
      '/meta-charset.html',
      '/notes/plain.txt',
      '/reports/kestrel-bay.pdf',
    ]);
    const reasons = Object.fromEntries(gathered.skipped.map((s) => [new URL(s.url).pathname, s.reason]));
    expect(reasons['/private/board-minutes.html']).toMatch(/robots\.txt/);
    expect(reasons['/go']).toMatch(/an address on a private network/);
    expect(reasons['/go']).not.toMatch(/FETCH_ALLOWED_HOSTS/);
    expect(reasons['/huge.html']).toMatch(/larger than 5 MB/);
    expect(reasons['/never-ends.html']).toMatch(/did not finish within 1 s/);
    expect(reasons['/image.png']).toMatch(/image\/png/);
    expect(gathered.skipped).toHaveLength(5);

    // Refused pages were never requested; the internal service was never reached.
    expect(web.requested('/private/board-minutes.html')).toBe(false);
    expect(internal.requests).toEqual([]);
    // The PDF found by both queries was fetched once.
    expect(web.paths().filter((p) => p === '/reports/kestrel-bay.pdf')).toHaveLength(1);

    // What the sources domain received: the final URL, site, title, date and readable bytes.
    const article = sources.byUrl(web.url('/articles/tidal-power.html'))!;
    expect(article).toMatchObject({
      kind: 'web',
      site: '127.0.0.1',
      title: 'Halvorsen tidal array: first-year results',
      contentType: 'text/html; charset=utf-8',
      status: 'ready',
    });
    expect(article.fetchedAt).toBeInstanceOf(Date);
    expect(article.text).toContain(FAKE_FACTS.article);
    expect(article.text).not.toContain('should never be read');
    expect(sources.byUrl(web.url('/reports/kestrel-bay.pdf'))?.text).toContain(FAKE_FACTS.pdf);
    expect(sources.byUrl(web.url('/latin1.html'))).toMatchObject({
      contentType: 'text/html; charset=windows-1252',
      title: 'Café de Zürich',
    });
    expect(sources.byUrl(web.url('/latin1.html'))?.text).toContain(FAKE_FACTS.latin1);
    expect(sources.byUrl(web.url('/meta-charset.html'))?.text).toContain(FAKE_FACTS.meta);
    expect(sources.byUrl(web.url('/notes/plain.txt'))?.text).toBe(FAKE_FACTS.plain);
  });

  it('adds at most `limit` pages, taking each query’s best results in turn', async () => {
    const gathered = await service(searxng()).gather({
      thesisId: 'thesis-1',
      queries: ['Halvorsen tidal array', 'grid storage'],
      limit: 2,
    });
    expect(gathered.added.map((s) => new URL(s.url!).pathname).sort()).toEqual([
      '/articles/grid-storage.html',
      '/articles/tidal-power.html',
    ]);
    expect(web.requested('/reports/kestrel-bay.pdf')).toBe(false);
  });

  it('never adds more than WEB_SOURCES_PER_RUN', async () => {
    const gathered = await service(searxng(), 1).gather({
      thesisId: 't',
      queries: ['grid storage'],
      limit: 10,
    });
    expect(gathered.added).toHaveLength(1);
  });

  it('reads each page once a day: another thesis gathering the same pages is served from the cache', async () => {
    await service(searxng()).gather({ thesisId: 'thesis-1', queries: ['grid storage'], limit: 12 });
    const requestsBefore = web.requests.length;
    const second = await service(searxng()).gather({
      thesisId: 'thesis-2',
      queries: ['grid storage'],
      limit: 12,
    });
    expect(second.added).toHaveLength(4);
    expect(web.requests.length).toBe(requestsBefore);
  });

  it('skips pages that are already sources of the thesis', async () => {
    await service(searxng()).gather({ thesisId: 'thesis-1', queries: ['grid storage'], limit: 1 });
    const again = await service(searxng()).gather({
      thesisId: 'thesis-1',
      queries: ['grid storage'],
      limit: 1,
    });
    expect(again.skipped).toContainEqual({
      url: web.url('/articles/grid-storage.html'),
      reason: 'Already a source of this thesis.',
    });
    expect(again.added.map((s) => new URL(s.url!).pathname)).toEqual(['/reports/kestrel-bay.pdf']);
  });

  it('works the same through Tavily', async () => {
    const tavily = new TavilySearch({
      apiKey: FAKE_TAVILY_KEY,
      policy: { ...policy, allowedHosts: [web.host, search.host] },
      baseUrl: search.origin,
    });
    const gathered = await service(tavily).gather({ thesisId: 't', queries: ['grid storage'], limit: 12 });
    expect(search.queries).toMatchObject([{ provider: 'tavily', query: 'grid storage' }]);
    expect(gathered.added).toHaveLength(4);
  });

  it('reports a failed search and carries on with the others', async () => {
    search.failWith = 503;
    const gathered = await service(searxng()).gather({ thesisId: 't', queries: ['grid storage'], limit: 5 });
    expect(gathered).toEqual({
      added: [],
      skipped: [],
      failedQueries: [{ query: 'grid storage', reason: 'SearXNG answered 503; try again later.' }],
    });
  });

  it('does nothing without a search provider', async () => {
    const none = service(null);
    expect(none.searchKind).toBe('none');
    expect(await none.gather({ thesisId: 't', queries: ['grid storage'], limit: 5 })).toEqual({
      added: [],
      skipped: [],
      failedQueries: [],
    });
    expect(search.queries).toEqual([]);
  });

  it('stops when the run is cancelled', async () => {
    const controller = new AbortController();
    const gathering = service(searxng()).gather({
      thesisId: 't',
      queries: ['Halvorsen tidal array'],
      limit: 12,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('run cancelled')), 150);
    await expect(gathering).rejects.toThrow();
  });
});

describe('WebService.defaultQueries', () => {
  it('is the thesis title, then its key phrases, each once', () => {
    const web = service(searxng());
    const brief = {
      title: 'Tidal power for Norwegian fjord towns',
      idea: 'Tidal power can supply fjord towns year round. Tidal arrays are predictable, unlike wind farms.',
      context: 'Fjord towns pay high grid connection costs.',
      intellectualChallenge: '',
    };
    const queries = web.defaultQueries(brief);
    expect(queries[0]).toBe('Tidal power for Norwegian fjord towns');
    expect(queries.length).toBeGreaterThan(1);
    expect(queries.length).toBeLessThanOrEqual(4);
    expect(new Set(queries.map((q) => q.toLowerCase())).size).toBe(queries.length);
    expect(web.defaultQueries(brief)).toEqual(queries);
    expect(web.defaultQueries({ title: '', idea: '', context: '', intellectualChallenge: '' })).toEqual([]);
  });
});
