// AI failures as the product's expected failures: 503 (SERVICE_UNAVAILABLE) with the AI error's
// message, which says what to do; anything else is left to the transport's internal-error handling.
import { serviceUnavailable } from '../errors/service-error.js';
import { AiError } from './provider.js';

export function asServiceError(error: unknown): unknown {
  if (error instanceof AiError)
    return serviceUnavailable(error.message, error.code === 'UNAVAILABLE' ? 30 : undefined);
  return error;
}

/** Runs `call`, turning an AiError into a ServiceError. */
export async function withAiErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asServiceError(error);
  }
}
