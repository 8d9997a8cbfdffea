// @thesis-studio/thesis-view: how a thesis reads, shared by the thesis workspace (mf-thesis) and the
// public shared view (mf-shared). Apps import './styles.css' so Tailwind sees these classes.
// A page that shows a thesis from its tree imports './no-parser' instead (no Markdown parser in it).
export * from './no-parser.js';
export { ThesisArticle, type ThesisArticleProps } from './ThesisArticle.js';
export {
  articleHast,
  parseMarkdown,
  plainText,
  replaceBlock,
  sectionOf,
  splitMarkdownBlocks,
  buildCueCards,
  KEY_INSIGHTS_TITLE,
  MAX_SECTIONS,
  MAX_SUMMARY_CHARS,
  MAX_TITLE_WORDS,
  MIN_SUMMARY_CHARS,
  SUMMARY_CARD_TITLE,
  shortTitle,
  stripNumbering,
  summarize,
  type MarkdownBlock,
} from '@thesis-studio/markdown';
