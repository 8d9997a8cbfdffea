// The real process: `node src/main.ts` starts on the embedded engine and exits 0 on SIGTERM.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function start(settings: Record<string, string>) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: gatewayDir,
    env: { PATH: process.env.PATH ?? '', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const logLines = () =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { child, exited, logLines, output: () => stdout + stderr };
}

describe('gateway process', () => {
  it('serves on the embedded engine under DATA_DIR and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gateway-data-'));
    const proc = start({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_ROOT: dataDir });
    const deadline = Date.now() + 25_000;
    let url: string | undefined;
    while (!url) {
      url = proc.logLines().find((line) => line.msg === 'gateway listening')?.url as string | undefined;
      if (proc.child.exitCode !== null) throw new Error(`gateway exited early:\n${proc.output()}`);
      if (Date.now() > deadline) throw new Error(`gateway did not start:\n${proc.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const health = await fetch(`${url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'embedded', ai: 'offline', search: 'none' });
    expect(existsSync(path.join(dataDir, 'db'))).toBe(true);

    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(proc.logLines().map((line) => line.msg)).toContain('shutdown complete');
  });

  it('refuses to start with bad settings and lists each one', async () => {
    const proc = start({ PORT: 'abc', REDIS_URL: 'http://cache', ENABLE_TEST_HOOKS: 'sometimes' });
    expect(await proc.exited).toBe(1);
    const output = proc.output();
    expect(output).toContain('Invalid gateway settings');
    for (const setting of ['PORT', 'REDIS_URL', 'ENABLE_TEST_HOOKS'])
      expect(output).toContain(`- ${setting}:`);
  });
});
