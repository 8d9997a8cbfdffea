// The citation check every grounded text passes before it is saved (issue 17 §4): a marker [n] stays
// only when passage n was retrieved for the prompt and the words the writer claims to quote from it
// are really in it. Then: one numbering for a whole article, no URL but the sources' own, and the
// article's "## Sources" section.
import { codeRanges, findMarkers, markerPattern } from '@thesis-studio/markdown';
import type {
  ClaimedCitation,
  EvidencePassage,
  EvidenceSourceKind,
  GroundedCitation,
  GroundedText,
  UnsupportedClaim,
} from './types.js';

/** A quote must hold at least this many words, or at least `MIN_QUOTE_CHARS` characters. */
const MIN_QUOTE_WORDS = 3;
const MIN_QUOTE_CHARS = 12;

/**
 * Text as compared: Unicode compatibility forms (ligatures), curly and straight quotes alike, every
 * dash a hyphen (without spaces around it), no emphasis marks, whitespace folded, lower case.
 */
export function normaliseForQuote(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\u00AD/g, '')
    .replace(/[‘’‚‛′`´]/g, "'")
    .replace(/[“”„‟″«»]/g, '"')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/\*\*|__|\*/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?- ?/g, '-')
    .trim()
    .toLowerCase();
}

/** The quoted words without the quotation marks, ellipses and punctuation a writer puts around them. */
function quoteCore(quote: string): string {
  return normaliseForQuote(quote)
    .replace(/^[\s"'.,;:…!?()[\]-]+/, '')
    .replace(/[\s"'.,;:…!?()[\]-]+$/, '');
}

/** A quote as compared with others (the same words however punctuated or typeset). */
export const quoteKey = (quote: string): string => quoteCore(quote);

/** True when `quote` (normalised) is a long-enough run of words found in `passage`. */
export function quoteFound(quote: string, passage: string): boolean {
  const core = quoteCore(quote);
  if (!core) return false;
  const text = normaliseForQuote(passage);
  const words = core.split(' ').length;
  const longEnough = words >= MIN_QUOTE_WORDS || core.length >= MIN_QUOTE_CHARS || core === quoteCore(text);
  return longEnough && text.includes(core);
}

const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|cf|p|pp|no|fig|approx|Dr|Mr|Mrs|Ms|Prof|Inc|Ltd|Co|St)\.$/i;

/** Spans [start, end) of the sentences of `text`. */
function sentenceSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let start = 0;
  const boundary = /[.!?…]["'”’)\]]*(?=\s)/g;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + match[0].length;
    // "[1]." closes a sentence too; "e.g." and "p. 4" do not.
    if (ABBREVIATION.test(text.slice(Math.max(start, end - 8), end))) continue;
    spans.push([start, end]);
    start = end;
  }
  spans.push([start, text.length]);
  return spans.filter(([a, b]) => text.slice(a, b).trim() !== '');
}

const LIST_ITEM = /^(\s*(?:[-*+•]|\d{1,3}[.)])\s+)/;
const TABLE_ROW = /^\s*\|/;
const HEADING = /^\s{0,3}#{1,6}\s+/;

/** The text block a position is in: a table cell, a list item, a heading, or a paragraph. */
function blockAt(markdown: string, index: number): { text: string; offset: number } {
  const lineStart = markdown.lastIndexOf('\n', index - 1) + 1;
  const lineEndAt = markdown.indexOf('\n', index);
  const lineEnd = lineEndAt === -1 ? markdown.length : lineEndAt;
  const line = markdown.slice(lineStart, lineEnd);
  if (TABLE_ROW.test(line)) {
    let cellStart = lineStart;
    let cellEnd = lineEnd;
    for (let i = index - 1; i >= lineStart; i--)
      if (markdown[i] === '|' && markdown[i - 1] !== '\\') {
        cellStart = i + 1;
        break;
      }
    for (let i = index; i < lineEnd; i++)
      if (markdown[i] === '|' && markdown[i - 1] !== '\\') {
        cellEnd = i;
        break;
      }
    return { text: markdown.slice(cellStart, cellEnd), offset: index - cellStart };
  }
  if (LIST_ITEM.test(line) || HEADING.test(line)) return { text: line, offset: index - lineStart };
  // A paragraph: the neighbouring lines up to a blank line, a heading, a list item or a table row.
  const lines = markdown.split('\n');
  const at = markdown.slice(0, index).split('\n').length - 1;
  const ends = (l: string | undefined) =>
    l === undefined || !l.trim() || HEADING.test(l) || LIST_ITEM.test(l) || TABLE_ROW.test(l);
  let first = at;
  while (!ends(lines[first - 1])) first--;
  let last = at;
  while (!ends(lines[last + 1])) last++;
  const start = lines.slice(0, first).reduce((sum, l) => sum + l.length + 1, 0);
  const text = lines.slice(first, last + 1).join('\n');
  return { text, offset: index - start };
}

const cleanSentence = (text: string) =>
  text
    .replace(markerPattern(), '')
    .replace(/^\s*>\s?/gm, '')
    .replace(LIST_ITEM, '')
    .replace(HEADING, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();

/** The sentence a marker at `index` stands on: the one it closes, or the one it sits in. */
export function sentenceAt(markdown: string, index: number): string {
  const { text, offset } = blockAt(markdown, index);
  const spans = sentenceSpans(text);
  let which = spans.findIndex(([a, b]) => offset >= a && offset < b);
  if (which === -1) which = spans.length - 1;
  const [a] = spans[which] ?? [0, text.length];
  // A marker opening a span ("… grew. [1] Next …") belongs to the sentence before it.
  if (which > 0 && text.slice(a, offset).replace(markerPattern(), '').trim() === '') which -= 1;
  const [start, end] = spans[which] ?? [0, text.length];
  const sentence = cleanSentence(text.slice(start, end));
  return sentence || cleanSentence(text);
}

const words = (text: string) => new Set(normaliseForQuote(text).match(/[\p{L}\p{N}]+/gu) ?? []);

/** Of the valid quotes for one marker, the one closest to its sentence (the first unused on a tie). */
function bestQuote(candidates: string[], sentence: string, used: Set<string>): string {
  const inSentence = normaliseForQuote(sentence);
  const sentenceWords = words(sentence);
  let best = candidates[0]!;
  let bestScore = -1;
  for (const quote of candidates) {
    const core = quoteCore(quote);
    const overlap = [...words(quote)].filter((w) => sentenceWords.has(w)).length;
    const score = (inSentence.includes(core) ? 1000 : 0) + overlap + (used.has(quote) ? 0 : 0.5);
    if (score > bestScore) {
      best = quote;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Keeps each marker [n] whose passage n was given and for which one of the quotes claimed for n is
 * in that passage's text; removes the others and counts them. Groups ("[1, 3]") become single
 * markers ("[1][3]"). Each kept marker is one citation, in reading order, with its sentence.
 */
export function groundText(
  markdown: string,
  claimed: ClaimedCitation[],
  passages: EvidencePassage[],
): GroundedText {
  const byNumber = new Map(passages.map((passage) => [passage.n, passage]));
  const valid = new Map<number, string[]>();
  for (const claim of claimed) {
    const passage = byNumber.get(claim.n);
    if (!passage || typeof claim.quote !== 'string' || !quoteFound(claim.quote, passage.text)) continue;
    const quotes = valid.get(claim.n) ?? [];
    if (!quotes.includes(claim.quote.trim())) quotes.push(claim.quote.trim());
    valid.set(claim.n, quotes);
  }
  const citations: GroundedCitation[] = [];
  const unsupported: UnsupportedClaim[] = [];
  const used = new Set<string>();
  let removed = 0;
  let out = '';
  let last = 0;
  for (const marker of findMarkers(markdown)) {
    const kept = [...new Set(marker.numbers)].filter((n) => valid.has(n));
    removed += marker.numbers.length - kept.length;
    const dropped = marker.numbers.filter((n) => !valid.has(n));
    if (dropped.length > 0) {
      const sentence = sentenceAt(markdown, marker.start);
      for (const n of dropped) unsupported.push(unsupportedClaim(n, sentence, claimed, byNumber.get(n)));
    }
    let replacement = kept.map((n) => `[${n}]`).join('');
    let start = marker.start;
    if (!replacement) {
      // "grew 12% [7]." → "grew 12%."
      while (start > last && /[ \t]/.test(markdown[start - 1]!)) start--;
      if (/[\p{L}\p{N}]/u.test(markdown[start - 1] ?? '') && /[\p{L}\p{N}]/u.test(markdown[marker.end] ?? ''))
        replacement = ' ';
    } else {
      const sentence = sentenceAt(markdown, marker.start);
      for (const n of kept) {
        const quote = bestQuote(valid.get(n)!, sentence, used);
        used.add(quote);
        citations.push({ n, quote, passage: byNumber.get(n)!, sentence });
      }
    }
    out += markdown.slice(last, start) + replacement;
    last = marker.end;
  }
  out += markdown.slice(last);
  return { markdown: out, citations, removed, unsupported };
}

/** Why marker [n] on `sentence` did not hold. */
function unsupportedClaim(
  n: number,
  sentence: string,
  claimed: ClaimedCitation[],
  passage: EvidencePassage | undefined,
): UnsupportedClaim {
  const quote =
    claimed.find((claim) => claim.n === n && typeof claim.quote === 'string')?.quote.trim() ?? null;
  return {
    n,
    sentence,
    reason: !passage ? 'passage_unknown' : quote ? 'quote_not_in_passage' : 'no_quote',
    quote: quote ? quote.slice(0, 500) : null,
    sourceTitle: passage?.sourceTitle ?? null,
    location: passage?.location || null,
  };
}

/**
 * Renumbers the markers of several grounded parts (an article's sections, in order) into one
 * sequence 1..N in reading order: each kept marker is its own citation, numbered where it appears.
 */
export function renumber(parts: GroundedText[]): { markdowns: string[]; citations: GroundedCitation[] } {
  const citations: GroundedCitation[] = [];
  const markdowns = parts.map((part) => {
    const pending = [...part.citations];
    let out = '';
    let last = 0;
    for (const marker of findMarkers(part.markdown)) {
      let replacement = '';
      for (const n of marker.numbers) {
        const at = pending.findIndex((citation) => citation.n === n);
        if (at === -1) continue;
        const [citation] = pending.splice(at, 1);
        citations.push({ ...citation!, n: citations.length + 1 });
        replacement += `[${citations.length}]`;
      }
      let start = marker.start;
      if (!replacement) while (start > last && /[ \t]/.test(part.markdown[start - 1]!)) start--;
      out += part.markdown.slice(last, start) + replacement;
      last = marker.end;
    }
    return out + part.markdown.slice(last);
  });
  return { markdowns, citations };
}

/** A URL as compared: parsed (host lower case, default port dropped), without a trailing slash or fragment. */
function urlKey(url: string): string | null {
  try {
    const parsed = new URL(/^www\./i.test(url) ? `https://${url}` : url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    parsed.hash = '';
    return parsed.href.replace(/\/$/, '').replace(/^http:/, 'https:');
  } catch {
    return null;
  }
}

const MARKDOWN_LINK =
  /(!?)\[([^\]\n]*)\]\(\s*<?([^()\s<>]*(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+"[^"]*")?\s*\)/g;
const AUTOLINK = /<((?:https?:\/\/|www\.)[^>\s]+)>/gi;
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s<>()"'`]+(?:\([^\s()]*\)[^\s<>()"'`]*)*/gi;

/**
 * Drops every http(s) URL that is not one of `allowed` (the sources' own addresses): a link keeps its
 * text, an autolink or a bare URL goes. Trailing punctuation is not part of a bare URL.
 */
export function dropForeignUrls(markdown: string, allowed: ReadonlySet<string>): string {
  const keys = new Set([...allowed].map(urlKey).filter((key): key is string => key !== null));
  const isAllowed = (url: string) => {
    const key = urlKey(url);
    return key !== null && keys.has(key);
  };
  const code = codeRanges(markdown);
  const inCode = (index: number) => code.some(([a, b]) => index >= a && index < b);
  // Links first (their targets are URLs), then what is left; placeholders keep allowed ones intact.
  const kept: string[] = [];
  const keep = (text: string) => {
    kept.push(text);
    return `\uE000${kept.length - 1}\uE000`;
  };
  let text = markdown.replace(
    MARKDOWN_LINK,
    (match, bang: string, label: string, target: string, offset: number) => {
      if (inCode(offset)) return keep(match);
      if (!/^(?:https?:\/\/|www\.)/i.test(target)) return keep(match);
      if (isAllowed(target)) return keep(match);
      return bang ? '' : keep(label);
    },
  );
  text = text.replace(AUTOLINK, (match, url: string, offset: number) =>
    inCode(offset) || isAllowed(url) ? keep(match) : '',
  );
  text = text.replace(BARE_URL, (match: string, offset: number) => {
    if (inCode(offset)) return keep(match);
    const trailing = /[.,;:!?'"’”\]]+$/.exec(match)?.[0] ?? '';
    const url = match.slice(0, match.length - trailing.length);
    return isAllowed(url) ? keep(url) + trailing : trailing;
  });
  return text
    .replace(/[ \t]+([.,;:])/g, '$1')
    .replace(/\(\s*\)/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\uE000(\d+)\uE000/g, (_m, i: string) => kept[Number(i)]!);
}

/** The heading and labels of the article's list of cited sources, in the thesis's language. */
export interface SourcesListLabels {
  heading: string;
  untitled: string;
  kinds: Record<EvidenceSourceKind, string>;
  /** After a web page's URL: when it was fetched. */
  accessed: (date: Date) => string;
}

/** Markdown-safe text for a title (no emphasis, link or table marks taken from it). */
const plain = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/([\\`*_[\]|<>])/g, '\\$1')
    .trim();

/**
 * The article's "## Sources" section: each cited source once, in the order first cited, with its
 * kind, the locations cited and the markers; a web page with its site, URL and access date
 * (`fetchedAt` by source id), in the thesis's language (`labels`: the offline catalogues' sourcesListIn).
 * Empty when nothing is cited.
 */
export function sourcesSection(
  citations: Array<{ n: number; passage: EvidencePassage }>,
  fetchedAt: Map<string, Date> | undefined,
  labels: SourcesListLabels,
): string {
  const sources = new Map<string, { passage: EvidencePassage; locations: string[]; markers: number[] }>();
  for (const citation of [...citations].sort((a, b) => a.n - b.n)) {
    const { passage } = citation;
    const entry = sources.get(passage.sourceId) ?? { passage, locations: [], markers: [] };
    const location = passage.location.trim();
    if (location && !entry.locations.includes(location)) entry.locations.push(location);
    if (!entry.markers.includes(citation.n)) entry.markers.push(citation.n);
    sources.set(passage.sourceId, entry);
  }
  if (sources.size === 0) return '';
  const lines = [...sources.values()].map(({ passage, locations, markers }) => {
    const refs = markers.map((n) => `[${n}]`).join(', ');
    const title = `**${plain(passage.sourceTitle) || labels.untitled}**`;
    if (passage.sourceKind === 'web' && passage.url) {
      const site = passage.site ?? urlKey(passage.url)?.replace(/^https:\/\/([^/]+).*$/, '$1') ?? '';
      const date = fetchedAt?.get(passage.sourceId);
      const where = [plain(site), `${passage.url}${date ? ` ${labels.accessed(date)}` : ''}`]
        .filter(Boolean)
        .join(', ');
      return `- ${title} — ${where} — ${refs}`;
    }
    const where = [`${title} (${labels.kinds[passage.sourceKind]})`, ...locations.map(plain)].join(', ');
    return `- ${where} — ${refs}`;
  });
  return [`## ${labels.heading}`, '', ...lines].join('\n');
}
