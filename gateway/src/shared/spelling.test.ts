import { describe, expect, it } from 'vitest';
import { convertProse, spellingConverter } from './spelling.js';

describe('spellingConverter', () => {
  it('is loaded once per process', async () => {
    expect(await spellingConverter()).toBe(await spellingConverter());
  });
});

describe('convertProse', () => {
  it('puts a US word into UK spelling and back, text by text in order', async () => {
    const uk = await convertProse(['The organization grew.', 'Its color is gray.'], 'UK');
    expect(uk).toEqual(['The organisation grew.', 'Its colour is grey.']);
    expect(await convertProse(uk, 'USA')).toEqual(['The organization grew.', 'Its color is gray.']);
  });

  it('leaves text already in the variant unchanged', async () => {
    expect(await convertProse(['The organisation grew.'], 'UK')).toEqual(['The organisation grew.']);
    expect(await convertProse([], 'USA')).toEqual([]);
  });

  it('leaves code, file names, URLs and proper nouns as the converter does', async () => {
    const text = 'Set `colour` in colour.css (see https://example.com/colour) for the Labour Party colour.';
    const [converted] = await convertProse([text], 'USA');
    expect(converted).toBe(
      'Set `colour` in colour.css (see https://example.com/colour) for the Labour Party color.',
    );
    expect(converted).toBe((await spellingConverter()).toUS(text));
  });
});
