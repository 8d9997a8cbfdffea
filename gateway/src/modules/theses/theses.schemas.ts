// Input shapes for theses (spec §5, §7). Unknown fields are refused, so a misspelt field is not silently
// ignored; an edit may carry the fields the client cannot set (status, summary…) as GET answered them,
// accepted and ignored (shared/read-only.ts).
import {
  THESIS_LANGUAGES,
  THESIS_LANGUAGE_MESSAGE,
  THESIS_LIMITS,
  THESIS_STATUSES,
} from '@thesis-studio/domain';
import { z } from 'zod';
import { acceptingReadOnly } from '../../shared/read-only.js';
import { multiLineText, singleLineText } from '../../shared/text.js';

const title = singleLineText('Title', { max: THESIS_LIMITS.title });
const idea = multiLineText('Idea', { max: THESIS_LIMITS.idea });
const context = multiLineText('Context', { max: THESIS_LIMITS.context });
const intellectualChallenge = multiLineText('Intellectual challenge', {
  max: THESIS_LIMITS.intellectualChallenge,
});
const content = multiLineText('Content', { max: THESIS_LIMITS.content });
/** A BCP 47 tag among THESIS_LANGUAGES; anything else is refused with the list (issue 31). */
const language = z
  .enum(THESIS_LANGUAGES, { error: THESIS_LANGUAGE_MESSAGE })
  .meta({ description: `What the thesis is written in, a BCP 47 tag: ${THESIS_LANGUAGES.join(', ')}.` });

export const createThesisInput = z.strictObject({
  title,
  idea: idea.default(''),
  context: context.default(''),
  intellectualChallenge: intellectualChallenge.default(''),
  /** Omitted: the creator's interface language (USA → en-US, else en-GB). */
  language: language.optional(),
});

const VERSION_MESSAGE = 'Version must be a whole number: the version of the thesis you edited.';

/** The version an edit was made on (optional: without it the last write wins). */
export const expectedVersionInput = z.object({
  version: z.number({ message: VERSION_MESSAGE }).int(VERSION_MESSAGE).min(1, VERSION_MESSAGE).optional(),
});

/** What clients see of a thesis: the GraphQL `Thesis` type (less `project`), also the REST answer. */
export const thesisAnswer = z
  .object({
    id: z.string(),
    projectId: z.string(),
    slug: z.string(),
    title: z.string(),
    idea: z.string(),
    summary: z.string(),
    content: z.string().meta({ description: 'The article, Markdown.' }),
    status: z.enum(THESIS_STATUSES),
    context: z.string(),
    intellectualChallenge: z.string(),
    language: z.enum(THESIS_LANGUAGES).meta({
      description: `What the thesis is written in, a BCP 47 tag (${THESIS_LANGUAGES.join(', ')}); en-GB for theses from before languages.`,
    }),
    shareUrl: z.string().meta({ description: "The share link after /shared/; '' once the link is revoked." }),
    hiddenSections: z
      .array(z.string())
      .meta({ description: 'Sections (`##` heading text) left out of the shared view.' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    version: z.number().int().meta({ description: 'Raised by every change; also the ETag.' }),
  })
  .meta({ id: 'Thesis' });

/**
 * PATCH /api/theses/{id} and updateThesis: what the client may change. The rest of the thesis as GET
 * answered it is accepted and ignored; `version` is taken apart by the REST adapter (the version the
 * edit was made on).
 */
export const updateThesisFields = z.strictObject({
  title: title.optional(),
  content: content.optional(),
  intellectualChallenge: intellectualChallenge.optional(),
  language: language.optional(),
});

export const updateThesisInput = acceptingReadOnly(updateThesisFields, thesisAnswer).refine(
  (input) => Object.values(input).some((value) => value !== undefined),
  {
    message: 'Nothing to update: send a title, content, intellectualChallenge or language.',
    // Only when the fields themselves are fine (an unknown field says enough on its own).
    when: (payload) => payload.issues.length === 0,
  },
);
