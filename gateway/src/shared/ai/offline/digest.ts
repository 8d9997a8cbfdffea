// The offline digest's reading of the sources: the quotable sentences of the passages (cut by their
// Markdown structure, so a list item, a table cell or a heading never runs into the next), which of
// them bear on a question (BM25 over stemmed terms, above a relevance floor), the quotes an article has
// already cited (each quote at most twice in a whole article), and where two sources agree or give
// different figures for the same matter (wink-nlp's entities and stems). Each reads by the thesis's
// language (`reads`, see ./language.ts; omitted: British English).
import { parseMarkdown } from '@thesis-studio/markdown';
import type { Nodes, RootContent } from 'mdast';
import { quoteKey } from '../../grounding/verify.js';
import type { EvidencePassage, QuoteTally } from '../provider.js';
import { languageWords } from './language.js';
import { entities, properNouns, rankScored, sentences, stems } from './nlp.js';

/** A quotable sentence of a passage, as written. */
export interface Candidate {
  n: number;
  sourceId: string;
  quote: string;
  /** Its normalised words (the tally's key). */
  key: string;
}

/** How often one quote may be cited in a whole article. */
const MAX_CITES_PER_QUOTE = 2;

const slice = (text: string, node: Nodes): string =>
  text.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);

/** Extracted web and DOCX tables come as lines of cells joined by ' | ' (extract/html.ts). */
const rowCells = (block: string): string[] | null => {
  const lines = block.split('\n').filter((line) => line.trim());
  if (lines.length === 0 || !lines.every((line) => line.includes(' | '))) return null;
  return lines.flatMap((line) => line.split(' | '));
};

/**
 * The pieces of a passage that may hold a quote, each on its own: a paragraph, a list item's
 * paragraph, a table cell. Headings name parts; they are not quoted.
 */
function pieces(text: string): string[] {
  const out: string[] = [];
  const visit = (node: RootContent): void => {
    switch (node.type) {
      case 'heading':
      case 'thematicBreak':
      case 'definition':
        return;
      case 'table':
        for (const row of node.children) for (const cell of row.children) out.push(slice(text, cell));
        return;
      case 'list':
        for (const item of node.children) item.children.forEach(visit);
        return;
      case 'blockquote':
        node.children.forEach(visit);
        return;
      case 'paragraph': {
        const written = slice(text, node);
        out.push(...(rowCells(written) ?? [written]));
        return;
      }
      default:
        out.push(slice(text, node));
    }
  };
  parseMarkdown(text).children.forEach(visit);
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A sentence as it stands in `text` (whitespace folded), without leading bullets or marks; null if not found. */
function verbatim(sentence: string, text: string): string | null {
  const pattern = sentence.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  const found = pattern ? new RegExp(pattern).exec(text) : null;
  if (!found) return null;
  return found[0]
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-*#>|•]+/, '')
    .replace(/[\s|]+$/, '');
}

/**
 * Quotable sentences of the passages: whole sentences of 4 to 80 words, copied as written, each once
 * a source (the same sentence in two sources is kept for each: they agree on it).
 */
export function candidatesOf(passages: readonly EvidencePassage[], reads = 'en-GB'): Candidate[] {
  const seen = new Set<string>();
  return [...passages]
    .sort((a, b) => a.n - b.n)
    .flatMap((passage) =>
      pieces(passage.text).flatMap((piece) =>
        sentences(piece, reads).flatMap((sentence) => {
          const quote = verbatim(sentence, piece);
          const words = quote?.split(' ').length ?? 0;
          // A sentence holding its own reference marks ("[12]") would read as one of ours.
          if (!quote || words < 4 || words > 80 || /\[\d+\]/.test(quote)) return [];
          const key = quoteKey(quote);
          if (!key || seen.has(`${passage.sourceId}\u0000${key}`)) return [];
          seen.add(`${passage.sourceId}\u0000${key}`);
          return [{ n: passage.n, sourceId: passage.sourceId, quote, key }];
        }),
      ),
    );
}

/**
 * Words of the research plan's own phrasing ("What evidence shows…", "What options are open…"): a
 * passage sharing only these with a question does not bear on it.
 */
const SCAFFOLD_WORDS =
  'what which who whom why how when where evidence show question answer fact figure describe describes ' +
  'option open trade off case strongest strong thesis wrong go early signal milestone progress decide ' +
  'decided done first best supported support conclusion true hold sub-questions matter now bear bears ' +
  'would could should make yes each does risk risks alternatives confirm confirms refute refutes ' +
  'situation today directly central must';

const scaffolds = new Map<string, ReadonlySet<string>>();
/**
 * The scaffolding in a language: its own plan words and the English ones (a plan may have been written
 * in English), stemmed as that language's text is.
 */
function scaffold(reads: string): ReadonlySet<string> {
  let set = scaffolds.get(reads);
  if (!set) {
    const own = languageWords(reads)?.scaffold ?? '';
    set = new Set([...stems(SCAFFOLD_WORDS, reads), ...stems(SCAFFOLD_WORDS), ...stems(own, reads)]);
    scaffolds.set(reads, set);
  }
  return set;
}

/**
 * The candidates that bear on `query`, best first: they share with it at least one term that is not
 * the plan's scaffolding, and score at least a quarter of the best one.
 */
export function relevant(
  candidates: readonly Candidate[],
  query: string,
  limit = 40,
  floor = true,
  reads = 'en-GB',
): Candidate[] {
  const plan = scaffold(reads);
  const distinctive = new Set(stems(query, reads).filter((term) => !plan.has(term)));
  if (distinctive.size === 0) return [];
  const ranked = rankScored(
    candidates.map((c) => c.quote),
    query,
    limit,
    reads,
  ).filter((result) => result.terms.some((term) => distinctive.has(term)));
  const best = ranked[0]?.score ?? 0;
  return ranked
    .filter((result) => !floor || result.score >= best / 4)
    .map((result) => candidates[result.index]!);
}

/** The quotes an article cites: shared by its sections (SectionRequest.cited), or one call's own. */
export class QuoteBudget {
  private readonly local = new Set<string>();
  constructor(private readonly tally: QuoteTally = new Map()) {}

  /** Times `candidate` is cited in the article so far. */
  uses(candidate: Candidate): number {
    return this.tally.get(candidate.key) ?? 0;
  }

  /** Whether it may be cited here: under the article's cap, and not yet in this section. */
  open(candidate: Candidate): boolean {
    return !this.local.has(candidate.key) && this.uses(candidate) < MAX_CITES_PER_QUOTE;
  }

  /** Whether both of a pair may be cited here (the same words in two sources count twice). */
  openPair(a: Candidate, b: Candidate): boolean {
    if (a.key !== b.key) return this.open(a) && this.open(b);
    return this.open(a) && this.uses(a) + 2 <= MAX_CITES_PER_QUOTE;
  }

  take(candidate: Candidate): void {
    this.local.add(candidate.key);
    this.tally.set(candidate.key, this.uses(candidate) + 1);
  }

  /**
   * Up to `count` of `ranked` (best first) that may be cited, one a passage; a quote not yet cited
   * anywhere goes before one cited once. Taken.
   */
  choose(ranked: readonly Candidate[], count: number): Candidate[] {
    const open = ranked.filter((candidate) => this.open(candidate));
    const ordered = [
      ...open.filter((candidate) => this.uses(candidate) === 0),
      ...open.filter((candidate) => this.uses(candidate) > 0),
    ];
    const chosen: Candidate[] = [];
    for (const candidate of ordered) {
      if (chosen.length >= count) break;
      if (chosen.some((c) => c.n === candidate.n || c.key === candidate.key)) continue;
      chosen.push(candidate);
    }
    chosen.forEach((candidate) => this.take(candidate));
    return chosen;
  }
}

/** Entity types that are figures of a measure (dates say when, not how much). */
const FIGURES = new Set(['PERCENT', 'MONEY', 'CARDINAL', 'DURATION', 'TIME']);

interface Reading {
  candidate: Candidate;
  terms: Set<string>;
  /** Figures by entity type, each as written (lower case, spaces folded). */
  figures: Map<string, Set<string>>;
}

function read(candidate: Candidate, reads: string): Reading {
  const figures = new Map<string, Set<string>>();
  for (const entity of entities(candidate.quote, reads)) {
    if (!FIGURES.has(entity.type)) continue;
    const value = entity.value.toLowerCase().replace(/\s+/g, ' ').trim();
    figures.set(entity.type, (figures.get(entity.type) ?? new Set()).add(value));
  }
  const numbers = new Set([...figures.values()].flatMap((set) => [...set]).flatMap((v) => stems(v, reads)));
  return {
    candidate,
    terms: new Set(stems(candidate.quote, reads).filter((term) => !numbers.has(term) && !/^\d/.test(term))),
    figures,
  };
}

const shared = (a: ReadonlySet<string>, b: ReadonlySet<string>): number =>
  [...a].filter((term) => b.has(term)).length;

/**
 * Pairs of sentences from different sources on the same matter (at least two content terms shared):
 * the same figure of a kind in both, or the same words for the most part, is agreement; figures of the
 * same kind that all differ are a disagreement. Best pairs first, each sentence in one pair at most.
 */
export function compareSources(
  candidates: readonly Candidate[],
  limit = 3,
  reads = 'en-GB',
): { agree: Array<[Candidate, Candidate]>; disagree: Array<[Candidate, Candidate]> } {
  const readings = candidates.map((candidate) => read(candidate, reads));
  const pairs: Array<{ a: Reading; b: Reading; kind: 'agree' | 'disagree'; weight: number }> = [];
  for (let i = 0; i < readings.length; i++)
    for (let j = i + 1; j < readings.length; j++) {
      const a = readings[i]!;
      const b = readings[j]!;
      if (a.candidate.sourceId === b.candidate.sourceId) continue;
      if (a.candidate.key === b.candidate.key) {
        pairs.push({ a, b, kind: 'agree', weight: a.terms.size + 1 });
        continue;
      }
      const common = shared(a.terms, b.terms);
      if (common < 2) continue;
      const union = new Set([...a.terms, ...b.terms]).size;
      const kinds = [...a.figures.keys()].filter((kind) => b.figures.has(kind));
      if (kinds.length > 0) {
        const same = kinds.some((kind) => shared(a.figures.get(kind)!, b.figures.get(kind)!) > 0);
        pairs.push({ a, b, kind: same ? 'agree' : 'disagree', weight: common });
      } else if (a.figures.size === 0 && b.figures.size === 0 && common / union >= 0.35) {
        pairs.push({ a, b, kind: 'agree', weight: common });
      }
    }
  pairs.sort((x, y) => y.weight - x.weight);
  const used = new Set<string>();
  const result = {
    agree: [] as Array<[Candidate, Candidate]>,
    disagree: [] as Array<[Candidate, Candidate]>,
  };
  for (const pair of pairs) {
    const list = result[pair.kind];
    const [a, b] = [pair.a.candidate, pair.b.candidate].map((c) => `${c.sourceId}\u0000${c.key}`);
    if (list.length >= limit || used.has(a!) || used.has(b!)) continue;
    used.add(a!).add(b!);
    list.push([pair.a.candidate, pair.b.candidate]);
  }
  return result;
}

/** Words of a question asking for a figure, and the kinds of figure (wink entity types) that answer it. */
const ASKS_FIGURE: ReadonlyArray<[string, readonly string[]]> = [
  ['long hours days weeks months years time duration take', ['DURATION', 'TIME']],
  ['much cost costs price fee fees amount spend revenue', ['MONEY', 'CARDINAL']],
  ['percentage percent share proportion rate', ['PERCENT']],
  ['many number count total average', ['CARDINAL', 'PERCENT']],
];

/**
 * The same in a language the segmenter reads: its words for each kind, and the kinds of figure it
 * finds by their digits (durations are numbers there).
 */
function asksFigure(reads: string): ReadonlyArray<[string, readonly string[]]> {
  const words = languageWords(reads)?.asksFigure;
  if (!words) return ASKS_FIGURE;
  return [
    [words[0], ['CARDINAL']],
    [words[1], ['MONEY', 'CARDINAL']],
    [words[2], ['PERCENT']],
    [words[3], ['CARDINAL', 'PERCENT']],
  ];
}

/**
 * What a question asks for that a sentence can hold: the kinds of figure ("how long": a duration, "what
 * share": a percentage…) and the names it mentions.
 */
function askedFor(question: string, reads: string): { figures: Set<string>; names: string[] } {
  const asked = new Set(stems(question, reads));
  const figures = new Set<string>();
  for (const [words, kinds] of asksFigure(reads))
    if (stems(words, reads).some((term) => asked.has(term))) kinds.forEach((kind) => figures.add(kind));
  const names = properNouns(question, reads).filter((name) => name.length > 1);
  return { figures, names };
}

/**
 * The candidates that bear on `question`, best first, with those holding what it asks for moved
 * first: a figure of the kind asked for with the names asked about, else one with the figure alone
 * (the sentence holding it may share fewer words with the question than the best ones).
 */
export function askedFirst(candidates: readonly Candidate[], question: string, reads = 'en-GB'): Candidate[] {
  const ranked = relevant(candidates, question, 40, true, reads);
  const asked = askedFor(question, reads);
  if (asked.figures.size === 0 && asked.names.length === 0) return ranked;
  const bearing = relevant(candidates, question, 40, false, reads);
  const both = bearing.filter((candidate) => holdsAsked(candidate, asked, reads));
  const figureOnly =
    asked.figures.size > 0
      ? bearing.filter((candidate) => holdsAsked(candidate, { figures: asked.figures, names: [] }, reads))
      : [];
  const front = [...new Set([...both, ...figureOnly])].slice(0, 2);
  return [...front, ...ranked.filter((candidate) => !front.includes(candidate))];
}

/** Whether a sentence holds what was asked for: each name asked, and a figure of a kind asked for. */
function holdsAsked(
  candidate: Candidate,
  asked: { figures: Set<string>; names: string[] },
  reads: string,
): boolean {
  if (asked.figures.size === 0 && asked.names.length === 0) return false;
  const lower = candidate.quote.toLowerCase();
  if (!asked.names.every((name) => lower.includes(name.toLowerCase()))) return false;
  return (
    asked.figures.size === 0 ||
    entities(candidate.quote, reads).some((entity) => asked.figures.has(entity.type))
  );
}
