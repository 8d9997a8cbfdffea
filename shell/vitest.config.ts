import { defineConfig } from 'vitest/config';
// By path, not '@thesis-studio/mf-config': vitest loads this file with Node, which cannot import that
// package's TypeScript entry; these two modules bundle into the config on their own.
import { installedVersionReader, sharedDependencies } from '../packages/mf-config/src/shared';
import { sharedScopePlugin } from '../packages/mf-config/src/shared-scope';

export default defineConfig({
  // The share scope the shell hands the federation runtime (remotes/loader.ts), as in its build.
  plugins: [sharedScopePlugin(sharedDependencies(installedVersionReader(import.meta.dirname)))],
  // 'source': workspace packages such as @thesis-studio/domain resolve to their TypeScript.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { name: 'shell', include: ['src/**/*.test.{ts,tsx}'] },
});
