// The AI provider: one interface for everything the product asks of a model (wizard drafts, research
// sections, key-insights summaries, Query Research answers, read-aloud speech), with two engines behind
// it: an OpenAI-compatible server, or the offline engine that works only from the user's own words
// and the passages of the thesis's sources it is given.
import type { ThesisLanguage } from '@thesis-studio/domain';
import type { ClaimedCitation, EvidencePassage } from '../grounding/types.js';

export type { ClaimedCitation, EvidencePassage } from '../grounding/types.js';

type AiEngine = 'openai' | 'offline';

/** Voices offered (spec §3); alloy is the default. */
export const VOICES = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'] as const;
export type Voice = (typeof VOICES)[number];

/** The wizard steps whose text the AI drafts (spec §7 POST /api/ai/generate-thesis-content). */
export const WIZARD_STEPS = ['intellectual-challenge', 'strategic-context'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Wizard state (spec §3). */
export interface WizardState {
  originalThoughts: string;
  researchFocus: string;
  intellectualChallenge: string;
  strategicContext: string;
  /** The thesis's language (issue 31): what the model or the offline engine writes in; omitted: en-GB. */
  language?: ThesisLanguage;
}

/** What a research run starts from: the thesis as its owner wrote it. */
export interface ThesisBrief {
  title: string;
  idea: string;
  context: string;
  intellectualChallenge: string;
  /** The thesis's language (issue 31): what the model or the offline engine writes in; omitted: en-GB. */
  language?: ThesisLanguage;
}

/**
 * The article's sections, in the order they appear. Each is written by one call; `basis` says which
 * earlier sections it reads, so those that do not depend on each other are written in parallel.
 */
export const SECTIONS = {
  summary: { title: 'Executive summary', basis: ['question', 'evidence', 'counterarguments', 'options'] },
  question: { title: 'The central question', basis: [] },
  context: { title: 'Context', basis: ['question'] },
  evidence: { title: 'Evidence and drivers', basis: ['question'] },
  counterarguments: { title: 'Challenges and counter-arguments', basis: ['question'] },
  risks: { title: 'Risks and open questions', basis: ['question'] },
  options: { title: 'Strategic options', basis: ['question'] },
  timeline: { title: 'Timeline', basis: ['question'] },
} as const satisfies Record<string, { title: string; basis: readonly string[] }>;
export type SectionKind = keyof typeof SECTIONS;
export const SECTION_ORDER = Object.keys(SECTIONS) as SectionKind[];

export interface SectionRequest {
  kind: SectionKind;
  brief: ThesisBrief;
  /** The finished sections this one builds on (Markdown bodies, by kind). */
  basis: Partial<Record<SectionKind, string>>;
  /** The questions this section must answer (the owner's reviewed plan); may be empty. */
  questions: string[];
  /** Passages of the thesis's sources retrieved for this section, numbered [n]; may be empty. */
  passages: EvidencePassage[];
  /**
   * How many sources the run reads; passages can be empty although there are some (none bears on the
   * section). Unknown (undefined) counts as none beyond the passages.
   */
  sourcesRead?: number;
  /**
   * How often each quote is already cited in the article, by its normalised words (`quoteKey`), over
   * every section of the run; a writer that keeps quotes from repeating reads it and adds what it cites
   * (the offline engine does, synchronously, so sections written in parallel share it safely).
   */
  cited?: QuoteTally;
}

/** Citations of the article so far, by quote (see `SectionRequest.cited`). */
export type QuoteTally = Map<string, number>;

export interface SectionDraft {
  /** The section's Markdown body, without its `##` heading. */
  markdown: string;
  /** For the summary section: the thesis's short summary (2-4 sentences). */
  summary?: string;
  /** What the writer claims its [n] markers quote (unchecked; see grounding/verify.ts). [] when none. */
  citations: ClaimedCitation[];
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AnswerRequest {
  question: string;
  thesis: { title: string; content: string };
  /** Earlier turns of this chat, oldest first. */
  history: ChatTurn[];
  /** Passages of the thesis's sources retrieved for the question, numbered [n]; may be empty. */
  passages: EvidencePassage[];
  /** The thesis's language (issue 31): what the model or the offline engine writes in; omitted: en-GB. */
  language?: ThesisLanguage;
}

/**
 * The last part of an answer given passages: the citations its [n] markers claim (unchecked). The chat
 * layer checks them with `groundText` before it saves the answer.
 */
export interface AnswerCitations {
  citations: ClaimedCitation[];
}

/** What a claim check is given: the sentence a marker stands on, the quoted words, the whole passage. */
export interface ClaimToJudge {
  sentence: string;
  quote: string;
  passage: string;
  /** The thesis's language (issue 31): what the model or the offline engine writes in; omitted: en-GB. */
  language?: ThesisLanguage;
}

export interface ClaimJudgement {
  support: 'supported' | 'partly' | 'not_supported';
  /** One line. */
  reason: string;
}

export interface SpeechRequest {
  text: string;
  voice: Voice;
  /** 0.5 to 2. */
  speed: number;
  /** The thesis's language (issue 31): what the model or the offline engine writes in; omitted: en-GB. */
  language?: ThesisLanguage;
}

/**
 * How soon a model call is wanted: `interactive` (a person waits for it: wizard drafts, chat answers,
 * key insights, claim checks after an edit, a search's query vector) goes ahead of `background`
 * (research sections, a run's claim checks, embeddings for indexing). See scheduler.ts.
 */
export type AiPriority = 'interactive' | 'background';

/** Who a model call is for: calls are shared fairly between users, then between a user's runs. */
export interface AiCaller {
  /** A user id (or another stable key for one person, e.g. a reader of a shared thesis). */
  userId: string;
  /** The task within the user's work (a research run, a chat); omitted: one task per user. */
  runId?: string;
  priority: AiPriority;
}

export interface CallOptions {
  /** Aborting it cancels the model call (a client that went away). */
  signal?: AbortSignal;
  /** Who the call is for (fair scheduling); omitted: an unattributed background call. */
  caller?: AiCaller;
}

/** A key-insights call: its options and the thesis's language. */
export interface SummaryOptions extends CallOptions {
  /** The thesis's language (issue 31): what the model or the offline engine writes in; omitted: en-GB. */
  language?: ThesisLanguage;
}

export interface AiProvider {
  readonly engine: AiEngine;
  /** The chat model, or the offline engine's language model. */
  readonly model: string;
  /** Text for a wizard step, streamed as it is written. */
  draft(step: WizardStep, state: WizardState, options?: CallOptions): AsyncIterable<string>;
  /** Key insights: a handful of short points (without bullet characters). */
  summarize(content: string, options?: SummaryOptions): Promise<string[]>;
  /** One section of the research article. */
  writeSection(request: SectionRequest, options?: CallOptions): Promise<SectionDraft>;
  /**
   * A Query Research answer grounded on the thesis and the passages given, streamed as it is written
   * (text with [n] markers); when passages were given, the last part is the claimed citations.
   */
  answer(request: AnswerRequest, options?: CallOptions): AsyncIterable<string | AnswerCitations>;
  /** Whether a passage supports the sentence citing it (structured output); offline: null. */
  judgeClaim(request: ClaimToJudge, options?: CallOptions): Promise<ClaimJudgement | null>;
  /** Embedding vectors for `texts`, in order; offline or OPENAI_EMBEDDING_MODEL 'none': null. */
  embed(texts: string[], options?: CallOptions): Promise<Float32Array[] | null>;
  /** MP3 audio, streamed as it is encoded. */
  speak(request: SpeechRequest, options?: CallOptions): AsyncIterable<Uint8Array>;
  /** Releases workers and connections. */
  close(): Promise<void>;
}

export type AiErrorCode =
  'UNAVAILABLE' | 'TIMEOUT' | 'INVALID_OUTPUT' | 'INTERRUPTED' | 'REFUSED' | 'CANCELLED';

/** A model call that failed for good (after its retries), with a message a person can act on. */
export class AiError extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AiError';
  }
}

export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AiError('CANCELLED', 'The request was cancelled.');
}
