import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources under the 'source' export condition
// (the rest are Vite's default server conditions).
const conditions = ['source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'gateway',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
