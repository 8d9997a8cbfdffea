// THE guard for every request the product sends out (web pages, search APIs, webhooks): http(s)
// only; DNS resolved by our own lookup and every address checked before connecting (the socket then
// connects to exactly the checked address, so there is no DNS-rebinding gap) and again on each of at
// most 5 redirects, which are followed by hand; a size limit enforced on the stream; one time limit for
// the whole fetch; accepted content types per purpose; a product user agent; a few requests per host at
// a time; text decoded from its declared (or <meta>) character set.
import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import iconv from 'iconv-lite';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Env } from '../../env.js';
import { isAllowedHost, isIpLiteral, isPublicAddress } from './addresses.js';

export type OutboundErrorCode =
  | 'BAD_URL'
  | 'REFUSED_ADDRESS'
  | 'ROBOTS_DISALLOWED'
  | 'TOO_LARGE'
  | 'TIMED_OUT'
  | 'TOO_MANY_REDIRECTS'
  | 'UNSUPPORTED_TYPE'
  | 'NETWORK'
  | 'CANCELLED';

/** An outbound request that was refused or failed, with a message a person can act on. */
export class OutboundError extends Error {
  constructor(
    readonly code: OutboundErrorCode,
    message: string,
    /** The address asked for (for a redirect, the hop that failed). */
    readonly url: string,
    options?: {
      cause?: unknown;
      /**
       * What an operator could change (a server setting), for the server log only: the message is
       * what users see (a webhook's delivery log, a skipped web page), in their words.
       */
      operatorHint?: string;
    },
  ) {
    super(message, options);
    this.name = 'OutboundError';
    this.operatorHint = options?.operatorHint;
  }

  readonly operatorHint: string | undefined;
}

type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface OutboundPolicy {
  /** host or host:port entries that may be reached even on internal addresses (FETCH_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
  /** Largest body read (FETCH_MAX_MB). */
  maxBytes: number;
  /** The whole fetch, redirects and a body that never finishes included (FETCH_TIMEOUT_SECONDS). */
  timeoutMs: number;
  userAgent: string;
  /** Requests to one host at a time (per gateway process); more wait their turn. */
  perHost: number;
  maxRedirects: number;
  /** DNS resolution, every address of the name (default: the system resolver). Tests pass a table. */
  resolve?: Resolver;
  /** The setting a refusal names for admitting a host (default FETCH_ALLOWED_HOSTS; webhooks: WEBHOOK_ALLOWED_HOSTS). */
  allowListSetting?: string;
}

export const USER_AGENT_TOKEN = 'ThesisStudioBot';

export function outboundPolicy(
  env: Pick<Env, 'FETCH_ALLOWED_HOSTS' | 'FETCH_MAX_MB' | 'FETCH_TIMEOUT_SECONDS' | 'PUBLIC_ORIGIN'>,
): OutboundPolicy {
  return {
    allowedHosts: env.FETCH_ALLOWED_HOSTS,
    maxBytes: env.FETCH_MAX_MB * 1024 * 1024,
    timeoutMs: env.FETCH_TIMEOUT_SECONDS * 1000,
    userAgent: `${USER_AGENT_TOKEN}/1.0 (+${env.PUBLIC_ORIGIN})`,
    perHost: 2,
    maxRedirects: 5,
  };
}

/**
 * page: a web page to read (HTML, PDF, plain text); api: a JSON API; robots: robots.txt (any type);
 * webhook: a delivery whose answer matters by its status only (any type; a long body is cut, not refused).
 */
type FetchPurpose = 'page' | 'api' | 'robots' | 'webhook';

const ACCEPT_HEADER: Record<FetchPurpose, string> = {
  page: 'text/html,application/xhtml+xml;q=0.9,application/pdf;q=0.8,text/plain;q=0.7',
  api: 'application/json',
  robots: 'text/plain',
  webhook: '*/*',
};

const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'application/pdf', 'text/plain']);

function acceptable(purpose: FetchPurpose, mime: string): boolean {
  if (purpose === 'robots' || purpose === 'webhook') return true;
  if (purpose === 'api') return mime === 'application/json' || mime.endsWith('+json');
  return PAGE_TYPES.has(mime);
}

export interface SafeFetchOptions {
  policy: OutboundPolicy;
  purpose?: FetchPurpose;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /** Asked before every request, redirects included; false refuses the URL (ROBOTS_DISALLOWED). */
  robots?: (url: URL, signal: AbortSignal) => Promise<boolean>;
  /** Hosts this call may reach besides FETCH_ALLOWED_HOSTS (e.g. the configured SearXNG instance). */
  extraAllowedHosts?: readonly string[];
  /** A smaller size limit for this call (e.g. robots.txt). */
  maxBytes?: number;
  /**
   * 'method-preserving': only 307 and 308 are followed (a POST stays a POST with its body); other
   * redirects are answered as they are. Default: every redirect (303, and 301/302 after a POST, as GET).
   */
  redirects?: 'all' | 'method-preserving';
}

export interface FetchResult {
  /** The final address, after redirects. */
  url: string;
  status: number;
  /** The media type without parameters ('text/html'); '' when the answer named none. */
  contentType: string;
  /** The character set the text was decoded from (text types only). */
  charset: string | null;
  bytes: Buffer;
  /** The body decoded to a string, for text types (HTML, plain text, JSON). */
  text?: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const METHOD_PRESERVING_REDIRECTS = new Set([307, 308]);
/** Error answers are read for their message only. */
const ERROR_BODY_BYTES = 64 * 1024;

/** Fetches `input` under the policy's rules; throws OutboundError when a rule refuses it or it fails. */
export async function safeFetch(input: string, options: SafeFetchOptions): Promise<FetchResult> {
  const { policy } = options;
  const deadline = new AbortController();
  const seconds = Math.round(policy.timeoutMs / 100) / 10;
  const timer = setTimeout(
    () =>
      deadline.abort(
        new OutboundError(
          'TIMED_OUT',
          `${input} did not finish within ${seconds} s (FETCH_TIMEOUT_SECONDS); the site is too slow or the page never ends.`,
          input,
        ),
      ),
    policy.timeoutMs,
  );
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
  let current = input;
  try {
    let url = httpUrl(input);
    let method = options.method ?? 'GET';
    let body = options.body;
    for (let hop = 0; ; hop += 1) {
      current = url.href;
      if (options.robots && !(await untilAborted(options.robots(url, signal), signal))) {
        throw new OutboundError(
          'ROBOTS_DISALLOWED',
          `Not fetched: the robots.txt of ${url.host} does not allow ${USER_AGENT_TOKEN} to read ${url.href}.`,
          url.href,
        );
      }
      const target = url;
      const answer = await untilAborted(
        limiterFor(target, policy.perHost)(() => requestOnce(target, { ...options, method, body }, signal)),
        signal,
      );
      if (answer.kind === 'done') return answer.result;
      if (hop >= policy.maxRedirects) {
        throw new OutboundError(
          'TOO_MANY_REDIRECTS',
          `Not fetched: ${input} redirected more than ${policy.maxRedirects} times.`,
          url.href,
        );
      }
      url = httpUrl(new URL(answer.location, url).href);
      if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
    }
  } catch (error) {
    if (deadline.signal.aborted) throw deadline.signal.reason as OutboundError;
    if (options.signal?.aborted) throw new OutboundError('CANCELLED', 'The request was cancelled.', current);
    throw asOutboundError(error, current);
  } finally {
    clearTimeout(timer);
  }
}

function httpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OutboundError('BAD_URL', `Not fetched: "${value}" is not a web address.`, value);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError(
      'BAD_URL',
      `Not fetched: ${url.protocol.slice(0, -1)} addresses are not fetched, only http and https.`,
      value,
    );
  }
  if (url.username || url.password) {
    throw new OutboundError(
      'BAD_URL',
      'Not fetched: addresses with a user name or password are not fetched.',
      value,
    );
  }
  url.hash = '';
  return url;
}

const limiters = new Map<string, LimitFunction>();

/** The per-host queue; dropped once idle so the map holds only hosts in use. */
function limiterFor(url: URL, perHost: number): <T>(task: () => Promise<T>) => Promise<T> {
  const key = url.hostname.toLowerCase();
  return async (task) => {
    let limit = limiters.get(key);
    if (!limit) {
      limit = pLimit(perHost);
      limiters.set(key, limit);
    }
    const queue = limit;
    try {
      return await queue(task);
    } finally {
      if (queue.activeCount === 0 && queue.pendingCount === 0 && limiters.get(key) === queue)
        limiters.delete(key);
    }
  };
}

/** Rejects as soon as `signal` aborts (a task still queued for its host then starts and stops at once). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}

function refused(url: URL, address: string, setting = 'FETCH_ALLOWED_HOSTS'): OutboundError {
  const entry = url.port ? `${url.hostname}:${url.port}` : url.hostname;
  return new OutboundError(
    'REFUSED_ADDRESS',
    `Not fetched: ${url.hostname} is at ${address}, an address on a private network, so Thesis Studio does not connect to it. Use an address on the public internet.`,
    url.href,
    { operatorHint: `To reach it on purpose (tests, an intranet), add "${entry}" to ${setting}.` },
  );
}

const defaultResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    systemLookup(hostname, { all: true, order: 'verbatim' }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The socket's DNS lookup: resolves every address of the name and refuses the connection when any is
 * internal (a name mixing public and internal addresses is refused as a whole), then hands the checked
 * addresses to the socket, which connects to one of them and nothing else.
 */
function guardedLookup(url: URL, allowAny: boolean, resolver: Resolver, setting?: string) {
  return (
    hostname: string,
    options: { family?: number | string; all?: boolean },
    callback: LookupCallback,
  ) => {
    resolver(hostname).then(
      (found) => {
        const family =
          options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : Number(options.family ?? 0);
        const addresses = family ? found.filter((a) => a.family === family) : found;
        const internal = addresses.find((a) => !isPublicAddress(a.address));
        if (!allowAny && internal) return callback(refused(url, internal.address, setting), '');
        const first = addresses[0];
        if (!first) {
          const error: NodeJS.ErrnoException = new Error(`${hostname} has no address`);
          error.code = 'ENOTFOUND';
          return callback(error, '');
        }
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

type Answer = { kind: 'redirect'; status: number; location: string } | { kind: 'done'; result: FetchResult };

function requestOnce(
  url: URL,
  options: SafeFetchOptions & { method: 'GET' | 'POST'; body: string | undefined },
  signal: AbortSignal,
): Promise<Answer> {
  const { policy } = options;
  const purpose = options.purpose ?? 'page';
  const maxBytes = options.maxBytes ?? policy.maxBytes;
  return new Promise<Answer>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const allowAny = isAllowedHost(url, [...policy.allowedHosts, ...(options.extraAllowedHosts ?? [])]);
    if (!allowAny && isIpLiteral(url.hostname) && !isPublicAddress(url.hostname)) {
      return reject(refused(url, url.hostname.replace(/^\[|\]$/g, ''), policy.allowListSetting));
    }
    const headers: Record<string, string> = {
      'user-agent': policy.userAgent,
      accept: ACCEPT_HEADER[purpose],
      'accept-encoding': 'gzip, deflate, br',
      ...options.headers,
    };
    if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
    const transport = url.protocol === 'https:' ? https : http;
    const req = transport.request(url, {
      method: options.method,
      headers,
      agent: false,
      signal,
      lookup: guardedLookup(
        url,
        allowAny,
        policy.resolve ?? defaultResolver,
        policy.allowListSetting,
      ) as never,
    });
    const fail = (error: Error) => {
      req.destroy();
      reject(error);
    };
    // Belt and braces: the address the socket actually reached.
    req.on('socket', (socket) =>
      socket.once('connect', () => {
        if (!allowAny && !isPublicAddress(socket.remoteAddress ?? ''))
          fail(refused(url, socket.remoteAddress ?? '?', policy.allowListSetting));
      }),
    );
    req.on('error', reject);
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      const followed = options.redirects === 'method-preserving' ? METHOD_PRESERVING_REDIRECTS : REDIRECTS;
      if (followed.has(status) && location) {
        res.resume();
        req.destroy();
        return resolve({ kind: 'redirect', status, location });
      }
      const contentTypeHeader = res.headers['content-type'] ?? '';
      const mime = (contentTypeHeader.split(';')[0] ?? '').trim().toLowerCase();
      const ok = status >= 200 && status < 300;
      if (ok && !acceptable(purpose, mime)) {
        const wanted = purpose === 'api' ? 'JSON' : 'HTML, PDF and plain text pages';
        return fail(
          new OutboundError(
            'UNSUPPORTED_TYPE',
            `Not fetched: ${url.href} is ${mime || 'of no stated type'}; only ${wanted} are read.`,
            url.href,
          ),
        );
      }
      // An answer read for its status (an error, a webhook's) is cut at the limit; a page is refused.
      const cut = !ok || purpose === 'webhook';
      const limit = ok ? maxBytes : Math.min(maxBytes, ERROR_BODY_BYTES);
      const tooLarge = () =>
        new OutboundError(
          'TOO_LARGE',
          `Not fetched: ${url.href} is larger than ${formatMb(limit)} (FETCH_MAX_MB).`,
          url.href,
        );
      const declared = Number(res.headers['content-length']);
      if (!cut && Number.isFinite(declared) && declared > limit) return fail(tooLarge());
      let stream: Readable;
      try {
        stream = decoded(res, res.headers['content-encoding']);
      } catch (error) {
        return fail(error as Error);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        const bytes = Buffer.concat(chunks);
        resolve({ kind: 'done', result: result(url, status, mime, contentTypeHeader, bytes) });
      };
      stream.on('data', (chunk: Buffer) => {
        if (finished) return;
        if (size + chunk.length > limit) {
          if (!cut) {
            finished = true;
            return fail(tooLarge());
          }
          chunks.push(chunk.subarray(0, limit - size));
          size = limit;
          finish();
          req.destroy();
          return;
        }
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('end', finish);
      stream.on('error', (error) => fail(error));
      res.on('error', (error) => fail(error));
      res.on('close', () => {
        if (!finished && !res.complete) {
          fail(
            new OutboundError(
              'NETWORK',
              `${url.host} closed the connection before ${url.href} was complete.`,
              url.href,
            ),
          );
        }
      });
    });
    req.end(options.body);
  });
}

function decoded(res: http.IncomingMessage, encoding: string | undefined): Readable {
  switch ((encoding ?? 'identity').trim().toLowerCase()) {
    case 'identity':
    case '':
      return res;
    case 'gzip':
    case 'x-gzip':
      return res.pipe(zlib.createGunzip());
    case 'deflate':
      return res.pipe(zlib.createInflate());
    case 'br':
      return res.pipe(zlib.createBrotliDecompress());
    default:
      throw new Error(`the answer is compressed with ${encoding}, which is not supported`);
  }
}

function formatMb(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

const TEXT_TYPES = new Set(['application/xhtml+xml', 'application/json', 'application/xml']);

function isText(mime: string): boolean {
  return mime.startsWith('text/') || TEXT_TYPES.has(mime) || mime.endsWith('+json') || mime.endsWith('+xml');
}

function result(
  url: URL,
  status: number,
  mime: string,
  contentTypeHeader: string,
  bytes: Buffer,
): FetchResult {
  if (!isText(mime) && mime !== '') return { url: url.href, status, contentType: mime, charset: null, bytes };
  const charset = charsetOf(contentTypeHeader, bytes, mime);
  return { url: url.href, status, contentType: mime, charset, bytes, text: decodeText(bytes, charset) };
}

/** Decodes bytes in `charset` (as charsetOf named it); the byte-order mark is dropped. */
export function decodeText(bytes: Buffer, charset: string): string {
  return iconv.decode(bytes, charset);
}

/**
 * The character set of a text answer: a byte-order mark, else the Content-Type charset, else (HTML) a
 * <meta charset> or <meta http-equiv> in the first 4 KB, else UTF-8. Latin-1 labels mean windows-1252,
 * as browsers read them (WHATWG Encoding).
 */
function charsetOf(contentTypeHeader: string, bytes: Buffer, mime: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const declared = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentTypeHeader)?.[1];
  const meta =
    !declared && (mime === 'text/html' || mime === 'application/xhtml+xml' || mime === '')
      ? /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(bytes.subarray(0, 4096).toString('latin1'))?.[1]
      : undefined;
  return normalizeCharset(declared ?? meta ?? 'utf-8');
}

const WINDOWS_1252_LABELS = new Set([
  'iso-8859-1',
  'iso8859-1',
  'iso_8859-1',
  'latin1',
  'l1',
  'us-ascii',
  'ascii',
  'cp1252',
  'cp819',
  'ibm819',
  'windows-1252',
  'x-cp1252',
]);

function normalizeCharset(label: string): string {
  const name = label.trim().toLowerCase();
  if (WINDOWS_1252_LABELS.has(name)) return 'windows-1252';
  if (name === 'utf8') return 'utf-8';
  return iconv.encodingExists(name) ? name : 'utf-8';
}

const NETWORK_MESSAGES: Record<string, (host: string) => string> = {
  ENOTFOUND: (host) => `No such host: ${host} (its name does not resolve).`,
  EAI_AGAIN: (host) => `The name ${host} could not be resolved right now; try again later.`,
  ECONNREFUSED: (host) => `${host} refused the connection.`,
  ECONNRESET: (host) => `${host} dropped the connection.`,
  EHOSTUNREACH: (host) => `${host} cannot be reached from this server.`,
  ENETUNREACH: (host) => `${host} cannot be reached from this server.`,
};

function asOutboundError(error: unknown, url: string): OutboundError {
  if (error instanceof OutboundError) return error;
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  })();
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  const message =
    NETWORK_MESSAGES[code]?.(host) ??
    (code.startsWith('ERR_TLS') || code.includes('CERT')
      ? `${host} has no valid TLS certificate (${code}).`
      : `Could not fetch ${url}: ${(error as Error | undefined)?.message ?? String(error)}.`);
  return new OutboundError('NETWORK', message, url, { cause: error });
}
