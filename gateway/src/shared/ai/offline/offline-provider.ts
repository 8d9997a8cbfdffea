// The offline engine: no key, no network, deterministic. It works only from the user's own words —
// quoting and reordering their sentences, summarising extractively, and turning their key phrases
// into the questions a researcher should answer — and labels everything it writes as drafted offline.
import {
  type AiProvider,
  type AnswerRequest,
  type CallOptions,
  type ClaimJudgement,
  type SectionDraft,
  type SectionRequest,
  type SpeechRequest,
  type WizardState,
  type WizardStep,
  throwIfCancelled,
} from '../provider.js';
import { stripMarkdown } from '../markdown.js';
import { entities, importantSentences, keyPhrases, nlp, rankPassages, sentences } from './nlp.js';
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
    this.speech = new SpeechPool(options.speechWorkers);
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
    const templates = new Set<string>([T.draftNote, T.articleNote, T.answerNote].map(stripMarkdown));
    const candidates = plain
      .split('\n')
      .filter((line) => line.trim() && !templates.has(line.trim()) && !line.includes('“'))
      .join('\n');
    return importantSentences(candidates, 5).filter((sentence) => sentence.split(/\s+/).length >= 4);
  }

  async writeSection(request: SectionRequest, options: CallOptions = {}): Promise<SectionDraft> {
    throwIfCancelled(options.signal);
    return { ...this.fromOwnWords(request), citations: [] };
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

  answer(request: AnswerRequest, options: CallOptions = {}): AsyncIterable<string> {
    return linesOf(this.answerText(request), options.signal);
  }

  answerText(request: AnswerRequest): string {
    const content = request.thesis.content.trim();
    if (!content) return T.noContent;
    const passages = content
      .split(/\n{2,}/)
      .map((passage) => passage.trim())
      .filter((passage) => passage && !/^#{1,6}\s/.test(passage) && !passage.startsWith('_Drafted offline'));
    const best = rankPassages(passages, request.question, 3);
    if (best.length === 0) return T.noMatch;
    return block(
      T.answerNote,
      ...best.map((passage) =>
        passage
          .split('\n')
          .map((line) => `> ${line}`)
          .join('\n'),
      ),
    );
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
