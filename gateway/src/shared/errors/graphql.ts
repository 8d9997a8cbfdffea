// GraphQL side of the error model: a ServiceError thrown by a resolver becomes an error with its
// message and extensions.code (the HTTP answer stays 200, as GraphQL-over-HTTP clients expect);
// GraphQL's own errors (syntax, validation) pass as they are; anything else is masked and logged.
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { Logger } from '../logger.js';
import type { ApiTranslate } from '@thesis-studio/i18n/api';
import { translatedFieldErrors } from './reader-language.js';
import { HTTP_STATUS } from './rest.js';
import { ServiceError, type FieldErrors } from './service-error.js';

const INTERNAL = 'INTERNAL_SERVER_ERROR';

/**
 * GraphQLError or a subclass (Apollo's ValidationError…). Checked by its toStringTag rather than
 * instanceof so that a second copy of graphql-js (CJS vs ESM build under a bundler) still counts.
 */
function isGraphQLError(value: unknown): value is GraphQLError {
  return Object.prototype.toString.call(value) === '[object GraphQLError]';
}

/** Errors thrown inside resolvers arrive wrapped in GraphQLErrors; this finds the thrown value. */
function originalOf(error: unknown): unknown {
  let current = unwrapResolverError(error);
  while (isGraphQLError(current) && current.originalError) current = current.originalError;
  return current;
}

function serviceErrorExtensions(error: ServiceError): Record<string, unknown> {
  return {
    code: error.code,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    ...(error.current ? { current: error.current } : {}),
  };
}

/**
 * True for an error that must not reach the client as-is: anything thrown that is neither a
 * ServiceError nor a GraphQLError (a bug, a driver failure…), or one explicitly marked internal.
 */
function isInternalGraphQLError(formatted: GraphQLFormattedError, error: unknown): boolean {
  const original = originalOf(error);
  if (original instanceof ServiceError) return false;
  if (formatted.extensions?.code === INTERNAL) return true;
  return !isGraphQLError(original);
}

function masked(formatted: GraphQLFormattedError): GraphQLFormattedError {
  return {
    message: 'Internal server error',
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: INTERNAL },
  };
}

/** Apollo formatError: expected failures with their code, GraphQL's own errors kept, the rest masked. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = originalOf(error);
  const { extensions, ...rest } = formatted;
  if (original instanceof ServiceError) {
    return { ...rest, message: original.message, extensions: serviceErrorExtensions(original) };
  }
  if (isInternalGraphQLError(formatted, error)) return masked(formatted);
  const { stacktrace: _stacktrace, http: _http, ...publicExtensions } = extensions ?? {};
  return { ...rest, extensions: publicExtensions };
}

/**
 * The product's own errors (a ServiceError's code, or the masked internal error) in the reader's
 * language: their message and field errors. GraphQL's own (syntax, validation) stay as graphql-js words them.
 */
export function translatedGraphQLErrors(
  errors: readonly GraphQLFormattedError[],
  translate: ApiTranslate,
): GraphQLFormattedError[] {
  return errors.map((error) => {
    const code = error.extensions?.code;
    if (typeof code !== 'string' || !(code in HTTP_STATUS || code === INTERNAL)) return error;
    const fieldErrors = error.extensions?.fieldErrors as FieldErrors | undefined;
    return {
      ...error,
      message: translate(error.message),
      ...(fieldErrors
        ? {
            extensions: {
              ...error.extensions,
              fieldErrors: translatedFieldErrors(fieldErrors, translate),
            },
          }
        : {}),
    };
  });
}

/**
 * graphql-ws: the same formatting for errors sent over the socket, logging the masked ones, in the
 * reader's language.
 */
export function maskGraphQLErrors(
  errors: readonly GraphQLError[],
  logger: Logger,
  translate: ApiTranslate,
): GraphQLFormattedError[] {
  return translatedGraphQLErrors(
    errors.map((error) => {
      const formatted = error.toJSON();
      if (isInternalGraphQLError(formatted, error)) {
        logger.error({ err: originalOf(error) }, 'subscription error');
      }
      return formatGraphQLError(formatted, error);
    }),
    translate,
  );
}

export const logInternalGraphQLError = (logger: Logger, error: GraphQLError): void => {
  if (isInternalGraphQLError(error.toJSON(), error))
    logger.error({ err: originalOf(error) }, 'graphql error');
};
