import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { datesFor, type RelativeScale } from './dates.js';
import { languageStore } from './language.js';
import { useDates } from './use-dates.js';

// Local times: the date writers count days and write dates in the runtime's time zone.
const AT = new Date(2026, 11, 5, 14, 5);
// Local noon on 15 March 2025; `daysBefore` counts calendar days back.
const NOW = new Date(2025, 2, 15, 12, 0, 0);
const daysBefore = (days: number, hour = 12) => new Date(2025, 2, 15 - days, hour, 0, 0);
const uk = datesFor('UK');
const us = datesFor('USA');
const de = datesFor('DE');
const ago = (days: number, scale: RelativeScale) => uk.relative(daysBefore(days), scale, { now: NOW });

describe('datesFor: one date format per language choice', () => {
  it('writes a date in full: UK day month year, USA month day, year', () => {
    expect(uk.date(AT)).toBe('5 December 2026');
    expect(us.date(AT)).toBe('December 5, 2026');
    expect(uk.date(AT.toISOString())).toBe('5 December 2026');
    expect(us.date(AT.getTime())).toBe('December 5, 2026');
    expect(datesFor('en-GB').date(AT)).toBe('5 December 2026');
    expect(datesFor('en-US').date(AT)).toBe('December 5, 2026');
    expect([uk.locale, us.locale]).toEqual(['en-GB', 'en-US']);
  });

  it('writes a moment as the date at the time: UK 24-hour, USA 12-hour', () => {
    expect(uk.dateTime(AT)).toBe('5 December 2026 at 14:05');
    expect(us.dateTime(AT)).toBe('December 5, 2026 at 2:05 PM');
    const morning = new Date(2026, 0, 9, 9, 7);
    expect(uk.dateTime(morning)).toBe('9 January 2026 at 09:07');
    expect(us.dateTime(morning)).toBe('January 9, 2026 at 9:07 AM');
    const midnight = new Date(2026, 0, 9, 0, 30);
    expect(uk.dateTime(midnight)).toBe('9 January 2026 at 00:30');
    expect(us.dateTime(midnight)).toBe('January 9, 2026 at 12:30 AM');
    expect(us.dateTime(new Date(2026, 0, 9, 12, 0))).toBe('January 9, 2026 at 12:00 PM');
  });

  it('writes dates as Intl writes dateStyle long, in both choices, every day of four years', () => {
    const intl = {
      UK: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }),
      USA: new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }),
      DE: new Intl.DateTimeFormat('de-DE', { dateStyle: 'long' }),
    };
    // 2023–2026: a leap day, year ends, the days clocks change on; at 00:30 and 23:30 local time.
    for (let day = 0; day < 4 * 366; day++) {
      for (const hour of [0, 23]) {
        const date = new Date(2023, 0, 1 + day, hour, 30);
        expect(uk.date(date)).toBe(intl.UK.format(date));
        expect(us.date(date)).toBe(intl.USA.format(date));
        expect(de.date(date)).toBe(intl.DE.format(date));
      }
    }
  });

  it('writes German: day. month year, 24-hour time after "um"', () => {
    expect(de.locale).toBe('de-DE');
    expect(de.date(AT)).toBe('5. Dezember 2026');
    expect(de.dateTime(new Date(2026, 2, 9, 9, 7))).toBe('9. März 2026 um 09:07');
    expect(datesFor('de-DE').date(AT)).toBe('5. Dezember 2026');
  });

  it('writes the date and time in a given time zone', () => {
    const at = new Date('2026-12-05T23:30:00Z');
    expect(uk.dateTime(at, 'UTC')).toBe('5 December 2026 at 23:30');
    expect(uk.dateTime(at, 'Asia/Tokyo')).toBe('6 December 2026 at 08:30');
    expect(us.dateTime(at, 'America/New_York')).toBe('December 5, 2026 at 6:30 PM');
  });

  it('gives an empty string for an invalid date', () => {
    expect(uk.date('not a date')).toBe('');
    expect(us.dateTime(Number.NaN)).toBe('');
    expect(uk.relative('not a date', 'weeks', { now: NOW })).toBe('');
  });
});

describe('datesFor: relative dates', () => {
  it.each([
    [0, 'Today'],
    [1, '1 day ago'],
    [2, '2 days ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [13, '1 week ago'],
    [14, '2 weeks ago'],
    [21, '3 weeks ago'],
    [29, '4 weeks ago'],
  ])('weeks (cards, saved links): %i days back → %s', (days, expected) => {
    expect(ago(days, 'weeks')).toBe(expected);
  });

  it('weeks: the date in the language choice from 30 days on', () => {
    expect(ago(30, 'weeks')).toBe('13 February 2025');
    expect(us.relative(daysBefore(30), 'weeks', { now: NOW })).toBe('February 13, 2025');
  });

  it.each([
    [0, 'Today'],
    [1, '1 day ago'],
    [6, '6 days ago'],
  ])('days (questions, thesis page): %i days back → %s', (days, expected) => {
    expect(ago(days, 'days')).toBe(expected);
  });

  it('days: the date from 7 days on (no weeks), the default scale', () => {
    expect(ago(7, 'days')).toBe('8 March 2025');
    expect(us.relative(daysBefore(14), undefined, { now: NOW })).toBe('March 1, 2025');
  });

  it('hours (revisions, sessions): minutes and hours today, then days, then the date', () => {
    const now = new Date(2026, 4, 8, 15, 0);
    const at = (text: string) => uk.relative(new Date(`2026-05-${text}`), 'hours', { now });
    expect(at('08T14:59:40')).toBe('Just now');
    expect(at('08T14:59:00')).toBe('1 minute ago');
    expect(at('08T14:15:00')).toBe('45 minutes ago');
    expect(at('08T13:00:00')).toBe('2 hours ago');
    expect(at('08T01:00:00')).toBe('14 hours ago');
    // 19 hours ago but yesterday.
    expect(at('07T20:00:00')).toBe('1 day ago');
    expect(at('04T12:00:00')).toBe('4 days ago');
    expect(at('01T12:00:00')).toBe('1 May 2026');
    expect(us.relative(new Date(2026, 4, 1, 12), 'hours', { now })).toBe('May 1, 2026');
  });

  it('counts calendar days: late yesterday is 1 day ago, early today is Today', () => {
    expect(uk.relative(daysBefore(1, 23), 'weeks', { now: new Date(2025, 2, 15, 0, 1) })).toBe('1 day ago');
    expect(uk.relative(daysBefore(0, 0), 'weeks', { now: new Date(2025, 2, 15, 23, 59) })).toBe('Today');
  });

  it('counts days in a given time zone', () => {
    const now = new Date('2025-03-15T01:00:00Z');
    const evening = new Date('2025-03-14T22:00:00Z');
    // 22:00 UTC on the 14th is already the 15th in Tokyo, still the 14th in London.
    expect(uk.relative(evening, 'weeks', { now, timeZone: 'Europe/London' })).toBe('1 day ago');
    expect(uk.relative(evening, 'weeks', { now, timeZone: 'Asia/Tokyo' })).toBe('Today');
  });

  it('crosses a daylight-saving change without losing or gaining a day', () => {
    // Clocks went forward on 30 March 2025 in London: noon on the 29th to 12:30 on 5 April is 7
    // calendar days but under 7 × 24 hours.
    const before = new Date('2025-03-29T12:00:00Z');
    const after = new Date('2025-04-05T11:30:00Z');
    expect(uk.relative(before, 'weeks', { now: after, timeZone: 'Europe/London' })).toBe('1 week ago');
  });

  it('accepts ISO strings and epoch milliseconds; the future reads as now', () => {
    expect(uk.relative(daysBefore(3).toISOString(), 'weeks', { now: NOW })).toBe('3 days ago');
    expect(uk.relative(daysBefore(3).getTime(), 'weeks', { now: NOW })).toBe('3 days ago');
    expect(uk.relative(daysBefore(-2), 'weeks', { now: NOW })).toBe('Today');
    expect(uk.relative(daysBefore(-2), 'hours', { now: NOW })).toBe('Just now');
  });
});

describe('datesFor: relative dates in German', () => {
  it.each([
    [0, 'weeks', 'Heute'],
    [1, 'weeks', 'vor 1 Tag'],
    [3, 'days', 'vor 3 Tagen'],
    [7, 'weeks', 'vor 1 Woche'],
    [14, 'weeks', 'vor 2 Wochen'],
    [7, 'days', '8. März 2025'],
  ] as const)('%i days back on %s → %s', (days, scale, expected) => {
    expect(de.relative(daysBefore(days), scale, { now: NOW })).toBe(expected);
  });

  it('counts minutes and hours today', () => {
    const at = (ms: number) => new Date(NOW.getTime() - ms);
    expect(de.relative(at(30_000), 'hours', { now: NOW })).toBe('Gerade eben');
    expect(de.relative(at(60_000), 'hours', { now: NOW })).toBe('vor 1 Minute');
    expect(de.relative(at(5 * 60_000), 'hours', { now: NOW })).toBe('vor 5 Minuten');
    expect(de.relative(at(2 * 3_600_000), 'hours', { now: NOW })).toBe('vor 2 Stunden');
  });

  it('after a label writes today and just now in lower case; English keeps its capital', () => {
    const at = (ms: number) => new Date(NOW.getTime() - ms);
    expect(de.relative(daysBefore(0), 'weeks', { now: NOW, inline: true })).toBe('heute');
    expect(de.relative(at(30_000), 'hours', { now: NOW, inline: true })).toBe('gerade eben');
    expect(de.relative(daysBefore(3), 'days', { now: NOW, inline: true })).toBe('vor 3 Tagen');
    expect(uk.relative(daysBefore(0), 'weeks', { now: NOW, inline: true })).toBe('Today');
  });
});

describe('useDates', () => {
  function Shown() {
    const dates = useDates();
    return createElement('p', null, `${dates.date(AT)} | ${dates.dateTime(AT)}`);
  }
  const initial = languageStore.get();
  afterEach(() => languageStore.choose(initial));

  it('writes in the reader’s current language choice', () => {
    languageStore.choose('UK');
    expect(renderToString(createElement(Shown))).toContain('5 December 2026 | 5 December 2026 at 14:05');
    languageStore.choose('USA');
    expect(renderToString(createElement(Shown))).toContain('December 5, 2026 | December 5, 2026 at 2:05 PM');
  });
});
