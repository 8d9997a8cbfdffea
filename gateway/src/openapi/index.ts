// The REST API's OpenAPI document, from the contracts the modules declare (GatewayModule.api) and the
// document's own routes. `pnpm codegen` writes it out for the browser code's generated types.
import { createRequire } from 'node:module';
import { MODULES } from '../modules/index.js';
import type { ApiRoutes } from '../shared/openapi/contract.js';
import { docsApi } from '../shared/openapi/docs.js';
import { createApiDocument, type OpenApiDocument } from '../shared/openapi/document.js';
import type { GatewayModule } from '../shared/module.js';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

const API_DESCRIPTION = `The REST API of Thesis Studio. Everything here is also reachable over GraphQL at \`/graphql\`.

Sign in with a personal API token (\`Authorization: Bearer ts_pat_…\`, created under "API tokens" in the account menu) or, in a browser, with the session cookie. Failures answer \`{ message, fieldErrors? }\` with the status listed for each route; 429 answers carry \`Retry-After\`.`;

/** Every contract: the document's own routes and each module's. */
export function apiContracts(modules: readonly GatewayModule[] = MODULES): ApiRoutes[] {
  return [docsApi, ...modules.flatMap((module) => (module.api ? [module.api] : []))];
}

export function buildApiDocument(modules: readonly GatewayModule[] = MODULES): OpenApiDocument {
  return createApiDocument(apiContracts(modules), {
    title: 'Thesis Studio',
    version,
    description: API_DESCRIPTION,
  });
}
