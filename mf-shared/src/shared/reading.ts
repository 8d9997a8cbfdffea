// What the shared page shows of a thesis, derived with the Markdown parser: its title and project, the
// article's tree, the cue cards (with the text they read aloud) and the Key Insights, as the thesis has
// them. The gateway's render (server.tsx) derives it once, in the default spelling variant, and sends
// it with the page, so the page's first load has no parser; the remote imports this module only for a
// thesis it has to ask for (another link opened in the page).
import { articleHast, buildCueCards } from '@thesis-studio/markdown';
import { toArticleTree } from '@thesis-studio/thesis-view';
import { keyInsightBullets } from './key-insights';
import type { SharedThesis } from './SharedThesisLayout';
import type { SharedReading } from './spell-reading';

export function sharedReading(thesis: SharedThesis): SharedReading {
  return {
    title: thesis.title,
    projectName: thesis.projectName,
    keyInsights: keyInsightBullets(thesis.summary),
    article: toArticleTree(articleHast(thesis.content)),
    // Readers do not edit cards: where a card's Markdown came from stays out.
    cueCards: buildCueCards(thesis.content).map(({ source: _source, ...card }) => card),
  };
}
