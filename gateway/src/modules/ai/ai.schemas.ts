// Input shapes for the AI endpoints (spec §5, §7). Sizes are bounded so that no request sends a model
// more than it needs.
import { THESIS_LANGUAGES, THESIS_LANGUAGE_MESSAGE } from '@thesis-studio/domain';
import { z } from 'zod';
import { multiLineText, singleLineText } from '../../shared/text.js';
import { VOICES, WIZARD_STEPS } from '../../shared/ai/index.js';

const AI_INPUT_LIMITS = {
  wizardField: 20_000,
  /** Key insights: the thesis content limit. */
  summaryContent: 200_000,
  /** Speech input accepted; only the first `speechSpoken` characters are spoken (spec §5, §9). */
  speechText: 100_000,
  speechSpoken: 4_000,
  shareUrl: 200,
} as const;

/** The thesis's language (issue 31): what the model writes or speaks in; unknown tags are refused with the list. */
const thesisLanguage = z.enum(THESIS_LANGUAGES, { error: THESIS_LANGUAGE_MESSAGE }).meta({
  description: `The thesis's language, a BCP 47 tag (${THESIS_LANGUAGES.join(', ')}).`,
});

const wizardField = (label: string) => multiLineText(label, { max: AI_INPUT_LIMITS.wizardField }).default('');

export const generateThesisContentInput = z.strictObject({
  step: z.enum(WIZARD_STEPS, { error: `step must be one of: ${WIZARD_STEPS.join(', ')}.` }),
  data: z
    .strictObject({
      originalThoughts: wizardField('originalThoughts'),
      researchFocus: wizardField('researchFocus'),
      intellectualChallenge: wizardField('intellectualChallenge'),
      strategicContext: wizardField('strategicContext'),
      /** The language the new thesis is written in; omitted: the caller's interface language. */
      language: thesisLanguage.optional(),
    })
    .refine((data) => data.originalThoughts.trim() !== '', {
      message: 'Please enter your thoughts: we need your initial ideas to proceed.',
      path: ['originalThoughts'],
    }),
});

export const generateSummaryInput = z.strictObject({
  content: multiLineText('content', { max: AI_INPUT_LIMITS.summaryContent, required: true }),
  /** The language to write the insights in (the thesis's); omitted: British English. */
  thesisLanguage: thesisLanguage.optional(),
});

export const textToSpeechInput = z.strictObject({
  text: multiLineText('text', { max: AI_INPUT_LIMITS.speechText, required: true }).transform((text) =>
    text.slice(0, AI_INPUT_LIMITS.speechSpoken),
  ),
  voice: z.enum(VOICES, { error: `voice must be one of: ${VOICES.join(', ')}.` }).default('alloy'),
  speed: z
    .number({ error: 'speed must be a number from 0.5 to 2.' })
    .min(0.5, 'speed must be a number from 0.5 to 2.')
    .max(2, 'speed must be a number from 0.5 to 2.')
    .transform((speed) => Math.round(speed * 10) / 10)
    .default(1),
  shareUrl: singleLineText('shareUrl', { max: AI_INPUT_LIMITS.shareUrl }).optional(),
  /** The language the text is in (the thesis's): the voice speaks it; omitted: British English. */
  language: thesisLanguage.optional(),
});

export type TextToSpeechInput = z.output<typeof textToSpeechInput>;
