// Evidence passages as the grounding tests write them: numbered, from a source of their own.
import type { EvidencePassage } from './types.js';

/** Passage `n` of source `s<n>` ("Source <n>", a PDF, at page 2n) holding `text`; `over` changes any field. */
export const evidencePassage = (
  n: number,
  text: string,
  over: Partial<EvidencePassage> = {},
): EvidencePassage => ({
  n,
  passageId: `p${n}`,
  sourceId: `s${n}`,
  sourceTitle: `Source ${n}`,
  sourceKind: 'pdf',
  url: null,
  site: null,
  location: `p. ${n * 2}`,
  text,
  ...over,
});
