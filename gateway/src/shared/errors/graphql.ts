// Error shapes shared by REST and GraphQL: REST bodies are { message, fieldErrors? }; GraphQL errors
// carry extensions.code and anything unexpected is masked as INTERNAL_SERVER_ERROR (and logged).
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { z } from 'zod';
import type { Logger } from './logger.js';
import { ServiceError } from './service-error.js';

export type FieldErrors = Record<string, string[]>;

/** An expected REST failure with a status a client can act on. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export function badUserInput(message: string, fieldErrors?: FieldErrors): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: ErrorCode.BAD_USER_INPUT, ...(fieldErrors ? { fieldErrors } : {}) },
  });
}

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.NOT_FOUND } });
}

/** zod issues → { field: [messages] }; issues on the root object go under "_". */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/**
 * GraphQLError or a subclass (Apollo's ValidationError…). Checked by its toStringTag rather than
 * instanceof so that a second copy of graphql-js (CJS vs ESM build under a bundler) still counts.
 */
function isGraphQLError(value: unknown): value is GraphQLError {
  return Object.prototype.toString.call(value) === '[object GraphQLError]';
}

/** Errors thrown inside resolvers arrive wrapped in a GraphQLError; this finds the thrown value. */
function originalOf(error: unknown): unknown {
  let current = error;
  while (isGraphQLError(current) && current.originalError) current = current.originalError;
  return current;
}

/**
 * True for an error that must not reach the client as-is: anything thrown that is not a GraphQLError
 * (a bug, a driver failure…) or that is explicitly INTERNAL_SERVER_ERROR. GraphQLErrors created on
 * purpose — ours, Apollo's, graphql-js validation — keep their message and code.
 */
export function isInternalGraphQLError(formatted: GraphQLFormattedError, error: unknown): boolean {
  if (formatted.extensions?.code === ErrorCode.INTERNAL_SERVER_ERROR) return true;
  return !isGraphQLError(originalOf(error));
}

export function maskedGraphQLError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  return {
    message: 'Internal server error',
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
  };
}

/** Apollo formatError: keep public errors, mask the rest (logging happens in the error plugin). */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  if (!isInternalGraphQLError(formatted, error)) {
    const { extensions, ...rest } = formatted;
    const { stacktrace: _stacktrace, ...publicExtensions } = extensions ?? {};
    return { ...rest, extensions: publicExtensions };
  }
  return maskedGraphQLError(formatted);
}

/** graphql-ws: same masking for errors sent over the socket. */
export function maskGraphQLErrors(errors: readonly GraphQLError[], logger: Logger): GraphQLFormattedError[] {
  return errors.map((error) => {
    const formatted = error.toJSON();
    if (isInternalGraphQLError(formatted, error)) {
      logger.error({ err: originalOf(error) }, 'subscription error');
      return maskedGraphQLError(formatted);
    }
    return formatGraphQLError(formatted, error);
  });
}

export const logInternalGraphQLError = (logger: Logger, error: GraphQLError): void => {
  if (isInternalGraphQLError(error.toJSON(), error))
    logger.error({ err: originalOf(error) }, 'graphql error');
};

/** 404 for anything under a router that no route matched. */
export const jsonNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No such endpoint: ${req.method} ${req.originalUrl.split('?')[0]}` });
};

interface BodyParserError {
  type: string;
  status: number;
  message: string;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { type?: unknown }).type === 'string' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

/** Final REST error handler: expected failures → 4xx { message, fieldErrors? }; the rest → masked 500. */
export const jsonErrorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof ServiceError) {
    if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(error.status).json({
      message: error.message,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    });
    return;
  }
  if (error instanceof HttpError) {
    res.status(error.status).json({
      message: error.message,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    });
    return;
  }
  if (error instanceof z.ZodError) {
    res.status(400).json({ message: 'The request is invalid.', fieldErrors: fieldErrorsOf(error) });
    return;
  }
  if (isBodyParserError(error) && error.status >= 400 && error.status < 500) {
    const message =
      error.type === 'entity.parse.failed'
        ? 'Malformed JSON body: the request body could not be parsed as JSON.'
        : error.type === 'entity.too.large'
          ? 'The request body is too large.'
          : error.message;
    res.status(error.status).json({ message });
    return;
  }
  req.log.error({ err: error }, 'unhandled error');
  res.status(500).json({ message: 'Internal server error' });
};
