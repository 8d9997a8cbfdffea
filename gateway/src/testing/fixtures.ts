// Test helpers: a fake built front end on disk, a log sink and a graphql-ws client.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createLogger, type Logger } from '../shared/logger.js';

export const SHELL_HTML =
  '<!doctype html><html><head><title>Thesis Studio</title></head><body><div id="root"></div></body></html>';
export const THESIS_REMOTE_ENTRY = 'var mf_thesis = {};';

/** A STATIC_ROOT with shell/dist and mf-thesis/dist (the other remotes left unbuilt). */
export async function makeStaticRoot(options: { withShell?: boolean } = {}): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'gateway-static-'));
  if (options.withShell !== false) {
    await mkdir(path.join(root, 'shell/dist/assets'), { recursive: true });
    await writeFile(path.join(root, 'shell/dist/index.html'), SHELL_HTML);
    await writeFile(path.join(root, 'shell/dist/assets/index-Bq3xZ9aK.js'), 'console.log("shell")');
    await writeFile(path.join(root, 'shell/dist/favicon.svg'), '<svg/>');
  }
  await mkdir(path.join(root, 'mf-thesis/dist/assets'), { recursive: true });
  await writeFile(path.join(root, 'mf-thesis/dist/remoteEntry.js'), THESIS_REMOTE_ENTRY);
  await writeFile(path.join(root, 'mf-thesis/dist/assets/App-D4f9Kq1L.js'), 'export default 1');
  return root;
}

export interface LogSink {
  logger: Logger;
  lines: () => Array<Record<string, unknown>>;
}

export function logSink(level: Parameters<typeof createLogger>[0] = 'info'): LogSink {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  return {
    logger: createLogger(level, stream),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** A graphql-ws client; `cookie` is sent with the upgrade as a browser would (a signed-in session). */
export function wsClient(
  httpUrl: string,
  onClosed?: (code: number) => void,
  options: { cookie?: string; origin?: string } = {},
): Client {
  const headers = {
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
  };
  class BrowserLikeSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: BrowserLikeSocket,
    retryAttempts: 0,
    lazy: true,
    on: onClosed ? { closed: (event) => onClosed((event as { code: number }).code) } : {},
  });
}

/** Registers a fresh account over REST and returns its session cookie ("ts_session=…"). */
export async function signedInCookie(httpUrl: string, name = 'someone'): Promise<string> {
  const res = await fetch(`${httpUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${name}-${Math.random().toString(36).slice(2)}@x.io`,
      username: name,
      password: 'password8',
    }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.includes('ts_session='));
  if (res.status !== 201 || !cookie) throw new Error(`registration failed with ${res.status}`);
  return cookie;
}

export interface Collected<T> {
  values: T[];
  errors: unknown[];
  completed: boolean;
  dispose: () => void;
  /** Resolves once `count` values arrived. */
  waitFor: (count: number, timeoutMs?: number) => Promise<void>;
}

/** Subscribes with `client` and records what arrives. */
export function collect<T>(client: Client, query: string, variables: Record<string, unknown>): Collected<T> {
  const collected: Collected<T> = {
    values: [],
    errors: [],
    completed: false,
    dispose: () => undefined,
    waitFor: async (count, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      while (collected.values.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} values, got ${collected.values.length}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
  collected.dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) collected.errors.push(...value.errors);
        if (value.data) collected.values.push(value.data as T);
      },
      error: (error) => collected.errors.push(error),
      complete: () => {
        collected.completed = true;
      },
    },
  );
  return collected;
}

export async function until(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Runs `work` while measuring the longest gap between 10 ms timer ticks on this thread. */
export async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 10);
  try {
    const result = await work();
    return { result, stallMs };
  } finally {
    clearInterval(ticker);
  }
}

/**
 * POSTs `body`, a multipart stream of no stated length with parts split by `boundary`, to `path` as
 * `client` (its session cookie): what a browser or Node sends for an upload it streams.
 */
export const postMultipartStream = (
  client: { baseUrl: string; sessionCookie?: string | undefined },
  path: string,
  boundary: string,
  body: ReadableStream,
) =>
  fetch(client.baseUrl + path, {
    method: 'POST',
    headers: { cookie: client.sessionCookie!, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit);
