// Input shapes for ideas (spec §5 landing idea form).
import { z } from 'zod';
import { multiLineText, singleLineText } from '../../shared/text.js';
import { emailSchema } from '../users/index.js';

export const IDEA_LIMITS = { name: 120, idea: 5_000 } as const;

export const submitIdeaInput = z.object({
  name: singleLineText('Name', { max: IDEA_LIMITS.name }),
  email: emailSchema,
  idea: multiLineText('Idea', { max: IDEA_LIMITS.idea, required: true }),
});

export const markHandledInput = z.object({
  handled: z.boolean({ message: 'handled must be true or false.' }),
});

export const ideaIdSchema = z
  .string({ message: 'Id must be text.' })
  .regex(/^[0-9a-f]{24}$/i, 'Idea not found.');
