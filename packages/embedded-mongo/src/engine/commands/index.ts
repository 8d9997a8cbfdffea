// The command table and its dispatcher: checks a command document the way mongod does, then runs it.
import type { Document } from 'bson';
import type { Engine } from '../engine.js';
import { MongoError, toMongoError } from '../errors.js';
import { ADMIN_COMMANDS } from './admin.js';
import { DDL_COMMANDS } from './ddl.js';
import { READ_COMMANDS } from './read.js';
import type { CommandContext, CommandHandler } from './types.js';
import { WRITE_COMMANDS } from './write.js';

const COMMANDS: Record<string, CommandHandler> = {
  ...ADMIN_COMMANDS,
  ...DDL_COMMANDS,
  ...READ_COMMANDS,
  ...WRITE_COMMANDS,
};

/** Fields any command may carry without changing its result. */
const GENERIC_FIELDS = new Set([
  '$db',
  'lsid',
  '$readPreference',
  '$clusterTime',
  'writeConcern',
  'readConcern',
  'comment',
  'maxTimeMS',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  '$client',
]);

/** Runs one command document on the engine; always resolves to a reply document (ok:1 or ok:0). */
export async function runCommand(
  engine: Engine,
  cmd: Document,
  conn: { connectionId: number; remote: string },
  rawDocuments?: (Uint8Array | undefined)[],
): Promise<Document> {
  try {
    const name = Object.keys(cmd)[0];
    if (name === undefined) throw new MongoError(59, 'no such command: ""');
    const handler = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!handler) throw new MongoError(59, `no such command: '${name}'`);
    if ('txnNumber' in cmd || 'startTransaction' in cmd || 'autocommit' in cmd)
      throw new MongoError(20, 'Transaction numbers are only allowed on a replica set member or mongos');
    if (cmd.$db === undefined) throw new MongoError(40571, 'OP_MSG requests require a $db argument');
    const db = cmd.$db;
    if (typeof db !== 'string' || db.length === 0)
      throw new MongoError(73, `Invalid database name: '${String(db)}'`);
    for (const key of Object.keys(cmd).slice(1)) {
      if (GENERIC_FIELDS.has(key) || handler.fields.has(key)) continue;
      throw new MongoError(40415, `BSON field '${name}.${key}' is an unknown field.`);
    }
    engine.opcounters.command++;
    const ctx: CommandContext = { engine, db, cmd, name, conn };
    if (rawDocuments) ctx.rawDocuments = rawDocuments;
    return await handler.run(ctx);
  } catch (err) {
    return toMongoError(err).toReply();
  }
}
