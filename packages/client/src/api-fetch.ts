// A refused REST call (spec §8): an error reading '{status}: {body text or status text}', and the
// server's own message in it. The calls themselves go through rest.ts.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's own message from an ApiError's JSON body ({ message }), for a toast. */
export function apiErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.message.slice(error.message.indexOf(':') + 1).trim();
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}
