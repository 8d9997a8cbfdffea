// What the server refuses and how: unknown command (59), unknown query operator (2 BadValue),
// unknown aggregation stage (40324), malformed command fields (14 TypeMismatch), and transactions,
// which a standalone server refuses with 20 IllegalOperation without writing anything.
import { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mongo, openTarget, rejection, type Target } from '../testing/target.js';

let target: Target;
const noteSchema = new Schema({ text: String });
const notes = () => target.conn.model('Note', noteSchema);

beforeAll(async () => {
  target = await openTarget('refusals');
  await notes().create({ text: 'hello' });
});
afterAll(async () => {
  await target.close();
});

describe('refusals', () => {
  it('an unknown command fails with 59 CommandNotFound', async () => {
    const err = await rejection(target.db.command({ frobnicate: 1 }));
    expect(err).toBeInstanceOf(mongo.MongoServerError);
    expect(err.code).toBe(59);
    expect(err.codeName).toBe('CommandNotFound');
    expect(err.message).toContain("no such command: 'frobnicate'");
  });

  it('an unknown query operator fails with 2 BadValue', async () => {
    const coll = target.db.collection('notes');
    const inField = await rejection(coll.find({ text: { $frob: 1 } }).toArray());
    expect(inField).toBeInstanceOf(mongo.MongoServerError);
    expect(inField.code).toBe(2);
    expect(inField.codeName).toBe('BadValue');
    expect(inField.message).toContain('unknown operator: $frob');
    const topLevel = await rejection(coll.find({ $frob: 1 }).toArray());
    expect(topLevel.code).toBe(2);
    expect(topLevel.message).toContain('unknown top level operator: $frob');
    const inCount = await rejection(coll.countDocuments({ text: { $frob: 1 } }));
    expect(inCount.code).toBe(2);
    const inDelete = await rejection(coll.deleteMany({ text: { $frob: 1 } }));
    expect(inDelete.code).toBe(2);
    expect(await coll.countDocuments()).toBe(1);
  });

  it('an unknown aggregation stage fails with 40324', async () => {
    const err = await rejection(
      notes()
        .aggregate([{ $match: {} }, { $frobnicate: {} } as never])
        .exec(),
    );
    expect(err).toBeInstanceOf(mongo.MongoServerError);
    expect(err.code).toBe(40324);
    expect(err.message).toContain("Unrecognized pipeline stage name: '$frobnicate'");
  });

  it('an unknown expression operator fails with 168 InvalidPipelineOperator', async () => {
    const err = await rejection(
      notes()
        .aggregate([{ $project: { x: { $frobnicate: 1 } } }])
        .exec(),
    );
    expect(err.code).toBe(168);
  });

  it('a change stream is refused on a standalone server with 40573', async () => {
    const hello = await target.db.admin().command({ hello: 1 });
    if (typeof hello.setName === 'string' || hello.msg === 'isdbgrid') return;
    const err = await rejection(
      target.db
        .collection('notes')
        .aggregate([{ $changeStream: {} }])
        .toArray(),
    );
    expect(err).toBeInstanceOf(mongo.MongoServerError);
    expect(err.code).toBe(40573);
  });

  it('an unknown command field fails with 40415', async () => {
    const err = await rejection(target.db.command({ find: 'notes', bogus: 1 }));
    expect(err).toBeInstanceOf(mongo.MongoServerError);
    expect(err.code).toBe(40415);
  });

  it('a command field of the wrong type fails with 14 TypeMismatch', async () => {
    const err = await rejection(target.db.command({ find: 'notes', filter: 5 }));
    expect(err.code).toBe(14);
    expect(err.codeName).toBe('TypeMismatch');
  });

  it('reports itself as a server that supports sessions', async () => {
    const hello = await target.db.admin().command({ hello: 1 });
    expect(hello.ok).toBe(1);
    expect(hello.isWritablePrimary).toBe(true);
    expect(typeof hello.logicalSessionTimeoutMinutes).toBe('number');
    expect(hello.maxBsonObjectSize).toBe(16 * 1024 * 1024);
    expect(hello.maxMessageSizeBytes).toBe(48_000_000);
    expect(hello.maxWriteBatchSize).toBe(100_000);
  });
});

describe('sessions and transactions', () => {
  it('a write with an explicit session succeeds and carries the session id', async () => {
    const session = await target.conn.startSession();
    try {
      target.commands.length = 0;
      const [created] = await notes().create([{ text: 'in a session' }], { session });
      const found = await notes().findById(created?._id).session(session).lean();
      expect(found?.text).toBe('in a session');
      const insert = target.commands.find((c) => c.commandName === 'insert');
      expect(insert?.command.lsid?.id.toString('hex')).toBe(session.id?.id.toString('hex'));
    } finally {
      await session.endSession();
    }
  });

  it('a transaction is refused with 20 IllegalOperation on a standalone server, and nothing is written', async () => {
    const hello = await target.db.admin().command({ hello: 1 });
    const supportsTransactions = typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
    const session = await target.conn.startSession();
    try {
      const attempt = session.withTransaction(async () => {
        await notes().create([{ text: 'transactional' }], { session });
      });
      if (supportsTransactions) {
        // a replica set or mongos commits it; the engine reports itself as standalone
        await attempt;
        expect(await notes().countDocuments({ text: 'transactional' })).toBe(1);
      } else {
        // the server answers 20 IllegalOperation ("Transaction numbers are only allowed on a replica set
        // member or mongos"); the driver rewraps code 20 on a write and keeps the server's error as originalError
        const err = await rejection(attempt);
        expect(err).toBeInstanceOf(mongo.MongoServerError);
        expect(err.originalError).toBeInstanceOf(mongo.MongoServerError);
        expect(err.originalError).toMatchObject({ code: 20, codeName: 'IllegalOperation' });
        expect(await notes().countDocuments({ text: 'transactional' })).toBe(0);
        // a transaction number on a plain command is refused the same way, before anything is written
        const numbered = await rejection(
          target.db.command({
            insert: 'notes',
            documents: [{ text: 'numbered' }],
            txnNumber: mongo.Long.fromNumber(1),
          }),
        );
        expect(numbered.code).toBe(20);
        expect(numbered.message).toBe(
          'Transaction numbers are only allowed on a replica set member or mongos',
        );
        expect(await notes().countDocuments({ text: 'numbered' })).toBe(0);
      }
    } finally {
      await session.endSession();
    }
  });
});
