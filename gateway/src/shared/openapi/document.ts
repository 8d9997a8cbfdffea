// The OpenAPI 3.1 document of the REST API, generated with zod-openapi from the modules' contracts
// (contract.ts): every path with its parameters, bodies, answers, the error body and the two ways to
// be signed in (an API token as a bearer token, or the browser's session cookie).
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import type { ApiAnswer, ApiRoute, ApiRoutes, HttpMethod } from './contract.js';

export type OpenApiDocument = ReturnType<typeof createDocument>;

/** Every failure answers this body (REST side of the error model, shared/errors/rest.ts). */
export const errorBody = z
  .object({
    message: z.string().meta({ description: 'What went wrong, in words a person can act on.' }),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional().meta({
      description:
        'Problems by field (`_` for the request as a whole), each a list of messages; with 400, 409 and 413.',
    }),
    current: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({
        description:
          'With 409 for an edit made on an older version: the state as it is now (for a thesis: `version`, ' +
          '`title`, `content`, `intellectualChallenge`, `updatedAt` and `updatedBy` `{ id, name }` or null), ' +
          'to compare and merge with, then send again on `version`.',
      }),
  })
  .meta({ id: 'Error', description: 'The body of every failure answer.' });

const retryAfter = z.object({
  'Retry-After': z.string().meta({ description: 'Seconds until the caller may try again.' }),
});

const failure = (description: string, headers?: z.ZodObject): ZodOpenApiResponseObject => ({
  description,
  content: { 'application/json': { schema: errorBody } },
  ...(headers ? { headers } : {}),
});

/** The failure answers, one component each (statuses of shared/errors/rest.ts). */
const FAILURES: Record<number, { id: string; response: ZodOpenApiResponseObject }> = {
  400: { id: 'BadRequest', response: failure('The request is invalid; `fieldErrors` says where.') },
  401: {
    id: 'Unauthenticated',
    response: failure('Not signed in, or the API token is unknown, expired or revoked.'),
  },
  403: {
    id: 'Forbidden',
    response: failure(
      'Not allowed: the account may not do this, the token is read-only, or a browser request came from another site.',
    ),
  },
  404: { id: 'NotFound', response: failure('Not found, or not visible to the caller.') },
  409: {
    id: 'Conflict',
    response: failure('In conflict with the current state (a newer version, a taken email).'),
  },
  413: {
    id: 'PayloadTooLarge',
    response: failure('The body is larger than allowed; the message names the limit.'),
  },
  415: { id: 'UnsupportedMediaType', response: failure('The body is not of a media type this route reads.') },
  429: {
    id: 'TooManyRequests',
    response: failure(
      'Over a rate limit or the request budget; try again after `Retry-After` seconds.',
      retryAfter,
    ),
  },
  500: { id: 'InternalError', response: failure('Something failed on the server; the details are logged.') },
  503: {
    id: 'ServiceUnavailable',
    response: failure('A service the request needs (the AI provider) failed; the message says what to do.'),
  },
};

const STATE_CHANGING = new Set<HttpMethod>(['post', 'put', 'patch', 'delete']);

const SECURITY_SCHEMES = {
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal API token (`ts_pat_…`), created under "API tokens" in the account menu: `Authorization: Bearer <token>`. ' +
      'A `read` token may call the routes whose requirement names `read`; state-changing routes need a `write` token.',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'ts_session',
    description:
      'The browser session set by POST /api/login or /api/register (`__Host-ts_session` over https). ' +
      'State-changing requests carrying it must come from the site itself (Origin or Sec-Fetch-Site).',
  },
} as const;

/** The API token scope a route needs. */
const scopeOf = (route: ApiRoute): 'read' | 'write' =>
  route.scope ?? (STATE_CHANGING.has(route.method) ? 'write' : 'read');

/** Who may call: anonymous callers too for public routes; token scopes by method. */
function securityOf(route: ApiRoute): Array<Record<string, string[]>> {
  const scope = scopeOf(route);
  const signedIn: Array<Record<string, string[]>> = [{ apiToken: [scope] }, { sessionCookie: [] }];
  return route.access === 'public' ? [{}, ...signedIn] : signedIn;
}

/** The failure statuses a route can answer. */
export function failureStatuses(route: ApiRoute): number[] {
  const statuses = new Set<number>(route.errors ?? []);
  if (route.body || route.bodies || route.query || route.params) statuses.add(400);
  if (route.access !== 'public') statuses.add(401);
  if (route.access === 'admin' || STATE_CHANGING.has(route.method)) statuses.add(403);
  statuses.add(429);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}

function answerOf(answer: ApiAnswer): ZodOpenApiResponseObject {
  const content = {
    ...(answer.schema ? { 'application/json': { schema: answer.schema } } : {}),
    ...Object.fromEntries(Object.entries(answer.content ?? {}).map(([type, schema]) => [type, { schema }])),
  };
  return {
    description: answer.description,
    ...(Object.keys(content).length > 0 ? { content } : {}),
    ...(answer.headers ? { headers: answer.headers } : {}),
  };
}

function operationOf(operationId: string, route: ApiRoute, tag: string): ZodOpenApiOperationObject {
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, answer] of Object.entries(route.responses))
    if (answer) responses[status as `2${string}`] = answerOf(answer);
  for (const status of failureStatuses(route)) {
    const known = FAILURES[status];
    if (!known) throw new Error(`${operationId}: no failure answer is described for status ${status}`);
    responses[String(status) as `4${string}`] = { $ref: `#/components/responses/${known.id}` };
  }
  const bodies = {
    ...(route.body ? { 'application/json': { schema: route.body } } : {}),
    ...Object.fromEntries(Object.entries(route.bodies ?? {}).map(([type, schema]) => [type, { schema }])),
  };
  const hasBody = Object.keys(bodies).length > 0;
  return {
    operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [tag],
    security: securityOf(route),
    ...(route.params || route.query || route.headers
      ? {
          requestParams: {
            ...(route.params ? { path: route.params } : {}),
            ...(route.query ? { query: route.query } : {}),
            ...(route.headers ? { header: route.headers } : {}),
          },
        }
      : {}),
    ...(hasBody ? { requestBody: { required: route.bodyRequired ?? true, content: bodies } } : {}),
    responses,
  };
}

/** `{name}` parameters of an OpenAPI path. */
const pathParameterNames = (path: string): string[] =>
  [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);

export interface DocumentInfo {
  title: string;
  version: string;
  description: string;
}

/** The OpenAPI 3.1 document of `modules`' routes. Throws on a contract that cannot be described. */
export function createApiDocument(modules: readonly ApiRoutes[], info: DocumentInfo): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  const webhooks: ZodOpenApiPathsObject = {};
  const operationIds = new Set<string>();
  const schemas: Record<string, z.ZodType> = {};
  for (const { tag, routes, webhooks: sent, schemas: listed } of modules) {
    for (const schema of listed ?? []) {
      const id = schema.meta()?.id;
      if (typeof id !== 'string') throw new Error(`${tag.name}: a listed schema has no id in its meta`);
      schemas[id] = schema;
    }
    for (const [operationId, route] of Object.entries(routes)) {
      if (operationIds.has(operationId)) throw new Error(`operationId ${operationId} is declared twice`);
      operationIds.add(operationId);
      const declared = Object.keys(route.params?.shape ?? {}).sort();
      const named = pathParameterNames(route.path).sort();
      if (declared.join() !== named.join())
        throw new Error(
          `${operationId}: ${route.path} names the parameters {${named.join('}, {')}} but declares ${declared.join(', ') || 'none'}`,
        );
      const item = (paths[route.path] ??= {});
      if (item[route.method])
        throw new Error(`${route.method.toUpperCase()} ${route.path} is declared twice`);
      item[route.method] = operationOf(operationId, route, tag.name);
    }
    for (const [event, hook] of Object.entries(sent ?? {})) {
      webhooks[event] = {
        post: {
          operationId: `webhook_${event.replace(/\W/g, '_')}`,
          summary: hook.summary,
          ...(hook.description ? { description: hook.description } : {}),
          tags: [tag.name],
          ...(hook.headers ? { requestParams: { header: hook.headers } } : {}),
          requestBody: { required: true, content: { 'application/json': { schema: hook.body } } },
          responses: { '200': { description: 'Any 2xx answer acknowledges the delivery.' } },
        },
      };
    }
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: { ...info },
      servers: [{ url: '/', description: 'This site' }],
      tags: modules.map((module) => module.tag).sort((a, b) => a.name.localeCompare(b.name)),
      paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
      ...(Object.keys(webhooks).length > 0 ? { webhooks } : {}),
      components: {
        schemas,
        securitySchemes: SECURITY_SCHEMES,
        responses: Object.fromEntries(Object.values(FAILURES).map(({ id, response }) => [id, response])),
      },
    },
    { outputIdSuffix: 'Answer' },
  );
}
