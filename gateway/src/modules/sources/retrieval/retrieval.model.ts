// Retrieval's persistence: passages (`source_passages`), and each thesis's serialised BM25 index as a
// head document with a revision (`source_indexes`) pointing at one build stored in chunks
// (`source_index_chunks`), so every gateway instance loads the same index and it survives restarts.
import { Schema, type Types } from 'mongoose';
import { declareModel } from '../../../shared/model.js';

const passageSchema = new Schema(
  {
    thesisId: { type: Schema.Types.ObjectId, required: true },
    sourceId: { type: Schema.Types.ObjectId, required: true },
    /** 0-based position in its source. */
    ordinal: { type: Number, required: true },
    text: { type: String, required: true },
    words: { type: Number, required: true },
    location: {
      page: { type: Number, default: null },
      heading: { type: String, default: null },
      label: { type: String, required: true },
    },
    /** Little-endian float32 vector, when an embedding model was set at indexing time. */
    embedding: { type: Buffer, default: undefined },
    embeddingModel: { type: String, default: undefined },
  },
  { collection: 'source_passages', versionKey: false },
);
passageSchema.index({ thesisId: 1, sourceId: 1, ordinal: 1 });
passageSchema.index({ sourceId: 1 });

export interface PassageDocument {
  _id: Types.ObjectId;
  thesisId: Types.ObjectId;
  sourceId: Types.ObjectId;
  ordinal: number;
  text: string;
  words: number;
  location: { page: number | null; heading: string | null; label: string };
  embedding?: Buffer | { buffer: Uint8Array } | null;
  embeddingModel?: string | null;
}

export const PassageModel = declareModel<PassageDocument>('SourcePassage', passageSchema);

const indexHeadSchema = new Schema(
  {
    /** The thesis. */
    _id: { type: Schema.Types.ObjectId, required: true },
    /** Raised by one on every change; a writer commits only over the revision it read. */
    revision: { type: Number, required: true },
    /** The build (chunks) this revision reads. */
    buildId: { type: Schema.Types.ObjectId, required: true },
    chunks: { type: Number, required: true },
    bytes: { type: Number, required: true },
    /** Passages in the index. */
    documents: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'source_indexes', versionKey: false },
);

export interface IndexHeadDocument {
  _id: Types.ObjectId;
  revision: number;
  buildId: Types.ObjectId;
  chunks: number;
  bytes: number;
  documents: number;
  updatedAt: Date;
}

export const IndexHeadModel = declareModel<IndexHeadDocument>('SourceIndexHead', indexHeadSchema);

const indexChunkSchema = new Schema(
  {
    thesisId: { type: Schema.Types.ObjectId, required: true },
    buildId: { type: Schema.Types.ObjectId, required: true },
    n: { type: Number, required: true },
    data: { type: Buffer, required: true },
  },
  { collection: 'source_index_chunks', versionKey: false },
);
indexChunkSchema.index({ buildId: 1, n: 1 }, { unique: true });
indexChunkSchema.index({ thesisId: 1 });

export interface IndexChunkDocument {
  _id: Types.ObjectId;
  thesisId: Types.ObjectId;
  buildId: Types.ObjectId;
  n: number;
  data: Buffer | { buffer: Uint8Array };
}

export const IndexChunkModel = declareModel<IndexChunkDocument>('SourceIndexChunk', indexChunkSchema);

/** Bytes of a Buffer field read with lean() (a Buffer, or the driver's Binary). */
export function bytesOf(value: Buffer | { buffer: Uint8Array } | null | undefined): Buffer | null {
  if (!value) return null;
  if (Buffer.isBuffer(value)) return value;
  const inner = value.buffer;
  return Buffer.from(inner.buffer, inner.byteOffset, inner.byteLength);
}
