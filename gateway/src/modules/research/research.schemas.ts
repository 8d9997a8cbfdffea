// zod schemas for research (GraphQL type ResearchProgressEvent; thesis ids in paths and arguments; the
// owner's research plan).
import { z } from 'zod';
import { acceptingReadOnly } from '../../shared/read-only.js';
import { RUN_STATUSES } from './research.model.js';
import { PLAN_LIMITS } from '@thesis-studio/domain';
import { RESEARCH_PHASES } from './research.phases.js';

const RESEARCH_PHASE_STATUSES = ['pending', 'in_progress', 'complete'] as const;

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
    queuePosition: z.number().int().min(1).nullable().optional(),
    estimatedStartSeconds: z.number().int().min(0).nullable().optional(),
    at: z.iso.datetime({ offset: true }).optional(),
  })
  .strict()
  .refine((event) => event.phaseIndex < event.totalPhases, {
    message: 'phaseIndex must be less than totalPhases',
    path: ['phaseIndex'],
  });

const PHASE_IDS: ReadonlySet<string> = new Set(RESEARCH_PHASES.map((phase) => phase.id));

const questionText = z
  .string({ message: 'A question must be text.' })
  .trim()
  .min(PLAN_LIMITS.questionMin, `A question must be at least ${PLAN_LIMITS.questionMin} characters long.`)
  .max(PLAN_LIMITS.questionMax, `A question must be at most ${PLAN_LIMITS.questionMax} characters.`);

const queryText = z
  .string({ message: 'A search query must be text.' })
  .trim()
  .min(PLAN_LIMITS.queryMin, `A search query must be at least ${PLAN_LIMITS.queryMin} characters long.`)
  .max(PLAN_LIMITS.queryMax, `A search query must be at most ${PLAN_LIMITS.queryMax} characters.`);

/** A phase of the plan as GET answers it. */
const planPhaseAnswer = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  questions: z.array(z.string()),
  searchQueries: z.array(z.string()),
});

/** GraphQL `ResearchPlan`, the body of GET/PUT /api/theses/{id}/research-plan. */
export const researchPlanAnswer = z
  .object({
    thesisId: z.string(),
    phases: z.array(planPhaseAnswer),
    excludedSourceIds: z.array(z.string()),
    webSearch: z
      .enum(['searxng', 'tavily', 'brave', 'none'])
      .meta({ description: 'The web search the run uses.' }),
    reviewed: z.boolean().meta({ description: 'True once the owner saved it.' }),
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ResearchPlan' });

// A phase's title and description, and the plan's thesisId, webSearch, reviewed and updatedAt, are
// read-only: a plan as GET answered it can be written back (shared/read-only.ts).
const planPhaseInput = acceptingReadOnly(
  z.strictObject({
    id: z.string({ message: 'A phase id must be text.' }).trim().min(1).max(64),
    questions: z
      .array(questionText, { message: 'questions must be a list of questions.' })
      .max(PLAN_LIMITS.questionsPerPhase, `A phase has at most ${PLAN_LIMITS.questionsPerPhase} questions.`),
    searchQueries: z
      .array(queryText, { message: 'searchQueries must be a list of search queries.' })
      .max(PLAN_LIMITS.queriesPerPhase, `A phase has at most ${PLAN_LIMITS.queriesPerPhase} search queries.`)
      .optional(),
  }),
  planPhaseAnswer,
);

/** PUT /api/theses/{id}/research-plan, updateResearchPlan: known phases once each; sources by id. */
export const researchPlanInput = acceptingReadOnly(
  z.strictObject({
    phases: z
      .array(planPhaseInput, { message: 'phases must be a list of phases.' })
      .max(RESEARCH_PHASES.length, `A plan has at most ${RESEARCH_PHASES.length} phases.`),
    excludedSourceIds: z
      .array(
        z
          .string({ message: 'A source id must be text.' })
          .trim()
          .regex(/^[0-9a-f]{24}$/i, 'A source id must be 24 hexadecimal characters.'),
        { message: 'excludedSourceIds must be a list of source ids.' },
      )
      .max(PLAN_LIMITS.excludedSources, `At most ${PLAN_LIMITS.excludedSources} sources can be left out.`)
      .optional(),
  }),
  researchPlanAnswer,
).superRefine((plan, context) => {
  const seen = new Set<string>();
  plan.phases.forEach((phase, index) => {
    if (!PHASE_IDS.has(phase.id))
      context.addIssue({
        code: 'custom',
        path: ['phases', index, 'id'],
        message: `Unknown phase “${phase.id.slice(0, 64)}”: the phases are ${[...PHASE_IDS].join(', ')}.`,
      });
    else if (seen.has(phase.id))
      context.addIssue({
        code: 'custom',
        path: ['phases', index, 'id'],
        message: `The phase “${phase.id}” is listed twice.`,
      });
    seen.add(phase.id);
  });
});

/** A phase of a run (GraphQL `ResearchPhase`). */
export const researchPhaseAnswer = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(RESEARCH_PHASE_STATUSES),
});

const queued = {
  queuePosition: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'While the run waits for a free slot: 1 for the next to start; null otherwise.' }),
  estimatedStartSeconds: z.number().int().nullable().meta({
    description: 'While it waits: about when it starts, in seconds; null otherwise or when unknown.',
  }),
};

/** A phase as GET research-phases lists it: the phase a waiting run starts with carries its place in the queue. */
export const researchPhaseQueuedAnswer = researchPhaseAnswer.extend(queued).meta({ id: 'ResearchPhase' });

/** What a finished run drew on and cited (GraphQL `ResearchGrounding`). */
const researchGroundingAnswer = z
  .object({
    retrieved: z.number().int().meta({ description: 'Passages of the sources the run retrieved.' }),
    cited: z.number().int(),
    removed: z.number().int().meta({ description: 'Citations removed because their quote was not found.' }),
    webPages: z.number().int().meta({ description: 'Web pages the run added as sources.' }),
  })
  .meta({ id: 'ResearchGrounding' });

/** A thesis's research run (GraphQL `ResearchRun`); `not_started` before the first. */
export const researchRunAnswer = z
  .object({
    thesisId: z.string(),
    status: z.enum([...RUN_STATUSES, 'not_started']),
    phases: z.array(researchPhaseQueuedAnswer),
    percent: z.number().int().min(0).max(100),
    failureReason: z.string().nullable(),
    startedAt: z.iso.datetime().nullable(),
    finishedAt: z.iso.datetime().nullable(),
    startedByName: z.string().nullable().meta({
      description: 'Who started (or resumed) the run, their username then; null before it was recorded.',
    }),
    grounding: researchGroundingAnswer
      .nullable()
      .meta({ description: 'Recorded when the run completes; null before.' }),
    ...queued,
  })
  .meta({ id: 'ResearchRun' });
