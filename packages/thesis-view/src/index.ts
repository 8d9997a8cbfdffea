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
  type MarkdownBlock,
} from '@thesis-studio/markdown';
