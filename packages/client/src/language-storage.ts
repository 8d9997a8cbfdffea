// Where the reader's language variant is kept (spec §1, §4: UK by default or USA, in localStorage under
// `language`) and how a stored value is read — without React, so the shell's first module can read it
// for the requests it sends before anything else is evaluated (early-requests.ts).

export type LanguageVariant = 'UK' | 'USA';

export const LANGUAGE_VARIANTS: readonly LanguageVariant[] = ['UK', 'USA'];
export const DEFAULT_LANGUAGE: LanguageVariant = 'UK';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Spec §4: only exactly 'UK' or 'USA' is honoured; anything else means the default. */
export function parseLanguage(value: unknown): LanguageVariant {
  return value === 'UK' || value === 'USA' ? value : DEFAULT_LANGUAGE;
}

/** The page's localStorage, or null where there is none or it is disabled (privacy mode). */
export function browserLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The variant `storage` holds (the default when it holds none, or cannot be read). */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | null | undefined): LanguageVariant {
  try {
    return parseLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}
