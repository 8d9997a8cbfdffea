// A module's REST contract: each route it mounts, with its zod schemas (path, query, body, answers).
// Declared next to the routes (`<domain>.api.ts`), listed on the module (`GatewayModule.api`); the
// OpenAPI document at GET /api/openapi.json is generated from these declarations, and a test fails
// when a mounted route has none or a declared one is not mounted (gateway/src/openapi/).
import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route: anyone (`public`; answers may depend on who asks), a signed-in user (`user`:
 * session cookie or API token), or an admin (`admin`).
 */
type Access = 'public' | 'user' | 'admin';

/** An answer: JSON (`schema`), or other media types (`content`: type → schema), and its headers. */
export interface ApiAnswer {
  description: string;
  /** application/json body. */
  schema?: z.ZodType;
  /** Bodies by media type (audio, images, files, event streams). */
  content?: Record<string, z.ZodType>;
  /** Response headers, one key per header (descriptions in the schemas' meta). */
  headers?: z.ZodObject;
}

export interface ApiRoute {
  method: HttpMethod;
  /** The path from the site root, OpenAPI style: `/api/projects/{idOrSlug}`. */
  path: `/${string}`;
  summary: string;
  description?: string;
  access: Access;
  /**
   * The API token scope it needs: `write` for state-changing methods and `read` for GET, unless set
   * (a POST that only computes an answer, such as speech, may be `read`).
   */
  scope?: 'read' | 'write';
  /** Path parameters (one key per `{name}` in `path`). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Request headers the route reads (If-Match, Accept, …). */
  headers?: z.ZodObject;
  /** application/json request body. */
  body?: z.ZodType;
  /** Request bodies of other media types (multipart uploads), alone or besides `body`. */
  bodies?: Record<string, z.ZodType>;
  /** Whether a body must be sent (default: true when `body` or `bodies` is given). */
  bodyRequired?: boolean;
  /** Success answers by status. */
  responses: Partial<Record<number, ApiAnswer>>;
  /**
   * Failure answers (the error body `{ message, fieldErrors? }`) beyond those every route of its kind
   * has: 400 with a body, query or path parameters; 401 for `user` and `admin`; 403 for `admin` and
   * state-changing methods (cross-origin refusal, read-only token); 429 and 500 everywhere.
   */
  errors?: readonly number[];
}

/** A request the product sends to an address its user registered (OpenAPI `webhooks`). */
interface ApiWebhook {
  summary: string;
  description?: string;
  /** The JSON body sent. */
  body: z.ZodType;
  /** Headers sent with it (signatures, ids). */
  headers?: z.ZodObject;
}

/** A module's routes under one tag: operationId → route; and the webhooks it sends, by event name. */
export interface ApiRoutes {
  tag: { name: string; description: string };
  routes: Record<string, ApiRoute>;
  webhooks?: Record<string, ApiWebhook>;
  /** Schemas to list in the document although no route's body names them (an event stream's events). */
  schemas?: z.ZodType[];
}

/** Declares a module's REST contract (`GatewayModule.api`). */
export const defineApi = (
  tag: ApiRoutes['tag'],
  routes: Record<string, ApiRoute>,
  extras: Pick<ApiRoutes, 'webhooks' | 'schemas'> = {},
): ApiRoutes => ({ tag, routes, ...extras });
