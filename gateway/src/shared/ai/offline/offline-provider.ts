// The offline engine: no key, no network, deterministic. It works only from the user's own words —
// quoting and reordering their whole sentences, summarising extractively — and from the passages of
// their sources, whose sentences it quotes verbatim with their [n] markers: the article is a digest
// organised by the questions of the research plan (each question its own part, with the passages that
// bear on it or a plain "the sources do not cover this"), with where the sources agree, disagree and
// what they leave open. No quote is cited more than twice in an article, and no sentence is made by
// dropping a few of the user's words into a template. It labels everything it writes as written
// without a model, and invents nothing. It writes in the thesis's language (issue 31): its lines come
// from that language's message catalogue (./catalogue/), and it reads the owner's and the sources'
// text by that language's sentences, words, stop words and stems (./language.ts); a source in another
// language is still read and quoted as written.
import {
  AiError,
  type AiProvider,
  type AnswerCitations,
  type AnswerRequest,
  type CallOptions,
  type ClaimJudgement,
  type ClaimedCitation,
  type SectionDraft,
  type SectionKind,
  type SectionRequest,
  type SpeechRequest,
  type SummaryOptions,
  type WizardState,
  type WizardStep,
  throwIfCancelled,
} from '../provider.js';
import { stripMarkdown } from '../markdown.js';
import { askedFirst, candidatesOf, compareSources, QuoteBudget, relevant, type Candidate } from './digest.js';
import { entities, importantSentences, nlp, rankPassages, sentences } from './nlp.js';
import { SpeechPool, speechChunks } from './speech/speech-pool.js';
import { ESPEAK_WORDS_PER_MINUTE, espeakVoiceFor } from './speech/voices.js';
import { offlineLanguage } from './language.js';
import { isNotCovered, isOfflineNote, OfflineTexts, withoutTemplateLines } from './templates.js';

const OFFLINE_MODEL = 'wink-eng-lite-web-model';

const quote = (t: OfflineTexts, lines: readonly string[]) =>
  lines.map((line) => t.fill('quoted', { fact: line }));

/** Figures, dates and amounts (the kinds of entity worth checking). */
const FACT_TYPES = new Set(['PERCENT', 'MONEY', 'DATE', 'CARDINAL', 'ORDINAL', 'TIME', 'DURATION']);

/**
 * Whether an entity is a figure worth checking: written with digits, or an amount or share in words
 * ("six percent"). An ordinal or a count in words alone ("a second line", "the first mover") is not.
 */
const isFigure = (entity: { type: string; value: string }) =>
  FACT_TYPES.has(entity.type) &&
  entity.value.trim().length > 1 &&
  (/\d/.test(entity.value) || entity.type === 'PERCENT' || entity.type === 'MONEY');

/** The user's whole sentences that state a figure, a date or an amount (to check against sources). */
const sentencesWithFigures = (text: string, reads: string): string[] =>
  sentences(text, reads).filter((sentence) => entities(sentence, reads).some(isFigure));

const block = (...parts: Array<string | readonly string[] | false | undefined>) =>
  parts
    .flatMap((part) =>
      part === false || part === undefined ? [] : typeof part === 'string' ? [part] : [part.join('\n')],
    )
    .filter((part) => part.trim() !== '')
    .join('\n\n');

const cite = (candidate: Candidate): ClaimedCitation => ({ n: candidate.n, quote: candidate.quote });

const quoteLines = (t: OfflineTexts, chosen: readonly Candidate[]) =>
  chosen.map((c) => t.fill('sourceQuote', { fact: c.quote, n: String(c.n) })).join('\n');

/** A question as the 'say nothing about' line repeats it: one line, without its question mark. */
const topic = (question: string) => {
  const line = question
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s?.!]+$/, '');
  return line.length > 200 ? line.slice(0, 200).replace(/\s+\S*$/, '') : line;
};

/** A question as a heading or table cell: one line, no Markdown that would break the line's kind. */
const asLine = (question: string) => question.replace(/\s+/g, ' ').replace(/\|/g, '/').trim();

/** The sections whose part of the article is the plan's questions of their phase (one section a phase). */
const ANSWERS_QUESTIONS: ReadonlySet<SectionKind> = new Set<SectionKind>([
  'summary',
  'question',
  'evidence',
  'counterarguments',
  'options',
]);

/** Quotes a question's part may hold. */
const QUOTES_PER_QUESTION = 2;

/** What one section's composition shares: the passages' sentences and the article's quote budget. */
interface Digest {
  /** The lines of the thesis's language, and the tag its text is read by. */
  t: OfflineTexts;
  candidates: Candidate[];
  budget: QuoteBudget;
  citations: ClaimedCitation[];
  /** The questions no passage bears on. */
  open: string[];
}

/** The questions earlier sections found no passage for (their part says notCovered, in any language). */
function openIn(basis: SectionRequest['basis']): string[] {
  const open: string[] = [];
  for (const markdown of Object.values(basis)) {
    const lines = (markdown ?? '').split('\n').filter((line) => line.trim());
    lines.forEach((line, i) => {
      const heading = /^###\s+(.+)$/.exec(line.trim());
      if (heading && isNotCovered(lines[i + 1]?.trim() ?? '')) open.push(heading[1]!);
    });
  }
  return open;
}

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
    const t = new OfflineTexts(given.language);
    const reads = t.reads;
    const state = {
      originalThoughts: withoutTemplateLines(given.originalThoughts),
      researchFocus: withoutTemplateLines(given.researchFocus),
      intellectualChallenge: withoutTemplateLines(given.intellectualChallenge),
      strategicContext: withoutTemplateLines(given.strategicContext),
    };
    const all = [state.originalThoughts, state.researchFocus, state.intellectualChallenge].join('\n\n');
    if (step === 'intellectual-challenge') {
      return block(
        t.note('draftNote'),
        t.line('startingPoint'),
        quote(t, importantSentences(state.originalThoughts, 3, reads)),
        state.researchFocus.trim() &&
          [t.line('researchFocus'), ...quote(t, importantSentences(state.researchFocus, 2, reads))].join(
            '\n\n',
          ),
        t.line('sharpenQuestions'),
        t.lines('sharpen').join('\n'),
      );
    }
    const challenge = state.intellectualChallenge.trim()
      ? state.intellectualChallenge
      : state.originalThoughts;
    const figures = sentencesWithFigures(all, reads);
    return block(
      t.note('draftNote'),
      t.line('challengeInYourWords'),
      quote(t, importantSentences(challenge, 3, reads)),
      t.line('contextQuestions'),
      t.lines('context').join('\n'),
      figures.length > 0 && [t.line('figuresToCheck'), ...quote(t, figures.slice(0, 4))].join('\n\n'),
    );
  }

  async summarize(content: string, options: SummaryOptions = {}): Promise<string[]> {
    const t = new OfflineTexts(options.language);
    // Headings and bold-only label lines ('**Context to establish**') name parts; they are not
    // sentences of the summary (and would run into the next one). Template lines and quotes are not
    // the owner's points either.
    const plain = stripMarkdown(
      content
        .split('\n')
        .filter((line) => !/^\s{0,3}#{1,6}\s/.test(line) && !/^\s*(\*\*|__)[^*_]+\1\s*$/.test(line))
        .join('\n'),
    );
    const templates = new Set<string>(t.templateLines().map(stripMarkdown));
    const candidates = plain
      .split('\n')
      .filter((line) => line.trim() && !templates.has(line.trim()) && !line.includes(t.quoteMark))
      .join('\n');
    return importantSentences(candidates, 5, t.reads).filter((sentence) => sentence.split(/\s+/).length >= 4);
  }

  /**
   * A section of the offline digest: the owner's own words where the section is about them, and, for
   * the section that carries its phase's questions, one part per question with the passages that bear
   * on it (or a plain statement that the sources do not cover it). The summary also says where the
   * sources agree, disagree and what they leave open; the timeline lays the questions out as steps.
   */
  async writeSection(request: SectionRequest, options: CallOptions = {}): Promise<SectionDraft> {
    throwIfCancelled(options.signal);
    const t = new OfflineTexts(request.brief.language);
    const digest: Digest = {
      t,
      candidates: candidatesOf(request.passages, t.reads),
      budget: new QuoteBudget(request.cited),
      citations: [],
      open: [],
    };
    const own = this.fromOwnWords(request, digest);
    return { ...own, citations: digest.citations };
  }

  /** Each question's part: its heading, then its quotes or the plain statement that none bear on it. */
  private questionParts(questions: readonly string[], digest: Digest, anySource: boolean): string[] {
    const { t } = digest;
    return questions.map((question) => {
      const heading = t.fill('questionHeading', { question: asLine(question) });
      if (!anySource) return block(heading, t.line('noSources'));
      const bearing = askedFirst(digest.candidates, question, t.reads);
      const chosen = digest.budget.choose(bearing, QUOTES_PER_QUESTION);
      digest.citations.push(...chosen.map(cite));
      if (bearing.length === 0) digest.open.push(question);
      // Passages bear on it but each was cited twice already: said so, not quoted a third time.
      if (chosen.length === 0)
        return block(heading, t.line(bearing.length === 0 ? 'notCovered' : 'coveredElsewhere'));
      return block(heading, quoteLines(t, chosen));
    });
  }

  /** Where the passages of different sources agree and disagree (pairs within the quote budget). */
  private comparison(digest: Digest, parts: { agree: boolean; disagree: boolean }): string {
    const { t } = digest;
    const { agree, disagree } = compareSources(digest.candidates, 3, t.reads);
    const pairs = (list: Array<[Candidate, Candidate]>, template: 'agreePair' | 'disagreePair') =>
      list.flatMap(([a, b]) => {
        // Checked pair by pair: a pair taken counts against the next one.
        if (!digest.budget.openPair(a, b)) return [];
        digest.budget.take(a);
        digest.budget.take(b);
        digest.citations.push(cite(a), cite(b));
        return [
          t.fill(a.key === b.key ? 'agreeSame' : template, {
            a: a.quote,
            n: String(a.n),
            b: b.quote,
            m: String(b.n),
          }),
        ];
      });
    const agreeing = parts.agree ? pairs(agree, 'agreePair') : [];
    const disagreeing = parts.disagree ? pairs(disagree, 'disagreePair') : [];
    return block(
      agreeing.length > 0 && [t.line('agree'), agreeing.join('\n')].join('\n\n'),
      parts.disagree && t.line('disagree'),
      parts.disagree && (disagreeing.length > 0 ? disagreeing.join('\n') : t.line('noDisagreement')),
    );
  }

  /** The owner's words and, by section, the digest of the passages. */
  private fromOwnWords(request: SectionRequest, digest: Digest): Omit<SectionDraft, 'citations'> {
    const { t } = digest;
    const reads = t.reads;
    const bearsOn = (query: string) => relevant(digest.candidates, query, 40, true, reads);
    const brief = {
      title: request.brief.title,
      idea: withoutTemplateLines(request.brief.idea),
      context: withoutTemplateLines(request.brief.context),
      intellectualChallenge: withoutTemplateLines(request.brief.intellectualChallenge),
    };
    const all = [brief.idea, brief.context, brief.intellectualChallenge].join('\n\n');
    const withSources = request.passages.length > 0;
    // Sources exist although none of their passages bears on this section: "not covered", not "none".
    const anySource = withSources || (request.sourcesRead ?? 0) > 0;
    const questions = ANSWERS_QUESTIONS.has(request.kind)
      ? this.questionParts(request.questions, digest, anySource)
      : [];
    switch (request.kind) {
      case 'summary': {
        const key = importantSentences(all, 3, reads);
        const open = [...new Set([...openIn(request.basis), ...digest.open])];
        return {
          markdown: block(
            t.note(withSources ? 'articleNoteSources' : 'articleNote'),
            key.length ? key.join(' ') : t.line('noIdea'),
            withSources && this.comparison(digest, { agree: true, disagree: true }),
            withSources &&
              open.length > 0 &&
              [
                t.line('leftOpen'),
                open.map((q) => t.fill('openQuestion', { question: asLine(q) })).join('\n'),
              ].join('\n\n'),
            ...questions,
          ),
          summary: importantSentences(brief.idea || all, 2, reads).join(' ') || brief.title,
        };
      }
      case 'question':
        return {
          markdown: block(
            brief.intellectualChallenge.trim()
              ? quote(t, sentences(brief.intellectualChallenge, reads))
              : t.fill('noQuestion', { title: brief.title }),
            ...questions,
          ),
        };
      case 'context': {
        const chosen = withSources
          ? digest.budget.choose(bearsOn(brief.context || brief.idea), QUOTES_PER_QUESTION)
          : [];
        digest.citations.push(...chosen.map(cite));
        return {
          markdown: block(
            brief.context.trim() ? sentences(brief.context, reads).join(' ') : t.line('noContext'),
            chosen.length > 0 && [t.line('sourcesSay'), quoteLines(t, chosen)].join('\n\n'),
            withSources && this.comparison(digest, { agree: true, disagree: false }),
          ),
        };
      }
      case 'evidence':
        return {
          markdown: block(
            brief.idea.trim()
              ? [t.line('claimsToEvidence'), quote(t, sentences(brief.idea, reads)).join('\n')].join('\n\n')
              : t.line('noIdea'),
            ...questions,
          ),
        };
      case 'counterarguments':
      case 'options':
        return { markdown: block(...questions) };
      case 'risks': {
        const figures = sentencesWithFigures(all, reads);
        for (const question of request.questions)
          if (withSources && bearsOn(question).length === 0) digest.open.push(question);
        return {
          markdown: block(
            withSources && this.comparison(digest, { agree: false, disagree: true }),
            digest.open.length > 0 &&
              [
                t.line('leftOpen'),
                digest.open.map((q) => t.fill('openQuestion', { question: asLine(q) })).join('\n'),
              ].join('\n\n'),
            figures.length > 0 && [t.line('figuresToCheck'), ...quote(t, figures.slice(0, 4))].join('\n\n'),
          ),
        };
      }
      case 'timeline': {
        // The plan's questions of the options phase as steps; without them the generic phases.
        const rows =
          request.questions.length === 0
            ? t.lines('timelineRows')
            : request.questions.map((question, index) =>
                t.fill(withSources && bearsOn(question).length > 0 ? 'timelineAnswered' : 'timelineOpen', {
                  step: String(index + 1),
                  question: asLine(question),
                }),
              );
        return { markdown: [...t.lines('timelineHeader'), ...rows].join('\n') };
      }
    }
  }

  async *answer(request: AnswerRequest, options: CallOptions = {}): AsyncIterable<string | AnswerCitations> {
    const { text, citations } = this.answerText(request);
    yield* linesOf(text, options.signal);
    if (request.passages.length > 0) yield { citations };
  }

  /**
   * With sources: the best three passages for the question, one sentence of each (none twice), the
   * one holding the figure or name asked for first. Without (or when none bears on it): the paragraphs
   * of the thesis that best match. When neither holds anything on it, says so.
   */
  answerText(request: AnswerRequest): { text: string; citations: ClaimedCitation[] } {
    const t = new OfflineTexts(request.language);
    const content = request.thesis.content.trim();
    const withSources = request.passages.length > 0;
    if (!content && !withSources) return { text: t.line('noContent'), citations: [] };
    if (withSources) {
      const ranked = askedFirst(candidatesOf(request.passages, t.reads), request.question, t.reads);
      const chosen = new QuoteBudget().choose(ranked, 3);
      if (chosen.length > 0)
        return {
          text: block(t.note('answerNoteSources'), t.line('fromSources'), quoteLines(t, chosen)),
          citations: chosen.map(cite),
        };
    }
    const paragraphs = content
      .split(/\n{2,}/)
      .map((passage) => passage.trim())
      .filter((passage) => passage && !/^#{1,6}\s/.test(passage) && !isOfflineNote(passage));
    const best = content ? rankPassages(paragraphs, request.question, 3, t.reads) : [];
    if (best.length === 0)
      return { text: t.fill('noMatch', { question: topic(request.question) }), citations: [] };
    return {
      text: block(
        t.note('answerNote'),
        ...best.map((passage) =>
          passage
            .split('\n')
            .map((line) => `> ${line}`)
            .join('\n'),
        ),
      ),
      citations: [],
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
    const chunks = speechChunks(
      sentences(stripMarkdown(request.text), offlineLanguage(request.language).reads),
    );
    // The thesis's language picks the eSpeak voice (the speech route refuses a language without one).
    const voice = espeakVoiceFor(request.voice, request.language);
    if (!voice) throw new AiError('UNAVAILABLE', 'No voice for this language is available offline.');
    return this.speech.speak(
      chunks,
      voice,
      Math.round(ESPEAK_WORDS_PER_MINUTE * request.speed),
      options.signal,
    );
  }

  async close(): Promise<void> {
    await this.speech.close();
  }
}
