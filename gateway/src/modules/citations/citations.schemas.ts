// Answer shapes of citations (REST and the types the service returns are derived from them).
import { z } from 'zod';
import { UNSUPPORTED_REASONS } from '../../shared/grounding/types.js';
import { CITATION_SUPPORT } from './citations.model.js';

const SOURCE_KIND_VALUES = ['pdf', 'docx', 'markdown', 'text', 'html', 'web'] as const;
const sourceKind = z.enum(SOURCE_KIND_VALUES);

/** A citation as its thesis's owner sees it: REST GET /api/theses/{id}/citations, GraphQL `Citation`. */
export const citationAnswer = z
  .object({
    id: z.string(),
    n: z.number().int().meta({ description: 'Its marker’s number, `[n]` in the article.' }),
    sourceId: z.string(),
    passageId: z.string(),
    sourceTitle: z.string(),
    sourceKind,
    url: z.string().nullable(),
    site: z.string().nullable(),
    location: z.string().meta({ description: 'Where in the source: a page, a heading.' }),
    quote: z.string().meta({ description: 'The quoted words.' }),
    passage: z.string().meta({ description: 'The cited passage of the source.' }),
    sentence: z.string().meta({ description: 'The article’s sentence that cites it.' }),
    check: z.object({
      quoteFound: z.boolean().meta({ description: 'Whether the quoted words are in the passage.' }),
      support: z.enum(CITATION_SUPPORT).meta({ description: 'How far the passage supports the sentence.' }),
      reason: z.string().nullable(),
      checkedAt: z.iso.datetime().nullable(),
      model: z.string().nullable(),
    }),
  })
  .meta({ id: 'Citation' });

/** Citations counted from the records (GraphQL `CitationSummary`). */
export const citationSummaryAnswer = z
  .object({
    total: z.number().int(),
    supported: z.number().int(),
    partly: z.number().int(),
    notSupported: z.number().int(),
    unchecked: z.number().int(),
    removed: z.number().int().meta({ description: 'Markers dropped because their quote was not found.' }),
  })
  .meta({ id: 'CitationSummary' });

/** What a reader of a share link gets of a citation: never files, ids or whole documents. */
export const sharedCitationAnswer = z
  .object({
    n: z.number().int(),
    sourceTitle: z.string(),
    sourceKind,
    location: z.string(),
    quote: z.string().nullable().meta({ description: 'Null when the quoted words name a hidden topic.' }),
    passage: z.string().nullable().meta({ description: 'Null when the passage names a hidden topic.' }),
    url: z.string().nullable(),
    site: z.string().nullable(),
  })
  .meta({ id: 'SharedCitation' });

/** A marker the last research run's check removed (GraphQL `UnsupportedClaim`). */
export const unsupportedClaimAnswer = z
  .object({
    section: z.string().meta({ description: 'The title of the section it is in.' }),
    sentence: z.string().meta({ description: 'The sentence that lost its marker.' }),
    reason: z.enum(UNSUPPORTED_REASONS).meta({
      description:
        '`passage_unknown`: it pointed at no passage the run retrieved; `no_quote`: no quote was given for it; `quote_not_in_passage`: the quoted words are not in the passage.',
    }),
    quote: z.string().nullable().meta({ description: 'The words it claimed to quote.' }),
    sourceTitle: z.string().nullable().meta({ description: 'The source of the passage it pointed at.' }),
    location: z.string().nullable(),
  })
  .meta({ id: 'UnsupportedClaim' });

/** The section's claims checked again: how many citations were judged, and the summary after. */
export const sectionCheckAnswer = z
  .object({
    section: z.string(),
    checked: z.number().int().meta({ description: 'Citations of the section checked again.' }),
    summary: citationSummaryAnswer,
  })
  .meta({ id: 'SectionClaimCheck' });

export const checkSectionInput = z.strictObject({
  section: z
    .string({ message: 'section must be the title of a section of the article.' })
    .trim()
    .min(1, 'section must be the title of a section of the article.')
    .max(300, 'section must be at most 300 characters.'),
});

export const thesisCitationsAnswer = z
  .object({
    summary: citationSummaryAnswer,
    citations: z.array(citationAnswer),
    unsupported: z.array(unsupportedClaimAnswer).meta({
      description: 'Markers the last research run removed, by section, with their sentence and why.',
    }),
  })
  .meta({ id: 'ThesisCitations' });
