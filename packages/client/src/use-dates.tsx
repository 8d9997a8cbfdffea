// The date writers (./dates.ts) for components: bound to the reader's language choice, re-rendering
// when it changes anywhere on the page or in another tab; and DateText, a date as a <time> element.
import { useMemo } from 'react';
import { datesFor, type Dates, type RelativeScale } from './dates.js';
import { useLanguage } from './language.js';

/** The date writers for the reader's current language choice (UK or USA English). */
export function useDates(): Dates {
  const [variant] = useLanguage();
  return useMemo(() => datesFor(variant), [variant]);
}

interface DateTextProps {
  /** The date as the API sends it (ISO 8601). */
  value: string;
  /**
   * `relative` (default): 'Today', '3 days ago', then the date, on `scale`, with the moment as its
   * tooltip; `date`: '5 December 2026'; `dateTime`: '5 December 2026 at 14:05'.
   */
  show?: 'relative' | 'date' | 'dateTime';
  scale?: RelativeScale;
  /** Words before the date, inside the element: 'Updated ', 'Saved '. */
  prefix?: string;
  className?: string;
}

/** A date as a <time> element in the reader's language choice. */
export function DateText({ value, show = 'relative', scale, prefix = '', className }: DateTextProps) {
  const dates = useDates();
  const relative = show === 'relative';
  const text = relative ? dates.relative(value, scale, { inline: prefix !== '' }) : dates[show](value);
  return (
    <time dateTime={value} title={relative ? dates.dateTime(value) : undefined} className={className}>
      {prefix + text}
    </time>
  );
}
