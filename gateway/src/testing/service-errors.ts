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

/** The error of class `type` that `promise` fails with; `what` names the call in the failure when it does not. */
export const rejectionOf = <E extends Error>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => E,
  what: string,
): Promise<E> =>
  promise.then(
    () => expect.unreachable(`${what} should have failed`),
    (error: unknown) => {
      expect(error).toBeInstanceOf(type);
      return error as E;
    },
  );

/**
 * What a partial update refuses with field errors: nothing to change, or only a read-only field (taken
 * back as GET answered it, ignored), is `nothing`; `withUnknown` names its unknown field `unknownField`.
 */
export async function expectUpdateRefusals(
  update: (input: Record<string, unknown>) => Promise<unknown>,
  refusals: {
    nothing: string;
    readOnly: Record<string, unknown>;
    withUnknown: Record<string, unknown>;
    unknownField: string;
  },
): Promise<void> {
  expect(await fieldErrors(update({}))).toEqual({ _: [refusals.nothing] });
  expect(await fieldErrors(update(refusals.readOnly))).toEqual({ _: [refusals.nothing] });
  expect(await fieldErrors(update(refusals.withUnknown))).toEqual({
    _: [`Unknown field: ${refusals.unknownField}.`],
  });
}
