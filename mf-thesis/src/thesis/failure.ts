// How the thesis page reads a failed call: NOT_FOUND (a missing thesis, or someone else's) and CONFLICT
// (an edit made on a version the thesis has since left) apart from the rest.
import { CombinedGraphQLErrors } from '@apollo/client';

const hasCode = (error: unknown, code: string): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === code);

/** True when the server answered NOT_FOUND. */
export const isNotFound = (error: unknown): boolean => hasCode(error, 'NOT_FOUND');

/** True when the server answered CONFLICT: the thesis changed elsewhere since the edit began. */
export const isConflict = (error: unknown): boolean => hasCode(error, 'CONFLICT');
