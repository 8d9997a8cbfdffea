// The date writers (./dates.ts) for components: bound to the reader's language choice, re-rendering
// when it changes anywhere on the page or in another tab.
import { useMemo } from 'react';
import { datesFor, type Dates } from './dates.js';
import { useLanguage } from './language.js';

/** The date writers for the reader's current language choice (UK or USA English). */
export function useDates(): Dates {
  const [variant] = useLanguage();
  return useMemo(() => datesFor(variant), [variant]);
}
