// Citations in a thesis (issues 17 and 22): the `[n]` markers of saved Markdown turned into citation
// elements on the hast (never raw HTML), the quoted words found in their passage, and the check summary.
// The marker rule alone (its own entry): the article's citations need no Markdown parser.
import { markersInText } from '@thesis-studio/markdown/markers';
import { isSourcesHeading } from '@thesis-studio/markdown/no-parser';
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';

export type CitationSupport = 'supported' | 'partly' | 'not_supported' | 'unchecked';
export type CitationSourceKind = 'pdf' | 'docx' | 'markdown' | 'text' | 'html' | 'web';

/** One citation as the page shows it (the gateway's CitationView, or what a shared page may see of it). */
export interface Citation {
  /** The marker number `[n]` in the text it belongs to. */
  n: number;
  sourceTitle: string;
  sourceKind: CitationSourceKind | (string & {});
  /** Where in the source: "p. 12", "Pricing", "Part 3". */
  location: string;
  /** The words of the passage the text quotes (null where a shared view leaves them out). */
  quote: string | null;
  /** The passage the quote is from (null where a shared view leaves it out). */
  passage: string | null;
  url?: string | null;
  site?: string | null;
  /** The claim check (owner's page only). */
  check?: { support: CitationSupport; reason?: string | null } | null;
}

export interface CitationCounts {
  total: number;
  supported: number;
  partly: number;
  notSupported: number;
  unchecked: number;
}

/** Text inside these is shown as written, markers included. */
const SKIP = new Set(['code', 'pre', 'kbd', 'samp', 'a', 'sup']);

const textOf = (node: Element | RootContent | ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

const isSectionHeading = (node: RootContent): node is Element =>
  node.type === 'element' && (node.tagName === 'h1' || node.tagName === 'h2');

/** `## Sources` (any case, trailing colon allowed; in any thesis language) opens the list of cited sources. */
export { isSourcesHeading };

function marker(n: number, inList: boolean): Element {
  return {
    type: 'element',
    tagName: 'sup',
    properties: { dataCitation: String(n), ...(inList ? { dataCitationList: 'true' } : {}) },
    children: [{ type: 'text', value: `[${n}]` }],
  };
}

/** Splits one text node around the markers whose number is cited; null when it holds none. */
function splitText(text: Text, cited: ReadonlySet<number>, inList: boolean): ElementContent[] | null {
  const parts: ElementContent[] = [];
  let last = 0;
  // The one marker rule (@thesis-studio/markdown); a group [1, 3] stays text (grounding writes [1][3]).
  for (const { start, end, numbers } of markersInText(text.value)) {
    const n = numbers.length === 1 ? numbers[0]! : 0;
    if (!cited.has(n)) continue;
    if (start > last) parts.push({ type: 'text', value: text.value.slice(last, start) });
    parts.push(marker(n, inList));
    last = end;
  }
  if (parts.length === 0) return null;
  if (last < text.value.length) parts.push({ type: 'text', value: text.value.slice(last) });
  return parts;
}

function mark(parent: Element, cited: ReadonlySet<number>, inList: boolean): void {
  const children: ElementContent[] = [];
  for (const child of parent.children) {
    if (child.type === 'text') {
      children.push(...(splitText(child, cited, inList) ?? [child]));
      continue;
    }
    if (child.type === 'element' && !SKIP.has(child.tagName)) mark(child, cited, inList);
    children.push(child);
  }
  parent.children = children;
}

/**
 * The tree step: `rehypeCitations(numbers)(tree)` changes `tree` in place. Each `[n]` whose n is cited becomes
 * `<sup data-citation="n">` (in the `## Sources` section also `data-citation-list`); other brackets stay
 * text. Code, links and footnote references are left alone.
 */
export function rehypeCitations(cited?: ReadonlySet<number>) {
  return (tree: Root): void => {
    if (!cited || cited.size === 0) return;
    let inSources = false;
    const visit = (node: RootContent) => {
      if (isSectionHeading(node)) inSources = isSourcesHeading(textOf(node));
      if (node.type !== 'element') return;
      // Block frames (the owner's page) wrap the top-level elements: look through them.
      if (node.tagName === 'div' && node.properties['dataBlock'] !== undefined) {
        node.children.forEach((child) => visit(child as RootContent));
        return;
      }
      if (!SKIP.has(node.tagName)) mark(node, cited, inSources);
    };
    tree.children.forEach(visit);
  };
}

/** What a quote check compares: case, spacing, typographic quotes and dashes do not matter. */
function normalizeChar(char: string): string {
  if (/[\u2018\u2019\u201a\u2032`]/.test(char)) return "'";
  if (/[\u201c\u201d\u201e\u2033\u00ab\u00bb]/.test(char)) return '"';
  if (/[\u2010-\u2015\u2212]/.test(char)) return '-';
  return char.toLowerCase();
}

/** The text normalized for matching, with each normalized character's index in the original. */
function normalized(text: string): { value: string; at: number[] } {
  let value = '';
  const at: number[] = [];
  let space = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (/\s/.test(char)) {
      space = value.length > 0;
      continue;
    }
    if (space) {
      value += ' ';
      at.push(i - 1);
      space = false;
    }
    value += normalizeChar(char);
    at.push(i);
  }
  return { value, at };
}

/** A quote without the quotation marks or ellipses a writer put around it. */
const bareQuote = (quote: string): string =>
  quote
    .trim()
    .replace(/^["'\u201c\u201d\u2018\u2019\u00ab.\u2026\s]+/, '')
    .replace(/["'\u201c\u201d\u2018\u2019\u00bb.\u2026,;:\s]+$/, '');

export interface QuoteExcerpt {
  /** Text before the quote (with a leading '…' when the passage goes on before it). */
  before: string;
  /** The quoted words as the passage has them ('' when they are not in it). */
  match: string;
  after: string;
}

/** Cuts at a word boundary. */
function clip(text: string, max: number, from: 'start' | 'end'): string {
  if (text.length <= max) return text;
  if (from === 'end') {
    const cut = text.slice(text.length - max);
    const space = cut.indexOf(' ');
    return `…${space >= 0 && space < 40 ? cut.slice(space + 1) : cut}`;
  }
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${space > max - 40 ? cut.slice(0, space) : cut}…`;
}

/**
 * The passage around the quoted words, up to `context` characters either side, so a popover shows the
 * quote highlighted in its setting. Without the quote in the passage: the passage's opening.
 */
export function quoteExcerpt(passage: string, quote: string, context = 280): QuoteExcerpt {
  const text = passage.replace(/\s+/g, ' ').trim();
  const wanted = normalized(bareQuote(quote)).value;
  const haystack = normalized(text);
  const position = wanted ? haystack.value.indexOf(wanted) : -1;
  if (position < 0) return { before: clip(text, context * 2, 'start'), match: '', after: '' };
  const start = haystack.at[position]!;
  const end = haystack.at[position + wanted.length - 1]! + 1;
  return {
    before: clip(text.slice(0, start), context, 'end'),
    match: text.slice(start, end),
    after: clip(text.slice(end), context, 'start'),
  };
}

/** Counts the checks of a list of citations (each marker once). */
export function countCitations(citations: ReadonlyArray<Pick<Citation, 'check'>>): CitationCounts {
  const counts: CitationCounts = { total: 0, supported: 0, partly: 0, notSupported: 0, unchecked: 0 };
  for (const citation of citations) {
    counts.total += 1;
    const support = citation.check?.support ?? 'unchecked';
    if (support === 'supported') counts.supported += 1;
    else if (support === 'partly') counts.partly += 1;
    else if (support === 'not_supported') counts.notSupported += 1;
    else counts.unchecked += 1;
  }
  return counts;
}

/** '42 citations: 38 supported, 3 partly, 1 not supported' (parts with none left out); '' for none. */
export function citationSummaryText(counts: CitationCounts): string {
  if (counts.total <= 0) return '';
  const parts = [
    counts.supported ? `${counts.supported} supported` : '',
    counts.partly ? `${counts.partly} partly` : '',
    counts.notSupported ? `${counts.notSupported} not supported` : '',
    counts.unchecked ? `${counts.unchecked} not checked` : '',
  ].filter(Boolean);
  const total = `${counts.total} ${counts.total === 1 ? 'citation' : 'citations'}`;
  return parts.length > 0 ? `${total}: ${parts.join(', ')}` : total;
}

export const SUPPORT_LABEL: Record<CitationSupport, string> = {
  supported: 'Supported',
  partly: 'Partly supported',
  not_supported: 'Not supported',
  unchecked: 'Not checked',
};

export const SOURCE_KIND_LABEL: Record<CitationSourceKind, string> = {
  pdf: 'PDF',
  docx: 'Word document',
  markdown: 'Markdown',
  text: 'Text',
  html: 'Web page (HTML)',
  web: 'Web page',
};

export const sourceKindLabel = (kind: string): string =>
  SOURCE_KIND_LABEL[kind as CitationSourceKind] ?? kind.toUpperCase();
