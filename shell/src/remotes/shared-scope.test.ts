import * as ThesisStudioClient from '@thesis-studio/client';
import { REMOTES } from '@thesis-studio/domain';
import * as ThesisStudioI18n from '@thesis-studio/i18n';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as React from 'react';
import * as ReactRouter from 'react-router';
import { sharedScope } from 'virtual:thesis-studio/shared-scope';
import { describe, expect, it } from 'vitest';

// The scope is generated from @thesis-studio/mf-config's shared map (sharedScopePlugin in vitest.config.ts).
const scope = sharedScope as Record<string, { version: string; lib: () => unknown; loaded: boolean }>;

describe('the shell share scope', () => {
  it('provides every shared package and the React subpaths remotes import, as singletons', () => {
    expect(Object.keys(scope).sort()).toEqual(
      [
        'react',
        'react-dom',
        'react-router',
        '@apollo/client',
        '@apollo/client/react',
        'graphql',
        '@thesis-studio/ui',
        '@thesis-studio/client',
        '@thesis-studio/i18n',
        'react/jsx-runtime',
        'react-dom/client',
      ].sort(),
    );
    expect(scope['react/jsx-runtime']).toMatchObject({
      version: React.version,
      shareConfig: { singleton: true, requiredVersion: `^${React.version}` },
    });
  });

  it('hands out the shell’s own loaded modules, the client runtime included', () => {
    expect(scope.react?.lib()).toBe(React);
    expect(scope['@thesis-studio/client']?.lib()).toMatchObject({
      authStore: ThesisStudioClient.authStore,
    });
    expect(scope['@thesis-studio/i18n']?.lib()).toMatchObject({ useT: ThesisStudioI18n.useT });
    expect((scope.graphql?.lib() as { version: string }).version).toBe(scope.graphql?.version);
    for (const entry of Object.values(scope)) expect(entry.loaded).toBe(true);
  });
});

/** Named imports from 'react-router' in the remotes' and shared packages' sources. */
function remoteRouterImports(): Set<string> {
  const root = join(import.meta.dirname, '../../..');
  const dirs = [...REMOTES.map((r) => r.app), 'packages/client', 'packages/ui'].map((dir) =>
    join(root, dir, 'src'),
  );
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      // Server renderers (src/server.tsx, the client's server-page.tsx) run in the gateway's own bundles.
      else if (/\.tsx?$/.test(entry.name) && !/^server(-page)?\.tsx$/.test(entry.name)) {
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
  const forRemotes = scope['react-router']?.lib() as Record<string, unknown>;

  it('hands out the shell’s own react-router functions and components', () => {
    for (const [name, value] of Object.entries(forRemotes)) {
      expect(value, name).toBe((ReactRouter as Record<string, unknown>)[name]);
    }
  });

  it('covers every react-router export a remote imports', () => {
    const imported = remoteRouterImports();
    expect(imported.size).toBeGreaterThan(0);
    const missing = [...imported].filter((name) => !(name in forRemotes));
    expect(missing, 'add these to SHARED_EXPORTS in packages/mf-config/src/shared.ts').toEqual([]);
  });
});
