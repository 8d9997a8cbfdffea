import { describe, expect, it } from 'vitest';
import { formatLongDate, formatRelativeDate, type RelativeDateScaleName } from './relative-date.js';

// Local noon on 15 March 2025; `daysBefore` counts calendar days back in the runtime's time zone.
const NOW = new Date(2025, 2, 15, 12, 0, 0);
const daysBefore = (days: number, hour = 12) => new Date(2025, 2, 15 - days, hour, 0, 0);
const at = (days: number, scale: RelativeDateScaleName) =>
  formatRelativeDate(daysBefore(days), scale, { now: NOW, locale: 'en-GB' });

const longDate = (days: number) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(daysBefore(days));
const mediumDate = (days: number) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(daysBefore(days));

describe('formatRelativeDate', () => {
  it.each([
    [0, 'Today'],
    [1, '1 day ago'],
    [2, '2 days ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [13, '1 week ago'],
    [14, '2 weeks ago'],
    [20, '2 weeks ago'],
    [21, '3 weeks ago'],
    [28, '4 weeks ago'],
    [29, '4 weeks ago'],
  ])('dashboard: %i days back → %s', (days, expected) => {
    expect(at(days, 'dashboard')).toBe(expected);
  });

  it('dashboard: the date (in the reader’s locale) from 30 days on', () => {
    expect(at(30, 'dashboard')).toBe(mediumDate(30));
    expect(at(30, 'dashboard')).toBe('13 Feb 2025');
    expect(at(400, 'dashboard')).toBe(mediumDate(400));
  });

  it.each([
    [0, 'Today'],
    [1, '1 day ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [13, '1 week ago'],
    [14, '2 weeks ago'],
    [29, '4 weeks ago'],
  ])('saved links: %i days back → %s', (days, expected) => {
    expect(at(days, 'savedLinks')).toBe(expected);
  });

  it('saved links: a full date from 30 days on', () => {
    expect(at(30, 'savedLinks')).toBe('13 February 2025');
    expect(at(31, 'savedLinks')).toBe(longDate(31));
  });

  it.each([
    [0, 'Today'],
    [1, '1 day ago'],
    [2, '2 days ago'],
    [6, '6 days ago'],
  ])('questions: %i days back → %s', (days, expected) => {
    expect(at(days, 'questions')).toBe(expected);
  });

  it('questions: a full date from 7 days on (no weeks)', () => {
    expect(at(7, 'questions')).toBe('8 March 2025');
    expect(at(14, 'questions')).toBe(longDate(14));
  });

  it.each([
    [0, 'Today'],
    [1, '1 day ago'],
    [6, '6 days ago'],
  ])('thesis page: %i days back → %s', (days, expected) => {
    expect(at(days, 'thesisPage')).toBe(expected);
  });

  it('thesis page: the date from 7 days on (no weeks)', () => {
    expect(at(7, 'thesisPage')).toBe('8 Mar 2025');
    expect(at(13, 'thesisPage')).toBe(mediumDate(13));
  });

  it('counts calendar days: late yesterday is 1 day ago, early today is Today', () => {
    const lateEvening = new Date(2025, 2, 15, 23, 59);
    expect(formatRelativeDate(daysBefore(1, 23), 'dashboard', { now: new Date(2025, 2, 15, 0, 1) })).toBe(
      '1 day ago',
    );
    expect(formatRelativeDate(daysBefore(0, 0), 'dashboard', { now: lateEvening })).toBe('Today');
  });

  it('counts days in a given time zone', () => {
    const now = new Date('2025-03-15T01:00:00Z');
    const evening = new Date('2025-03-14T22:00:00Z');
    // 22:00 UTC on the 14th is already the 15th in Tokyo, still the 14th in London.
    expect(formatRelativeDate(evening, 'dashboard', { now, timeZone: 'Europe/London' })).toBe('1 day ago');
    expect(formatRelativeDate(evening, 'dashboard', { now, timeZone: 'Asia/Tokyo' })).toBe('Today');
  });

  it('writes dates in the reader’s locale', () => {
    const old = new Date(Date.UTC(2025, 0, 5, 12));
    const now = new Date(Date.UTC(2025, 5, 1, 12));
    const options = { now, timeZone: 'UTC' };
    expect(formatRelativeDate(old, 'savedLinks', { ...options, locale: 'en-GB' })).toBe('5 January 2025');
    expect(formatRelativeDate(old, 'savedLinks', { ...options, locale: 'en-US' })).toBe('January 5, 2025');
    expect(formatRelativeDate(old, 'savedLinks', { ...options, locale: 'de-DE' })).toBe('5. Januar 2025');
  });

  it('crosses a daylight-saving change without losing or gaining a day', () => {
    const options = { timeZone: 'Europe/London' };
    // Clocks went forward on 30 March 2025 in London.
    // Noon on the 29th to 12:30 on 5 April is 7 calendar days but under 7 × 24 hours.
    const before = new Date('2025-03-29T12:00:00Z');
    const after = new Date('2025-04-05T11:30:00Z');
    expect(formatRelativeDate(before, 'dashboard', { ...options, now: after })).toBe('1 week ago');
  });

  it('accepts ISO strings and epoch milliseconds; future dates read Today; invalid dates give ""', () => {
    expect(formatRelativeDate(daysBefore(3).toISOString(), 'dashboard', { now: NOW })).toBe('3 days ago');
    expect(formatRelativeDate(daysBefore(3).getTime(), 'dashboard', { now: NOW })).toBe('3 days ago');
    expect(formatRelativeDate(daysBefore(-2), 'dashboard', { now: NOW })).toBe('Today');
    expect(formatRelativeDate('not a date', 'dashboard', { now: NOW })).toBe('');
  });

  it('takes a custom scale (weeks start at 1 week even below 7 days)', () => {
    const scale = { daysUnder: 3, weeksUnder: 21, dateStyle: 'short' as const };
    const options = { now: NOW, locale: 'en-GB' };
    expect(formatRelativeDate(daysBefore(2), scale, options)).toBe('2 days ago');
    expect(formatRelativeDate(daysBefore(3), scale, options)).toBe('1 week ago');
    expect(formatRelativeDate(daysBefore(14), scale, options)).toBe('2 weeks ago');
    expect(formatRelativeDate(daysBefore(21), scale, options)).toBe('22/02/2025');
  });
});

describe('formatLongDate', () => {
  it('writes a date as Intl writes it with dateStyle long, in both variants, every day of four years', () => {
    const locales = ['en-GB', 'en-US'] as const;
    const intl = Object.fromEntries(
      locales.map((locale) => [locale, new Intl.DateTimeFormat(locale, { dateStyle: 'long' })]),
    );
    // 2023–2026: a leap day, year ends, the days clocks change on; at 00:30 and 23:30 local time.
    for (let day = 0; day < 4 * 366; day++) {
      for (const hour of [0, 23]) {
        const date = new Date(2023, 0, 1 + day, hour, 30);
        for (const locale of locales) expect(formatLongDate(date, locale)).toBe(intl[locale]!.format(date));
      }
    }
  });

  it('reads as the product writes it', () => {
    expect(formatLongDate(new Date(2026, 10, 27, 9), 'en-GB')).toBe('27 November 2026');
    expect(formatLongDate(new Date(2026, 10, 27, 9), 'en-US')).toBe('November 27, 2026');
    expect(formatLongDate(new Date(2024, 1, 29, 9), 'en-GB')).toBe('29 February 2024');
  });
});
