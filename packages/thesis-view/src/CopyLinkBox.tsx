// The shareable URL box (spec §2): the link in a read-only field and a copy button ('Link copied!', copied state 2 s).
import { Button, CheckIcon, CopyIcon, cn, toast } from '@thesis-studio/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from './i18n/index.js';

/** Spec §9: how long the button says the link was copied. */
export const COPIED_MS = 2000;

/** Copies text to the clipboard; falls back to a hidden selection + execCommand. True when it worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or not a secure context: try the selection route below.
  }
  if (typeof document === 'undefined') return false;
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

type Toast = Parameters<typeof toast>[0];

/**
 * Copies with feedback (the link box here, a secret or a setting on the API tokens screen): `done` is
 * toasted and `copied` stays true for COPIED_MS when it worked, `failed` is toasted when it did not.
 */
export function useCopy(done: Toast, failed: Omit<Toast, 'variant'>) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    if (await copyText(text)) {
      toast(done);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } else {
      toast({ ...failed, variant: 'destructive' });
    }
  };
  return { copied, copy };
}

export interface CopyLinkBoxProps {
  url: string;
  /** The field's label (visually hidden unless `showLabel`). */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

export function CopyLinkBox({ url, label, showLabel = false, className }: CopyLinkBoxProps) {
  const t = useT();
  const id = useId();
  const { copied, copy } = useCopy(
    { title: t('view.link.copied.title'), description: t('view.link.copied.text') },
    { title: t('view.link.copyFailed.title'), description: t('view.link.copyFailed.text') },
  );

  return (
    <div className={cn('grid gap-2', className)}>
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium' : 'sr-only'}>
        {label ?? t('view.link.label')}
      </label>
      <div className="flex min-w-0 gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 truncate rounded-md border border-input bg-muted/40 px-3 font-mono text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        />
        <Button
          variant={copied ? 'secondary' : 'outline'}
          onClick={() => void copy(url)}
          className="shrink-0"
          aria-label={t(copied ? 'view.link.copiedLabel' : 'view.link.copyLabel')}
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
          <span>{t(copied ? 'view.link.copiedButton' : 'view.link.copy')}</span>
        </Button>
      </div>
    </div>
  );
}
