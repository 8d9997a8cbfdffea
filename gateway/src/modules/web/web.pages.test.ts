// Web pages through robots.txt, the guard and the day's cache in web_cache (MongoDB, so every gateway
// instance shares it), against a local fake web.
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboundPolicy } from '../../shared/outbound/safe-fetch.js';
import { useTestDatabase } from '../../testing/database.js';
import { FAKE_FACTS, FakeWeb } from '../../testing/fake-web.js';
import { WebCacheModel } from './web.model.js';
import { WebPages } from './web.pages.js';

useTestDatabase();

let web: FakeWeb;
let policy: OutboundPolicy;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  web = await FakeWeb.start();
});
afterAll(async () => {
  await web.close();
});
beforeEach(() => {
  web.requests.length = 0;
  policy = web.policy();
});

describe('WebPages', () => {
  it('fetches a page once a day: later reads, also by another instance, come from web_cache', async () => {
    const first = await new WebPages(policy, logger).fetch(web.url('/latin1.html#top'));
    expect(first.cached).toBe(false);
    expect(first.text).toContain(FAKE_FACTS.latin1);

    // A second gateway instance (its own WebPages, robots and memory) reads the same cache.
    const again = await new WebPages(policy, logger).fetch(web.url('/latin1.html'));
    expect(again).toMatchObject({ cached: true, url: web.url('/latin1.html'), contentType: 'text/html' });
    expect(again.text).toBe(first.text);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(again.fetchedAt.getTime()).toBe(first.fetchedAt.getTime());
    expect(web.paths().filter((path) => path === '/latin1.html')).toHaveLength(1);
  });

  it('keeps entries for a day (TTL index) and fetches again after that', async () => {
    const indexes = await WebCacheModel.collection.indexes();
    expect(indexes.find((index) => index.key.expiresAt === 1)?.expireAfterSeconds).toBe(0);

    let now = new Date('2026-11-26T09:00:00Z');
    const pages = new WebPages(policy, logger, { now: () => now });
    await pages.fetch(web.url('/reports/kestrel-bay.pdf'));
    const stored = await WebCacheModel.findById(web.url('/reports/kestrel-bay.pdf')).lean();
    expect(stored?.expiresAt.toISOString()).toBe('2026-11-27T09:00:00.000Z');

    now = new Date('2026-11-26T20:00:00Z');
    expect((await pages.fetch(web.url('/reports/kestrel-bay.pdf'))).cached).toBe(true);
    now = new Date('2026-11-27T09:00:01Z');
    const refetched = await pages.fetch(web.url('/reports/kestrel-bay.pdf'));
    expect(refetched.cached).toBe(false);
    expect(refetched.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(web.paths().filter((path) => path === '/reports/kestrel-bay.pdf')).toHaveLength(2);
  });

  it('honours robots.txt: a disallowed page is never requested', async () => {
    const pages = new WebPages(policy, logger);
    await expect(pages.fetch(web.url('/private/board-minutes.html'))).rejects.toMatchObject({
      code: 'ROBOTS_DISALLOWED',
    });
    expect(web.requested('/private/board-minutes.html')).toBe(false);
    expect(web.requested('/robots.txt')).toBe(true);
  });

  it('caches only successful answers', async () => {
    const pages = new WebPages(policy, logger);
    expect((await pages.fetch(web.url('/server-error'))).status).toBe(500);
    expect(await WebCacheModel.countDocuments()).toBe(0);
  });

  it('fetches a page asked for twice at once only once', async () => {
    const pages = new WebPages(policy, logger);
    const [a, b] = await Promise.all([
      pages.fetch(web.url('/slow.html?ms=100')),
      pages.fetch(web.url('/slow.html?ms=100')),
    ]);
    expect(a.text).toBe(b.text);
    expect(web.paths().filter((path) => path.startsWith('/slow.html'))).toHaveLength(1);
  });
});
