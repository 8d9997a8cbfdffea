// @thesis-studio/markdown/no-parser: the rules that work on text and on the article's tree without
// parsing Markdown — the compact tree, the reader's text transform, block frames, readings as the
// gateway sends them, saving a cue card's edit, sentences, splicing an edit into the content. A page
// that receives its trees (the shared page, the owner's thesis page) imports this entry, so the parser
// is not in its load.
export { fromArticleTree, toArticleTree, type ArticleTree, type ArticleTreeNode } from './article-tree.js';
export { rehypeThesisText, type TextContext, type TransformText } from './transform-text.js';
export { frameBlocks, splitAtBlock } from './frames.js';
export {
  blocksWithMarkdown,
  cardsWithMarkdown,
  readingKey,
  spellArticleTree,
  spellReading,
  type ArticleReading,
  type ReadingBlock,
  type ReadingCard,
  type ReadingSource,
  type ThesisReading,
} from './reading.js';
export { replaceCardText, type CueCard, type CueCardSource } from './cards.js';
export { hiddenSectionTest, isSourcesHeading, SOURCES_HEADINGS } from './sections.js';
export { sentences } from './sentences.js';
export { spliceText } from './splice.js';
export type { MarkdownBlock } from './blocks.js';
