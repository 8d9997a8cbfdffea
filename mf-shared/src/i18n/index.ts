// The public shared page's own catalogue (ids `shared.*`): en.json the source, de.json its German. Its
// strings travel in this remote's bundle and in the server-rendered page, not in the landing page's.
import { defineCatalogue } from '@thesis-studio/i18n';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

export const { useT, T, translatorFor } = defineCatalogue({ en, de });
