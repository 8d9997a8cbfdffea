// The owner's article (spec §2 Thesis page): each top-level block of the content in a frame with its
// actions (edit, hide section), the sections hidden from readers dimmed with a label. The shared page
// frames nothing, so none of this is in its code.
import type { MarkdownBlock } from '@thesis-studio/markdown';
import type { Element, Root, RootContent } from 'hast';
import { createContext, useContext, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { ARTICLE_COMPONENTS, cx } from './article-view.js';
import type { Components, ExtraProps } from './render-tree.js';

/** What `renderBlockActions` gets: the block's index (for `replaceBlock`), Markdown and section. */
export type ArticleBlock = MarkdownBlock;

/** Groups the root's elements by the content block they came from, each group in a `div[data-block]`. */
export function rehypeBlocks(blocks: MarkdownBlock[]) {
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

/** The owner's page: each top-level block in a frame with its actions, hidden sections dimmed. */
export interface BlockFrames {
  blocks: MarkdownBlock[];
  isHidden: (section: string) => boolean;
  renderBlockActions?: ((block: ArticleBlock) => ReactNode) | undefined;
}

export const BlockFramesContext = createContext<BlockFrames | null>(null);

/** A block in its frame: actions revealed on hover or focus, a hidden section dimmed with a label. */
function BlockFrame({ node, children }: ComponentPropsWithoutRef<'div'> & ExtraProps) {
  const frames = useContext(BlockFramesContext);
  const index = Number(node?.properties['dataBlock']);
  const block = frames?.blocks[index];
  if (!frames || !block) return <div>{children}</div>;
  const hidden = frames.isHidden(block.section);
  const opensSection = hidden && frames.blocks[index - 1]?.section !== block.section;
  const actions = frames.renderBlockActions?.(block);
  return (
    <div
      data-block-index={block.index}
      data-section={block.section || undefined}
      data-hidden={hidden || undefined}
      className={cx(
        'group/block relative',
        // Hidden blocks keep their margins inside the frame, so one section reads as one dashed band.
        hidden &&
          'border-l-2 border-dashed border-slate-300 py-2.5 pl-4 text-muted-foreground [&>*:first-child]:mt-0 [&>*:last-child]:mb-0 [&_:is(h2,h3,h4,strong,td)]:text-muted-foreground',
        hidden && opensSection && 'mt-12 [&>h2]:mt-2',
      )}
    >
      {opensSection ? (
        <p className="mb-2 inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-background px-2.5 py-0.5 text-xs font-medium text-slate-600">
          Hidden from the shared page
        </p>
      ) : null}
      {children}
      {actions ? (
        <div className="absolute -top-3 right-0 z-10 flex gap-1 rounded-md border border-border bg-background p-0.5 opacity-0 shadow-sm transition-opacity group-hover/block:opacity-100 group-focus-within/block:opacity-100 [@media(hover:none)]:opacity-100">
          {actions}
        </div>
      ) : null}
    </div>
  );
}

export const FRAMED_COMPONENTS: Components = { ...ARTICLE_COMPONENTS, div: BlockFrame };
