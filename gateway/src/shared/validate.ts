// Boundary validation: a zod failure becomes a 400 / BAD_USER_INPUT ServiceError with field errors.
import type { z } from 'zod';
import { fieldErrorsOf } from './errors.js';
import { ServiceError } from './service-error.js';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  const first = result.error.issues[0];
  const message = first ? first.message : 'The request is invalid.';
  throw new ServiceError('BAD_USER_INPUT', message, { fieldErrors });
}
