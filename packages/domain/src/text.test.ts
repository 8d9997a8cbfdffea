import { describe, expect, it } from 'vitest';
import { clipAtWord } from './text.js';

describe('clipAtWord', () => {
  it('keeps a text that fits as it is, on one line', () => {
    expect(clipAtWord('  Regional   growth\nplan ', 40)).toBe('Regional growth plan');
    expect(clipAtWord('exactly ten', 11)).toBe('exactly ten');
  });

  it('cuts a longer text after its last whole word, with …, never inside a word', () => {
    const title = 'Should carriers plan routes for half-empty trucks in winter';
    const cut = clipAtWord(title, 40);
    expect(cut).toBe('Should carriers plan routes for…');
    expect(cut.length).toBeLessThanOrEqual(40);
    // Every word kept is a whole word of the text.
    for (const word of cut.replace(/…$/, '').split(' ')) expect(title.split(' ')).toContain(word);
  });

  it('keeps the last word when the cut falls just after it, and drops punctuation before the …', () => {
    expect(clipAtWord('alpha beta gamma', 11)).toBe('alpha beta…');
    expect(clipAtWord('alpha, beta gamma', 8)).toBe('alpha…');
  });

  it('cuts inside a word only when the room holds no whole word', () => {
    expect(clipAtWord('Supercalifragilistic', 8)).toBe('Superca…');
  });
});
