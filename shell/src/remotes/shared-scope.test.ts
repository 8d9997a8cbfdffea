import * as ThesisStudioClient from '@thesis-studio/client';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as React from 'react';
import * as ReactRouter from 'react-router';
import { describe, expect, it } from 'vitest';
import { reactRouterForRemotes, sharedScopeEntries, type SharedMapEntry } from './shared-scope';

const entry = (version: string): SharedMapEntry => ({
  singleton: true,
  requiredVersion: `^${version}`,
  version,
});
const map = {
  react: entry('19.3.1'),
  'react-dom': entry('19.3.1'),
  'react-router': entry('7.18.5'),
  '@apollo/client': entry('4.3.8'),
  '@apollo/client/react': entry('4.3.8'),
  graphql: entry('16.15.0'),
  '@thesis-studio/ui': entry('0.1.0'),
  '@thesis-studio/client': entry('0.1.0'),
};

describe('sharedScopeEntries', () => {
  it('provides every shared package and the React subpaths remotes import, as singletons', () => {
    const scope = sharedScopeEntries(map);
    expect(Object.keys(scope).sort()).toEqual(
      [...Object.keys(map), 'react/jsx-runtime', 'react-dom/client'].sort(),
    );
    expect(scope['react/jsx-runtime']).toMatchObject({
      version: '19.3.1',
      shareConfig: { singleton: true, requiredVersion: '^19.3.1' },
    });
  });

  it('hands out the shell’s own loaded modules, the client runtime included', async () => {
    const scope = sharedScopeEntries(map) as Record<string, { lib?: () => unknown; loaded?: boolean }>;
    expect(scope.react?.lib?.()).toBe(React);
    expect(scope['@thesis-studio/client']?.lib?.()).toMatchObject({
      authStore: ThesisStudioClient.authStore,
    });
    expect((scope.graphql?.lib?.() as { version: string }).version).toBe('16.15.0');
    for (const entry of Object.values(scope)) expect(entry.loaded).toBe(true);
  });

  it('names a package missing from the shared map', () => {
    const { graphql: _omitted, ...partial } = map;
    expect(() => sharedScopeEntries(partial)).toThrow('shared map has no entry for graphql');
  });
});

/** Named imports from 'react-router' in the remotes' and shared packages' sources. */
function remoteRouterImports(): Set<string> {
  const root = join(import.meta.dirname, '../../..');
  const dirs = ['mf-dashboard', 'mf-thesis', 'mf-shared', 'mf-admin', 'packages/client', 'packages/ui'].map(
    (dir) => join(root, dir, 'src'),
  );
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = readFileSync(path, 'utf8');
        for (const match of source.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'react-router'/g)) {
          if (match[1]) continue; // types only
          for (const part of (match[2] ?? '').split(',')) {
            const name = part.trim().split(/\s+as\s+/)[0];
            if (name && !name.startsWith('type ')) names.add(name);
          }
        }
      }
    }
  };
  dirs.forEach(walk);
  return names;
}

describe('react-router for remotes', () => {
  it('hands out the shell’s own react-router functions and components', () => {
    for (const [name, value] of Object.entries(reactRouterForRemotes)) {
      expect(value, name).toBe((ReactRouter as Record<string, unknown>)[name]);
    }
  });

  it('covers every react-router export a remote imports', () => {
    const imported = remoteRouterImports();
    expect(imported.size).toBeGreaterThan(0);
    const missing = [...imported].filter((name) => !(name in reactRouterForRemotes));
    expect(missing, 'add these to reactRouterForRemotes in shared-scope.ts').toEqual([]);
  });
});
