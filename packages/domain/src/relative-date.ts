// Relative dates ("Today", "3 days ago", "2 weeks ago", then a date), one function for every page;
// each page's thresholds are data (spec §2 /dashboard, Saved Links, Questions, Thesis page; §9).

export interface RelativeDateScale {
  /** "n days ago" while fewer than this many calendar days have passed (day 0 is "Today", day 1 "1 day ago"). */
  daysUnder: number;
  /** Then "1 week ago" / "n weeks ago" while fewer than this many days have passed; omitted: no weeks. */
  weeksUnder?: number;
  /** How the date is written past the relative range, in the reader's locale. */
  dateStyle: 'long' | 'medium' | 'short';
}

export const RELATIVE_DATE_SCALES = {
  /** Project cards: Today, 1 day ago, n days ago under 7, 1 week ago under 14, n weeks ago under 30, then the date. */
  dashboard: { daysUnder: 7, weeksUnder: 30, dateStyle: 'medium' },
  /** Saved links: the same steps, a full date from 30 days on. */
  savedLinks: { daysUnder: 7, weeksUnder: 30, dateStyle: 'long' },
  /** Questions: a full date from 7 days on. */
  questions: { daysUnder: 7, dateStyle: 'long' },
  /** Thesis page: n days ago under 7, then the date. */
  thesisPage: { daysUnder: 7, dateStyle: 'medium' },
} as const satisfies Record<string, RelativeDateScale>;

export type RelativeDateScaleName = keyof typeof RELATIVE_DATE_SCALES;

export interface RelativeDateOptions {
  /** The moment to count from (default: now). */
  now?: Date;
  /** BCP 47 locale(s) for the written date (default: the reader's, i.e. the runtime's). */
  locale?: string | readonly string[];
  /** Time zone the calendar days are counted in and the date is written in (default: the runtime's). */
  timeZone?: string;
}

const DAY_MS = 86_400_000;

/** The calendar date of `date` in `timeZone`, as a day number (days since 1970-01-01). */
function dayNumber(date: Date, timeZone: string | undefined): number {
  if (timeZone === undefined) {
    return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Math.round(Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS);
}

/**
 * Writes how long ago `date` was on the given page's scale. Days are calendar days in the reader's
 * time zone, so something from late yesterday is "1 day ago". A date in the future reads "Today";
 * an invalid date gives ''.
 */
export function formatRelativeDate(
  date: Date | string | number,
  scale: RelativeDateScaleName | RelativeDateScale = 'dashboard',
  options: RelativeDateOptions = {},
): string {
  const when = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(when.getTime())) return '';
  const { daysUnder, weeksUnder, dateStyle }: RelativeDateScale =
    typeof scale === 'string' ? RELATIVE_DATE_SCALES[scale] : scale;
  const days = Math.max(
    0,
    dayNumber(options.now ?? new Date(), options.timeZone) - dayNumber(when, options.timeZone),
  );
  if (days === 0) return 'Today';
  if (days === 1) return '1 day ago';
  if (days < daysUnder) return `${days} days ago`;
  if (weeksUnder !== undefined && days < weeksUnder) {
    const weeks = Math.max(1, Math.floor(days / 7));
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  return new Intl.DateTimeFormat(options.locale as string | string[] | undefined, {
    dateStyle,
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(when);
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

/** The languages the product writes in (the UK and USA variants). */
export type LongDateLocale = 'en-GB' | 'en-US';

/**
 * `date` written in full, as Intl's `dateStyle: 'long'` writes it in the runtime's time zone: '27
 * November 2026' (en-GB) or 'November 27, 2026' (en-US). Written here rather than by Intl for a page's
 * first render: the first Intl.DateTimeFormat a browser makes loads its locale data, 20–30 ms on the
 * main thread (the shared page, issue 18).
 */
export function formatLongDate(date: Date, locale: LongDateLocale): string {
  const day = date.getDate();
  const month = MONTHS[date.getMonth()] ?? '';
  const year = date.getFullYear();
  return locale === 'en-US' ? `${month} ${day}, ${year}` : `${day} ${month} ${year}`;
}
