// Input shapes for sources (issue 17 part 7): pasted text, searches, ids.
import { z } from 'zod';
import { singleLineText } from '../../shared/text.js';
import { SOURCE_KINDS, SOURCE_STATUSES } from './sources.model.js';

export const SOURCE_LIMITS = {
  title: 200,
  /** Pasted text: longer text is uploaded as a file. */
  text: 200_000,
  query: 500,
  searchDefault: 10,
  searchMax: 50,
  fileName: 255,
} as const;

/** Controls (but tab and line breaks), invisible formatting characters and lone surrogates. */
const STRIPPED =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Pasted text, as people paste it: copied from web pages and PDFs it often carries zero-width and
 * direction characters, which are removed rather than refused.
 */
const pastedText = z
  .string({ error: (issue) => (issue.input === undefined ? 'Text is required.' : 'Text must be text.') })
  .max(
    SOURCE_LIMITS.text,
    `Text must be at most ${SOURCE_LIMITS.text.toLocaleString('en-GB')} characters: upload longer text as a file.`,
  )
  .transform((value) => value.replace(/\r\n?/g, '\n').replace(STRIPPED, '').normalize('NFC'))
  .refine((value) => value.trim().length > 0, 'Text is required.');

export const sourceTitle = singleLineText('Title', { max: SOURCE_LIMITS.title });

export const addTextSourceInput = z.strictObject({ title: sourceTitle, text: pastedText });

export const searchInput = z.object({
  q: singleLineText('q', { max: SOURCE_LIMITS.query }),
  limit: z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,3}$/, 'limit must be a whole number.')
          .transform(Number),
      ],
      {
        error: 'limit must be a whole number.',
      },
    )
    .pipe(
      z
        .number()
        .int('limit must be a whole number.')
        .min(1, 'limit must be at least 1.')
        .max(SOURCE_LIMITS.searchMax, `limit must be at most ${SOURCE_LIMITS.searchMax}.`),
    )
    .optional(),
});

export const objectIdText = z.string().regex(/^[0-9a-f]{24}$/i);

/** An uploaded file's name as kept: its last path segment, single line, at most 255 characters. */
export function cleanFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .replace(STRIPPED, '')
    .replace(/[\n\t]/g, ' ')
    .normalize('NFC')
    .trim();
  return cleaned.slice(0, SOURCE_LIMITS.fileName);
}

/** A source as clients see it (GraphQL `Source`, the REST answer). */
export const sourceAnswer = z
  .object({
    id: z.string(),
    thesisId: z.string(),
    title: z.string(),
    kind: z.enum(SOURCE_KINDS),
    fileName: z
      .string()
      .nullable()
      .meta({ description: 'The uploaded file’s name; null for pasted text and web pages.' }),
    mimeType: z.string(),
    size: z.number().int().meta({ description: 'Bytes.' }),
    pages: z.number().int().nullable(),
    sections: z.number().int().nullable(),
    words: z.number().int(),
    passages: z.number().int(),
    status: z
      .enum(SOURCE_STATUSES)
      .meta({ description: 'Read in the background: `processing` until `ready` or `failed`.' }),
    failureReason: z.string().nullable(),
    url: z.string().nullable().meta({ description: 'A web page’s address.' }),
    site: z.string().nullable(),
    fetchedAt: z.iso.datetime().nullable(),
    addedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Source' });

/** A passage that matched a search (GraphQL `SourcePassageHit`). */
export const passageHitAnswer = z
  .object({
    passageId: z.string(),
    sourceId: z.string(),
    sourceTitle: z.string(),
    sourceKind: z.enum(SOURCE_KINDS),
    location: z.string(),
    page: z.number().int().nullable(),
    heading: z.string().nullable(),
    text: z.string(),
    score: z.number(),
  })
  .meta({ id: 'SourcePassageHit' });
