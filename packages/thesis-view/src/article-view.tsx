// The thesis article (spec §2 Thesis page and Shared page, §3) from its HTML tree: headings, paragraphs,
// lists, links and GFM tables (the Timeline | Activities | Milestone timeline), never raw HTML, with each
// prose text node shown through the reader's text transform and each cited `[n]` marker a citation with
// its popover (issues 17 and 22). No Markdown parser here: ThesisArticle parses the content, the shared
// page receives the tree from the gateway's render (ThesisArticleTree).
import {
  fromArticleTree,
  rehypeThesisText,
  type ArticleTree,
  type TransformText,
} from '@thesis-studio/markdown/no-parser';
import type { Root } from 'hast';
import { useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { CitationsContext, CitationSup, NativeCitationCards, useCitationSetting } from './CitationMarker.js';
import { rehypeCitations, type Citation } from './citations.js';
import { renderTree, type Components, type ExtraProps } from './render-tree.js';
import { useT } from './i18n/index.js';

export const cx = (...classes: Array<string | false | undefined>) => classes.filter(Boolean).join(' ');

/** Web and mail links leave the site; anything else a thesis might carry is shown as plain text. */
const EXTERNAL = /^(?:https?:|mailto:)/i;

function ArticleLink({ href, children }: ComponentPropsWithoutRef<'a'> & ExtraProps) {
  const t = useT();
  if (href && EXTERNAL.test(href)) {
    const web = !/^mailto:/i.test(href);
    return (
      <a
        href={href}
        rel="noopener noreferrer"
        {...(web ? { target: '_blank' } : {})}
        className="font-medium text-primary underline decoration-primary/30 underline-offset-4 transition-colors hover:decoration-primary"
      >
        {children}
        {web ? <span className="sr-only">{t('view.link.newTab')}</span> : null}
      </a>
    );
  }
  // In-page anchors (GFM footnotes) stay links; other targets (relative paths, unknown schemes) do not.
  if (href?.startsWith('#')) {
    return (
      <a href={href} className="text-primary underline underline-offset-4">
        {children}
      </a>
    );
  }
  return <span>{children}</span>;
}

const headerCells = (node: ExtraProps['node']): string[] => {
  const cells: string[] = [];
  const visit = (element: NonNullable<ExtraProps['node']>, inHeader: boolean): void => {
    for (const child of element.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'th' && inHeader) {
        cells.push(child.children.map((c) => (c.type === 'text' ? c.value : '')).join(''));
      } else visit(child, inHeader || child.tagName === 'thead');
    }
  };
  if (node) visit(node, false);
  return cells;
};

/** A GFM task list item's read-only mark, named for screen readers. */
function TaskMark({ checked }: ComponentPropsWithoutRef<'input'>) {
  const t = useT();
  return (
    <span
      className="mr-2 inline-block w-4 text-primary"
      role="img"
      aria-label={t(checked ? 'view.task.done' : 'view.task.notDone')}
    >
      {checked ? '☑' : '☐'}
    </span>
  );
}

/** A table scrolls sideways inside its own frame on narrow screens (and by keyboard, once focused). */
function ArticleTable({ node, children }: ComponentPropsWithoutRef<'table'> & ExtraProps) {
  const t = useT();
  const headers = headerCells(node).filter(Boolean);
  return (
    <div className="my-8">
      <div
        role="region"
        aria-label={
          headers.length > 0
            ? t('view.table.labelWithHeaders', { headers: headers.join(', ') })
            : t('view.table.label')
        }
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-border shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <table className="w-full min-w-[32rem] border-collapse text-left text-[0.9375rem] leading-6">
          {children}
        </table>
      </div>
      {/* Tables are at least 32rem wide: narrower screens (page padding included) scroll them. */}
      <p aria-hidden="true" className="mt-2 text-xs text-muted-foreground min-[34.5rem]:hidden">
        Swipe sideways to see the whole table.
      </p>
    </div>
  );
}

const heading =
  (Tag: 'h2' | 'h3' | 'h4', className: string) =>
  ({ children }: { children?: ReactNode }) => <Tag className={className}>{children}</Tag>;

// The article's first block has no top margin (also when blocks sit in their frames).
const FIRST = '[article>&:first-child]:mt-0 [article>div:first-child>&:first-child]:mt-0';
const H2 = `mt-12 mb-4 text-2xl font-semibold leading-tight tracking-tight text-foreground ${FIRST}`;
const H3 = `mt-10 mb-3 text-xl font-semibold leading-snug tracking-tight text-foreground ${FIRST}`;
const H4 = `mt-8 mb-2 text-lg font-semibold leading-snug text-foreground ${FIRST}`;

// One place for every element the article may contain. The page's title is its h1, so a Markdown
// `#` heading is a section heading (h2) like `##`.
export const ARTICLE_COMPONENTS: Components = {
  h1: heading('h2', H2),
  h2: heading('h2', H2),
  h3: heading('h3', H3),
  h4: heading('h4', H4),
  h5: heading('h4', H4),
  h6: heading('h4', H4),
  p: ({ children }) => <p className="my-5">{children}</p>,
  ul: ({ children, className }) => (
    <ul
      className={cx(
        'my-5 space-y-2 pl-6',
        className === 'contains-task-list' ? 'list-none pl-1' : 'list-disc',
      )}
    >
      {children}
    </ul>
  ),
  ol: ({ children, start }) => (
    <ol start={start} className="my-5 list-decimal space-y-2 pl-6">
      {children}
    </ol>
  ),
  li: ({ children }) => (
    <li className="pl-1.5 marker:text-muted-foreground [&>ol]:my-2 [&>ul]:my-2">{children}</li>
  ),
  // GFM task list items: a read-only mark, named for screen readers.
  input: TaskMark,
  a: ArticleLink,
  sup: CitationSup,
  strong: ({ children }) => <strong className="font-semibold text-foreground">{children}</strong>,
  em: ({ children }) => <em className="italic">{children}</em>,
  del: ({ children }) => <del className="text-muted-foreground">{children}</del>,
  blockquote: ({ children }) => (
    <blockquote className="my-6 border-l-4 border-primary/30 pl-5 italic text-muted-foreground">
      {children}
    </blockquote>
  ),
  hr: () => <hr className="my-10 border-border" />,
  pre: ({ children }) => (
    <pre className="my-6 overflow-x-auto rounded-lg bg-muted p-4 text-sm leading-6 [&>code]:bg-transparent [&>code]:p-0">
      {children}
    </pre>
  ),
  code: ({ children }) => (
    <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.875em] text-foreground">
      {children}
    </code>
  ),
  table: ArticleTable,
  thead: ({ children }) => <thead className="bg-muted/70">{children}</thead>,
  tbody: ({ children }) => <tbody className="[&>tr:last-child>td]:border-b-0">{children}</tbody>,
  tr: ({ children }) => <tr className="even:bg-muted/30">{children}</tr>,
  th: ({ children, style }) => (
    <th
      scope="col"
      style={style}
      className="border-b border-border px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600"
    >
      {children}
    </th>
  ),
  td: ({ children, style }) => (
    <td
      style={style}
      className="border-b border-border px-4 py-3 align-top first:min-w-[7rem] first:font-medium first:text-foreground"
    >
      {children}
    </td>
  ),
};

export interface ArticleViewProps {
  /** The article's hast (left as it is: the tree steps run on a copy). */
  tree: Root;
  transformText?: TransformText | undefined;
  citations?: ReadonlyArray<Citation> | undefined;
  showCitationChecks?: boolean | undefined;
  /**
   * Citations as native popovers (NativeCitationMarker): the page works from its HTML alone (the shared
   * page's islands, issue 32).
   */
  nativeCitations?: boolean | undefined;
  className?: string | undefined;
  /** The language the article is written in (the thesis's, a BCP 47 tag): its `lang`. */
  lang?: string | undefined;
  /** The elements' components (default ARTICLE_COMPONENTS; the frames add theirs). */
  components?: Components | undefined;
}

/** The article, at a readable measure (~70 characters a line). */
export function ArticleView({
  tree,
  transformText,
  citations,
  showCitationChecks = false,
  nativeCitations = false,
  className,
  lang,
  components = ARTICLE_COMPONENTS,
}: ArticleViewProps) {
  const cited = useCitationSetting(citations, showCitationChecks, nativeCitations);
  const shown = useMemo(() => {
    const copy = structuredClone(tree);
    rehypeThesisText(transformText)(copy);
    rehypeCitations(cited.numbers)(copy);
    return copy;
  }, [tree, transformText, cited.numbers]);
  return (
    <article
      lang={lang}
      className={cx(
        'min-w-0 max-w-[70ch] text-base leading-7 text-foreground/90 sm:text-[1.0625rem] sm:leading-8',
        'break-words',
        className,
      )}
    >
      <CitationsContext.Provider value={cited.setting}>
        {renderTree(shown, components)}
      </CitationsContext.Provider>
      {nativeCitations && cited.setting ? <NativeCitationCards setting={cited.setting} /> : null}
    </article>
  );
}

export interface ThesisArticleTreeProps extends Omit<ArticleViewProps, 'tree' | 'components'> {
  /** The article's tree as the gateway sent it (@thesis-studio/markdown's article-tree.ts). */
  tree: ArticleTree;
}

/** The article from its tree (the shared page): the same elements ThesisArticle renders for its content. */
export function ThesisArticleTree({ tree, ...props }: ThesisArticleTreeProps) {
  const root = useMemo(() => fromArticleTree(tree), [tree]);
  return <ArticleView tree={root} {...props} />;
}
