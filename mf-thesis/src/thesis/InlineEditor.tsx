// One inline editor for the thesis page's editing modes (spec §4: title, central question, section):
// Save Changes / Cancel, blank refused, and on CONFLICT the user's text stays while they load the latest
// version, after which Save applies it on top of that version (nothing is lost).
import { Button, Input, Spinner, Textarea, cn } from '@thesis-studio/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../i18n/thesis';
import { useRegisterDraft } from './live/draft';
import type { SaveResult } from './useThesisUpdate';

export interface InlineEditorProps {
  /** Visible heading of the editor ('Editing Section'), or a label read by screen readers only. */
  title: string;
  showTitle?: boolean;
  initialText: string;
  /** The thesis version the edit starts from. */
  version: number;
  multiline?: boolean;
  /** Section editor: 200–600 px high (spec §9). */
  tall?: boolean;
  onSave: (text: string, expectedVersion: number) => Promise<SaveResult>;
  onClose: () => void;
  /** Fetches the latest thesis; resolves with its version. */
  onReload: () => Promise<number>;
  className?: string;
}

export function InlineEditor({
  title,
  showTitle = false,
  initialText,
  version,
  multiline = false,
  tall = false,
  onSave,
  onClose,
  onReload,
  className,
}: InlineEditorProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(initialText);
  const [baseVersion, setBaseVersion] = useState(version);
  const [state, setState] = useState<'editing' | 'saving' | 'conflict' | 'reloading' | 'reloaded'>('editing');
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const blank = text.trim() === '';
  const busy = state === 'saving' || state === 'reloading';

  useEffect(() => {
    field.current?.focus();
  }, []);

  const save = async () => {
    if (blank || busy) return;
    setState('saving');
    const result = await onSave(multiline ? text.replace(/\s+$/, '') : text.trim(), baseVersion);
    if (result === 'saved') onClose();
    else setState(result === 'conflict' ? 'conflict' : 'editing');
  };

  const reload = async () => {
    setState('reloading');
    try {
      setBaseVersion(await onReload());
      setState('reloaded');
    } catch {
      setState('conflict');
    }
  };

  // The page's notice that someone else changed the thesis offers to compare with this text.
  useRegisterDraft({ baseVersion, changed: text !== initialText, save: () => void save() });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter' && (!multiline || event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void save();
    }
  };

  const fieldProps = {
    id,
    ref: field,
    value: text,
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
    onKeyDown,
    disabled: busy,
    'aria-invalid': blank || undefined,
    'aria-describedby': `${id}-hint`,
  };

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className={cn(
        'rounded-lg border border-primary/40 bg-background p-4 shadow-sm ring-4 ring-primary/5',
        className,
      )}
    >
      <label
        id={`${id}-title`}
        htmlFor={id}
        className={showTitle ? 'mb-3 flex items-center gap-2 text-sm font-semibold text-primary' : 'sr-only'}
      >
        {title}
      </label>
      {multiline ? (
        <Textarea
          {...fieldProps}
          className={cn(
            'resize-y text-base leading-relaxed [field-sizing:content]',
            tall ? 'min-h-[200px] max-h-[600px] font-mono text-sm' : 'min-h-24 max-h-[400px]',
          )}
        />
      ) : (
        <Input {...fieldProps} maxLength={200} className="h-11 text-lg font-semibold" />
      )}
      <div id={`${id}-hint`} aria-live="polite" className="mt-2 min-h-5 text-sm">
        {state === 'conflict' ? (
          <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
            <p className="font-medium">{t('thesis.editor.conflictTitle')}</p>
            <p className="mt-1">{t('thesis.editor.conflictText')}</p>
            <Button size="sm" variant="outline" className="mt-3 bg-background" onClick={() => void reload()}>
              {t('thesis.editor.loadLatest')}
            </Button>
          </div>
        ) : state === 'reloading' ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner
              className="[&>span]:h-4 [&>span]:w-4 [&>span]:border-2"
              label={t('thesis.editor.loadingLatest')}
            />
            {t('thesis.editor.loadingLatestText')}
          </p>
        ) : state === 'reloaded' ? (
          <p className="text-muted-foreground">{t('thesis.editor.reloaded')}</p>
        ) : blank ? (
          <p className="text-destructive">{t('thesis.editor.blank')}</p>
        ) : multiline ? (
          <p className="text-muted-foreground">{t('thesis.editor.keys')}</p>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose} disabled={state === 'saving'}>
          {t('thesis.editor.cancel')}
        </Button>
        <Button onClick={() => void save()} disabled={blank || busy || state === 'conflict'}>
          {state === 'saving' ? t('thesis.common.saving') : t('thesis.editor.saveChanges')}
        </Button>
      </div>
    </div>
  );
}
