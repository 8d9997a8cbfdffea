// Input shapes for history and export.
import { z } from 'zod';

const VERSION_MESSAGE = 'Version must be a whole number: the version of the thesis you are restoring over.';

/** POST /api/theses/{id}/history/{revisionId}/restore: optionally the version the restore was decided on. */
export const restoreInput = z.strictObject({
  version: z.number({ message: VERSION_MESSAGE }).int(VERSION_MESSAGE).min(1, VERSION_MESSAGE).optional(),
});

const EXPORT_FORMATS = ['md', 'docx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const FORMAT_MESSAGE = 'Format must be md, docx or pdf.';

export const exportInput = z.object({
  format: z.enum(EXPORT_FORMATS, { message: FORMAT_MESSAGE }),
});

/** A revision as clients see it (GraphQL `ThesisRevision`, the REST answer). */
export const revisionAnswer = z
  .object({
    id: z.string(),
    thesisId: z.string(),
    version: z.number().int().meta({ description: 'The thesis’s version this state had.' }),
    title: z.string(),
    createdAt: z.iso.datetime(),
    authorId: z.string().nullable().meta({
      description: 'Their account id; null for a research run, a deleted account or an old revision.',
    }),
    authorName: z.string().meta({
      description:
        'Who made the change that replaced this state: their username at the time, `AI research`, or `` when not recorded.',
    }),
    change: z.string().meta({ description: 'What that change was, in words.' }),
  })
  .meta({ id: 'ThesisRevision' });
