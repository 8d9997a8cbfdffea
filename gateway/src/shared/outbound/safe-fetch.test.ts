// The outbound guard, one test per rule, against local fake servers only. Pages a rule refuses must
// never be requested: each such test asserts on the fake server's request log.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_FACTS, FakeWeb } from '../../testing/fake-web.js';
import { rejectionOf } from '../../testing/service-errors.js';
import { isAllowedHost, isPublicAddress } from './addresses.js';
import { OutboundError, safeFetch, type OutboundPolicy, type SafeFetchOptions } from './safe-fetch.js';

let web: FakeWeb;
/** A second local server the fake web redirects to: an "internal" service nothing may reach. */
let internal: FakeWeb;
let policy: OutboundPolicy;

beforeAll(async () => {
  [web, internal] = await Promise.all([FakeWeb.start(), FakeWeb.start()]);
});
afterAll(async () => {
  await Promise.all([web.close(), internal.close()]);
});
beforeEach(() => {
  web.requests.length = 0;
  internal.requests.length = 0;
  web.maxConcurrent = 0;
  policy = web.policy();
});

const fetchPage = (url: string, options: Partial<SafeFetchOptions> = {}) =>
  safeFetch(url, { policy, ...options });

const refusal = (promise: Promise<unknown>) => rejectionOf(promise, OutboundError, 'the fetch');

describe('safeFetch', () => {
  it('fetches an HTML page with the product user agent and decodes its text', async () => {
    const page = await fetchPage(web.url('/articles/tidal-power.html'));
    expect(page).toMatchObject({
      url: web.url('/articles/tidal-power.html'),
      status: 200,
      contentType: 'text/html',
      charset: 'utf-8',
    });
    expect(page.text).toContain(FAKE_FACTS.article);
    expect(page.bytes.toString('utf8')).toBe(page.text);
    expect(web.requests[0]?.headers['user-agent']).toBe('ThesisStudioBot/1.0 (+http://studio.test)');
  });

  it('fetches a PDF as bytes, with no text', async () => {
    const pdf = await fetchPage(web.url('/reports/kestrel-bay.pdf'));
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.text).toBeUndefined();
  });

  it('fetches plain text and decompresses a gzip answer', async () => {
    expect((await fetchPage(web.url('/notes/plain.txt'))).text).toBe(FAKE_FACTS.plain);
    expect((await fetchPage(web.url('/gzip.html'))).text).toContain(FAKE_FACTS.storage);
  });

  it('refuses a name resolving to a loopback address unless FETCH_ALLOWED_HOSTS names it', async () => {
    const error = await refusal(fetchPage(`http://localhost:${web.port}/articles/tidal-power.html`));
    expect(error.code).toBe('REFUSED_ADDRESS');
    // Users read the refusal in plain words; the setting that admits the host is for the server log.
    expect(error.message).toBe(
      `Not fetched: localhost is at ${error.message.match(/is at (\S+),/)?.[1]}, an address on a private network, so Thesis Studio does not connect to it. Use an address on the public internet.`,
    );
    expect(error.message).not.toMatch(/FETCH_ALLOWED_HOSTS|_HOSTS|setting/);
    expect(error.operatorHint).toContain(`add "localhost:${web.port}" to FETCH_ALLOWED_HOSTS`);
    expect(web.requests).toEqual([]);

    policy.allowedHosts = [`localhost:${web.port}`];
    expect((await fetchPage(`http://localhost:${web.port}/notes/plain.txt`)).status).toBe(200);
  });

  it('refuses internal address literals before connecting: metadata, private, mapped IPv6', async () => {
    policy.allowedHosts = [];
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      `http://127.0.0.1:${web.port}/notes/plain.txt`,
      `http://[::ffff:127.0.0.1]:${web.port}/notes/plain.txt`,
      `http://[::ffff:7f00:1]:${web.port}/notes/plain.txt`,
      `http://[::1]:${web.port}/notes/plain.txt`,
      `http://2130706433:${web.port}/notes/plain.txt`,
      `http://0x7f.1:${web.port}/notes/plain.txt`,
      'http://10.0.0.8/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://224.0.0.1/',
    ]) {
      const error = await refusal(fetchPage(url));
      expect(error.code, url).toBe('REFUSED_ADDRESS');
    }
    expect(web.requests).toEqual([]);
  });

  it('checks every address a name resolves to, on the address the socket uses (no rebinding gap)', async () => {
    // A name answering one public and one internal address is refused as a whole.
    let lookups = 0;
    policy.resolve = async () => {
      lookups += 1;
      return [
        { address: '93.184.215.14', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ];
    };
    const error = await refusal(fetchPage(`http://rebind.example:${web.port}/notes/plain.txt`));
    expect(error.code).toBe('REFUSED_ADDRESS');
    expect(error.message).toContain('127.0.0.1');
    // A name resolving to the metadata address over IPv6.
    policy.resolve = async () => [{ address: 'fd00:ec2::254', family: 6 }];
    expect((await refusal(fetchPage('http://metadata.example/'))).code).toBe('REFUSED_ADDRESS');
    expect(lookups).toBe(1);
    expect(web.requests).toEqual([]);
  });

  it('checks the target of every redirect: a redirect to a loopback port that is not allowed is never followed', async () => {
    const error = await refusal(fetchPage(web.url(`/go?to=${encodeURIComponent(internal.url('/admin'))}`)));
    expect(error.code).toBe('REFUSED_ADDRESS');
    expect(error.url).toBe(internal.url('/admin'));
    expect(web.paths()).toEqual([`/go?to=${encodeURIComponent(internal.url('/admin'))}`]);
    expect(internal.requests).toEqual([]);
  });

  it('follows redirects and reports the final address', async () => {
    const page = await fetchPage(web.url('/moved'));
    expect(page.url).toBe(web.url('/articles/tidal-power.html'));
    expect(page.text).toContain(FAKE_FACTS.article);
  });

  it('follows at most 5 redirects', async () => {
    const error = await refusal(fetchPage(web.url('/loop/0')));
    expect(error.code).toBe('TOO_MANY_REDIRECTS');
    expect(web.paths()).toEqual(['/loop/0', '/loop/1', '/loop/2', '/loop/3', '/loop/4', '/loop/5']);
  });

  it('refuses a page whose declared size is over the limit without reading it', async () => {
    const error = await refusal(fetchPage(web.url('/huge-declared.html')));
    expect(error.code).toBe('TOO_LARGE');
    expect(error.message).toContain('larger than 5 MB (FETCH_MAX_MB)');
  });

  it('cuts a 50 MB page off at the size limit', async () => {
    const started = Date.now();
    const error = await refusal(fetchPage(web.url('/huge.html')));
    expect(error.code).toBe('TOO_LARGE');
    expect(Date.now() - started).toBeLessThan(3000);
    await expect.poll(() => web.requests[0]?.aborted).toBe(true);
  });

  it('gives up on a page that never finishes at the time limit', async () => {
    policy.timeoutMs = 500;
    const started = Date.now();
    const error = await refusal(fetchPage(web.url('/never-ends.html')));
    expect(error.code).toBe('TIMED_OUT');
    expect(error.message).toContain('FETCH_TIMEOUT_SECONDS');
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(Date.now() - started).toBeLessThan(2000);
    await expect.poll(() => web.requests[0]?.aborted).toBe(true);
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await refusal(fetchPage(web.url('/never-ends.html'), { signal: controller.signal }));
    expect(error.code).toBe('CANCELLED');
  });

  it('fetches only http and https', async () => {
    for (const url of [
      'ftp://example.com/file.txt',
      'file:///etc/passwd',
      'data:text/plain,hello',
      'not a url',
    ]) {
      expect((await refusal(fetchPage(url))).code, url).toBe('BAD_URL');
    }
  });

  it('reads HTML, PDF and plain text pages only; API calls read JSON only', async () => {
    const image = await refusal(fetchPage(web.url('/image.png')));
    expect(image.code).toBe('UNSUPPORTED_TYPE');
    expect(image.message).toContain('image/png');
    expect((await refusal(fetchPage(web.url('/data.json')))).code).toBe('UNSUPPORTED_TYPE');
    expect((await fetchPage(web.url('/data.json'), { purpose: 'api' })).text).toBe('{"ok":true}');
    expect((await refusal(fetchPage(web.url('/notes/plain.txt'), { purpose: 'api' }))).code).toBe(
      'UNSUPPORTED_TYPE',
    );
  });

  it('sends at most 2 requests to one host at a time', async () => {
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, i) => fetchPage(web.url(`/slow.html?ms=150&n=${i}`))),
    );
    expect(pages.every((page) => page.status === 200)).toBe(true);
    expect(web.requests).toHaveLength(6);
    expect(web.maxConcurrent).toBe(2);
  });

  it('decodes text in the charset of the Content-Type header', async () => {
    const page = await fetchPage(web.url('/latin1.html'));
    expect(page.charset).toBe('windows-1252');
    expect(page.text).toContain(FAKE_FACTS.latin1);
    expect(page.bytes.includes(Buffer.from('café'))).toBe(false);
  });

  it('decodes text in the charset of a <meta charset> when the header names none', async () => {
    const page = await fetchPage(web.url('/meta-charset.html'));
    expect(page.charset).toBe('windows-1252');
    expect(page.text).toContain(FAKE_FACTS.meta);
  });

  it('returns error answers with their status (reading only the start of them)', async () => {
    const missing = await fetchPage(web.url('/nope'));
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('No such page.');
  });

  it('asks the robots rule before each request, redirects included', async () => {
    const asked: string[] = [];
    const robots = async (url: URL) => {
      asked.push(url.pathname);
      return url.pathname !== '/articles/tidal-power.html';
    };
    const error = await refusal(fetchPage(web.url('/moved'), { robots }));
    expect(error.code).toBe('ROBOTS_DISALLOWED');
    expect(asked).toEqual(['/moved', '/articles/tidal-power.html']);
    expect(web.paths()).toEqual(['/moved']);
  });
});

describe('addresses', () => {
  it('admits public unicast addresses only', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::6810:84e5', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '240.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('matches FETCH_ALLOWED_HOSTS entries by host, or host and port', () => {
    expect(isAllowedHost(new URL('http://intranet.local:8080/x'), ['intranet.local'])).toBe(true);
    expect(isAllowedHost(new URL('http://intranet.local:8080/x'), ['intranet.local:8080'])).toBe(true);
    expect(isAllowedHost(new URL('http://intranet.local:9090/x'), ['intranet.local:8080'])).toBe(false);
    expect(isAllowedHost(new URL('https://intranet.local/x'), ['intranet.local:443'])).toBe(true);
    expect(isAllowedHost(new URL('http://[::1]:8080/x'), ['[::1]:8080'])).toBe(true);
    expect(isAllowedHost(new URL('http://other.local/x'), ['intranet.local'])).toBe(false);
  });
});
