// The kit's own catalogue (ids `ui.*`, en.json the source, de.json its German): the words of its own
// controls (a dialog's Close, Try again, a spinner's name, a confirmation's buttons). The kit cannot
// import @thesis-studio/i18n (that package depends on @thesis-studio/client, which depends on the kit),
// so it reads the reader's language from the store @thesis-studio/client/language publishes under a
// global symbol (one store on a page, whichever copy of the kit renders; English without it, as in the
// kit's own tests). They are formatted by FormatJS (@formatjs/intl, the core react-intl formats with), as
// @thesis-studio/i18n formats the interface's; packages/i18n's catalogue test checks the pair as ICU.
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { useSyncExternalStore } from 'react';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** A message id of the kit's catalogue. */
export type KitMessageId = keyof typeof en;

/** What @thesis-studio/client/language publishes: its language store's reading side. */
interface LanguageSource {
  get: () => string;
  subscribe: (listener: () => void) => () => void;
}

/** The key the language store is published under (written by @thesis-studio/client/language). */
const LANGUAGE_SOURCE_KEY = Symbol.for('thesis-studio.language');

const source = (): LanguageSource | undefined =>
  (globalThis as Record<symbol, LanguageSource | undefined>)[LANGUAGE_SOURCE_KEY];

const subscribe = (listener: () => void) => source()?.subscribe(listener) ?? (() => undefined);
const language = () => source()?.get() ?? 'UK';

const cache = createIntlCache();

/**
 * A catalogue pair (en the source, de its German) formatted by FormatJS in a reader's language: the
 * kit's own and the client runtime's (which cannot import @thesis-studio/i18n either).
 */
export function catalogueFormatter<Id extends string>(catalogues: {
  en: Record<Id, string>;
  de: Record<Id, string>;
}): (language: string, id: Id, values?: Record<string, string | number>) => string {
  const intls = new Map<string, IntlShape<string>>();
  const intlOf = (language: string): IntlShape<string> => {
    const key = language === 'DE' ? 'de-DE' : language === 'USA' ? 'en-US' : 'en-GB';
    let intl = intls.get(key);
    if (!intl) {
      intl = createIntl(
        { locale: key, defaultLocale: 'en-GB', messages: key === 'de-DE' ? catalogues.de : catalogues.en },
        cache,
      );
      intls.set(key, intl);
    }
    return intl;
  };
  return (language, id, values) => intlOf(language).formatMessage({ id }, values);
}

const formatKit = catalogueFormatter<KitMessageId>({ en, de });

/**
 * The kit's messages in the reader's current language; re-renders when it changes. `ui.toast.region`
 * keeps its `{hotkey}` for Radix, which fills it in itself.
 */
export function useKitT(): (id: KitMessageId) => string {
  const current = useSyncExternalStore(subscribe, language, language);
  return (id) => formatKit(current, id, { hotkey: '{hotkey}' });
}

/** The kit's catalogues, for packages/i18n's catalogue check. */
export const kitCatalogues = { en, de };
