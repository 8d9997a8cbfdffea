// Where the reader's language is kept (spec §1, §4: UK by default, USA or DE, in localStorage under
// `language`) and how a stored value is read — without React, so the shell's first module can read it
// for the requests it sends before anything else is evaluated (early-requests.ts).

import { isLanguage, LANGUAGE_LOCALES, LANGUAGES, type Language } from '@thesis-studio/domain';

export type LanguageVariant = Language;

export const LANGUAGE_VARIANTS: readonly LanguageVariant[] = LANGUAGES;
export const DEFAULT_LANGUAGE: LanguageVariant = 'UK';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Spec §4: only exactly 'UK', 'USA' or 'DE' is honoured; anything else means the default. */
export function parseLanguage(value: unknown): LanguageVariant {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as LanguageVariant) : DEFAULT_LANGUAGE;
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

/**
 * The language the gateway sent the page in (<html data-language>): the signed-in account's choice
 * (data-language-source="account") or the one it read from the browser's Accept-Language ("browser").
 * Null without a document or the attribute.
 */
export interface SentLanguage {
  language: LanguageVariant;
  source: 'account' | 'browser';
}

export function sentLanguage(
  root: Pick<Element, 'getAttribute'> | null = typeof document === 'undefined'
    ? null
    : document.documentElement,
): SentLanguage | null {
  const language = root?.getAttribute('data-language');
  if (!root || !isLanguage(language)) return null;
  return {
    language,
    source: root.getAttribute('data-language-source') === 'account' ? 'account' : 'browser',
  };
}

/**
 * The language a page starts in, so it is drawn once, in it: the signed-in account's as the gateway sent
 * it, else the one chosen in this browser (storage), else the browser's Accept-Language as the gateway
 * read it, else UK.
 */
export function startingLanguage(
  storage: Pick<Storage, 'getItem'> | null | undefined,
  sent: SentLanguage | null = sentLanguage(),
): LanguageVariant {
  if (sent?.source === 'account') return sent.language;
  let stored: unknown = null;
  try {
    stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // unreadable storage: as if nothing were stored
  }
  return isLanguage(stored) ? stored : (sent?.language ?? DEFAULT_LANGUAGE);
}

/**
 * The language this page reads in as a BCP 47 tag, for the requests sent before the language store
 * exists (the signed-in user's, the early queries): the API words its messages in it.
 */
export const startingLocale = (): string => LANGUAGE_LOCALES[startingLanguage(browserLocalStorage())];
