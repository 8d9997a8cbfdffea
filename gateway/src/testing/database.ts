// Test helper: a fresh in-memory embedded engine with mongoose connected to it, one per test file.
import { startEmbeddedMongo } from 'embedded-mongo';
import mongoose from 'mongoose';
import { afterAll, beforeAll, beforeEach } from 'vitest';

async function connectTestDatabase(): Promise<{
  disconnect(): Promise<void>;
  clear(): Promise<void>;
}> {
  const engine = await startEmbeddedMongo({ port: 0 });
  await mongoose.connect(engine.uri, { dbName: 'thesis-studio-test' });
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
  return {
    async clear() {
      // Every collection of the database, also those used through the driver (rate-limit counters).
      const collections = (await mongoose.connection.db?.collections()) ?? [];
      await Promise.all(collections.map((c) => c.deleteMany({})));
    },
    async disconnect() {
      await mongoose.disconnect();
      await engine.stop();
    },
  };
}

/**
 * One database for the test file: connected in beforeAll, emptied before each test, disconnected in
 * afterAll. Call it before the file's own beforeEach, which then runs on an empty database.
 */
export function useTestDatabase(): void {
  let db: Awaited<ReturnType<typeof connectTestDatabase>> | undefined;
  beforeAll(async () => {
    db = await connectTestDatabase();
  });
  afterAll(async () => {
    await db?.disconnect();
  });
  beforeEach(async () => {
    await db?.clear();
  });
}
