// Public API: start an embedded MongoDB-wire-compatible server, in memory or on a dbPath.
import { Engine } from './engine/engine.js';
import { documentCodec } from './engine/codec.js';
import { openDurability } from './storage/index.js';
import { WireServer } from './wire/server.js';

export interface EmbeddedMongoOptions {
  /** 0 or undefined: any free port */
  port?: number;
  /** undefined: data lives in memory only */
  dbPath?: string;
  host?: string;
  /** how often expired TTL documents are removed (default 1000 ms) */
  ttlMonitorIntervalMs?: number;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const { port = 0, dbPath, host = '127.0.0.1', ttlMonitorIntervalMs } = options;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new TypeError(`port must be an integer in 0..65535, got ${String(port)}`);
  if (ttlMonitorIntervalMs !== undefined && !(ttlMonitorIntervalMs > 0))
    throw new TypeError('ttlMonitorIntervalMs must be a positive number');
  const durability = await openDurability({ dbPath, codec: documentCodec });
  const engine = new Engine({
    durability,
    ...(ttlMonitorIntervalMs !== undefined ? { ttlMonitorIntervalMs } : {}),
  });
  try {
    await engine.start();
  } catch (err) {
    await durability.close().catch(() => undefined);
    throw err;
  }
  const server = new WireServer(engine);
  let actualPort: number;
  try {
    actualPort = await server.listen(port, host);
  } catch (err) {
    await engine.close().catch(() => undefined);
    throw err;
  }
  const uriHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  let stopping: Promise<void> | undefined;
  return {
    uri: `mongodb://${uriHost}:${actualPort}/`,
    port: actualPort,
    stop() {
      stopping ??= (async () => {
        await server.close();
        await engine.close();
      })();
      return stopping;
    },
  };
}
