// Input shapes for ideas (spec §5 landing idea form).
import { z } from 'zod';
import { acceptingReadOnly } from '../../shared/read-only.js';
import { multiLineText, singleLineText } from '../../shared/text.js';
import { emailSchema } from '../users/index.js';

const IDEA_LIMITS = { name: 120, idea: 5_000 } as const;

export const submitIdeaInput = z.object({
  name: singleLineText('Name', { max: IDEA_LIMITS.name }),
  email: emailSchema,
  idea: multiLineText('Idea', { max: IDEA_LIMITS.idea, required: true }),
});

export const ideaIdSchema = z
  .string({ message: 'Id must be text.' })
  .regex(/^[0-9a-f]{24}$/i, 'Idea not found.');

/** A submitted idea as admins read it (GraphQL `Idea`, the REST answer). */
export const ideaAnswer = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    idea: z.string(),
    handled: z.boolean(),
    createdAt: z.iso.datetime(),
    handledAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Idea' });

/** PATCH /api/ideas/{id}: handled or not; the rest of the idea as GET answered it is ignored. */
export const markHandledInput = acceptingReadOnly(
  z.strictObject({ handled: z.boolean({ message: 'handled must be true or false.' }) }),
  ideaAnswer,
);

/** What the person submitting an idea gets back (GraphQL `SubmittedIdea`). */
export const submittedIdeaAnswer = z
  .object({ id: z.string(), createdAt: z.iso.datetime() })
  .meta({ id: 'SubmittedIdea' });
