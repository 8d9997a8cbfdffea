// The kit's own catalogue (ids `ui.*`, en.json the source, de.json its German): the words of its own
// controls (a dialog's Close, Try again, a spinner's name, a confirmation's buttons). The kit cannot
// import @thesis-studio/i18n (that package depends on @thesis-studio/client, which depends on the kit),
// so it reads the reader's language from the store @thesis-studio/client/language publishes under a
// global symbol (one store on a page, whichever copy of the kit renders; English without it, as in the
// kit's own tests). Its messages take no arguments but the `{hotkey}` Radix fills in itself, so they are
// used as written; packages/i18n's catalogue test checks the pair as ICU.
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

/** The kit's messages in the reader's current language; re-renders when it changes. */
export function useKitT(): (id: KitMessageId) => string {
  const current = useSyncExternalStore(subscribe, language, language);
  const messages: Record<KitMessageId, string> = current === 'DE' ? de : en;
  return (id) => messages[id];
}

/** The kit's catalogues, for packages/i18n's catalogue check. */
export const kitCatalogues = { en, de };
