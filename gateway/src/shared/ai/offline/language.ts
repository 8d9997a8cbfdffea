// The offline engine's reading of text in the thesis's language (issue 31) where wink-nlp's English
// model does not apply: sentences and words by the Unicode rules of Intl.Segmenter for that language
// (so Thai or Chinese, written without spaces, still splits into words), stop words from the `stopword`
// package's list for the language, Snowball stems (@orama/stemmers) where one exists, and figures
// (numbers written with digits, shares and amounts) by their digits.
import { isThesisLanguage, type ThesisLanguage } from '@thesis-studio/domain';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as swedish } from '@orama/stemmers/swedish';
import * as stopword from 'stopword';
import { LANGUAGE_WORDS, type LanguageWords, type ReadLanguage } from './words.js';

/** The language a request asks the offline engine for, as it will write and read it. */
export interface OfflineLanguage {
  /** The catalogue it writes from: the thesis's language, or British English for one it cannot write. */
  writes: ThesisLanguage;
  /** The BCP 47 tag text is segmented by (the thesis's language as given, when valid). */
  reads: string;
  /** A language tag it was asked for but cannot write (the note says so), else undefined. */
  unsupported?: string;
}

const ENGLISH = new Set(['en', 'en-GB', 'en-US']);

/** A BCP 47 tag as Intl canonicalises it, or undefined when it is not one. */
function canonical(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/**
 * What the engine writes and reads for a request's language: undefined is British English; a supported
 * language as given; a regional form of one (de-AT, fr-CA) as that language; any other tag is written
 * in British English with a note, and read by the segmenter for that tag.
 */
export function offlineLanguage(language: string | undefined): OfflineLanguage {
  if (language === undefined || language === '') return { writes: 'en-GB', reads: 'en-GB' };
  if (isThesisLanguage(language)) return { writes: language, reads: language };
  const tag = canonical(language);
  const base = tag?.split('-')[0];
  if (base === 'en') return { writes: 'en-GB', reads: 'en-GB' };
  if (base && isThesisLanguage(base)) return { writes: base, reads: base };
  return { writes: 'en-GB', reads: tag ?? 'und', unsupported: language };
}

/** Whether text in `reads` is read by wink's English model (the engine as it always was). */
export const readsEnglish = (reads: string): boolean => ENGLISH.has(reads);

/**
 * Scripts written without spaces between words, which wink's English model cannot split into words or
 * sentences: text holding them is segmented by Intl.Segmenter even in an English thesis.
 */
const SPACELESS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;

/** Whether a text holds letters of a script written without spaces (Chinese, Japanese, Thai…). */
export const holdsSpacelessScript = (text: string): boolean => SPACELESS.test(text);

const base = (reads: string) => reads.split('-')[0]!.toLowerCase();

const wordsOf = (reads: string): LanguageWords | undefined => {
  const key = base(reads);
  return key in LANGUAGE_WORDS ? LANGUAGE_WORDS[key as ReadLanguage] : undefined;
};

/** ISO 639-1 → the `stopword` package's list (ISO 639-3 keys). */
const STOPWORD_LISTS: Record<string, string> = {
  en: 'eng',
  de: 'deu',
  fr: 'fra',
  es: 'spa',
  it: 'ita',
  nl: 'nld',
  pt: 'por',
  pl: 'pol',
  sv: 'swe',
  da: 'dan',
  nb: 'nob',
  no: 'nob',
  fi: 'fin',
  ru: 'rus',
  uk: 'ukr',
  el: 'ell',
  tr: 'tur',
  ar: 'ara',
  he: 'heb',
  hi: 'hin',
  th: 'tha',
  zh: 'zho',
  ja: 'jpn',
  ko: 'kor',
  vi: 'vie',
  id: 'ind',
};

const STEMMERS: Record<string, (word: string) => string> = {
  de: german,
  fr: french,
  es: spanish,
  it: italian,
  nl: dutch,
  pt: portuguese,
  sv: swedish,
};

const lists = stopword as unknown as Record<string, readonly string[] | undefined>;
const stopWordSets = new Map<string, ReadonlySet<string>>();

/**
 * The stop words of a language and English's (sources in a thesis need not be in its language; an
 * English sentence quoted in a German thesis shares "the" with every other one).
 */
function stopWordsOf(reads: string): ReadonlySet<string> {
  const key = base(reads);
  let set = stopWordSets.get(key);
  if (!set) {
    const own = lists[STOPWORD_LISTS[key] ?? ''] ?? [];
    set = new Set([...own, ...(lists.eng ?? [])].map((word) => word.toLowerCase()));
    stopWordSets.set(key, set);
  }
  return set;
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(reads: string, granularity: 'sentence' | 'word'): Intl.Segmenter {
  const key = `${reads}\u0000${granularity}`;
  let found = segmenters.get(key);
  if (!found) {
    found = new Intl.Segmenter(reads, { granularity });
    segmenters.set(key, found);
  }
  return found;
}

/**
 * Whether a sentence the segmenter ended is cut at an abbreviation ("z. B.", "Nr.", "Dr.") or, where
 * the language writes ordinals with a full stop, at one ("am 3. Mai"): then it runs on into the next.
 */
function endsInside(segment: string, next: string, words: LanguageWords | undefined): boolean {
  const last = /(\S+)\.\s*$/u.exec(segment)?.[1];
  if (!last || !/^[\p{L}\p{N}]/u.test(next.trim())) return false;
  const word = last.replace(/^[("'“„«‚‘]+/u, '').toLowerCase();
  if (/^\p{L}$/u.test(word)) return true;
  if (words?.abbreviations.includes(word)) return true;
  return Boolean(words?.ordinalDot && /^\d{1,2}$/.test(word));
}

/** The sentences of a text, as written (whitespace inside folded). */
export function segmentSentences(text: string, reads: string): string[] {
  const words = wordsOf(reads);
  const parts = [...segmenter(reads, 'sentence').segment(text)].map((part) => part.segment);
  const joined: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    let sentence = parts[i]!;
    while (i + 1 < parts.length && !/\n\s*\n/.test(sentence) && endsInside(sentence, parts[i + 1]!, words))
      sentence += parts[++i]!;
    joined.push(sentence);
  }
  return joined
    .flatMap((sentence) => sentence.split(/\n\s*\n/))
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** The words of a text, lower-cased, in order (numbers included). */
function segmentWords(text: string, reads: string): string[] {
  return [...segmenter(reads, 'word').segment(text)]
    .filter((part) => part.isWordLike)
    .map((part) => part.segment.toLocaleLowerCase(reads === 'und' ? undefined : reads));
}

/** Content words, stemmed where the language has a stemmer (the terms BM25 ranks by). */
export function segmentTerms(text: string, reads: string): string[] {
  const stop = stopWordsOf(reads);
  const stem = STEMMERS[base(reads)];
  return segmentWords(text, reads).flatMap((word) => {
    // Curly apostrophes straightened; an English possessive ("Quillmark's") is the name.
    const bare = word.replace(/[’']/g, "'").replace(/'s$/, '');
    if (stop.has(bare)) return [];
    // "l'article", "dell'anno": the word after the elided article.
    const elided = /^\p{L}{1,4}'(\p{L}{2,}.*)$/u.exec(bare)?.[1] ?? bare;
    if (stop.has(elided)) return [];
    if (/\p{N}/u.test(elided)) return [elided];
    if (/^\p{Script=Latin}$/u.test(elided)) return [];
    return [stem ? stem(elided) : elided];
  });
}

const NUMBER = /\d+(?:[.,\s\u00A0\u202F]\d{3})*(?:[.,]\d+)?/gu;

/**
 * Figures of a text written with digits, each with its kind as wink names them: a share (PERCENT:
 * "31 %", "31 Prozent"), an amount (MONEY: "€ 40", "40 Euro"), a year (DATE: 1900–2099 alone) or a
 * number (CARDINAL).
 */
export function segmentFigures(text: string, reads: string): Array<{ value: string; type: string }> {
  const words = wordsOf(reads);
  const percent = ['%', '‰', ...(words?.percent ?? []), 'percent', 'per cent'];
  const money = [...(words?.money ?? []), 'dollars', 'pounds'];
  const out: Array<{ value: string; type: string }> = [];
  for (const match of text.matchAll(NUMBER)) {
    const value = match[0].trim();
    const start = match.index;
    const after = text
      .slice(start + match[0].length, start + match[0].length + 24)
      .toLocaleLowerCase(reads === 'und' ? undefined : reads)
      .replace(/^[\s\u00A0\u202F]+/, '');
    const before = text.slice(Math.max(0, start - 2), start);
    const unit = (list: readonly string[]) =>
      list.find((word) => after.startsWith(word) && !/^\p{L}/u.test(after.slice(word.length)));
    const percentWord = unit(percent);
    const moneyWord = unit(money) ?? (/[€$£¥]/.test(after[0] ?? '') ? after[0] : undefined);
    if (percentWord) out.push({ value: `${value} ${percentWord}`, type: 'PERCENT' });
    else if (moneyWord || /[€$£¥]\s?$/.test(before))
      out.push({ value: moneyWord ? `${value} ${moneyWord}` : value, type: 'MONEY' });
    else if (/^(?:19|20)\d{2}$/.test(value)) out.push({ value, type: 'DATE' });
    else out.push({ value, type: 'CARDINAL' });
  }
  return out;
}

/** The words asking for a figure, and the scaffolding of a plan's questions, in a language it reads. */
export const languageWords = (reads: string): LanguageWords | undefined => wordsOf(reads);

/** The language's name in English and in itself ("Thai (ไทย)"), for the note on a language it cannot write. */
export function languageName(tag: string): string {
  const tagged = canonical(tag);
  if (!tagged) return tag;
  const name = (locale: string) => {
    try {
      return new Intl.DisplayNames([locale], { type: 'language' }).of(tagged);
    } catch {
      return undefined;
    }
  };
  const english = name('en') ?? tag;
  const own = name(tagged);
  return own && own !== english && own !== tagged ? `${english} (${own})` : english;
}
