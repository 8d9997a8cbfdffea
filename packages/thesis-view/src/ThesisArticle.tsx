// The thesis article from its Markdown content (spec §2 Thesis page, §3): parsed to its HTML tree and
// shown by ArticleView. The owner's page shows its article framed, from the tree the gateway sends
// (FramedArticleTree in block-frames.tsx); this is for content that comes without one.
import { articleHast } from '@thesis-studio/markdown';
import type { TransformText } from '@thesis-studio/markdown/no-parser';
import { useMemo } from 'react';
import { ArticleView } from './article-view.js';
import type { Citation } from './citations.js';

export interface ThesisArticleProps {
  /** The thesis content: Markdown with `##` section headings, paragraphs separated by blank lines. */
  content: string;
  /**
   * Applied to every text node of prose, headings and tables (not code, quotations or autolinked URLs), e.g.
   * the reader's spelling variant. `context.title` is true inside headings and table headers.
   */
  transformText?: TransformText;
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
  citations,
  showCitationChecks = false,
  className,
}: ThesisArticleProps) {
  const tree = useMemo(() => articleHast(content), [content]);
  return (
    <ArticleView
      tree={tree}
      transformText={transformText}
      citations={citations}
      showCitationChecks={showCitationChecks}
      className={className}
    />
  );
}
