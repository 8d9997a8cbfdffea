// REST side of the error model: one table from error code to HTTP status, bodies { message, fieldErrors? },
// Retry-After on 429. Anything that is not an expected failure is logged and answered as a masked 500.
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { ServiceError, type ErrorCode } from './service-error.js';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
};

/** Writes an expected failure as its REST answer. */
export function sendServiceError(res: Response, error: ServiceError): void {
  if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.status(HTTP_STATUS[error.code]).json({
    message: error.message,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
  });
}

/** 404 for anything under a router that no route matched. */
export const jsonNotFound: RequestHandler = (req, res) => {
  sendServiceError(
    res,
    new ServiceError('NOT_FOUND', `No such endpoint: ${req.method} ${req.originalUrl.split('?')[0]}`),
  );
};

interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { type?: unknown }).type === 'string' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

/** body-parser / raw-body failures (bad JSON, too large, bad encodings) as expected failures. */
export function bodyParserFailure(error: unknown): ServiceError | null {
  if (!isBodyParserError(error) || error.status < 400 || error.status >= 500) return null;
  switch (error.type) {
    case 'entity.parse.failed':
      return new ServiceError(
        'BAD_USER_INPUT',
        'Malformed JSON body: the request body could not be parsed as JSON.',
      );
    case 'entity.too.large':
      return new ServiceError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    case 'encoding.unsupported':
      return new ServiceError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Unsupported Content-Encoding: send the body as identity, gzip, deflate or br.',
      );
    case 'charset.unsupported':
      return new ServiceError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported charset: send the body as UTF-8.');
    case 'request.size.invalid':
    case 'request.aborted':
      return new ServiceError('BAD_USER_INPUT', 'The request body was incomplete.');
    default:
      return new ServiceError('BAD_USER_INPUT', 'The request body could not be read.');
  }
}

/** Final REST error handler: expected failures → 4xx { message, fieldErrors? }; the rest → masked 500. */
export const jsonErrorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const expected = error instanceof ServiceError ? error : bodyParserFailure(error);
  if (expected) {
    sendServiceError(res, expected);
    return;
  }
  req.log.error({ err: error }, 'unhandled error');
  res.status(500).json({ message: 'Internal server error' });
};
