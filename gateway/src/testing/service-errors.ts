// Test helpers: what a service call fails with, as a value to compare.
import { expect } from 'vitest';
import { ServiceError } from '../shared/errors/service-error.js';

/** The ServiceError a call fails with, as "CODE: message" (or 'ok'). */
export async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    return `${(error as ServiceError).code}: ${(error as ServiceError).message}`;
  }
}

/** The field errors of the BAD_USER_INPUT a call fails with. */
export async function fieldErrors(promise: Promise<unknown>): Promise<Record<string, string[]> | undefined> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  expect((error as ServiceError).code).toBe('BAD_USER_INPUT');
  return (error as ServiceError).fieldErrors;
}
