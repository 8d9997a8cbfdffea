// The hostile-input suite's harness: one gateway per test file (embedded engine, logs captured at
// trace), requests sent byte for byte (node:http, or a raw socket for what no client library sends),
// and the checks every case and every file ends with: a 4xx without a stack trace, a healthy gateway,
// and logs free of credentials and of error lines.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parseEnv, type Env } from '../env.js';
import { startRuntime, type Runtime } from '../runtime.js';
import { logSink, makeStaticRoot, type LogSink } from '../testing/fixtures.js';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RequestSpec {
  method?: string;
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
}

export interface Account {
  id: string;
  email: string;
  password: string;
  /** "ts_session=…", as a browser sends it. */
  cookie: string;
}

/** pino's numeric level for error. */
const ERROR = 50;

/** A stack trace or a source location in an answer: "at fn (file.ts:1:2)", "node_modules", a path. */
const STACK_TRACE = /\bat .*:\d+:\d+|node_modules|\/src\/.*\.[jt]s\b|\b\w*Error: .*\n\s+at /;

export const randomToken = (bytes = 9): string => randomBytes(bytes).toString('base64url');

/** Asserts the answer is a refusal of the client's input: 4xx, and no stack trace or source path. */
export function expectRefused(answer: HttpAnswer, statuses?: readonly number[]): void {
  expect(answer.status, answer.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(answer.status, answer.body.slice(0, 300)).toBeLessThan(500);
  if (statuses) expect(statuses, answer.body.slice(0, 300)).toContain(answer.status);
  expectNoStackTrace(answer.body);
}

export function expectNoStackTrace(text: string): void {
  expect(text).not.toMatch(STACK_TRACE);
}

/** JSON body of an answer (undefined when it is not JSON). */
export function jsonOf<T = Record<string, unknown>>(answer: HttpAnswer): T | undefined {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return undefined;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export class HostileGateway {
  /** Session ids and passwords the suite used or was given: no log line may contain one. */
  readonly secrets = new Set<string>(['password8', 'password9', 'not-the-password']);
  private ipCounter = 0;
  private readonly prefix = 10 + Math.floor(Math.random() * 200);

  private constructor(
    readonly runtime: Runtime,
    readonly env: Env,
    readonly sink: LogSink,
    readonly dataDir: string,
  ) {}

  /**
   * Starts a gateway on the embedded engine behind a trusted proxy (so each case can come from its own
   * address via X-Forwarded-For), with a request budget the suite itself cannot spend.
   */
  static async start(settings: Record<string, string> = {}): Promise<HostileGateway> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hostile-'));
    const sink = logSink('trace');
    const env = parseEnv({
      // A real port rather than 0, so that the default PUBLIC_ORIGIN (http://localhost:{PORT}) is this site.
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      STATIC_ROOT: await makeStaticRoot(),
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      API_BUDGET_PER_IP: '100000',
      API_BUDGET_PER_USER: '100000',
      ...settings,
    });
    const runtime = await startRuntime(env, {
      logger: sink.logger,
      database: { kind: 'embedded', dbPath: undefined },
    });
    return new HostileGateway(runtime, env, sink, dataDir);
  }

  get url(): string {
    return this.runtime.url;
  }

  get port(): number {
    return this.runtime.address.port;
  }

  /** A fresh client address (TEST-NET and private ranges), so per-IP limits count each case alone. */
  nextIp(): string {
    const n = ++this.ipCounter;
    return `10.${this.prefix}.${(n >> 8) & 255}.${n & 255}`;
  }

  /** Sends one request exactly as given (any method, path bytes, headers and body) from a fresh address. */
  request(spec: RequestSpec): Promise<HttpAnswer> {
    const { hostname, port } = new URL(this.url);
    const headers: OutgoingHttpHeaders = { 'x-forwarded-for': this.nextIp(), ...spec.headers };
    if (spec.body !== undefined && headers['content-length'] === undefined) {
      headers['content-length'] = Buffer.byteLength(spec.body);
    }
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { hostname, port, method: spec.method ?? 'GET', path: spec.path, headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            this.noteSetCookies(res.headers['set-cookie']);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
            });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(spec.body);
    });
  }

  /** JSON request helper: `body` is serialised unless it already is a string or Buffer. */
  json(method: string, path: string, body: unknown, headers: OutgoingHttpHeaders = {}): Promise<HttpAnswer> {
    return this.request({
      method,
      path,
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
    });
  }

  graphql(
    query: string,
    variables: Record<string, unknown> = {},
    headers: OutgoingHttpHeaders = {},
  ): Promise<HttpAnswer> {
    return this.json('POST', '/graphql', { query, variables }, headers);
  }

  /**
   * Writes bytes straight to a socket (for what node:http refuses to send: raw control bytes in a path,
   * broken framing) and resolves with the status line's code and whatever followed.
   */
  raw(bytes: string | Buffer, timeoutMs = 5_000): Promise<{ status: number; text: string }> {
    const { hostname, port } = new URL(this.url);
    return new Promise((resolve, reject) => {
      const socket = connect({ host: hostname, port: Number(port) });
      const chunks: Buffer[] = [];
      const timer = setTimeout(() => socket.destroy(new Error('no answer from the gateway')), timeoutMs);
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        // One answer is enough: stop once the headers and the announced body are in.
        const text = Buffer.concat(chunks).toString('latin1');
        const end = text.indexOf('\r\n\r\n');
        const length = /\r\ncontent-length: *(\d+)/i.exec(text)?.[1];
        if (end >= 0 && length !== undefined && text.length >= end + 4 + Number(length)) socket.end();
      });
      socket.on('close', () => {
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString();
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
      });
      socket.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      socket.write(bytes);
    });
  }

  /** Registers an account over REST (the first one on the database becomes admin) and signs it in. */
  async account(name: string): Promise<Account> {
    const email = `${name}-${randomToken(6).toLowerCase()}@hostile.example`;
    const password = `pw-${randomToken()}`;
    this.secrets.add(password);
    const res = await this.json('POST', '/api/register', { email, username: name, password });
    const cookie = res.headers['set-cookie']
      ?.map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('ts_session='));
    if (res.status !== 201 || !cookie) throw new Error(`registration failed with ${res.status}: ${res.body}`);
    const { id } = JSON.parse(res.body) as { id: string };
    return { id, email, password, cookie };
  }

  /** Every session id a Set-Cookie carried is a secret from then on. */
  noteSetCookies(setCookies: readonly string[] | undefined): void {
    for (const setCookie of setCookies ?? []) {
      const value = /^(?:__Host-)?ts_session=([^;]+)/.exec(setCookie)?.[1];
      if (value) this.secrets.add(value);
    }
  }

  /** Log lines (at every level) holding one of the secrets, and every error-level line. */
  logProblems(): { leaks: string[]; errors: string[] } {
    const leaks: string[] = [];
    const errors: string[] = [];
    const secrets = [...this.secrets].filter((secret) => secret.length >= 8);
    for (const line of this.sink.lines()) {
      const text = JSON.stringify(line);
      if (secrets.some((secret) => text.includes(secret))) leaks.push(text.slice(0, 500));
      if (typeof line.level === 'number' && line.level >= ERROR) errors.push(text.slice(0, 500));
    }
    return { leaks, errors };
  }

  stop(): Promise<void> {
    return this.runtime.stop();
  }
}

export interface WsMessage {
  type: string;
  id?: string;
  payload?: unknown;
}

export interface WsClose {
  code: number;
  reason: string;
}

/** A raw graphql-transport-ws connection: what was received, and how it closed. */
export class WsSession {
  readonly messages: WsMessage[] = [];
  readonly closed: Promise<WsClose>;
  closeEvent: WsClose | undefined;

  constructor(readonly socket: WebSocket) {
    this.closed = new Promise((resolve) =>
      socket.once('close', (code, reason) => {
        this.closeEvent = { code, reason: reason.toString() };
        resolve(this.closeEvent);
      }),
    );
    // Sending into a socket the server already closed fails with EPIPE/ECONNRESET: the close is what counts.
    socket.on('error', () => undefined);
    socket.on('message', (data) => {
      try {
        this.messages.push(JSON.parse(data.toString()) as WsMessage);
      } catch {
        this.messages.push({ type: '<not json>', payload: data.toString() });
      }
    });
  }

  send(message: unknown): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.send(
      typeof message === 'string' || Buffer.isBuffer(message) ? message : JSON.stringify(message),
    );
  }

  /** Resolves with the first message matching, or rejects after `timeoutMs`. */
  async next(match: (message: WsMessage) => boolean, timeoutMs = 5_000): Promise<WsMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no such message; got ${JSON.stringify(this.messages).slice(0, 300)}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Sends connection_init and waits for the ack. */
  async init(payload?: Record<string, unknown>): Promise<void> {
    this.send({ type: 'connection_init', ...(payload ? { payload } : {}) });
    await this.next((m) => m.type === 'connection_ack');
  }

  /** Sends one operation and resolves with the first answer for its id (next, error or complete). */
  async operation(id: string, query: string, variables: Record<string, unknown> = {}): Promise<WsMessage> {
    this.send({ id, type: 'subscribe', payload: { query, variables } });
    return this.next((m) => m.id === id);
  }

  close(): void {
    this.socket.close();
  }
}

export interface UpgradeOptions {
  headers?: Record<string, string>;
  /** Subprotocols offered; graphql-transport-ws unless given (an empty list offers none). */
  protocols?: string[];
  path?: string;
}

/**
 * Opens a WebSocket to the gateway from a fresh address (unless headers name one) and resolves with the
 * HTTP status when the upgrade was refused, or with the open session.
 */
export function upgrade(
  gw: HostileGateway,
  { headers = {}, protocols = ['graphql-transport-ws'], path = '/graphql' }: UpgradeOptions = {},
): Promise<{ status?: number; session?: WsSession }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${gw.url.replace(/^http/, 'ws')}${path}`, protocols, {
      headers: { 'x-forwarded-for': gw.nextIp(), ...headers },
    });
    socket.once('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode });
      res.resume();
      socket.terminate();
    });
    socket.once('open', () => resolve({ session: new WsSession(socket) }));
    socket.once('error', (error) => reject(error));
  });
}

/** Opens a session that must be accepted. */
export async function openSession(gw: HostileGateway, options: UpgradeOptions = {}): Promise<WsSession> {
  const { status, session } = await upgrade(gw, options);
  if (!session) throw new Error(`upgrade refused with ${status}`);
  return session;
}

/**
 * A close the server chose: a close frame with a protocol code, not 1006 (no close frame: a dropped
 * connection), 1011 or graphql-ws' 4500 (internal errors).
 */
export function expectCleanClose(close: WsClose, code?: number): void {
  expect([1006, 1011, 4500]).not.toContain(close.code);
  expect(close.code).toBeGreaterThanOrEqual(1000);
  if (code !== undefined) expect(close).toMatchObject({ code });
  expectNoStackTrace(close.reason);
}

/** A file's hostile gateway and its two accounts. */
interface HostileSetup {
  gw: HostileGateway;
  admin: Account;
  member: Account;
}

/**
 * Starts the file's hostile gateway with `settings` before its tests, with the accounts 'admin' (the
 * first account) and 'member', and stops it after them: read the answer inside tests and hooks.
 */
export function useHostileGateway(settings: Record<string, string> = {}): HostileSetup {
  const setup = {} as HostileSetup;
  beforeAll(async () => {
    const gw = await HostileGateway.start(settings);
    Object.assign(setup, { gw, admin: await gw.account('admin'), member: await gw.account('member') });
  });
  afterAll(async () => {
    await setup.gw?.stop();
  });
  return setup;
}

/**
 * The checks each hostile file ends with, in order after its cases: the gateway still answers
 * /healthz, a normal request (given) still works, and over the whole file no log line held a secret
 * or was logged at error level.
 */
export function afterTheHostileCases(
  gateway: () => HostileGateway,
  normalRequest: () => Promise<void>,
): void {
  describe('after the hostile cases', () => {
    it('the gateway is healthy', async () => {
      const res = await gateway().request({ path: '/healthz' });
      expect(res.status).toBe(200);
      expect(jsonOf(res)).toMatchObject({ status: 'ok' });
    });

    it('a normal request still works', normalRequest);

    it('no log line holds a session id or a password, and none is at error level', () => {
      const { leaks, errors } = gateway().logProblems();
      expect(gateway().secrets.size).toBeGreaterThan(0);
      expect(leaks, leaks.join('\n')).toEqual([]);
      expect(errors, errors.join('\n')).toEqual([]);
    });
  });
}
