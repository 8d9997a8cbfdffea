// One way to write a date on every page (issue 33 item 6): in the reader's language choice (UK or
// USA English, packages/client/language), never the browser's own locale, so a page does not mix
// "4 Dec 2026" with "12/4/2026". Relative dates keep each page's scale (@thesis-studio/domain).
import { useMemo } from 'react';
import {
  formatRelativeDate,
  type RelativeDateOptions,
  type RelativeDateScale,
  type RelativeDateScaleName,
} from '@thesis-studio/domain';
import { useLanguage, type LanguageVariant } from './language.js';

type DateInput = Date | string | number;

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

/** The BCP 47 locale each language choice writes dates in. */
const LOCALES: Record<LanguageVariant, 'en-GB' | 'en-US'> = { UK: 'en-GB', USA: 'en-US' };

/** The date writers for one language choice. Each gives '' for an invalid date. */
export function datesFor(variant: LanguageVariant) {
  const locale = LOCALES[variant];
  const write = (value: DateInput, options: Intl.DateTimeFormatOptions): string => {
    const date = toDate(value);
    return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, options).format(date);
  };
  return {
    locale,
    /** '4 Dec 2026' (en-GB) or 'Dec 4, 2026' (en-US); `style` as Intl's dateStyle. */
    date: (value: DateInput, style: 'long' | 'medium' | 'short' = 'medium') =>
      write(value, { dateStyle: style }),
    /** '4 Dec 2026, 14:05' (en-GB) or 'Dec 4, 2026, 2:05 PM' (en-US): a moment, e.g. a tooltip. */
    dateTime: (value: DateInput) => write(value, { dateStyle: 'medium', timeStyle: 'short' }),
    /** 'Today', '3 days ago', then the date, on the page's scale. */
    relative: (
      value: DateInput,
      scale: RelativeDateScaleName | RelativeDateScale,
      options: Omit<RelativeDateOptions, 'locale'> = {},
    ) => formatRelativeDate(value, scale, { ...options, locale }),
  };
}

export type Dates = ReturnType<typeof datesFor>;

/** The date writers for the reader's current language choice; re-renders when it changes. */
export function useDates(): Dates {
  const [variant] = useLanguage();
  return useMemo(() => datesFor(variant), [variant]);
}
