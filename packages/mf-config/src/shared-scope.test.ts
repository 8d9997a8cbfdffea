import { describe, expect, it } from 'vitest';
import {
  SHARED_EXPORTS,
  SHARED_PACKAGES,
  SHARED_SUBPATHS,
  type SharedConfig,
  type SharedPackage,
} from './shared.js';
import {
  PUBLISH_RUNTIME_CORE,
  RUNTIME_CORE,
  SHARED_SCOPE_MODULE,
  sharedScopePlugin,
  sharedScopeSource,
} from './shared-scope.js';

const entry = (version: string): SharedConfig => ({
  singleton: true,
  requiredVersion: `^${version}`,
  version,
});
const map: Record<SharedPackage, SharedConfig> = {
  react: entry('19.3.1'),
  'react-dom': entry('19.3.1'),
  'react-router': entry('7.18.5'),
  '@apollo/client': entry('4.3.8'),
  '@apollo/client/react': entry('4.3.8'),
  graphql: entry('16.15.0'),
  '@thesis-studio/ui': entry('0.1.0'),
  '@thesis-studio/client': entry('0.1.0'),
  '@thesis-studio/i18n': entry('0.1.0'),
};

describe('sharedScopeSource', () => {
  it('imports every shared package and subpath and offers it loaded, at its package version', () => {
    const source = sharedScopeSource(map);
    const imported = [...source.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imported).toEqual([...SHARED_PACKAGES, ...SHARED_SUBPATHS, RUNTIME_CORE]);
    expect(source).toContain(
      '"react/jsx-runtime": { version: "19.3.1", scope: \'default\', ' +
        'shareConfig: {"singleton":true,"requiredVersion":"^19.3.1"}, lib: () => m9, loaded: true },',
    );
  });

  it('offers a package listed in SHARED_EXPORTS as those named exports only', () => {
    const source = sharedScopeSource(map);
    const index = SHARED_PACKAGES.indexOf('react-router');
    const names = SHARED_EXPORTS['react-router'] ?? [];
    expect(names).toContain('BrowserRouter');
    expect(source).toContain(`import { BrowserRouter as m${index}_0, `);
    expect(source).toContain(`const m${index} = { BrowserRouter: m${index}_0, `);
    expect(source).not.toContain('import * as m2 from "react-router"');
  });

  it('publishes the runtime-core for remotes built with externalRuntime before exporting the scope', () => {
    const source = sharedScopeSource(map);
    expect(source).toContain(`import * as runtimeCore from "${RUNTIME_CORE}";\n${PUBLISH_RUNTIME_CORE}\n`);
    expect(source.indexOf(PUBLISH_RUNTIME_CORE)).toBeLessThan(source.indexOf('export const sharedScope'));
  });

  it('names a package missing from the shared map', () => {
    const { graphql: _omitted, ...partial } = map;
    expect(() => sharedScopeSource(partial as typeof map)).toThrow('the shared map has no entry for graphql');
  });
});

describe('sharedScopePlugin', () => {
  it('serves the module under its virtual id only', () => {
    const plugin = sharedScopePlugin(map);
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    const id = resolveId(SHARED_SCOPE_MODULE);
    expect(id).toBe(`\0${SHARED_SCOPE_MODULE}`);
    expect(load(id ?? '')).toBe(sharedScopeSource(map));
    expect(resolveId('react')).toBeUndefined();
  });
});
