// Cue cards (spec §3 cue card) as a page that receives them needs them, without the parser: what a card
// is, and saving a card's edited text back into the content. buildCueCards (cue-cards.ts) makes them;
// the owner's page gets them from the gateway and saves edits with this.
import { spliceText } from './splice.js';

export interface CueCardSource {
  /** Offsets of the card's Markdown in the content it was built from. */
  start: number;
  end: number;
  markdown: string;
}

export interface CueCard {
  key: string;
  title: string;
  summary: string;
  /** The section's plain text, for speech. */
  text: string;
  kind: 'section' | 'summary' | 'keyInsights';
  /** Where the card's block came from (a section's body; absent on summary and key-insights cards). */
  source?: CueCardSource;
}

/**
 * The content with the card's original Markdown replaced by `newText`; null when that Markdown is no
 * longer in the content (edited elsewhere) or the card has none (summary and key-insights cards).
 * Where the content moved, the occurrence nearest the card's old position is replaced.
 */
export function replaceCardText(content: string, card: CueCard, newText: string): string | null {
  const source = card.source;
  if (!source || !source.markdown) return null;
  if (content.slice(source.start, source.end) === source.markdown) {
    return spliceText(content, source.start, source.end, newText);
  }
  let best = -1;
  for (let at = content.indexOf(source.markdown); at !== -1; at = content.indexOf(source.markdown, at + 1)) {
    if (best === -1 || Math.abs(at - source.start) < Math.abs(best - source.start)) best = at;
  }
  if (best === -1) return null;
  return spliceText(content, best, best + source.markdown.length, newText);
}
