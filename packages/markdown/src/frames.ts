// The owner's article frames each top-level block of the content: the article's tree groups its root
// elements by the block they came from, each group in a `div[data-block]` holding the block's index. The
// gateway frames the tree it sends the owner's page; the frames carry no Markdown, only the index.
import type { Element, Root, RootContent } from 'hast';
import type { ArticleTree, ArticleTreeNode } from './article-tree.js';
import type { MarkdownBlock } from './blocks.js';

/** A tree step grouping the root's elements (found by source offset) by their content block. */
export function frameBlocks(blocks: ReadonlyArray<Pick<MarkdownBlock, 'index' | 'start' | 'end'>>) {
  return (tree: Root): void => {
    const children: RootContent[] = [];
    let frame: Element | undefined;
    for (const child of tree.children) {
      const offset = child.position?.start.offset;
      const block =
        child.type === 'element' && offset !== undefined
          ? blocks.find((b) => offset >= b.start && offset < b.end)
          : undefined;
      if (!block || child.type !== 'element') {
        if (child.type !== 'text' || child.value.trim()) frame = undefined;
        children.push(child);
      } else if (frame && frame.properties['dataBlock'] === String(block.index)) {
        frame.children.push(child);
      } else {
        const opened: Element = {
          type: 'element',
          tagName: 'div',
          properties: { dataBlock: String(block.index) },
          children: [child],
        };
        frame = opened;
        children.push(opened);
      }
    }
    tree.children = children;
  };
}

/** The block index of a frame in a compact tree (article-tree.ts), undefined for any other node. */
function frameIndex(node: ArticleTreeNode): number | undefined {
  if (typeof node === 'string' || node[0] !== 'div') return undefined;
  const properties = node[1];
  if (typeof properties !== 'object' || Array.isArray(properties)) return undefined;
  const value = properties['dataBlock'];
  return typeof value === 'string' ? Number(value) : undefined;
}

/**
 * A framed tree's nodes before and after block `index`'s frame: the article around a block being
 * edited (all of it before when no frame has that index).
 */
export function splitAtBlock(tree: ArticleTree, index: number): [ArticleTree, ArticleTree] {
  const at = tree.findIndex((node) => frameIndex(node) === index);
  return at === -1 ? [tree, []] : [tree.slice(0, at), tree.slice(at + 1)];
}
