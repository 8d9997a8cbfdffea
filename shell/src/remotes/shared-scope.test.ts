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

  it('hands out the shell’s own React and loads the rest only on request', async () => {
    const scope = sharedScopeEntries(map) as Record<
      string,
      { lib?: () => unknown; get?: () => Promise<() => unknown> }
    >;
    expect(scope.react?.lib?.()).toBe(React);
    expect(scope.graphql?.lib).toBeUndefined();
    const graphql = (await scope.graphql?.get?.())?.() as { version: string };
    expect(graphql.version).toBe('16.15.0');
  });

  it('names a package missing from the shared map', () => {
    const { graphql: _omitted, ...partial } = map;
    expect(() => sharedScopeEntries(partial)).toThrow('shared map has no entry for graphql');
  });
});
