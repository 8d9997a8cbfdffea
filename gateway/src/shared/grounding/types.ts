// Grounding: what the research runner and both chats pass between retrieval, the model and the saved
// text. Passages are numbered per prompt ([n], 1-based); a writer claims that marker [n] in its text
// quotes some words of passage n, and `groundText` (verify.ts) keeps only the claims that hold.

export type EvidenceSourceKind = 'pdf' | 'docx' | 'markdown' | 'text' | 'html' | 'web';

export interface EvidencePassage {
  /** 1-based number shown to the model and in markers [n] (local to one prompt). */
  n: number;
  passageId: string;
  sourceId: string;
  sourceTitle: string;
  sourceKind: EvidenceSourceKind;
  url: string | null;
  site: string | null;
  /** Where in the source: "p. 12", "Pricing", "Part 3". */
  location: string;
  text: string;
}

/** What a writer claims: marker [n] in the text quotes these words of passage n. */
export interface ClaimedCitation {
  n: number;
  quote: string;
}

/** One citation that survived the check: its marker, the quoted words, the passage and the sentence. */
export interface GroundedCitation {
  n: number;
  quote: string;
  passage: EvidencePassage;
  sentence: string;
}

/**
 * Why a marker was removed: its passage was not among those given (`passage_unknown`), no quote was
 * claimed for it (`no_quote`), or the quoted words are not in the passage (`quote_not_in_passage`).
 */
export const UNSUPPORTED_REASONS = ['passage_unknown', 'no_quote', 'quote_not_in_passage'] as const;
type UnsupportedReason = (typeof UNSUPPORTED_REASONS)[number];

/** A marker the check removed: the sentence it stood on, and why. */
export interface UnsupportedClaim {
  /** The marker's number in the writer's prompt (local to that prompt). */
  n: number;
  sentence: string;
  reason: UnsupportedReason;
  /** The words the writer claimed to quote (null when it claimed none). */
  quote: string | null;
  /** The passage it pointed at, when there was one. */
  sourceTitle: string | null;
  location: string | null;
}

export interface GroundedText {
  /** Markdown with [n] markers that survived the check (n = local passage numbers). */
  markdown: string;
  citations: GroundedCitation[];
  /** Markers removed because their passage was not retrieved or the quote is not in it. */
  removed: number;
  /** The removed markers, each with its sentence and why (groundText fills it). */
  unsupported?: UnsupportedClaim[];
}
