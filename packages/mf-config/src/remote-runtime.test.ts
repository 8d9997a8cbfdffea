import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  insertFirstScript,
  runtimeCoreFile,
  standaloneRuntimeCorePlugin,
  standaloneRuntimeCoreSource,
} from './remote-runtime.js';

describe('runtimeCoreFile', () => {
  it('is the ESM build of the runtime-core @module-federation/vite runs on', () => {
    const file = runtimeCoreFile();
    expect(file).toMatch(/@module-federation\/runtime-core\/dist\/index\.js$/);
    expect(readFileSync(file, 'utf8')).toMatch(/^export \{/m);
  });
});

describe('standaloneRuntimeCoreSource', () => {
  it('imports the file by path and publishes it unless one is published already', () => {
    expect(standaloneRuntimeCoreSource('/x/runtime-core/dist/index.js')).toBe(
      'import * as runtimeCore from "/x/runtime-core/dist/index.js";\n' +
        'globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;\n',
    );
  });
});

describe('insertFirstScript', () => {
  const tag = '<script type="module" crossorigin src="./assets/runtime-core.js"></script>';

  it('puts the script before the first script of the page', () => {
    const html =
      '<html><head><title>t</title>\n    <script type="module" src="./assets/boot.js"></script></head></html>';
    const out = insertFirstScript(html, './assets/runtime-core.js');
    expect(out.indexOf(tag)).toBeGreaterThan(-1);
    expect(out.indexOf(tag)).toBeLessThan(out.indexOf('./assets/boot.js'));
  });

  it('appends it to the head of a page without scripts', () => {
    const out = insertFirstScript(
      '<html><head><title>t</title></head><body></body></html>',
      './assets/runtime-core.js',
    );
    expect(out).toContain(`${tag}\n  </head>`);
  });
});

describe('standaloneRuntimeCorePlugin', () => {
  const html = '<html><head></head><body><script type="module" src="/src/main.tsx"></script></body></html>';
  const transform = (context: object) => {
    const plugin = standaloneRuntimeCorePlugin();
    const hook = plugin.transformIndexHtml as { handler: (html: string, context: object) => string };
    return hook.handler(html, context);
  };

  it('on the dev server, runs the virtual provider module first', () => {
    expect(transform({ server: {} })).toBe(
      '<html><head></head><body><script type="module" crossorigin src="/@id/virtual:thesis-studio/standalone-runtime-core"></script>\n' +
        '    <script type="module" src="/src/main.tsx"></script></body></html>',
    );
  });

  it('leaves a build’s page to generateBundle (the emitted chunk)', () => {
    expect(transform({})).toBe(html);
  });
});
