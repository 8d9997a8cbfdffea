// @thesis-studio/markdown: the thesis Markdown rules, one owner for the browser and the gateway —
// parsing into top-level blocks, section keys and hidden sections, the article's HTML tree, citation
// markers [n].
export { articleHast } from './article.js';
export {
  headingText,
  hiddenSectionTest,
  isSectionHeading,
  parseMarkdown,
  plainText,
  replaceBlock,
  sectionAfter,
  sectionOf,
  spliceText,
  splitMarkdownBlocks,
  withSections,
  type MarkdownBlock,
} from './blocks.js';
export {
  codeRanges,
  findMarkers,
  markerPattern,
  markersInText,
  stripMarkers,
  type Marker,
} from './markers.js';
