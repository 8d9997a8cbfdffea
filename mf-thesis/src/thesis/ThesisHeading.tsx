import { DateText } from '@thesis-studio/client';
import { thesisLanguageOf, type ThesisLanguage } from '@thesis-studio/domain';
import { Button, ClockIcon, cn, PencilIcon } from '@thesis-studio/ui';
import { useT } from '../i18n/thesis';
import { InlineEditor } from './lazy-editor';
import type { PageReading } from './reading';
import type { Thesis } from './thesis';
import { ThesisLanguageSelect } from './ThesisLanguage';
import type { SaveResult } from './useThesisUpdate';
import { ProjectLink, ThesisStatusBadge } from './ThesisMeta';

/** Title, central question and the meta line; title and question edit in place. */
export function ThesisHeading({
  thesis,
  reading,
  editing,
  onEdit,
  onClose,
  saveTitle,
  saveQuestion,
  reload,
  saveLanguage,
}: {
  thesis: Thesis;
  /** The title and question in the reader's spelling (as written until the page has its reading). */
  reading: PageReading | null;
  editing: 'title' | 'question' | null;
  onEdit: (what: 'title' | 'question') => void;
  onClose: () => void;
  saveTitle: (text: string, version: number) => Promise<SaveResult>;
  saveQuestion: (text: string, version: number) => Promise<SaveResult>;
  reload: () => Promise<number>;
  /** Changes the thesis's language (issue 31); offered to whoever may edit. */
  saveLanguage?: (language: ThesisLanguage) => Promise<SaveResult>;
}) {
  const t = useT();
  const question = (reading?.intellectualChallenge ?? thesis.intellectualChallenge).trim();
  const editButton = (label: string, what: 'title' | 'question') => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      onClick={() => onEdit(what)}
      onPointerEnter={InlineEditor.preload}
      onFocus={InlineEditor.preload}
      className="h-8 w-8 shrink-0 text-muted-foreground opacity-100 hover:text-foreground md:opacity-0 md:focus-visible:opacity-100 md:group-hover:opacity-100"
    >
      <PencilIcon />
    </Button>
  );
  return (
    <div className="border-b border-border pb-7">
      {editing === 'title' ? (
        <InlineEditor
          title={t('thesis.heading.titleLabel')}
          initialText={thesis.title}
          version={thesis.version}
          onSave={saveTitle}
          onClose={onClose}
          onReload={reload}
        />
      ) : (
        <div className="group flex items-start gap-2">
          <h1 className="min-w-0 text-balance text-[1.75rem] font-bold leading-tight tracking-tight text-foreground sm:text-4xl">
            {reading?.title ?? thesis.title}
          </h1>
          <span className="mt-1 sm:mt-1.5">{editButton(t('thesis.heading.editTitle'), 'title')}</span>
        </div>
      )}
      <div className="mt-5 border-l-4 border-primary/25 pl-4">
        <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          {t('thesis.heading.question')}
        </p>
        {editing === 'question' ? (
          <InlineEditor
            title={t('thesis.heading.question')}
            initialText={thesis.intellectualChallenge}
            version={thesis.version}
            multiline
            onSave={saveQuestion}
            onClose={onClose}
            onReload={reload}
            className="mt-2"
          />
        ) : (
          <div className="group flex items-start gap-2">
            <p
              className={cn(
                // Plain text as written: its line breaks (a wizard draft's lines) stay.
                'mt-1.5 min-w-0 whitespace-pre-line text-lg leading-relaxed sm:text-xl',
                question ? 'text-foreground/80' : 'italic text-muted-foreground',
              )}
              data-testid="central-question"
            >
              {question || t('thesis.heading.noQuestion')}
            </p>
            <span className="mt-1.5">{editButton(t('thesis.heading.editQuestion'), 'question')}</span>
          </div>
        )}
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
        <ThesisStatusBadge status={thesis.status} />
        <span className="inline-flex items-center gap-1.5">
          <ClockIcon />
          <span className="sr-only">{t('thesis.heading.created')}</span>
          <DateText value={thesis.createdAt} />
        </span>
        <ProjectLink project={thesis.project} />
        {thesis.viewerCanEdit && saveLanguage ? (
          <ThesisLanguageSelect
            value={thesisLanguageOf(thesis.language)}
            onChange={(language) => void saveLanguage(language)}
            label={t('thesis.heading.language')}

            hideLabel
          />
        ) : null}
      </div>
    </div>
  );
}
