// The OpenAI-compatible engine: the product's prompts over ChatClient. Structured outputs come from
// zod schemas; links are dropped from every answer, since no source is ever retrieved.
import { z } from 'zod';
import {
  SECTIONS,
  type AiProvider,
  type AnswerRequest,
  type CallOptions,
  type ClaimJudgement,
  type SectionDraft,
  type SectionKind,
  type SectionRequest,
  type SpeechRequest,
  type ThesisBrief,
  type WizardState,
  type WizardStep,
} from '../provider.js';
import { countWords, demoteHeadings, dropLinks } from '../markdown.js';
import type { ChatClient, Messages } from './chat-client.js';
import type { Embeddings } from './embeddings.js';

const HOUSE_RULES = [
  'You are a senior research analyst at Thesis Studio, a consulting-style service that helps strategy teams, executives and leaders develop a thesis from an idea.',
  'Write clear, specific, well-argued British English for senior readers. Use Markdown paragraphs; no title line.',
  'Never include URLs, links, footnotes or citations of sources: no sources were retrieved for this work.',
  'Do not invent statistics, quotations, named studies or named experts. When a figure helps, present it as an assumption or an estimate to verify.',
].join('\n');

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

const bodySchema = (minWords: number) =>
  z.object({ body: z.string() }).superRefine((value, ctx) => {
    const words = countWords(value.body);
    if (words < minWords)
      ctx.addIssue({
        code: 'custom',
        path: ['body'],
        message: `has ${words} words; write at least ${minWords}`,
      });
  });

const summarySectionSchema = z.object({ body: z.string(), summary: z.string() }).superRefine((value, ctx) => {
  const words = countWords(value.body);
  if (words < SECTION_MIN_WORDS.summary)
    ctx.addIssue({
      code: 'custom',
      path: ['body'],
      message: `has ${words} words; write at least ${SECTION_MIN_WORDS.summary}`,
    });
  if (countWords(value.summary) < 15)
    ctx.addIssue({ code: 'custom', path: ['summary'], message: 'write 2 to 4 full sentences' });
});

const timelineSchema = z.object({
  rows: z
    .array(z.object({ timeline: z.string(), activities: z.string(), milestone: z.string() }))
    .min(4)
    .max(10),
});

const insightsSchema = z.object({ insights: z.array(z.string()).min(3).max(6) });

const cell = (text: string) => dropLinks(text).replace(/\|/g, '/').replace(/\s+/g, ' ').trim();

/** The timeline as the Markdown table the shared page renders (Timeline | Activities | Milestone). */
export const timelineTable = (
  rows: ReadonlyArray<{ timeline: string; activities: string; milestone: string }>,
) =>
  [
    '| Timeline | Activities | Milestone |',
    '| --- | --- | --- |',
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
      { role: 'system', content: HOUSE_RULES },
      {
        role: 'user',
        content: [
          task,
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

  async summarize(content: string, options: CallOptions = {}): Promise<string[]> {
    const { insights } = await this.client.structured(
      'summary',
      [
        { role: 'system', content: HOUSE_RULES },
        {
          role: 'user',
          content: `List the 3 to 6 key insights of this thesis, each one sentence of at most 30 words, without bullet characters or numbering.\n\n${content}`,
        },
      ],
      insightsSchema,
      { ...options, maxTokens: 600 },
    );
    return insights.map((insight) => dropLinks(insight).trim()).filter(Boolean);
  }

  async writeSection(request: SectionRequest, options: CallOptions = {}): Promise<SectionDraft> {
    const { kind, brief, basis } = request;
    const earlier = SECTIONS[kind].basis
      .filter((key) => basis[key])
      .map((key) => `## ${SECTIONS[key].title}\n${basis[key]}`)
      .join('\n\n');
    const messages: Messages = [
      { role: 'system', content: HOUSE_RULES },
      {
        role: 'user',
        content: [
          `Write the section "${SECTIONS[kind].title}" of a thesis article. ${SECTION_BRIEFS[kind]}`,
          kind === 'timeline'
            ? ''
            : `At least ${SECTION_MIN_WORDS[kind]} words, in the "body" field, as Markdown paragraphs (### sub-headings and lists allowed; no ## heading).`,
          briefText(brief),
          earlier ? `Sections already written:\n\n${earlier}` : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
      },
    ];
    const purpose = `section:${kind}`;
    if (kind === 'timeline') {
      const { rows } = await this.client.structured(purpose, messages, timelineSchema, options);
      return { markdown: timelineTable(rows), citations: [] };
    }
    if (kind === 'summary') {
      const result = await this.client.structured(purpose, messages, summarySectionSchema, options);
      return {
        markdown: demoteHeadings(dropLinks(result.body)).trim(),
        summary: dropLinks(result.summary).trim(),
        citations: [],
      };
    }
    const { body } = await this.client.structured(
      purpose,
      messages,
      bodySchema(SECTION_MIN_WORDS[kind]),
      options,
    );
    return { markdown: demoteHeadings(dropLinks(body)).trim(), citations: [] };
  }

  async *answer(request: AnswerRequest, options: CallOptions = {}): AsyncIterable<string> {
    const messages: Messages = [
      {
        role: 'system',
        content: `${HOUSE_RULES}\nAnswer questions about the thesis below using only what it says. When it does not cover the question, say so plainly and suggest what research would answer it. Be concise.\n\n# ${request.thesis.title}\n\n${request.thesis.content || '(The thesis has no content yet.)'}`,
      },
      ...request.history.map((turn) => ({ role: turn.role, content: turn.content })),
      { role: 'user', content: request.question },
    ];
    yield* this.withoutLinks(this.client.streamText('answer', messages, { ...options, maxTokens: 900 }));
  }

  async judgeClaim(): Promise<ClaimJudgement | null> {
    return null;
  }

  /** Vectors from OPENAI_EMBEDDING_MODEL (embeddings.ts), or null when it is 'none'. */
  async embed(texts: string[], options: CallOptions = {}): Promise<Float32Array[] | null> {
    return this.embeddings ? this.embeddings.embed(texts, options) : null;
  }

  speak(request: SpeechRequest, options: CallOptions = {}): AsyncIterable<Uint8Array> {
    return this.client.speech(request.text, request.voice, request.speed, options);
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
