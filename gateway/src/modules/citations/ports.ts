// What research, citations and both chats use of the sources and web domains, as structural types
// (ports): the composition passes the sources and web services in as these.
import type { Actor } from '../../shared/access/actor.js';
import type { AiCaller } from '../../shared/ai/provider.js';
import type { EvidencePassage } from '../../shared/grounding/types.js';

/** The fields of a SourceView that research and citations read. */
export interface SourceRef {
  id: string;
  title: string;
  url: string | null;
  fetchedAt: string | Date | null;
}

/** services.sources, as far as research and citations need it. */
export interface SourcesPort {
  list(actor: Actor | null, thesisIdOrSlug: unknown): Promise<SourceRef[]>;
  retrieve(
    thesisId: string,
    query: string,
    options?: { limit?: number; excludeSourceIds?: string[]; signal?: AbortSignal; caller?: AiCaller },
  ): Promise<EvidencePassage[]>;
  readyOf(thesisId: string): Promise<SourceRef[]>;
  passagesByIds(ids: string[]): Promise<Map<string, EvidencePassage>>;
  waitUntilSettled(thesisId: string, timeoutMs?: number): Promise<void>;
}

export type SearchKind = 'searxng' | 'tavily' | 'brave' | 'none';

/** services.web, as far as research needs it. */
export interface WebPort {
  readonly searchKind: SearchKind;
  gather(request: {
    thesisId: string;
    queries: string[];
    limit: number;
    signal?: AbortSignal;
  }): Promise<{ added: SourceRef[]; skipped: Array<{ url: string; reason: string }> }>;
  defaultQueries?(brief: {
    title: string;
    idea: string;
    context: string;
    intellectualChallenge: string;
  }): string[];
}
