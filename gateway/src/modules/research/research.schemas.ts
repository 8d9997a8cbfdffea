// zod schemas for research (GraphQL type ResearchProgressEvent; thesis ids in paths and arguments).
import { z } from 'zod';

export const RESEARCH_PHASE_STATUSES = ['pending', 'in_progress', 'complete'] as const;

export const thesisIdSchema = z
  .string({ message: 'thesisId must be a string' })
  .trim()
  .min(1, 'thesisId must not be empty')
  .max(128, 'thesisId must be at most 128 characters');

/** A progress event as published; `at` defaults to the publishing time. */
export const researchProgressInputSchema = z
  .object({
    thesisId: thesisIdSchema,
    phaseIndex: z.number().int().min(0),
    totalPhases: z.number().int().min(1),
    phaseTitle: z.string().trim().min(1, 'phaseTitle must not be empty').max(300),
    phaseStatus: z.enum(RESEARCH_PHASE_STATUSES),
    percent: z.number().int().min(0).max(100),
    runStatus: z.enum(['running', 'complete', 'failed']).optional(),
    failureReason: z.string().max(2000).nullable().optional(),
    at: z.iso.datetime({ offset: true }).optional(),
  })
  .strict()
  .refine((event) => event.phaseIndex < event.totalPhases, {
    message: 'phaseIndex must be less than totalPhases',
    path: ['phaseIndex'],
  });

export type ResearchProgressInput = z.input<typeof researchProgressInputSchema>;
