// A research article written section by section as a run writes it, for the offline engine's tests.
import { groundText } from '../../grounding/verify.js';
import {
  SECTION_ORDER,
  type AiProvider,
  type EvidencePassage,
  type SectionKind,
  type SectionRequest,
  type ThesisBrief,
} from '../provider.js';

/** The sections in the order a run writes them: the summary, which reads the others, last. */
export const WRITE_ORDER: SectionKind[] = [...SECTION_ORDER.filter((kind) => kind !== 'summary'), 'summary'];

/**
 * The article as a run writes it: sections in WRITE_ORDER, each given `questions(kind)` and all of
 * `passages` (and `more` of a request), one quote tally, each grounded before it is kept.
 */
export async function writeArticle(
  provider: Pick<AiProvider, 'writeSection'>,
  brief: ThesisBrief,
  questions: (kind: SectionKind) => string[],
  passages: EvidencePassage[],
  more: Pick<SectionRequest, 'sourcesRead'> = {},
): Promise<{ bodies: Record<SectionKind, string>; quotes: string[]; removed: number }> {
  const cited = new Map<string, number>();
  const bodies = {} as Record<SectionKind, string>;
  const quotes: string[] = [];
  let removed = 0;
  for (const kind of WRITE_ORDER) {
    const draft = await provider.writeSection({
      kind,
      brief,
      basis: { ...bodies },
      questions: questions(kind),
      passages,
      ...more,
      cited,
    });
    const grounded = groundText(draft.markdown, draft.citations, passages);
    removed += grounded.removed;
    quotes.push(...grounded.citations.map((citation) => citation.quote));
    bodies[kind] = draft.markdown;
  }
  return { bodies, quotes, removed };
}
