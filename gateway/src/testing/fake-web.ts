// Test helper: a local web server standing in for "the web" in the web-sources tests (never the network).
// It serves pages holding facts found nowhere else (an article, a second article, a PDF, a plain-text
// note), the pages a fetch must refuse or cut short (one disallowed by robots.txt, a 50 MB page streamed
// chunk by chunk, a page that never finishes, an image, a redirect loop, an open redirect to anywhere),
// pages in windows-1252 (declared in the header, or only in a <meta charset>), and logs every request.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import iconv from 'iconv-lite';
import PDFDocument from 'pdfkit';
import type { OutboundPolicy } from '../shared/outbound/safe-fetch.js';

/** Facts that exist only on the fake web's pages, for tests to look for in sources and articles. */
export const FAKE_FACTS = {
  article: 'The Halvorsen tidal array delivered 41.7 GWh in its first year of operation.',
  article2: 'Its operator, Nordvik Kraft, paid 3.2 million euros per turbine.',
  storage: 'Grid batteries at Kestrel Bay cut curtailment by 18.4 per cent in 2025.',
  pdf: 'The Kestrel Bay grid study found that 212 MWh of storage pays back in 6.5 years.',
  plain: 'Marlow Ferries logged 1,904 crossings powered only by shore electricity.',
  latin1: 'Le café de Zürich a réduit sa facture énergétique de 27 pour cent grâce à la pompe à chaleur.',
  meta: 'Die Brücke über die Förde spart jährlich 640 Tonnen CO2 dank Gezeitenstrom.',
  private: 'Board minutes: the Halvorsen sale price is 90 million.',
} as const;

const FAKE_ROBOTS = [
  'User-agent: *',
  'Disallow: /private/',
  '',
  'User-agent: ThesisStudioBot',
  'Disallow: /private/',
  'Disallow: /members-only/',
  '',
].join('\n');

export interface FakeRequest {
  method: string;
  /** Path and query, as requested. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The client went away before the answer was complete. */
  aborted: boolean;
}

export interface FakeWebOptions {
  /** robots.txt: its text (default FAKE_ROBOTS) or an HTTP status to answer with instead. */
  robots?: string | number;
  /** Port on 127.0.0.1 (default: any free port). */
  port?: number;
}

const HUGE_BYTES = 50 * 1024 * 1024;

const article = (title: string, paragraphs: string[]) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<script>window.tracking = "should never be read";</script></head><body>` +
  `<nav><a href="/">Home</a> · <a href="/about">About</a></nav>` +
  `<article><h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</article>` +
  `<footer>© Fake Web</footer></body></html>`;

export class FakeWeb {
  readonly requests: FakeRequest[] = [];
  /** Most requests in progress at once. */
  maxConcurrent = 0;
  private active = 0;
  private readonly hanging = new Set<http.ServerResponse>();

  private constructor(
    private readonly server: http.Server,
    private readonly pdf: Buffer,
    private readonly options: FakeWebOptions,
  ) {}

  /** The outbound policy the tests fetch with: only this fake web admitted, `timeoutMs` per request. */
  policy(timeoutMs = 3000): OutboundPolicy {
    return {
      allowedHosts: [this.host],
      maxBytes: 5 * 1024 * 1024,
      timeoutMs,
      userAgent: 'ThesisStudioBot/1.0 (+http://studio.test)',
      perHost: 2,
      maxRedirects: 5,
    };
  }

  static async start(options: FakeWebOptions = {}): Promise<FakeWeb> {
    const pdf = await makePdf();
    const server = http.createServer();
    const web = new FakeWeb(server, pdf, options);
    server.on('request', (req, res) => web.handle(req, res));
    await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
    return web;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** 127.0.0.1:port — the FETCH_ALLOWED_HOSTS entry admitting this server. */
  get host(): string {
    return `127.0.0.1:${this.port}`;
  }

  get origin(): string {
    return `http://${this.host}`;
  }

  url(path: string): string {
    return `${this.origin}${path}`;
  }

  /** Whether any request asked for `path` (path and query as requested). */
  requested(path: string): boolean {
    return this.requests.some((request) => request.path === path);
  }

  paths(): string[] {
    return this.requests.map((request) => request.path);
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const entry: FakeRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      aborted: false,
    };
    this.requests.push(entry);
    this.active += 1;
    this.maxConcurrent = Math.max(this.maxConcurrent, this.active);
    res.on('close', () => {
      this.active -= 1;
      this.hanging.delete(res);
      if (!res.writableFinished) entry.aborted = true;
    });
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const path = url.pathname;
    const html = (body: string, status = 200): void =>
      void res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);

    if (path === '/robots.txt') {
      const robots = this.options.robots ?? FAKE_ROBOTS;
      if (typeof robots === 'number') return void res.writeHead(robots).end(`status ${robots}`);
      return void res.writeHead(200, { 'content-type': 'text/plain' }).end(robots);
    }
    if (path === '/articles/tidal-power.html') {
      return html(
        article('Halvorsen tidal array: first-year results', [
          FAKE_FACTS.article,
          FAKE_FACTS.article2,
          'Tidal streams in the fjord run at up to 3.1 metres per second, which makes the output predictable years ahead.',
        ]),
      );
    }
    if (path === '/articles/grid-storage.html') {
      return html(
        article('Kestrel Bay batteries', [
          FAKE_FACTS.storage,
          'The batteries charge when wind output exceeds local demand and discharge during the evening peak.',
        ]),
      );
    }
    if (path === '/reports/kestrel-bay.pdf') {
      return void res
        .writeHead(200, { 'content-type': 'application/pdf', 'content-length': this.pdf.length })
        .end(this.pdf);
    }
    if (path === '/notes/plain.txt') {
      return void res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(FAKE_FACTS.plain);
    }
    if (path.startsWith('/private/') || path.startsWith('/members-only/')) {
      return html(article('Not for robots', [FAKE_FACTS.private]));
    }
    if (path === '/latin1.html') {
      const body = article('Café de Zürich', [FAKE_FACTS.latin1]).replace('<meta charset="utf-8">', '');
      return void res
        .writeHead(200, { 'content-type': 'text/html; charset=windows-1252' })
        .end(iconv.encode(body, 'windows-1252'));
    }
    if (path === '/meta-charset.html') {
      const body = article('Die Brücke', [FAKE_FACTS.meta]).replace(
        '<meta charset="utf-8">',
        '<meta charset="ISO-8859-1">',
      );
      return void res.writeHead(200, { 'content-type': 'text/html' }).end(iconv.encode(body, 'latin1'));
    }
    if (path === '/gzip.html') {
      return void res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' })
        .end(gzipSync(article('Compressed', [FAKE_FACTS.storage])));
    }
    if (path === '/image.png') {
      return void res
        .writeHead(200, { 'content-type': 'image/png' })
        .end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    }
    if (path === '/data.json') {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    }
    if (path === '/huge.html' || path === '/huge-declared.html') {
      // 50 MB, written chunk by chunk as the client reads (never held in memory).
      const headers: http.OutgoingHttpHeaders = { 'content-type': 'text/html; charset=utf-8' };
      if (path === '/huge-declared.html') headers['content-length'] = HUGE_BYTES;
      res.writeHead(200, headers);
      const chunk = Buffer.alloc(64 * 1024, '<p>lorem ipsum dolor sit amet</p>\n');
      let sent = 0;
      const pump = () => {
        while (sent < HUGE_BYTES && !res.destroyed) {
          const part = chunk.subarray(0, Math.min(chunk.length, HUGE_BYTES - sent));
          sent += part.length;
          if (!res.write(part)) return void res.once('drain', pump);
        }
        if (!res.destroyed) res.end();
      };
      return pump();
    }
    if (path === '/never-ends.html') {
      this.hanging.add(res);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write('<!doctype html><html><body><p>This page keeps loading');
      return;
    }
    if (path === '/slow.html') {
      const ms = Number(url.searchParams.get('ms') ?? 200);
      this.hanging.add(res);
      setTimeout(() => html(article('Slow', ['Slow but complete.'])), ms);
      return;
    }
    if (path === '/go') {
      return void res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    }
    if (path === '/moved') {
      return void res.writeHead(301, { location: '/articles/tidal-power.html' }).end();
    }
    const loop = /^\/loop\/(\d+)$/.exec(path);
    if (loop) {
      return void res.writeHead(302, { location: `/loop/${Number(loop[1]) + 1}` }).end();
    }
    if (path === '/server-error') return html(article('Error', ['Something broke.']), 500);
    html(article('Not found', ['No such page.']), 404);
  }
}

async function makePdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', info: { Title: 'Kestrel Bay grid study' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.fontSize(18).text('Kestrel Bay grid study');
  doc.moveDown().fontSize(11).text(FAKE_FACTS.pdf);
  doc.moveDown().text('Storage sizing followed the evening peak, which lasts about three hours on weekdays.');
  doc.addPage().text('Appendix: the methods used to estimate curtailment.');
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
