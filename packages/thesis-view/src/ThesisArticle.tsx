// The thesis article from its Markdown content (spec §2 Thesis page, §3): parsed to its HTML tree and
// shown by ArticleView; on the owner's page each top-level block in a frame with its actions, and the
// sections hidden from readers dimmed.
import { articleHast, hiddenSectionTest, splitMarkdownBlocks } from '@thesis-studio/markdown';
import { useMemo, type ReactNode } from 'react';
import { ArticleView } from './article-view.js';
import {
  BlockFramesContext,
  FRAMED_COMPONENTS,
  rehypeBlocks,
  type ArticleBlock,
  type BlockFrames,
} from './block-frames.js';
import type { Citation } from './citations.js';
import type { TransformText } from './transform-text.js';

export interface ThesisArticleProps {
  /** The thesis content: Markdown with `##` section headings, paragraphs separated by blank lines. */
  content: string;
  /**
   * Applied to every text node of prose, headings and tables (not code, quotations or autolinked URLs), e.g.
   * the reader's spelling variant. `context.title` is true inside headings and table headers.
   */
  transformText?: TransformText;
  /** Controls shown on each top-level block on hover and keyboard focus (e.g. edit, hide section). */
  renderBlockActions?: (block: ArticleBlock) => ReactNode;
  /** Section keys (`##` heading text, any case) hidden from readers: shown dimmed with a label. */
  hiddenSections?: string[];
  /** The article's citations: each `[n]` marker with a citation n becomes its marker and popover. */
  citations?: ReadonlyArray<Citation>;
  /** The owner's page: popovers show each citation's check, unsupported markers are marked. */
  showCitationChecks?: boolean;
  className?: string;
}

/** The thesis article, at a readable measure (~70 characters a line). */
export function ThesisArticle({
  content,
  transformText,
  renderBlockActions,
  hiddenSections,
  citations,
  showCitationChecks = false,
  className,
}: ThesisArticleProps) {
  const tree = useMemo(() => articleHast(content), [content]);
  const framed = Boolean(renderBlockActions) || (hiddenSections?.length ?? 0) > 0;
  const blocks = useMemo(() => (framed ? splitMarkdownBlocks(content) : []), [framed, content]);
  const frameBlocks = useMemo(() => (framed ? rehypeBlocks(blocks) : undefined), [framed, blocks]);
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
    <BlockFramesContext.Provider value={framed ? frames : null}>
      <ArticleView
        tree={tree}
        transformText={transformText}
        citations={citations}
        showCitationChecks={showCitationChecks}
        className={className}
        frameBlocks={frameBlocks}
        components={framed ? FRAMED_COMPONENTS : undefined}
      />
    </BlockFramesContext.Provider>
  );
}
