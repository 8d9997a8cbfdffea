// The DocumentCodec handed to the durability layer: BSON bytes <-> the engine's in-memory values.
import { BSON, type Document } from 'bson';
import type { DocumentCodec } from '../storage/durability.js';
import { normalize } from './values.js';

export const documentCodec: DocumentCodec = {
  encode(doc: Document): Uint8Array {
    return BSON.serialize(doc, { checkKeys: false, ignoreUndefined: true });
  },
  decode(bytes: Uint8Array): Document {
    return normalize(
      BSON.deserialize(bytes, { promoteValues: false, promoteBuffers: false, bsonRegExp: false }),
    ) as Document;
  },
};
