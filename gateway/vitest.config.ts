import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources under the 'source' export condition
// (the rest are Vite's default server conditions).
const conditions = ['source', 'module', 'node', 'development|production'];

export default defineConfig({
  // One copy of graphql-js: the one Node itself loads for the gateway's dependencies (its CommonJS
  // build), not the ESM build Vite would pick for sources — two copies cannot share a schema.
  resolve: { conditions, alias: { graphql: 'graphql/index.js' } },
  ssr: { resolve: { conditions } },
  test: {
    name: 'gateway',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The MCP SDK's client (issue 30 tests) reaches eventsource and eventsource-parser, registry packages
    // that publish their TypeScript under the same 'source' condition: Vite then compiles them.
    server: { deps: { inline: [/@modelcontextprotocol\/sdk/, 'eventsource', 'eventsource-parser'] } },
  },
});
