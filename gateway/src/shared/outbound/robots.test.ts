// robots.txt rules against local fake sites: honoured for our user agent, fetched through the guard,
// read once per origin, and the usual conventions when there is none (allow) or it fails with 5xx
// (disallow). A disallowed page is never requested.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeWeb } from '../../testing/fake-web.js';
import { RobotsRules } from './robots.js';
import { OutboundError, safeFetch, type OutboundPolicy } from './safe-fetch.js';

let web: FakeWeb;
let missing: FakeWeb;
let broken: FakeWeb;

const policyFor = (...hosts: string[]): OutboundPolicy => ({
  allowedHosts: hosts,
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 3000,
  userAgent: 'ThesisStudioBot/1.0 (+http://studio.test)',
  perHost: 2,
  maxRedirects: 5,
});

beforeAll(async () => {
  [web, missing, broken] = await Promise.all([
    FakeWeb.start(),
    FakeWeb.start({ robots: 404 }),
    FakeWeb.start({ robots: 503 }),
  ]);
});
afterAll(async () => {
  await Promise.all([web.close(), missing.close(), broken.close()]);
});

describe('RobotsRules', () => {
  it("follows the site's rules for ThesisStudioBot and never requests a disallowed page", async () => {
    const policy = policyFor(web.host);
    const robots = new RobotsRules(policy);
    const fetchPage = (path: string) =>
      safeFetch(web.url(path), { policy, robots: (url, signal) => robots.isAllowed(url, signal) });

    const error = await fetchPage('/private/board-minutes.html').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundError);
    expect((error as OutboundError).code).toBe('ROBOTS_DISALLOWED');
    expect((error as OutboundError).message).toContain('robots.txt');
    // A rule written for our bot only.
    await expect(fetchPage('/members-only/list.html')).rejects.toMatchObject({ code: 'ROBOTS_DISALLOWED' });
    expect((await fetchPage('/articles/tidal-power.html')).status).toBe(200);

    expect(web.requested('/private/board-minutes.html')).toBe(false);
    expect(web.requested('/members-only/list.html')).toBe(false);
    // robots.txt was read once for the origin, with the product user agent, through the guard.
    expect(web.paths().filter((path) => path === '/robots.txt')).toHaveLength(1);
    expect(web.requests[0]?.headers['user-agent']).toContain('ThesisStudioBot');
  });

  it('allows everything when the site has no robots.txt', async () => {
    const robots = new RobotsRules(policyFor(missing.host));
    expect(await robots.isAllowed(new URL(missing.url('/private/anything.html')))).toBe(true);
  });

  it('disallows everything while robots.txt answers a server error', async () => {
    const robots = new RobotsRules(policyFor(broken.host));
    expect(await robots.isAllowed(new URL(broken.url('/articles/tidal-power.html')))).toBe(false);
  });

  it('reads robots.txt again once its day is over', async () => {
    web.requests.length = 0;
    const robots = new RobotsRules(policyFor(web.host), { ttlMs: 50 });
    await robots.isAllowed(new URL(web.url('/a')));
    await robots.isAllowed(new URL(web.url('/b')));
    expect(web.paths()).toEqual(['/robots.txt']);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await robots.isAllowed(new URL(web.url('/c')));
    expect(web.paths()).toEqual(['/robots.txt', '/robots.txt']);
  });

  it('counts a robots.txt it may not fetch (internal address) as allowing; the page is refused by the guard anyway', async () => {
    web.requests.length = 0;
    const policy = policyFor();
    const robots = new RobotsRules(policy);
    expect(await robots.isAllowed(new URL(web.url('/articles/tidal-power.html')))).toBe(true);
    await expect(
      safeFetch(web.url('/articles/tidal-power.html'), { policy, robots: (url) => robots.isAllowed(url) }),
    ).rejects.toMatchObject({ code: 'REFUSED_ADDRESS' });
    expect(web.requests).toEqual([]);
  });
});
