// What the shared page shows of a thesis's content, derived with the Markdown parser: the article's tree
// and the cue cards (with the text they read aloud). The gateway's render (server.tsx) derives it once
// and sends it with the page, so the page's first load has no parser; the remote imports this module
// only for a thesis it has to ask for (another link opened in the page).
import { articleHast, buildCueCards, toArticleTree } from '@thesis-studio/thesis-view';
import type { SharedReading } from './SharedThesisLayout';

export function sharedReading(content: string): SharedReading {
  return {
    article: toArticleTree(articleHast(content)),
    // Readers do not edit cards: where a card's Markdown came from stays out.
    cueCards: buildCueCards(content).map(({ source: _source, ...card }) => card),
  };
}
