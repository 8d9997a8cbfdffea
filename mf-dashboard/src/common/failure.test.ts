import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { isNotFound } from './failure';

const graphQLError = (code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Project not found.', extensions: { code } }] });

describe('isNotFound', () => {
  it('is true for a NOT_FOUND answer only', () => {
    expect(isNotFound(graphQLError('NOT_FOUND'))).toBe(true);
    expect(isNotFound(graphQLError('FORBIDDEN'))).toBe(false);
    expect(isNotFound(graphQLError('INTERNAL_SERVER_ERROR'))).toBe(false);
  });

  it('is false for network failures and non-errors', () => {
    expect(isNotFound(new Error('Failed to fetch'))).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});
