// A shared page's texts in a spelling variant: one function for the gateway's render (which sends the
// reading in the default variant) and the remote (which converts it for a reader of the other variant,
// or a reading it derived itself), so both put each text through the converter with the same context —
// titles as titles, the article's prose but not its code, quotations or autolinked URLs.
import type { SpellingVariant } from '@thesis-studio/language';
import {
  spellArticleTree,
  type ArticleTree,
  type CueCard,
  type TransformText,
} from '@thesis-studio/thesis-view/no-parser';

/**
 * What the page shows of the thesis (reading.ts): its title and project, the article's tree, the cue
 * cards and the Key Insights — every text the page shows in the reader's spelling.
 */
export interface SharedReading {
  /** The variant its texts are spelt in (the gateway's render converts them); absent: as written. */
  variant?: SpellingVariant;
  title: string;
  projectName: string;
  keyInsights: string[];
  article: ArticleTree;
  cueCards: CueCard[];
}

const prose = { title: false };
const asTitle = { title: true };

/** The reading's texts through `spell`; which variant that is, the caller says (`variant` is left out). */
export function spellReading(
  { variant: _variant, ...reading }: SharedReading,
  spell: TransformText,
): SharedReading {
  return {
    ...reading,
    title: spell(reading.title, asTitle),
    projectName: spell(reading.projectName, asTitle),
    keyInsights: reading.keyInsights.map((insight) => spell(insight, prose)),
    // The text read aloud stays as the thesis has it (anonymous speech is only allowed for the shared
    // thesis's own text).
    cueCards: reading.cueCards.map((card) => ({
      ...card,
      title: spell(card.title, asTitle),
      summary: spell(card.summary, prose),
    })),
    article: spellArticleTree(reading.article, spell),
  };
}
