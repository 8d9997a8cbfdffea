// The shell's share scope, generated from the shared map: a virtual module that hands the federation
// runtime the shell's own copy of every singleton, so a remote's React, router, Apollo, ui kit and
// client runtime are the shell's.
import type { Plugin } from 'vite';
import {
  packageOf,
  SHARED_EXPORTS,
  SHARED_PACKAGES,
  SHARED_SUBPATHS,
  type SharedConfig,
  type SharedPackage,
} from './shared.js';

/** The federation runtime's core, which the shell's runtime is built on. */
export const RUNTIME_CORE = '@module-federation/runtime/core';

/**
 * Remotes are built with experiments.externalRuntime: their runtime-core is a shim reading
 * globalThis._FEDERATION_RUNTIME_CORE, so a remote loaded by the shell runs on the shell's copy instead
 * of downloading its own (~17 KB br). Published when the share scope is first imported, i.e. before the
 * shell registers or loads any remote. (A remote on its own publishes its own copy: see remote-runtime.ts.)
 */
export const PUBLISH_RUNTIME_CORE = 'globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;';

/** Import it as `import { sharedScope } from 'virtual:thesis-studio/shared-scope'`. */
export const SHARED_SCOPE_MODULE = 'virtual:thesis-studio/shared-scope';

/**
 * Source of the module: `sharedScope`, one runtime share entry per package and subpath. Each is the
 * module the shell itself runs (or the SHARED_EXPORTS subset of it), marked loaded: with 'loaded-first' a remote then always receives it.
 * (Offered lazily instead, a remote could be given its own copy of the client runtime — a second auth
 * store and toast store on the page.)
 */
export function sharedScopeSource(map: Readonly<Record<SharedPackage, SharedConfig>>): string {
  const keys = [...SHARED_PACKAGES, ...SHARED_SUBPATHS];
  const entries = keys.map((key, index) => {
    const config =
      (map as Readonly<Record<string, SharedConfig>>)[key] ?? map[packageOf(key) as SharedPackage];
    if (!config) throw new Error(`mf-config: the shared map has no entry for ${key}`);
    const shareConfig = { singleton: config.singleton, requiredVersion: config.requiredVersion };
    return (
      `  ${JSON.stringify(key)}: { version: ${JSON.stringify(config.version)}, scope: 'default', ` +
      `shareConfig: ${JSON.stringify(shareConfig)}, lib: () => m${index}, loaded: true },`
    );
  });
  const imports = keys.map((key, index) => {
    const names = (SHARED_EXPORTS as Readonly<Record<string, readonly string[]>>)[key];
    if (!names) return `import * as m${index} from ${JSON.stringify(key)};`;
    return (
      `import { ${names.map((name, i) => `${name} as m${index}_${i}`).join(', ')} } from ${JSON.stringify(key)};\n` +
      `const m${index} = { ${names.map((name, i) => `${name}: m${index}_${i}`).join(', ')} };`
    );
  });
  return [
    ...imports,
    `import * as runtimeCore from ${JSON.stringify(RUNTIME_CORE)};`,
    PUBLISH_RUNTIME_CORE,
    'export const sharedScope = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

/** Serves SHARED_SCOPE_MODULE for the shell's build, dev server and tests. */
export function sharedScopePlugin(map: Readonly<Record<SharedPackage, SharedConfig>>): Plugin {
  const resolvedId = `\0${SHARED_SCOPE_MODULE}`;
  return {
    name: 'thesis-studio:shared-scope',
    resolveId: (id) => (id === SHARED_SCOPE_MODULE ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? sharedScopeSource(map) : undefined),
  };
}
