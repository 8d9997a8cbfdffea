// The build-time compression plugin, run in a real vite build.
import { mkdtemp, readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { PRECOMPRESS_THRESHOLD, precompress } from './compress.js';

describe('precompress', () => {
  it('writes .br and .gz beside built files above the threshold, with the same content', async () => {
    const root = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(root, 'public'));
    const big = Array.from({ length: 300 }, (_, i) => `export const v${i} = 'value ${i}';`).join('\n');
    await writeFile(join(root, 'big.js'), big);
    await writeFile(join(root, 'main.js'), `import('./big.js').then((m) => console.log(Object.keys(m)));`);
    await writeFile(
      join(root, 'public', 'icon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`,
    );
    await writeFile(
      join(root, 'index.html'),
      '<!doctype html><script type="module" src="./main.js"></script>',
    );

    await build({ root, logLevel: 'silent', configFile: false, plugins: [precompress()] });

    const dist = join(root, 'dist');
    const assets = await readdir(join(dist, 'assets'));
    const scripts = assets.filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBe(2);
    let compressedScripts = 0;
    for (const script of scripts) {
      const original = await readFile(join(dist, 'assets', script));
      const compressed = assets.filter((name) => name.startsWith(`${script}.`)).sort();
      if (original.length < PRECOMPRESS_THRESHOLD) {
        expect(compressed, script).toEqual([]);
        continue;
      }
      expect(compressed, script).toEqual([`${script}.br`, `${script}.gz`]);
      const br = await readFile(join(dist, 'assets', `${script}.br`));
      const gz = await readFile(join(dist, 'assets', `${script}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      compressedScripts++;
    }
    expect(compressedScripts).toBeGreaterThan(0);
    // Files copied from public/ are compressed too; the small index.html is not.
    const top = await readdir(dist);
    expect(top).toEqual(expect.arrayContaining(['icon.svg.br', 'icon.svg.gz']));
    expect(top).not.toContain('index.html.br');
  });
});
