// The article on the owner's page (spec §2): every block has an edit button (shown on hover, always
// reachable by keyboard) opening the inline 'Editing Section' editor in its place, and every section
// heading an eye toggle hiding that section from readers of the shared link. The article is the
// reading's framed tree (reading.ts), in the reader's spelling; an edit starts from the block's Markdown.
import { splitAtBlock, spliceText, type ArticleTree } from '@thesis-studio/markdown/no-parser';
import { FramedArticleTree, type ArticleBlock, type Citation } from '@thesis-studio/thesis-view/no-parser';
import { Button, EyeIcon, EyeOffIcon, PencilIcon, Skeleton } from '@thesis-studio/ui';
import { useMemo } from 'react';
import { useT } from '../i18n/thesis';
import { InlineEditor } from './lazy-editor';
import type { PageReading } from './reading';
import type { Thesis } from './thesis';
import type { SaveResult } from './useThesisUpdate';

export interface SectionVisibility {
  hidden: readonly string[];
  busy: boolean;
  toggle: (section: string, hidden: boolean) => void;
}

export function ArticleEditor({
  thesis,
  reading,
  editingIndex,
  onEdit,
  onClose,
  save,
  reload,
  visibility,
  citations,
}: {
  thesis: Thesis;
  /** The thesis's reading; null while the page derives it (a skeleton stands in). */
  reading: PageReading | null;
  editingIndex: number | null;
  onEdit: (index: number) => void;
  onClose: () => void;
  save: (content: string, version: number) => Promise<SaveResult>;
  reload: () => Promise<Thesis>;
  visibility?: SectionVisibility;
  /** The article's citations with their checks: markers, popovers and badges for the owner. */
  citations?: ReadonlyArray<Citation>;
}) {
  const t = useT();
  const blocks = reading?.blocks;
  const editing = editingIndex === null ? undefined : blocks?.[editingIndex];
  const hidden = visibility ? [...visibility.hidden] : [];
  const [before, after] = useMemo(
    () => (reading && editing ? splitAtBlock(reading.article, editing.index) : [reading?.article, undefined]),
    [reading, editing],
  );

  if (!reading || !blocks) {
    return (
      <div className="mt-12 max-w-[70ch] space-y-3" data-testid="thesis-article" aria-busy="true">
        <Skeleton className="mb-6 h-7 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-3/5" />
      </div>
    );
  }

  const actions = (full: ArticleBlock) => {
    const heading = /^##\s/.test(full.markdown);
    const isHidden = hidden.includes(full.section);
    return (
      <>
        {heading && visibility && full.section ? (
          <Button
            variant="ghost"
            size="icon"
            className="h-8 w-8 text-muted-foreground hover:text-foreground"
            aria-pressed={isHidden}
            disabled={visibility.busy}
            aria-label={
              isHidden
                ? t('thesis.article.showSection', { section: full.section })
                : t('thesis.article.hideSection', { section: full.section })
            }
            title={isHidden ? t('thesis.article.hiddenTitle') : t('thesis.article.hideTitle')}
            onClick={() => visibility.toggle(full.section, !isHidden)}
          >
            {isHidden ? <EyeOffIcon /> : <EyeIcon />}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className="h-8 w-8 text-muted-foreground hover:text-foreground"
          aria-label={t('thesis.article.editBlock', {
            heading: heading ? 'yes' : 'no',
            number: full.index + 1,
            placed: full.section ? 'yes' : 'no',
            section: full.section,
          })}
          title={t('thesis.article.edit')}
          onClick={() => onEdit(full.index)}
          onPointerEnter={InlineEditor.preload}
          onFocus={InlineEditor.preload}
        >
          <PencilIcon />
        </Button>
      </>
    );
  };

  const article = (tree: ArticleTree | undefined) =>
    tree && tree.some((node) => typeof node !== 'string') ? (
      <FramedArticleTree
        tree={tree}
        blocks={blocks}
        renderBlockActions={actions}
        hiddenSections={hidden}
        citations={citations}
        showCitationChecks
      />
    ) : null;

  if (!editing) {
    return (
      <div className="mt-12" data-testid="thesis-article">
        {article(reading.article)}
      </div>
    );
  }

  // The block being edited gives way to its editor; the article is shown in two parts around it.
  return (
    <div className="mt-12" data-testid="thesis-article">
      {article(before)}
      <InlineEditor
        key={editing.index}
        title={t('thesis.article.editing')}

        showTitle
        initialText={editing.markdown}
        version={thesis.version}
        multiline
        tall
        className="my-6"
        onSave={(text, version) =>
          save(spliceText(thesis.content, editing.start, editing.end, text), version)
        }
        onClose={onClose}
        onReload={async () => (await reload()).version}
      />
      {article(after)}
    </div>
  );
}
