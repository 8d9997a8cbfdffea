// The wizard's, the chat page's, the Sources panel's and the comment rail's own messages (issue 31 item 5):
// flow.en.json the source, flow.de.json its German, in this remote's bundle rather than the landing page's.
import { defineCatalogue } from '@thesis-studio/i18n';
import de from './flow.de.json' with { type: 'json' };
import en from './flow.en.json' with { type: 'json' };

export const { useT, T, translatorFor } = defineCatalogue({ en, de });

/** A message of this catalogue, formatted in one language (`useT()` or `translatorFor(language)`). */
export type FlowTranslate = ReturnType<typeof translatorFor>;
/** A message id of this catalogue. */
export type FlowId = Parameters<FlowTranslate>[0];

/** The English messages, for the helpers a test or a page without a reader's language calls. */
export const english: FlowTranslate = translatorFor('UK');
