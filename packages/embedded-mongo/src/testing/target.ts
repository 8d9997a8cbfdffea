// Where a conformance file runs: a fresh embedded engine by default, or the real MongoDB named by
// CONFORMANCE_MONGODB_URI (each file then gets its own database, dropped afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { startEmbeddedMongo } from '../index.js';

export const { mongo } = mongoose;
const realMongoUri = process.env.CONFORMANCE_MONGODB_URI || undefined;
export const againstRealMongo = realMongoUri !== undefined;

export interface TargetOptions {
  /** engine only: keep data in a temporary dbPath instead of memory */
  durable?: boolean;
  /** engine only: how often the TTL monitor runs */
  ttlMonitorIntervalMs?: number;
}

export interface Target {
  uri: string;
  dbName: string;
  conn: mongoose.Connection;
  db: mongoose.mongo.Db;
  client: mongoose.mongo.MongoClient;
  /** every command the driver sent, in order (command monitoring) */
  commands: mongoose.mongo.CommandStartedEvent[];
  real: boolean;
  close(): Promise<void>;
}

export async function openTarget(label: string, options: TargetOptions = {}): Promise<Target> {
  const dbName = `conformance_${label}_${randomBytes(4).toString('hex')}`;
  let uri: string;
  let stopEngine: (() => Promise<void>) | undefined;
  let dbPath: string | undefined;
  if (realMongoUri !== undefined) {
    uri = realMongoUri;
  } else {
    if (options.durable) dbPath = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-conformance-'));
    const engine = await startEmbeddedMongo({
      ...(dbPath !== undefined ? { dbPath } : {}),
      ...(options.ttlMonitorIntervalMs !== undefined
        ? { ttlMonitorIntervalMs: options.ttlMonitorIntervalMs }
        : {}),
    });
    uri = engine.uri;
    stopEngine = () => engine.stop();
  }
  const conn = mongoose.createConnection(uri, {
    dbName,
    monitorCommands: true,
    serverSelectionTimeoutMS: 10_000,
  });
  await conn.asPromise();
  const client = conn.getClient();
  const commands: mongoose.mongo.CommandStartedEvent[] = [];
  client.on('commandStarted', (event) => commands.push(event));
  const db = conn.db;
  if (db === undefined) throw new Error('mongoose connection has no db after connecting');
  return {
    uri,
    dbName,
    conn,
    db,
    client,
    commands,
    real: realMongoUri !== undefined,
    async close() {
      try {
        await conn.dropDatabase();
      } finally {
        await conn.close();
        await stopEngine?.();
        if (dbPath !== undefined) await rm(dbPath, { recursive: true, force: true });
      }
    },
  };
}

/** Awaits a promise that must reject, and returns the rejection for assertions. */
export async function rejection(promise: Promise<unknown>): Promise<Record<string, unknown> & Error> {
  try {
    await promise;
  } catch (error) {
    return error as Record<string, unknown> & Error;
  }
  throw new Error('expected the operation to fail, but it succeeded');
}

/** Polls until check() returns true or the deadline passes. */
export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  intervalMs = 50,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return check();
}
