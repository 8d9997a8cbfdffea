// The one error model, free of any transport: expected failures carry a code, a message a person can
// act on and optional field errors. REST (errors/rest.ts) and GraphQL (errors/graphql.ts) map it.

export type FieldErrors = Record<string, string[]>;

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  /** A service the request needs (the AI provider) is down or failed; the message says what to do. */
  | 'SERVICE_UNAVAILABLE';

export interface ErrorDetails {
  fieldErrors?: FieldErrors;
  /** For TOO_MANY_REQUESTS: when the caller may try again. */
  retryAfterSeconds?: number;
  /**
   * For CONFLICT on a stale edit: the state it conflicts with as it is now (a thesis's version, texts
   * and who saved it last), so the client can compare and merge without asking again.
   */
  current?: Readonly<Record<string, unknown>>;
}

export class ServiceError extends Error {
  readonly fieldErrors: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly current: Readonly<Record<string, unknown>> | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'ServiceError';
    this.fieldErrors = details.fieldErrors;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.current = details.current;
  }
}

export const badUserInput = (message: string, fieldErrors?: FieldErrors) =>
  new ServiceError('BAD_USER_INPUT', message, fieldErrors ? { fieldErrors } : {});
export const unauthenticated = (message = 'You need to sign in to do that.') =>
  new ServiceError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new ServiceError('FORBIDDEN', message);
export const notFound = (message: string) => new ServiceError('NOT_FOUND', message);
export const conflict = (message: string, fieldErrors?: FieldErrors) =>
  new ServiceError('CONFLICT', message, fieldErrors ? { fieldErrors } : {});
/** CONFLICT for an edit made on an older version, carrying the current state (`ErrorDetails.current`). */
export const staleEdit = (message: string, current: Readonly<Record<string, unknown>>) =>
  new ServiceError('CONFLICT', message, { current });
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many attempts. Please try again later.',
) => new ServiceError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });
export const serviceUnavailable = (message: string, retryAfterSeconds?: number) =>
  new ServiceError(
    'SERVICE_UNAVAILABLE',
    message,
    retryAfterSeconds !== undefined ? { retryAfterSeconds } : {},
  );
