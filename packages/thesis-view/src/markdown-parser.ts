// What a chat answer needs of the Markdown package, as a module of its own: lazy-markdown.ts imports it
// dynamically, so where nothing else on the page parses (the shared page) the parser is a chunk of its
// own, fetched with the first answer (a dynamic import of the package itself would share its namespace
// with the citation-marker rule the article uses, and keep the parser in the page's first load).
export { articleHast } from '@thesis-studio/markdown';
