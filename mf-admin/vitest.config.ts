import { defineConfig } from 'vitest/config';

export default defineConfig({
  // 'source': workspace packages such as @thesis-studio/domain resolve to their TypeScript.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'mf-admin',
    include: ['src/**/*.test.{ts,tsx}'],
    // One module graph per worker, not per file (a third of the time): these tests keep no state between
    // files that matters — the language store and the DOM are reset after each test.
    isolate: false,
  },
});
