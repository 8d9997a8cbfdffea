// SourceIndex: passages of a thesis's sources in `source_passages`, ranked by BM25+ (MiniSearch) from an
// index persisted in MongoDB per thesis with a revision, fused with embeddings when a model is set.
import type { Logger } from '../../../shared/logger.js';
import type { EmbedFunction, ExtractedPart, PassageRecord, SearchHit, SearchOptions } from './types.js';

export interface SourceIndexOptions {
  /** The AI provider's `embed` (e.g. `(texts, o) => ai.embed(texts, o)`); omitted: BM25 only. */
  embed?: EmbedFunction;
  /** The embedding model's name (env OPENAI_EMBEDDING_MODEL), stored with each vector. */
  embeddingModel?: string;
  logger?: Logger;
}

export class SourceIndex {
  constructor(private readonly options: SourceIndexOptions = {}) {}

  /** Splits a source into passages, stores (and embeds) them and adds them to the thesis's index. */
  indexSource(
    _thesisId: string,
    _sourceId: string,
    _parts: ExtractedPart[],
  ): Promise<{ passages: number; words: number }> {
    void this.options;
    throw new Error('SourceIndex.indexSource: work in progress');
  }

  removeSource(_thesisId: string, _sourceId: string): Promise<void> {
    throw new Error('SourceIndex.removeSource: work in progress');
  }

  search(_thesisId: string, _query: string, _options: SearchOptions): Promise<SearchHit[]> {
    throw new Error('SourceIndex.search: work in progress');
  }

  passages(_ids: string[]): Promise<PassageRecord[]> {
    throw new Error('SourceIndex.passages: work in progress');
  }

  removeThesis(_thesisIds: string[]): Promise<void> {
    throw new Error('SourceIndex.removeThesis: work in progress');
  }
}
