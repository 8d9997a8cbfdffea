import { vitestProject } from '../mf-config/src/vitest-project.js';

export default vitestProject('embedded-mongo', {
  source: false,
  files: 'ts',
  test: { environment: 'node', testTimeout: 30_000, hookTimeout: 30_000 },
});
