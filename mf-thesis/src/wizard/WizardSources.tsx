// Sources at the wizard's review step (issue 17 item 1): documents and pasted text chosen here are added
// to the thesis right after it is created, before its research starts. Pasted text survives a reload
// (session storage, like the rest of the wizard); chosen files last while the page is open.
import { FileTextIcon, toast, XIcon, Button, ClipboardIcon } from '@thesis-studio/ui';
import type { ComponentType } from 'react';
import { T, useT } from '../i18n/flow';
import { SourcePicker } from '../sources/SourcePicker';
import { formatBytes, kindLabel, type SourceKind } from '../sources/sources';
import { isSupportedSourceFile, type PastedSourceDraft } from './wizard-state';

const kindOf = (name: string): SourceKind | null => {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  switch (extension) {
    case 'pdf':
      return 'pdf';
    case 'docx':
      return 'docx';
    case 'md':
    case 'markdown':
      return 'markdown';
    case 'html':
    case 'htm':
      return 'html';
    case 'txt':
    case 'text':
      return 'text';
    default:
      return null;
  }
};

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function WizardSources({
  files,
  pasted,
  onFilesChange,
  onPastedChange,
  disabled,
}: {
  files: File[];
  pasted: PastedSourceDraft[];
  onFilesChange: (files: File[]) => void;
  onPastedChange: (pasted: PastedSourceDraft[]) => void;
  disabled: boolean;
}) {
  const t = useT();
  const addFiles = (chosen: File[]) => {
    const supported = chosen.filter(isSupportedSourceFile);
    const refused = chosen.filter((file) => !isSupportedSourceFile(file));
    if (refused.length > 0) {
      toast({
        variant: 'destructive',
        title: t('flow.wizard.sources.refused', { names: refused.map((file) => file.name).join(', ') }),
        description: t('flow.wizard.sources.refusedDetail'),
      });
    }
    const known = new Set(files.map((file) => `${file.name}:${file.size}`));
    onFilesChange([...files, ...supported.filter((file) => !known.has(`${file.name}:${file.size}`))]);
  };
  const count = files.length + pasted.length;
  return (
    <section aria-labelledby="wizard-sources-heading" className="rounded-lg border border-border px-4 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="wizard-sources-heading" className="text-sm font-semibold">
          <T
            id="flow.wizard.sources.heading"
            values={{
              muted: (chunks) => <span className="font-normal text-muted-foreground">{chunks}</span>,
            }}
          />
        </h3>
        {count > 0 ? (
          <span className="text-xs text-muted-foreground">{t('flow.wizard.sources.count', { count })}</span>
        ) : null}
      </div>
      <p className="mb-3 mt-1 text-sm leading-relaxed text-muted-foreground">
        {t('flow.wizard.sources.lead')}
      </p>
      <SourcePicker
        onFiles={addFiles}
        onPaste={(source) => {
          onPastedChange([...pasted, { title: source.title, text: source.text }]);
          return true;
        }}
        disabled={disabled}
      />
      {count > 0 ? (
        <ul
          className="mt-3 divide-y divide-border rounded-md border border-border"
          aria-label={t('flow.wizard.sources.list')}
        >
          {files.map((file, index) => (
            <SourceRow
              key={`${file.name}:${file.size}`}
              icon={FileTextIcon}
              title={file.name}
              detail={`${kindLabel(kindOf(file.name) ?? 'text', t)} · ${formatBytes(file.size, t)}`}
              disabled={disabled}
              onRemove={() => onFilesChange(files.filter((_, i) => i !== index))}
            />
          ))}
          {pasted.map((source, index) => (
            <SourceRow
              key={`pasted-${index}`}
              icon={ClipboardIcon}
              title={source.title}
              detail={t('flow.wizard.sources.pasted', { count: words(source.text) })}
              disabled={disabled}
              onRemove={() => onPastedChange(pasted.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <p className="mt-2 text-xs text-muted-foreground">{t('flow.wizard.sources.kept')}</p>
      ) : null}
    </section>
  );
}

/** A source waiting to be added (a chosen file or pasted text): its name, what it is, and Remove. */
function SourceRow({
  icon: Icon,
  title,
  detail,
  disabled,
  onRemove,
}: {
  icon: ComponentType<{ className?: string }>;
  title: string;
  detail: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <li className="flex items-center gap-3 px-3 py-2.5">
      <Icon className="h-4 w-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{title}</p>
        <p className="text-xs text-muted-foreground">{detail}</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="h-8 w-8 shrink-0 text-muted-foreground"
        aria-label={t('flow.wizard.sources.remove', { title })}
        disabled={disabled}
        onClick={onRemove}
      >
        <XIcon />
      </Button>
    </li>
  );
}
