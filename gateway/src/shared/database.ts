// The database connection: a real MongoDB (MONGODB_URI) or the embedded MongoDB-compatible engine.
// Uses mongoose's default connection, so models declared with mongoose.model() work once this resolves.
import mongoose, { type Connection } from 'mongoose';
import { startEmbeddedMongo } from 'embedded-mongo';
import type { Logger } from './logger.js';

type DatabaseKind = 'embedded' | 'mongodb';

const DEFAULT_DB_NAME = 'thesis-studio';

/** mongodb://host[,host2]/name?… → true when `name` is present. */
export const uriNamesDatabase = (uri: string): boolean => /^mongodb(\+srv)?:\/\/[^/]+\/[^?/]+/.test(uri);

export interface Database {
  kind: DatabaseKind;
  connection: Connection;
  isConnected(): boolean;
  /** Closes mongoose, then stops the embedded engine (if any). */
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'mongodb'; uri: string }
  /** dbPath undefined → the engine keeps everything in memory (tests). */
  | { kind: 'embedded'; dbPath: string | undefined };

export async function connectDatabase(
  target: DatabaseTarget,
  logger: Logger,
  options: { serverSelectionTimeoutMS?: number } = {},
): Promise<Database> {
  const { serverSelectionTimeoutMS = 10_000 } = options;
  const engine = target.kind === 'embedded' ? await startEmbeddedMongo({ dbPath: target.dbPath }) : undefined;
  const uri = target.kind === 'mongodb' ? target.uri : (engine?.uri ?? '');
  if (engine)
    logger.info(
      { dbPath: target.kind === 'embedded' ? target.dbPath : undefined, port: engine.port },
      'embedded database started',
    );

  let connection: Connection;
  try {
    // The embedded engine's URI names no database; a MONGODB_URI without one also gets the product's.
    const dbName = target.kind === 'embedded' || !uriNamesDatabase(uri) ? DEFAULT_DB_NAME : undefined;
    await mongoose.connect(uri, { serverSelectionTimeoutMS, ...(dbName ? { dbName } : {}) });
    connection = mongoose.connection;
  } catch (error) {
    await engine?.stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      target.kind === 'mongodb'
        ? `Cannot connect to MongoDB at MONGODB_URI: ${reason}`
        : `Cannot connect to the embedded database: ${reason}`,
      { cause: error },
    );
  }
  logger.info({ db: target.kind }, 'database connected');

  let closed = false;
  return {
    kind: target.kind,
    connection,
    isConnected: () => connection.readyState === mongoose.ConnectionStates.connected,
    async close() {
      if (closed) return;
      closed = true;
      await mongoose.disconnect();
      await engine?.stop();
    },
  };
}
