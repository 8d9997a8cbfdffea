// One way to write a date for each language choice (issue 33 item 6): every date a browser page shows
// goes through here, in the reader's choice (UK or USA English, ./language.ts), never the browser's
// own locale, so no page mixes "4 Dec 2026" with "12/4/2026". UK English writes '5 December 2026'
// and '5 December 2026 at 14:05'; USA English 'December 5, 2026' and 'December 5, 2026 at 2:05 PM'.
// German (issue 31 item 5) writes '5. Dezember 2026', '5. Dezember 2026 um 14:05', 'Heute', 'vor 3 Tagen'.
// Relative dates ('Today', '3 days ago', '2 weeks ago') fall back to the same date past their range.
// Written by hand rather than by Intl: the first Intl.DateTimeFormat a page makes loads its locale data,
// 20–30 ms on the main thread (the shared page, issue 18). No React here: the shared page's server
// render and non-React code call datesFor; components call useDates (./use-dates.tsx).
import { LANGUAGE_LOCALES, type LanguageLocale } from '@thesis-studio/domain';
import type { LanguageVariant } from './language-storage.js';

type DateInput = Date | string | number;

/** The BCP 47 locale each language choice writes in. */
export type DateLocale = LanguageLocale;

const LOCALES: Record<LanguageVariant, DateLocale> = LANGUAGE_LOCALES;

/**
 * How far each kind of relative date counts before it gives the date (spec §2, §9). Days are calendar
 * days: day 0 is 'Today', day 1 '1 day ago', then 'n days ago' while fewer than `daysUnder`.
 */
const RELATIVE_SCALES = {
  /** Questions, ideas, the thesis page (heading, sources, reader questions): then the date. */
  days: { daysUnder: 7 },
  /** Dashboard and project cards, saved links: then '1 week ago', 'n weeks ago' under 30 days. */
  weeks: { daysUnder: 7, weeksUnder: 30 },
  /** Revisions, sessions, tokens: 'Just now', 'n minutes ago', 'n hours ago' today, then as `days`. */
  hours: { daysUnder: 7, hoursToday: true },
} as const satisfies Record<string, { daysUnder: number; weeksUnder?: number; hoursToday?: boolean }>;

export type RelativeScale = keyof typeof RELATIVE_SCALES;

interface RelativeOptions {
  /** The moment to count from (default: now). */
  now?: Date;
  /** Time zone the days are counted and the date is written in (default: the runtime's). */
  timeZone?: string;
  /** Inside a sentence ('Aktualisiert heute'): the words as they read after other words. */
  inline?: boolean;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const MONATE = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

/** The relative words of one language: 'Today', '3 days ago' / 'Heute', 'vor 3 Tagen'. */
interface RelativeWords {
  today: string;
  justNow: string;
  /** 'Today' and 'Just now' after other words: German writes them in lower case there. */
  inline: { today: string; justNow: string };
  ago: (n: number, unit: 'minute' | 'hour' | 'day' | 'week') => string;
}

const ENGLISH_WORDS: RelativeWords = {
  today: 'Today',
  justNow: 'Just now',
  // The product's English keeps its capital after a label ('Updated Today', product spec §2).
  inline: { today: 'Today', justNow: 'Just now' },
  ago: (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'} ago`,
};

/** German units: singular and the dative plural that follows 'vor'. */
const GERMAN_UNITS = {
  minute: ['Minute', 'Minuten'],
  hour: ['Stunde', 'Stunden'],
  day: ['Tag', 'Tagen'],
  week: ['Woche', 'Wochen'],
} as const;

const GERMAN_WORDS: RelativeWords = {
  today: 'Heute',
  justNow: 'Gerade eben',
  inline: { today: 'heute', justNow: 'gerade eben' },
  ago: (n, unit) => `vor ${n} ${GERMAN_UNITS[unit][n === 1 ? 0 : 1]}`,
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

interface Moment {
  year: number;
  /** 0–11. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The calendar date and clock time of `date` in `timeZone` (default: the runtime's). */
function momentOf(date: Date, timeZone: string | undefined): Moment {
  if (timeZone === undefined) {
    return {
      year: date.getFullYear(),
      month: date.getMonth(),
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month') - 1,
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** Days since 1970-01-01 of a moment's calendar date. */
const dayNumber = ({ year, month, day }: Moment): number => Math.round(Date.UTC(year, month, day) / DAY_MS);

const toDate = (value: DateInput): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The date writers for one language choice ('UK', 'USA' or 'DE', or its locale). Each gives '' for an
 * invalid date.
 */
export function datesFor(choice: LanguageVariant | DateLocale) {
  const locale = choice in LOCALES ? LOCALES[choice as LanguageVariant] : (choice as DateLocale);
  const us = locale === 'en-US';
  const german = locale === 'de-DE';
  const words = german ? GERMAN_WORDS : ENGLISH_WORDS;
  const plural = words.ago;

  const writeDate = ({ year, month, day }: Moment) =>
    german
      ? `${day}. ${MONATE[month]} ${year}`
      : us
        ? `${MONTHS[month]} ${day}, ${year}`
        : `${day} ${MONTHS[month]} ${year}`;
  const writeTime = ({ hour, minute }: Moment) => {
    const mm = String(minute).padStart(2, '0');
    if (!us) return `${String(hour).padStart(2, '0')}:${mm}`;
    return `${hour % 12 === 0 ? 12 : hour % 12}:${mm} ${hour < 12 ? 'AM' : 'PM'}`;
  };

  const date = (value: DateInput, timeZone?: string): string => {
    const at = toDate(value);
    return at ? writeDate(momentOf(at, timeZone)) : '';
  };

  return {
    locale,
    /** '5 December 2026' (UK), 'December 5, 2026' (USA) or '5. Dezember 2026' (DE). */
    date,
    /** '5 December 2026 at 14:05' (UK) or 'December 5, 2026 at 2:05 PM' (USA): a moment, e.g. a tooltip. */
    dateTime: (value: DateInput, timeZone?: string): string => {
      const at = toDate(value);
      if (!at) return '';
      const moment = momentOf(at, timeZone);
      return `${writeDate(moment)} ${german ? 'um' : 'at'} ${writeTime(moment)}`;
    },
    /**
     * How long ago `value` was on the scale (default `days`), then its date. Something from late
     * yesterday is '1 day ago'; a moment in the future reads as now.
     */
    relative: (value: DateInput, scale: RelativeScale = 'days', options: RelativeOptions = {}): string => {
      const at = toDate(value);
      if (!at) return '';
      const rules: { daysUnder: number; weeksUnder?: number; hoursToday?: boolean } = RELATIVE_SCALES[scale];
      const now = options.now ?? new Date();
      const { today, justNow } = options.inline ? words.inline : words;
      const ago = Math.max(0, now.getTime() - at.getTime());
      if (rules.hoursToday && ago < HOUR_MS) {
        return ago < MINUTE_MS ? justNow : plural(Math.floor(ago / MINUTE_MS), 'minute');
      }
      const days = Math.max(
        0,
        dayNumber(momentOf(now, options.timeZone)) - dayNumber(momentOf(at, options.timeZone)),
      );
      if (days === 0) return rules.hoursToday ? plural(Math.floor(ago / HOUR_MS), 'hour') : today;
      if (days < rules.daysUnder) return plural(days, 'day');
      if (rules.weeksUnder !== undefined && days < rules.weeksUnder) {
        return plural(Math.max(1, Math.floor(days / 7)), 'week');
      }
      return date(at, options.timeZone);
    },
  };
}

export type Dates = ReturnType<typeof datesFor>;
