import { describe, expect, it } from 'vitest';
import { idOrSlugFilter, nextFreeSlug, slugBase, slugFamily } from './slug.js';

describe('slugBase', () => {
  it.each([
    ['Déjà Vu', 'deja-vu'],
    ['iPhone Strategy', 'iphone-strategy'],
    ['  --Hello__World--  ', 'hello-world'],
    ['🚀', 'project'],
    ['東京', 'project'],
    ['0123456789abcdef01234567', '0123456789abcdef01234567-project'],
  ])('%s → %s', (name, slug) => {
    expect(slugBase(name, 'project')).toBe(slug);
  });

  it('cuts long names at a word boundary, within 80 characters', () => {
    expect(slugBase('word '.repeat(40), 'project')).toBe(Array.from({ length: 16 }, () => 'word').join('-'));
    expect(slugBase('x'.repeat(100), 'project')).toBe('x'.repeat(80));
  });
});

describe('nextFreeSlug', () => {
  it('numbers from -2, one past the highest in use, ignoring look-alikes', () => {
    expect(nextFreeSlug('plan', [])).toBe('plan');
    expect(nextFreeSlug('plan', ['plan'])).toBe('plan-2');
    expect(nextFreeSlug('plan', ['plan', 'plan-2', 'plan-3'])).toBe('plan-4');
    // plan-2 was deleted: its number is not handed out again while plan-3 exists.
    expect(nextFreeSlug('plan', ['plan', 'plan-3'])).toBe('plan-4');
    expect(nextFreeSlug('plan', ['plan-2'])).toBe('plan-3');
    expect(nextFreeSlug('plan', ['plan-b', 'planet'])).toBe('plan');
  });

  it('matches the family by pattern', () => {
    const family = slugFamily('plan');
    expect(['plan', 'plan-2', 'plan-10'].every((s) => family.test(s))).toBe(true);
    expect(['plan-b', 'planet', 'my-plan', 'plan-2-x'].some((s) => family.test(s))).toBe(false);
  });
});

describe('idOrSlugFilter', () => {
  it('reads 24 hex digits as an id, a slug as a slug, and anything else as nothing', () => {
    expect(idOrSlugFilter('0123456789ABCDEF01234567')).toEqual({ _id: '0123456789abcdef01234567' });
    expect(idOrSlugFilter('Market-Entry-2')).toEqual({ slug: 'market-entry-2' });
    for (const bad of ['', 'a b', 'a/b', '-a', 'a--b', 'x'.repeat(200), { $ne: null }, 1, null, undefined]) {
      expect(idOrSlugFilter(bad)).toBeNull();
    }
  });
});
