import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { startRuntime } from '../runtime.js';
import { TestClient } from '../testing/http-client.js';
import { testEnv } from '../testing/runtime.js';

const run = promisify(execFile);
const cli = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli.ts', 'create-admin', ...args], {
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      MONGODB_URI: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

it('creates an admin the gateway then signs in, and refuses bad arguments', { timeout: 90_000 }, async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'create-admin-'));
  expect(await cli(dataDir, '--email', 'Chief@X.io', '--password', 'password8')).toMatchObject({
    code: 0,
    out: expect.stringContaining('Created chief@x.io (admin)'),
  });
  expect((await cli(dataDir, '--email', 'chief@x.io')).out).toContain('Already admin');
  expect(await cli(dataDir, '--email', 'other@x.io', '--password', 'short')).toMatchObject({
    code: 1,
    out: expect.stringContaining('at least 8 characters'),
  });
  expect((await cli(dataDir, '--nope')).code).toBe(2);

  // The database on disk in DATA_DIR that the command wrote to (no in-memory engine here).
  const runtime = await startRuntime(await testEnv({ DATA_DIR: dataDir }), {
    logger: pino({ level: 'silent' }),
  });
  try {
    const client = new TestClient(runtime.url);
    const res = await client.post<{ role: string }>('/api/login', {
      email: 'chief@x.io',
      password: 'password8',
    });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('admin');
    // The database already had an account, so the next registration is an ordinary user.
    const next = await new TestClient(runtime.url).post<{ role: string }>('/api/register', {
      email: 'next@x.io',
      username: 'next',
      password: 'password8',
    });
    expect(next.body.role).toBe('user');
  } finally {
    await runtime.stop();
  }
});

it('ADMIN_EMAIL and ADMIN_PASSWORD create the admin at start', async () => {
  const env = await testEnv({ ADMIN_EMAIL: 'boot@x.io', ADMIN_PASSWORD: 'password8' });
  const runtime = await startRuntime(env, {
    logger: pino({ level: 'silent' }),
    database: { kind: 'embedded', dbPath: undefined },
  });
  try {
    const res = await new TestClient(runtime.url).post<{ role: string }>('/api/login', {
      email: 'boot@x.io',
      password: 'password8',
    });
    expect(res.body.role).toBe('admin');
  } finally {
    await runtime.stop();
  }
});
