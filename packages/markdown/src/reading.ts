// What the owner's thesis page shows of a thesis, as data: the article's tree with its blocks framed,
// the blocks' offsets and sections (for editing and hiding), the cue cards, and the title and central
// question — all in one spelling variant. The gateway derives it (derive-reading.ts, with the parser)
// and sends it with the thesis, so the page needs neither the parser nor the word lists; `key` says
// which title, question and content it was derived from, so a page can tell a reading that is stale.
import type { ArticleTree } from './article-tree.js';
import { fromArticleTree, toArticleTree } from './article-tree.js';
import type { MarkdownBlock } from './blocks.js';
import type { CueCard, CueCardSource } from './cards.js';
import { rehypeThesisText, type TransformText } from './transform-text.js';

/** A top-level block of the content without its Markdown (`content.slice(start, end)` is that). */
export type ReadingBlock = Omit<MarkdownBlock, 'markdown'>;

/** A cue card without its source's Markdown (`content.slice(start, end)` is that). */
export type ReadingCard = Omit<CueCard, 'source'> & { source?: Omit<CueCardSource, 'markdown'> };

/** The content's part of a reading. */
export interface ArticleReading {
  /** The article's tree, each top-level block's elements in a `div[data-block]` frame. */
  article: ArticleTree;
  blocks: ReadingBlock[];
  cueCards: ReadingCard[];
}

/** The texts a reading is derived from. */
export interface ReadingSource {
  title: string;
  intellectualChallenge: string;
  content: string;
}

export interface ThesisReading extends ArticleReading {
  key: string;
  title: string;
  intellectualChallenge: string;
}

/**
 * Which texts a reading was derived from: 32-bit FNV-1a over title, question and content (UTF-16 code
 * units) with their lengths. Not a security measure — it tells a page its cached reading is stale.
 */
export function readingKey({ title, intellectualChallenge, content }: ReadingSource): string {
  let hash = 0x811c9dc5;
  const text = `${title}\u0000${intellectualChallenge}\u0000${content}`;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, '0')}-${content.length.toString(36)}`;
}

const prose = { title: false };
const asTitle = { title: true };

/** A copy of the article's tree with its prose through `spell` (not code, quotations or autolinks). */
export function spellArticleTree(tree: ArticleTree, spell: TransformText): ArticleTree {
  const root = fromArticleTree(tree);
  rehypeThesisText(spell)(root);
  return toArticleTree(root);
}

/**
 * The reading of `source`, its texts put through `spell` (the reader's spelling variant): titles as
 * titles, the article's prose but not its code, quotations or autolinked URLs, the cards' titles,
 * summaries and the text they read aloud.
 */
export function spellReading(
  source: ReadingSource,
  reading: ArticleReading,
  spell?: TransformText,
): ThesisReading {
  const key = readingKey(source);
  if (!spell) {
    return { ...reading, key, title: source.title, intellectualChallenge: source.intellectualChallenge };
  }
  return {
    key,
    title: spell(source.title, asTitle),
    intellectualChallenge: spell(source.intellectualChallenge, prose),
    article: spellArticleTree(reading.article, spell),
    blocks: reading.blocks,
    cueCards: reading.cueCards.map((card) => ({
      ...card,
      title: spell(card.title, asTitle),
      summary: spell(card.summary, prose),
      text: spell(card.text, prose),
    })),
  };
}

/** The reading's blocks with their Markdown, from the content the reading was derived from. */
export const blocksWithMarkdown = (blocks: ReadonlyArray<ReadingBlock>, content: string): MarkdownBlock[] =>
  blocks.map((block) => ({ ...block, markdown: content.slice(block.start, block.end) }));

/** The reading's cards with their sources' Markdown, from the content the reading was derived from. */
export const cardsWithMarkdown = (cards: ReadonlyArray<ReadingCard>, content: string): CueCard[] =>
  cards.map(({ source, ...card }) =>
    source ? { ...card, source: { ...source, markdown: content.slice(source.start, source.end) } } : card,
  );
