// Cue cards (spec §3 cue card, §9 text helper), the rules that need no parser: what a card is, its title
// and summary rules, and saving a card's edited text back into the content. buildCueCards (cue-cards.ts)
// parses the content into cards; the owner's page gets them from the gateway and saves edits with this.
import { sentences } from './sentences.js';
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

export const MAX_SECTIONS = 11;
export const MAX_TITLE_WORDS = 6;
export const MIN_SUMMARY_CHARS = 50;
/** A summary grows sentence by sentence to 50 characters; one longer than this is cut at a word. */
export const MAX_SUMMARY_CHARS = 220;
export const KEY_INSIGHTS_TITLE = 'Key Insights';
export const SUMMARY_CARD_TITLE = 'Thesis Summary';

// '1.', '2)', '1.2', 'IV.', 'a)', 'Section 3:', 'Part II -', 'Step 1 –' before a title.
const NUMBERING =
  /^(?:(?:section|part|chapter|step|phase|stage)\s+(?:\d+|[ivxlc]+)\s*[.:)\-–—]?\s*|(?:\d+(?:\.\d+)*|[ivxlc]+|[a-z])[.)]\s+|\d+(?:\.\d+)*\s*[:\-–—]\s+)/i;

/** Strips leading numbering ('1.', 'IV.', 'Section 2:') and trailing colon or full stop. */
export function stripNumbering(text: string): string {
  let result = text.trim();
  for (let previous = ''; previous !== result;) {
    previous = result;
    result = result.replace(NUMBERING, '').trim();
  }
  return result.replace(/[:.]$/, '').trim() || text.trim();
}

/** At most 6 words, an ellipsis when words were dropped. */
export function shortTitle(text: string): string {
  const words = stripNumbering(text).split(/\s+/).filter(Boolean);
  if (words.length <= MAX_TITLE_WORDS) return words.join(' ');
  return `${words
    .slice(0, MAX_TITLE_WORDS)
    .join(' ')
    .replace(/[,;:.–—-]+$/, '')}…`;
}

/** Sentences from the start until at least 50 characters; a long one is cut at a word with an ellipsis. */
export function summarize(text: string): string {
  let summary = '';
  for (const sentence of sentences(text)) {
    summary = summary ? `${summary} ${sentence}` : sentence;
    if (summary.length >= MIN_SUMMARY_CHARS) break;
  }
  if (summary.length <= MAX_SUMMARY_CHARS) return summary;
  const cut = summary.lastIndexOf(' ', MAX_SUMMARY_CHARS - 1);
  return `${summary.slice(0, cut > MIN_SUMMARY_CHARS ? cut : MAX_SUMMARY_CHARS - 1).replace(/[,;:]$/, '')}…`;
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
