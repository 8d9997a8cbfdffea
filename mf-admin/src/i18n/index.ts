// The admin pages' own messages (issue 31 item 5): en.json the source, de.json its German; they travel
// in this remote's bundle, formatted by @thesis-studio/i18n in the reader's language.
import { defineCatalogue } from '@thesis-studio/i18n';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

export const { useT, T, translatorFor } = defineCatalogue({ en, de });

/** Formats a message of the admin catalogue (for rules outside React). */
export type Translate = ReturnType<typeof translatorFor>;
