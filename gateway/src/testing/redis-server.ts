// Test helper: a real redis-server on a free loopback port (`apt-get install -y redis-server`).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

export async function freePort(): Promise<number> {
  const srv = createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const address = srv.address();
  srv.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function waitForRedis(target: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const client = new Redis(target, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      client.disconnect();
      return;
    } catch (error) {
      client.disconnect();
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const server: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const spawnFailure = new Promise<never>((_, reject) =>
    server.once('error', (error) =>
      reject(new Error(`cannot start redis-server (is it installed?): ${error.message}`)),
    ),
  );
  const url = `redis://127.0.0.1:${port}`;
  await Promise.race([waitForRedis(url), spawnFailure]);
  return {
    url,
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await once(server, 'exit');
      }
    },
  };
}
