// The thesis page's and its history's own catalogue (issue 31 item 5): thesis.en.json the source (the
// English the spec and the e2e tests read), thesis.de.json its German; it travels in this remote's bundle.
import { defineCatalogue } from '@thesis-studio/i18n';
import de from './thesis.de.json' with { type: 'json' };
import en from './thesis.en.json' with { type: 'json' };

export const { useT, T, translatorFor } = defineCatalogue({ en, de });

/** A formatter of this catalogue in one language (what the page's plain helpers are handed). */
export type ThesisTranslate = ReturnType<typeof translatorFor>;
