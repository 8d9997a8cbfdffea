import { describe, expect, it } from 'vitest';
import { countOpen, visibleIdeas } from './rules';

const ideas = [
  { id: 'a', handled: false },
  { id: 'b', handled: true },
  { id: 'c', handled: false },
];

describe('visibleIdeas', () => {
  it('shows open ideas, handled ideas, or all, keeping the order', () => {
    expect(visibleIdeas(ideas, 'open').map((i) => i.id)).toEqual(['a', 'c']);
    expect(visibleIdeas(ideas, 'handled').map((i) => i.id)).toEqual(['b']);
    expect(visibleIdeas(ideas, 'all').map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });

  it('counts the open ones', () => {
    expect(countOpen(ideas)).toBe(2);
    expect(countOpen([])).toBe(0);
  });
});
