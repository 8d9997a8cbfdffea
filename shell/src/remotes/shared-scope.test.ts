import * as ThesisStudioClient from '@thesis-studio/client';
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { sharedScopeEntries, type SharedMapEntry } from './shared-scope';

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
