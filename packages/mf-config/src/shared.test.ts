import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '@thesis-studio/domain';
import { remoteSharedDependencies } from './index.js';
import {
  HOST_ONLY_PACKAGES,
  installedVersionReader,
  packageOf,
  SHARED_EXPORTS,
  SHARED_PACKAGES,
  sharedDependencies,
} from './shared.js';

describe('packageOf', () => {
  it('maps subpath imports to their package', () => {
    expect(packageOf('@apollo/client/react')).toBe('@apollo/client');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('react')).toBe('react');
  });
});

describe('sharedDependencies', () => {
  it('makes every shared package a singleton pinned to ^installed version', () => {
    const versions: Record<string, string> = {
      react: '19.3.1',
      'react-dom': '19.3.1',
      'react-router': '7.18.5',
      '@apollo/client': '4.3.8',
      graphql: '16.15.0',
      '@thesis-studio/ui': '0.1.0',
      '@thesis-studio/client': '0.1.0',
      '@thesis-studio/i18n': '0.1.0',
    };
    const shared = sharedDependencies((pkg) => versions[pkg] ?? 'missing');
    expect(Object.keys(shared)).toEqual([...SHARED_PACKAGES]);
    expect(shared['@apollo/client/react']).toEqual({
      singleton: true,
      requiredVersion: '^4.3.8',
      version: '4.3.8',
    });
    expect(Object.values(shared).every((s) => s.singleton && s.requiredVersion !== '^missing')).toBe(true);
  });

  it('reads versions from the app node_modules and names a missing package', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mf-config-'));
    mkdirSync(join(dir, 'node_modules', '@apollo', 'client'), { recursive: true });
    writeFileSync(join(dir, 'node_modules', '@apollo', 'client', 'package.json'), '{"version":"4.3.8"}');
    const read = installedVersionReader(dir);
    expect(read('@apollo/client')).toBe('4.3.8');
    expect(() => read('react')).toThrow(/shared package "react" is not installed/);
  });

  it('finds every shared package installed for a real app', () => {
    const shell = join(import.meta.dirname, '..', '..', '..', 'shell');
    const shared = sharedDependencies(installedVersionReader(shell));
    expect(shared.react.requiredVersion).toMatch(/^\^19\./);
  });
});

const root = join(import.meta.dirname, '../../..');
const workspacePackages = readdirSync(join(root, 'packages'));

/** Named value imports from `pkg` in the non-test sources of the remotes and the workspace packages. */
function namedImports(
  pkg: string,
  dirs = [
    ...REMOTES.map((r) => join(root, r.app, 'src')),
    ...workspacePackages.map((name) => join(root, 'packages', name, 'src')),
  ],
): Set<string> {
  const pattern = new RegExp(
    `import\\s*(type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${pkg.replaceAll('/', '\\/')}'`,
    'g',
  );
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      // Server renderers (an app's src/server.tsx, the client's server-page.tsx) run in the gateway's
      // own bundles, outside the federation's shared scope.
      else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !/^server(-page)?\.tsx$/.test(entry.name)
      ) {
        const source = readFileSync(path, 'utf8');
        // Test support (a module that imports vitest, e.g. the client's remote-checks) never ships.
        if (/from\s*'vitest'/.test(source)) continue;
        for (const match of source.matchAll(pattern)) {
          if (match[1]) continue; // types only
          for (const part of (match[2] ?? '').split(',')) {
            const name = part.trim().split(/\s+as\s+/)[0];
            if (name && !name.startsWith('type ')) names.add(name);
          }
        }
      }
    }
  };
  dirs.filter((dir) => existsSync(dir)).forEach(walk);
  return names;
}

describe('SHARED_EXPORTS', () => {
  it('lists every graphql export the remotes and workspace packages import, and version', () => {
    const offered = SHARED_EXPORTS.graphql ?? [];
    expect(offered).toContain('version');
    const imported = namedImports('graphql');
    expect(imported.has('OperationTypeNode')).toBe(true);
    expect([...imported].filter((name) => !offered.includes(name))).toEqual([]);
  });

  it.each(['@apollo/client', '@apollo/client/react'] as const)(
    'lists every %s export the remotes and workspace packages import',
    (pkg) => {
      const offered = SHARED_EXPORTS[pkg] ?? [];
      const imported = namedImports(pkg);
      expect(imported.size).toBeGreaterThan(0);
      expect([...imported].filter((name) => !offered.includes(name))).toEqual([]);
    },
  );

  it("names only real exports of the shell's installed packages", () => {
    const shellRequire = createRequire(join(import.meta.dirname, '../../../shell/package.json'));
    for (const [pkg, names] of Object.entries(SHARED_EXPORTS)) {
      const mod = shellRequire(pkg) as Record<string, unknown>;
      expect(
        names.filter((name) => !(name in mod)),
        pkg,
      ).toEqual([]);
    }
  });
});

describe('HOST_ONLY_PACKAGES', () => {
  it('are left out of the map a remote declares', () => {
    const shared = remoteSharedDependencies(join(root, 'mf-thesis'));
    for (const pkg of HOST_ONLY_PACKAGES) expect(shared).not.toHaveProperty(pkg);
    expect(shared).toHaveProperty('@apollo/client');
  });

  it.each(HOST_ONLY_PACKAGES)(
    '%s: no module a remote bundles imports it (the shell’s client package aside)',
    (pkg) => {
      // @thesis-studio/client is shared: a remote uses the shell's copy and bundles its own only as a fallback.
      const bundled = [
        ...REMOTES.map((r) => join(root, r.app, 'src')),
        ...workspacePackages
          .filter((name) => name !== 'client')
          .map((name) => join(root, 'packages', name, 'src')),
      ];
      expect([...namedImports(pkg, bundled)]).toEqual([]);
      // The check sees imports where there are some.
      expect(namedImports(pkg, [join(root, 'packages', 'client', 'src')]).size).toBeGreaterThan(0);
    },
  );
});
