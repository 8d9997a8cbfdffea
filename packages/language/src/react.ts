// React bindings: text in the reader's variant, shown as written until the word lists have loaded.
import { startTransition, useCallback, useEffect, useState } from 'react';
import {
  loadSpellingConverter,
  type ConvertOptions,
  type SpellingConverter,
  type SpellingVariant,
} from './index.js';

export type Spell = (text: string, options?: ConvertOptions) => string;

/** A function that puts text into `variant`; re-renders once the converter has loaded. */
export function useSpelling(variant: SpellingVariant): Spell {
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

// The converter once a useSpellingOnDemand caller has loaded it, and the components waiting for it.
let loaded: SpellingConverter | null = null;
let requested = false;
const waiting = new Set<(converter: SpellingConverter) => void>();

function requestConverter(): void {
  if (requested) return;
  requested = true;
  loadSpellingConverter().then(
    (converter) => {
      loaded = converter;
      for (const notify of waiting) notify(converter);
    },
    (error: unknown) => {
      requested = false; // the next text to convert asks again
      console.error('[language] the spelling word lists could not be loaded', error);
    },
  );
}

/**
 * Like useSpelling, but the word lists are fetched only when a text is given to convert: a page whose
 * texts are already in the reader's variant does not call it and loads nothing. The first call (during
 * a render, of this component or of one it passes the function to) starts the load and shows the text
 * as written; every component using this hook re-renders, in a transition, once the lists are there.
 */
export function useSpellingOnDemand(variant: SpellingVariant): Spell {
  const [converter, setConverter] = useState<SpellingConverter | null>(() => loaded);
  useEffect(() => {
    if (converter) return;
    const notify = (next: SpellingConverter) => startTransition(() => setConverter(next));
    // Loaded between this component's render and now: nothing will announce it again.
    if (loaded) notify(loaded);
    else waiting.add(notify);
    return () => {
      waiting.delete(notify);
    };
  }, [converter]);
  return useCallback(
    (text, options) => {
      if (converter) return converter.convert(text, variant, options);
      requestConverter();
      return text;
    },
    [converter, variant],
  );
}
