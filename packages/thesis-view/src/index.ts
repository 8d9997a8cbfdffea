// @thesis-studio/thesis-view: how a thesis reads, shared by the thesis workspace (mf-thesis) and the
// public shared view (mf-shared). Apps import './styles.css' so Tailwind sees these classes.
export { ThesisArticle, type ThesisArticleProps } from './ThesisArticle.js';
export { rehypeThesisText, type TextContext, type TransformText } from './transform-text.js';
export { STATUS_TONE_CLASS, thesisStatusBadge, type StatusBadge, type StatusTone } from './thesis-status.js';
