// Input shapes for questions to a thesis's owner (spec §5 visitor question). The shapes here refuse
// what no form sends (wrong types, control characters, oversize); the spec's rules and wording
// (Question required, Name required, …) are applied by the service.
import { z } from 'zod';
import { multiLineText, singleLineText } from '../../shared/text.js';

const QUESTION_LIMITS = { question: 5_000, name: 120, email: 254 } as const;

/** Spec §5: "a simple address pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const orEmpty = <S extends z.ZodType>(schema: S) => z.preprocess((value) => value ?? '', schema);

export const askOwnerInput = z.object({
  question: orEmpty(multiLineText('Question', { max: QUESTION_LIMITS.question })),
  senderName: orEmpty(singleLineText('Name', { max: QUESTION_LIMITS.name, required: false })),
  senderEmail: orEmpty(singleLineText('Email', { max: QUESTION_LIMITS.email, required: false })),
});

/** Each rule of spec §5: the field, the toast's title (the field error) and its description. */
export const QUESTION_RULES = {
  question: { title: 'Question required', description: 'Please enter your question' },
  name: { title: 'Name required', description: 'Please provide your name' },
  email: {
    title: 'Email required',
    description: 'Please provide your email address so the project owner can respond to you',
  },
  invalidEmail: { title: 'Invalid email', description: 'Please enter a valid email address' },
} as const;

export const questionIdSchema = z.string().regex(/^[0-9a-f]{24}$/i);

/** A question to a project's owner as GraphQL `Question` has it. */
export const questionAnswer = z.object({
  id: z.string(),
  projectId: z.string(),
  thesisId: z.string().nullable(),
  thesisTitle: z.string(),
  question: z.string(),
  senderName: z.string(),
  senderEmail: z.string(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
});

/** The REST answer: spec §3 sends `isRead` as the string 'false' / 'true'. */
export const restQuestionAnswer = questionAnswer
  .extend({ isRead: z.enum(['false', 'true']) })
  .meta({ id: 'Question' });
