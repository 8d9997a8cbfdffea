// By path, not '@thesis-studio/mf-config': vitest loads this file with Node, which cannot import that
// package's TypeScript entry; these modules bundle into the config on their own.
import { installedVersionReader, sharedDependencies } from '../packages/mf-config/src/shared';
import { sharedScopePlugin } from '../packages/mf-config/src/shared-scope';
import { vitestProject } from '../packages/mf-config/src/vitest-project.js';

export default vitestProject('shell', {
  // The share scope the shell hands the federation runtime (remotes/loader.ts), as in its build.
  config: { plugins: [sharedScopePlugin(sharedDependencies(installedVersionReader(import.meta.dirname)))] },
});
