// GET /api/openapi.json (the document) and GET /api/docs (a reference page: Swagger UI from the
// gateway's own node_modules, swagger-ui-dist, with a start-up script of ours — no CDN, no inline
// script, so the site's CSP holds; the spec validator badge, which calls an outside service, is off).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Router } from 'express';
import { z } from 'zod';
import { defineApi } from './contract.js';
import type { OpenApiDocument } from './document.js';

const require = createRequire(import.meta.url);
const SWAGGER_UI = dirname(require.resolve('swagger-ui-dist/package.json'));

const DOCUMENT_PATH = '/api/openapi.json';
const DOCS_PATH = '/api/docs';

/** The page's files: swagger-ui-dist's, by the name they are served under, and our start-up script. */
const ASSETS: Record<string, { file?: string; text?: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
  'favicon.png': { file: 'favicon-32x32.png', type: 'image/png' },
  'start.js': {
    text: `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(DOCUMENT_PATH)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    withCredentials: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`,
    type: 'text/javascript; charset=utf-8',
  },
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Thesis Studio REST API</title>
    <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon.png" />
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <main id="swagger-ui" aria-label="Thesis Studio REST API reference"></main>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/start.js"></script>
  </body>
</html>
`;

export const docsApi = defineApi(
  { name: 'Documentation', description: 'This document and its reference page.' },
  {
    getOpenApiDocument: {
      method: 'get',
      path: DOCUMENT_PATH,
      summary: 'This OpenAPI 3.1 document',
      access: 'public',
      responses: {
        200: {
          description: 'The document, generated from the routes’ zod schemas.',
          schema: z.record(z.string(), z.unknown()).meta({ description: 'An OpenAPI 3.1 document.' }),
        },
      },
    },
    getApiReference: {
      method: 'get',
      path: DOCS_PATH,
      summary: 'A reference page of this document (Swagger UI)',
      access: 'public',
      responses: { 200: { description: 'An HTML page.', content: { 'text/html': z.string() } } },
    },
    getApiReferenceFile: {
      method: 'get',
      path: `${DOCS_PATH}/{file}`,
      summary: 'A file of the reference page',
      access: 'public',
      params: z.object({ file: z.enum(Object.keys(ASSETS) as [string, ...string[]]) }),
      responses: {
        200: {
          description: 'The script, style sheet or icon.',
          content: {
            'text/javascript': z.string(),
            'text/css': z.string(),
            'image/png': z.string().meta({ format: 'binary' }),
          },
        },
      },
      errors: [404],
    },
  },
);

/** The routes of `docsApi` under /api; `document` is asked for on each request (build it once). */
export function docsRoutes(document: () => OpenApiDocument): Router {
  const router = Router();
  const loaded = new Map<string, Buffer>();
  const assetOf = (name: string): Buffer | undefined => {
    const asset = ASSETS[name];
    if (!asset) return undefined;
    let body = loaded.get(name);
    if (!body) {
      body = asset.text !== undefined ? Buffer.from(asset.text) : readFileSync(join(SWAGGER_UI, asset.file!));
      loaded.set(name, body);
    }
    return body;
  };

  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(document());
  });

  router.get('/docs', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(PAGE);
  });

  router.get('/docs/:file', (req, res, next) => {
    const body = assetOf(req.params.file);
    if (!body) return next();
    res.set('Cache-Control', 'public, max-age=3600').type(ASSETS[req.params.file]!.type).send(body);
  });

  return router;
}
