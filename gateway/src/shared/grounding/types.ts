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

export interface GroundedText {
  /** Markdown with [n] markers that survived the check (n = local passage numbers). */
  markdown: string;
  citations: GroundedCitation[];
  /** Markers removed because their passage was not retrieved or the quote is not in it. */
  removed: number;
}
