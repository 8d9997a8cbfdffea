// The owner's reading of a thesis derived from its content with the parser (reading.ts says what it is):
// run by the gateway for the thesis page, and by a page whose reading is stale.
import { hastOf } from './article.js';
import { toArticleTree } from './article-tree.js';
import { blocksOf, parseMarkdown } from './blocks.js';
import { cueCardsOf } from './cue-cards.js';
import { frameBlocks } from './frames.js';
import { spellReading, type ArticleReading, type ReadingSource, type ThesisReading } from './reading.js';
import type { TransformText } from './transform-text.js';

/** The content's article tree (blocks framed), blocks and cue cards, in the content's own spelling. */
export function articleReading(content: string): ArticleReading {
  // One parse for all three (parsing is most of the work: ~15 ms per 10 KB).
  const root = parseMarkdown(content);
  const blocks = blocksOf(root, content);
  const cueCards = cueCardsOf(root, content);
  const tree = hastOf(root);
  frameBlocks(blocks)(tree);
  return {
    article: toArticleTree(tree),
    blocks: blocks.map(({ markdown: _markdown, ...block }) => block),
    cueCards: cueCards.map(({ source, ...card }) =>
      source ? { ...card, source: { start: source.start, end: source.end } } : card,
    ),
  };
}

/** The whole reading of a thesis, its texts put through `spell` when given. */
export const deriveReading = (source: ReadingSource, spell?: TransformText): ThesisReading =>
  spellReading(source, articleReading(source.content), spell);
