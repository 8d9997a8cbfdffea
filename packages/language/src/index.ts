// @thesis-studio/language: UK ↔ US spelling for the reader's variant (spec §1). The word lists are a
// separate chunk, fetched by the first loadSpellingConverter() call.
import { createSpellingConverter, type SpellingConverter, type SpellingVariant } from './converter.js';

export { createSpellingConverter } from './converter.js';
export type { ConvertOptions, SpellingConverter, SpellingVariant } from './converter.js';
export { buildSpellingLists, type SpellingLists } from './build-lists.js';
export { DATASET_CORRECTIONS, MEANING_DECIDES } from './deny-list.js';

let loading: Promise<SpellingConverter> | undefined;

/** The converter, once its word lists have loaded (one request per page; retried after a failure). */
export function loadSpellingConverter(): Promise<SpellingConverter> {
  loading ??= import('./lists.js').then(
    ({ spellingLists }) => createSpellingConverter(spellingLists),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Converts one text to the given variant, loading the word lists first if needed. */
export async function convertSpelling(text: string, to: SpellingVariant): Promise<string> {
  return (await loadSpellingConverter()).convert(text, to);
}
