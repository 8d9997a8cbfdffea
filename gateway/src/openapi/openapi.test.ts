// The OpenAPI document: valid OpenAPI 3.1, served at /api/openapi.json with its reference page at
// /api/docs (our own files, no CDN), and in step with what the gateway mounts — every route under /api
// and every module route is declared, and every declared route is mounted.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestRuntime } from '../testing/runtime.js';
import { buildApiDocument } from './index.js';
import { mountedRoutes } from './mounted-routes.js';

const gateway = useTestRuntime();

/**
 * Routes that are not part of the REST API, each with why: the static front end, the HTML pages
 * modules add before it, and the MCP server. Anything else the gateway mounts must be in the document.
 */
const NOT_REST: Record<string, string> = {
  'get /remotes.json': 'the shell’s table of remote entry points (static front end)',
  'get /': 'the shell’s index.html',
  'get /.*/': 'the static front end’s files and its index.html fallback',
  'get /shared/{shareUrl}':
    'the HTML page of a share link (og tags), not its JSON read at /api/shared/{shareUrl}',
  'post /mcp': 'the MCP server (JSON-RPC over Streamable HTTP; README "Agents (MCP)"), not REST',
  'get /mcp': 'the MCP server’s event stream (Streamable HTTP)',
  'delete /mcp': 'ends an MCP session (Streamable HTTP)',
};

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

function documented(): Set<string> {
  const document = buildApiDocument();
  const routes = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const method of METHODS) if (item?.[method]) routes.add(`${method} ${path}`);
  return routes;
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      JSON.parse(JSON.stringify(buildApiDocument())) as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('declares every route the gateway mounts, and mounts every route it declares', () => {
    const mounted = new Set(
      mountedRoutes(gateway.runtime.gateway.app).map((route) => `${route.method} ${route.path}`),
    );
    const declared = documented();
    const undeclared = [...mounted].filter((route) => !declared.has(route) && !(route in NOT_REST));
    const unmounted = [...declared].filter((route) => !mounted.has(route));
    // A mounted route missing here: declare it in its module's <domain>.api.ts (GatewayModule.api).
    expect(undeclared).toEqual([]);
    expect(unmounted).toEqual([]);
    for (const route of Object.keys(NOT_REST)) expect(mounted).toContain(route);
    expect(declared.size).toBeGreaterThan(40);
  });

  it('describes every route: a summary, its failures with the error body, and who may call it', () => {
    const document = buildApiDocument();
    for (const [path, item] of Object.entries(document.paths ?? {}))
      for (const method of METHODS) {
        const operation = item?.[method];
        if (!operation) continue;
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.summary, where).toBeTruthy();
        expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
        expect(operation.security?.length, where).toBeGreaterThan(0);
        expect(operation.responses?.['500'], where).toEqual({ $ref: '#/components/responses/InternalError' });
        expect(operation.responses?.['429'], where).toEqual({
          $ref: '#/components/responses/TooManyRequests',
        });
      }
    expect(Object.keys(document.components?.securitySchemes ?? {}).sort()).toEqual([
      'apiToken',
      'sessionCookie',
    ]);
  });

  it('lets every PUT and PATCH take back what GET answered: the answer’s other fields are readOnly in its body', () => {
    // PUT/PATCH routes whose body is one setting of a resource, not the resource itself, with why.
    const SETTINGS: Record<string, string> = {
      'put /api/user/language': 'the body is the account’s language; the answer is the whole account',
      'put /api/users/{userId}/role': 'the body is the account’s role; the answer is the whole account',
      'patch /api/user':
        'the body is the account’s username (email and password change through their own routes); the answer is the whole account',
    };
    const document = buildApiDocument();
    type Schema = { $ref?: string; properties?: Record<string, Schema>; additionalProperties?: unknown };
    const resolve = (schema: Schema | undefined): Schema | undefined =>
      schema?.$ref
        ? (document.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')] as Schema)
        : schema;
    let checked = 0;
    for (const [path, item] of Object.entries(document.paths ?? {}))
      for (const method of ['put', 'patch'] as const) {
        const operation = item?.[method];
        const requestBody = operation?.requestBody as { content?: Record<string, { schema?: Schema }> };
        const body = resolve(requestBody?.content?.['application/json']?.schema);
        const ok = operation?.responses?.['200'] as { content?: Record<string, { schema?: Schema }> };
        const answer = resolve(ok?.content?.['application/json']?.schema);
        const route = `${method} ${path}`;
        if (!body?.properties || !answer?.properties || route in SETTINGS) continue;
        checked += 1;
        expect(body.additionalProperties, `${route}: unknown names refused`).toBe(false);
        for (const field of Object.keys(answer.properties))
          expect(Object.keys(body.properties), `${route} takes back ${field}`).toContain(field);
        const readOnly = Object.entries(body.properties)
          .filter(([, schema]) => (schema as { readOnly?: boolean }).readOnly === true)
          .map(([field]) => field);
        expect(readOnly.length, `${route} marks what it ignores readOnly`).toBeGreaterThan(0);
      }
    // The research plan, a thesis, a project and an idea.
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  it('is served at GET /api/openapi.json', async () => {
    const res = await gateway.client().get<Record<string, unknown>>('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(buildApiDocument())));
  });

  it('has a reference page at /api/docs served from the gateway itself, within the site’s CSP', async () => {
    const page = await fetch(`${gateway.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const html = await page.text();
    // No inline script (the CSP would refuse it) and nothing from another origin.
    expect(html).not.toMatch(/<script>|<script [^>]*>[^<]/);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const files = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(files).toEqual([
      '/api/docs/favicon.png',
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/start.js',
    ]);
    for (const file of files) {
      const res = await fetch(`${gateway.url}${file}`);
      expect(res.status, file).toBe(200);
      expect((await res.arrayBuffer()).byteLength, file).toBeGreaterThan(100);
    }
    const start = await (await fetch(`${gateway.url}/api/docs/start.js`)).text();
    expect(start).toContain('"/api/openapi.json"');
    expect(start).toContain('validatorUrl: null');
    expect((await fetch(`${gateway.url}/api/docs/index.html`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/api/docs/..%2Fpackage.json`)).status).toBe(404);
  });
});
