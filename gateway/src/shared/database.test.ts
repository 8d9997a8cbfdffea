import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { connectDatabase, uriNamesDatabase } from './database.js';
import { createLogger } from './logger.js';

describe('uriNamesDatabase', () => {
  it('tells whether a MongoDB URI names its database', () => {
    expect(uriNamesDatabase('mongodb://db:27017/thesis')).toBe(true);
    expect(uriNamesDatabase('mongodb+srv://u:p@cluster.example.net/thesis?retryWrites=true')).toBe(true);
    expect(uriNamesDatabase('mongodb://a:1,b:2/thesis')).toBe(true);
    expect(uriNamesDatabase('mongodb://db:27017/')).toBe(false);
    expect(uriNamesDatabase('mongodb://db:27017/?replicaSet=rs0')).toBe(false);
    expect(uriNamesDatabase('mongodb://db:27017')).toBe(false);
  });
});

describe('connectDatabase (embedded, in memory)', () => {
  it('connects mongoose to the engine under the product database, then closes both', async () => {
    const database = await connectDatabase({ kind: 'embedded', dbPath: undefined }, createLogger('silent'));
    expect(database.kind).toBe('embedded');
    expect(database.isConnected()).toBe(true);
    expect(mongoose.connection.db?.databaseName).toBe('thesis-studio');
    await mongoose.connection.collection('probe').insertOne({ ok: 1 });
    expect(await mongoose.connection.collection('probe').countDocuments()).toBe(1);
    await database.close();
    expect(database.isConnected()).toBe(false);
  });

  it('names MONGODB_URI in the error when the server cannot be reached', async () => {
    await expect(
      connectDatabase({ kind: 'mongodb', uri: 'mongodb://127.0.0.1:1/x' }, createLogger('silent'), {
        serverSelectionTimeoutMS: 300,
      }),
    ).rejects.toThrow(/Cannot connect to MongoDB at MONGODB_URI/);
  });
});
