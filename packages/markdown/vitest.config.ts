import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'markdown',
    include: ['src/**/*.test.ts'],
    // One module graph per worker, not per file (a third of the time): these tests keep no state between
    // files that matters — the language store and the DOM are reset after each test.
    isolate: false,
  },
});
