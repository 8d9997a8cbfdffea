// What a reader of a shared thesis may see: the Markdown split into blocks by a real parser (mdast,
// GFM), less the sections the owner hid and every block that mentions a hidden topic.
import { clipAtWord } from '@thesis-studio/domain';
import { hiddenSectionTest, parseMarkdown, withSections } from '@thesis-studio/markdown';
import { toString } from 'mdast-util-to-string';
import { topicMatcher } from '../../shared/topics.js';

/** Meta description and og:description limit (spec §9). */
const DESCRIPTION_MAX = 160;

export interface VisibleThesis {
  /** The Markdown less the hidden blocks; kept blocks are byte for byte as written. */
  content: string;
  /** The summary less the lines that mention a topic or hidden words. */
  summary: string;
  /** Plain text of the kept paragraphs, in order (for descriptions). */
  paragraphs: string[];
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

export { topicMatcher };

const WORD = /[\p{L}\p{N}]+/gu;
const wordsOf = (text: string): Set<string> =>
  new Set((text.toLowerCase().match(WORD) ?? []).filter((word) => word.length >= 3));

/**
 * The shared view of a thesis: drops the blocks of hidden sections (a `##` heading and what follows it
 * up to the next `#`/`##` heading), the blocks that mention a topic (a heading that does takes its
 * subsections along), and the summary lines that mention a topic or a word found only in dropped text.
 */
export function visibleThesis(
  content: string,
  summary: string,
  hiddenSections: readonly string[],
  topics: readonly string[],
): VisibleThesis {
  const mentions = topicMatcher(topics);
  const mentionsTopic = (text: string) => mentions !== null && mentions.test(text);
  const isHidden = hiddenSectionTest(hiddenSections);
  const blocks = withSections(parseMarkdown(content).children);

  /** Depth of a heading that mentioned a topic: everything under it is dropped. */
  let topicDepth: number | null = null;
  const kept: string[] = [];
  const paragraphs: string[] = [];
  const dropped: string[] = [];
  let lastEnd = 0;
  const lead = blocks[0]?.node.position?.start.offset ?? content.length;
  for (const [index, { node: block, section }] of blocks.entries()) {
    const start = block.position?.start.offset ?? 0;
    const end = blocks[index + 1]?.node.position?.start.offset ?? content.length;
    const raw = content.slice(start, block.position?.end.offset ?? end);
    const text = toString(block);
    if (block.type === 'heading') {
      if (topicDepth !== null && block.depth <= topicDepth) topicDepth = null;
      if (topicDepth === null && (mentionsTopic(text) || mentionsTopic(raw))) topicDepth = block.depth;
    }
    const drop = isHidden(section) || topicDepth !== null || mentionsTopic(text) || mentionsTopic(raw);
    if (drop) {
      dropped.push(text, raw);
    } else {
      kept.push(content.slice(start, end));
      if (block.type === 'paragraph' && collapse(text) !== '') paragraphs.push(collapse(text));
    }
    lastEnd = end;
  }
  const body = kept.join('').replace(/\s+$/, '');
  const visibleContent =
    content.slice(0, lead) + body + (body !== '' && /\n$/.test(content.slice(lastEnd - 1)) ? '\n' : '');

  // Words that appear only in what was dropped give a summary line away.
  const visibleWords = wordsOf(visibleContent);
  const hiddenOnly = [...wordsOf(dropped.join('\n'))].filter((word) => !visibleWords.has(word));
  const givesAway = (line: string) => {
    const words = wordsOf(line);
    return hiddenOnly.some((word) => words.has(word));
  };
  const visibleSummary = summary
    .split('\n')
    .filter((line) => !mentionsTopic(line) && !givesAway(line))
    .join('\n')
    .trim();

  return { content: visibleContent.trim() === '' ? '' : visibleContent, summary: visibleSummary, paragraphs };
}

/** One line of at most `max` characters, cut at a word with '…' when longer. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  return clipAtWord(text, max);
}

/** The page description: the first visible paragraphs, else the summary, else a line naming the thesis. */
export function describe(title: string, visible: VisibleThesis, productName: string): string {
  const fromContent = visible.paragraphs.join(' ');
  const fromSummary = visible.summary
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[•*-]|\d+[.)])\s*/, ''))
    .join(' ');
  const text =
    collapse(fromContent) || collapse(fromSummary) || `“${title}”, a thesis shared on ${productName}.`;
  return clip(text);
}
