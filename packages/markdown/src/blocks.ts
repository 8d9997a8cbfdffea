// The thesis content's top-level Markdown blocks with their source positions (the same micromark + GFM
// parser react-markdown uses), so a table or a list is one block; the section rule (a `##` heading's text
// names a section, a `#` heading ends one) the article and the gateway's shared view both hide by; plain
// text for speech and cue cards.
import type { Nodes, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { spliceText } from './splice.js';

/** One top-level block of the content (a paragraph, heading, list, table, quotation, …). */
export interface MarkdownBlock {
  /** Position among the content's blocks (what `replaceBlock` takes). */
  index: number;
  /** The mdast node type: 'paragraph', 'heading', 'list', 'table', 'blockquote', 'code', … */
  type: string;
  /** Character offsets of the block in the content: `content.slice(start, end) === markdown`. */
  start: number;
  end: number;
  markdown: string;
  /**
   * The `##` heading text the block sits under (its section key, see `sectionAfter`); '' before the
   * first one and under a `#` heading.
   */
  section: string;
  /** For a heading block: its depth (1–6). */
  depth?: number;
}

export function parseMarkdown(content: string): Root {
  return fromMarkdown(content, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** A `#` or `##` heading starts a section (the article shows both as section headings). */
export const isSectionHeading = (node: RootContent): boolean => node.type === 'heading' && node.depth <= 2;

/** A heading's text as a section key: plain text (no Markdown marks), whitespace collapsed, trimmed. */
export const headingText = (node: Nodes): string => toString(node).replace(/\s+/g, ' ').trim();

/**
 * The section rule: the section key in force from `node` on, given the one before it. A `##` heading
 * starts the section its text names, a `#` heading ends the current one (''), any other block keeps it.
 */
export function sectionAfter(node: RootContent, section: string): string {
  if (node.type !== 'heading' || node.depth > 2) return section;
  return node.depth === 2 ? headingText(node) : '';
}

/** Top-level nodes in order, each with the section key it sits under ('' for none). */
export function withSections(nodes: readonly RootContent[]): Array<{ node: RootContent; section: string }> {
  let section = '';
  return nodes.map((node) => {
    section = sectionAfter(node, section);
    return { node, section };
  });
}

/** The content's top-level blocks in order, each with its section. */
export const splitMarkdownBlocks = (content: string): MarkdownBlock[] =>
  blocksOf(parseMarkdown(content), content);

/** splitMarkdownBlocks of content already parsed (`root` is parseMarkdown(content)). */
export function blocksOf(root: Root, content: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  for (const { node, section } of withSections(root.children)) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) continue;
    blocks.push({
      index: blocks.length,
      type: node.type,
      start,
      end,
      markdown: content.slice(start, end),
      section,
      ...(node.type === 'heading' ? { depth: node.depth } : {}),
    });
  }
  return blocks;
}

/** The section (heading text) a block sits under: the key for per-section hiding. */
export const sectionOf = (block: Pick<MarkdownBlock, 'section'>): string => block.section;

/**
 * The content with block `blockIndex` replaced by `markdown` (trimmed). Blank `markdown` removes the
 * block. Throws a RangeError for an index that is not a block of this content.
 */
export function replaceBlock(content: string, blockIndex: number, markdown: string): string {
  const block = splitMarkdownBlocks(content)[blockIndex];
  if (!block) throw new RangeError(`No block ${blockIndex} in the content`);
  return spliceText(content, block.start, block.end, markdown);
}

const endsSentence = (text: string): boolean => /[.!?…:;]["'”’)\]]*$/u.test(text);
const sentence = (text: string): string => {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return !trimmed || endsSentence(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * Markdown as the plain text it reads as, for a field stored and shown as text (the central question a
 * wizard draft becomes): marks, quote signs and bullets gone, each line of a paragraph, each heading,
 * list item and quotation line on a line of its own, blocks a blank line apart. Unlike `plainText` no full stop is
 * added, and code keeps its text (it is the writer's words, not markup to leave out).
 */
export function markdownAsText(markdown: string): string {
  const lines = (node: RootContent): string[] => {
    switch (node.type) {
      case 'paragraph':
      case 'heading':
        // Lines the writer broke stay lines (consecutive quoted sentences make one paragraph).
        return toString(node)
          .split('\n')
          .map((line) => line.replace(/\s+/g, ' ').trim());
      case 'list':
        return node.children.map((item) => item.children.flatMap(lines).filter(Boolean).join(' '));
      case 'blockquote':
        return node.children.flatMap(lines);
      case 'code':
        return [node.value];
      case 'table':
        return plainText(node).split('\n');
      default:
        return [];
    }
  };
  return parseMarkdown(markdown)
    .children.map((node) => lines(node).filter(Boolean).join('\n'))
    .filter(Boolean)
    .join('\n\n');
}

/**
 * A block as plain text to read aloud or summarise: Markdown marks and list numbering gone, each
 * list item and table row a sentence (a timeline row reads 'Q1 2025: Interview staff; Findings.'),
 * code, raw HTML, definitions and rules left out.
 */
export function plainText(node: RootContent): string {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return sentence(toString(node));
    case 'list':
      return node.children
        .map((item) => item.children.map(plainText).filter(Boolean).join(' '))
        .filter(Boolean)
        .join('\n');
    case 'blockquote':
      return node.children.map(plainText).filter(Boolean).join('\n');
    case 'table':
      return node.children
        .slice(1)
        .map((row) => {
          const [first, ...rest] = row.children.map((cell) => headingText(cell)).filter(Boolean);
          if (!first) return '';
          return sentence(rest.length > 0 ? `${first}: ${rest.join('; ')}` : first);
        })
        .filter(Boolean)
        .join('\n');
    default:
      return '';
  }
}
