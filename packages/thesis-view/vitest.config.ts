import { defineConfig } from 'vitest/config';

export default defineConfig({
  // 'source': workspace packages such as @thesis-studio/markdown resolve to their TypeScript.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { name: 'thesis-view', include: ['src/**/*.test.{ts,tsx}'] },
});
