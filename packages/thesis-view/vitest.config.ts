import { defineConfig } from 'vitest/config';

export default defineConfig({
  // 'source': workspace packages such as @thesis-studio/markdown resolve to their TypeScript.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'thesis-view',
    include: ['src/**/*.test.{ts,tsx}'],
    // One module graph per worker, not per file (a third of the time): these tests keep no state between
    // files that matters — the language store and the DOM are reset after each test.
    isolate: false,
  },
});
