// Input shapes for the owner's share controls.
import { THESIS_LANGUAGES } from '@thesis-studio/domain';
import { z } from 'zod';
import { singleLineText } from '../../shared/text.js';
import { citationSummaryAnswer, sharedCitationAnswer } from '../citations/index.js';

/** A thesis keeps at most this many hidden sections (an article has far fewer). */
export const MAX_HIDDEN_SECTIONS = 200;

export const setSectionHiddenInput = z.strictObject({
  section: singleLineText('Section', { max: 300 }),
  hidden: z.boolean({ error: 'Hidden must be true or false.' }),
});

/**
 * The GraphQL `SharedThesis` and the body of GET /api/shared/{shareUrl}: nothing else leaves. The
 * citation parts are lazy (the citations domain imports this one).
 */
export const sharedThesisAnswer = z
  .object({
    id: z.string(),
    title: z.string(),
    content: z
      .string()
      .meta({ description: 'The visible article, Markdown (hidden sections and topics left out).' }),
    summary: z.string(),
    language: z.enum(THESIS_LANGUAGES).meta({
      description: 'What the thesis is written in, a BCP 47 tag (issue 31): the page’s `lang`.',
    }),
    projectName: z.string(),
    shareUrl: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    citations: z
      .array(z.lazy(() => sharedCitationAnswer))
      .meta({ description: 'The citations whose markers are in the visible content, by marker number.' }),
    citationSummary: z.lazy(() => citationSummaryAnswer),
  })
  .meta({ id: 'SharedThesis' });
