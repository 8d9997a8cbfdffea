// A DocumentCodec on the bson package that keeps every BSON type distinct (int32/double/int64/decimal…).
import { BSON, type Document } from 'bson';
import type { DocumentCodec } from './durability.js';

export const bsonCodec: DocumentCodec = {
  encode: (doc: Document) => BSON.serialize(doc),
  decode: (bytes: Uint8Array) => BSON.deserialize(bytes, { promoteValues: false }),
};
