// The three search providers against a local fake of their APIs (never the network), and which one
// the settings choose.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboundPolicy } from '../../../shared/outbound/safe-fetch.js';
import { FAKE_BRAVE_KEY, FAKE_TAVILY_KEY, FakeSearch } from '../../../testing/fake-search.js';
import {
  BraveSearch,
  createSearchProvider,
  SearchError,
  searchProviderKind,
  SearxngSearch,
  TavilySearch,
} from './index.js';

let fake: FakeSearch;
const policy = (allowedHosts: string[] = []): OutboundPolicy => ({
  allowedHosts,
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 3000,
  userAgent: 'ThesisStudioBot/1.0 (+http://studio.test)',
  perHost: 2,
  maxRedirects: 5,
});

const RESULTS = [
  {
    url: 'https://tides.example/articles/halvorsen.html#results',
    title: 'Halvorsen results',
    snippet: 'First year',
  },
  { url: 'https://tides.example/articles/halvorsen.html', title: 'Duplicate', snippet: 'same page' },
  { url: 'ftp://files.example/report.pdf', title: 'Not http', snippet: '' },
  {
    url: 'https://grid.example/kestrel.pdf',
    title: '<strong>Kestrel</strong> Bay',
    snippet: 'Storage <strong>study</strong>',
  },
];

beforeAll(async () => {
  fake = await FakeSearch.start(() => RESULTS);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.queries.length = 0;
  fake.failWith = null;
});

const expected = [
  { url: 'https://tides.example/articles/halvorsen.html', title: 'Halvorsen results', snippet: 'First year' },
];

describe('SearXNG', () => {
  it('asks {SEARXNG_URL}/search for JSON and keeps distinct http(s) results', async () => {
    // The operator's own instance is reached even on a loopback address, without FETCH_ALLOWED_HOSTS.
    const searxng = new SearxngSearch({ baseUrl: `${fake.origin}/`, policy: policy() });
    const hits = await searxng.search('tidal power Norway', { limit: 5 });
    expect(hits[0]).toEqual(expected[0]);
    expect(hits.map((hit) => hit.url)).toEqual([
      'https://tides.example/articles/halvorsen.html',
      'https://grid.example/kestrel.pdf',
    ]);
    expect(fake.queries).toMatchObject([{ provider: 'searxng', query: 'tidal power Norway' }]);
    expect(fake.queries[0]?.headers['user-agent']).toContain('ThesisStudioBot');
  });

  it('says what to do when the instance fails', async () => {
    fake.failWith = 502;
    const searxng = new SearxngSearch({ baseUrl: fake.origin, policy: policy() });
    await expect(searxng.search('tides', { limit: 5 })).rejects.toThrow(
      'SearXNG answered 502; try again later.',
    );
  });
});

/** A keyed provider's options towards the fake, which the outbound guard lets through unless told otherwise. */
const atFake = (apiKey: string, allowedHosts = [fake.host]) => ({
  apiKey,
  policy: policy(allowedHosts),
  baseUrl: fake.origin,
});

describe('Tavily', () => {
  it('posts the query with the API key and reads the results', async () => {
    const tavily = new TavilySearch(atFake(FAKE_TAVILY_KEY));
    const hits = await tavily.search('tidal power', { limit: 3 });
    expect(hits[0]).toEqual(expected[0]);
    expect(fake.queries).toMatchObject([{ provider: 'tavily', query: 'tidal power', limit: 3 }]);
  });

  it('names the setting to check when the key is refused', async () => {
    const tavily = new TavilySearch(atFake('wrong'));
    const error = await tavily.search('tidal power', { limit: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchError);
    expect((error as Error).message).toBe('Tavily refused the API key (401): check TAVILY_API_KEY.');
  });

  it('goes through the outbound guard: a local address not in FETCH_ALLOWED_HOSTS is refused', async () => {
    const tavily = new TavilySearch(atFake(FAKE_TAVILY_KEY, []));
    await expect(tavily.search('tidal power', { limit: 3 })).rejects.toMatchObject({
      cause: {
        code: 'REFUSED_ADDRESS',
        operatorHint: expect.stringContaining('FETCH_ALLOWED_HOSTS') as unknown,
      },
    });
    expect(fake.queries).toEqual([]);
  });
});

describe('Brave Search', () => {
  it('sends the subscription token and reads web results without markup', async () => {
    const brave = new BraveSearch(atFake(FAKE_BRAVE_KEY));
    const hits = await brave.search('kestrel bay storage', { limit: 10 });
    expect(hits).toEqual([
      expected[0],
      { url: 'https://grid.example/kestrel.pdf', title: 'Kestrel Bay', snippet: 'Storage study' },
    ]);
    expect(fake.queries).toMatchObject([{ provider: 'brave', query: 'kestrel bay storage', limit: 10 }]);
  });

  it('names the setting to check when the token is refused', async () => {
    const brave = new BraveSearch(atFake('wrong'));
    await expect(brave.search('x', { limit: 1 })).rejects.toThrow('check BRAVE_API_KEY');
  });
});

describe('searchProviderKind', () => {
  const none = {
    SEARCH_PROVIDER: undefined,
    SEARXNG_URL: undefined,
    TAVILY_API_KEY: undefined,
    BRAVE_API_KEY: undefined,
  };

  it('is none when no provider is configured', () => {
    expect(searchProviderKind(none)).toBe('none');
    expect(createSearchProvider(none, policy())).toBeNull();
  });

  it('takes the first configured of searxng, tavily, brave', () => {
    expect(searchProviderKind({ ...none, BRAVE_API_KEY: 'b' })).toBe('brave');
    expect(searchProviderKind({ ...none, BRAVE_API_KEY: 'b', TAVILY_API_KEY: 't' })).toBe('tavily');
    expect(searchProviderKind({ ...none, BRAVE_API_KEY: 'b', SEARXNG_URL: 'http://searxng:8080' })).toBe(
      'searxng',
    );
    expect(createSearchProvider({ ...none, TAVILY_API_KEY: 't' }, policy())?.kind).toBe('tavily');
  });

  it('follows SEARCH_PROVIDER when that provider is configured', () => {
    const all = { ...none, SEARXNG_URL: 'http://searxng:8080', TAVILY_API_KEY: 't', BRAVE_API_KEY: 'b' };
    expect(searchProviderKind({ ...all, SEARCH_PROVIDER: 'brave' })).toBe('brave');
    expect(searchProviderKind({ ...all, SEARCH_PROVIDER: 'none' })).toBe('none');
    expect(searchProviderKind({ ...none, SEARCH_PROVIDER: 'tavily' })).toBe('none');
  });
});
