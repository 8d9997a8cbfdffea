// Adding sources (issue 17 item 1): a drop area with a file picker and 'Paste text' (a title and the
// text), shared by the thesis page's Sources panel and the wizard's review step.
import {
  Button,
  ClipboardIcon,
  cn,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeading,
  Input,
  Label,
  Textarea,
  UploadIcon,
} from '@thesis-studio/ui';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useT } from '../i18n/flow';
import { PASTED_TEXT_MAX, PASTED_TITLE_MAX, pastedSourceProblem, SOURCE_ACCEPT } from './sources';

export interface PastedSource {
  title: string;
  text: string;
}

export interface SourcePickerProps {
  onFiles: (files: File[]) => void;
  /** Resolves true when the text was taken (the dialog then closes). */
  onPaste: (pasted: PastedSource) => Promise<boolean> | boolean;
  disabled?: boolean;
  className?: string;
}

const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

export function SourcePicker({ onFiles, onPaste, disabled = false, className }: SourcePickerProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const [pasting, setPasting] = useState(false);
  const take = (list: FileList | null) => {
    const files = list ? [...list] : [];
    if (files.length > 0) onFiles(files);
  };
  return (
    <div
      data-testid="source-drop"
      data-dragging={over || undefined}
      onDragEnter={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (disabled) return;
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-5 text-center transition-colors sm:flex-row sm:text-left',
        over ? 'border-primary bg-primary/5' : 'border-border bg-muted/20',
        disabled && 'opacity-60',
        className,
      )}
    >
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
        <UploadIcon className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-foreground">
          {over ? (
            t('flow.sources.drop')
          ) : (
            <>
              <span className="hidden sm:inline">{t('flow.sources.drag')}</span>
              <span className="sm:hidden">{t('flow.sources.addShort')}</span>
            </>
          )}
        </p>
        <p id={hintId} className="mt-0.5 text-xs leading-relaxed text-muted-foreground">
          {t('flow.sources.limits')}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap justify-center gap-2">
        <input
          ref={input}
          type="file"
          multiple
          accept={SOURCE_ACCEPT}
          hidden
          data-testid="source-file-input"
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
        <Button
          size="sm"
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          <UploadIcon />
          {t('flow.sources.chooseFiles')}
        </Button>
        <Button size="sm" variant="outline" disabled={disabled} onClick={() => setPasting(true)}>
          <ClipboardIcon />
          {t('flow.sources.pasteText')}
        </Button>
      </div>
      <PasteTextDialog open={pasting} onOpenChange={setPasting} onPaste={onPaste} />
    </div>
  );
}

/** 'Paste text': a title and the text, added as a source. */
function PasteTextDialog({
  open,
  onOpenChange,
  onPaste,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPaste: SourcePickerProps['onPaste'];
}) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const problemId = useId();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = pastedSourceProblem({ title, text });
  const reset = () => {
    setTitle('');
    setText('');
    setTried(false);
  };
  const submit = async () => {
    setTried(true);
    if (problem || busy) return;
    setBusy(true);
    try {
      if (await onPaste({ title: title.trim(), text })) {
        reset();
        onOpenChange(false);
      }
    } finally {
      setBusy(false);
    }
  };
  const showProblem = tried && problem !== null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="text-left sm:max-w-xl">
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogHeading
            title={t('flow.sources.paste.title')}
            description={t('flow.sources.paste.description')}
          />
          <div className="grid gap-2">
            <Label htmlFor={titleId}>{t('flow.sources.paste.titleLabel')}</Label>
            <Input
              id={titleId}
              value={title}
              maxLength={PASTED_TITLE_MAX}
              onChange={(event) => setTitle(event.target.value)}
              placeholder={t('flow.sources.paste.titlePlaceholder')}
              aria-invalid={showProblem && !title.trim() ? true : undefined}
              aria-describedby={showProblem ? problemId : undefined}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={textId}>{t('flow.sources.paste.textLabel')}</Label>
            <Textarea
              id={textId}
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={PASTED_TEXT_MAX}
              rows={10}
              className="max-h-[50vh] min-h-40 resize-y leading-relaxed"
              aria-invalid={showProblem && title.trim() !== '' ? true : undefined}
              aria-describedby={showProblem ? problemId : undefined}
            />
          </div>
          {showProblem ? (
            <p id={problemId} role="alert" className="text-sm text-destructive">
              {t(problem)}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {t('flow.sources.paste.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('flow.sources.paste.adding') : t('flow.sources.paste.add')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
