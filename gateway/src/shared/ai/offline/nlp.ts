// Language analysis for the offline engine, on wink-nlp with its bundled English model (no network):
// sentences, noun-phrase key phrases, entities, sentence importance, and BM25 passage ranking over the
// model's stemmed tokens (MiniSearch, the library the sources' persisted index uses too). Text in
// another language of the thesis (issue 31), or in a script written without spaces, is read by
// Intl.Segmenter with that language's stop words and stems instead (./language.ts): each function
// takes the BCP 47 tag it reads by (`reads`, from offlineLanguage; omitted: British English).
import MiniSearch from 'minisearch';
import model from 'wink-eng-lite-web-model';
import winkNLP, { type Detail, type ItemCustomEntity, type ItemToken, type WinkMethods } from 'wink-nlp';
import {
  holdsSpacelessScript,
  readsEnglish,
  segmentFigures,
  segmentSentences,
  segmentTerms,
} from './language.js';

/** Whether `text` is read by the segmenter: a thesis not in English, or a script wink cannot split. */
const segmented = (text: string, reads: string) => !readsEnglish(reads) || holdsSpacelessScript(text);

interface Nlp {
  nlp: WinkMethods;
  its: WinkMethods['its'];
  as: WinkMethods['as'];
}

let loaded: Nlp | undefined;

/** Loads the English model once (about 0.25 s); later calls are free. */
export function nlp(): Nlp {
  if (!loaded) {
    const instance = winkNLP(model);
    // Noun phrases by part of speech: up to three modifiers and a noun or proper noun.
    instance.learnCustomEntities(
      [
        {
          name: 'phrase',
          patterns: [
            '[ADJ|NOUN|PROPN] [ADJ|NOUN|PROPN] [ADJ|NOUN|PROPN] [NOUN|PROPN]',
            '[ADJ|NOUN|PROPN] [ADJ|NOUN|PROPN] [NOUN|PROPN]',
            '[ADJ|NOUN|PROPN] [NOUN|PROPN]',
            '[NOUN|PROPN]',
          ],
        },
      ],
      { matchValue: false, usePOS: true, useEntity: true },
    );
    loaded = { nlp: instance, its: instance.its, as: instance.as };
  }
  return loaded;
}

/** The sentences of a text, as written (whitespace inside folded). */
export function sentences(text: string, reads = 'en-GB'): string[] {
  if (!text.trim()) return [];
  if (segmented(text, reads)) return segmentSentences(text, reads);
  const { nlp: n } = nlp();
  return n
    .readDoc(text)
    .sentences()
    .out()
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/**
 * Key phrases: noun phrases ranked by how often their words recur, then by length and first
 * appearance; each as written in the text. Single common nouns count only when they recur.
 */
export function keyPhrases(text: string, limit = 6): string[] {
  if (!text.trim()) return [];
  const { nlp: n, its } = nlp();
  const doc = n.readDoc(text);
  const stemCounts = new Map<string, number>();
  doc.tokens().each((token: ItemToken) => {
    if (token.out(its.type) !== 'word' || token.out(its.stopWordFlag)) return;
    const stem = token.out(its.stem as never) as unknown as string;
    stemCounts.set(stem, (stemCounts.get(stem) ?? 0) + 1);
  });
  const candidates = new Map<string, { phrase: string; score: number; first: number; words: number }>();
  let position = 0;
  doc.customEntities().each((entity: ItemCustomEntity) => {
    position += 1;
    const tokens = entity.tokens();
    const words = tokens.filter((t: ItemToken) => t.out(its.type) === 'word' && !t.out(its.stopWordFlag));
    if (words.length() === 0) return;
    const phrase = entity
      .out()
      .replace(/\s+/g, ' ')
      .replace(/^[-–]+|[-–]+$/g, '')
      .trim();
    if (phrase.length < 3) return;
    const key = phrase.toLowerCase();
    const stems = words.out(its.stem as never) as unknown as string[];
    const recurrence =
      stems.reduce((sum: number, stem: string) => sum + (stemCounts.get(stem) ?? 0), 0) / stems.length;
    const proper = (tokens.out(its.pos) as string[]).some((pos) => pos === 'PROPN');
    if (stems.length === 1 && recurrence < 2 && !proper) return;
    const score = recurrence + stems.length * 0.75 + (proper ? 0.5 : 0);
    const existing = candidates.get(key);
    if (!existing || existing.score < score)
      candidates.set(key, { phrase, score, first: existing?.first ?? position, words: stems.length });
  });
  const ranked = [...candidates.values()].sort((a, b) => b.score - a.score || a.first - b.first);
  // Drop a phrase contained in a better-ranked one ("planning" under "route planning").
  const chosen: string[] = [];
  for (const candidate of ranked) {
    const lower = candidate.phrase.toLowerCase();
    if (chosen.some((c) => c.toLowerCase().includes(lower) || lower.includes(c.toLowerCase()))) continue;
    chosen.push(candidate.phrase);
    if (chosen.length === limit) break;
  }
  return chosen;
}

/** Named things the model recognises (dates, figures, percentages…), as written. */
export function entities(text: string, reads = 'en-GB'): Array<{ value: string; type: string }> {
  if (!text.trim()) return [];
  if (segmented(text, reads)) return segmentFigures(text, reads);
  const { nlp: n, its } = nlp();
  return n
    .readDoc(text)
    .entities()
    .out(its.detail)
    .map((detail) => detail as Detail)
    .map((detail) => ({ value: String(detail.value), type: String(detail.type) }));
}

/**
 * The `count` most important sentences, in their original order (extractive summary). Importance is
 * wink's sentence-wise importance; ties keep the earlier sentence.
 */
export function importantSentences(text: string, count: number, reads = 'en-GB'): string[] {
  const all = sentences(text, reads);
  if (all.length <= count) return all;
  if (segmented(text, reads)) return byTermWeight(all, count, reads);
  const { nlp: n, its } = nlp();
  const doc = n.readDoc(all.join(' '));
  const importance = doc.out(its.sentenceWiseImportance) as unknown as Array<{
    index: number;
    importance: number;
  }>;
  const docSentences = doc
    .sentences()
    .out()
    .map((s) => s.replace(/\s+/g, ' ').trim());
  return importance
    .map((entry) => ({ ...entry, sentence: docSentences[entry.index] ?? '' }))
    .filter((entry) => entry.sentence)
    .sort((a, b) => b.importance - a.importance || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.sentence);
}

/**
 * The segmenter's extractive summary: each sentence weighed by how often its content words recur in
 * the whole text (over the square root of its length, so a long sentence does not win by length
 * alone); the `count` heaviest in their original order, ties keeping the earlier sentence.
 */
function byTermWeight(all: readonly string[], count: number, reads: string): string[] {
  const termsOf = all.map((sentence) => segmentTerms(sentence, reads));
  const frequency = new Map<string, number>();
  for (const list of termsOf) for (const term of list) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  return termsOf
    .map((list, index) => ({
      index,
      weight:
        [...new Set(list)].reduce((sum, term) => sum + (frequency.get(term) ?? 0), 0) /
        Math.sqrt(list.length + 1),
    }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((entry) => all[entry.index]!);
}

/** Stemmed content words, for BM25. */
function terms(text: string, reads = 'en-GB'): string[] {
  if (segmented(text, reads)) return segmentTerms(text, reads);
  const { nlp: n, its } = nlp();
  return n
    .readDoc(text)
    .tokens()
    .filter((token: ItemToken) => token.out(its.type) === 'word' && !token.out(its.stopWordFlag))
    .out(its.stem as never) as unknown as string[];
}

/**
 * Plain BM25 (k1 = 1.2, b = 0.75, MiniSearch's BM25+ with d = 0): the scoring the offline engine has
 * always ranked with, kept apart from the sources' index, which uses MiniSearch's default BM25+.
 */
const BM25 = { k: 1.2, b: 0.75, d: 0 };

/** A text's BM25 rank against a query: its index, its score and the query's terms it holds (stems). */
interface Scored {
  index: number;
  score: number;
  terms: string[];
}

/** `texts` ranked by BM25 against `query` with their scores; only those sharing a term with it, best first. */
export function rankScored(
  texts: readonly string[],
  query: string,
  limit: number,
  reads = 'en-GB',
): Scored[] {
  if (texts.length === 0 || limit <= 0 || terms(query, reads).length === 0) return [];
  const index = new MiniSearch<{ id: number; body: string }>({
    fields: ['body'],
    // terms() already lower-cases, drops stop words and stems, for the texts and the query alike.
    tokenize: (text) => terms(text, reads),
    processTerm: (term) => term,
    searchOptions: { bm25: BM25 },
  });
  index.addAll(texts.map((body, id) => ({ id, body })));
  return index
    .search(query)
    .slice(0, limit)
    .map((result) => ({ index: Number(result.id), score: result.score, terms: result.terms }));
}

/** Stemmed content words of a text (the terms BM25 ranks by). */
export const stems = (text: string, reads = 'en-GB'): string[] => (text.trim() ? terms(text, reads) : []);

/**
 * Proper nouns of a text, as written (names a question asks about). In another language: none (German
 * capitalises every noun, so capitals do not tell a name).
 */
export function properNouns(text: string, reads = 'en-GB'): string[] {
  if (!text.trim() || segmented(text, reads)) return [];
  const { nlp: n, its } = nlp();
  return n
    .readDoc(text)
    .tokens()
    .filter((token: ItemToken) => token.out(its.pos) === 'PROPN')
    .out() as string[];
}

/** Passages ranked by BM25 against `query`; only those sharing a term with it, best first. */
export function rankPassages(
  passages: readonly string[],
  query: string,
  limit: number,
  reads = 'en-GB',
): string[] {
  return rankScored(passages, query, limit, reads).map((result) => passages[result.index]!);
}
