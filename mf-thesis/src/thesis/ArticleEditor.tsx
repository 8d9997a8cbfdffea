// The article on the owner's page (spec §2): every block has an edit button (shown on hover, always
// reachable by keyboard) opening the inline 'Editing Section' editor in its place, and every section
// heading an eye toggle hiding that section from readers of the shared link.
import { useLanguage } from '@thesis-studio/client';
import { useSpelling } from '@thesis-studio/language/react';
import {
  replaceBlock,
  splitMarkdownBlocks,
  ThesisArticle,
  type ArticleBlock,
  type Citation,
} from '@thesis-studio/thesis-view';
import { Button, EyeIcon, EyeOffIcon, PencilIcon } from '@thesis-studio/ui';
import { useMemo } from 'react';
import { InlineEditor } from './InlineEditor';
import type { Thesis } from './ThesisPage';
import type { SaveResult } from './useThesisUpdate';

export interface SectionVisibility {
  hidden: readonly string[];
  busy: boolean;
  toggle: (section: string, hidden: boolean) => void;
}

export function ArticleEditor({
  thesis,
  editingIndex,
  onEdit,
  onClose,
  save,
  reload,
  visibility,
  citations,
}: {
  thesis: Thesis;
  editingIndex: number | null;
  onEdit: (index: number) => void;
  onClose: () => void;
  save: (content: string, version: number) => Promise<SaveResult>;
  reload: () => Promise<Thesis>;
  visibility?: SectionVisibility;
  /** The article's citations with their checks: markers, popovers and badges for the owner. */
  citations?: ReadonlyArray<Citation>;
}) {
  const [variant] = useLanguage();
  const spell = useSpelling(variant);
  const blocks = useMemo(() => splitMarkdownBlocks(thesis.content), [thesis.content]);
  const editing = editingIndex === null ? undefined : blocks[editingIndex];
  const hidden = visibility ? [...visibility.hidden] : [];

  const actions = (offset: number) => (block: ArticleBlock) => {
    const full = blocks[block.index + offset] ?? block;
    const heading = /^##\s/.test(full.markdown);
    const isHidden = hidden.includes(full.section);
    const where = full.section ? ` in ${full.section}` : '';
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
                ? `Show section ${full.section} to readers`
                : `Hide section ${full.section} from readers`
            }
            title={isHidden ? 'Hidden from readers — show it' : 'Hide from readers'}
            onClick={() => visibility.toggle(full.section, !isHidden)}
          >
            {isHidden ? <EyeOffIcon /> : <EyeIcon />}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className="h-8 w-8 text-muted-foreground hover:text-foreground"
          aria-label={`Edit ${heading ? 'heading' : 'block'} ${full.index + 1}${where}`}
          title="Edit"
          onClick={() => onEdit(full.index)}
        >
          <PencilIcon />
        </Button>
      </>
    );
  };

  const article = (content: string, offset: number, className?: string) =>
    content.trim() ? (
      <ThesisArticle
        content={content}
        transformText={spell}
        renderBlockActions={actions(offset)}
        hiddenSections={hidden}
        citations={citations}
        showCitationChecks
        className={className}
      />
    ) : null;

  if (!editing) {
    return (
      <div className="mt-12" data-testid="thesis-article">
        {article(thesis.content, 0)}
      </div>
    );
  }

  // The block being edited gives way to its editor; the article is shown in two parts around it.
  const before = thesis.content.slice(0, editing.start);
  const after = thesis.content.slice(editing.end);
  return (
    <div className="mt-12" data-testid="thesis-article">
      {article(before, 0)}
      <InlineEditor
        key={editing.index}
        title="Editing Section"
        showTitle
        initialText={editing.markdown}
        version={thesis.version}
        multiline
        tall
        className="my-6"
        onSave={(text, version) => save(replaceBlock(thesis.content, editing.index, text), version)}
        onClose={onClose}
        onReload={async () => (await reload()).version}
      />
      {article(after, editing.index + 1)}
    </div>
  );
}
