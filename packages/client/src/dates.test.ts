import { describe, expect, it } from 'vitest';
import { datesFor } from './dates.js';

const at = new Date(2026, 11, 4, 14, 5);

describe('datesFor', () => {
  it.each([
    ['UK', '4 Dec 2026', '4 December 2026', '4 Dec 2026, 14:05'],
    ['USA', 'Dec 4, 2026', 'December 4, 2026', 'Dec 4, 2026, 2:05 PM'],
  ] as const)('writes %s dates one way', (locale, medium, long, dateTime) => {
    const dates = datesFor(locale);
    expect(dates.date(at)).toBe(medium);
    expect(dates.date(at.toISOString(), 'long')).toBe(long);
    expect(dates.dateTime(at).replace(/\s/g, ' ')).toBe(dateTime);
  });

  it('writes relative dates on the page scale, past it in the chosen language', () => {
    const now = new Date(2026, 11, 4, 18, 0);
    const old = new Date(2026, 9, 1, 12, 0);
    expect(datesFor('UK').relative(at, 'dashboard', { now })).toBe('Today');
    expect(datesFor('UK').relative(old, 'dashboard', { now })).toBe('1 Oct 2026');
    expect(datesFor('USA').relative(old, 'dashboard', { now })).toBe('Oct 1, 2026');
  });

  it('gives an empty string for an invalid date', () => {
    expect(datesFor('UK').date('not a date')).toBe('');
    expect(datesFor('USA').dateTime(Number.NaN)).toBe('');
  });
});
