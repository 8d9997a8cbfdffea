// The thesis view's own catalogue (ids `view.*`): the reading components' chrome (cue cards, key
// insights, the audio player, citations, the chat), in the reader's interface language. The thesis's
// own words and the headings written in its language come from the gateway, untranslated here.
import { defineCatalogue } from '@thesis-studio/i18n';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

export const { useT, T } = defineCatalogue({ en, de });
