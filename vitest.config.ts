import { defineConfig } from 'vitest/config';
import remotes from './packages/domain/src/remotes.json' with { type: 'json' };

// Each workspace package with tests is one vitest project; `npm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*', 'gateway', 'shell', 'scripts', ...remotes.map((remote) => remote.app)],
  },
});
