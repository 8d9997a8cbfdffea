// Test helper: one real gateway per test file on an in-memory embedded engine, with test defaults.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { parseEnv, type Env } from '../env.js';
import { startRuntime, type Runtime } from '../runtime.js';
import { createGateway } from '../server.js';
import type { Logger } from '../shared/logger.js';
import { memoryRateLimitStore } from '../shared/rate-limit/rate-limit.js';
import { makeStaticRoot } from './fixtures.js';
import { TestClient } from './http-client.js';

export type Settings = Record<string, string>;

/**
 * Gateway settings for a test: port 0 on loopback, a fresh static root and data folder, and request
 * budgets high enough that no suite is throttled unless it sets API_BUDGET_PER_IP/USER itself.
 */
export async function testEnv(settings: Settings = {}): Promise<Env> {
  return parseEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    API_BUDGET_PER_IP: '100000',
    API_BUDGET_PER_USER: '100000',
    ...(settings.STATIC_ROOT ? {} : { STATIC_ROOT: await makeStaticRoot() }),
    ...(settings.DATA_DIR ? {} : { DATA_DIR: await mkdtemp(path.join(tmpdir(), 'gateway-data-')) }),
    ...settings,
  });
}

interface SignUpOptions {
  username?: string;
  password?: string;
  /** Default headers of the returned client (e.g. x-forwarded-for). */
  headers?: Record<string, string>;
}

interface SignedUp {
  client: TestClient;
  id: string;
  /** The Set-Cookie headers of the registration answer. */
  setCookie: string[];
}

export interface TestRuntime {
  readonly runtime: Runtime;
  readonly url: string;
  readonly services: Runtime['services'];
  readonly pubsub: Runtime['pubsub'];
  readonly env: Env;
  /** A client of this gateway (one instance = one browser). */
  client(headers?: Record<string, string>): TestClient;
  /** Registers an account over REST (expecting 201); the client holds its session. */
  signUp(email: string, options?: SignUpOptions): Promise<SignedUp>;
  /**
   * Runs `use` against a second gateway sharing this runtime's services and pub/sub, with the test
   * defaults, this runtime's STATIC_ROOT and `settings` (not this runtime's other settings).
   */
  withGateway<T>(
    settings: Settings,
    use: (url: string) => Promise<T>,
    options?: { logger?: Logger },
  ): Promise<T>;
}

/**
 * Starts one gateway for the test file (beforeAll) and stops it (afterAll). `settings` may be a
 * function, called in beforeAll, for values that exist only then (a prepared folder, a server's port).
 */
export function useTestRuntime(
  settings: Settings | (() => Settings | Promise<Settings>) = {},
  options: { logger?: Logger } = {},
): TestRuntime {
  const logger = options.logger ?? pino({ level: 'silent' });
  let started: { runtime: Runtime; env: Env } | undefined;
  const current = () => {
    if (!started) throw new Error('the test runtime is not running (use it inside tests and hooks)');
    return started;
  };

  beforeAll(async () => {
    const env = await testEnv(typeof settings === 'function' ? await settings() : settings);
    const runtime = await startRuntime(env, { logger, database: { kind: 'embedded', dbPath: undefined } });
    started = { runtime, env };
  });
  afterAll(async () => {
    await started?.runtime.stop();
    started = undefined;
  });

  const handle: TestRuntime = {
    get runtime() {
      return current().runtime;
    },
    get url() {
      return current().runtime.url;
    },
    get services() {
      return current().runtime.services;
    },
    get pubsub() {
      return current().runtime.pubsub;
    },
    get env() {
      return current().env;
    },
    client: (headers = {}) => new TestClient(handle.url, headers),
    async signUp(email, { username = email.split('@')[0], password = 'password8', headers } = {}) {
      const client = handle.client(headers);
      const res = await client.post<{ id: string }>('/api/register', { email, username, password });
      expect(res.status).toBe(201);
      return { client, id: res.body.id, setCookie: res.headers.getSetCookie() };
    },
    async withGateway(gatewaySettings, use, gatewayOptions = {}) {
      const { runtime, env } = current();
      const gateway = await createGateway({
        env: await testEnv({ STATIC_ROOT: env.STATIC_ROOT, ...gatewaySettings }),
        logger: gatewayOptions.logger ?? logger,
        pubsub: runtime.pubsub,
        services: runtime.services,
        requestBudgets: memoryRateLimitStore(),
      });
      const { port } = await gateway.listen(0, '127.0.0.1');
      try {
        return await use(`http://127.0.0.1:${port}`);
      } finally {
        await gateway.close();
      }
    },
  };
  return handle;
}
