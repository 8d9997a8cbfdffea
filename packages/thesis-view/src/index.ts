// @thesis-studio/thesis-view: how a thesis reads, shared by the thesis workspace (mf-thesis) and the
// public shared view (mf-shared). Apps import './styles.css' so Tailwind sees these classes.
// A page that shows a thesis from its tree imports './no-parser' instead (no Markdown parser in it).
// Parsing itself (articleHast, buildCueCards…) is @thesis-studio/markdown's, imported from there.
export * from './no-parser.js';
export { ThesisArticle, type ThesisArticleProps } from './ThesisArticle.js';
