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
    // One module graph per worker, not per file: every test file imports the whole gateway (express,
    // Apollo, mongoose, the AI engines), and importing it again for each of ~120 files cost about half
    // of the suite's time. Tests start their own app and database per file, so nothing leaks between
    // files through module state that matters (run with --isolate to check a suspected leak).
    isolate: false,
    // The MCP SDK's client (issue 30 tests) reaches eventsource and eventsource-parser, registry packages
    // that publish their TypeScript under the same 'source' condition: Vite then compiles them.
    server: { deps: { inline: [/@modelcontextprotocol\/sdk/, 'eventsource', 'eventsource-parser'] } },
  },
});
