// Sources at the wizard's review step (issue 17 item 1): documents and pasted text chosen here are added
// to the thesis right after it is created, before its research starts. Pasted text survives a reload
// (session storage, like the rest of the wizard); chosen files last while the page is open.
import { FileTextIcon, toast, XIcon, Button, ClipboardIcon } from '@thesis-studio/ui';
import type { ComponentType } from 'react';
import { SourcePicker } from '../sources/SourcePicker';
import { formatBytes, KIND_LABEL, type SourceKind } from '../sources/sources';
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
  const addFiles = (chosen: File[]) => {
    const supported = chosen.filter(isSupportedSourceFile);
    const refused = chosen.filter((file) => !isSupportedSourceFile(file));
    if (refused.length > 0) {
      toast({
        variant: 'destructive',
        title: `${refused.map((file) => file.name).join(', ')} cannot be a source`,
        description: 'Sources are PDF, DOCX, Markdown, plain text or HTML files.',
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
          Sources <span className="font-normal text-muted-foreground">(optional)</span>
        </h3>
        {count > 0 ? (
          <span className="text-xs text-muted-foreground">
            {count} {count === 1 ? 'source' : 'sources'} to add
          </span>
        ) : null}
      </div>
      <p className="mb-3 mt-1 text-sm leading-relaxed text-muted-foreground">
        Documents and notes the research should quote and cite. They are added to the thesis before its
        research starts; you can add more on the thesis page.
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
          aria-label="Sources to add"
        >
          {files.map((file, index) => (
            <SourceRow
              key={`${file.name}:${file.size}`}
              icon={FileTextIcon}
              title={file.name}
              detail={`${KIND_LABEL[kindOf(file.name) ?? 'text']} · ${formatBytes(file.size)}`}
              disabled={disabled}
              onRemove={() => onFilesChange(files.filter((_, i) => i !== index))}
            />
          ))}
          {pasted.map((source, index) => (
            <SourceRow
              key={`pasted-${index}`}
              icon={ClipboardIcon}
              title={source.title}
              detail={`Pasted text · ${words(source.text).toLocaleString('en-GB')} words`}
              disabled={disabled}
              onRemove={() => onPastedChange(pasted.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <p className="mt-2 text-xs text-muted-foreground">
          Chosen files are kept while this page is open; pasted text also survives a reload.
        </p>
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
        aria-label={`Remove ${title}`}
        disabled={disabled}
        onClick={onRemove}
      >
        <XIcon />
      </Button>
    </li>
  );
}
