// What every command handler shares: its context, its shape, and how it reads its collection name.
import type { Document } from 'bson';
import { validateCollectionName, type Engine } from '../engine.js';

export interface CommandContext {
  engine: Engine;
  db: string;
  cmd: Document;
  name: string;
  conn: { connectionId: number; remote: string };
  /** insert: the received BSON of each `documents` element (see CommandMessage.rawDocuments) */
  rawDocuments?: (Uint8Array | undefined)[];
}

export interface CommandHandler {
  /** command-specific fields accepted besides the generic ones (lsid, $db, writeConcern…) */
  fields: Set<string>;
  run(ctx: CommandContext): Document | Promise<Document>;
}

export function handler(fields: string[], run: CommandHandler['run']): CommandHandler {
  return { fields: new Set(fields), run };
}

/** The collection a command names in its first field (`{ find: '<name>' }`), checked like mongod. */
export function collectionArg(cmd: Document, name: string, db: string): string {
  const v = cmd[name];
  validateCollectionName(db, v);
  return v;
}
