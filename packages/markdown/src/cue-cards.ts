// Cue cards from the thesis content (spec §3 cue card, §9 text helper): one card per section, at most
// 11, titles of at most 6 words, summaries of at least 50 characters, Markdown and numbering
// stripped, and a 'Key Insights' card after them when there is more than one section.
import type { Root, RootContent } from 'mdast';
import { headingText, isSectionHeading, parseMarkdown, plainText } from './blocks.js';
import type { CueCard, CueCardSource } from './cards.js';
import { sentences } from './sentences.js';

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

interface Section {
  heading?: string;
  nodes: RootContent[];
}

const textOf = (nodes: RootContent[]) => nodes.map(plainText).filter(Boolean).join('\n');

function sourceOf(content: string, nodes: RootContent[]): CueCardSource | undefined {
  const start = nodes[0]?.position?.start.offset;
  const end = nodes.at(-1)?.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  return { start, end, markdown: content.slice(start, end) };
}

/** Sections at `#`/`##` headings; text before the first heading is an untitled section. */
function sectionsOf(children: RootContent[]): Section[] {
  const sections: Section[] = [];
  let current: Section = { nodes: [] };
  for (const node of children) {
    if (isSectionHeading(node)) {
      if (current.heading !== undefined || current.nodes.length > 0) sections.push(current);
      current = { heading: headingText(node), nodes: [] };
    } else current.nodes.push(node);
  }
  if (current.heading !== undefined || current.nodes.length > 0) sections.push(current);
  return sections;
}

/** Content without headings (a draft: paragraphs): consecutive blocks grouped until they hold 50 characters. */
function paragraphGroups(nodes: RootContent[]): Section[] {
  const groups: Section[] = [];
  let current: RootContent[] = [];
  for (const node of nodes) {
    if (!plainText(node)) continue;
    current.push(node);
    if (textOf(current).length >= MIN_SUMMARY_CHARS) {
      groups.push({ nodes: current });
      current = [];
    }
  }
  // A short tail joins the group before it.
  const last = groups.at(-1);
  if (current.length > 0) {
    if (last) last.nodes.push(...current);
    else groups.push({ nodes: current });
  }
  return groups;
}

/**
 * The cue cards of a thesis: a card per `#`/`##` section (its heading as title, its body as text);
 * content without headings gives a card per paragraph (or group of short ones) titled by its first
 * words. Sections with under 50 characters of text make no card. When nothing qualifies but there is
 * text, one summary card holds it all. Cards carry where their Markdown came from for card edits.
 */
export const buildCueCards = (content: string): CueCard[] => cueCardsOf(parseMarkdown(content), content);

/** buildCueCards of content already parsed (`root` is parseMarkdown(content)). */
export function cueCardsOf(root: Root, content: string): CueCard[] {
  const sections = sectionsOf(root.children);
  const headed = sections.some((section) => section.heading !== undefined);
  const candidates = headed ? sections : paragraphGroups(sections[0]?.nodes ?? []);

  const cards: CueCard[] = [];
  const usedKeys = new Map<string, number>();
  for (const section of candidates) {
    if (cards.length === MAX_SECTIONS) break;
    const text = textOf(section.nodes);
    if (text.length < MIN_SUMMARY_CHARS) continue;
    const title = shortTitle(section.heading || sentences(text)[0] || text);
    const base = `section:${title.toLowerCase()}`;
    const seen = usedKeys.get(base) ?? 0;
    usedKeys.set(base, seen + 1);
    const source = sourceOf(content, section.nodes);
    cards.push({
      key: seen === 0 ? base : `${base}:${seen + 1}`,
      title,
      summary: summarize(text),
      text,
      kind: 'section',
      ...(source ? { source } : {}),
    });
  }

  if (cards.length === 0) {
    const text = textOf(root.children);
    if (!text) return [];
    return [{ key: 'summary', title: SUMMARY_CARD_TITLE, summary: summarize(text), text, kind: 'summary' }];
  }
  if (cards.length > 1) {
    cards.push({
      key: 'key-insights',
      title: KEY_INSIGHTS_TITLE,
      summary: '',
      text: '',
      kind: 'keyInsights',
    });
  }
  return cards;
}
