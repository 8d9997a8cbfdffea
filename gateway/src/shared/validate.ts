// Boundary validation: a zod failure becomes a BAD_USER_INPUT ServiceError with field errors. Schemas
// that name their own message keep it; every other issue gets one of ours (never zod's defaults).
import type { z } from 'zod';
import { ServiceError, type FieldErrors } from './errors/service-error.js';

type Issue = z.core.$ZodRawIssue;

const FIELD_LABEL = (path: readonly PropertyKey[] | undefined): string =>
  path && path.length > 0 ? path.map(String).join('.') : 'The request';

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  bigint: 'a whole number',
};

/** Our wording for a zod issue that its schema gave no message for. */
function issueMessage(issue: Issue): string {
  const label = FIELD_LABEL(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${label} is required.`;
      return `${label} must be ${EXPECTED[issue.expected] ?? issue.expected}.`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? `${label} is required.` : `${label} must be at least ${min} characters long.`;
      if (issue.origin === 'array') return `${label} must have at least ${min} items.`;
      return `${label} must be at least ${min}.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${label} must be at most ${max} characters.`;
      if (issue.origin === 'array') return `${label} must have at most ${max} items.`;
      return `${label} must be at most ${max}.`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return `${label} must be a valid email address.`;
      if (issue.format === 'datetime') return `${label} must be an ISO 8601 date and time.`;
      return `${label} has an invalid format.`;
    case 'invalid_value':
      return `${label} must be one of: ${issue.values.map((v) => String(v)).join(', ')}.`;
    case 'unrecognized_keys':
      return issue.keys.length > 1
        ? `Unknown fields: ${issue.keys.join(', ')}.`
        : `Unknown field: ${issue.keys.join(', ')}.`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}.`;
    default:
      return `${label} is invalid.`;
  }
}

/** zod issues → { field: [messages] }; issues on the root object go under "_". */
function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {}, { error: issueMessage });
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  const first = result.error.issues[0];
  const message = first ? first.message : 'The request is invalid.';
  throw new ServiceError('BAD_USER_INPUT', message, { fieldErrors });
}
