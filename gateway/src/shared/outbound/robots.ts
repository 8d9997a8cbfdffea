// robots.txt, honoured for every page the product fetches: read with robots-parser, fetched through the
// same guard (safeFetch), kept per origin for a day. Usual conventions: no robots.txt (4xx) or one that
// cannot be fetched allows everything; a server error (5xx) disallows everything until it is read again.
import { LRUCache } from 'lru-cache';
import robotsParserModule from 'robots-parser';
import { safeFetch, USER_AGENT_TOKEN, type OutboundPolicy } from './safe-fetch.js';

type Verdict = (url: string) => boolean;

// robots-parser is CommonJS (module.exports = the function); its types describe an ES default export.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

const DAY_MS = 24 * 60 * 60 * 1000;
/** robots.txt files are small; Google reads the first 500 KiB. */
const ROBOTS_MAX_BYTES = 500 * 1024;

export interface RobotsOptions {
  /** How long one origin's rules are kept (default a day). */
  ttlMs?: number;
  /** How long a robots.txt that could not be fetched counts as "allow all" before it is tried again. */
  failureTtlMs?: number;
}

export class RobotsRules {
  private readonly cache: LRUCache<string, Promise<Verdict>>;
  private readonly failureTtlMs: number;

  constructor(
    private readonly policy: OutboundPolicy,
    options: RobotsOptions = {},
  ) {
    this.cache = new LRUCache({ max: 2000, ttl: options.ttlMs ?? DAY_MS });
    this.failureTtlMs = options.failureTtlMs ?? 60 * 60 * 1000;
  }

  /** Whether the site's robots.txt lets ThesisStudioBot read `url`. */
  async isAllowed(url: URL, signal?: AbortSignal): Promise<boolean> {
    const origin = url.origin;
    let verdict = this.cache.get(origin);
    if (!verdict) {
      verdict = this.load(origin, signal);
      this.cache.set(origin, verdict);
    }
    return (await verdict)(url.href);
  }

  private async load(origin: string, signal: AbortSignal | undefined): Promise<Verdict> {
    const robotsUrl = `${origin}/robots.txt`;
    try {
      const answer = await safeFetch(robotsUrl, {
        policy: this.policy,
        purpose: 'robots',
        maxBytes: ROBOTS_MAX_BYTES,
        ...(signal ? { signal } : {}),
      });
      if (answer.status >= 500) {
        this.cache.set(origin, Promise.resolve(disallowAll), { ttl: this.failureTtlMs });
        return disallowAll;
      }
      if (answer.status >= 400 || answer.status < 200) return allowAll;
      const robots = robotsParser(robotsUrl, answer.text ?? answer.bytes.toString('utf8'));
      return (href) => robots.isAllowed(href, USER_AGENT_TOKEN) !== false;
    } catch (error) {
      // Cancelled by the caller: not a verdict on the site, so nothing is remembered.
      if (signal?.aborted) {
        this.cache.delete(origin);
        throw error;
      }
      this.cache.set(origin, Promise.resolve(allowAll), { ttl: this.failureTtlMs });
      return allowAll;
    }
  }
}

const allowAll: Verdict = () => true;
const disallowAll: Verdict = () => false;
