import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedVersionReader, packageOf, SHARED_PACKAGES, sharedDependencies } from './shared.js';

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
