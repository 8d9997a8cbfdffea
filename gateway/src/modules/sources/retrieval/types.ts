// Retrieval's vocabulary (issue 17 part 2): what extraction hands over, the passages kept in
// `source_passages`, and what a search answers. Used by the sources module only.
import type { AiCaller } from '../../../shared/ai/provider.js';

/** One piece of extracted text, in reading order: a PDF page, or a part under a heading. */
export interface ExtractedPart {
  text: string;
  /** The PDF page (1-based), or null for formats without pages. */
  page: number | null;
  /** The heading this text sits under, or null. */
  heading: string | null;
}

/** Where a passage sits in its source. */
export interface PassageLocation {
  page: number | null;
  heading: string | null;
  /** What a citation shows: "p. 12", the heading text, or "Part 3". */
  label: string;
}

/** A stored passage (ids as strings). */
export interface PassageRecord {
  id: string;
  thesisId: string;
  sourceId: string;
  /** 0-based position in its source. */
  ordinal: number;
  text: string;
  words: number;
  location: PassageLocation;
}

export interface SearchOptions {
  /** Most hits returned. */
  limit: number;
  /** Only passages of these sources. */
  sourceIds?: string[];
  /** Never passages of these sources. */
  excludeSourceIds?: string[];
  /** Aborting it cancels the query's embedding call (BM25 still answers). */
  signal?: AbortSignal;
  /** Who the search is for: its query's embedding call is scheduled as theirs (interactive). */
  caller?: AiCaller;
}

export interface SearchHit {
  passageId: string;
  sourceId: string;
  /**
   * Higher is better. BM25+ alone: the BM25+ score; with embeddings: the reciprocal-rank-fusion score
   * (sum of 1 / (60 + rank) over the BM25 and the embedding rankings).
   */
  score: number;
}

/** Turns texts into vectors; null when no embedding model is set (offline engine, model 'none'). */
export type EmbedFunction = (
  texts: string[],
  options?: { signal?: AbortSignal; caller?: AiCaller },
) => Promise<Float32Array[] | null>;
