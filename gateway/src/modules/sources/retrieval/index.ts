// Retrieval for the sources module: passage splitting, BM25+ with optional embeddings, persisted index.
export { SourceIndex, type SourceIndexOptions } from './source-index.js';
export type { ExtractedPart } from './types.js';
