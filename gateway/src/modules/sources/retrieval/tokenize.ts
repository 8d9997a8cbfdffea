// Terms for BM25: Unicode words (letters and digits, decimals and inner apostrophes kept together),
// lower-cased with accents folded, English stop words dropped, then stemmed with the Porter2 stemmer of
// wink's English model (the one the offline engine already loads). Stems are cached per word. A run of
// letters in a script written without spaces (Chinese, Japanese, Thai…) is cut into its words by
// Intl.Segmenter first (issue 31), so a passage in it can be found by a word of it.
import model from 'wink-eng-lite-web-model';

const stemmer = (model as unknown as { addons: { stem: (word: string) => string } }).addons.stem;

/** A common English stop-word list (articles, pronouns, auxiliaries, prepositions, conjunctions). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each few for from further had has have ' +
    'having he her here hers herself him himself his how i if in into is it its itself just me more most ' +
    'my myself no nor not now of off on once only or other our ours ourselves out over own same she ' +
    'should so some such than that the their theirs them themselves then there these they this those ' +
    'through to too under until up very was we were what when where which while who whom why will with ' +
    'would you your yours yourself yourselves also may might must shall us been upon via per etc ' +
    "isn't aren't wasn't weren't don't doesn't didn't can't couldn't won't wouldn't shouldn't it's i'm " +
    "i've i'd i'll you're you've we're we've they're they've that's there's what's let's"
  ).split(' '),
);

// Letters/digits runs; a word may hold inner apostrophes (don't) or hyphens (mid-sized); a number may
// hold decimal points or thousands separators (12.5, 300,000).
const WORD = /\p{N}+(?:[.,]\p{N}+)*|[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu;
const MARKS = /\p{M}+/gu;
/** Scripts written without spaces between words. */
const SPACELESS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;
const WORDS = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * A matched run as words: itself, or the words Intl.Segmenter finds in a run of a spaceless script
 * (each a term as written: English stop words and stems do not apply to it, nor does folding its marks).
 */
const wordsOf = (run: string): Array<{ word: string; spaceless: boolean }> =>
  SPACELESS.test(run)
    ? [...WORDS.segment(run)]
        .filter((part) => part.isWordLike)
        .map((part) => ({ word: part.segment.toLowerCase(), spaceless: SPACELESS.test(part.segment) }))
    : [{ word: run, spaceless: false }];

const stems = new Map<string, string>();
const MAX_CACHED = 200_000;

function stem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    // Numbers and words with digits are kept as they are.
    stemmed = /\p{N}/u.test(word) ? word : stemmer(word);
    if (stems.size >= MAX_CACHED) stems.clear();
    stems.set(word, stemmed);
  }
  return stemmed;
}

/** Lower-case, accents folded (café → cafe), curly apostrophes straightened. */
function normalizeWord(word: string): string {
  return word.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(/’/g, "'");
}

/** The searchable terms of a text, in order (stop words dropped, stemmed). */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const run of text.matchAll(WORD))
    for (const { word: written, spaceless } of wordsOf(run[0])) {
      if (spaceless) {
        out.push(written);
        continue;
      }
      const word = normalizeWord(written);
      if (STOP_WORDS.has(word)) continue;
      // "carrier's" → "carrier"
      const bare = word.endsWith("'s") ? word.slice(0, -2) : word;
      if (!bare || (bare.length === 1 && !/\p{N}/u.test(bare))) continue;
      out.push(stem(bare.replace(/'/g, '')));
    }
  return out;
}
