// Passage splitting: extracted parts (in reading order) become passages of roughly 100–300 words that
// end on sentence (preferably paragraph) boundaries. A passage never spans two pages or two headings,
// so its location is exact; a sentence longer than the maximum is cut on word boundaries.
import { clipAtWord } from '@thesis-studio/domain';
import { parseMarkdown } from '@thesis-studio/markdown';
import type { List, ListItem, Nodes, RootContent } from 'mdast';
import { countWords } from '../../../shared/ai/index.js';
import type { ExtractedPart, PassageLocation } from './types.js';

export const PASSAGE_WORDS = { min: 100, target: 200, max: 300 } as const;

export interface SplitPassage {
  ordinal: number;
  text: string;
  words: number;
  location: PassageLocation;
}

interface Unit {
  text: string;
  words: number;
  /** The last unit of its block (a paragraph, a list item, a table row, a heading): a place to close. */
  endsParagraph: boolean;
  /** What follows it in the passage: a space inside a paragraph, a line after a list item or a row. */
  separator: ' ' | '\n' | '\n\n';
}

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** Abbreviations after which a full stop rarely ends a sentence. */
const ABBREVIATION =
  /(?:^|\s)(?:mr|mrs|ms|dr|prof|sr|jr|st|vs|etc|e\.g|i\.e|cf|no|nos|fig|figs|p|pp|vol|ch|sec|approx|inc|ltd|co|corp|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|[a-z])\.\s*$/i;

/** The sentences of one paragraph (whitespace folded). */
export function sentencesOf(paragraph: string): string[] {
  const out: string[] = [];
  // A line break inside a paragraph (PDF lines, wrapped text) is not a sentence break.
  for (const { segment } of segmenter.segment(paragraph.replace(/\s*\n\s*/g, ' '))) {
    const sentence = segment.replace(/\s+/g, ' ').trim();
    if (!sentence) continue;
    const previous = out[out.length - 1];
    // "Dr. Smith", "e.g. this", "p. 12": glue the piece back onto the sentence it belongs to.
    if (previous !== undefined && ABBREVIATION.test(previous))
      out[out.length - 1] = `${previous} ${sentence}`;
    else out.push(sentence);
  }
  return out;
}

/** A sentence longer than `max` words, cut into near-equal runs of words. */
function cutLong(sentence: string, words: number, max: number): Unit[] {
  const tokens = sentence.split(' ');
  const pieces = Math.ceil(words / max);
  const size = Math.ceil(tokens.length / pieces);
  const units: Unit[] = [];
  for (let i = 0; i < tokens.length; i += size) {
    const text = tokens.slice(i, i + size).join(' ');
    units.push({ text, words: countWords(text), endsParagraph: false, separator: ' ' });
  }
  return units;
}

/** Sentence units of one block's text, the last closing the block and followed by `separator`. */
function sentenceUnits(text: string, max: number, separator: Unit['separator']): Unit[] {
  const units: Unit[] = [];
  const sentences = sentencesOf(text);
  sentences.forEach((sentence, i) => {
    const words = countWords(sentence);
    const pieces: Unit[] =
      words > max
        ? cutLong(sentence, words, max)
        : [{ text: sentence, words, endsParagraph: false, separator: ' ' }];
    if (i === sentences.length - 1)
      Object.assign(pieces[pieces.length - 1]!, { endsParagraph: true, separator });
    units.push(...pieces);
  });
  return units;
}

/** One line as written (a heading, a table row): a unit of its own, cut only when over the maximum. */
function lineUnit(text: string, max: number, separator: Unit['separator']): Unit[] {
  const line = text.replace(/\s+/g, ' ').trim();
  const words = countWords(line);
  const pieces: Unit[] =
    words > max ? cutLong(line, words, max) : [{ text: line, words, endsParagraph: false, separator: ' ' }];
  Object.assign(pieces[pieces.length - 1]!, { endsParagraph: true, separator });
  return pieces;
}

const slice = (text: string, node: Nodes): string =>
  text.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);

/** Extracted web and DOCX tables come as lines of cells joined by ' | ' (extract/html.ts). */
const isRowLines = (block: string): boolean => {
  const lines = block.split('\n').filter((line) => line.trim());
  return lines.length > 0 && lines.every((line) => line.includes(' | '));
};

/**
 * The units of a text, by its Markdown structure (the thesis's own micromark + GFM parser): each list
 * item, table row and heading is a unit of its own, on its own line, so no sentence (and no quote cut
 * from one) runs from one item, cell or heading into the next; paragraphs are cut into sentences
 * (a line break inside a paragraph, as in PDF text, is not a sentence break).
 */
function unitsOf(text: string, max: number): Unit[] {
  const units: Unit[] = [];
  const block = (node: RootContent): void => {
    switch (node.type) {
      case 'list':
        node.children.forEach((item, i) => listItem(item, i === node.children.length - 1 ? '\n\n' : '\n'));
        return;
      case 'table':
        node.children.forEach((row, i) =>
          units.push(...lineUnit(slice(text, row), max, i === node.children.length - 1 ? '\n\n' : '\n')),
        );
        return;
      case 'heading':
        units.push(...lineUnit(slice(text, node), max, '\n\n'));
        return;
      case 'paragraph': {
        const written = slice(text, node);
        if (isRowLines(written)) {
          const lines = written.split('\n').filter((line) => line.trim());
          lines.forEach((line, i) =>
            units.push(...lineUnit(line, max, i === lines.length - 1 ? '\n\n' : '\n')),
          );
          return;
        }
        units.push(...sentenceUnits(written, max, '\n\n'));
        return;
      }
      default:
        units.push(...sentenceUnits(slice(text, node), max, '\n\n'));
    }
  };
  // An item's own text (its marker kept, so the passage reads as the list it was), then its sub-lists.
  const listItem = (item: ListItem, separator: Unit['separator']): void => {
    const nested = item.children.filter((child): child is List => child.type === 'list');
    const end = nested[0]?.position?.start.offset ?? item.position?.end.offset ?? 0;
    const own = text.slice(item.position?.start.offset ?? 0, end);
    units.push(...sentenceUnits(own, max, nested.length > 0 ? '\n' : separator));
    nested.forEach((list, i) =>
      list.children.forEach((child, j) =>
        listItem(child, i === nested.length - 1 && j === list.children.length - 1 ? separator : '\n'),
      ),
    );
  };
  for (const node of parseMarkdown(text).children) block(node);
  return units;
}

const joinUnits = (units: Unit[]): string =>
  units.map((unit, i) => unit.text + (i === units.length - 1 ? '' : unit.separator)).join('');

const sum = (units: Unit[]): number => units.reduce((total, unit) => total + unit.words, 0);

/** Groups units into passages: close at a paragraph end once past the target, never past the maximum. */
function group(units: Unit[], words: typeof PASSAGE_WORDS): Unit[][] {
  const groups: Unit[][] = [];
  let current: Unit[] = [];
  let count = 0;
  for (const unit of units) {
    if (current.length > 0 && count + unit.words > words.max) {
      groups.push(current);
      current = [];
      count = 0;
    }
    current.push(unit);
    count += unit.words;
    if (count >= words.target && unit.endsParagraph) {
      groups.push(current);
      current = [];
      count = 0;
    }
  }
  if (current.length > 0) groups.push(current);
  // A short last passage joins the one before, or the two are re-cut at the sentence nearest the middle.
  const last = groups[groups.length - 1];
  const before = groups[groups.length - 2];
  if (last && before && sum(last) < words.min) {
    const both = [...before, ...last];
    const total = sum(both);
    groups.splice(groups.length - 2, 2);
    if (total <= words.max) groups.push(both);
    else {
      let best = 1;
      let bestGap = Number.POSITIVE_INFINITY;
      let running = 0;
      for (let i = 0; i < both.length - 1; i++) {
        running += both[i]!.words;
        const gap = Math.abs(total / 2 - running);
        if (gap < bestGap) {
          bestGap = gap;
          best = i + 1;
        }
      }
      groups.push(both.slice(0, best), both.slice(best));
    }
  }
  return groups;
}

/** Where a citation points: the page for a paginated source, else the heading, else the part number. */
export function labelOf(page: number | null, heading: string | null, ordinal: number): string {
  if (page !== null) return `p. ${page}`;
  const title = heading?.replace(/\s+/g, ' ').trim();
  if (title) return clipAtWord(title, 120);
  return `Part ${ordinal + 1}`;
}

/** Splits a source's extracted parts into passages, in reading order. */
export function splitPassages(parts: readonly ExtractedPart[], words = PASSAGE_WORDS): SplitPassage[] {
  // Consecutive parts on the same page under the same heading form one segment.
  const segments: Array<{ page: number | null; heading: string | null; texts: string[] }> = [];
  for (const part of parts) {
    const heading = part.heading?.replace(/\s+/g, ' ').trim() || null;
    const last = segments[segments.length - 1];
    if (last && last.page === part.page && last.heading === heading) last.texts.push(part.text);
    else segments.push({ page: part.page, heading, texts: [part.text] });
  }
  const passages: SplitPassage[] = [];
  for (const segment of segments) {
    const units = unitsOf(segment.texts.join('\n\n'), words.max);
    for (const passage of group(units, words)) {
      // Nothing but marks or rules ("• • •", "***"): no passage.
      if (sum(passage) === 0) continue;
      const ordinal = passages.length;
      const text = joinUnits(passage);
      passages.push({
        ordinal,
        text,
        words: sum(passage),
        location: {
          page: segment.page,
          heading: segment.heading,
          label: labelOf(segment.page, segment.heading, ordinal),
        },
      });
    }
  }
  return passages;
}
