// The reader's language variant (spec §1, §3, §4): UK (default) or USA, kept in localStorage under
// `language`, shared by the shell and every remote through this package (a federation singleton).
import { useCallback, useSyncExternalStore } from 'react';
import {
  browserLocalStorage,
  LANGUAGE_STORAGE_KEY,
  parseLanguage,
  readStoredLanguage,
  sentLanguage,
  startingLanguage,
  type LanguageVariant,
  type SentLanguage,
} from './language-storage.js';
import { LANGUAGE_LOCALES } from '@thesis-studio/domain';
import { listenerSet } from './listeners.js';

export {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_VARIANTS,
  parseLanguage,
  type LanguageVariant,
} from './language-storage.js';

/** Who changed the variant: the reader in a header, the account (lead's sync), or another tab. */
export type LanguageChangeSource = 'reader' | 'account' | 'other-tab';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** `sent`: the language the gateway sent the page in (see startingLanguage). */
export function createLanguageStore(storage: StorageLike | null, sent: SentLanguage | null = null) {
  const read = (): LanguageVariant => readStoredLanguage(storage);
  let current = startingLanguage(storage, sent);
  const listeners = listenerSet<() => void>();
  const changeListeners = listenerSet<(variant: LanguageVariant, source: LanguageChangeSource) => void>();

  const set = (next: LanguageVariant, source: LanguageChangeSource) => {
    const variant = parseLanguage(next);
    if (source !== 'other-tab') {
      try {
        storage?.setItem(LANGUAGE_STORAGE_KEY, variant);
      } catch {
        // quota or disabled storage: keep it in memory
      }
    }
    if (variant === current) return;
    current = variant;
    listeners.call();
    changeListeners.call(variant, source);
  };

  return {
    get: () => current,
    subscribe: listeners.add,
    /** The reader picked a variant (header dropdown): stored locally, then announced. */
    choose: (variant: LanguageVariant) => set(variant, 'reader'),
    /** The signed-in account's stored variant, once known: applied without being announced as a choice. */
    applyFromAccount: (variant: LanguageVariant) => set(variant, 'account'),
    /** Another tab wrote the key (the `storage` event). */
    syncFromStorage: () => set(read(), 'other-tab'),
    onChange: changeListeners.add,
  };
}

export type LanguageStore = ReturnType<typeof createLanguageStore>;

// Without storage (disabled in privacy mode) the choice lasts for this page only.
export const languageStore = createLanguageStore(browserLocalStorage(), sentLanguage());

// Published for the ui kit, which words its own controls (Close, Try again…) in the reader's language
// but cannot import this package (it depends on the kit): packages/ui/src/i18n reads it under this key.
(globalThis as Record<symbol, unknown>)[Symbol.for('thesis-studio.language')] = languageStore;

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === LANGUAGE_STORAGE_KEY || event.key === null) languageStore.syncFromStorage();
  });
  // <html lang> follows the reader's language (screen readers, hyphenation, the browser's translate offer).
  const applyLang = () => {
    document.documentElement.lang = LANGUAGE_LOCALES[languageStore.get()];
  };
  applyLang();
  languageStore.subscribe(applyLang);
}

/**
 * The reader's language as a request header, so the API words its messages in it (the browser's own
 * Accept-Language is its settings, not the choice made in the header).
 */
export function withReaderLanguage(headers?: HeadersInit): Headers {
  const result = new Headers(headers);
  result.set('accept-language', readerLocale());
  return result;
}

/** The reader's language as a BCP 47 tag ('de-DE'): what the apps send as Accept-Language. */
export const readerLocale = (): string => LANGUAGE_LOCALES[languageStore.get()];

/** Sets the reader's variant (what the header dropdowns call). */
export function chooseLanguage(variant: LanguageVariant): void {
  languageStore.choose(variant);
}

/** For the account sync: apply the variant stored on the signed-in account. */
export function applyAccountLanguage(variant: LanguageVariant): void {
  languageStore.applyFromAccount(variant);
}

/**
 * For the account sync: called with each variant the reader picks (not with ones applied from the
 * account or another tab), so it can be saved on the account. Returns the unsubscribe function.
 */
export function onLanguageChosen(listener: (variant: LanguageVariant) => void): () => void {
  return languageStore.onChange((variant, source) => {
    if (source === 'reader') listener(variant);
  });
}

/** The reader's variant and a setter; re-renders when it changes anywhere on the page or in another tab. */
export function useLanguage(): [LanguageVariant, (variant: LanguageVariant) => void] {
  const variant = useSyncExternalStore(languageStore.subscribe, languageStore.get, languageStore.get);
  const choose = useCallback((next: LanguageVariant) => languageStore.choose(next), []);
  return [variant, choose];
}
