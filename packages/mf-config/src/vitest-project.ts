// A workspace package's or app's vitest project (each vitest.config.ts imports this file by path: vitest
// loads configs with Node, which cannot import this package's TypeScript entry).
export interface TestProjectOptions {
  /** Test files, under the package (default: src/**\/*.test.{ts,tsx}). */
  include?: string;
  /**
   * One module graph per worker, not per file (a third of the time): for tests that keep no state
   * between files that matters — the language store and the DOM are reset after each test.
   */
  sharedModules?: boolean;
}

export function testProject(
  name: string,
  { include = 'src/**/*.test.{ts,tsx}', sharedModules = false }: TestProjectOptions = {},
) {
  return {
    // 'source': workspace packages such as @thesis-studio/domain resolve to their TypeScript (tests run
    // before the build, on a fresh clone there is no dist/).
    resolve: { conditions: ['source'] },
    ssr: { resolve: { conditions: ['source'] } },
    test: { name, include: [include], ...(sharedModules ? { isolate: false } : {}) },
  };
}
