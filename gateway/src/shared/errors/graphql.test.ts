import { apiTranslatorFor } from '@thesis-studio/i18n/api';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { formatGraphQLError, maskGraphQLErrors } from './graphql.js';
import { badUserInput, notFound, tooManyRequests } from './service-error.js';
import { createLogger } from '../logger.js';

/** What graphql-js does with anything a resolver throws. */
const fromResolver = (thrown: Error) =>
  new GraphQLError(thrown.message, { path: ['thesis'], originalError: thrown });

describe('formatGraphQLError', () => {
  it('masks unexpected errors as INTERNAL_SERVER_ERROR without their message', () => {
    const error = fromResolver(new Error('connection to 10.0.0.5 refused'));
    const formatted = formatGraphQLError(
      { ...error.toJSON(), extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      error,
    );
    expect(formatted).toEqual({
      message: 'Internal server error',
      path: ['thesis'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('keeps deliberate errors with their code and drops stack traces', () => {
    const error = fromResolver(badUserInput('Title is required.', { title: ['Title is required.'] }));
    const formatted = formatGraphQLError(
      { ...error.toJSON(), extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] } },
      error,
    );
    expect(formatted).toEqual({
      message: 'Title is required.',
      path: ['thesis'],
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { title: ['Title is required.'] } },
    });
  });

  it('carries retryAfterSeconds for rate limits, and no HTTP status', () => {
    const error = fromResolver(tooManyRequests(42));
    const formatted = formatGraphQLError(error.toJSON(), error);
    expect(formatted.extensions).toEqual({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 42 });
  });

  it('keeps graphql-js validation errors', () => {
    const error = new GraphQLError('Cannot query field "nope".', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(formatGraphQLError(error.toJSON(), error).message).toBe('Cannot query field "nope".');
  });
});

describe('maskGraphQLErrors (graphql-ws)', () => {
  it('masks thrown errors and keeps deliberate ones', () => {
    const masked = maskGraphQLErrors(
      [
        fromResolver(new TypeError('x is undefined')),
        fromResolver(badUserInput('thesisId must not be empty')),
      ],
      createLogger('silent'),
      (english) => english,
    );
    expect(masked.map((e) => [e.message, e.extensions?.code])).toEqual([
      ['Internal server error', 'INTERNAL_SERVER_ERROR'],
      ['thesisId must not be empty', 'BAD_USER_INPUT'],
    ]);
  });

  it('words the product’s own errors in the reader’s language, and leaves GraphQL’s own as they are', () => {
    const validation = new GraphQLError('Cannot query field "nope".', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const translated = maskGraphQLErrors(
      [
        fromResolver(new TypeError('x is undefined')),
        fromResolver(notFound('Thesis not found.')),
        validation,
      ],
      createLogger('silent'),
      apiTranslatorFor('DE'),
    );
    expect(translated.map((e) => e.message)).toEqual([
      'Interner Serverfehler',
      'These nicht gefunden.',
      'Cannot query field "nope".',
    ]);
  });
});
