// Web pages as the product reads them: robots.txt honoured, fetched through the outbound guard, and
// cached per address for a day in web_cache (shared by every gateway instance), so the same page is
// not fetched twice in a day.
import type { Logger } from '../../shared/logger.js';
import { RobotsRules } from '../../shared/outbound/robots.js';
import {
  decodeText,
  safeFetch,
  type FetchResult,
  type OutboundPolicy,
} from '../../shared/outbound/safe-fetch.js';
import { cachedBytes, WebCacheModel, type WebCacheRecord } from './web.model.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A MongoDB document holds at most 16 MB; larger pages (FETCH_MAX_MB above 15) are not cached. */
const MAX_CACHED_BYTES = 15 * 1024 * 1024;

export interface FetchedPage extends FetchResult {
  fetchedAt: Date;
  /** Served from web_cache rather than fetched now. */
  cached: boolean;
}

export interface WebPagesOptions {
  robots?: RobotsRules;
  /** How long a fetched page is kept (default a day). */
  ttlMs?: number;
  now?: () => Date;
}

export class WebPages {
  private readonly robots: RobotsRules;
  private readonly ttlMs: number;
  private readonly now: () => Date;
  private readonly inFlight = new Map<string, Promise<FetchedPage>>();

  constructor(
    private readonly policy: OutboundPolicy,
    private readonly logger: Logger,
    options: WebPagesOptions = {},
  ) {
    this.robots = options.robots ?? new RobotsRules(policy);
    this.ttlMs = options.ttlMs ?? DAY_MS;
    this.now = options.now ?? (() => new Date());
  }

  /** The page at `address` (final address after redirects); throws OutboundError when a rule refuses it. */
  async fetch(address: string, signal?: AbortSignal): Promise<FetchedPage> {
    const key = cacheKey(address);
    const cached = await WebCacheModel.findOne({
      _id: key,
      expiresAt: { $gt: this.now() },
    }).lean<WebCacheRecord>();
    if (cached) return fromCache(cached);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.fetchAndKeep(key, signal).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async fetchAndKeep(key: string, signal: AbortSignal | undefined): Promise<FetchedPage> {
    const page = await safeFetch(key, {
      policy: this.policy,
      purpose: 'page',
      robots: (url, robotsSignal) => this.robots.isAllowed(url, robotsSignal),
      ...(signal ? { signal } : {}),
    });
    const fetchedAt = this.now();
    if (page.status >= 200 && page.status < 300 && page.bytes.length <= MAX_CACHED_BYTES) {
      try {
        await WebCacheModel.updateOne(
          { _id: key },
          {
            $set: {
              url: page.url,
              status: page.status,
              contentType: page.contentType,
              charset: page.charset,
              bytes: page.bytes,
              fetchedAt,
              expiresAt: new Date(fetchedAt.getTime() + this.ttlMs),
            },
          },
          { upsert: true },
        );
      } catch (error) {
        // The cache only saves work: a page that could not be kept is still returned.
        this.logger.warn({ err: error, url: key }, 'web page not cached');
      }
    }
    return { ...page, fetchedAt, cached: false };
  }
}

/** The address without its fragment, as the cache key (the fragment never reaches the server). */
function cacheKey(address: string): string {
  try {
    const url = new URL(address);
    url.hash = '';
    return url.href;
  } catch {
    return address;
  }
}

function fromCache(record: WebCacheRecord): FetchedPage {
  const bytes = cachedBytes(record.bytes);
  return {
    url: record.url,
    status: record.status,
    contentType: record.contentType,
    charset: record.charset,
    bytes,
    ...(record.charset ? { text: decodeText(bytes, record.charset) } : {}),
    fetchedAt: record.fetchedAt,
    cached: true,
  };
}
