// REST helper for the spec §7 calls: cookies always sent, JSON in and out, spec §8 error message.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Spec §8: `${status}: ${body text}` — or the status text when the body is empty. */
export async function errorFromResponse(response: Response): Promise<HttpError> {
  const bodyText = await response.text().catch(() => '');
  return new HttpError(response.status, `${response.status}: ${bodyText || response.statusText}`);
}

export interface FetchJsonOptions extends Omit<RequestInit, 'body'> {
  /** Serialised as JSON when present. */
  body?: unknown;
  /** Resolve to null instead of throwing on 401 (current user, shared thesis reads — spec §7). */
  nullOn401?: boolean;
}

export async function fetchJson<T>(url: string, options: FetchJsonOptions = {}): Promise<T> {
  const { body, nullOn401 = false, headers, ...init } = options;
  const response = await fetch(url, {
    ...init,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (nullOn401 && response.status === 401) return null as T;
  if (!response.ok) throw await errorFromResponse(response);
  const text = await response.text();
  if (!text) return null as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new HttpError(response.status, `${response.status}: response from ${url} is not JSON`);
  }
}
