import { defineConfig } from 'vitest/config';

export default defineConfig({
  // 'source': workspace packages such as @thesis-studio/domain resolve to their TypeScript (tests run
  // before the build, on a fresh clone there is no dist/).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'mf-config',
    include: ['src/**/*.test.ts'],
    // One module graph per worker, not per file (a third of the time): these tests keep no state between
    // files that matters — the language store and the DOM are reset after each test.
    isolate: false,
  },
});
