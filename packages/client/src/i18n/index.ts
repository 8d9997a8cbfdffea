// The client runtime's own catalogue (ids `client.*`, en.json the source, de.json its German): the toasts
// and checks it shows itself (signed out, a shared thesis saved, the password reset's rules). This
// package cannot import @thesis-studio/i18n (that package depends on it): the ui kit's FormatJS formatter
// formats them, in the reader's language at the moment they are shown (a toast is shown once);
// packages/i18n's catalogue test checks the pair as ICU.
import { catalogueFormatter } from '@thesis-studio/ui/i18n';
import { languageStore } from '../language.js';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** A message id of the client's catalogue. */
export type ClientMessageId = keyof typeof en;

const format = catalogueFormatter<ClientMessageId>({ en, de });

/** The message in the reader's current language. */
export function clientText(id: ClientMessageId): string {
  return format(languageStore.get(), id);
}

/** The client's catalogues, for packages/i18n's catalogue check. */
export const clientCatalogues = { en, de };
