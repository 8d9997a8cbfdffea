// Test helper: one local server speaking the three search APIs the gateway uses, answering with the
// pages of a FakeWeb (never the network): SearXNG (GET /search?q=…&format=json), Tavily (POST /search
// with a Bearer key) and Brave (GET /res/v1/web/search with X-Subscription-Token). Logs every query.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSearchResult {
  url: string;
  title: string;
  snippet: string;
}

export interface FakeSearchQuery {
  provider: 'searxng' | 'tavily' | 'brave';
  query: string;
  /** Results asked for (Tavily max_results, Brave count); null when the API has no such parameter. */
  limit: number | null;
  headers: http.IncomingHttpHeaders;
}

export const FAKE_TAVILY_KEY = 'tvly-test-key';
export const FAKE_BRAVE_KEY = 'brave-test-key';

export class FakeSearch {
  readonly queries: FakeSearchQuery[] = [];
  /** When set, every search answers this status (a provider that is down or refuses the key). */
  failWith: number | null = null;

  private constructor(
    private readonly server: http.Server,
    private readonly results: (query: string) => FakeSearchResult[],
  ) {}

  /** `port` on 127.0.0.1 (default: any free port). */
  static async start(
    results: (query: string) => FakeSearchResult[],
    options: { port?: number } = {},
  ): Promise<FakeSearch> {
    const server = http.createServer();
    const search = new FakeSearch(server, results);
    server.on('request', (req, res) => void search.handle(req, res));
    await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
    return search;
  }

  get host(): string {
    return `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  get origin(): string {
    return `http://${this.host}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const json = (status: number, body: unknown): void =>
      void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const body = await new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => resolve(text));
    });

    if (req.method === 'GET' && url.pathname === '/search') {
      const query = url.searchParams.get('q') ?? '';
      this.queries.push({ provider: 'searxng', query, limit: null, headers: req.headers });
      // SearXNG refuses formats its settings do not enable.
      if (url.searchParams.get('format') !== 'json') return void res.writeHead(403).end('Forbidden');
      if (this.failWith) return json(this.failWith, { error: 'unavailable' });
      return json(200, {
        query,
        number_of_results: 0,
        results: this.results(query).map((r, i) => ({
          url: r.url,
          title: r.title,
          content: r.snippet,
          engine: 'fake',
          score: 10 - i,
        })),
      });
    }
    if (req.method === 'POST' && url.pathname === '/search') {
      const input = JSON.parse(body || '{}') as { query?: string; max_results?: number };
      const query = input.query ?? '';
      this.queries.push({
        provider: 'tavily',
        query,
        limit: input.max_results ?? null,
        headers: req.headers,
      });
      if (req.headers.authorization !== `Bearer ${FAKE_TAVILY_KEY}`) {
        return json(401, { detail: { error: 'Unauthorized: missing or invalid API key.' } });
      }
      if (this.failWith) return json(this.failWith, { detail: { error: 'unavailable' } });
      const results = this.results(query).slice(0, input.max_results ?? 5);
      return json(200, {
        query,
        results: results.map((r, i) => ({
          title: r.title,
          url: r.url,
          content: r.snippet,
          score: 1 - i / 10,
        })),
        response_time: 0.1,
      });
    }
    if (req.method === 'GET' && url.pathname === '/res/v1/web/search') {
      const query = url.searchParams.get('q') ?? '';
      const count = Number(url.searchParams.get('count') ?? 20);
      this.queries.push({ provider: 'brave', query, limit: count, headers: req.headers });
      if (req.headers['x-subscription-token'] !== FAKE_BRAVE_KEY) {
        return json(401, {
          type: 'ErrorResponse',
          error: { code: 'SUBSCRIPTION_TOKEN_INVALID', status: 401 },
        });
      }
      if (this.failWith) return json(this.failWith, { type: 'ErrorResponse' });
      const results = this.results(query).slice(0, count);
      return json(200, {
        type: 'search',
        query: { original: query },
        web: {
          type: 'search',
          results: results.map((r) => ({
            title: r.title,
            url: r.url,
            description: r.snippet,
            type: 'search_result',
          })),
        },
      });
    }
    res.writeHead(404).end();
  }
}
