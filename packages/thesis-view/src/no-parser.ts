// @thesis-studio/thesis-view/no-parser: everything of the thesis view that does not parse Markdown — the
// article from its tree (framed on the owner's page), cue cards as given, chat (whose answers load the parser when one is shown),
// citations, speech. A page that receives its thesis's tree (the shared page, the owner's thesis page) imports this entry, so the
// Markdown parser is not in its first load. The package's main entry adds what parses (index.ts).
export { ThesisArticleTree, type ThesisArticleTreeProps } from './article-view.js';
export {
  fromArticleTree,
  rehypeThesisText,
  spellArticleTree,
  toArticleTree,
  type ArticleTree,
  type ArticleTreeNode,
  type TextContext,
  type TransformText,
} from '@thesis-studio/markdown/no-parser';
export { FramedArticleTree, type ArticleBlock, type FramedArticleTreeProps } from './block-frames.js';
export { STATUS_TONE_CLASS, thesisStatusBadge, type StatusBadge, type StatusTone } from './thesis-status.js';
export {
  CHUNK_MAX_CHARS,
  DEFAULT_SPEED,
  DEFAULT_VOICE,
  EXECUTIVE_SUMMARY_LABEL,
  MIN_CARD_SECONDS,
  SEQUENTIAL_GAP_MS,
  SPEECH_MAX_CHARS,
  SPEED_MAX,
  SPEED_MIN,
  SPEED_STEP,
  SUMMARY_MAX_CHARS,
  SUMMARY_SENTENCES,
  VOICES,
  VOICE_LABELS,
  WORDS_PER_MINUTE,
  clampSpeed,
  countWords,
  estimateSeconds,
  formatDuration,
  sentences,
  speechChunks,
  truncateSpeech,
  type SpeakFn,
  type SpeechChunk,
  type Voice,
} from './speech.js';
export {
  AudioPlayer,
  speechParts,
  type AudioPlayerProps,
  type PlayerStatus,
  type SpeakableCard,
} from './AudioPlayer.js';
export { replaceCardText, type CueCard, type CueCardSource } from '@thesis-studio/markdown/no-parser';
export {
  CARD_TEXT_REQUIRED,
  CUE_CARDS_HEADING,
  CueCardCarousel,
  editableText,
  type CueCardCarouselProps,
  type KeyInsightsState,
} from './CueCardCarousel.js';
export {
  KEY_INSIGHTS_EMPTY,
  KeyInsights,
  bulletText,
  type KeyInsightsProps,
  type KeyInsightsStatus,
} from './KeyInsights.js';
export { COPIED_MS, CopyLinkBox, copyText, useCopy, type CopyLinkBoxProps } from './CopyLinkBox.js';
export { WebSourceLine } from './WebSourceLine.js';
export {
  CHAT_EMPTY_TEXT,
  CHAT_HEIGHT_CLASS,
  CHAT_PLACEHOLDER,
  ChatPanel,
  type ChatMessage,
  type ChatPanelProps,
} from './ChatPanel.js';
export {
  citationSummaryText,
  countCitations,
  isSourcesHeading,
  quoteExcerpt,
  rehypeCitations,
  sourceKindLabel,
  SOURCE_KIND_LABEL,
  SUPPORT_LABEL,
  type Citation,
  type CitationCounts,
  type CitationSourceKind,
  type CitationSupport,
  type QuoteExcerpt,
} from './citations.js';
export {
  CitationCard,
  CitationMarker,
  CitationSummary,
  SupportBadge,
  SUPPORT_BADGE_CLASS,
} from './CitationMarker.js';
