// Markdown and plain text as parts: Markdown kept as written and split at its headings (ATX `#` and
// setext underlines, never inside fenced code); plain text as one part.
import { clipAtWord } from '@thesis-studio/domain';
import type { ExtractedPart } from '../retrieval/index.js';

const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;

/** Heading text without inline Markdown emphasis and links' targets. */
const plainHeading = (text: string): string =>
  clipAtWord(text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`~]+/g, ''), 300);

/** Trims each part and drops the empty ones (a heading with nothing under it joins no part). */
export function compactParts(parts: ExtractedPart[]): ExtractedPart[] {
  const kept: ExtractedPart[] = [];
  for (const part of parts) {
    const text = part.text
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    if (text) kept.push({ ...part, text });
  }
  return kept;
}

export function markdownParts(markdown: string): ExtractedPart[] {
  const parts: ExtractedPart[] = [];
  let heading: string | null = null;
  let lines: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    parts.push({ text: lines.join('\n'), page: null, heading });
    lines = [];
  };
  for (const line of markdown.split('\n')) {
    const opening = FENCE.exec(line);
    if (fence) {
      if (opening && opening[1]![0] === fence[0] && opening[1]!.length >= fence.length) fence = null;
      lines.push(line);
      continue;
    }
    if (opening) {
      fence = opening[1]!;
      lines.push(line);
      continue;
    }
    const atx = ATX.exec(line);
    if (atx) {
      flush();
      heading = plainHeading(atx[2] ?? '') || null;
      continue;
    }
    const setext = SETEXT.exec(line);
    const previous = lines.at(-1);
    if (
      setext &&
      previous !== undefined &&
      previous.trim() !== '' &&
      !/^\s*([-*+>]|\d+[.)])\s/.test(previous)
    ) {
      lines.pop();
      flush();
      heading = plainHeading(previous) || null;
      continue;
    }
    lines.push(line);
  }
  flush();
  return compactParts(parts);
}

export const textParts = (text: string): ExtractedPart[] =>
  compactParts([{ text, page: null, heading: null }]);
