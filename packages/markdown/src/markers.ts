// Citation markers (issues 17 and 22): `[3]` or a group `[1, 3]` / `[1;3]` in the text of an article;
// not a link's text (`[1](…)`), not an image or link reference (`![1]`), not inside code.

/** The marker pattern on plain text (no code or reference check): group 1 holds the numbers. */
const MARKER_SOURCE = String.raw`\[(\d{1,3}(?:\s*[,;]\s*\d{1,3})*)\](?!\()`;

/** A fresh global RegExp for the marker pattern (text level: code and `![n]` are not looked at). */
export const markerPattern = (): RegExp => new RegExp(MARKER_SOURCE, 'g');

export interface Marker {
  /** Offsets of the marker in the text: `text.slice(start, end)` is `[1, 3]`. */
  start: number;
  end: number;
  /** Its numbers in the order written. */
  numbers: number[];
}

const numbersOf = (group: string): number[] => group.split(/[,;]/).map((n) => Number(n.trim()));

/** Ranges [start, end) of fenced code blocks and inline code spans, where a [n] is not a marker. */
export function codeRanges(markdown: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const fence = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm;
  for (const match of markdown.matchAll(fence)) ranges.push([match.index, match.index + match[0].length]);
  const inline = /(`+)[^`\n]+?\1/g;
  for (const match of markdown.matchAll(inline)) {
    const start = match.index;
    if (!ranges.some(([a, b]) => start >= a && start < b)) ranges.push([start, start + match[0].length]);
  }
  return ranges;
}

/**
 * The markers of a text whose code is already set apart (a text node of the rendered article): every
 * `[n]` / `[n, m]` not followed by `(` nor preceded by `!`.
 */
export function markersInText(text: string): Marker[] {
  const markers: Marker[] = [];
  for (const match of text.matchAll(markerPattern())) {
    const start = match.index;
    if (text[start - 1] === '!') continue;
    markers.push({ start, end: start + match[0].length, numbers: numbersOf(match[1]!) });
  }
  return markers;
}

/** The markers of Markdown source, in order: those of `markersInText` outside fenced and inline code. */
export function findMarkers(markdown: string): Marker[] {
  const code = codeRanges(markdown);
  return markersInText(markdown).filter(({ start }) => !code.some(([a, b]) => start >= a && start < b));
}

/** The text without its markers (text level, as `markerPattern`), each with one space or tab before it. */
export const stripMarkers = (text: string): string =>
  text.replace(new RegExp(String.raw`[ \t]?` + MARKER_SOURCE, 'g'), '');
