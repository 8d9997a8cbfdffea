// The owner's article (spec §2 Thesis page): each top-level block of the content in a frame with its
// actions (edit, hide section), the sections hidden from readers dimmed with a label. The tree comes
// framed (the gateway's reading, or frameBlocks on a parsed one): each frame is a `div[data-block]`
// holding its block's index. The shared page frames nothing, so none of this is in its code.
import {
  fromArticleTree,
  hiddenSectionTest,
  type ArticleTree,
  type MarkdownBlock,
} from '@thesis-studio/markdown/no-parser';
import { layer } from '@thesis-studio/ui/layers';
import { createContext, useContext, useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { ARTICLE_COMPONENTS, ArticleView, cx, type ArticleViewProps } from './article-view.js';
import type { Components, ExtraProps } from './render-tree.js';

/** What `renderBlockActions` gets: the block's index (for `replaceBlock`), Markdown and section. */
export type ArticleBlock = MarkdownBlock;

/** The owner's page: each top-level block in a frame with its actions, hidden sections dimmed. */
export interface BlockFrames {
  blocks: MarkdownBlock[];
  isHidden: (section: string) => boolean;
  renderBlockActions?: ((block: ArticleBlock) => ReactNode) | undefined;
}

const BlockFramesContext = createContext<BlockFrames | null>(null);

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
        <div
          className={`absolute -top-3 right-0 ${layer.raised} flex gap-1 rounded-md border border-border bg-background p-0.5 opacity-0 shadow-sm transition-opacity group-hover/block:opacity-100 group-focus-within/block:opacity-100 [@media(hover:none)]:opacity-100`}
        >
          {actions}
        </div>
      ) : null}
    </div>
  );
}

const FRAMED_COMPONENTS: Components = { ...ARTICLE_COMPONENTS, div: BlockFrame };

export interface FramedArticleTreeProps extends Omit<ArticleViewProps, 'tree' | 'components'> {
  /** The article's tree with its blocks framed (a reading's `article`). */
  tree: ArticleTree;
  /** The blocks the frames' indexes point at, with their Markdown. */
  blocks: MarkdownBlock[];
  /** Section keys (`##` heading text, any case) hidden from readers: shown dimmed with a label. */
  hiddenSections?: readonly string[];
  /** Controls shown on each block on hover and keyboard focus (e.g. edit, hide section). */
  renderBlockActions?: (block: ArticleBlock) => ReactNode;
}

/** The owner's article from its framed tree: every block in its frame, hidden sections dimmed. */
export function FramedArticleTree({
  tree,
  blocks,
  hiddenSections,
  renderBlockActions,
  ...props
}: FramedArticleTreeProps) {
  const root = useMemo(() => fromArticleTree(tree), [tree]);
  const hiddenKey = hiddenSections?.join('\u0000') ?? '';
  const frames = useMemo<BlockFrames>(
    () => ({
      blocks,
      isHidden: hiddenSectionTest(hiddenKey ? hiddenKey.split('\u0000') : []),
      renderBlockActions,
    }),
    [blocks, hiddenKey, renderBlockActions],
  );
  return (
    <BlockFramesContext.Provider value={frames}>
      <ArticleView tree={root} components={FRAMED_COMPONENTS} {...props} />
    </BlockFramesContext.Provider>
  );
}
