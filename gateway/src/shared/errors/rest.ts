// REST side of the error model: one table from error code to HTTP status, bodies { message, fieldErrors?, current? },
// Retry-After on 429. Anything that is not an expected failure is logged and answered as a masked 500.
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { readerTranslator, translatedFieldErrors } from './reader-language.js';
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
  SERVICE_UNAVAILABLE: 503,
};

const MB = 1024 * 1024;

/** "The request body is larger than 1 MB, …": a body limit in words. */
export const bodyTooLarge = (limitBytes: number): string =>
  `The request body is larger than ${
    limitBytes >= MB && limitBytes % MB === 0 ? `${limitBytes / MB} MB` : `${Math.ceil(limitBytes / 1024)} KB`
  }, the most this endpoint reads.`;

/**
 * The translator of the messages answered to `req`, in its reader's language (reader-language.ts); the
 * signed-in account is known once the session middleware has run (not for a body refused before it).
 */
export const translatorOf = (req: Request) =>
  readerTranslator(req.headers['accept-language'], (req as Partial<Pick<Request, 'auth'>>).auth?.user);

/** An answer that says what happened in words ({ message }), in the reader's language. */
export function translatedMessage(req: Request, answer: { message: string }): { message: string } {
  req.res?.vary('Accept-Language');
  return { ...answer, message: translatorOf(req)(answer.message) };
}

/** Writes an expected failure as its REST answer, its messages in the reader's language. */
export function sendServiceError(res: Response, error: ServiceError): void {
  const translate = translatorOf(res.req);
  if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.vary('Accept-Language');
  res.status(HTTP_STATUS[error.code]).json({
    message: translate(error.message),
    ...(error.fieldErrors ? { fieldErrors: translatedFieldErrors(error.fieldErrors, translate) } : {}),
    ...(error.current ? { current: error.current } : {}),
  });
}

/** 404 for anything under a router that no route matched. */
export const jsonNotFound: RequestHandler = (req, res) => {
  sendServiceError(
    res,
    new ServiceError('NOT_FOUND', `No such endpoint: ${req.method} ${req.originalUrl.split('?')[0]}`),
  );
};

interface HttpishError {
  limit?: unknown;
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  code?: unknown;
}

const statusOf = (error: HttpishError): number | null => {
  const status = typeof error.status === 'number' ? error.status : error.statusCode;
  return typeof status === 'number' ? status : null;
};

const INVALID_UTF8 = 'encoding.invalid-utf8';

/**
 * body-parser `verify` hook: a body declared (or defaulting to) UTF-8 must be valid UTF-8, rather than
 * read with U+FFFD in place of the bad bytes and stored that way.
 */
export function requireValidUtf8(_req: IncomingMessage, _res: unknown, body: Buffer, encoding: string): void {
  if (/^utf-?8$/i.test(encoding) && !isUtf8(body)) {
    throw Object.assign(new Error('The request body is not valid UTF-8.'), { type: INVALID_UTF8 });
  }
}

/**
 * Failures of the request itself, raised before any route runs (body-parser / raw-body, zlib, the
 * router's parameter decoding), as expected failures with a message a person can act on.
 */
function clientFailure(error: unknown): ServiceError | null {
  if (typeof error !== 'object' || error === null) return null;
  const failure = error as HttpishError;
  const status = statusOf(failure);
  if (error instanceof URIError) {
    return new ServiceError(
      'BAD_USER_INPUT',
      'The request URL could not be decoded: it contains invalid percent-encoding.',
    );
  }
  if (status === null || status < 400 || status >= 500) return null;
  // zlib's codes (Z_DATA_ERROR…) and brotli's (ERR__ERROR_FORMAT_PADDING_2…: "ERR_" + its "_ERROR_…" names).
  if (typeof failure.code === 'string' && /^(Z_|ERR_ZLIB|ERR__|ERR_BROTLI)/.test(failure.code)) {
    return new ServiceError(
      'BAD_USER_INPUT',
      'The request body could not be decoded: it is not valid data for its Content-Encoding.',
    );
  }
  switch (failure.type) {
    case 'entity.parse.failed':
      return new ServiceError(
        'BAD_USER_INPUT',
        'Malformed JSON body: the request body could not be parsed as JSON.',
      );
    case 'entity.too.large': {
      const message =
        typeof failure.limit === 'number' ? bodyTooLarge(failure.limit) : 'The request body is too large.';
      return new ServiceError('PAYLOAD_TOO_LARGE', message, { fieldErrors: { _: [message] } });
    }
    case 'encoding.unsupported':
      return new ServiceError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Unsupported Content-Encoding: send the body as identity, gzip, deflate or br.',
      );
    case INVALID_UTF8:
      return new ServiceError('BAD_USER_INPUT', 'The request body is not valid UTF-8.');
    case 'charset.unsupported':
      return new ServiceError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported charset: send the body as UTF-8.');
    case 'request.size.invalid':
    case 'request.aborted':
      return new ServiceError('BAD_USER_INPUT', 'The request body was incomplete.');
  }
  if (status === 413) return new ServiceError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  if (status === 415) {
    return new ServiceError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The request body is in a format this endpoint does not read.',
    );
  }
  return new ServiceError('BAD_USER_INPUT', 'The request could not be read.');
}

/** Final REST error handler: expected failures → 4xx { message, fieldErrors? }; the rest → masked 500. */
export const jsonErrorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    // A body refused early (shared/body-limit.ts) was answered already; its parser reports the same
    // failure once the rest of the body is drained.
    if (error instanceof ServiceError || clientFailure(error)) return;
    next(error);
    return;
  }
  const expected = error instanceof ServiceError ? error : clientFailure(error);
  if (expected) {
    sendServiceError(res, expected);
    return;
  }
  req.log.error({ err: error }, 'unhandled error');
  res.status(500).json({ message: translatorOf(req)('Internal server error') });
};
