// embedded-mongo --port <n> --dbpath <dir> [--host <h>]: prints "ready <uri>" once listening.
import { parseArgs } from 'node:util';
import { startEmbeddedMongo } from './index.js';

const USAGE = 'usage: embedded-mongo [--port <n>] [--dbpath <dir>] [--host <address>]';

async function main(): Promise<void> {
  let values: { port?: string; dbpath?: string; host?: string };
  try {
    ({ values } = parseArgs({
      options: { port: { type: 'string' }, dbpath: { type: 'string' }, host: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    process.stderr.write(`embedded-mongo: ${(err as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  let port = 0;
  if (values.port !== undefined) {
    if (!/^\d+$/.test(values.port) || Number(values.port) > 65535) {
      process.stderr.write(
        `embedded-mongo: --port must be an integer between 0 and 65535, got '${values.port}'\n${USAGE}\n`,
      );
      process.exit(2);
    }
    port = Number(values.port);
  }
  if (values.dbpath !== undefined && values.dbpath.trim() === '') {
    process.stderr.write(`embedded-mongo: --dbpath must not be empty\n${USAGE}\n`);
    process.exit(2);
  }
  let server;
  try {
    server = await startEmbeddedMongo({
      port,
      ...(values.dbpath !== undefined ? { dbPath: values.dbpath } : {}),
      ...(values.host !== undefined ? { host: values.host } : {}),
    });
  } catch (err) {
    process.stderr.write(`embedded-mongo: cannot start: ${(err as Error).message}\n`);
    process.exit(1);
  }
  const running = server;
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    running.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`embedded-mongo: error while stopping: ${String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.stdout.write(`ready ${running.uri}\n`);
}

void main();
