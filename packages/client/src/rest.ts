// The REST client of every app (spec §7): openapi-fetch over the types generated from the gateway's
// OpenAPI document (rest/openapi.ts, `npm run codegen`), so paths, parameters, bodies and answers are
// checked against the one contract. Cookies are sent; a non-OK answer throws ApiError
// '{status}: {body text or status text}' as apiFetch does (spec §8).
import createClient, { type Client, type Middleware, type PathSerializer } from 'openapi-fetch';
import { ApiError } from './api-fetch.js';
import { readerLocale } from './language.js';
import type { components, paths } from './rest/openapi.js';

export type RestPaths = paths;
/** The answer and body shapes of the REST API by name: `RestSchemas['SharedThesis']`. */
export type RestSchemas = components['schemas'];
export type RestClient = Client<paths>;

/**
 * `{shareUrl}` spans two path segments (`AbCdEfGhIjK/LmNoPqRsTuV`): each is encoded on its own, so the
 * path reads as the share link does. Every other parameter is one encoded segment.
 */
export const restPathSerializer: PathSerializer = (pathname, params) =>
  pathname.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) return placeholder;
    const text = String(value as string | number);
    return name === 'shareUrl'
      ? text
          .split('/')
          .filter((segment) => segment !== '')
          .map(encodeURIComponent)
          .join('/')
      : encodeURIComponent(text);
  });

const throwOnFailure: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const text = await response
      .clone()
      .text()
      .catch(() => '');
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
  },
};

/** This page's origin (openapi-fetch builds absolute Requests); a placeholder outside a browser. */
const siteOrigin = (): string => {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : 'http://localhost';
};

let client: RestClient | undefined;

/** The REST client (one per page; `fetch` is looked up on each call). */
export function rest(): RestClient {
  if (!client) {
    client = createClient<paths>({
      baseUrl: siteOrigin(),
      credentials: 'include',
      pathSerializer: restPathSerializer,
      // The API words its messages in the reader's language. Set here rather than in an onRequest
      // middleware, which would start every call a tick later.
      fetch: (request) => {
        request.headers.set('accept-language', readerLocale());
        return globalThis.fetch(request);
      },
    });
    client.use(throwOnFailure);
  }
  return client;
}

/** A call's answer and its response (a failure has thrown ApiError already); for answers with a body. */
export async function answered<T>(
  call: Promise<{ data?: T; response: Response }>,
): Promise<{ data: T; response: Response }> {
  const { data, response } = await call;
  if (data === undefined) throw new ApiError(response.status, `${response.status}: the answer had no body`);
  return { data, response };
}

/**
 * A call's answer (a failure has thrown ApiError already), e.g.
 * `const thesis = await answer(rest().GET('/api/shared/{shareUrl}', { params: { path: { shareUrl } } }))`.
 */
export async function answer<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  return (await answered(call)).data;
}
