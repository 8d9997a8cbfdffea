// The Sources panel of the thesis page (issue 17 item 1), as shown: add documents or pasted text, the
// library with each source's facts and status (processing, ready, failed with its reason), who added it
// and when, web pages with their site and address, and removal behind a confirmation.
import { DateText } from '@thesis-studio/client';
import { WebSourceLine } from '@thesis-studio/thesis-view/no-parser';
import {
  AlertIcon,
  Button,
  CheckIcon,
  ChevronRightIcon,
  cn,
  ConfirmDialog,
  FileTextIcon,
  GlobeIcon,
  Skeleton,
  TrashIcon,
  XIcon,
} from '@thesis-studio/ui';
import { useId, useState, type ReactNode } from 'react';
import { T, useT } from '../i18n/flow';
import { lazyPart } from '../thesis/lazy-part';
import type { PastedSource } from './SourcePicker';
import { librarySummary, sourceFacts, type SourceItem } from './sources';

// Folded away on a researched thesis: the picker loads when the library is shown.
const SourcePicker = lazyPart(
  () => import('./SourcePicker').then((m) => m.SourcePicker),
  // The drop zone's box, so the list below does not move when it arrives.
  <div
    aria-hidden="true"
    className="h-[12.75rem] rounded-lg border-2 border-dashed border-border bg-muted/20 sm:h-[6.5rem]"
  />,
);

export interface SourceProblem {
  key: string;
  name: string;
  message: string;
}

export interface SourceLibraryProps {
  sources: ReadonlyArray<SourceItem>;
  /** The list is still being read for the first time. */
  loading?: boolean;
  /** Files and texts on their way up, by name. */
  uploading: ReadonlyArray<{ key: string; name: string }>;
  problems: ReadonlyArray<SourceProblem>;
  onFiles: (files: File[]) => void;
  onPaste: (pasted: PastedSource) => Promise<boolean>;
  onRemove: (source: SourceItem) => Promise<void>;
  onDismissProblem: (key: string) => void;
  /** Starts folded away (a researched thesis whose sources are all settled). */
  defaultOpen?: boolean;
  className?: string;
}

export function SourceLibrary({
  sources,
  loading = false,
  uploading,
  problems,
  onFiles,
  onPaste,
  onRemove,
  onDismissProblem,
  defaultOpen = true,
  className,
}: SourceLibraryProps) {
  const t = useT();
  const bodyId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [removing, setRemoving] = useState<SourceItem | null>(null);
  // Something needs the owner's eye: unfold.
  const attention = uploading.length > 0 || problems.length > 0;
  const shown = open || attention;
  return (
    <section
      aria-labelledby="sources-heading"
      data-testid="sources-panel"
      className={cn('rounded-xl border border-border bg-background', className)}
    >
      <div className="flex items-start gap-3 px-4 py-4 sm:px-5">
        <span className="mt-0.5 grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <FileTextIcon className="h-[1.125rem] w-[1.125rem]" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="sources-heading" className="text-base font-semibold leading-tight">
            {t('flow.sources.heading')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="sources-summary">
            {loading ? t('flow.sources.loading') : librarySummary(sources, t)}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={shown}
          aria-controls={bodyId}
          onClick={() => setOpen(!shown)}
          onPointerEnter={SourcePicker.preload}
          onFocus={SourcePicker.preload}
          className="-mr-2 shrink-0 text-muted-foreground hover:text-foreground"
        >
          {shown ? t('flow.sources.hide') : t('flow.sources.show')}
          <ChevronRightIcon className={cn('transition-transform', shown ? '-rotate-90' : 'rotate-90')} />
        </Button>
      </div>
      <div id={bodyId} hidden={!shown} className="border-t border-border px-4 pb-4 pt-4 sm:px-5">
        <p className="mb-4 text-sm leading-relaxed text-muted-foreground">{t('flow.sources.lead')}</p>
        {shown ? <SourcePicker onFiles={onFiles} onPaste={onPaste} /> : null}
        {problems.length > 0 ? (
          <div className="mt-3 grid gap-2">
            {problems.map((problem) => (
              <div
                key={problem.key}
                role="alert"
                className="flex items-start gap-2.5 rounded-md border border-destructive/30 bg-destructive/[0.04] px-3 py-2.5 text-sm"
              >
                <AlertIcon className="mt-0.5 h-4 w-4 shrink-0 text-destructive" />
                <p className="min-w-0 flex-1 break-words">
                  <T
                    id="flow.sources.notAdded"
                    values={{
                      name: problem.name,
                      message: problem.message,
                      b: (chunks) => <span className="font-medium">{chunks}</span>,
                    }}
                  />
                </p>
                <Button
                  variant="ghost"
                  size="icon"
                  className="-my-1 h-7 w-7 shrink-0"
                  aria-label={t('flow.sources.dismiss', { name: problem.name })}
                  onClick={() => onDismissProblem(problem.key)}
                >
                  <XIcon />
                </Button>
              </div>
            ))}
          </div>
        ) : null}
        {loading && sources.length === 0 ? (
          <div aria-hidden="true" className="mt-4 grid gap-3">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : sources.length > 0 || uploading.length > 0 ? (
          <ul
            className="mt-4 divide-y divide-border rounded-lg border border-border"
            aria-label={t('flow.sources.library')}
          >
            {uploading.map((upload) => (
              <li key={upload.key} className="flex items-center gap-3 px-3 py-3 sm:px-4">
                <StatusSpinner />
                <p className="min-w-0 flex-1 truncate text-sm font-medium">{upload.name}</p>
                <span className="shrink-0 text-xs text-muted-foreground">{t('flow.sources.uploading')}</span>
              </li>
            ))}
            {sources.map((source) => (
              <SourceRow key={source.id} source={source} onRemove={() => setRemoving(source)} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-muted-foreground">{t('flow.sources.empty')}</p>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => {
          if (!next) setRemoving(null);
        }}
        title={
          removing
            ? t('flow.sources.removeTitle', { title: removing.title })
            : t('flow.sources.removeUntitled')
        }
        description={t('flow.sources.removeDetail')}
        confirmLabel={t('flow.sources.removeConfirm')}
        cancelLabel={t('flow.sources.removeCancel')}
        destructive
        onConfirm={() => {
          if (removing) void onRemove(removing);
          setRemoving(null);
        }}
      />
    </section>
  );
}

function StatusSpinner() {
  return (
    <span
      aria-hidden="true"
      className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-primary/20 border-t-primary"
    />
  );
}

function SourceStatusLabel({ source }: { source: Pick<SourceItem, 'status'> }) {
  const t = useT();
  if (source.status === 'processing') {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full border border-primary/20 bg-primary/5 px-2 py-0.5 text-xs font-medium text-primary">
        <StatusSpinner />
        {t('flow.sources.status.processing')}
      </span>
    );
  }
  if (source.status === 'failed') {
    return (
      <span className="inline-flex items-center gap-1 rounded-full border border-red-200 bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800">
        <AlertIcon className="h-3.5 w-3.5" />
        {t('flow.sources.status.failed')}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-emerald-200 bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
      <CheckIcon className="h-3.5 w-3.5" />
      {t('flow.sources.status.ready')}
    </span>
  );
}

function SourceRow({ source, onRemove }: { source: SourceItem; onRemove: () => void }) {
  const t = useT();
  const web = source.kind === 'web';
  const Icon = web ? GlobeIcon : FileTextIcon;
  const by: ReactNode =
    web && !source.addedBy
      ? t('flow.sources.foundByResearch')
      : source.addedBy
        ? t('flow.sources.addedBy', { name: source.addedBy.name })
        : t('flow.sources.addedByYou');
  return (
    <li
      className="flex items-start gap-3 px-3 py-3 sm:px-4"
      data-testid="source-row"
      data-status={source.status}
      aria-busy={source.status === 'processing' || undefined}
    >
      <span
        className={cn(
          'mt-0.5 grid h-8 w-8 shrink-0 place-items-center rounded-md',
          source.status === 'failed' ? 'bg-red-50 text-red-700' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="min-w-0 break-words text-sm font-medium leading-snug text-foreground">
            {source.title}
          </p>
          <SourceStatusLabel source={source} />
        </div>
        <p className="mt-1 text-xs text-muted-foreground">{sourceFacts(source, t)}</p>
        {web && (source.site || source.url) ? (
          <WebSourceLine
            site={source.site}
            url={source.url}
            newTab={` ${t('flow.sources.newTab')}`}
            className="mt-0.5 min-w-0 truncate text-xs text-muted-foreground"
            linkClassName="text-primary underline underline-offset-2"
          />
        ) : null}
        {source.status === 'failed' ? (
          <p className="mt-1.5 text-sm leading-snug text-red-800">
            {source.failureReason?.trim() || t('flow.sources.unreadable')}
          </p>
        ) : null}
        <p className="mt-1 text-xs text-muted-foreground">
          {by} · <DateText value={source.createdAt} />
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-mr-1 h-9 w-9 shrink-0 text-muted-foreground hover:text-destructive"
        aria-label={t('flow.sources.removeSource', { title: source.title })}
        title={t('flow.sources.remove')}
        onClick={onRemove}
      >
        <TrashIcon />
      </Button>
    </li>
  );
}
