// The OpenAI-compatible engine: the product's prompts over ChatClient. Structured outputs come from
// zod schemas. Given passages of the thesis's sources, a section or an answer cites them with [n]
// markers and claims the words it quotes (checked afterwards by grounding/verify.ts); links are
// dropped from everything written (a cited web source's address appears only in the Sources list).
import {
  DEFAULT_THESIS_LANGUAGE,
  THESIS_LANGUAGE_ENGLISH_NAMES,
  type ThesisLanguage,
} from '@thesis-studio/domain';
import { z } from 'zod';
import {
  AiError,
  SECTIONS,
  type AiProvider,
  type AnswerCitations,
  type AnswerRequest,
  type CallOptions,
  type ChatTurn,
  type ClaimJudgement,
  type ClaimToJudge,
  type ClaimedCitation,
  type EvidencePassage,
  type SectionDraft,
  type SectionKind,
  type SectionRequest,
  type SpeechRequest,
  type SummaryOptions,
  type ThesisBrief,
  type WizardState,
  type WizardStep,
} from '../provider.js';
import { countWords, demoteHeadings, dropLinks } from '../markdown.js';
import { timelineHeaderIn } from '../offline/templates.js';
import type { ChatClient, Messages } from './chat-client.js';
import type { Embeddings } from './embeddings.js';

/** The thesis's language as the model is told it ("German"); omitted: British English (issue 31). */
const languageName = (language: ThesisLanguage | undefined): string =>
  THESIS_LANGUAGE_ENGLISH_NAMES[language ?? DEFAULT_THESIS_LANGUAGE];

/** The explicit instruction every call for a thesis carries: "Write in German." */
const writeIn = (language: ThesisLanguage | undefined): string => `Write in ${languageName(language)}.`;

/** What a writer given passages is told of quotes when the thesis's language may not be theirs. */
const QUOTES_AS_WRITTEN =
  "Quotes copied from the passages stay in the passage's own language, exactly as written: never translate them.";

const houseRules = (language: ThesisLanguage | undefined): string =>
  [
    'You are a senior research analyst at Thesis Studio, a consulting-style service that helps strategy teams, executives and leaders develop a thesis from an idea.',
    `Write clear, specific, well-argued ${languageName(language)} for senior readers. Use Markdown paragraphs; no title line.`,
    'Never include URLs, links, footnotes or citations of sources: no sources were retrieved for this work.',
    'Do not invent statistics, quotations, named studies or named experts. When a figure helps, present it as an assumption or an estimate to verify.',
  ].join('\n');

/** The house rules when numbered passages of the thesis's own sources come with the request. */
const groundedRules = (language: ThesisLanguage | undefined): string =>
  [
    houseRules(language).split('\n').slice(0, 2).join('\n'),
    "Numbered passages from the thesis's own sources come with this request. Cite only them: put the marker [n] right after each sentence (or table cell) that relies on passage n. Never cite a number that was not given, and never use any other citation form.",
    'Never invent sources, quotations, statistics, figures, named studies, named experts or URLs, and write no links. Facts and figures come from the passages; anything else is your reasoning or an assumption to verify, and reads as such.',
    'Where the passages are silent on a point, say so plainly rather than filling the gap.',
    QUOTES_AS_WRITTEN,
  ].join('\n');

/** What a writer returning its citations is told about them. */
const QUOTE_RULE =
  'In "citations", give one entry per marker you used: { "n": the passage number, "quote": 5 to 30 consecutive words copied exactly, character for character, from passage n, that the sentence relies on }. Never paraphrase in a quote.';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The passages as the model sees them: `[n] Source title — location` and the text between triple quotes. */
const passagesText = (passages: readonly EvidencePassage[]) =>
  passages
    .map(
      (passage) =>
        `[${passage.n}] ${oneLine(passage.sourceTitle)} — ${oneLine(passage.location) || 'whole source'}\n"""${passage.text.replace(/"""/g, '"')}"""`,
    )
    .join('\n\n');

const MARKER_NUMBER = /\[(\d{1,3})\]/g;
/** Marker numbers in a text, once each, in order. */
const markerNumbers = (text: string) => [
  ...new Set([...text.matchAll(MARKER_NUMBER)].map((m) => Number(m[1]))),
];

/** Words each section must reach (together more than 2,000, before the timeline table). */
export const SECTION_MIN_WORDS: Record<SectionKind, number> = {
  summary: 150,
  // Short, so the first section is on the page early; the others carry the length.
  question: 150,
  context: 320,
  evidence: 400,
  counterarguments: 320,
  risks: 280,
  options: 400,
  timeline: 0,
};

const SECTION_BRIEFS: Record<SectionKind, string> = {
  summary:
    'An executive summary of the whole thesis: the answer to the central question, the strongest evidence, the main counter-argument and the recommended option. Also give `summary`: 2 to 4 sentences for a thesis card.',
  question:
    'Frame the central question precisely: what is claimed, for whom, over what horizon, and which sub-questions must be answered to accept or reject the thesis.',
  context:
    'The market, organisational and timing context that makes the question matter now, and what has changed.',
  evidence:
    'The evidence and causal drivers that support the thesis, each with why it matters and how it could be verified.',
  counterarguments:
    'The strongest challenges and counter-arguments, steel-manned, and what would have to be true for each to win.',
  risks: 'The main risks, uncertainties and open questions, and the signals that would show each early.',
  options:
    'Three to five strategic options with their trade-offs, preconditions and a recommendation with its reasoning.',
  timeline:
    'A phased plan to act on the thesis: 5 to 8 rows, each a quarter or a month range (e.g. "Q1 2026" or "Months 1-2"), the activities in that period, and the milestone that closes it.',
};

const claimedSchema = z.array(z.object({ n: z.number().int(), quote: z.string() }));

const atLeast =
  (minWords: number) =>
  (value: { body: string }, ctx: z.RefinementCtx): void => {
    const words = countWords(value.body);
    if (words < minWords)
      ctx.addIssue({
        code: 'custom',
        path: ['body'],
        message: `has ${words} words; write at least ${minWords}`,
      });
  };

const bodySchema = (minWords: number) => z.object({ body: z.string() }).superRefine(atLeast(minWords));
const citedBodySchema = (minWords: number) =>
  z.object({ body: z.string(), citations: claimedSchema }).superRefine(atLeast(minWords));

const summaryRules = (value: { body: string; summary: string }, ctx: z.RefinementCtx): void => {
  atLeast(SECTION_MIN_WORDS.summary)(value, ctx);
  if (countWords(value.summary) < 15)
    ctx.addIssue({ code: 'custom', path: ['summary'], message: 'write 2 to 4 full sentences' });
};
const summarySectionSchema = z.object({ body: z.string(), summary: z.string() }).superRefine(summaryRules);
const citedSummarySectionSchema = z
  .object({ body: z.string(), summary: z.string(), citations: claimedSchema })
  .superRefine(summaryRules);

const timelineRows = z
  .array(z.object({ timeline: z.string(), activities: z.string(), milestone: z.string() }))
  .min(4)
  .max(10);
const timelineSchema = z.object({ rows: timelineRows });
const citedTimelineSchema = z.object({ rows: timelineRows, citations: claimedSchema });

const answerCitationsSchema = z.object({ citations: claimedSchema });

const judgementSchema = z.object({
  support: z.enum(['supported', 'partly', 'not_supported']),
  reason: z.string(),
});

/** Claims as the model gave them, quotes trimmed; empty quotes are no claim. */
const claims = (citations: ReadonlyArray<{ n: number; quote: string }>): ClaimedCitation[] =>
  citations.map((c) => ({ n: c.n, quote: c.quote.trim() })).filter((c) => c.quote !== '');

/** Earlier turns as the model sees them: an earlier answer's markers numbered another set of passages. */
const historyTurns = (history: readonly ChatTurn[]) =>
  history.map((turn) => ({
    role: turn.role,
    content: turn.role === 'assistant' ? turn.content.replace(/ ?\[\d{1,3}\]/g, '') : turn.content,
  }));

const insightsSchema = z.object({ insights: z.array(z.string()).min(3).max(6) });

const cell = (text: string) => dropLinks(text).replace(/\|/g, '/').replace(/\s+/g, ' ').trim();

/**
 * The timeline as the Markdown table the shared page renders (Timeline | Activities | Milestone), its
 * header in the thesis's language (the offline catalogues', so both engines write the same one).
 */
const timelineTable = (
  rows: ReadonlyArray<{ timeline: string; activities: string; milestone: string }>,
  language: string | undefined,
) =>
  [
    ...timelineHeaderIn(language),
    ...rows.map((row) => `| ${cell(row.timeline)} | ${cell(row.activities)} | ${cell(row.milestone)} |`),
  ].join('\n');

const briefText = (brief: ThesisBrief) =>
  [
    `Thesis title: ${brief.title}`,
    `The owner's idea:\n${brief.idea || '(not given)'}`,
    `Context the owner gave:\n${brief.context || '(not given)'}`,
    `The central question (intellectual challenge):\n${brief.intellectualChallenge || '(not given)'}`,
  ].join('\n\n');

export class OpenAiProvider implements AiProvider {
  readonly engine = 'openai' as const;

  constructor(
    private readonly client: ChatClient,
    /** Null when OPENAI_EMBEDDING_MODEL is 'none' (retrieval is then BM25 only). */
    private readonly embeddings: Embeddings | null = null,
  ) {}

  get model(): string {
    return this.client.model;
  }

  async *draft(step: WizardStep, state: WizardState, options: CallOptions = {}): AsyncIterable<string> {
    const task =
      step === 'intellectual-challenge'
        ? 'Write the intellectual challenge for this thesis: the central question it must answer, why it is hard, and the tensions it must resolve. 120 to 200 words.'
        : 'Write the strategic context for this thesis: the market, organisational and timing factors that shape it, who is affected, and what is at stake. 150 to 250 words.';
    const messages: Messages = [
      { role: 'system', content: houseRules(state.language) },
      {
        role: 'user',
        content: [
          `${task} ${writeIn(state.language)}`,
          `The owner's initial thoughts:\n${state.originalThoughts}`,
          state.researchFocus ? `Research focus:\n${state.researchFocus}` : '',
          step === 'strategic-context' && state.intellectualChallenge
            ? `The intellectual challenge agreed so far:\n${state.intellectualChallenge}`
            : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
      },
    ];
    yield* this.withoutLinks(
      this.client.streamText(`draft:${step}`, messages, { ...options, maxTokens: 800 }),
    );
  }

  async summarize(content: string, options: SummaryOptions = {}): Promise<string[]> {
    const { language, ...callOptions } = options;
    const { insights } = await this.client.structured(
      'summary',
      [
        { role: 'system', content: houseRules(language) },
        {
          role: 'user',
          content: `List the 3 to 6 key insights of this thesis, each one sentence of at most 30 words, without bullet characters or numbering. ${writeIn(language)}\n\n${content}`,
        },
      ],
      insightsSchema,
      { ...callOptions, maxTokens: 600 },
    );
    return insights.map((insight) => dropLinks(insight).trim()).filter(Boolean);
  }

  async writeSection(request: SectionRequest, options: CallOptions = {}): Promise<SectionDraft> {
    const { kind, brief, basis, questions, passages } = request;
    const cited = passages.length > 0;
    const earlier = SECTIONS[kind].basis
      .filter((key) => basis[key])
      .map((key) => `## ${SECTIONS[key].title}\n${basis[key]}`)
      .join('\n\n');
    const messages: Messages = [
      { role: 'system', content: cited ? groundedRules(brief.language) : houseRules(brief.language) },
      {
        role: 'user',
        content: [
          `Write the section "${SECTIONS[kind].title}" of a thesis article. ${SECTION_BRIEFS[kind]}`,
          kind === 'timeline'
            ? `${writeIn(brief.language)} Keep the JSON field names in English.`
            : writeIn(brief.language),
          kind === 'timeline'
            ? ''
            : `At least ${SECTION_MIN_WORDS[kind]} words, in the "body" field, as Markdown paragraphs (### sub-headings and lists allowed; no ## heading).`,
          questions.length > 0
            ? `Questions this section must answer:\n${questions.map((q) => `- ${oneLine(q)}`).join('\n')}`
            : '',
          briefText(brief),
          earlier ? `Sections already written:\n\n${earlier}` : '',
          cited
            ? `Passages from the thesis's sources, to cite as [n]${kind === 'timeline' ? ' (a cell may cite too)' : ''}:\n\n${passagesText(passages)}`
            : '',
          cited ? QUOTE_RULE : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
      },
    ];
    const purpose = `section:${kind}`;
    if (kind === 'timeline') {
      if (!cited) {
        const { rows } = await this.client.structured(purpose, messages, timelineSchema, options);
        return { markdown: timelineTable(rows, brief.language), citations: [] };
      }
      const result = await this.client.structured(purpose, messages, citedTimelineSchema, options);
      return { markdown: timelineTable(result.rows, brief.language), citations: claims(result.citations) };
    }
    if (kind === 'summary') {
      const result = cited
        ? await this.client.structured(purpose, messages, citedSummarySectionSchema, options)
        : {
            ...(await this.client.structured(purpose, messages, summarySectionSchema, options)),
            citations: [],
          };
      return {
        markdown: demoteHeadings(dropLinks(result.body)).trim(),
        summary: dropLinks(result.summary)
          .replace(MARKER_NUMBER, '')
          .replace(/\s+([.,;:])/g, '$1')
          .trim(),
        citations: claims(result.citations),
      };
    }
    const result = cited
      ? await this.client.structured(purpose, messages, citedBodySchema(SECTION_MIN_WORDS[kind]), options)
      : {
          ...(await this.client.structured(purpose, messages, bodySchema(SECTION_MIN_WORDS[kind]), options)),
          citations: [],
        };
    return { markdown: demoteHeadings(dropLinks(result.body)).trim(), citations: claims(result.citations) };
  }

  /**
   * Streams the answer; given passages, it cites them with [n] markers, and a second, structured call
   * then copies from each cited passage the words the answer relies on (the last part). Streaming
   * the text and asking for the quotes after keeps both robust: no JSON to hold back mid-stream.
   */
  async *answer(request: AnswerRequest, options: CallOptions = {}): AsyncIterable<string | AnswerCitations> {
    const cited = request.passages.length > 0;
    const task = cited
      ? 'Answer questions about the thesis below and the numbered passages of its sources, using only what they say, and cite the passages you rely on with [n]. When neither the thesis nor the passages cover the question, say so plainly (for example "Your sources and this thesis say nothing about …") and suggest what research would answer it; never guess. Be concise.'
      : 'Answer questions about the thesis below using only what it says. When it does not cover the question, say so plainly and suggest what research would answer it. Be concise.';
    const { language } = request;
    const rules = cited ? groundedRules(language) : houseRules(language);
    const messages: Messages = [
      {
        role: 'system',
        content: [
          `${rules}\n${task} ${writeIn(language)}`,
          `# ${request.thesis.title}\n\n${request.thesis.content || '(The thesis has no content yet.)'}`,
          cited ? `# Passages from the thesis's sources\n\n${passagesText(request.passages)}` : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
      },
      ...historyTurns(request.history),
      { role: 'user', content: request.question },
    ];
    let text = '';
    for await (const part of this.withoutLinks(
      this.client.streamText('answer', messages, { ...options, maxTokens: 900 }),
    )) {
      text += part;
      yield part;
    }
    if (cited) yield { citations: await this.quotesFor(text, request.passages, language, options) };
  }

  /** Words each [n] of an answer relies on, copied from passage n; none when the call fails. */
  private async quotesFor(
    text: string,
    passages: readonly EvidencePassage[],
    language: ThesisLanguage | undefined,
    options: CallOptions,
  ): Promise<ClaimedCitation[]> {
    const numbers = new Set(markerNumbers(text));
    const citedPassages = passages.filter((passage) => numbers.has(passage.n));
    if (citedPassages.length === 0) return [];
    try {
      const result = await this.client.structured(
        'answer_citations',
        [
          {
            role: 'system',
            content:
              'You check the citations of an answer. For each marker [n] in the answer, copy from passage n the words (5 to 30 consecutive words, exactly, character for character) that the sentence before the marker relies on: one entry per marker, in order. When no words of passage n support that sentence, give an empty quote. Never paraphrase.\n' +
              `The answer is written in ${languageName(language)}. ${QUOTES_AS_WRITTEN}`,
          },
          { role: 'user', content: `Answer:\n"""${text}"""\n\nPassages:\n\n${passagesText(citedPassages)}` },
        ],
        answerCitationsSchema,
        { ...options, maxTokens: 1_000 },
      );
      return claims(result.citations);
    } catch (error) {
      // The answer stands; its markers go unless their quotes are found (the chat's grounding).
      if (error instanceof AiError && error.code === 'CANCELLED') throw error;
      return [];
    }
  }

  /** Whether a passage supports the sentence that cites it: a structured judgement and a one-line reason. */
  async judgeClaim(request: ClaimToJudge, options: CallOptions = {}): Promise<ClaimJudgement> {
    const result = await this.client.structured(
      'claim_check',
      [
        {
          role: 'system',
          content:
            'You check citations in research writing. Judge only from the passage given, never from what you know. ' +
            `The sentence and the passage may be in different languages; write your reason in ${languageName(request.language)}.`,
        },
        {
          role: 'user',
          content: [
            'Does the passage support the sentence that cites it?',
            '- "supported": the passage states what the sentence claims.',
            '- "partly": it supports part of the claim, or a weaker, narrower or differently dated version of it.',
            '- "not_supported": the passage does not say it, or contradicts it.',
            `Give "reason" as one line of at most 25 words. ${writeIn(request.language)}`,
            `Sentence:\n"""${request.sentence}"""`,
            `Quoted words:\n"""${request.quote}"""`,
            `Passage:\n"""${request.passage}"""`,
          ].join('\n\n'),
        },
      ],
      judgementSchema,
      { ...options, maxTokens: 300 },
    );
    return { support: result.support, reason: oneLine(dropLinks(result.reason)).slice(0, 300) };
  }

  /** Vectors from OPENAI_EMBEDDING_MODEL (embeddings.ts), or null when it is 'none'. */
  async embed(texts: string[], options: CallOptions = {}): Promise<Float32Array[] | null> {
    return this.embeddings ? this.embeddings.embed(texts, options) : null;
  }

  speak(request: SpeechRequest, options: CallOptions = {}): AsyncIterable<Uint8Array> {
    return this.client.speech(request.text, request.voice, request.speed, {
      ...options,
      instructions: `Speak in ${languageName(request.language)}, with a native speaker's pronunciation.`,
    });
  }

  async close(): Promise<void> {}

  /**
   * Streams text with links removed. A link can span parts of the stream, so text is held back from
   * an unclosed "[" / "(" or a URL-looking word until it is complete.
   */
  private async *withoutLinks(parts: AsyncIterable<string>): AsyncIterable<string> {
    let pending = '';
    for await (const part of parts) {
      pending += part;
      const cut = safeCut(pending);
      if (cut > 0) {
        const ready = dropLinks(pending.slice(0, cut));
        pending = pending.slice(cut);
        if (ready) yield ready;
      }
    }
    const rest = dropLinks(pending);
    if (rest) yield rest;
  }
}

/** Index up to which `text` holds no half-written link or URL (the last whitespace before one). */
function safeCut(text: string): number {
  const open = Math.max(text.lastIndexOf('['), text.lastIndexOf('('), text.lastIndexOf('<'));
  const lastSpace = Math.max(text.lastIndexOf(' '), text.lastIndexOf('\n'));
  const limit = open >= 0 && !/[\])>]/.test(text.slice(open)) ? open : text.length;
  const boundary = Math.min(limit, lastSpace + 1);
  return boundary > 0 ? boundary : 0;
}
