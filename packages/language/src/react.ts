// React binding: text in the reader's variant, shown as written until the word lists have loaded.
import { startTransition, useEffect, useState } from 'react';
import {
  loadSpellingConverter,
  type ConvertOptions,
  type SpellingConverter,
  type SpellingVariant,
} from './index.js';

/** A function that puts text into `variant`; re-renders once the converter has loaded. */
export function useSpelling(variant: SpellingVariant): (text: string, options?: ConvertOptions) => string {
  const [converter, setConverter] = useState<SpellingConverter | null>(null);
  useEffect(() => {
    let active = true;
    loadSpellingConverter().then(
      // A transition: the whole text is rendered again in the reader's variant, in short slices rather
      // than one long task while the page is loading.
      (loaded) => active && startTransition(() => setConverter(loaded)),
      (error: unknown) => console.error('[language] the spelling word lists could not be loaded', error),
    );
    return () => {
      active = false;
    };
  }, []);
  return (text, options) => (converter ? converter.convert(text, variant, options) : text);
}
