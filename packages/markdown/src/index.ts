// @thesis-studio/markdown: the thesis Markdown rules, one owner for the browser and the gateway —
// parsing into top-level blocks, section keys and hidden sections, the article's HTML tree, citation
// markers [n], cue cards and the owner's reading. Everything of './no-parser' is here too.
export * from './no-parser.js';
export { articleHast } from './article.js';
export {
  headingText,
  isSectionHeading,
  markdownAsText,
  parseMarkdown,
  plainText,
  replaceBlock,
  sectionAfter,
  sectionOf,
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
export {
  KEY_INSIGHTS_TITLE,
  MAX_SECTIONS,
  MAX_SUMMARY_CHARS,
  MAX_TITLE_WORDS,
  MIN_SUMMARY_CHARS,
  SUMMARY_CARD_TITLE,
  buildCueCards,
  shortTitle,
  stripNumbering,
  summarize,
} from './cue-cards.js';
export { articleReading, deriveReading } from './derive-reading.js';
