import { defineConfig } from 'vitest/config';

// Each workspace package with tests is one vitest project; `npm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*', 'gateway', 'shell', 'mf-dashboard', 'mf-thesis', 'mf-shared', 'mf-admin'],
  },
});
