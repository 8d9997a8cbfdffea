// A remote's federation runtime-core. Remotes are built with experiments.externalRuntime, so every import
// of @module-federation/runtime-core in them is a shim reading globalThis._FEDERATION_RUNTIME_CORE: loaded
// by the shell, a remote runs on the shell's copy (published with the share scope, shared-scope.ts). On
// its own (its index.html), nothing publishes one: this plugin emits a separate entry that publishes the
// real runtime-core and puts its script before the federation bootstrap in the built index.html, so it
// runs first (module scripts run in document order).
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const PROVIDER_ID = 'virtual:thesis-studio/standalone-runtime-core';
const RESOLVED_PROVIDER_ID = `\0${PROVIDER_ID}`;

/**
 * The ESM file of @module-federation/runtime-core that @module-federation/vite's runtime uses, imported
 * by path: the externalRuntime shim replaces the bare specifier only.
 */
export function runtimeCoreFile(): string {
  const fromPlugin = createRequire(createRequire(import.meta.url).resolve('@module-federation/vite'));
  const fromRuntime = createRequire(fromPlugin.resolve('@module-federation/runtime'));
  return fromRuntime.resolve('@module-federation/runtime-core').replace(/\.cjs$/, '.js');
}

export function standaloneRuntimeCoreSource(file: string): string {
  return [
    `import * as runtimeCore from ${JSON.stringify(file)};`,
    'globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;',
    '',
  ].join('\n');
}

/** Inserts `<script type="module" src>` for `src` as the first script of the head. */
export function insertFirstScript(html: string, src: string): string {
  const tag = `<script type="module" crossorigin src="${src}"></script>`;
  const firstScript = html.search(/<script\b/i);
  if (firstScript !== -1) return `${html.slice(0, firstScript)}${tag}\n    ${html.slice(firstScript)}`;
  return html.replace(/<\/head>/i, `  ${tag}\n  </head>`);
}

/**
 * The standalone page publishes its own runtime-core before anything federated runs: in a build, as an
 * emitted chunk put first in index.html; on the dev server, as the same virtual module served at /@id/.
 */
export function standaloneRuntimeCorePlugin(): Plugin {
  let referenceId: string | undefined;
  let building = false;
  return {
    name: 'thesis-studio:standalone-runtime-core',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (!building) return;
      referenceId = this.emitFile({ type: 'chunk', id: PROVIDER_ID, name: 'runtime-core' });
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html, context) => (context.server ? insertFirstScript(html, `/@id/${PROVIDER_ID}`) : html),
    },
    resolveId: (id) => (id === PROVIDER_ID ? RESOLVED_PROVIDER_ID : undefined),
    load: (id) => (id === RESOLVED_PROVIDER_ID ? standaloneRuntimeCoreSource(runtimeCoreFile()) : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!referenceId) return;
        const src = `./${this.getFileName(referenceId)}`;
        for (const asset of Object.values(bundle)) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.html')) continue;
          asset.source = insertFirstScript(String(asset.source), src);
        }
      },
    },
  };
}
