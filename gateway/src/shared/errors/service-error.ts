// The one error type services throw for expected failures. It is a GraphQLError (so resolvers pass it
// through with extensions.code) and carries the HTTP status the REST adapter answers with.
import { GraphQLError } from 'graphql';
import type { FieldErrors } from './errors.js';

const STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
} as const;

export type ServiceErrorCode = keyof typeof STATUS;

export class ServiceError extends GraphQLError {
  readonly status: number;
  readonly fieldErrors: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ServiceErrorCode,
    message: string,
    details: { fieldErrors?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message, {
      extensions: {
        code,
        http: { status: STATUS[code] },
        ...(details.fieldErrors ? { fieldErrors: details.fieldErrors } : {}),
        ...(details.retryAfterSeconds !== undefined ? { retryAfterSeconds: details.retryAfterSeconds } : {}),
      },
    });
    this.name = 'ServiceError';
    this.status = STATUS[code];
    this.fieldErrors = details.fieldErrors;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export const unauthenticated = (message = 'You need to sign in to do that.') =>
  new ServiceError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new ServiceError('FORBIDDEN', message);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many attempts. Please try again later.',
) => new ServiceError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });
