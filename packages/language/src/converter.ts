// UK ↔ US spelling conversion over running text, leaving alone what must not change: code, URLs,
// e-mail addresses and file names, quoted text, proper nouns, and the deny-listed words.
import { ABBREVIATIONS } from './deny-list.js';
import type { SpellingLists } from './build-lists.js';

export type SpellingVariant = 'UK' | 'USA';

export interface ConvertOptions {
  /** The text is a title: its capitals are style, not proper nouns (a cue-card or section title). */
  title?: boolean;
}

export interface SpellingConverter {
  /** Text in the reader's variant; converting text already in that variant changes nothing. */
  convert(text: string, to: SpellingVariant, options?: ConvertOptions): string;
  toUS(text: string, options?: ConvertOptions): string;
  toUK(text: string, options?: ConvertOptions): string;
}

/** Spans copied unchanged, tried in this order at each position. */
const PROTECTED = new RegExp(
  [
    // fenced code block, up to its closing fence or the end of the text
    String.raw`^[ \t]*(\x60{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n[ \t]*\1[^\n]*|(?![\s\S]))`,
    // inline code
    String.raw`(\x60+)[^\x60][\s\S]*?\2`,
    // URLs
    String.raw`\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"'\x60]+`,
    // e-mail addresses
    String.raw`[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+`,
    // domain and file names: letters right after a dot (colour.css, organisation.co.uk)
    String.raw`[\p{L}\p{N}_-]+(?:\.[\p{L}][\p{L}\p{N}_-]*)+`,
    // HTML tags, @mentions and #hashtags
    String.raw`<\/?[A-Za-z][^>\n]*>`,
    String.raw`(?<![\p{L}\p{N}])[@#][\p{L}][\p{L}\p{N}_-]*`,
    // block quotes
    String.raw`^[ \t]*>[^\n]*`,
    // quoted text (not across a blank line): “…”, "…", ‘…’, and '…' that opens and closes at word edges
    String.raw`“[^”]*?”`,
    String.raw`"(?:[^"\n]|\n(?![ \t]*\n))*?"`,
    String.raw`‘(?:[^’\n]|\n(?![ \t]*\n))*?’`,
    String.raw`(?<![\p{L}\p{N}])'(?=[\p{L}\p{N}])(?:[^'\n]|'(?=[\p{L}\p{N}]))*?(?<=[\p{L}\p{N}.!?,;:])'(?![\p{L}\p{N}])`,
  ].join('|'),
  'gmu',
);

const TOKEN = /[\p{L}\p{N}_]+/gu;
const LOWER = /^[a-z]+$/;
const CAPITALISED = /^[A-Z][a-z]+$/;
const UPPER = /^[A-Z]{2,}$/;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Whether the word at `index` opens a sentence, a line, a list item or a heading. */
function opensSentence(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const before = text.slice(lineStart, index);
  // Nothing but list, heading or quote markers and opening punctuation before it on its line.
  if (/^[\s>#*+\-–—]*(?:\d+[.)]\s*)?["'“‘([{*_]*$/u.test(before)) return true;
  const trimmed = before.replace(/["'“‘([{*_\s]+$/u, '');
  const last = trimmed.at(-1);
  if (last === '!' || last === '?' || last === ':' || last === '…') return true;
  if (last !== '.') return false;
  const previousWord = /([\p{L}.]+)\.$/u.exec(trimmed)?.[1]?.replace(/\./g, '').toLowerCase() ?? '';
  return !ABBREVIATIONS.has(previousWord);
}

const isHeading = (text: string, index: number) =>
  /^[ \t]{0,3}#{1,6}[ \t]/.test(text.slice(text.lastIndexOf('\n', index - 1) + 1));

function convertWords(
  text: string,
  from: number,
  to: number,
  map: ReadonlyMap<string, string>,
  options: ConvertOptions,
): string {
  return text.slice(from, to).replace(TOKEN, (word, offset: number) => {
    if (LOWER.test(word)) return map.get(word) ?? word;
    if (UPPER.test(word)) return map.get(word.toLowerCase())?.toUpperCase() ?? word;
    if (!CAPITALISED.test(word)) return word; // mixed case, digits, underscores: names and identifiers
    const target = map.get(word.toLowerCase());
    if (!target) return word;
    const at = from + offset;
    // A capitalised word mid-sentence is a proper noun (the Labour Party, Ministry of Defence).
    return options.title || isHeading(text, at) || opensSentence(text, at) ? capitalise(target) : word;
  });
}

function convertText(text: string, map: ReadonlyMap<string, string>, options: ConvertOptions = {}) {
  let out = '';
  let cursor = 0;
  for (const match of text.matchAll(PROTECTED)) {
    out += convertWords(text, cursor, match.index, map, options) + match[0];
    cursor = match.index + match[0].length;
  }
  return out + convertWords(text, cursor, text.length, map, options);
}

export function createSpellingConverter(lists: SpellingLists): SpellingConverter {
  const toUS = (text: string, options?: ConvertOptions) => convertText(text, lists.toUS, options);
  const toUK = (text: string, options?: ConvertOptions) => convertText(text, lists.toUK, options);
  return { toUS, toUK, convert: (text, to, options) => (to === 'USA' ? toUS : toUK)(text, options) };
}
