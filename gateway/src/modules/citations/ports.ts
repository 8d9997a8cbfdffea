// What research and citations use of the sources and web domains (services.sources, services.web),
// as structural types: either domain may be missing from MODULES, and then grounding does without it.
import type { Actor } from '../../shared/access/actor.js';
import type { AiCaller } from '../../shared/ai/provider.js';
import type { EvidencePassage } from '../../shared/grounding/types.js';
import type { Services } from '../../shared/services.js';

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

/** A service of a module that may not be listed (yet): undefined instead of the "not built" error. */
export function optionalService<T>(services: Services, name: string): T | undefined {
  return Reflect.has(services, name) ? (Reflect.get(services, name) as T) : undefined;
}
