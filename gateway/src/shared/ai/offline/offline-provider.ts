// The offline engine: no key, no network, deterministic. It works only from the user's own words —
// quoting and reordering their sentences, summarising extractively, and turning their key phrases
// into the questions a researcher should answer — and from the passages of their sources, whose
// best-matching sentences it quotes verbatim with their [n] markers. It labels everything it writes
// as drafted offline, and invents nothing.
import {
  type AiProvider,
  type AnswerCitations,
  type AnswerRequest,
  type CallOptions,
  type ClaimJudgement,
  type ClaimedCitation,
  type EvidencePassage,
  type SectionDraft,
  type SectionRequest,
  type SpeechRequest,
  type WizardState,
  type WizardStep,
  throwIfCancelled,
} from '../provider.js';
import { stripMarkdown } from '../markdown.js';
import {
  entities,
  importantSentences,
  keyPhrases,
  nlp,
  rankIndices,
  rankPassages,
  sentences,
} from './nlp.js';
import { SpeechPool, speechChunks } from './speech/speech-pool.js';
import { ESPEAK_VOICES, ESPEAK_WORDS_PER_MINUTE } from './speech/voices.js';
import { OFFLINE_TEMPLATES as T, fill, withoutTemplateLines } from './templates.js';

export const OFFLINE_MODEL = 'wink-eng-lite-web-model';

/** Phrase slots are filled round-robin from the key phrases, templates in turn. */
function questions(templates: readonly string[], phrases: readonly string[], count: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < Math.min(count, phrases.length * templates.length); i++) {
    const phrase = phrases[i % phrases.length]!;
    const template = templates[Math.floor(i / phrases.length) % templates.length]!;
    lines.push(fill(template, { phrase }));
  }
  return lines;
}

const quote = (lines: readonly string[]) => lines.map((line) => fill(T.quoted, { fact: line }));

/** Figures, dates and amounts the user wrote (the kinds of entity worth checking). */
const FACT_TYPES = new Set(['PERCENT', 'MONEY', 'DATE', 'CARDINAL', 'ORDINAL', 'TIME', 'DURATION']);

function facts(text: string): string[] {
  const seen = new Set<string>();
  return entities(text)
    .filter((entity) => FACT_TYPES.has(entity.type))
    .map((entity) => entity.value.trim())
    .filter((value) => value.length > 1 && !seen.has(value) && seen.add(value));
}

const block = (...parts: Array<string | readonly string[] | false | undefined>) =>
  parts
    .flatMap((part) =>
      part === false || part === undefined ? [] : typeof part === 'string' ? [part] : [part.join('\n')],
    )
    .filter((part) => part.trim() !== '')
    .join('\n\n');

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

/** Quotable sentences of the passages: whole sentences of 4 to 80 words, copied as written. */
function quotable(passages: readonly EvidencePassage[]): ClaimedCitation[] {
  const seen = new Set<string>();
  return [...passages]
    .sort((a, b) => a.n - b.n)
    .flatMap((passage) =>
      sentences(passage.text).flatMap((sentence) => {
        const quote = verbatim(sentence, passage.text);
        const words = quote?.split(' ').length ?? 0;
        // A sentence holding its own reference marks ("[12]") would read as one of ours.
        if (!quote || words < 4 || words > 80 || /\[\d+\]/.test(quote) || seen.has(quote)) return [];
        seen.add(quote);
        return [{ n: passage.n, quote }];
      }),
    );
}

/**
 * The sentences of the passages that best match `query` (BM25), at most two a passage, best first.
 * `atLeast`: when fewer match, the first sentences of the best-ranked passages make up the number
 * (retrieval chose those passages for the same questions).
 */
function bestQuotes(
  passages: readonly EvidencePassage[],
  query: string,
  limit: number,
  atLeast = 0,
): ClaimedCitation[] {
  const candidates = quotable(passages);
  const chosen: ClaimedCitation[] = [];
  const perPassage = new Map<number, number>();
  const take = (candidate: ClaimedCitation) => {
    if (chosen.length >= limit || chosen.includes(candidate)) return;
    if ((perPassage.get(candidate.n) ?? 0) >= 2) return;
    perPassage.set(candidate.n, (perPassage.get(candidate.n) ?? 0) + 1);
    chosen.push(candidate);
  };
  for (const index of rankIndices(
    candidates.map((c) => c.quote),
    query,
    limit * 4,
  ))
    take(candidates[index]!);
  for (const candidate of candidates) {
    if (chosen.length >= Math.min(atLeast, limit)) break;
    if (!perPassage.has(candidate.n)) take(candidate);
  }
  return chosen;
}

const sourceQuotes = (quotes: readonly ClaimedCitation[]) =>
  quotes.map((q) => fill(T.sourceQuote, { fact: q.quote, n: String(q.n) })).join('\n');

/** A question as the 'say nothing about' line repeats it: one line, without its question mark. */
const topic = (question: string) => {
  const line = question
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s?.!]+$/, '');
  return line.length > 200 ? line.slice(0, 200).replace(/\s+\S*$/, '') : line;
};

async function* linesOf(text: string, signal?: AbortSignal): AsyncIterable<string> {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    throwIfCancelled(signal);
    yield i < lines.length - 1 ? `${lines[i]}\n` : lines[i]!;
  }
}

export class OfflineProvider implements AiProvider {
  readonly engine = 'offline' as const;
  readonly model = OFFLINE_MODEL;
  private readonly speech: SpeechPool;

  constructor(options: { speechWorkers?: number } = {}) {
    this.speech = new SpeechPool(options.speechWorkers ? { size: options.speechWorkers } : {});
  }

  /** Loads the language model and starts the speech workers ahead of the first request. */
  warm(): void {
    nlp();
    this.speech.warm();
  }

  draft(step: WizardStep, state: WizardState, options: CallOptions = {}): AsyncIterable<string> {
    return linesOf(this.draftText(step, state), options.signal);
  }

  draftText(step: WizardStep, given: WizardState): string {
    const state = {
      originalThoughts: withoutTemplateLines(given.originalThoughts),
      researchFocus: withoutTemplateLines(given.researchFocus),
      intellectualChallenge: withoutTemplateLines(given.intellectualChallenge),
      strategicContext: withoutTemplateLines(given.strategicContext),
    };
    const all = [state.originalThoughts, state.researchFocus, state.intellectualChallenge].join('\n\n');
    const phrases = keyPhrases(all, 5);
    if (step === 'intellectual-challenge') {
      return block(
        T.draftNote,
        T.startingPoint,
        quote(importantSentences(state.originalThoughts, 3)),
        state.researchFocus.trim() &&
          [T.researchFocus, ...quote(importantSentences(state.researchFocus, 2))].join('\n\n'),
        T.sharpenQuestions,
        phrases.length ? questions(T.sharpen, phrases, 5) : T.noPhrases,
      );
    }
    const challenge = state.intellectualChallenge.trim()
      ? state.intellectualChallenge
      : state.originalThoughts;
    const found = facts(all);
    return block(
      T.draftNote,
      T.challengeInYourWords,
      quote(importantSentences(challenge, 3)),
      T.contextQuestions,
      phrases.length ? questions(T.context, phrases, 5) : T.noPhrases,
      found.length > 0 &&
        [T.factsToVerify, found.map((fact) => fill(T.fact, { fact })).join('\n')].join('\n\n'),
    );
  }

  async summarize(content: string): Promise<string[]> {
    // Headings and bold-only label lines ('**Context to establish**') name parts; they are not
    // sentences of the summary (and would run into the next one).
    const plain = stripMarkdown(
      content
        .split('\n')
        .filter((line) => !/^\s{0,3}#{1,6}\s/.test(line) && !/^\s*(\*\*|__)[^*_]+\1\s*$/.test(line))
        .join('\n'),
    );
    const templates = new Set<string>(
      [T.draftNote, T.articleNote, T.articleNoteSources, T.answerNote, T.answerNoteSources].map(
        stripMarkdown,
      ),
    );
    const candidates = plain
      .split('\n')
      .filter((line) => line.trim() && !templates.has(line.trim()) && !line.includes('“'))
      .join('\n');
    return importantSentences(candidates, 5).filter((sentence) => sentence.split(/\s+/).length >= 4);
  }

  /**
   * A section from the owner's own words; given passages of their sources, it ends with the sentences
   * that best match the section's questions (or its part of the brief), quoted verbatim, each cited.
   */
  async writeSection(request: SectionRequest, options: CallOptions = {}): Promise<SectionDraft> {
    throwIfCancelled(options.signal);
    const own = this.fromOwnWords(request);
    if (request.passages.length === 0 || request.kind === 'timeline') return { ...own, citations: [] };
    const quotes = bestQuotes(
      request.passages,
      this.sectionQuery(request),
      request.kind === 'summary' ? 3 : 4,
      2,
    );
    if (quotes.length === 0) return { ...own, citations: [] };
    const markdown =
      request.kind === 'summary' ? own.markdown.replace(T.articleNote, T.articleNoteSources) : own.markdown;
    return {
      ...own,
      markdown: block(markdown, T.sourcesSay, sourceQuotes(quotes)),
      citations: quotes,
    };
  }

  /** What a section's quotes should match: its questions, and the part of the brief it is about. */
  private sectionQuery(request: SectionRequest): string {
    const { idea, context, intellectualChallenge } = request.brief;
    const part: Record<SectionRequest['kind'], string> = {
      summary: `${idea}\n${intellectualChallenge}`,
      question: intellectualChallenge || idea,
      context: context || idea,
      evidence: idea,
      counterarguments: `${idea}\n${intellectualChallenge}`,
      risks: `${idea}\n${context}`,
      options: `${idea}\n${intellectualChallenge}`,
      timeline: idea,
    };
    return withoutTemplateLines([...request.questions, part[request.kind]].join('\n'));
  }

  /** A section from the owner's own words: their sentences quoted, and the questions to research. */
  private fromOwnWords(request: SectionRequest): Omit<SectionDraft, 'citations'> {
    const brief = {
      title: request.brief.title,
      idea: withoutTemplateLines(request.brief.idea),
      context: withoutTemplateLines(request.brief.context),
      intellectualChallenge: withoutTemplateLines(request.brief.intellectualChallenge),
    };
    const all = [brief.idea, brief.context, brief.intellectualChallenge].join('\n\n');
    const phrases = keyPhrases(all, 6);
    const noPhrases = phrases.length === 0 ? T.noPhrases : undefined;
    switch (request.kind) {
      case 'summary': {
        const key = importantSentences(all, 3);
        return {
          markdown: block(T.articleNote, key.length ? key.join(' ') : T.noIdea),
          summary: importantSentences(brief.idea || all, 2).join(' ') || brief.title,
        };
      }
      case 'question':
        return {
          markdown: block(
            brief.intellectualChallenge.trim()
              ? quote(sentences(brief.intellectualChallenge))
              : fill(T.noQuestion, { title: brief.title }),
            T.subQuestions,
            noPhrases ?? questions(T.sharpen, phrases, 6),
          ),
        };
      case 'context':
        return {
          markdown: block(
            brief.context.trim() ? sentences(brief.context).join(' ') : T.noContext,
            T.contextQuestions,
            noPhrases ?? questions(T.context, phrases, 6),
          ),
        };
      case 'evidence':
        return {
          markdown: block(
            brief.idea.trim()
              ? [T.claimsToEvidence, quote(sentences(brief.idea)).join('\n')].join('\n\n')
              : T.noIdea,
            T.evidenceQuestions,
            noPhrases ?? questions(T.evidence, phrases, 6),
          ),
        };
      case 'counterarguments':
        return { markdown: block(T.counterQuestions, noPhrases ?? questions(T.counter, phrases, 6)) };
      case 'risks': {
        const found = facts(all);
        return {
          markdown: block(
            T.riskQuestions,
            noPhrases ?? questions(T.risk, phrases, 6),
            found.length > 0 &&
              [T.factsToVerify, found.map((fact) => fill(T.fact, { fact })).join('\n')].join('\n\n'),
          ),
        };
      }
      case 'options':
        return { markdown: block(T.optionLines, noPhrases ?? questions(T.option, phrases.slice(0, 3), 6)) };
      case 'timeline': {
        const rows = T.timelineRows.map((row, index) =>
          fill(row, { phrase: phrases[index % Math.max(1, phrases.length)] ?? brief.title }),
        );
        return { markdown: [...T.timelineHeader, ...rows].join('\n') };
      }
    }
  }

  async *answer(request: AnswerRequest, options: CallOptions = {}): AsyncIterable<string | AnswerCitations> {
    const { text, citations } = this.answerText(request);
    yield* linesOf(text, options.signal);
    if (request.passages.length > 0) yield { citations };
  }

  /**
   * The paragraphs of the thesis and the sentences of the passages that best match the question,
   * quoted as written (passages with their markers). When neither holds anything on it, says so.
   */
  answerText(request: AnswerRequest): { text: string; citations: ClaimedCitation[] } {
    const content = request.thesis.content.trim();
    const withSources = request.passages.length > 0;
    if (!content && !withSources) return { text: T.noContent, citations: [] };
    const paragraphs = content
      .split(/\n{2,}/)
      .map((passage) => passage.trim())
      .filter((passage) => passage && !/^#{1,6}\s/.test(passage) && !passage.startsWith('_Drafted offline'));
    const best = content ? rankPassages(paragraphs, request.question, withSources ? 2 : 3) : [];
    const quotes = withSources ? bestQuotes(request.passages, request.question, 3) : [];
    if (best.length === 0 && quotes.length === 0)
      return { text: fill(T.noMatch, { question: topic(request.question) }), citations: [] };
    return {
      text: block(
        withSources ? T.answerNoteSources : T.answerNote,
        ...best.map((passage) =>
          passage
            .split('\n')
            .map((line) => `> ${line}`)
            .join('\n'),
        ),
        quotes.length > 0 && [T.fromSources, sourceQuotes(quotes)].join('\n\n'),
      ),
      citations: quotes,
    };
  }

  /** The offline engine has no model to judge with. */
  async judgeClaim(): Promise<ClaimJudgement | null> {
    return null;
  }

  /** The offline engine has no embedding model: retrieval is BM25 only. */
  async embed(): Promise<Float32Array[] | null> {
    return null;
  }

  speak(request: SpeechRequest, options: CallOptions = {}): AsyncIterable<Uint8Array> {
    const chunks = speechChunks(sentences(stripMarkdown(request.text)));
    return this.speech.speak(
      chunks,
      ESPEAK_VOICES[request.voice],
      Math.round(ESPEAK_WORDS_PER_MINUTE * request.speed),
      options.signal,
    );
  }

  async close(): Promise<void> {
    await this.speech.close();
  }
}
