// One vitest project definition for the workspace's packages and apps (each `vitest.config.ts` names
// its project and what sets it apart). Imported by path: vitest loads the configs with Node, which cannot
// import this package's TypeScript entry; a relative import is bundled into the config instead.
import { defineConfig, type ViteUserConfig } from 'vitest/config';

type TestOptions = NonNullable<ViteUserConfig['test']>;

export interface VitestProjectOptions {
  /** Resolve workspace packages such as @thesis-studio/domain to their TypeScript ('source' condition):
   *  tests run before the build, and on a fresh clone there is no dist/. Default true. */
  source?: boolean;
  /** Test files: TypeScript only (`ts`) or with React components (`tsx`, the default). */
  files?: 'ts' | 'tsx';
  /**
   * One module graph per worker, not per file (a third of the time): for projects whose tests keep no
   * state between files that matters — the language store and the DOM are reset after each test.
   * Default false (vitest's isolation per file).
   */
  shareModules?: boolean;
  /** Anything else of vitest's `test` options (environment, timeouts). */
  test?: TestOptions;
  /** Anything else of the config (plugins). */
  config?: Omit<ViteUserConfig, 'test'>;
}

export function vitestProject(name: string, options: VitestProjectOptions = {}) {
  const { source = true, files = 'tsx', shareModules = false, test = {}, config = {} } = options;
  return defineConfig({
    ...config,
    ...(source ? { resolve: { conditions: ['source'] }, ssr: { resolve: { conditions: ['source'] } } } : {}),
    test: {
      name,
      include: [files === 'tsx' ? 'src/**/*.test.{ts,tsx}' : 'src/**/*.test.ts'],
      ...(shareModules ? { isolate: false } : {}),
      ...test,
    },
  });
}
