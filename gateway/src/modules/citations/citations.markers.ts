// Where the citation markers [n] of an article are: by section (a `#`/`##` heading and what follows it),
// leaving out the article's own "## Sources" list (it repeats every marker) and code.
import { sentenceAt } from '../../shared/grounding/verify.js';

/** [3] or a group [1, 3]; not a link's text ([1](…)) nor an image reference (![1]). */
const MARKER = /(?<!!)\[(\d{1,3}(?:\s*[,;]\s*\d{1,3})*)\](?!\()/g;
const SECTION_HEADING = /^ {0,3}#{1,2}[ \t]+(.*?)[ \t#]*$/;
const SOURCES_HEADING = /^sources$/i;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export interface ArticleSection {
  /** The heading's text ('' for what precedes the first heading). */
  heading: string;
  /** Offsets of the section in the article, heading included. */
  start: number;
  end: number;
  text: string;
}

/** The article split at its `#`/`##` headings (outside fenced code). */
export function sectionsOf(content: string): ArticleSection[] {
  const sections: ArticleSection[] = [];
  let heading = '';
  let start = 0;
  let offset = 0;
  let fence: string | null = null;
  for (const line of content.split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) fence = fence === null ? fenceMatch[1]![0]! : fence === fenceMatch[1]![0] ? null : fence;
    const match = fence === null ? SECTION_HEADING.exec(line) : null;
    if (match && offset > 0) {
      sections.push({ heading, start, end: offset, text: content.slice(start, offset) });
      start = offset;
    }
    if (match) heading = match[1]!.replace(/\s+/g, ' ').trim();
    offset += line.length + 1;
  }
  sections.push({ heading, start, end: content.length, text: content.slice(start) });
  return sections.filter((section) => section.text !== '' || sections.length === 1);
}

export const isSourcesSection = (section: Pick<ArticleSection, 'heading'>): boolean =>
  SOURCES_HEADING.test(section.heading);

/** Ranges of fenced code and inline code spans, where a [n] is not a marker. */
function codeRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const fence = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm;
  for (const match of text.matchAll(fence)) ranges.push([match.index, match.index + match[0].length]);
  for (const match of text.matchAll(/(`+)[^`\n]+?\1/g))
    ranges.push([match.index, match.index + match[0].length]);
  return ranges;
}

export interface MarkerAt {
  n: number;
  /** Offset of the marker in the article. */
  index: number;
  /** The heading of the section it is in. */
  section: string;
  /** The sentence it stands on. */
  sentence: string;
}

/** Every marker of the article outside its Sources section, in reading order. */
export function markersOf(content: string): MarkerAt[] {
  const code = codeRanges(content);
  const markers: MarkerAt[] = [];
  for (const section of sectionsOf(content)) {
    if (isSourcesSection(section)) continue;
    for (const match of section.text.matchAll(MARKER)) {
      const index = section.start + match.index;
      if (code.some(([a, b]) => index >= a && index < b)) continue;
      let sentence: string | undefined;
      for (const n of match[1]!.split(/[,;]/).map((value) => Number(value.trim()))) {
        sentence ??= sentenceAt(content, index);
        markers.push({ n, index, section: section.heading, sentence });
      }
    }
  }
  return markers;
}

/** The marker numbers present in the article (outside its Sources section). */
export const markerNumbers = (content: string): Set<number> => new Set(markersOf(content).map((m) => m.n));

/**
 * The headings of the sections an edit changed: sections whose text differs, that are new, or that
 * went (by heading; a heading that repeats is compared in order).
 */
export function changedSections(before: string, after: string): Set<string> {
  const keyed = (content: string) => {
    const seen = new Map<string, number>();
    return new Map(
      sectionsOf(content).map((section) => {
        const count = seen.get(section.heading) ?? 0;
        seen.set(section.heading, count + 1);
        return [`${section.heading}\u0000${count}`, section] as const;
      }),
    );
  };
  const old = keyed(before);
  const current = keyed(after);
  const changed = new Set<string>();
  for (const [key, section] of current) {
    const previous = old.get(key);
    if (!previous || previous.text.replace(/\s+$/, '') !== section.text.replace(/\s+$/, ''))
      changed.add(section.heading);
  }
  for (const [key, section] of old) if (!current.has(key)) changed.add(section.heading);
  return changed;
}
