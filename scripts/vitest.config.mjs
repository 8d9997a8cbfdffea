import { defineConfig } from 'vitest/config';

// The repository scripts' own tests (the build cache `npm start` uses).
export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['*.test.mjs'],
  },
});
