// How the thesis page reads a failed load: NOT_FOUND (a missing thesis, or someone else's) apart from the rest.
import { CombinedGraphQLErrors } from '@apollo/client';

/** True when the server answered NOT_FOUND. */
export function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'NOT_FOUND');
}
