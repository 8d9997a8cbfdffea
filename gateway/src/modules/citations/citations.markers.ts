// Where the citation markers [n] of an article are: by section (a `#`/`##` heading and what follows it),
// leaving out the article's own "## Sources" list (it repeats every marker) and code.
import { findMarkers, isSourcesHeading } from '@thesis-studio/markdown';
import { sentenceAt } from '../../shared/grounding/verify.js';

const SECTION_HEADING = /^ {0,3}#{1,2}[ \t]+(.*?)[ \t#]*$/;
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
  isSourcesHeading(section.heading);

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
  const markers: MarkerAt[] = [];
  const found = findMarkers(content);
  for (const section of sectionsOf(content)) {
    if (isSourcesSection(section)) continue;
    for (const { start: index, numbers } of found) {
      if (index < section.start || index >= section.end) continue;
      let sentence: string | undefined;
      for (const n of numbers) {
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
