import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installUpToDate, planBuild, stampBuilt, stampInstalled, workspacePackages } from './build-cache.mjs';

let root;

function write(path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function pkg(dir, name, deps = [], build = true) {
  write(
    `${dir}/package.json`,
    JSON.stringify({
      name,
      scripts: build ? { build: 'tsc' } : { test: 'vitest run' },
      dependencies: Object.fromEntries(deps.map((d) => [d, 'workspace:*'])),
    }),
  );
  write(`${dir}/src/index.ts`, `export const name = '${name}';\n`);
}

/** Pretends to run the build of each planned package: writes its dist/, then stamps it. */
function build(plan = planBuild(root)) {
  for (const { dir } of plan.toBuild) write(`${dir}/dist/index.js`, `built ${Date.now()}\n`);
  stampBuilt(
    root,
    plan,
    plan.toBuild.map((p) => p.name),
  );
  return plan.toBuild.map((p) => p.name);
}

const planned = () => planBuild(root).toBuild.map((p) => p.name);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-cache-test-'));
  write('pnpm-workspace.yaml', "packages:\n  - app\n  - 'libs/*'\n  - server\n\ncatalog:\n  x: 1\n");
  write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n');
  pkg('libs/core', '@t/core');
  pkg('libs/ui', '@t/ui', ['@t/core'], false);
  pkg('app', 'app', ['@t/ui']);
  pkg('server', 'server', ['@t/core']);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build cache', () => {
  it('reads the workspace and its internal dependencies', () => {
    const packages = workspacePackages(root);
    expect(packages.map((p) => [p.name, p.deps, p.build])).toEqual([
      ['app', ['@t/ui'], true],
      ['@t/core', [], true],
      ['@t/ui', ['@t/core'], false],
      ['server', ['@t/core'], true],
    ]);
  });

  it('builds everything first, in dependency order, then nothing while inputs are unchanged', () => {
    const first = build();
    expect(first.indexOf('@t/core')).toBeLessThan(first.indexOf('app'));
    expect(first.indexOf('@t/core')).toBeLessThan(first.indexOf('server'));
    expect(first.sort()).toEqual(['@t/core', 'app', 'server']);
    expect(planned()).toEqual([]);
  });

  it('rebuilds a changed package and what depends on it, through packages without a build', () => {
    build();
    write('libs/ui/src/index.ts', 'export const name = "ui, changed";\n');
    expect(planned()).toEqual(['app']);
    build();
    write('libs/core/src/extra.ts', 'export const extra = 1;\n');
    const plan = planBuild(root);
    expect(plan.toBuild[0]).toMatchObject({ name: '@t/core', reason: 'inputs changed' });
    expect(
      plan.toBuild
        .slice(1)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['app', 'server']);
  });

  it('ignores generated folders and dependencies', () => {
    build();
    write('app/node_modules/dep/index.js', 'x\n');
    write('app/__mf__temp/x.js', 'x\n');
    write('app/.vite/manifest.json', '{}\n');
    expect(planned()).toEqual([]);
  });

  it("counts the files a stylesheet's @source names outside the package as inputs", () => {
    write(
      'app/src/index.css',
      "@import 'tailwindcss';\n@source './';\n@source '../../server/src';\n@source not '../../libs/core';\n",
    );
    build();
    expect(planned()).toEqual([]);
    write('server/src/page.tsx', 'export const Page = () => <p className="mt-4" />;\n');
    expect(planned().sort()).toEqual(['app', 'server']);
    build();
    write('libs/core/README.md', 'not scanned by app, but core itself changed\n');
    expect(planned().sort()).toEqual(['@t/core', 'app', 'server']);
  });

  it('rebuilds when a test changes (Tailwind scans tests for class names too)', () => {
    build();
    write('server/src/index.test.ts', 'it("x", () => {});\n');
    expect(planned()).toEqual(['server']);
  });

  it('rebuilds when the lockfile changes or the output is missing or was replaced', () => {
    build();
    rmSync(join(root, 'server', 'dist'), { recursive: true });
    expect(planBuild(root).toBuild).toEqual([{ name: 'server', dir: 'server', reason: 'no build output' }]);
    build();
    write('app/dist/index.js', 'built by someone else from other sources\n');
    utimesSync(join(root, 'app/dist/index.js'), 1, 1);
    expect(planBuild(root).toBuild).toEqual([
      { name: 'app', dir: 'app', reason: 'output changed or went missing since it was built' },
    ]);
    build();
    write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n# another version\n');
    expect(planned().sort()).toEqual(['@t/core', 'app', 'server']);
  });

  it('watches every output folder (dist/, server-dist/) and never reads one as an input', () => {
    build();
    write('server/server-dist/server.js', 'server bundle\n');
    write('server/generated/x.js', 'from a folder .gitignore names\n');
    write('.gitignore', 'node_modules/\ngenerated/\n');
    const plan = planBuild(root);
    // a new output folder changes the output fingerprint, never the key
    expect(plan.toBuild).toEqual([
      { name: 'server', dir: 'server', reason: 'output changed or went missing since it was built' },
    ]);
    build(plan);
    expect(planned()).toEqual([]);
    rmSync(join(root, 'server', 'server-dist'), { recursive: true });
    expect(planned()).toEqual(['server']);
  });

  it('a failed build stamps nothing, so it runs again', () => {
    build();
    write('server/src/index.ts', 'broken(\n');
    expect(planned()).toEqual(['server']);
    // the build failed: no stampBuilt
    expect(planned()).toEqual(['server']);
  });

  it('skips install only when node_modules exists and no manifest or lockfile changed', () => {
    expect(installUpToDate(root, 'pnpm 1')).toBe(false);
    for (const dir of ['.', 'app', 'libs/core', 'libs/ui', 'server']) {
      mkdirSync(join(root, dir, 'node_modules'), { recursive: true });
    }
    write('node_modules/.modules.yaml', 'layoutVersion: 5\n');
    expect(installUpToDate(root, 'pnpm 1')).toBe(false);
    stampInstalled(root, 'pnpm 1');
    expect(installUpToDate(root, 'pnpm 1')).toBe(true);
    expect(installUpToDate(root, 'pnpm 2')).toBe(false);
    pkg('server', 'server', ['@t/core', '@t/ui']);
    expect(installUpToDate(root, 'pnpm 1')).toBe(false);
    stampInstalled(root, 'pnpm 1');
    rmSync(join(root, 'app', 'node_modules'), { recursive: true });
    expect(installUpToDate(root, 'pnpm 1')).toBe(false);
  });
});
