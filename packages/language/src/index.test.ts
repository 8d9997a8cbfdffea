import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convertSpelling, loadSpellingConverter } from './index.js';

describe('loadSpellingConverter', () => {
  it('loads the word lists once, on demand, and converts', async () => {
    const first = loadSpellingConverter();
    expect(loadSpellingConverter()).toBe(first);
    expect((await first).toUS('The organisation')).toBe('The organization');
    expect(await convertSpelling('color', 'UK')).toBe('colour');
  });

  it('keeps the word lists out of the entry: they are only reached through a dynamic import', () => {
    const entry = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    const converter = readFileSync(new URL('./converter.ts', import.meta.url), 'utf8');
    for (const source of [entry, converter]) {
      expect(source).not.toMatch(/from '\.\/lists(\.js)?'|american-british-english-translator/);
    }
    expect(entry).toContain("import('./lists.js')");
  });
});
